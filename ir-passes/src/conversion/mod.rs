//! The conversion passes: `convert-scf-to-cf` (`scf_to_cf`) and
//! `reconcile-unrealized-casts` (`reconcile`), over the core's
//! conversion driver (`ir_core::conversion`), and `test-type-conversion`,
//! which exercises the framework in lit tests.

mod reconcile;
mod scf_to_cf;
mod test_type_conversion;

use ir_core::pass::PassRegistry;

/// Registers the conversion passes.
pub fn register(passes: &mut PassRegistry) {
    scf_to_cf::register(passes);
    reconcile::register(passes);
    test_type_conversion::register(passes);
}
