//! `sccp`: sparse conditional constant propagation (Wegman & Zadeck), as
//! MLIR's pass of that name (mlir/Transforms/Passes.td, "sccp"; SCCP.cpp).
//! `solver.rs` finds, optimistically, which values are constant and which
//! blocks can run; `rewrite.rs` applies it as MLIR does: constant values
//! replaced, ops made dead by that erased, nothing else. On a module,
//! `interprocedural.rs` solves across the calls between its functions,
//! as MLIR's solver does. Ops are evaluated through the `Fold` interface
//! (every dialect's folders), branches through `ConstantSuccessor`,
//! region ops through `RegionBranch` and their terminators through
//! `RegionBranchTerminator`, so downstream dialects take part by
//! implementing those.

mod interprocedural;
mod lattice;
mod pass;
mod rewrite;
mod solver;
#[cfg(test)]
mod tests;

pub(crate) use interprocedural::{executable_functions, SolvedFunction};
pub use pass::register;

use ir_core::{Body, Context, RegionId};

/// What SCCP changed.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SccpStats {
    /// Values replaced by constants.
    pub constants: u64,
    /// Ops erased because all their results were replaced.
    pub erased: u64,
}

/// Runs SCCP over the regions `roots` of `body`, within them only (entry
/// arguments and call results unknown).
pub fn propagate_constants(ctx: &Context, body: &mut Body, roots: &[RegionId]) -> SccpStats {
    let solution = solver::solve(ctx, body, roots, None);
    rewrite::rewrite(ctx, body, roots, &solution)
}
