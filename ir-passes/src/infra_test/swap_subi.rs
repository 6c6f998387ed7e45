//! `test-swap-subi`: a planted miscompile. In the op it runs on, every
//! `arith.subi` whose operands differ gets them swapped, so the program
//! computes `b - a` for `a - b`. The reducer's `--miscompile`
//! mode is measured on it (issue 30); nothing else should run it.

use crate::walk::ops_in_order;
use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry};
use ir_core::{Diagnostic, OpView};
use ir_dialects::arith::SubIOp;

/// Swaps the operands of every `arith.subi` with distinct operands.
struct SwapSubI;

impl Pass for SwapSubI {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        let regions = target.body.regions(target.op).to_vec();
        let body = target.body.regions_body_mut(target.op);
        let swaps: Vec<_> = ops_in_order(body, &regions, |_| true)
            .into_iter()
            .filter_map(|op| {
                let sub = OpView::new(ctx, body, op).as_op::<SubIOp>()?;
                (sub.lhs() != sub.rhs()).then(|| (op, sub.lhs(), sub.rhs()))
            })
            .collect();
        if swaps.is_empty() {
            cx.preserve_all();
        }
        for (op, lhs, rhs) in swaps {
            body.set_operands(op, &[rhs, lhs]);
        }
        Ok(())
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "test-swap-subi",
        "TestSwapSubI",
        "Test pass that swaps the operands of every arith.subi (a planted miscompile)",
        |_| Ok(Box::new(SwapSubI)),
    ));
}
