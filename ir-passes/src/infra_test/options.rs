//! `test-options-pass`: declares an option of every kind and reports the
//! values it got as a remark at the op (option parsing and defaults).

use ir_core::ir::OwnedOp;
use ir_core::pass::{OptionSpec, Pass, PassContext, PassInfo, PassOptions, PassRegistry};
use ir_core::Diagnostic;

/// Reports its options.
struct OptionsPass {
    options: PassOptions,
}

impl Pass for OptionsPass {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        cx.preserve_all();
        let values: Vec<String> = self
            .options
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
    passes.register(
        PassInfo::new(
            "test-options-pass",
            "TestOptionsPass",
            "Test option parsing: reports its option values as a remark",
            |options| {
                if options.int("count") < 0 {
                    return Err("option 'count' must not be negative".to_string());
                }
                Ok(Box::new(OptionsPass {
                    options: options.clone(),
                }))
            },
        )
        .with_option(OptionSpec::bool("flag", "A boolean", false))
        .with_option(OptionSpec::int("count", "A non-negative integer", 0))
        .with_option(OptionSpec::string("text", "A string", ""))
        .with_option(OptionSpec::int_list("list", "A list of integers"))
        .with_option(OptionSpec::string_list("words", "A list of strings")),
    );
}
