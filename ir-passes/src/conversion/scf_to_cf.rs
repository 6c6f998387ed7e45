//! `convert-scf-to-cf`: lowers `scf.for`, `scf.if`, `scf.while`,
//! `scf.index_switch` and `scf.execute_region` to blocks and `cf`
//! branches, as MLIR's pass of that name does (a partial conversion: the
//! structured ops illegal, every other op legal; the patterns are
//! `ir_dialects::scf::to_cf`'s). Its one option is MLIR's
//! `allow-pattern-rollback` (default true), accepted with no effect: the
//! conversion driver here applies each rewrite for good and never rolls
//! one back, so it behaves as MLIR's does with either value on IR these
//! patterns convert.

use ir_core::conversion::{
    apply_partial_conversion, Conversion, ConversionPatternSet, ConversionTarget,
};
use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry, Statistic, StatisticSet};
use ir_core::Diagnostic;
use ir_dialects::scf::to_cf;
use std::sync::OnceLock;

ir_core::pass_statistics! {
    /// The counters of `convert-scf-to-cf`.
    struct ScfToCfStatistics {
        lowered("num-lowered"): "Number of structured ops lowered";
    }
}

ir_core::pass_options! {
    /// The options of `convert-scf-to-cf`.
    pub(crate) struct ScfToCfOptions {
        allow_pattern_rollback("allow-pattern-rollback"): bool = true,
            "Experimental performance flag to disallow pattern rollback (no effect: this driver never rolls back)";
    }
}

/// Registers the pass.
pub(super) fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::with_options(
        "convert-scf-to-cf",
        "SCFToControlFlowPass",
        "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
        |_: &ScfToCfOptions| {
            Ok(Box::new(ScfToCf {
                lowering: OnceLock::new(),
                statistics: ScfToCfStatistics::default(),
            }))
        },
    ));
}

/// The pass: its target and patterns, built on the first run.
struct ScfToCf {
    lowering: OnceLock<(ConversionTarget, ConversionPatternSet)>,
    statistics: ScfToCfStatistics,
}

impl Pass for ScfToCf {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        let (conversion_target, patterns) = self.lowering.get_or_init(|| {
            let mut patterns = ConversionPatternSet::new();
            to_cf::populate(ctx, &mut patterns);
            (to_cf::target(ctx), patterns)
        });
        let conversion = Conversion {
            target: conversion_target,
            patterns,
            converter: None,
        };
        let stats = apply_partial_conversion(ctx, target, &conversion)?;
        self.statistics.lowered.add(stats.rewritten);
        if stats.rewritten == 0 {
            cx.preserve_all();
        }
        Ok(())
    }

    fn statistics(&self) -> Vec<&Statistic> {
        self.statistics.each()
    }
}
