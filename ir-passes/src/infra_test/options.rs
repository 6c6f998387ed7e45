//! `test-options-pass`: declares an option of every kind and reports the
//! values it got as a remark at the op (option parsing and defaults).

use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassOptionSet, PassRegistry};
use ir_core::Diagnostic;

ir_core::pass_options! {
    /// The options of `test-options-pass`: one of each type.
    struct TestOptions {
        flag("flag"): bool = false, "A boolean";
        count("count"): i64 = 0, "A non-negative integer";
        text("text"): String = String::new(), "A string";
        list("list"): Vec<i64> = Vec::new(), "A list of integers";
        words("words"): Vec<String> = Vec::new(), "A list of strings";
    }
}

/// Reports its options.
struct OptionsPass {
    options: TestOptions,
}

impl Pass for OptionsPass {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        cx.preserve_all();
        let values: Vec<String> = self
            .options
            .to_options()
            .iter()
            .map(|(name, value)| format!("{name}={value}"))
            .collect();
        let loc = target.body.op_loc(target.op);
        cx.emit(Diagnostic::remark(
            loc,
            format!("options: {}", values.join(" ")),
        ));
        Ok(())
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::with_options(
        "test-options-pass",
        "TestOptionsPass",
        "Test option parsing: reports its option values as a remark",
        |options: &TestOptions| {
            if options.count < 0 {
                return Err("option 'count' must not be negative".to_string());
            }
            Ok(Box::new(OptionsPass {
                options: options.clone(),
            }))
        },
    ));
}
