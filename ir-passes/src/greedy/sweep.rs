//! The first round's seeding: constants are shared and hoisted (as
//! MLIR's driver does, before anything is erased), and, when the worklist runs top-down without a
//! bound on rewrites, trivially dead ops are first erased in one backward
//! sweep and the other ops folded in one forward sweep, all before the
//! worklist starts. Bottom-up (MLIR's `top-down=false`) the worklist
//! is seeded in post-order, as MLIR's driver seeds it; bottom-up or
//! bounded, the worklist folds everything itself, in MLIR's order.
//!
//! Erasing the dead ops last first erases the ops only they used as soon
//! as they are met, so dead code is neither folded nor visited. The
//! forward sweep folds an op whose operands it knows to be constant, and
//! remembers the folded values instead of materializing a constant for
//! each: a chain of n foldable ops then makes only the constants that
//! unfolded ops still use, where folding op by op would make and later
//! erase one per op. The folded ops are erased afterwards, last first, so
//! that their folded users are gone before them. What the sweep does not
//! fold (an operand it does not know yet, a fold to an existing value of
//! an op using a folded one, whose definer op by op would be a constant)
//! the worklist folds as before.

use super::folder::ConstantTable;
use super::is_trivially_dead;
use super::worklist::Worklist;
use super::{GreedyConfig, GreedyStats};
use crate::walk::{ops_in_order, ops_in_post_order};
use ir_core::interfaces::{Fold, FoldResult};
use ir_core::{Attr, Body, Context, OpId, OpView, RegionId, ValueId};
use slotmap::SecondaryMap;
use smallvec::SmallVec;

/// Seeds a round with every op: constants are shared and hoisted in
/// program order; with [`GreedyConfig::fold_sweep`], ops that fold on
/// known constants are folded; the ops left are pushed to be visited in
/// program order (`top_down`), else in reverse post-order (users first).
pub(super) fn seed_every_op<'c>(
    ctx: &'c Context,
    body: &mut Body,
    roots: &[RegionId],
    config: &GreedyConfig,
    constants: &mut ConstantTable<'c>,
    worklist: &mut Worklist,
    stats: &mut GreedyStats,
) {
    let fold = config.fold_sweep();
    let ops = ops_in_order(body, roots, |_| true);
    // Constants are shared first, dead code still in place, as MLIR's
    // driver shares them before its worklist erases anything: where a
    // constant goes depends on what precedes it. Every op is visited this
    // round: the ops that see a constant leave their block need no note.
    stats.folded += constants.share_all(ctx, body, &ops, &mut Vec::new(), &mut Vec::new());
    if fold {
        stats.erased += erase_dead_backwards(ctx, body, &ops);
    }
    let mut sweep = Sweep::default();
    for &op in &ops {
        if !body.contains_op(op) || constants.constant_value(ctx, body, op).is_some() {
            continue;
        }
        if fold && sweep.try_fold(ctx, body, constants, op) {
            stats.folded += 1;
        }
    }
    stats.folded += sweep.erase_folded(ctx, body, constants);
    // The worklist is a stack: seeded in reverse, visited top-down; seeded
    // in post-order, visited bottom-up.
    let order = match config.top_down {
        true => ops.into_iter().rev().collect(),
        false => ops_in_post_order(body, roots),
    };
    for op in order {
        if body.contains_op(op) {
            worklist.push(op);
        }
    }
}

/// Erases the trivially dead among `ops` (in program order), last first,
/// so that the ops only they used are dead when met; how many went.
fn erase_dead_backwards(ctx: &Context, body: &mut Body, ops: &[OpId]) -> u64 {
    let mut erased = 0;
    for &op in ops.iter().rev() {
        if body.contains_op(op) && is_trivially_dead(ctx, body, op) {
            body.erase_op(op);
            erased += 1;
        }
    }
    erased
}

/// The ops folded so far and the constants their results hold.
#[derive(Default)]
struct Sweep {
    /// Results of folded ops (still in the body) and their constants.
    folded_values: SecondaryMap<ValueId, Attr>,
    /// Folded ops in program order.
    folded_ops: Vec<OpId>,
}

impl Sweep {
    /// The constant `value` is known to hold: a folded op's result, or
    /// the result of a constant the table holds.
    fn known(
        &self,
        ctx: &Context,
        body: &Body,
        constants: &ConstantTable,
        value: ValueId,
    ) -> Option<Attr> {
        if let Some(&attr) = self.folded_values.get(value) {
            return Some(attr);
        }
        let definer = body.defining_op(value)?;
        constants.constant_value(ctx, body, definer)
    }

