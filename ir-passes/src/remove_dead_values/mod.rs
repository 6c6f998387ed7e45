//! `remove-dead-values`, as MLIR's pass of that name
//! (mlir/Transforms/Passes.td, "remove-dead-values"; RemoveDeadValues.cpp
//! and the `LivenessAnalysis` it runs): values whose only uses do not
//! matter are removed with what only feeds them.
//!
//! - `program.rs`: the module's functions, which of their blocks can run
//!   (the interprocedural SCCP solve, as MLIR's dead-code analysis), the
//!   calls between them, which ops are free of memory effects;
//! - `flow.rs`: what a region-branch op and its terminators forward where;
//! - `liveness.rs`: which values are live;
//! - `plan.rs`: what goes (ops, function arguments and results with the
//!   call operands and results matching them, block arguments with the
//!   branch operands feeding them, forwarded operands of region-branch
//!   ops that become `ub.poison`);
//! - `apply.rs`: doing it;
//! - `canonicalize.rs`: the `canonicalize` option (default on): the
//!   canonicalization patterns then run on every region-branch op, which
//!   removes the results and region arguments left carrying poison.
//!
//! Everything is reached through interfaces: `CallOp`/`Callable` (and
//! `SignatureEraser` to shrink a signature), branches' successor
//! operands, `RegionBranch`/`RegionBranchTerminator`, `MemoryEffects`.
//!
//! Where we deliberately differ from `mlir-opt-22`: a private function
//! whose symbol is used other than as a callee (`func.constant`) keeps its
//! signature (MLIR's changes it, and the use then fails to verify); a
//! value still used after its definition goes (only possible in code that
//! never runs, or as the argument of a call to a public function) is
//! replaced with `ub.poison` instead of left as a null operand; a call
//! passing a dead value to a function that is not changed keeps it live;
//! a dead block argument some branch passes a dead value for goes with
//! what every branch passes for it (MLIR's goes by what the first branch
//! it finds passes, and leaves the others passing too many operands, or
//! too few, and may erase a live argument a branch that never runs
//! passes a dead value to); the
//! condition or bounds of a
//! region-branch op that stays (it reads memory) stay live (MLIR's erases
//! their definition and leaves a null operand).

mod apply;
mod canonicalize;
mod flow;
mod liveness;
mod plan;
mod program;
#[cfg(test)]
mod tests;

use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry};
use ir_core::{Body, Context, Diagnostic, OwnedOp, RegionId};

ir_core::pass_options! {
    /// The options of `remove-dead-values`.
    pub(crate) struct RemoveDeadValuesOptions {
        canonicalize("canonicalize"): bool = true,
            "Canonicalize region branch ops";
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::with_options(
        "remove-dead-values",
        "RemoveDeadValues",
        "Remove dead values",
        |options: &RemoveDeadValuesOptions| {
            Ok(Box::new(RemoveDeadValues {
                canonicalize: options.canonicalize,
            }))
        },
    ));
}

struct RemoveDeadValues {
    canonicalize: bool,
}

impl Pass for RemoveDeadValues {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        let roots = target.body.regions(target.op).to_vec();
        let module = target.body.regions_body_mut(target.op);
        if !remove_dead_values(ctx, module, &roots, self.canonicalize) {
            let loc = target.body.op_loc(target.op);
            return Err(Diagnostic::error(
                loc,
                "greedy pattern rewrite failed to converge",
            ));
        }
        Ok(())
    }
}

/// Removes the dead values of the functions directly in `roots` of
/// `module`; false if the canonicalization did not converge.
pub fn remove_dead_values(
    ctx: &Context,
    module: &mut Body,
    roots: &[RegionId],
    canonicalize: bool,
) -> bool {
    let Some(program) = program::Program::new(ctx, module, roots) else {
        return true;
    };
    let live = liveness::analyze(ctx, module, &program);
    let plan = plan::plan(ctx, module, &program, &live);
    apply::apply(ctx, module, &program, plan);
    !canonicalize || canonicalize::canonicalize_region_branch_ops(ctx, module, &program)
}
