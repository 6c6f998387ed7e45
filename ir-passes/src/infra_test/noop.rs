//! `test-function-pass` and `test-module-pass`: passes that do nothing, on
//! `func.func` and on `builtin.module` (anchoring, implicit nesting, and
//! the cost of running an empty pass).

use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry};
use ir_core::Diagnostic;

/// Changes nothing and preserves every analysis.
struct NoOp;

impl Pass for NoOp {
    fn run(&self, _: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        cx.preserve_all();
        Ok(())
    }
}

/// Registers both passes.
pub fn register(passes: &mut PassRegistry) {
    passes.register(
        PassInfo::new(
            "test-function-pass",
            "TestFunctionPass",
            "Test a function pass in the pass manager (does nothing)",
            |_| Ok(Box::new(NoOp)),
        )
        .anchored_on("func.func"),
    );
    passes.register(
        PassInfo::new(
            "test-module-pass",
            "TestModulePass",
            "Test a module pass in the pass manager (does nothing)",
            |_| Ok(Box::new(NoOp)),
        )
        .anchored_on("builtin.module"),
    );
}
