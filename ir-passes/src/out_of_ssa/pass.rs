//! The passes: `split-critical-edges`, `convert-block-args-to-copies`
//! and `verify-out-of-ssa`, each on the op it runs on and on every op
//! isolated from above inside it.

use super::lower::{convert_block_args_to_copies, OutOfSsaOptions, OutOfSsaStats};
use super::split_edges::split_critical_edges;
use super::verify::verify_out_of_ssa;
use crate::nested::{for_each_isolated_body, BodyPass};
use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry, Statistic, StatisticSet};
use ir_core::Diagnostic;

ir_core::pass_statistics! {
    /// The counters of `convert-block-args-to-copies`.
    struct OutOfSsaStatistics {
        variables("num-variables"): "Number of variables declared";
        max_live("num-max-live"): "Sum over functions of the most values in variables live at once (measured)";
        copies("num-copies"): "Number of copies placed on edges";
        naive_copies("num-naive-copies"): "Number of copies without coalescing (block-argument operands)";
        temporaries("num-temporaries"): "Number of temporaries breaking copy cycles";
        split_edges("num-split-edges"): "Number of critical edges split";
    }
}

ir_core::pass_statistics! {
    /// The counters of `split-critical-edges`.
    struct SplitEdgesStatistics {
        split_edges("num-split-edges"): "Number of critical edges split";
    }
}

struct ConvertBlockArgsToCopies {
    options: OutOfSsaOptions,
    report: bool,
    statistics: OutOfSsaStatistics,
}

impl ConvertBlockArgsToCopies {
    fn count(&self, stats: &OutOfSsaStats) {
        let counters = &self.statistics;
        counters.variables.add(stats.variables);
        counters.max_live.add(stats.max_live);
        counters.copies.add(stats.copies);
        counters.naive_copies.add(stats.naive_copies);
        counters.temporaries.add(stats.temporaries);
        counters.split_edges.add(stats.split_edges);
    }
}

/// `n` and the noun, singular or plural.
fn count(n: u64, singular: &str, plural: &str) -> String {
    format!("{n} {}", if n == 1 { singular } else { plural })
}

/// The report of one lowered body.
fn report(stats: &OutOfSsaStats) -> String {
    format!(
        "out of SSA: {} (at most {} live at once), {} (naive: {}), {}, {}",
        count(stats.variables, "variable", "variables"),
        count(stats.max_live, "value", "values"),
        count(stats.copies, "copy", "copies"),
        stats.naive_copies,
        count(stats.temporaries, "temporary", "temporaries"),
        count(stats.split_edges, "split edge", "split edges"),
    )
}

impl Pass for ConvertBlockArgsToCopies {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        let mut result = Ok(());
        let mut remarks = Vec::new();
        for_each_isolated_body(target, |body, roots, holder| {
            let loc = holder.loc;
            if result.is_err() {
                return;
            }
            match convert_block_args_to_copies(ctx, body, roots, loc, self.options) {
                Ok(stats) => {
                    self.count(&stats);
                    if self.report && stats != OutOfSsaStats::default() {
                        remarks.push(Diagnostic::remark(loc, report(&stats)));
                    }
                }
                Err(error) => result = Err(error),
            }
        });
        for remark in remarks {
            cx.emit(remark);
        }
        result
    }

    fn statistics(&self) -> Vec<&Statistic> {
        self.statistics.each()
    }
}

ir_core::pass_options! {
    /// The options of `split-critical-edges`.
    pub(crate) struct SplitCriticalEdgesOptions {
        only_with_operands("only-with-operands"): bool = false,
            "Split only the edges that pass operands to block arguments";
    }
}

ir_core::pass_options! {
    /// The options of `convert-block-args-to-copies`.
    pub(crate) struct ConvertBlockArgsToCopiesOptions {
        coalesce("coalesce"): bool = true,
            "Let values whose live ranges do not interfere share a variable";
        measure_pressure("measure-pressure"): bool = false,
            "Measure the most values in variables live at once (time: the size of all live ranges)";
        report("report"): bool = false,
            "Emit a remark per function: variables, pressure (measured), copies, temporaries";
    }
}

/// Registers the three passes.
pub fn register(passes: &mut PassRegistry) {
    passes.register(
        PassInfo::with_options(
            "split-critical-edges",
            "SplitCriticalEdges",
            "Split each edge from a block with several successors to a block with several predecessors by inserting a block",
            |options: &SplitCriticalEdgesOptions| {
                let only_with_operands = options.only_with_operands;
                Ok(BodyPass::boxed(
                    move |ctx, body, roots, _, counters: &SplitEdgesStatistics| {
                        let split = split_critical_edges(ctx, body, roots, only_with_operands)?;
                        counters.split_edges.add(split as u64);
                        Ok(())
                    },
                ))
            },
        ),
    );
    passes.register(
        PassInfo::with_options(
            "convert-block-args-to-copies",
            "ConvertBlockArgsToCopies",
            "Leave SSA: replace block arguments by variables and sequentialized copies on the edges, coalescing values that do not interfere",
            |options: &ConvertBlockArgsToCopiesOptions| {
                let report = options.report;
                Ok(Box::new(ConvertBlockArgsToCopies {
                    options: OutOfSsaOptions {
                        coalesce: options.coalesce,
                        measure_pressure: report || options.measure_pressure,
                    },
                    report,
                    statistics: OutOfSsaStatistics::default(),
                }))
            },
        ),
    );
    passes.register(PassInfo::new(
        "verify-out-of-ssa",
        "VerifyOutOfSsa",
        "Check the form out of SSA: no block arguments outside entry blocks, no branch operands, variables declared",
        |_| {
            Ok(BodyPass::boxed(|ctx, body, roots, _, _: &()| {
                verify_out_of_ssa(ctx, body, roots)
            }))
        },
    ));
}
