//! Applying an SCCP solution as MLIR's SCCP pass does (`rewrite` in
//! mlir/lib/Transforms/SCCP.cpp), and no more: blocks are visited from a
//! stack (a region's blocks in order; the blocks of the regions of the
//! ops in a block right after it, the last region first), each op's
//! results known to be constant
//! are replaced by a constant, and an op all of whose results were
//! replaced is erased if nothing else keeps it; then the block's
//! arguments known to be constant are replaced. Constants are made by the
//! dialect that computed them, shared, and placed at the start of the
//! outermost entry block, as MLIR's `OperationFolder` places them: one is
//! made for a constant value even when nothing uses it, and constants
//! already in the IR are replaced (and so erased) too. Branches stay as
//! they are, and so do unreachable blocks, block arguments and dead code
//! SCCP did not make constant: that is `canonicalize`'s and `dce`'s.

use super::lattice::Lattice;
use super::solver::Solution;
use super::SccpStats;
use crate::greedy::{is_trivially_dead, ConstantTable};
use ir_core::{BlockId, Body, Context, OpId, RegionId, ValueId};

/// Replaces the uses of `value` by the constant SCCP found for it (made
/// even if `value` has no use); whether there is one.
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
    if constant != value {
        body.replace_all_uses(value, constant);
    }
    true
}

/// Pushes the blocks of `regions` as MLIR's SCCP does: each region's
/// pop in order, the last region's first.
fn push_blocks(body: &Body, regions: &[RegionId], stack: &mut Vec<BlockId>) {
    for &region in regions {
        let start = stack.len();
        stack.extend(body.region_blocks(region));
        stack[start..].reverse();
    }
}

/// Rewrites the regions `roots` of `body` with `solution`.
pub(super) fn rewrite(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    solution: &Solution,
) -> SccpStats {
    let mut stats = SccpStats::default();
    let mut constants = ConstantTable::default();
    let mut stack = Vec::new();
    push_blocks(body, roots, &mut stack);
    while let Some(block) = stack.pop() {
        let ops: Vec<OpId> = body.block_ops(block).collect();
        for op in ops {
            let results = body.results(op).to_vec();
            let mut replaced_all = !results.is_empty();
            for result in results {
                let lattice = solution.lattice(result);
                let replaced =
                    replace_with_constant(ctx, body, &mut constants, result, lattice, block);
                stats.constants += u64::from(replaced);
                replaced_all &= replaced;
            }
            if replaced_all && is_trivially_dead(ctx, body, op) {
                body.erase_op(op);
                stats.erased += 1;
                continue;
            }
            if !body.is_isolated(op) {
                push_blocks(body, body.regions(op), &mut stack);
            }
        }
        for arg in body.block_args(block).to_vec() {
            let lattice = solution.lattice(arg);
            let replaced = replace_with_constant(ctx, body, &mut constants, arg, lattice, block);
            stats.constants += u64::from(replaced);
        }
    }
    stats
}
