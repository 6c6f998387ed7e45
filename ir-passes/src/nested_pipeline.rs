//! Pipelines that a pass runs inside itself, given as text in its options
//! (the inliner's optimization pipelines, `composite-fixed-point-pass`'s
//! `pipeline`), as MLIR's `Pass::runPipeline` runs a dynamic pass manager
//! on the pass's own op ("Pass Infrastructure", "Dynamic Pass Pipelines").
//!
//! A pass factory does not receive the tool's registry: a pass that runs
//! pipelines is registered with the registry its pipelines may name
//! ([`crate::register_all`] hands it one holding this crate's other
//! passes). The text is parsed when the pass runs (parsing needs the
//! context), and the pipeline runs with the running pass's threads,
//! verifying after each pass; what it reports goes to the running pass's
//! output in order ([`forward`]).

use ir_core::ir::OwnedOp;
use ir_core::pass::{
    parse_pipeline, PassContext, PassEvent, PassManager, PassRegistry, PipelineError, RunConfig,
};
use ir_core::Context;

/// Parses `text` (a pipeline wrapped in the op it runs on, such as
/// `any(canonicalize,cse)`) against `registry`; `None` for an empty one.
/// Its passes may use threads and skip fixed points when the pass running
/// it may (`outer`: [`PassContext::threads`],
/// [`PassContext::skips_fixed_points`]).
pub(crate) fn parse(
    outer: &PassContext<'_>,
    registry: &PassRegistry,
    text: &str,
) -> Result<Option<PassManager>, PipelineError> {
    let ctx = outer.context();
    let config = RunConfig {
        threads: outer.threads(),
        skip_fixed_points: outer.skips_fixed_points(),
        ..RunConfig::default()
    };
    Ok(parse_pipeline(ctx, registry, text)?.map(|pm| PassManager::new(pm, config)))
}

/// Runs `pm` on `target`, handing each event it reports to `report`;
/// whether every pass succeeded and left valid IR.
pub(crate) fn run(
    pm: &mut PassManager,
    ctx: &Context,
    target: &mut OwnedOp,
    report: &mut dyn FnMut(PassEvent),
) -> bool {
    let mut result = pm.run(ctx, target);
    for event in result.output.take() {
        report(event);
    }
    result.success
}

/// Adds an event of a nested run to the output of the pass running it.
pub(crate) fn forward(cx: &mut PassContext<'_>, event: PassEvent) {
    match event {
        PassEvent::Diagnostic(diagnostic) => cx.emit(diagnostic),
        PassEvent::Stderr(text) => cx.stderr().push_str(&text),
        PassEvent::Stdout(text) => cx.stdout().push_str(&text),
    }
}