    /// Folds `op` if at least one operand is a known constant: when every
    /// result folds to a constant, the op stays in the body for now;
    /// when every result folds to an existing value, the op's uses go to
    /// those values and the op is erased. Returns whether it was erased.
    fn try_fold(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        constants: &ConstantTable,
        op: OpId,
    ) -> bool {
        if !body.regions(op).is_empty() {
            return false;
        }
        let operands: SmallVec<[Option<Attr>; 4]> = body
            .operands(op)
            .map(|v| self.known(ctx, body, constants, v))
            .collect();
        if operands.iter().all(Option::is_none) {
            return false;
        }
        let view = OpView::new(ctx, body, op);
        let Some(Fold(fold)) = view.interface::<Fold>() else {
            return false;
        };
        let Some(results) = fold(&view, &operands) else {
            return false;
        };
        let old: SmallVec<[ValueId; 2]> = body.results(op).into();
        if results.len() != old.len() || old.is_empty() {
            return false;
        }
        if results.iter().all(|r| matches!(r, FoldResult::Attr(_))) {
            for (&value, result) in old.iter().zip(&results) {
                if let FoldResult::Attr(attr) = *result {
                    self.folded_values.insert(value, attr);
                }
            }
            self.folded_ops.push(op);
            return false;
        }
        // A fold to an existing value may have looked through an operand's
        // definer, which the sweep folded but left in place: op by op it
        // would see a constant there instead. The worklist folds it then.
        if body
            .operands(op)
            .any(|v| self.folded_values.contains_key(v))
        {
            return false;
        }
        let values: Option<SmallVec<[ValueId; 2]>> = results
            .iter()
            .zip(&old)
            .map(|(r, &o)| match *r {
                FoldResult::Value(v) if v != o => Some(v),
                _ => None,
            })
            .collect();
        let Some(values) = values else {
            return false;
        };
        for (&o, &v) in old.iter().zip(&values) {
            body.replace_all_uses(o, v);
        }
        body.erase_op(op);
        true
    }

    /// Replaces by shared constants the results of folded ops that
    /// unfolded ops use, in program order (so the latest fold's constant
    /// is in front, as folding op by op places them); then erases the
    /// folded ops, last first. An op whose constants cannot be
    /// materialized stays. Returns how many went.
    fn erase_folded<'c>(
        self,
        ctx: &'c Context,
        body: &mut Body,
        constants: &mut ConstantTable<'c>,
    ) -> u64 {
        let folded = &self.folded_values;
        let unfolded_user = |body: &Body, value: ValueId| {
            body.uses(value).any(|u| {
                body.results(u.op)
                    .first()
                    .is_none_or(|&r| !folded.contains_key(r))
            })
        };
        for &op in &self.folded_ops {
            replace_results(ctx, body, constants, op, folded, unfolded_user);
        }
        let mut erased = 0;
        for &op in self.folded_ops.iter().rev() {
            if replace_results(ctx, body, constants, op, folded, Body::has_uses) {
                body.erase_op(op);
                erased += 1;
            }
        }
        erased
    }
}

/// Replaces each result of folded op `op` for which `replace` holds by
/// the shared constant of its folded value; false (and nothing replaced)
/// if one cannot be made.
fn replace_results<'c>(
    ctx: &'c Context,
    body: &mut Body,
    constants: &mut ConstantTable<'c>,
    op: OpId,
    folded_values: &SecondaryMap<ValueId, Attr>,
    replace: impl Fn(&Body, ValueId) -> bool,
) -> bool {
    let chosen: SmallVec<[ValueId; 2]> = body
        .results(op)
        .iter()
        .copied()
        .filter(|&r| replace(body, r))
        .collect();
    if chosen.is_empty() {
        return true;
    }
    let mut replacements: SmallVec<[ValueId; 2]> = SmallVec::new();
    for &result in &chosen {
        let ty = body.value_type(result);
        match constants.materialize_folded(ctx, body, op, folded_values[result], ty) {
            Some((value, _)) => replacements.push(value),
            None => return false,
        }
    }
    for (&result, &value) in chosen.iter().zip(&replacements) {
        body.replace_all_uses(result, value);
    }
    true
}
