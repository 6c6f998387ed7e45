//! [`ConvertTypesPattern`]: converts an op whose only type-dependent
//! parts are its operand and result types (a branch, a return, a call)
//! by rebuilding it over the adaptor's values and the converted result
//! types (MLIR's `populateBranchOpInterfaceTypeConversionPattern`,
//! `populateReturnOpTypeConversionPattern` and
//! `populateCallOpTypeConversionPattern` in one). Its companion
//! [`types_legal`] is the dynamic legality such ops have.

use super::pattern::{ConversionPattern, OpAdaptor, RemappedValues};
use super::rewriter::ConversionRewriter;
use super::target::Legality;
use super::type_converter::TypeConverter;
use crate::context::attributes::{AttrKind, DenseValues};
use crate::interfaces::SuccessorOperandErased;
use crate::ir::{InsertPoint, OperationState};
use crate::{Attr, Context, NamedAttr, OpId, OpView};
use std::sync::Arc;

/// Rebuilds an op with converted operand and result types. It does not
/// apply to ops with regions, nor, when the operand count changes, to ops
/// that keep segment properties other than `operandSegmentSizes`
/// (`cf.switch`'s case segments).
pub struct ConvertTypesPattern;

impl ConversionPattern for ConvertTypesPattern {
    fn name(&self) -> &'static str {
        "convert-operand-and-result-types"
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> bool {
        let ctx = rewriter.ctx();
        let body = rewriter.body();
        let Some(converter) = rewriter.converter() else {
            return false;
        };
        if !body.regions(op).is_empty() {
            rewriter.notify_match_failure("the op has regions");
            return false;
        }
        let view = OpView::new(ctx, body, op);
        let Some(result_types) = converter.convert_types(ctx, &view.result_types()) else {
            rewriter.notify_match_failure("a result type does not convert");
            return false;
        };
        let counts: Vec<usize> = (0..adaptor.len())
            .map(|i| adaptor.values(i).len())
            .collect();
        let properties = match body.op_properties(op) {
            Some(props) if !adaptor.is_one_to_one() => {
                if view.interface::<SuccessorOperandErased>().is_some() {
                    rewriter.notify_match_failure(
                        "the op keeps successor segments the pattern cannot resize",
                    );
                    return false;
                }
                Some(resized_segments(ctx, props, &counts))
            }
            other => other,
        };
        let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
        state.operands = adaptor.flat().into_iter().collect();
        state.result_types = result_types.iter().copied().collect();
        state.successors = body.successors(op).collect();
        state.attrs = Some(body.op_attrs(op));
        state.properties = properties;
        // The results, grouped by the original result each replaces.
        let mut groups = Vec::with_capacity(view.results().len());
        for &ty in view.result_types().iter() {
            groups.push(converter.convert_type(ctx, ty).map_or(0, |t| t.len()));
        }
        rewriter.set_insertion_point(InsertPoint::Before(op));
        let new_op = rewriter.create(state);
        let results = rewriter.body().results(new_op).to_vec();
        let mut next = 0;
        let replacements: Vec<RemappedValues> = groups
            .iter()
            .map(|&n| {
                let group = results[next..next + n].iter().copied().collect();
                next += n;
                group
            })
            .collect();
        rewriter.replace_op_with_multiple(op, &replacements);
        true
    }
}

/// `properties` with `operandSegmentSizes` recomputed for operands that
/// became `counts[i]` values each.
fn resized_segments(ctx: &Context, properties: Attr, counts: &[usize]) -> Attr {
    let Some(segments) = ctx.dictionary_get(properties, "operandSegmentSizes") else {
        return properties;
    };
    let AttrKind::DenseArray {
        element,
        values: DenseValues::Int(sizes),
    } = ctx.attr_kind(segments)
    else {
        return properties;
    };
    let mut operand = 0;
    let resized: Vec<i128> = sizes
        .iter()
        .map(|&size| {
            let end = (operand + size.max(0) as usize).min(counts.len());
            let total: usize = counts[operand.min(end)..end].iter().sum();
            operand = end;
            total as i128
        })
        .collect();
    let updated = ctx.intern_attr(AttrKind::DenseArray {
        element: *element,
        values: DenseValues::Int(resized),
    });
    let entries = ctx
        .dictionary_entries(properties)
        .iter()
        .map(|entry| match &*entry.name {
            "operandSegmentSizes" => NamedAttr {
                name: entry.name.clone(),
                value: updated,
            },
            _ => entry.clone(),
        })
        .collect();
    ctx.dictionary_attr(entries)
}

/// The legality of ops [`ConvertTypesPattern`] converts: legal when all
/// their operand and result types are.
pub fn types_legal(converter: Arc<TypeConverter>) -> Legality {
    Legality::when(move |view| {
        converter.are_legal(view.ctx, &view.operand_types())
            && converter.are_legal(view.ctx, &view.result_types())
    })
}
