//! `reconcile-unrealized-casts`: folds chains of
//! `builtin.unrealized_conversion_cast` that lead back to their source
//! types and erases dead casts, on the op it runs on and every isolated
//! op inside (MLIR's pass of that name; live casts that do not fold stay,
//! as there).

use crate::nested::BodyPass;
use ir_core::conversion::{casts_in, reconcile_casts};
use ir_core::pass::{PassInfo, PassRegistry};

ir_core::pass_statistics! {
    /// The counters of `reconcile-unrealized-casts`.
    struct ReconcileStatistics {
        folded("num-folded"): "Number of cast chains folded";
        erased("num-erased"): "Number of casts erased";
    }
}

/// Registers the pass.
pub(super) fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "reconcile-unrealized-casts",
        "ReconcileUnrealizedCastsPass",
        "Simplify and eliminate unrealized conversion casts",
        |_| {
            Ok(Box::new(
                BodyPass::new(|ctx, body, roots, _, counters: &ReconcileStatistics| {
                    let casts = casts_in(ctx, body, roots);
                    let (stats, _) = reconcile_casts(ctx, body, &casts);
                    counters.folded.add(stats.folded);
                    counters.erased.add(stats.erased);
                    Ok(())
                })
                .skipping_fixed_points(),
            ))
        },
    ));
}
