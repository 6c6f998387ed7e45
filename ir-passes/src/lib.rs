//! Transformation and analysis passes of the framework, and
//! [`register_all`] to add them to a tool's pass registry.
//!
//! For now: the test passes of the pass infrastructure (`infra_test`);
//! mem2reg, GVN, SCCP, canonicalize, DCE and the lowering out of SSA follow.

mod infra_test;

use ir_core::pass::PassRegistry;

/// Registers every pass of this crate.
pub fn register_all(passes: &mut PassRegistry) {
    infra_test::register(passes);
}
