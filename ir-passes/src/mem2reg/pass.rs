//! The `mem2reg` pass: promotion on the op it runs on and on every op
//! isolated from above inside it. By default it promotes what MLIR's does
//! (mlir/Transforms/Passes.td, "mem2reg"). Its one option is MLIR's:
//! `region-simplify`, which MLIR's pass declares but does not act on
//! (mlir-opt-22 gives the same output with either value), so it changes
//! nothing here either.
//!
//! `mem2reg-structured` is ours: `mem2reg` with all of its
//! [`Extensions`] (slots accessed in the regions of structured ops, and
//! arrays split into elements).

use super::{promote_memory_slots, Extensions};
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

/// Registers `mem2reg` (MLIR's) and `mem2reg-structured` (ours).
pub fn register(passes: &mut PassRegistry) {
    let all = Extensions {
        in_regions: true,
        split_arrays: true,
    };
    for (argument, name, summary, extensions) in [
        (
            "mem2reg",
            "Mem2Reg",
            "Promotes memory slots into values",
            Extensions::default(),
        ),
        (
            "mem2reg-structured",
            "Mem2RegStructured",
            "Promotes memory slots into values, also those accessed in the regions of structured ops (carried through their results and region arguments) and static arrays accessed at constant indices (split into elements)",
            all,
        ),
    ] {
        passes.register(PassInfo::with_options(
            argument,
            name,
            summary,
            move |_: &Mem2RegOptions| {
                Ok(Box::new(BodyPass::new(
                    move |ctx, body, roots, _, counters: &Mem2RegStatistics| {
                        let stats = promote_memory_slots(ctx, body, roots, extensions);
                        counters.slots.add(stats.slots);
                        counters.block_arguments.add(stats.block_arguments);
                        Ok(())
                    },
                ).skipping_fixed_points()))
            },
        ));
    }
}
