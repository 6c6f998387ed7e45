//! The greedy pattern driver (MLIR's `applyPatternsGreedily`): a worklist
//! of ops, each erased if trivially dead, else folded, else rewritten by
//! the first pattern that applies; the ops a change touches are revisited
//! (with the terminator of their block and the branches into it).
//! Then regions are simplified (unreachable blocks, dead code and block
//! arguments), and the whole repeats until nothing changes or the
//! iteration bound is hit. Deterministic: the worklist starts in program
//! order and every step is a function of the IR.

mod dead;
mod folder;
mod patterns;
mod simplify;
#[cfg(test)]
mod tests;
mod worklist;

pub(crate) use dead::is_trivially_dead;
pub(crate) use folder::{constant_value, ConstantTable};
pub use patterns::PatternSet;
pub(crate) use simplify::simplify_regions;

use crate::walk::ops_in_order;
use folder::{Folded, OpList};
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
pub fn apply_patterns_and_fold(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    patterns: &PatternSet,
    config: &GreedyConfig,
) -> GreedyStats {
    let mut stats = GreedyStats::default();
    let mut constants = ConstantTable::default();
    // Whether the last region simplification removed anything: if it did
    // not and the worklist changes nothing, the IR is what it last found
    // nothing in, and it is not run again.
    let mut simplification_removed = true;
    for _ in 0..config.max_iterations.max(1) {
        let before = stats;
        let mut worklist = Worklist::default();
        let ops = ops_in_order(body, roots, |_| true);
        // Patterns may rewrite unreachable code forever (a merged loop in
        // dead blocks feeds itself); a round stops after this many steps,
        // region simplification erases such code, and the next round goes on.
        let mut budget = 8 * ops.len() + 1024;
        // As MLIR's driver: constants are shared and hoisted in program
        // order first; then the other ops are visited top-down (the
        // worklist is a stack, seeded in reverse).
        let mut seeded = Vec::with_capacity(ops.len());
        for op in ops {
            if let Some(value) = constants.constant_value(ctx, body, op) {
                // Every op is visited this round: the ops that see a
                // constant leave their block need no note.
                let shared = constants.insert_known_constant(body, op, value, &mut Vec::new());
                if let Folded::Replaced { .. } = shared {
                    stats.folded += 1;
                    continue;
                }
            }
            seeded.push(op);
        }
        for op in seeded.into_iter().rev() {
            worklist.push(op);
        }
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
        if config.region_simplify && (stats != before || simplification_removed) {
            let removed = simplify::simplify_regions(ctx, body, roots);
            stats.simplified += removed;
            simplification_removed = removed > 0;
        }
        if stats == before {
            stats.converged = true;
            return stats;
        }
    }
    stats
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
        let operands: OpList = body
            .operands(op)
            .filter_map(|v| body.defining_op(v))
            .chain(body.block_neighbours(op))
            .collect();
        body.erase_op(op);
        worklist.remove(op);
        stats.erased += 1;
        operands.into_iter().for_each(|d| worklist.push(d));
        return;
    }
    if let Some(value) = constants.constant_value(ctx, body, op) {
        let mut left = Vec::new();
        if let Folded::Replaced { touched } =
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
    let mut operands: OpList = body
        .operands(op)
        .filter_map(|v| body.defining_op(v))
        .collect();
    if let Folded::Replaced { touched } = constants.try_fold(ctx, body, op) {
        worklist.remove(op);
        stats.folded += 1;
        // The op left its block: its terminator and the branches into it.
        let watchers = block.into_iter().flat_map(|b| body.block_watchers(b));
        let watchers: OpList = watchers.collect();
        touched
            .into_iter()
            .chain(operands)
            .chain(watchers)
            .for_each(|t| worklist.push(t));
        return;
    }
    if !patterns.applies_to(body.op_name(op)) {
        return;
    }
    // Taken before a pattern may change the block (only for ops that have
    // patterns: the walk over the branches into the block is not free).
    operands.extend(body.block_neighbours(op));
    let mut rewriter = PatternRewriter::new(ctx, body);
    if patterns.apply(op, &mut rewriter) {
        stats.rewrites += 1;
        let (touched, erased) = rewriter.take_changes();
        for op in erased {
            worklist.remove(op);
        }
        // A changed op changes its block for the branches into it too (a
        // rewritten terminator may make the block one that only forwards).
        let touched: OpList = touched
            .into_iter()
            .filter(|&t| body.contains_op(t))
            .inspect(|&t| constants.forget_if_changed(ctx, body, t))
            .flat_map(|t| std::iter::once(t).chain(body.block_neighbours(t)))
            .collect();
        let definers = operands.into_iter().filter(|&t| body.contains_op(t));
        touched
            .into_iter()
            .chain(definers)
            .for_each(|t| worklist.push(t));
        if body.contains_op(op) {
            worklist.push(op);
        }
    }
}
