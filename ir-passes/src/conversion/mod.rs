//! The conversion passes: `convert-scf-to-cf` ([`scf_to_cf`]) and
//! `reconcile-unrealized-casts` ([`reconcile`]), over the core's
//! conversion driver (`ir_core::conversion`).

mod reconcile;
mod scf_to_cf;

use ir_core::pass::PassRegistry;

/// Registers the conversion passes.
pub fn register(passes: &mut PassRegistry) {
    scf_to_cf::register(passes);
    reconcile::register(passes);
}
