//! Differential testing of passes: a program runs in the interpreter on
//! several inputs, then again after each pass pipeline; the results must
//! agree (a pass may only refine poison, never change a defined result).
//! A mismatch is shrunk to a small failing program by `ir-reduce`'s
//! reducer ([`ir_opt_tool::reduce`]).
//!
//! [`Harness`] holds the context and pass registry; [`Harness::check`]
//! checks one program against one pipeline; [`Harness::reduce`] shrinks
//! a failure.

mod compare;
mod inputs;
mod panics;
mod pipelines;

pub use compare::{Fault, Mismatch};
pub use pipelines::pipelines;

use ir_core::interp::{run_function, RtValue, RunLimits};
use ir_core::ir::OwnedOp;
use ir_core::pass::PassRegistry;
use ir_core::Context;
use ir_opt_tool::reduce::{self, agree, quiet_panics, Outcome, Reducer};

/// The name programs are parsed under.
const PROGRAM: &str = "program.mlir";

/// The context and passes every check uses.
pub struct Harness {
    ctx: Context,
    passes: PassRegistry,
    limits: RunLimits,
}

impl Default for Harness {
    fn default() -> Self {
        Self::new()
    }
}

impl Harness {
    /// All dialects and passes of the framework; fuel for a million ops per run.
    pub fn new() -> Self {
        let mut ctx = Context::new();
        ir_dialects::register_all(&mut ctx);
        let mut passes = PassRegistry::new();
        ir_passes::register_all(&mut passes);
        Self {
            ctx,
            passes,
            limits: RunLimits {
                fuel: 1_000_000,
                ..RunLimits::default()
            },
        }
    }

    /// The context, with every dialect.
    pub fn ctx(&self) -> &Context {
        &self.ctx
    }

    /// The pass registry.
    pub fn passes(&self) -> &PassRegistry {
        &self.passes
    }

    /// Parses and verifies `program`.
    pub fn load(&self, program: &str) -> Result<OwnedOp, String> {
        reduce::load(&self.ctx, PROGRAM, program).map_err(|d| d.message)
    }

    /// Runs `@main` of `module` on `args`.
    pub fn run(&self, module: &OwnedOp, args: &[RtValue]) -> Outcome {
        let result = run_function(
            &self.ctx,
            &module.body,
            module.op,
            "main",
            args.to_vec(),
            self.limits,
        );
        Outcome::from_run(result.map_err(|d| d.message))
    }

    /// Runs `pipeline` (MLIR pipeline syntax) on `module`.
    pub fn transform(&self, module: &mut OwnedOp, pipeline: &str) -> Result<(), String> {
        let result = reduce::run_pipeline(&self.ctx, &self.passes, pipeline, module)
            .ok_or_else(|| format!("the pipeline '{pipeline}' does not parse or runs no pass"))?;
        if result.success {
            Ok(())
        } else {
            Err(format!("the pipeline failed: {:?}", result.output))
        }
    }

    /// Checks `program` against `pipeline` on inputs derived from `seed`:
    /// the original must run (no error; running out of fuel is allowed)
    /// and the transformed program must compute the same. A panic (of a
    /// pass, the interpreter or the parser) is a mismatch too.
    pub fn check(&self, program: &str, pipeline: &str, seed: u64) -> Result<(), Mismatch> {
        panics::caught(|| self.check_unguarded(program, pipeline, seed)).unwrap_or_else(|panic| {
            Err(Mismatch {
                pipeline: pipeline.to_string(),
                program: program.to_string(),
                fault: Fault::Panicked,
                detail: format!("panicked: {panic}"),
            })
        })
    }

    /// [`Harness::check`], with a panic left to unwind.
    fn check_unguarded(&self, program: &str, pipeline: &str, seed: u64) -> Result<(), Mismatch> {
        let mismatch = |fault: Fault, detail: String| Mismatch {
            pipeline: pipeline.to_string(),
            program: program.to_string(),
            fault,
            detail,
        };
        let invalid = |e: String| mismatch(Fault::Program, format!("the program is invalid: {e}"));
        let before = self.load(program).map_err(invalid)?;
        let inputs = inputs::for_main(&self.ctx, &before, seed);
        if inputs.is_empty() {
            return Err(mismatch(
                Fault::Program,
                "the program has no @main to run".into(),
            ));
        }
        let mut after = self.load(program).map_err(invalid)?;
        self.transform(&mut after, pipeline)
            .map_err(|failure| mismatch(Fault::Failed, failure))?;
        after.body.check_links().map_err(|broken| {
            mismatch(
                Fault::Failed,
                format!("the pipeline broke the IR's links: {broken}"),
            )
        })?;
        for args in &inputs {
            let expected = self.run(&before, args);
            // Generated programs are free of undefined behaviour and
            // terminate: an original that does not run is a bug to report.
            if let Outcome::Error(error) = &expected {
                return Err(mismatch(
                    Fault::Program,
                    format!("the original program does not run: {error}"),
                ));
            }
            let actual = self.run(&after, args);
            if let Err(detail) = agree(&expected, &actual) {
                let args: Vec<String> = args.iter().map(ToString::to_string).collect();
                return Err(mismatch(
                    Fault::Miscompiled,
                    format!("on ({}): {detail}", args.join(", ")),
                ));
            }
        }
        Ok(())
    }

    /// The smallest program found on which `mismatch`'s pipeline still
    /// fails as it did (the same [`Fault`]) on the inputs of `seed`; the
    /// mismatch's own program if its printed form no longer does, or if
    /// the fault is the program's.
    pub fn reduce(&self, mismatch: &Mismatch, seed: u64) -> String {
        if mismatch.fault == Fault::Program {
            return mismatch.program.clone();
        }
        let still_fails = |candidate: &str| {
            self.check(candidate, &mismatch.pipeline, seed)
                .is_err_and(|m| m.fault == mismatch.fault)
        };
        quiet_panics(|| {
            Reducer::new(&self.ctx, &self.passes).reduce(PROGRAM, &mismatch.program, &still_fails)
        })
        .map_or_else(|_| mismatch.program.clone(), |reduced| reduced.text)
    }
}
