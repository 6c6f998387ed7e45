//! `test-print-live-ranges`: the values live into and out of each block of
//! each region, and those live just before and just after each op; printed
//! to stderr. Our own, more readable report (MLIR's `test-print-liveness`
//! format is not this one). The analysis comes from the analysis
//! manager (it shows in `-mlir-timing` as `(A) Liveness`).
//!
//! ```text
//! liveness of @f
//! region 0 (func.func):
//!   ^bb0: live-in [], live-out [%arg1, %0]
//!     %0 = arith.addi: before [%arg0, %arg1], after [%arg1, %0]
//!     cf.cond_br: before [%arg1, %0], after [%arg1, %0]
//! ```

use super::report::{has_control_flow, is_target, report_functions, Report};
use ir_core::graph::liveness::Liveness;
use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry};
use ir_core::{Diagnostic, RegionId, ValueId};
use std::sync::Arc;

/// Prints the live sets of every block and op.
struct PrintLiveness;

impl Pass for PrintLiveness {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        cx.preserve_all();
        let ctx = cx.context();
        // The target's liveness comes from the analysis manager; that of
        // the functions of a module is computed here.
        let analysed =
            has_control_flow(ctx, &target.body, target.op).then(|| cx.analysis::<Liveness>(target));
        let text = report_functions(ctx, target, "liveness", |report| {
            let liveness = match &analysed {
                Some(liveness) if is_target(report.outer, report.op, target) => liveness.clone(),
                _ => Arc::new(Liveness::new(report.outer, report.op)),
            };
            report.for_each_region(|report, region| print_region(report, &liveness, region));
        });
        cx.stderr().push_str(&text);
        Ok(())
    }
}

/// Appends the live sets of the blocks of `region` and of their ops.
fn print_region(report: &mut Report<'_>, liveness: &Liveness, region: RegionId) {
    let body = report.body;
    if body.entry_block(region).is_none() {
        report.text.push_str("  no blocks\n");
        return;
    }
    let mut text = String::new();
    for block in body.region_blocks(region) {
        text.push_str(&format!(
            "  {}: live-in {}, live-out {}\n",
            report.block(block),
            report.values(liveness.live_in(block)),
            report.values(liveness.live_out(block)),
        ));
        // Only these can be live at a point of the block.
        let results = body
            .block_ops(block)
            .flat_map(|op| body.results(op).iter().copied());
        let candidates: Vec<ValueId> = liveness
            .live_in(block)
            .chain(body.block_args(block).iter().copied())
            .chain(results)
            .collect();
        for op in body.block_ops(block) {
            let live = |after: bool| {
                let live_at = |v: &ValueId| match after {
                    false => liveness.is_live_before(body, *v, op),
                    true => liveness.is_live_after(body, *v, op),
                };
                report.values(candidates.iter().copied().filter(live_at))
            };
            text.push_str(&format!(
                "    {}: before {}, after {}\n",
                report.op(op),
                live(false),
                live(true)
            ));
        }
    }
    report.text.push_str(&text);
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "test-print-live-ranges",
        "TestPrintLiveRanges",
        "Print the values live into and out of every block and around every op (to stderr)",
        |_| Ok(Box::new(PrintLiveness)),
    ));
}
