//! The greedy pattern driver (MLIR's `applyPatternsGreedily`): a worklist
//! of ops, each erased if trivially dead, else folded, else rewritten by
//! the first pattern that applies; the ops a change touches are revisited
//! (with the terminator of their block and the branches into it).
//! Then regions are simplified (unreachable blocks, dead code and block
//! arguments), and the whole repeats until nothing changes or the
//! iteration bound is hit. The first round starts with two sweeps that
//! do for less what its worklist would (`sweep.rs`): dead code erased
//! last first, then constants folded in program order. Deterministic:
//! the worklist starts in program order and every step is a function of
//! the IR.

mod dead;
mod folder;
mod patterns;
mod simplify;
mod sweep;
#[cfg(test)]
mod tests;
mod worklist;

pub(crate) use dead::is_trivially_dead;
pub(crate) use folder::{constant_value, ConstantTable};
pub use patterns::PatternSet;
pub(crate) use simplify::{erase_unreachable_blocks_in, simplify_regions};

use crate::touched::Touched;
use folder::{Folded, OpList, ValueList};
use ir_core::interfaces::PatternRewriter;
use ir_core::{Body, Context, OpId, RegionId, ValueId};
use worklist::Worklist;

/// Bounds and switches of a greedy run.
#[derive(Copy, Clone, Debug)]
pub struct GreedyConfig {
    /// Rounds of (worklist, region simplification) at most.
    pub max_iterations: u32,
    /// Whether to remove unreachable blocks, dead code and unused block
    /// arguments.
    pub region_simplify: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        Self {
            max_iterations: 10,
            region_simplify: true,
        }
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
///
/// The first round visits every op; a round after region simplification
/// visits only the ops simplification changed (and what their changes
/// reach), as the worklist does within a round. The run has converged
/// when a round's worklist empties and simplification then removes
/// nothing, or when a round after simplification changes nothing.
pub fn apply_patterns_and_fold(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    patterns: &PatternSet,
    config: &GreedyConfig,
) -> GreedyStats {
    let mut stats = GreedyStats::default();
    let mut constants = ConstantTable::default();
    // The ops the next round starts from; `None` is every op.
    let mut seeds: Option<Vec<OpId>> = None;
    for _ in 0..config.max_iterations.max(1) {
        let before = stats;
        let after_simplification = seeds.is_some();
        // After a simplification the body has no dead code: the next one
        // looks only where this round makes values lose uses.
        let incremental = after_simplification && config.region_simplify;
        if incremental {
            body.record_lost_uses();
        }
        let mut worklist = Worklist::default();
        match seeds.take() {
            None => {
                sweep::seed_every_op(ctx, body, roots, &mut constants, &mut worklist, &mut stats)
            }
            Some(touched) => seed_touched(touched, &mut worklist),
        }
        // Patterns may rewrite unreachable code forever (a merged loop in
        // dead blocks feeds itself); a round stops after this many steps,
        // region simplification erases such code, and the next round
        // starts from every op.
        let mut budget = 8 * body.num_ops() + 1024;
        while let Some(op) = worklist.pop() {
            if budget == 0 {
                break;
            }
            budget -= 1;
            visit(
                ctx,
                body,
                op,
                patterns,
                &mut constants,
                &mut worklist,
                &mut stats,
            );
        }
        let exhausted = budget > 0;
        if exhausted && after_simplification && stats == before {
            body.take_lost_uses();
            stats.converged = true;
            return stats;
        }
        let mut touched = Touched::new();
        if config.region_simplify {
            let removed = if incremental {
                simplify::simplify_after_changes(ctx, body, roots, &mut touched)
            } else {
                simplify::simplify_regions(ctx, body, roots, &mut touched)
            };
            stats.simplified += removed;
        }
        if exhausted {
            if stats.simplified == before.simplified {
                stats.converged = true;
                return stats;
            }
            seeds = Some(touched.into_live_ops(body));
        }
    }
    stats
}

/// Seeds a round with the ops region simplification changed, the first
/// noted visited first.
fn seed_touched(touched: Vec<OpId>, worklist: &mut Worklist) {
    for op in touched.into_iter().rev() {
        worklist.push(op);
    }
}

/// Pushes the ops that see the values among `operands` still in `body`
/// lose a use ([`Body::value_watchers`]).
fn push_seeing_lost_uses(body: &Body, operands: &[ValueId], worklist: &mut Worklist) {
    for &value in operands {
        if body.contains_value(value) {
            body.value_watchers(value).for_each(|t| worklist.push(t));
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

/// One worklist step on `op`.
fn visit<'c>(
    ctx: &'c Context,
    body: &mut Body,
    op: OpId,
    patterns: &PatternSet,
    constants: &mut ConstantTable<'c>,
    worklist: &mut Worklist,
    stats: &mut GreedyStats,
) {
    if !body.contains_op(op) {
        return;
    }
    if dead::is_trivially_dead(ctx, body, op) {
        let operands: ValueList = body.operands(op).collect();
        let neighbours: OpList = body.block_neighbours(op).collect();
        body.erase_op(op);
        worklist.remove(op);
        stats.erased += 1;
        push_seeing_lost_uses(body, &operands, worklist);
        neighbours.into_iter().for_each(|d| worklist.push(d));
        return;
    }
    if let Some(value) = constants.constant_value(ctx, body, op) {
        let mut left = Vec::new();
        if let Folded::Replaced { touched, .. } =
            constants.insert_known_constant(body, op, value, &mut left)
        {
            worklist.remove(op);
            stats.folded += 1;
            touched.into_iter().for_each(|t| worklist.push(t));
        }
        left.into_iter()
            .filter(|&t| body.contains_op(t))
            .for_each(|t| worklist.push(t));
        return;
    }
    if sort_commutative_operands(ctx, body, op) {
        stats.rewrites += 1;
        let users: OpList = body
            .results(op)
            .iter()
            .flat_map(|&r| body.uses(r).map(|u| u.op))
            .collect();
        users.into_iter().for_each(|u| worklist.push(u));
    }
    let block = body.op_block(op);
    if let Folded::Replaced { touched, lost } = constants.try_fold(ctx, body, op) {
        worklist.remove(op);
        stats.folded += 1;
        // The op left its block: its terminator and the branches into it.
        let watchers = block.into_iter().flat_map(|b| body.block_watchers(b));
        let watchers: OpList = watchers.collect();
        touched
            .into_iter()
            .chain(watchers)
            .for_each(|t| worklist.push(t));
        push_seeing_lost_uses(body, &lost, worklist);
        return;
    }
    if !patterns.applies_to(body.op_name(op)) {
        return;
    }
    let mut rewriter = PatternRewriter::new(ctx, body);
    if patterns.apply(op, &mut rewriter) {
        stats.rewrites += 1;
        let changes = rewriter.take_changes();
        for op in changes.erased {
            worklist.remove(op);
        }
        // A changed op changes its block for the branches into it too (a
        // rewritten terminator may make the block one that only forwards).
        let modified: OpList = changes
            .modified
            .into_iter()
            .filter(|&t| body.contains_op(t))
            .inspect(|&t| constants.forget_if_changed(ctx, body, t))
            .flat_map(|t| std::iter::once(t).chain(body.block_neighbours(t)))
            .collect();
        let watchers = changes.watchers.into_iter();
        modified
            .into_iter()
            .chain(watchers.filter(|&t| body.contains_op(t)))
            .for_each(|t| worklist.push(t));
        if body.contains_op(op) {
            worklist.push(op);
        }
    }
}
