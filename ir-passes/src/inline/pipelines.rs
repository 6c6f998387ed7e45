//! The optimization pipelines the inliner runs on callables: one per
//! callable op name (`op-pipelines`, each `dialect.op(pipeline)`), and the
//! default (`default-pipeline`) for the others, parsed when the pass runs
//! (parsing needs the context) and run on one detached callable at a time.

use super::InlineOptions;
use ir_core::pass::{parse_pipeline, PassEvent, PassManager, PassRegistry, RunConfig};
use ir_core::{Attr, Body, Context, Diagnostic, OpId};
use std::sync::Arc;

/// The pipeline texts of the options, and the passes they may name.
pub(super) struct Pipelines {
    registry: Arc<PassRegistry>,
    default: String,
    by_op: Vec<String>,
}

/// The parsed pipelines of one run.
pub(super) struct Optimizer {
    default: Option<PassManager>,
    by_op: Vec<(String, PassManager)>,
}

impl Pipelines {
    /// The pipelines `options` name.
    pub(super) fn new(
        registry: Arc<PassRegistry>,
        options: &InlineOptions,
    ) -> Result<Self, String> {
        Ok(Self {
            registry,
            default: options.default_pipeline.trim().to_string(),
            by_op: options
                .op_pipelines
                .iter()
                .map(|p| p.trim().to_string())
                .collect(),
        })
    }

    /// Parses the pipelines; an error is reported at `loc`.
    pub(super) fn parse(&self, ctx: &Context, loc: Attr) -> Result<Optimizer, Diagnostic> {
        let parse = |text: &str| {
            parse_pipeline(ctx, &self.registry, text)
                .map(|pm| pm.map(|pm| PassManager::new(pm, nested_config())))
                .map_err(|e| {
                    Diagnostic::error(
                        loc,
                        format!("invalid inliner pipeline '{text}': {}", e.message),
                    )
                })
        };
        let default = match self.default.is_empty() {
            true => None,
            false => parse(&format!("any({})", self.default))?,
        };
        let mut by_op = Vec::new();
        for text in &self.by_op {
            let name = text
                .split('(')
                .next()
                .unwrap_or_default()
                .trim()
                .to_string();
            if let Some(pm) = parse(text)? {
                by_op.push((name, pm));
            }
        }
        Ok(Optimizer { default, by_op })
    }
}

/// Nested runs verify after each pass and stay on this thread.
fn nested_config() -> RunConfig {
    RunConfig {
        threads: false,
        ..RunConfig::default()
    }
}

impl Optimizer {
    /// Runs the pipeline for callable `op` (stored in `table`) on it.
    pub(super) fn run(
        &mut self,
        ctx: &Context,
        table: &mut Body,
        op: OpId,
        diagnostics: &mut dyn FnMut(Diagnostic),
    ) -> Result<(), Diagnostic> {
        let name = ctx.op_name_str(table.op_name(op));
        let pm = match self.by_op.iter_mut().find(|(n, _)| n == name) {
            Some((_, pm)) => pm,
            None => match &mut self.default {
                Some(pm) => pm,
                None => return Ok(()),
            },
        };
        let loc = table.op_loc(op);
        let mut owned = table.detach_isolated(op).map_err(|_| {
            Diagnostic::error(loc, "a callable to optimize is not isolated from above")
        })?;
        let mut result = pm.run(ctx, &mut owned);
        table.reattach_isolated(op, owned);
        for event in result.output.take() {
            if let PassEvent::Diagnostic(diagnostic) = event {
                diagnostics(diagnostic);
            }
        }
        match result.success {
            true => Ok(()),
            false => Err(Diagnostic::error(
                loc,
                "the inliner's optimization pipeline failed",
            )),
        }
    }
}
