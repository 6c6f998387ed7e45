//! Applying an SCCP solution: values known to be constant are replaced by
//! constants (made by the dialect that computed them, shared and hoisted
//! as the canonicalizer does; constants already in the IR are replaced
//! too, so duplicates go), block arguments replaced so are removed with
//! the operands passed to them, ops left without a use are erased (and
//! what they alone used), branches and region ops whose successor the
//! constants decide are rewritten by their own canonicalization patterns
//! (a conditional branch becomes unconditional, an `scf.if` is inlined),
//! and blocks no longer reachable are erased. Branches the constants do
//! not decide are left alone, and so is dead code SCCP did not make
//! (unused arguments, dead cycles): that is `dce`'s and `canonicalize`'s.

use super::lattice::Lattice;
use super::solver::Solution;
use super::SccpStats;
use crate::branch_operands::erase_replaced_arguments;
use crate::greedy::{erase_unreachable_blocks_in, is_trivially_dead, ConstantTable, PatternSet};
use crate::touched::Touched;
use crate::walk::ops_in_order;
use ir_core::interfaces::{constant_value, ConstantSuccessor, PatternRewriter};
use ir_core::{BlockId, Body, Context, OpId, OpTraits, OpView, RegionId, ValueId};
use smallvec::SmallVec;

/// Replaces the uses of `value` by the constant SCCP found for it.
fn replace_with_constant<'c>(
    ctx: &'c Context,
    body: &mut Body,
    constants: &mut ConstantTable<'c>,
    value: ValueId,
    lattice: Lattice,
    near: BlockId,
) -> bool {
    let Lattice::Constant {
        value: attr,
        producer,
    } = lattice
    else {
        return false;
    };
    if !body.has_uses(value) {
        return false;
    }
    let Some(dialect) = ctx.op_dialect(producer) else {
        return false;
    };
    let loc = body
        .value_loc(value)
        .or_else(|| body.defining_op(value).map(|op| body.op_loc(op)))
        .unwrap_or_else(|| ctx.unknown_loc());
    let ty = body.value_type(value);
    let Some((constant, _)) = constants.materialize(ctx, body, dialect, near, loc, attr, ty) else {
        return false;
    };
    if constant == value {
        return false;
    }
    body.replace_all_uses(value, constant);
    true
}

/// Rewrites the regions `roots` of `body` with `solution`.
pub(super) fn rewrite(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    solution: &Solution,
    patterns: &PatternSet,
) -> SccpStats {
    let mut stats = SccpStats::default();
    let mut constants = ConstantTable::default();
    let ops = ops_in_order(body, roots, |b| solution.executable.contains_key(b));
    let mut blocks: Vec<BlockId> = Vec::new();
    for &op in &ops {
        let Some(block) = body.op_block(op) else {
            continue;
        };
        if blocks.last() != Some(&block) {
            blocks.push(block);
        }
        for result in body.results(op).to_vec() {
            let lattice = solution.lattice(result);
            if replace_with_constant(ctx, body, &mut constants, result, lattice, block) {
                stats.constants += 1;
            }
        }
    }
    for block in blocks {
        let mut replaced: SmallVec<[usize; 8]> = SmallVec::new();
        for (index, arg) in body.block_args(block).to_vec().into_iter().enumerate() {
            let lattice = solution.lattice(arg);
            if replace_with_constant(ctx, body, &mut constants, arg, lattice, block) {
                stats.constants += 1;
                replaced.push(index);
            }
        }
        stats.removed += erase_replaced_arguments(ctx, body, block, &replaced);
    }
    // Users before the ops they use: an op whose users all go is dead
    // when it is reached.
    for &op in ops.iter().rev() {
        if !body.contains_op(op) {
            continue;
        }
        if is_trivially_dead(ctx, body, op) {
            body.erase_op(op);
            stats.removed += 1;
            continue;
        }
        if is_decided(ctx, body, op) {
            let mut rewriter = PatternRewriter::new(ctx, body);
            if patterns.apply(op, &mut rewriter) {
                stats.branches += 1;
            }
        }
    }
    stats.removed += erase_unreachable_blocks_in(body, roots, &mut Touched::discarding());
    stats.removed += erase_unused_constants(ctx, body, roots);
    stats
}

/// Whether the constants among `op`'s operands decide where it goes
/// (through its `ConstantSuccessor`): only such ops are rewritten, the
/// rest of control flow is left to the canonicalizer.
fn is_decided(ctx: &Context, body: &Body, op: OpId) -> bool {
    let view = OpView::new(ctx, body, op);
    let Some(ConstantSuccessor(decide)) = view.interface::<ConstantSuccessor>() else {
        return false;
    };
    let constants: Vec<_> = body
        .operands(op)
        .map(|v| {
            body.defining_op(v)
                .and_then(|d| constant_value(&OpView::new(ctx, body, d)))
        })
        .collect();
    decide(&view, &constants).is_some()
}

/// Erases constants left without a use (the conditions of rewritten
/// branches): they were all shared and hoisted to the roots' entry blocks.
/// Returns how many.
fn erase_unused_constants(ctx: &Context, body: &mut Body, roots: &[RegionId]) -> u64 {
    let mut erased = 0;
    for &root in roots {
        let Some(entry) = body.entry_block(root) else {
            continue;
        };
        let unused: Vec<OpId> = body
            .block_ops(entry)
            .filter(|&op| ctx.op_has(body.op_name(op), OpTraits::CONSTANT_LIKE))
            .filter(|&op| is_trivially_dead(ctx, body, op))
            .collect();
        erased += unused.len() as u64;
        for op in unused {
            body.erase_op(op);
        }
    }
    erased
}
