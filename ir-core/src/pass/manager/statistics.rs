//! `-mlir-pass-statistics`: the counters passes declare, in MLIR's report
//! shape, either as the pipeline tree or as a list merged by pass name.

use super::timing::banner;
use crate::pass::pipeline::{OpPassManager, PipelineItem};
use std::collections::BTreeMap;
use std::fmt::Write;

/// How the statistics report is laid out (`-mlir-pass-statistics-display`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum StatisticsDisplay {
    /// Mirrors the pipeline: nested pipelines and passes in order.
    #[default]
    Pipeline,
    /// One entry per pass name (counters of its instances summed), sorted.
    List,
}

/// One counter: name, description, value.
type Counter = (&'static str, &'static str, u64);

/// The statistics report of `pipeline`.
pub(super) fn statistics_report(pipeline: &OpPassManager, display: StatisticsDisplay) -> String {
    let mut out = String::new();
    banner(&mut out, "... Pass statistics report ...");
    match display {
        StatisticsDisplay::Pipeline => as_pipeline(pipeline, &mut out),
        StatisticsDisplay::List => as_list(pipeline, &mut out),
    }
    out.push('\n');
    out
}

/// The items of `pipeline` (not its own anchor) as an indented tree.
fn as_pipeline(pipeline: &OpPassManager, out: &mut String) {
    let mut stack: Vec<(&PipelineItem, usize)> = pipeline
        .items()
        .iter()
        .rev()
        .map(|item| (item, 0))
        .collect();
    while let Some((item, indent)) = stack.pop() {
        match item {
            PipelineItem::Nested(nested) => {
                entry(
                    out,
                    indent,
                    &format!("'{}' Pipeline", nested.anchor()),
                    Vec::new(),
                );
                stack.extend(nested.items().iter().rev().map(|i| (i, indent + 2)));
            }
            PipelineItem::Pass(node) => {
                let counters = node
                    .pass
                    .statistics()
                    .into_iter()
                    .map(|s| (s.name(), s.description(), s.value()))
                    .collect();
                entry(out, indent, node.info.name, counters);
            }
        }
    }
}

/// Sets every counter of the passes of `pipeline` back to zero.
pub(super) fn reset_statistics(pipeline: &OpPassManager) {
    let mut stack: Vec<&PipelineItem> = pipeline.items().iter().collect();
    while let Some(item) = stack.pop() {
        match item {
            PipelineItem::Nested(nested) => stack.extend(nested.items()),
            PipelineItem::Pass(node) => node.pass.statistics().iter().for_each(|s| s.reset()),
        }
    }
}

/// Passes with counters, merged by name and sorted, at indent 2.
fn as_list(pipeline: &OpPassManager, out: &mut String) {
    let mut merged: BTreeMap<&str, Vec<Counter>> = BTreeMap::new();
    let mut stack: Vec<&PipelineItem> = pipeline.items().iter().collect();
    while let Some(item) = stack.pop() {
        match item {
            PipelineItem::Nested(nested) => stack.extend(nested.items()),
            PipelineItem::Pass(node) => {
                let statistics = node.pass.statistics();
                if statistics.is_empty() {
                    continue;
                }
                let counters = merged.entry(node.info.name).or_default();
                for stat in statistics {
                    match counters.iter_mut().find(|c| c.0 == stat.name()) {
                        Some(counter) => counter.2 += stat.value(),
                        None => counters.push((stat.name(), stat.description(), stat.value())),
                    }
                }
            }
        }
    }
    for (name, counters) in merged {
        entry(out, 2, name, counters);
    }
}

/// A pass (or pipeline) line, then its counters sorted by name and aligned.
fn entry(out: &mut String, indent: usize, name: &str, mut counters: Vec<Counter>) {
    let _ = writeln!(out, "{}{name}", " ".repeat(indent));
    counters.sort_by_key(|c| c.0);
    let name_width = counters.iter().map(|c| c.0.len()).max().unwrap_or(0);
    let value_width = counters
        .iter()
        .map(|c| c.2.to_string().len())
        .max()
        .unwrap_or(0);
    for (name, description, value) in counters {
        let _ = writeln!(
            out,
            "{}(S) {value:>value_width$} {name:<name_width$} - {description}",
            " ".repeat(indent + 2)
        );
    }
}
