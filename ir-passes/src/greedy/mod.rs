//! The greedy pattern driver (MLIR's `applyPatternsGreedily`): a worklist
//! of ops, each erased if trivially dead, else folded, else rewritten by
//! the first pattern that applies; the ops a change touches are revisited
//! (with the terminator of their block and the branches into it).
//! Then regions are simplified (unreachable blocks, and unless disabled
//! dead code and block arguments), and the whole repeats until nothing changes or the
//! iteration bound is hit. The first round starts with two sweeps that
//! do for less what its worklist would (`sweep.rs`): dead code erased
//! last first, then constants folded in program order. Deterministic:
//! the worklist starts in program order and every step is a function of
//! the IR. One deliberate difference from MLIR's driver: an erased op's
//! operands requeue every op that sees them lose a use, where MLIR's
//! requeues a defining op only when at most one other use is left. Where
//! MLIR's converges the fixed point is the same; on a chain it leaves for
//! later rounds, it may stop at its bound while this one converges
//! (`test/Transforms/canonicalize/dead-store-chain.mlir`).

mod dead;
mod folder;
mod merge_blocks;
mod patterns;
mod simplify;
mod sweep;
#[cfg(test)]
mod tests;
mod worklist;

pub(crate) use dead::{is_trivially_dead, would_be_trivially_dead};
pub(crate) use folder::{constant_value, ConstantTable};
pub use patterns::PatternSet;
pub(crate) use simplify::{erase_unreachable_blocks_in, simplify_regions};

use crate::touched::Touched;
use crate::walk::ops_in_order;
use folder::{Folded, OpList};
use ir_core::interfaces::{FoldInPlace, PatternRewriter};
use ir_core::{Body, Context, OpId, OpName, OpView, RegionId, ValueId};
use worklist::Worklist;

/// Bounds and switches of a greedy run (MLIR's `GreedyRewriteConfig`).
#[derive(Copy, Clone, Debug)]
pub struct GreedyConfig {
    /// Rounds of (worklist, region simplification) at most; `None` is no
    /// bound (MLIR's `-1`).
    pub max_iterations: Option<u64>,
    /// Pattern rewrites within a round at most (folds and erasures do not
    /// count); `None` is no bound.
    pub max_num_rewrites: Option<u64>,
    /// Whether the worklist starts in program order; else in reverse
    /// post-order (an op's users before it).
    pub top_down: bool,
    /// Whether to remove dead code and unused block arguments between
    /// rounds (unreachable blocks are removed either way).
    pub region_simplify: bool,
    /// With `region_simplify`, whether to merge identical blocks and drop
    /// the block arguments every predecessor passes the same value too
    /// (MLIR's aggressive level).
    pub merge_blocks: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        Self {
            max_iterations: Some(10),
            max_num_rewrites: None,
            top_down: true,
            region_simplify: true,
            merge_blocks: false,
        }
    }
}

impl GreedyConfig {
    /// Whether the first round folds in one sweep before its worklist
    /// starts: only top-down without a bound on rewrites, where the
    /// sweep's order is the worklist's.
    pub(crate) fn fold_sweep(&self) -> bool {
        self.top_down && self.max_num_rewrites.is_none()
    }
}

/// What a greedy run did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct GreedyStats {
    /// Ops folded away.
    pub folded: u64,
    /// Pattern applications.
    pub rewrites: u64,
    /// Ops erased as trivially dead.
    pub erased: u64,
    /// Blocks, ops and arguments removed by region simplification.
    pub simplified: u64,
    /// Whether a fixed point was reached within the iteration bound.
    pub converged: bool,
}

impl GreedyStats {
    /// Whether anything changed.
    pub fn changed(&self) -> bool {
        self.folded + self.rewrites + self.erased + self.simplified > 0
    }
}

