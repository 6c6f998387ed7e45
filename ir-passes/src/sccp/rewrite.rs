//! Applying an SCCP solution: values known to be constant are replaced by
//! constants (made by the dialect that computed them, shared and hoisted
//! as the canonicalizer does; constants already in the IR are replaced
//! too, so duplicates go), ops left without a use are erased,
//! branches and region ops whose successor the constants decide are
//! rewritten by their own canonicalization patterns (a conditional
//! branch becomes unconditional, an `scf.if` is inlined), and blocks no
//! longer reachable are erased (with the dead code region simplification
//! finds). Branches the constants do not decide are left alone.

use super::lattice::Lattice;
use super::solver::Solution;
use super::SccpStats;
use crate::greedy::{is_trivially_dead, simplify_regions, ConstantTable, PatternSet};
use crate::touched::Touched;
use crate::walk::ops_in_order;
use ir_core::interfaces::{constant_value, ConstantSuccessor, PatternRewriter};
use ir_core::{BlockId, Body, Context, OpId, OpTraits, OpView, RegionId, ValueId};

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
    let name = ctx.op_name_str(producer);
    let dialect = name.split('.').next().unwrap_or(name);
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
        for arg in body.block_args(block).to_vec() {
            let lattice = solution.lattice(arg);
            if replace_with_constant(ctx, body, &mut constants, arg, lattice, block) {
                stats.constants += 1;
            }
        }
    }
    for &op in &ops {
        if !body.contains_op(op) {
            continue;
        }
        if is_trivially_dead(ctx, body, op) {
            body.erase_op(op);
            continue;
        }
        if is_decided(ctx, body, op) {
            let mut rewriter = PatternRewriter::new(ctx, body);
            if patterns.apply(op, &mut rewriter) {
                stats.branches += 1;
            }
        }
    }
    stats.blocks = simplify_regions(ctx, body, roots, &mut Touched::discarding());
    erase_unused_constants(ctx, body, roots);
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

/// Erases constants left without a use (the conditions of rewritten branches).
fn erase_unused_constants(ctx: &Context, body: &mut Body, roots: &[RegionId]) {
    for op in ops_in_order(body, roots, |_| true) {
        let constant = ctx.op_has(body.op_name(op), OpTraits::CONSTANT_LIKE);
        if constant && body.contains_op(op) && is_trivially_dead(ctx, body, op) {
            body.erase_op(op);
        }
    }
}
