//! The `dce` pass: aggressive DCE on the op it runs on and on every op
//! isolated from above inside it.

use super::eliminate_dead_code;
use crate::nested::BodyPass;
use ir_core::pass::{PassInfo, PassRegistry};

ir_core::pass_statistics! {
    /// The counters of `dce`.
    struct DceStatistics {
        ops("num-erased-ops"): "Number of ops erased";
        arguments("num-erased-arguments"): "Number of block arguments erased";
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "dce",
        "DeadCodeElimination",
        "Aggressive dead code elimination: erase every op, block argument and cycle that no side effect needs",
        |_| {
            Ok(Box::new(BodyPass::new(
                |ctx, body, roots, _, counters: &DceStatistics| {
                    let stats = eliminate_dead_code(ctx, body, roots);
                    counters.ops.add(stats.ops);
                    counters.arguments.add(stats.arguments);
                    Ok(())
                },
            ).skipping_fixed_points()))
        },
    ));
}
