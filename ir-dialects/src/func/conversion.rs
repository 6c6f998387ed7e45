//! Signature conversion for functions, calls and returns (MLIR's
//! `populateFunctionOpInterfaceTypeConversionPattern`,
//! `populateCallOpTypeConversionPattern` and
//! `populateReturnOpTypeConversionPattern`), and for `cf` branches:
//! [`populate_signature_conversion`] adds the patterns,
//! [`signature_legality`] makes the ops legal once their types are.
//!
//! `func.func` is converted by [`FuncSignatureConversion`]: its
//! `function_type` and the argument types of its body's blocks (the entry
//! block by the signature's conversion). A downstream function-like op
//! does the same with `ConversionRewriter::convert_isolated_region_types`
//! (or `convert_region_types` when it is not isolated) and its own type
//! attribute; calls, returns and branches are rebuilt with their operands
//! and results converted by the core's `ConvertTypesPattern`.

use super::{CallOp, FuncOp, ReturnOp};
use crate::cf::{with_property, BrOp, CondBrOp};
use ir_core::conversion::{
    types_legal, ConversionPattern, ConversionPatternSet, ConversionRewriter, ConversionTarget,
    ConvertTypesPattern, Legality, OpAdaptor, SignatureConversion, TypeConverter,
};
use ir_core::ods::Op;
use ir_core::{Context, OpId, OpView, Type, TypeKind};
use std::sync::Arc;

/// Converts a `func.func`'s signature and its body's block arguments. It
/// declines (changing nothing) when a type does not convert, or when the
/// number of arguments or results would change and the function carries
/// `arg_attrs`/`res_attrs`.
pub struct FuncSignatureConversion;

impl ConversionPattern for FuncSignatureConversion {
    fn name(&self) -> &'static str {
        "func-signature-conversion"
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &OpAdaptor,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> bool {
        let ctx = rewriter.ctx();
        let Some(converter) = rewriter.converter() else {
            return false;
        };
        let Some((inputs, results)) = function_type(ctx, &OpView::new(ctx, rewriter.body(), op))
        else {
            return false;
        };
        let (Some(conversion), Some(new_results)) = (
            SignatureConversion::of_types(ctx, converter, &inputs),
            converter.convert_types(ctx, &results),
        ) else {
            rewriter.notify_match_failure("a type of the signature does not convert");
            return false;
        };
        let new_inputs = conversion.converted_types();
        let view = OpView::new(ctx, rewriter.body(), op);
        let counts_change = new_inputs.len() != inputs.len() || new_results.len() != results.len();
        if counts_change
            && (view.property("arg_attrs").is_some() || view.property("res_attrs").is_some())
        {
            rewriter.notify_match_failure("argument or result attributes would need splitting");
            return false;
        }
        let has_body = view
            .regions()
            .first()
            .and_then(|&r| view.regions_body().entry_block(r))
            .is_some();
        if has_body && !rewriter.convert_isolated_region_types(op, 0, Some(&conversion)) {
            rewriter.notify_match_failure("a block argument type does not convert");
            return false;
        }
        let new_type = ctx.type_attr(ctx.function_type(new_inputs, new_results));
        let properties = rewriter.body().op_properties(op);
        let updated = with_property(ctx, properties, "function_type", new_type);
        rewriter.body_mut().set_op_properties(op, Some(updated));
        true
    }
}

/// A function's (inputs, results).
fn function_type(ctx: &Context, view: &OpView<'_>) -> Option<(Vec<Type>, Vec<Type>)> {
    let ty = view.as_op::<FuncOp>()?.function_type()?;
    match ctx.type_kind(ty) {
        TypeKind::Function { inputs, results } => Some((inputs.clone(), results.clone())),
        _ => None,
    }
}

/// Adds the conversions of `func.func`, `func.call`, `func.return`,
/// `cf.br` and `cf.cond_br`.
pub fn populate_signature_conversion(ctx: &Context, patterns: &mut ConversionPatternSet) {
    patterns.add(FuncOp::op_name(ctx), FuncSignatureConversion);
    for name in [
        CallOp::op_name(ctx),
        ReturnOp::op_name(ctx),
        BrOp::op_name(ctx),
        CondBrOp::op_name(ctx),
    ] {
        patterns.add(name, ConvertTypesPattern);
    }
}

/// Makes `func.func` legal once its signature and block argument types
/// are, and `func.call`, `func.return`, `cf.br`, `cf.cond_br` once their
/// operand and result types are.
pub fn signature_legality(
    ctx: &Context,
    target: &mut ConversionTarget,
    converter: Arc<TypeConverter>,
) {
    for name in [
        CallOp::op_name(ctx),
        ReturnOp::op_name(ctx),
        BrOp::op_name(ctx),
        CondBrOp::op_name(ctx),
    ] {
        target.set_op(name, types_legal(converter.clone()));
    }
    target.set_op(
        FuncOp::op_name(ctx),
        Legality::when(move |view| {
            let Some((inputs, results)) = function_type(view.ctx, view) else {
                return true;
            };
            let body = view.regions_body();
            let blocks_legal = view.regions().iter().all(|&region| {
                body.region_blocks(region).all(|block| {
                    body.block_args(block)
                        .iter()
                        .all(|&arg| converter.is_legal(view.ctx, body.value_type(arg)))
                })
            });
            converter.are_legal(view.ctx, &inputs)
                && converter.are_legal(view.ctx, &results)
                && blocks_legal
        }),
    );
}
