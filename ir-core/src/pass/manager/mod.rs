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
use crate::ir::OwnedOp;
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

    /// Runs the pipeline on `target`, which must be the op it is anchored on.
    pub fn run(&mut self, ctx: &Context, target: &mut OwnedOp) -> RunResult {
        let name = ctx.op_name_str(target.body.op_name(target.op));
        if self.pipeline.required_op().is_some_and(|r| r != name) {
            let mut output = PassOutput::default();
            output.diagnostic(Diagnostic::error(
                target.body.op_loc(target.op),
                format!(
                    "can't run a '{}' pipeline on the top-level '{name}' op; nest it, e.g. '{name}({}(...))'",
                    self.pipeline.anchor(),
                    self.pipeline.anchor()
                ),
            ));
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
