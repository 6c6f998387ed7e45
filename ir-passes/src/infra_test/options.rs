//! Passes for option parsing: `test-options-pass`, MLIR's (on `func.func`,
//! options `enum`, `list`, `string`, `string-list` with MLIR's types and
//! defaults; it does nothing, so `--dump-pass-pipeline` is what shows
//! them), and `test-options-remark`, ours, which declares an option of
//! every kind and reports the values it got as a remark at the op.

use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassOptionSet, PassRegistry};
use ir_core::Diagnostic;

ir_core::option_enum! {
    /// The values of `test-options-pass`'s `enum` option.
    enum Example {
        /// `zero`.
        Zero = "zero",
        /// `one`.
        One = "one",
        /// `two`.
        Two = "two",
    }
}

ir_core::pass_options! {
    /// The options of `test-options-pass` (MLIR's).
    struct MlirTestOptions {
        list("list"): Vec<i64> = Vec::new(), "Example list option";
        string_list("string-list"): Vec<String> = Vec::new(), "Example string list option";
        string("string"): String = String::new(), "Example string option";
        example("enum"): Example = Example::Zero, "Example enum option";
    }
}

ir_core::pass_options! {
    /// The options of `test-options-remark`: one of each type.
    struct TestOptions {
        flag("flag"): bool = false, "A boolean";
        count("count"): i64 = 0, "A non-negative integer";
        text("text"): String = String::new(), "A string";
        list("list"): Vec<i64> = Vec::new(), "A list of integers";
        words("words"): Vec<String> = Vec::new(), "A list of strings";
    }
}

/// Reports its option values (`report`), or does nothing.
struct OptionsPass {
    report: Option<String>,
}

impl Pass for OptionsPass {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        cx.preserve_all();
        if let Some(values) = &self.report {
            let loc = target.body.op_loc(target.op);
            cx.emit(Diagnostic::remark(loc, format!("options: {values}")));
        }
        Ok(())
    }
}

/// Registers the passes.
pub fn register(passes: &mut PassRegistry) {
    passes.register(
        PassInfo::with_options(
            "test-options-pass",
            "TestOptionsPass",
            "Test options parsing capabilities",
            |_: &MlirTestOptions| Ok(Box::new(OptionsPass { report: None })),
        )
        .anchored_on("func.func"),
    );
    passes.register(PassInfo::with_options(
        "test-options-remark",
        "TestOptionsRemarkPass",
        "Test option parsing: reports its option values as a remark",
        |options: &TestOptions| {
            if options.count < 0 {
                return Err("option 'count' must not be negative".to_string());
            }
            let values: Vec<String> = options
                .to_options()
                .iter()
                .map(|(name, value)| format!("{name}={value}"))
                .collect();
            Ok(Box::new(OptionsPass {
                report: Some(values.join(" ")),
            }))
        },
    ));
}
