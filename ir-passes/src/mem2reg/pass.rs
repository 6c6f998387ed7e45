//! The `mem2reg` pass: promotion on the op it runs on and on every op
//! isolated from above inside it.

use super::promote_memory_slots;
use crate::nested::BodyPass;
use ir_core::pass::{PassInfo, PassRegistry};

ir_core::pass_statistics! {
    /// The counters of `mem2reg` (MLIR's names).
    struct Mem2RegStatistics {
        slots("promoted slots"): "Total amount of memory slot promoted";
        block_arguments("new block args"): "Total amount of new block argument inserted in blocks";
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "mem2reg",
        "Mem2Reg",
        "Promotes memory slots into values",
        |_| {
            Ok(BodyPass::boxed(
                |ctx, body, roots, _, counters: &Mem2RegStatistics| {
                    let stats = promote_memory_slots(ctx, body, roots);
                    counters.slots.add(stats.slots);
                    counters.block_arguments.add(stats.block_arguments);
                    Ok(())
                },
            ))
        },
    ));
}
