//! The test-case reducer behind `ir-reduce` and `ir-difftest`: shrinks a
//! module while a test still finds it interesting, after MLIR's
//! `mlir-reduce` (docs/Tools/mlir-reduce.md: a reduction tree over
//! variants that must verify, optimisation passes as reductions) and
//! `llvm-reduce`'s delta passes (ddmin-style chunks of one kind of site
//! at a time).
//!
//! A round runs every [`Step`] in turn; a step lists its sites in a
//! fixed order and tries removing chunks of them, halving the chunk size
//! when no chunk of a size goes (Zeller and Hildebrandt's ddmin). Each
//! variant is made by parsing the current text, editing, verifying and
//! printing it; it is kept when it is smaller ([`Size`]) and the test
//! finds it interesting. Chunks are tried in parallel, a batch at a time,
//! and the first interesting one in chunk order wins, so the result does
//! not depend on the number of threads or on timing. Rounds repeat until
//! one changes nothing, at most [`Reducer::max_rounds`] times.

mod calls;
mod driver;
mod edits;
mod interesting;
mod loops;
mod measure;
mod narrow;
mod outcome;
mod replacement;
mod sites;
#[cfg(test)]
mod tests;
mod timeout;

pub use edits::Edit;
pub use interesting::{quiet_panics, BuiltinTest, ScriptTest};
pub use measure::{count_ops, Size};
pub use outcome::{agree, Outcome};
pub use replacement::Replacement;

use ir_core::pass::{parse_pipeline, PassManager, PassRegistry, RunConfig, RunResult};
use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::syntax::printer::{print_op, PrintOptions};
use ir_core::{verifier, Context, Diagnostic, OwnedOp};

/// One kind of reduction a round tries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// An edit of chunks of sites.
    Edit(Edit),
    /// A pass pipeline run on the whole module (MLIR pipeline syntax),
    /// kept when it leaves a smaller interesting module (`mlir-reduce`'s
    /// `opt-reduction-pass`).
    Pipeline(String),
}

/// What the reducer needs and how far it goes.
pub struct Reducer<'a> {
    ctx: &'a Context,
    passes: &'a PassRegistry,
    /// The reductions of a round, in order.
    pub steps: Vec<Step>,
    /// Rounds at most (each one either shrinks the module or is the last).
    pub max_rounds: usize,
}

/// A reduced module and what it took.
#[derive(Clone, Debug)]
pub struct Reduced {
    /// The reduced module's text.
    pub text: String,
    /// Ops before (the module's own op included).
    pub ops_before: usize,
    /// Ops after.
    pub ops_after: usize,
    /// Rounds run.
    pub rounds: usize,
    /// Variants given to the test.
    pub tests: usize,
}

/// Why no reduction could start.
#[derive(Debug)]
pub enum ReduceError {
    /// The input does not parse or verify.
    Invalid(Diagnostic),
    /// The test does not find the input (as printed) interesting.
    NotInteresting,
}

/// The cleanup pipelines a round ends with, when their passes are registered.
const CLEANUPS: &[(&str, &str)] = &[
    (
        "mem2reg-structured",
        "builtin.module(func.func(mem2reg-structured))",
    ),
    ("canonicalize", "builtin.module(canonicalize)"),
    ("symbol-dce", "builtin.module(symbol-dce)"),
];

impl<'a> Reducer<'a> {
    /// The full reduction tree: erase ops (results replaced by their
    /// first, then second operand of the type, then block arguments,
    /// earlier results, zero constants, one constants for constants,
    /// poison), inline regions, drop
    /// block arguments, erase unreachable blocks, return early, decide
    /// branches (true, then false), merge blocks, narrow integer types
    /// to `i8`, inline calls, drop unused function arguments and results,
    /// drop loop-carried values, then mem2reg-structured,
    /// canonicalize and symbol-dce as whole-module steps; at most 32 rounds.
    pub fn new(ctx: &'a Context, passes: &'a PassRegistry) -> Self {
        let mut steps: Vec<Step> = [
            Edit::EraseOps(Replacement::Operand(0)),
            Edit::EraseOps(Replacement::Operand(1)),
            Edit::EraseOps(Replacement::Argument),
            Edit::EraseOps(Replacement::Earlier),
            Edit::EraseOps(Replacement::Zero),
            Edit::EraseOps(Replacement::One),
            Edit::EraseOps(Replacement::Poison),
            Edit::InlineRegion,
            Edit::DropBlockArgs(Replacement::Zero),
            Edit::DropBlockArgs(Replacement::Poison),
            Edit::EraseUnreachableBlocks,
            Edit::ReturnEarly,
            Edit::DecideBranches(1),
            Edit::DecideBranches(0),
            Edit::MergeBlocks,
            Edit::NarrowTypes(8),
            Edit::InlineCalls,
            Edit::DropFunctionArgs,
            Edit::DropFunctionResults,
            Edit::DropLoopCarried,
        ]
        .into_iter()
        .map(Step::Edit)
        .collect();
        steps.extend(
            CLEANUPS
                .iter()
                .filter(|(pass, _)| passes.lookup(pass).is_some())
                .map(|(_, pipeline)| Step::Pipeline(pipeline.to_string())),
        );
        Self {
            ctx,
            passes,
            steps,
            max_rounds: 32,
        }
    }

    /// A reducer that only runs `pipeline` once (`--opt-reduction-pass`).
    pub fn only_pipeline(ctx: &'a Context, passes: &'a PassRegistry, pipeline: &str) -> Self {
        Self {
            ctx,
            passes,
            steps: vec![Step::Pipeline(pipeline.to_string())],
            max_rounds: 1,
        }
    }

    /// Reduces `text` (named `name` in diagnostics) while `test` finds the
    /// printed variant interesting. `test` is called from several threads.
    pub fn reduce(
        &self,
        name: &str,
        text: &str,
        test: &(dyn Fn(&str) -> bool + Sync),
    ) -> Result<Reduced, ReduceError> {
        driver::reduce(self, name, text, test)
    }
}

/// Parses and verifies `text` (named `name` in diagnostics).
pub fn load(ctx: &Context, name: &str, text: &str) -> Result<OwnedOp, Diagnostic> {
    let options = ParseOptions::whole_file(name);
    let module = parse_source(ctx, text, options)?;
    verifier::verify(ctx, &module.body, module.op)?;
    Ok(module)
}

/// The text of a verified module, as `ir-opt` prints it.
pub fn print(ctx: &Context, module: &OwnedOp) -> String {
    let options = PrintOptions {
        assume_verified: true,
        threads: false,
        ..PrintOptions::default()
    };
    let mut text = print_op(ctx, &module.body, module.op, &options);
    text.push('\n');
    text
}

/// Runs `pipeline` (MLIR pipeline syntax, checked beforehand) on
/// `module` (verified) on this thread; `None` if it does not parse or runs
/// nothing. Verification after each pass is limited to what it changed,
/// and checked against the full verifier's.
pub fn run_pipeline(
    ctx: &Context,
    passes: &PassRegistry,
    pipeline: &str,
    module: &mut OwnedOp,
) -> Option<RunResult> {
    let parsed = parse_pipeline(ctx, passes, pipeline).ok()??;
    let config = RunConfig {
        threads: false,
        input_verified: true,
        check_incremental_verification: true,
        ..RunConfig::default()
    };
    Some(PassManager::new(parsed, config).run(ctx, module))
}
