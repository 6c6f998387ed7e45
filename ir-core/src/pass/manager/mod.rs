//! The pass manager: runs a pipeline on the top-level op of a parsed file
//! with the instrumentation a [`RunConfig`] asks for, and reports timing
//! ([`TimingReport`]) and statistics ([`StatisticsDisplay`]) afterwards.

mod config;
mod dump;
mod execute;
mod fingerprint;
mod statistics;
mod timing;

pub use config::{IrPrinting, RunConfig};
pub use fingerprint::fingerprint;
pub use statistics::StatisticsDisplay;
pub use timing::{TimingDisplay, TimingReport, TimingRow};

use super::analysis::AnalysisManager;
use super::output::PassOutput;
use super::pipeline::{OpPassManager, PipelineItem};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::ir::{OpView, OwnedOp};
use execute::{Runner, TaskOutput};
use timing::{TimingKey, TimingRecord};

/// What a run reported besides the IR.
#[derive(Debug)]
pub struct RunResult {
    /// Diagnostics and text, in the order a single thread produces them.
    pub output: PassOutput,
    /// False if a pass failed or left invalid IR.
    pub success: bool,
}

/// A pipeline ready to run, with its configuration; runs accumulate timing
/// and statistics (one report for all the chunks of a split input).
pub struct PassManager {
    pipeline: OpPassManager,
    config: RunConfig,
    timing: TimingRecord,
}

impl PassManager {
    /// A manager for `pipeline`, anchored on the top-level op it will run on.
    pub fn new(pipeline: OpPassManager, config: RunConfig) -> Self {
        Self {
            pipeline,
            config,
            timing: TimingRecord::default(),
        }
    }

    /// The pipeline.
    pub fn pipeline(&self) -> &OpPassManager {
        &self.pipeline
    }

    /// Replaces the pipeline (for a top-level op of another kind), keeping
    /// the configuration and the timing recorded so far.
    pub fn set_pipeline(&mut self, pipeline: OpPassManager) {
        self.pipeline = pipeline;
    }

    /// Why the pipeline cannot run on `target`, in mlir-opt's words: it is
    /// anchored on another op, or `target` is unregistered (nothing can be
    /// known of what passes may do to it).
    fn refusal(&self, ctx: &Context, target: &OwnedOp) -> Option<Diagnostic> {
        let op_name = target.body.op_name(target.op);
        let name = ctx.op_name_str(op_name);
        let loc = target.body.op_loc(target.op);
        if self.pipeline.required_op().is_some_and(|r| r != name) {
            let anchor = self.pipeline.anchor();
            let refused = Diagnostic::error(
                loc,
                format!("can't run '{anchor}' pass manager on '{name}' op"),
            );
            return Some(if name == "builtin.module" {
                refused.with_note(loc, format!("nest it: '{name}({anchor}(...))'"))
            } else {
                refused
            });
        }
        let has_passes = !self.pipeline.items().is_empty();
        (has_passes && ctx.op_def(op_name).is_none()).then(|| {
            OpView::new(ctx, &target.body, target.op)
                .error("trying to schedule a pass on an unregistered operation")
        })
    }

    /// Runs the pipeline on `target`, which must be the op it is anchored on.
    pub fn run(&mut self, ctx: &Context, target: &mut OwnedOp) -> RunResult {
        if let Some(diagnostic) = self.refusal(ctx, target) {
            let mut output = PassOutput::default();
            output.diagnostic(diagnostic);
            return RunResult {
                output,
                success: false,
            };
        }
        let runner = Runner {
            ctx,
            config: &self.config,
        };
        let mut task = TaskOutput::default();
        let success = runner.run_pipeline(
            &self.pipeline,
            (target, false),
            &mut AnalysisManager::new(),
            &mut task,
            None,
        );
        self.timing.merge(task.timing);
        RunResult {
            output: task.output,
            success,
        }
    }

    /// The timing rows of the pipeline's items (top-level items at depth 0),
    /// for the items that ran.
    pub fn timing_rows(&self) -> Vec<TimingRow> {
        let mut rows = Vec::new();
        let mut stack: Vec<(&PipelineItem, usize)> =
            self.pipeline.items().iter().rev().map(|i| (i, 0)).collect();
        while let Some((item, depth)) = stack.pop() {
            let key = item as *const PipelineItem as usize;
            let Some(time) = self.timing.get(TimingKey::Item(key)) else {
                continue;
            };
            let name = match item {
                PipelineItem::Pass(node) => node.info.name.to_string(),
                PipelineItem::Nested(nested) => format!("'{}' Pipeline", nested.anchor()),
            };
            rows.push(TimingRow {
                name,
                depth,
                user: time.user(),
                wall: time.wall(),
            });
            match item {
                PipelineItem::Pass(_) => rows.extend(self.timing.analyses_of(key).into_iter().map(
                    |(name, time)| TimingRow {
                        name: format!("(A) {name}"),
                        depth: depth + 1,
                        user: time.user(),
                        wall: time.wall(),
                    },
                )),
                PipelineItem::Nested(nested) => {
                    stack.extend(nested.items().iter().rev().map(|i| (i, depth + 1)))
                }
            }
        }
        rows
    }

    /// The `-mlir-pass-statistics` report.
    pub fn statistics_report(&self, display: StatisticsDisplay) -> String {
        statistics::statistics_report(&self.pipeline, display)
    }

    /// The `-mlir-pass-statistics` report of the runs since the last one
    /// taken, with every counter then set back to zero: mlir-opt reports
    /// each `-split-input-file` chunk's run on its own.
    pub fn take_statistics_report(&self, display: StatisticsDisplay) -> String {
        let report = self.statistics_report(display);
        statistics::reset_statistics(&self.pipeline);
        report
    }
}

#[cfg(test)]
mod tests;
