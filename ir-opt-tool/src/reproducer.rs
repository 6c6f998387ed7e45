//! Crash reproducers as `mlir-opt`'s (MLIR's PassCrashRecovery.cpp and
//! docs/PassManagement.md, "Crash and Failure Reproduction"): with
//! `--mlir-pass-pipeline-crash-reproducer=FILE`, a pipeline that fails or
//! panics leaves in FILE the IR it started from, followed by
//! `{-# external_resources: { mlir_reproducer: { pipeline: "...",
//! disable_threading: true, verify_each: ... } } #-}`; `--run-reproducer`
//! reads that pipeline back and runs it. With
//! `-mlir-pass-pipeline-local-reproducer`, the IR and pipeline are those
//! of the failing pass alone (see [`crate::local_reproducer`]).

use crate::cli::Options;
use crate::local_reproducer::find;
use crate::reduce::{load, print};
use crate::stdio::{self, WriteFailure};
use ir_core::context::resources::ExternalValue;
use ir_core::pass::{PassManager, RunResult};
use ir_core::syntax::printer::{print_op, PrintOptions};
use ir_core::{Context, OwnedOp};
use std::panic::{self, AssertUnwindSafe};
use std::path::Path;

/// The external resource group a reproducer's settings live in.
const GROUP: &str = "mlir_reproducer";

/// Runs `manager` on `module`; if it fails or panics, writes a
/// reproducer to `file` and says so on standard error (a panic then goes
/// on, as it would have without the flag).
pub(crate) fn run_recording(
    ctx: &Context,
    manager: &mut PassManager,
    module: &mut OwnedOp,
    file: &Path,
    options: &Options,
) -> Result<RunResult, WriteFailure> {
    let before = print(ctx, module);
    let ran = panic::catch_unwind(AssertUnwindSafe(|| manager.run(ctx, module)));
    if !matches!(&ran, Ok(result) if result.success) {
        let local = options
            .local_reproducer
            .then(|| find(ctx, manager.pipeline(), &before, options.verify_each))
            .flatten();
        let (before, pipeline) = match local {
            Some(local) => (local.before, local.pipeline),
            None => (before, manager.pipeline().to_string()),
        };
        let note = match write(ctx, &before, &pipeline, file, options) {
            Ok(()) => format!(
                "note: the pipeline failed: reproducer written to '{}'\n",
                file.display()
            ),
            Err(message) => format!("error: cannot write the crash reproducer: {message}\n"),
        };
        stdio::eprint(&note)?;
    }
    match ran {
        Ok(result) => Ok(result),
        Err(payload) => panic::resume_unwind(payload),
    }
}

/// Writes `before` (a module's text) with the reproducer's settings to `file`.
fn write(
    ctx: &Context,
    before: &str,
    pipeline: &str,
    file: &Path,
    options: &Options,
) -> Result<(), String> {
    let module = load(ctx, "reproducer.mlir", before).map_err(|d| d.message)?;
    ctx.add_external_resource(
        GROUP,
        "pipeline",
        ExternalValue::String(pipeline.to_string()),
    );
    ctx.add_external_resource(GROUP, "disable_threading", ExternalValue::Bool(true));
    let verify = ExternalValue::Bool(options.verify_each);
    ctx.add_external_resource(GROUP, "verify_each", verify);
    let print = PrintOptions {
        assume_verified: true,
        file_metadata: true,
        threads: false,
        ..PrintOptions::default()
    };
    // As mlir-opt's: the file ends with the resource block's line.
    let text = print_op(ctx, &module.body, module.op, &print);
    std::fs::write(file, text).map_err(|e| format!("'{}': {e}", file.display()))
}

/// The pipeline the reproducer `text` (named `name`) records, or why
/// there is none.
pub(crate) fn recorded_pipeline(ctx: &Context, name: &str, text: &str) -> Result<String, String> {
    load(ctx, name, text).map_err(|d| format!("{name}: {}", d.message))?;
    let pipeline = ctx
        .external_resources()
        .into_iter()
        .filter(|(group, _)| group == GROUP)
        .flat_map(|(_, entries)| entries)
        .find_map(|(key, value)| match value {
            ExternalValue::String(pipeline) if key == "pipeline" => Some(pipeline),
            _ => None,
        });
    ctx.clear_resources();
    pipeline.ok_or_else(|| format!("{name} records no pipeline (no {GROUP} pipeline entry)"))
}
