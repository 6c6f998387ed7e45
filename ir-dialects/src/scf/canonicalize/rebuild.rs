//! Rebuilding a region op with other operands or results, as MLIR's
//! patterns that drop values of `scf.if`, `scf.for`, `scf.while`,
//! `scf.execute_region` and `scf.index_switch` do: a new op before the old
//! one, with the same attributes and regions (moved in).

use ir_core::interfaces::PatternRewriter;
use ir_core::ir::{InsertPoint, OperationState};
use ir_core::{OpId, Type, ValueId};

/// A new op like `op` before it, with `operands` and results of `types`,
/// `op`'s attributes and properties, and `op`'s regions moved in (the
/// caller makes their blocks and terminators fit).
pub(super) fn rebuild_op(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    operands: &[ValueId],
    types: &[Type],
) -> OpId {
    let body = rewriter.body();
    let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
    state.operands = operands.into();
    state.result_types = types.into();
    state.attrs = Some(body.op_attrs(op));
    state.properties = body.op_properties(op);
    state.num_regions = body.regions(op).len();
    let regions = body.regions(op).to_vec();
    rewriter.set_insertion_point(InsertPoint::Before(op));
    let new = rewriter.create(state);
    let body = rewriter.body_mut();
    let new_regions = body.regions(new).to_vec();
    for (old, new_region) in regions.into_iter().zip(new_regions) {
        body.inline_region_before(old, new_region, None);
    }
    new
}

/// [`rebuild_op`] with `op`'s operands and the results `kept` of it, its
/// `yields` (the `scf.yield`s giving its results) trimmed to them.
pub(super) fn rebuild_with_results(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    yields: &[OpId],
    kept: &[usize],
) -> OpId {
    let body = rewriter.body_mut();
    for &terminator in yields {
        let operands: Vec<ValueId> = body.operands(terminator).collect();
        let trimmed: Vec<ValueId> = kept.iter().map(|&k| operands[k]).collect();
        body.set_operands(terminator, &trimmed);
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    let types: Vec<Type> = kept
        .iter()
        .map(|&k| body.value_type(body.results(op)[k]))
        .collect();
    let new = rebuild_op(rewriter, op, &operands, &types);
    for &terminator in yields {
        rewriter.notify_modified(terminator);
    }
    new
}

/// Marks the positions `kept` (ascending) among `n`: `false` for those.
pub(super) fn dropped_mask(n: usize, kept: &[usize]) -> Vec<bool> {
    let mut dropped = vec![true; n];
    for &k in kept {
        dropped[k] = false;
    }
    dropped
}

/// What replaces each of the `n` results of an op rebuilt with the results
/// `kept` (ascending) of it as `new`: the new op's results for those,
/// `otherwise(k)` for each other result `k`.
pub(super) fn replacements(
    rewriter: &PatternRewriter<'_>,
    new: OpId,
    n: usize,
    kept: &[usize],
    mut otherwise: impl FnMut(usize) -> ValueId,
) -> Vec<ValueId> {
    let mut fresh = rewriter.body().results(new).iter().copied();
    dropped_mask(n, kept)
        .into_iter()
        .enumerate()
        .map(|(k, dropped)| match dropped {
            false => fresh.next().expect("one result per kept one"),
            true => otherwise(k),
        })
        .collect()
}
