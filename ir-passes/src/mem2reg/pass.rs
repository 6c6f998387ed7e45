//! The `mem2reg` pass: promotion on the op it runs on and on every op
//! isolated from above inside it.

use super::promote_memory_slots;
use crate::nested::BodyPass;
use ir_core::pass::{PassInfo, PassRegistry};

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "mem2reg",
        "Mem2Reg",
        "Promotes memory slots into values",
        |_| {
            let statistics = [
                ("promoted slots", "Total amount of memory slot promoted"),
                (
                    "new block args",
                    "Total amount of new block argument inserted in blocks",
                ),
            ];
            Ok(BodyPass::boxed(&statistics, |ctx, body, roots, _| {
                let stats = promote_memory_slots(ctx, body, roots);
                Ok(vec![stats.slots, stats.block_arguments])
            }))
        },
    ));
}
