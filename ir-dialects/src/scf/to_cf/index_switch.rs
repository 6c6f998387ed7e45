//! `scf.index_switch` to `cf.switch` on the index cast to `i32`, the
//! case blocks then the default block inlined before a continuation
//! block that takes the results as arguments.

use super::{blocks_of, split_before, yield_to, Site};
use crate::arith::IndexCastOp;
use crate::cf::SwitchOp;
use crate::scf::IndexSwitchOp;
use ir_core::context::attributes::{AttrKind, DenseValues};
use ir_core::conversion::{ConversionRewriter, OpAdaptor};
use ir_core::ir::InsertPoint;
use ir_core::{BlockId, OpId, OpView, RegionId, TypeKind, ValueId};

/// Lowers `scf.index_switch`.
pub(super) fn lower(rewriter: &mut ConversionRewriter<'_>, op: OpId, _: &OpAdaptor) -> Option<()> {
    let ctx = rewriter.ctx();
    let site = Site::of(rewriter, op)?;
    let switch = OpView::new(ctx, rewriter.body(), op).as_op::<IndexSwitchOp>()?;
    let arg = switch.arg();
    let cases = switch.cases()?.to_vec();
    let mut regions: Vec<RegionId> = switch.case_regions().to_vec();
    regions.push(switch.default_region());
    if cases.len() + 1 != regions.len() {
        return None;
    }
    let entries = regions
        .iter()
        .map(|&r| blocks_of(rewriter, r).first().copied())
        .collect::<Option<Vec<BlockId>>>()?;

    let (cond_block, continuation) = split_before(rewriter, op)?;
    let results: Vec<ValueId> = site
        .result_types
        .iter()
        .map(|&ty| {
            rewriter
                .body_mut()
                .add_block_arg(continuation, ty, site.loc)
        })
        .collect();
    for (&region, &entry) in regions.iter().zip(&entries) {
        yield_to(rewriter, entry, None, continuation);
        rewriter
            .body_mut()
            .inline_region_before(region, site.parent, Some(continuation));
    }
    rewriter.set_insertion_point(InsertPoint::End(cond_block));
    let i32_type = ctx.int_type(32);
    let cast = rewriter.create(IndexCastOp::state(ctx, site.loc, i32_type, arg));
    let flag = rewriter.body().results(cast)[0];
    // As MLIR's builder: no case, no `case_values`.
    let case_values = (!cases.is_empty()).then(|| {
        let vector = ctx.intern_type(TypeKind::Vector {
            shape: vec![cases.len() as i64],
            scalable: vec![false],
            element: i32_type,
        });
        ctx.intern_attr(AttrKind::DenseElements {
            ty: vector,
            values: DenseValues::Int(cases.iter().map(|&c| c as i32 as i128).collect()),
        })
    });
    let segments = ctx.intern_attr(AttrKind::DenseArray {
        element: i32_type,
        values: DenseValues::Int(vec![0; cases.len()]),
    });
    let (&default, case_blocks) = entries.split_last()?;
    let state = SwitchOp::state(
        ctx,
        site.loc,
        flag,
        &[],
        &[],
        case_values,
        segments,
        default,
        case_blocks,
    );
    rewriter.create(state);
    rewriter.replace_op(op, &results);
    Some(())
}
