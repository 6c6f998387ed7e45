//! How a pipeline runs: verification, threads, timing, IR printing.

use crate::syntax::printer::PrintOptions;

/// The instrumentation and execution settings of a run (`ir-opt` flags).
#[derive(Clone, Debug)]
pub struct RunConfig {
    /// Verify the op after each pass that did not preserve everything
    /// (`-verify-each`, on by default).
    pub verify_each: bool,
    /// The IR the pipeline starts from passed the verifier: verification
    /// after a pass then checks again only the isolated ops whose bodies
    /// the pass changed, unless the pass changed the op it ran on itself
    /// (`verifier::verify_changed`). Off by default: a pipeline run on IR
    /// built in memory verifies everything.
    pub input_verified: bool,
    /// After each verification limited to what a pass changed, verify
    /// everything too and fail with an internal error if the verdicts
    /// differ (on in debug builds, and in `ir-difftest`).
    pub check_incremental_verification: bool,
    /// Run nested pipelines over sibling ops in parallel (off with
    /// `-mlir-disable-threading`). The output is the same either way.
    pub threads: bool,
    /// Let a pass skip what it left unchanged before and what is unchanged
    /// since (a function's body a `canonicalize` run found at its fixed
    /// point, when `canonicalize` runs again). On by default; off runs every
    /// pass on everything, the plain path it is tested against. The output
    /// is the same either way.
    pub skip_fixed_points: bool,
    /// Measure the time of each pass and analysis (`-mlir-timing`).
    pub timing: bool,
    /// When to print the IR around passes (`-mlir-print-ir-*`).
    pub printing: IrPrinting,
}

impl Default for RunConfig {
    fn default() -> Self {
        Self {
            verify_each: true,
            input_verified: false,
            check_incremental_verification: cfg!(debug_assertions),
            threads: true,
            skip_fixed_points: true,
            timing: false,
            printing: IrPrinting::default(),
        }
    }
}

/// When the IR is printed around passes, as MLIR's `-mlir-print-ir-*` flags.
#[derive(Clone, Debug, Default)]
pub struct IrPrinting {
    /// Before every pass.
    pub before_all: bool,
    /// Before the passes with these pipeline names.
    pub before: Vec<String>,
    /// After every pass.
    pub after_all: bool,
    /// After the passes with these pipeline names.
    pub after: Vec<String>,
    /// Print "after" dumps only when the pass changed the op.
    pub after_change: bool,
    /// Print "after" dumps only when the pass failed (then for any pass).
    pub after_failure: bool,
    /// Print the root op (the module) in every dump, also around the
    /// passes of nested pipelines (`-mlir-print-ir-module-scope`); nested
    /// pipelines then run on one op at a time.
    pub module_scope: bool,
    /// How the IR is printed (generic form, locations).
    pub print: PrintOptions,
}

impl IrPrinting {
    /// Whether to print before the pass `argument`.
    pub fn before_pass(&self, argument: &str) -> bool {
        self.before_all || self.before.iter().any(|p| p == argument)
    }

    /// Whether the pass `argument` is selected for "after" dumps.
    pub fn after_pass(&self, argument: &str) -> bool {
        self.after_all || self.after.iter().any(|p| p == argument)
    }

    /// Whether any "after" dump may be printed (the change check costs a
    /// fingerprint of the op before each pass, so it is made only then).
    pub fn needs_fingerprint(&self, argument: &str) -> bool {
        self.after_change && !self.after_failure && self.after_pass(argument)
    }
}
