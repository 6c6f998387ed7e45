//! The `composite-fixed-point-pass` pass, as MLIR's
//! `CompositeFixedPointPass` (Passes.md, "-composite-fixed-point-pass";
//! `mlir/lib/Transforms/CompositePass.cpp`): runs the pipeline of its
//! `pipeline` option on its op again and again until the op stops
//! changing, or warns that it did not converge.
//!
//! The pipeline is a list of passes without an anchor (`canonicalize,cse`,
//! or `func.func(...)` to reach nested ops), parsed when the pass runs
//! and run as MLIR's `runPipeline` runs a dynamic pipeline
//! ([`crate::nested_pipeline`]). A round changed the op when its
//! [`fingerprint`] changed (MLIR's `OperationFingerPrint`). As MLIR's, the
//! pipeline runs at most `max-iterations` + 1 times: after the last run
//! the pass warns at the op (`Composite pass "<name>"+ didn't converge in
//! N iterations`, MLIR's words) and succeeds. A failure of the pipeline
//! fails the pass.
//!
//! What it leaves out: the pipeline may name this crate's passes but not
//! `inline` or itself (the registry it is given, see [`crate::register_all`]),
//! and `name` appears in the warning only, not in IR dumps or timing (the
//! pass manager names a pass by its registration).

use crate::nested_pipeline;
use ir_core::ir::OwnedOp;
use ir_core::pass::{fingerprint, Pass, PassContext, PassInfo, PassRegistry};
use ir_core::Diagnostic;
use std::sync::Arc;

ir_core::pass_options! {
    /// The options of `composite-fixed-point-pass`, with MLIR's names and
    /// defaults, in the order MLIR lists them.
    pub(crate) struct CompositeOptions {
        max_iterations("max-iterations"): i64 = 10,
            "Maximum number of iterations if inner pipeline";
        name("name"): String = "CompositeFixedPointPass".to_string(),
            "Composite pass display name";
        pipeline("pipeline"): String = String::new(),
            "Composite pass inner pipeline";
    }
}

/// Registers the pass; its pipeline may use the passes of `nested`.
pub fn register(passes: &mut PassRegistry, nested: Arc<PassRegistry>) {
    passes.register(PassInfo::with_options(
        "composite-fixed-point-pass",
        "CompositeFixedPointPass",
        "Composite fixed point pass",
        move |options: &CompositeOptions| {
            let max_iterations = u64::try_from(options.max_iterations)
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| {
                    format!("Invalid maxIterations value: {}", options.max_iterations)
                })?;
            Ok(Box::new(CompositeFixedPoint {
                registry: nested.clone(),
                name: options.name.clone(),
                pipeline: options.pipeline.trim().to_string(),
                max_iterations,
            }))
        },
    ));
}

/// The pass.
struct CompositeFixedPoint {
    registry: Arc<PassRegistry>,
    name: String,
    pipeline: String,
    max_iterations: u64,
}

impl Pass for CompositeFixedPoint {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        let loc = target.body.op_loc(target.op);
        let text = format!("any({})", self.pipeline);
        let mut pm = nested_pipeline::parse(cx, &self.registry, &text).map_err(|e| {
            Diagnostic::error(
                loc,
                format!(
                    "Failed to parse composite pass pipeline '{}': {}",
                    self.pipeline, e.message
                ),
            )
        })?;
        let mut before = fingerprint(&target.body, target.op);
        let mut runs = 0;
        loop {
            if let Some(pm) = &mut pm {
                let report = &mut |e| nested_pipeline::forward(cx, e);
                if !nested_pipeline::run(pm, ctx, target, report) {
                    return Err(Diagnostic::error(
                        target.body.op_loc(target.op),
                        format!("the pipeline of composite pass \"{}\" failed", self.name),
                    ));
                }
            }
            runs += 1;
            if runs > self.max_iterations {
                cx.emit(Diagnostic::warning(
                    target.body.op_loc(target.op),
                    format!(
                        "Composite pass \"{}\"+ didn't converge in {} iterations",
                        self.name, self.max_iterations
                    ),
                ));
                return Ok(());
            }
            let after = fingerprint(&target.body, target.op);
            if after == before {
                return Ok(());
            }
            before = after;
        }
    }
}
