//! `test-pass-failure`: fails on every op it runs on, or only on the
//! functions named in its `functions` option, with an error at the op.

use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry};
use ir_core::{Diagnostic, OpView};

/// Fails on the ops whose `sym_name` is listed (all ops if none is).
struct FailurePass {
    functions: Vec<String>,
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
            return Err(view.error("failed as test-pass-failure was asked to"));
        }
        Ok(())
    }
}

ir_core::pass_options! {
    /// The options of `test-pass-failure`.
    struct FailureOptions {
        functions("functions"): Vec<String> = Vec::new(),
            "Fail only on the ops with these symbol names (default: on every op)";
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::with_options(
        "test-pass-failure",
        "TestFailurePass",
        "Test a pass in the pass manager that fails",
        |options: &FailureOptions| {
            Ok(Box::new(FailurePass {
                functions: options.functions.clone(),
            }))
        },
    ));
}