/// Runs `patterns` and folding over the ops of `roots` in `body` to a fixed point.
/// `holder` names the isolated op whose regions `roots` are, for the
/// patterns that ask what encloses an op at the top of the body.
///
/// The first round visits every op; a round after region simplification
/// visits only the ops simplification changed (and what their changes
/// reach), as the worklist does within a round. A round cut short (by the
/// rewrite bound, or by the step budget) is followed by one over every op.
/// As in MLIR's driver, the run has converged when a round changes
/// nothing: a round whose worklist empties and whose simplification then
/// removes nothing is a fixed point, and has converged if it changed
/// nothing or the iteration bound leaves room for the round that would
/// show it. A bound of 0 rounds does nothing and has converged.
pub fn apply_patterns_and_fold(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    holder: Option<OpName>,
    patterns: &PatternSet,
    config: &GreedyConfig,
) -> GreedyStats {
    let mut stats = GreedyStats::default();
    let mut constants = ConstantTable::default();
    // The ops the next round starts from; `None` is every op.
    let mut seeds: Option<Vec<OpId>> = None;
    let mut round = 0;
    let room_after = |round: u64| config.max_iterations.is_none_or(|max| round < max);
    while room_after(round) {
        round += 1;
        let before = stats;
        let after_simplification = seeds.is_some();
        // After a simplification the body has no dead code: the next one
        // looks only where this round makes values lose uses.
        // Merging blocks leaves dead code anywhere: every simplification
        // then looks everywhere.
        let incremental = after_simplification && config.region_simplify && !config.merge_blocks;
        if incremental {
            body.record_lost_uses();
        }
        let mut worklist = Worklist::revisiting_enclosing_ops();
        // MLIR's driver erases unreachable blocks after seeding a round,
        // whatever the simplification level. The fold sweep erases them
        // first, so as not to fold what goes unseen; it visits every op,
        // so the constants it would hoist from them go dead and are erased
        // all the same.
        let fold_sweep = config.fold_sweep();
        let mut unreachable = Touched::new();
        match seeds.take() {
            None => {
                if fold_sweep {
                    stats.simplified += erase_unreachable_blocks_in(body, roots, &mut unreachable);
                }
                sweep::seed_every_op(
                    ctx,
                    body,
                    roots,
                    config,
                    &mut constants,
                    &mut worklist,
                    &mut stats,
                );
            }
            Some(touched) => {
                seed_touched(touched, &mut worklist);
                for op in share_constants(ctx, body, roots, &mut constants) {
                    worklist.push_changed(body, op);
                }
            }
        }
        if !fold_sweep || after_simplification {
            stats.simplified += erase_unreachable_blocks_in(body, roots, &mut unreachable);
            seed_touched(unreachable.into_live_ops(body), &mut worklist);
        }
        // Patterns may rewrite unreachable code forever (a merged loop in
        // dead blocks feeds itself); a round stops after this many steps,
        // region simplification erases such code, and the next round
        // starts from every op.
        let mut budget = 8 * body.num_ops() + 1024;
        let rewrite_bound = config.max_num_rewrites.map(|n| before.rewrites + n);
        let mut emptied = true;
        while let Some(op) = worklist.pop() {
            if budget == 0 || rewrite_bound.is_some_and(|bound| stats.rewrites >= bound) {
                emptied = false;
                break;
            }
            budget -= 1;
            let state = VisitState {
                constants: &mut constants,
                worklist: &mut worklist,
                stats: &mut stats,
                holder,
            };
            visit(ctx, body, op, patterns, state);
        }
        if emptied && after_simplification && stats == before {
            body.take_lost_uses();
            stats.converged = true;
            return stats;
        }
        let mut touched = Touched::new();
        // Without region simplification, the blocks the next round would
        // erase first go now, so that a round that erases none is the
        // fixed point.
        stats.simplified += if !config.region_simplify {
            erase_unreachable_blocks_in(body, roots, &mut touched)
        } else if incremental {
            simplify::simplify_after_changes(ctx, body, roots, &mut touched)
        } else {
            simplify::simplify_regions(ctx, body, roots, &mut touched)
        };
        if config.region_simplify && config.merge_blocks {
            stats.simplified +=
                merge_blocks::merge_identical_blocks(ctx, body, roots, &mut touched);
            stats.simplified +=
                merge_blocks::drop_redundant_arguments(ctx, body, roots, &mut touched);
        }
        if emptied {
            if stats.simplified == before.simplified {
                stats.converged = stats == before || room_after(round);
                // MLIR's driver would start one more round, which shares
                // the constants of this one; that round has work only if
                // sharing replaced or moved one.
                if stats != before && room_after(round) {
                    let revisit = share_constants(ctx, body, roots, &mut constants);
                    if !revisit.is_empty() {
                        seeds = Some(revisit);
                        continue;
                    }
                }
                return stats;
            }
            seeds = Some(touched.into_live_ops(body));
        }
    }
    body.take_lost_uses();
    stats.converged = round == 0;
    stats
}

