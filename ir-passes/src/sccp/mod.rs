//! `sccp`: sparse conditional constant propagation (Wegman & Zadeck).
//! `solver.rs` finds, optimistically, which values are constant and which
//! blocks can run; `rewrite.rs` applies it. Ops are evaluated through the
//! `Fold` interface (every dialect's folders), branches through
//! `ConstantSuccessor`, region ops through `RegionBranch` and their
//! terminators through `RegionBranchTerminator`, so downstream dialects
//! take part by implementing those.

mod interprocedural;
mod lattice;
mod pass;
mod rewrite;
mod solver;
#[cfg(test)]
mod tests;

pub use pass::register;

use crate::greedy::PatternSet;
use ir_core::{Body, Context, RegionId};

/// What SCCP changed.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SccpStats {
    /// Values replaced by constants.
    pub constants: u64,
    /// Branches and region ops rewritten because constants decide them.
    pub branches: u64,
    /// Unreachable blocks, ops left dead and block arguments replaced by
    /// constants, removed afterwards.
    pub removed: u64,
}

/// Runs SCCP over the regions `roots` of `body`; `patterns` rewrite the
/// branches whose successor became known.
pub fn propagate_constants(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    patterns: &PatternSet,
) -> SccpStats {
    let solution = solver::solve(ctx, body, roots, None);
    rewrite::rewrite(ctx, body, roots, &solution, patterns)
}
