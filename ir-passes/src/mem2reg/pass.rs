//! The `mem2reg` pass: promotion on the op it runs on and on every op
//! isolated from above inside it. Its one option is MLIR's
//! (mlir/Transforms/Passes.td, "mem2reg"): `region-simplify`, which
//! MLIR's pass declares but does not act on (mlir-opt-22 gives the same
//! output with either value), so it changes nothing here either.

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

ir_core::pass_options! {
    /// The options of `mem2reg`.
    pub(crate) struct Mem2RegOptions {
        region_simplify("region-simplify"): bool = true,
            "Perform control flow optimizations to the region tree (no effect, as in MLIR's pass)";
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::with_options(
        "mem2reg",
        "Mem2Reg",
        "Promotes memory slots into values",
        |_: &Mem2RegOptions| {
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
