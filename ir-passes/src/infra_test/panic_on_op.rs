//! `test-panic-on-op`: panics when the op it runs on holds an op of the
//! name its `op-name` option gives: a planted crash, for the reducer's
//! `--crash` mode (`test/Reduce/`). MLIR's test passes that crash on
//! purpose (`test-pass-crash`) play the same part for `mlir-reduce`.

use crate::walk::ops_in_order;
use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry};
use ir_core::Diagnostic;

/// Panics on the first op named `name` in the regions of the op it runs on.
struct PanicOnOp {
    name: String,
}

impl Pass for PanicOnOp {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        cx.preserve_all();
        let name = cx.context().op_name(&self.name);
        let regions = target.body.regions(target.op).to_vec();
        let body = target.body.regions_body(target.op);
        if ops_in_order(body, &regions, |_| true)
            .into_iter()
            .any(|op| body.op_name(op) == name)
        {
            panic!("test-panic-on-op saw '{}'", self.name);
        }
        Ok(())
    }
}

ir_core::pass_options! {
    /// The options of `test-panic-on-op`.
    struct PanicOptions {
        op_name("op-name"): String = String::new(),
            "The name of the op to panic on";
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::with_options(
        "test-panic-on-op",
        "TestPanicOnOp",
        "Test pass that panics when it sees an op of a given name (a planted crash)",
        |options: &PanicOptions| {
            if options.op_name.is_empty() {
                return Err("test-panic-on-op needs op-name=NAME".to_string());
            }
            Ok(Box::new(PanicOnOp {
                name: options.op_name.clone(),
            }))
        },
    ));
}
