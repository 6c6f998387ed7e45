//! Differential testing of passes: a program runs in the interpreter on
//! several inputs, then again after each pass pipeline; the results must
//! agree (a pass may only refine poison, never change a defined result).
//! A mismatch is shrunk by delta reduction to a small failing program.
//!
//! [`Harness`] holds the context and pass registry; [`Harness::check`]
//! checks one program against one pipeline; [`reduce`] shrinks a failure.

mod compare;
mod inputs;
mod pipelines;
mod reduce;

pub use compare::{Mismatch, Outcome};
pub use pipelines::pipelines;
pub use reduce::reduce;

use ir_core::interp::{run_function, RtValue, RunLimits};
use ir_core::ir::OwnedOp;
use ir_core::pass::{parse_pipeline, PassManager, PassRegistry, RunConfig};
use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::{verifier, Context};

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
        let options = ParseOptions {
            file: "program.mlir",
            line_offset: 0,
            implicit_module_at: None,
        };
        let owned = parse_source(&self.ctx, program, options).map_err(|d| d.message)?;
        verifier::verify(&self.ctx, &owned.body, owned.op).map_err(|d| d.message)?;
        Ok(owned)
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
        let parsed = parse_pipeline(&self.ctx, &self.passes, pipeline)
            .map_err(|e| format!("{e:?}"))?
            .ok_or("empty pipeline")?;
        let config = RunConfig {
            threads: false,
            ..RunConfig::default()
        };
        let result = PassManager::new(parsed, config).run(&self.ctx, module);
        if result.success {
            Ok(())
        } else {
            Err(format!("the pipeline failed: {:?}", result.output))
        }
    }

    /// Checks `program` against `pipeline` on inputs derived from `seed`:
    /// the original must run (no error; running out of fuel is allowed)
    /// and the transformed program must compute the same.
    pub fn check(&self, program: &str, pipeline: &str, seed: u64) -> Result<(), Mismatch> {
        let mismatch = |detail: String| Mismatch {
            pipeline: pipeline.to_string(),
            program: program.to_string(),
            detail,
        };
        let before = self
            .load(program)
            .map_err(|e| mismatch(format!("the program is invalid: {e}")))?;
        let inputs = inputs::for_main(&self.ctx, &before, seed);
        let mut after = self
            .load(program)
            .map_err(|e| mismatch(format!("the program is invalid: {e}")))?;
        self.transform(&mut after, pipeline).map_err(mismatch)?;
        after
            .body
            .check_links()
            .map_err(|broken| mismatch(format!("the pipeline broke the IR's links: {broken}")))?;
        if inputs.is_empty() {
            return Err(mismatch("the program has no @main to run".into()));
        }
        for args in &inputs {
            let expected = self.run(&before, args);
            // Generated programs are free of undefined behaviour and
            // terminate: an original that does not run is a bug to report.
            if let Outcome::Error(error) = &expected {
                return Err(mismatch(format!(
                    "the original program does not run: {error}"
                )));
            }
            let actual = self.run(&after, args);
            if let Err(detail) = compare::agree(&expected, &actual) {
                let args: Vec<String> = args.iter().map(ToString::to_string).collect();
                return Err(mismatch(format!("on ({}): {detail}", args.join(", "))));
            }
        }
        Ok(())
    }
}
