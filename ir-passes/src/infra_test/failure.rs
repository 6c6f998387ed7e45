//! Passes that fail, for the pass manager's failure paths:
//! `test-pass-failure`, MLIR's (fails on every op it runs on; with
//! `gen-diagnostics`, with MLIR's `illegal operation` error at the op),
//! and `test-pass-failure-at`, ours, which fails only on the ops whose
//! symbol names its `functions` option lists.
//!
//! MLIR's pass without `gen-diagnostics` fails silently; ours always
//! reports the failure (`failed as test-pass-failure was asked to`), as a
//! failing pass here always carries a diagnostic.

use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry};
use ir_core::{Diagnostic, OpView};

/// Fails on the ops whose `sym_name` is listed (all ops if none is), with
/// the error `report` makes at the op.
struct FailurePass {
    functions: Vec<String>,
    report: fn(&OpView<'_>) -> Diagnostic,
}

impl Pass for FailurePass {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        cx.preserve_all();
        let view = OpView::new(cx.context(), &target.body, target.op);
        let name = view
            .inherent_attr("sym_name")
            .and_then(|a| cx.context().string_value(a));
        let selected = self.functions.is_empty()
            || name.is_some_and(|n| self.functions.iter().any(|f| f == n));
        if selected {
            return Err((self.report)(&view));
        }
        Ok(())
    }
}

ir_core::pass_options! {
    /// The options of `test-pass-failure` (MLIR's).
    struct FailureOptions {
        gen_diagnostics("gen-diagnostics"): bool = false, "Generate a diagnostic message";
    }
}

ir_core::pass_options! {
    /// The options of `test-pass-failure-at`.
    struct FailureAtOptions {
        functions("functions"): Vec<String> = Vec::new(),
            "Fail only on the ops with these symbol names (default: on every op)";
    }
}

/// The error of a failure the pass was asked for.
fn asked(view: &OpView<'_>) -> Diagnostic {
    view.error("failed as test-pass-failure was asked to")
}

/// MLIR's error, with no op name before it.
fn illegal(view: &OpView<'_>) -> Diagnostic {
    Diagnostic::error(view.loc(), "illegal operation")
}

/// Registers the passes.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::with_options(
        "test-pass-failure",
        "TestFailurePass",
        "Test a pass in the pass manager that always fails",
        |options: &FailureOptions| {
            Ok(Box::new(FailurePass {
                functions: Vec::new(),
                report: match options.gen_diagnostics {
                    true => illegal,
                    false => asked,
                },
            }))
        },
    ));
    passes.register(PassInfo::with_options(
        "test-pass-failure-at",
        "TestFailurePass",
        "Test a pass in the pass manager that fails on the named functions",
        |options: &FailureAtOptions| {
            Ok(Box::new(FailurePass {
                functions: options.functions.clone(),
                report: asked,
            }))
        },
    ));
}