/// Runs `patterns` and folding on `ops` of `body` (MLIR's
/// `applyOpPatternsGreedily` on a list of ops): one worklist, started
/// with `ops` (the last visited first), to which the ops a change touches
/// are added; no region simplification. Returns whether the worklist
/// emptied within its step budget (it converged).
pub(crate) fn apply_patterns_to_ops(
    ctx: &Context,
    body: &mut Body,
    ops: &[OpId],
    patterns: &PatternSet,
) -> bool {
    let mut stats = GreedyStats::default();
    let mut constants = ConstantTable::default();
    let mut worklist = Worklist::default();
    for &op in ops {
        worklist.push(op);
    }
    let mut budget = 8 * body.num_ops() + 1024;
    while let Some(op) = worklist.pop() {
        if budget == 0 {
            return false;
        }
        budget -= 1;
        let state = VisitState {
            constants: &mut constants,
            worklist: &mut worklist,
            stats: &mut stats,
            holder: None,
        };
        visit(ctx, body, op, patterns, state);
    }
    true
}

/// Shares the constants of every op under `roots` at the start of a round
/// ([`ConstantTable::share_all`]); returns the ops that see a change (the
/// users of a replaced constant, the neighbours of one that left its
/// block). Not counted as a change, as MLIR's driver does not count it.
fn share_constants<'c>(
    ctx: &'c Context,
    body: &mut Body,
    roots: &[RegionId],
    constants: &mut ConstantTable<'c>,
) -> Vec<OpId> {
    let ops = ops_in_order(body, roots, |_| true);
    let (mut touched, mut left) = (Vec::new(), Vec::new());
    constants.share_all(ctx, body, &ops, &mut touched, &mut left);
    touched.extend(left);
    touched.retain(|&op| body.contains_op(op));
    touched
}

/// Seeds a round with the ops a simplification changed, the first noted
/// visited first.
fn seed_touched(touched: Vec<OpId>, worklist: &mut Worklist) {
    for op in touched.into_iter().rev() {
        worklist.push(op);
    }
}

/// Pushes the ops that see the values among `operands` still in `body`
/// lose a use ([`Body::value_watchers`]): a definer as MLIR's driver
/// does, the watchers of a block argument's block deferred. A value
/// listed many times (a switch passing one value to every case) is looked
/// at once.
fn push_seeing_lost_uses(body: &Body, operands: &[ValueId], worklist: &mut Worklist) {
    let mut seen = rustc_hash::FxHashSet::default();
    for &value in operands {
        if seen.insert(value) && body.contains_value(value) {
            let (definer, of_block) = body.value_watchers(value);
            of_block.for_each(|t| worklist.push_deferred(body, t));
            definer
                .into_iter()
                .for_each(|d| worklist.push_changed(body, d));
        }
    }
}

/// Moves the constant operands of a commutative op after the others (as
/// MLIR's canonical order), so `addi %c, %x` and `addi %x, %c` become one
/// form; whether anything moved.
fn sort_commutative_operands(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    if !ctx.op_has(body.op_name(op), ir_core::OpTraits::COMMUTATIVE) {
        return false;
    }
    let is_constant = |v: ValueId| {
        body.defining_op(v)
            .is_some_and(|d| ctx.op_has(body.op_name(d), ir_core::OpTraits::CONSTANT_LIKE))
    };
    // Sorted unless a constant comes before a non-constant: checked
    // without collecting the operands, as almost every op is.
    let mut seen_constant = false;
    let sorted = body.operands(op).all(|v| {
        let constant = is_constant(v);
        let in_order = constant || !seen_constant;
        seen_constant |= constant;
        in_order
    });
    if sorted {
        return false;
    }
    let mut operands: Vec<ValueId> = body.operands(op).collect();
    operands.sort_by_key(|&v| is_constant(v));
    body.set_operands(op, &operands);
    true
}

