//! The `dce` pass: aggressive DCE on the op it runs on and on every op
//! isolated from above inside it.

use super::eliminate_dead_code;
use crate::nested::BodyPass;
use ir_core::pass::{PassInfo, PassRegistry};

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "dce",
        "DeadCodeElimination",
        "Aggressive dead code elimination: erase every op, block argument and cycle that no side effect needs",
        |_| {
            let statistics = [
                ("num-erased-ops", "Number of ops erased"),
                ("num-erased-arguments", "Number of block arguments erased"),
            ];
            Ok(BodyPass::boxed(&statistics, |ctx, body, roots, _| {
                let stats = eliminate_dead_code(ctx, body, roots);
                Ok(vec![stats.ops, stats.arguments])
            }))
        },
    ));
}
