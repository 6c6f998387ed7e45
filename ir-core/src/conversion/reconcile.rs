//! Folding and erasing `builtin.unrealized_conversion_cast` ops (MLIR's
//! `reconcileUnrealizedCasts`, behind its `reconcile-unrealized-casts`
//! pass): a live cast whose chain of casts leads back to values of the
//! types it produces is replaced by those values (`A -> B -> A`, over any
//! number of casts); casts left without uses are erased, up their chains.
//! Live casts that do not fold stay, as in MLIR.
//!
//! Casts are visited in the order given (program order), so a chain's
//! earlier casts fold before later ones look up through them; looking up
//! costs the length of the chain above a cast.

use super::cast::is_cast;
use crate::{Body, Context, OpId, ValueId};
use smallvec::SmallVec;

/// What reconciling did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ReconcileStats {
    /// Casts replaced by the values at the start of their chain.
    pub folded: u64,
    /// Casts erased.
    pub erased: u64,
}

/// Folds and erases the casts among `casts` (in program order; ids no
/// longer in `body` or not casts are skipped). Returns the counts and the
/// casts left.
pub fn reconcile_casts(
    ctx: &Context,
    body: &mut Body,
    casts: &[OpId],
) -> (ReconcileStats, Vec<OpId>) {
    let mut stats = ReconcileStats::default();
    let live = |body: &Body, op: OpId| body.contains_op(op) && is_cast(ctx, body, op);
    for &op in casts {
        if !live(body, op) {
            continue;
        }
        if let Some(origin) = chain_origin(ctx, body, op) {
            let results = body.results(op).to_vec();
            for (&result, &value) in results.iter().zip(&origin) {
                body.replace_all_uses(result, value);
            }
            stats.folded += 1;
        }
    }
    let mut work: Vec<OpId> = casts.iter().rev().copied().collect();
    while let Some(op) = work.pop() {
        if !live(body, op) || body.results(op).iter().any(|&r| body.has_uses(r)) {
            continue;
        }
        let inputs: SmallVec<[ValueId; 2]> = body.operands(op).collect();
        body.erase_op(op);
        stats.erased += 1;
        work.extend(inputs.iter().filter_map(|&v| body.defining_op(v)));
    }
    let left = casts.iter().copied().filter(|&op| live(body, op)).collect();
    (stats, left)
}

/// The values up `op`'s chain of casts (each cast's inputs being exactly
/// the results of the one above) whose types are `op`'s result types.
fn chain_origin(ctx: &Context, body: &Body, op: OpId) -> Option<SmallVec<[ValueId; 2]>> {
    let wanted: SmallVec<[_; 2]> = body
        .results(op)
        .iter()
        .map(|&r| body.value_type(r))
        .collect();
    let mut inputs: SmallVec<[ValueId; 2]> = body.operands(op).collect();
    loop {
        let above = body.defining_op(*inputs.first()?)?;
        if !is_cast(ctx, body, above) || body.results(above) != inputs.as_slice() {
            return None;
        }
        inputs = body.operands(above).collect();
        let types = inputs.iter().map(|&v| body.value_type(v));
        if types.eq(wanted.iter().copied()) {
            return Some(inputs);
        }
    }
}

/// Every cast stored in `body`, in program order of `regions`.
pub fn casts_in(ctx: &Context, body: &Body, regions: &[crate::RegionId]) -> Vec<OpId> {
    super::op_list::preorder(body, regions)
        .filter(|&op| is_cast(ctx, body, op))
        .collect()
}