/// What one worklist step works with.
struct VisitState<'c, 'w> {
    constants: &'w mut ConstantTable<'c>,
    worklist: &'w mut Worklist,
    stats: &'w mut GreedyStats,
    /// The isolated op holding the body, when the driver knows it.
    holder: Option<OpName>,
}

/// One worklist step on `op`.
fn visit<'c>(
    ctx: &'c Context,
    body: &mut Body,
    op: OpId,
    patterns: &PatternSet,
    state: VisitState<'c, '_>,
) {
    let VisitState {
        constants,
        worklist,
        stats,
        holder,
    } = state;
    if !body.contains_op(op) {
        return;
    }
    if dead::is_trivially_dead(ctx, body, op) {
        let operands = ir_core::ir::operands_within(body, op);
        let neighbours: OpList = body.block_neighbours(op).collect();
        body.erase_op(op);
        worklist.remove(op);
        stats.erased += 1;
        push_seeing_lost_uses(body, &operands, worklist);
        neighbours
            .into_iter()
            .for_each(|d| worklist.push_deferred(body, d));
        return;
    }
    // A constant is shared at the start of a round, never when visited
    // (as in MLIR's driver, which neither folds nor moves one then).
    if ctx.op_has(body.op_name(op), ir_core::OpTraits::CONSTANT_LIKE) {
        return;
    }
    // A fold in place, as MLIR's fold of a commutative op is: it does not
    // count against the bound on rewrites.
    if sort_commutative_operands(ctx, body, op) {
        stats.folded += 1;
        let users: OpList = body
            .results(op)
            .iter()
            .flat_map(|&r| body.uses(r).map(|u| u.op))
            .collect();
        users
            .into_iter()
            .for_each(|u| worklist.push_changed(body, u));
    }
    let block = body.op_block(op);
    if let Folded::Replaced { touched, lost } = constants.try_fold(ctx, body, op) {
        worklist.remove(op);
        stats.folded += 1;
        // The op left its block: its terminator and the branches into it.
        block
            .into_iter()
            .flat_map(|b| body.block_watchers(b))
            .for_each(|t| worklist.push_deferred(body, t));
        touched
            .into_iter()
            .for_each(|t| worklist.push_changed(body, t));
        push_seeing_lost_uses(body, &lost, worklist);
        return;
    }
    // A fold in place (MLIR's `fold` succeeding with no results): as MLIR's
    // driver, the op and its enclosing ops are queued and nothing else.
    let in_place = OpView::new(ctx, body, op).interface::<FoldInPlace>();
    if let Some(&FoldInPlace(fold)) = in_place {
        if fold(ctx, body, op) {
            stats.folded += 1;
            worklist.push_changed(body, op);
            return;
        }
    }
    if !patterns.applies_to(body.op_name(op)) {
        return;
    }
    let mut rewriter = PatternRewriter::new(ctx, body).within(holder);
    if patterns.apply(op, &mut rewriter) {
        stats.rewrites += 1;
        let changes = rewriter.take_changes();
        for op in changes.erased {
            worklist.remove(op);
        }
        // A changed op changes its block for the branches into it too (a
        // rewritten terminator may make the block one that only forwards),
        // and so does an erased one. Those are deferred behind the ops
        // MLIR's driver queues (the changed ops, then the ones that lost
        // uses), which come next as there: a `cf.br` moved by a merge
        // merges its own target before a branch into its new block
        // bypasses it.
        let modified: OpList = changes
            .modified
            .into_iter()
            .filter(|&t| body.contains_op(t))
            .inspect(|&t| constants.forget_if_changed(ctx, body, t))
            .collect();
        modified
            .iter()
            .flat_map(|&t| body.block_neighbours(t))
            .chain(changes.block_watchers)
            .for_each(|t| worklist.push_deferred(body, t));
        modified
            .into_iter()
            .chain(changes.watchers)
            .for_each(|t| worklist.push_changed(body, t));
        if body.contains_op(op) {
            worklist.push_changed(body, op);
        }
    }
}
