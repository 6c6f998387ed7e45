//! The optimization pipelines the inliner runs on callables: one per
//! callable op name (`op-pipelines`, each `dialect.op(pipeline)`), and the
//! default (`default-pipeline`) for the others, parsed when the pass runs
//! and run on one detached callable at a time ([`crate::nested_pipeline`]).

use super::InlineOptions;
use crate::nested_pipeline;
use ir_core::pass::{PassContext, PassEvent, PassManager, PassRegistry};
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
    /// Their passes run as `outer`'s may ([`nested_pipeline::parse`]).
    pub(super) fn parse(
        &self,
        outer: &PassContext<'_>,
        loc: Attr,
    ) -> Result<Optimizer, Diagnostic> {
        let parse = |text: &str| {
            nested_pipeline::parse(outer, &self.registry, text).map_err(|e| {
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

impl Optimizer {
    /// Runs the pipeline for callable `op` (stored in `table`) on it,
    /// handing what it reports to `report`.
    pub(super) fn run(
        &mut self,
        ctx: &Context,
        table: &mut Body,
        op: OpId,
        report: &mut dyn FnMut(PassEvent),
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
        let success = nested_pipeline::run(pm, ctx, &mut owned, report);
        table.reattach_isolated(op, owned);
        match success {
            true => Ok(()),
            false => Err(Diagnostic::error(
                loc,
                "the inliner's optimization pipeline failed",
            )),
        }
    }
}
