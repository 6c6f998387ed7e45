//! Test passes for the pass infrastructure itself (as MLIR's
//! `test-pass-failure`, `test-stats-pass`, `test-module-pass`, ...): each
//! exercises one feature of the pass manager in the lit tests under
//! `test/Pass/`.

mod analysis_cache;
mod failure;
mod invalid_ir;
mod mark_visited;
mod noop;
mod options;
mod panic_on_op;
mod statistics;
mod swap_subi;

use ir_core::pass::PassRegistry;

/// Registers every infrastructure test pass.
pub fn register(passes: &mut PassRegistry) {
    analysis_cache::register(passes);
    failure::register(passes);
    invalid_ir::register(passes);
    mark_visited::register(passes);
    noop::register(passes);
    options::register(passes);
    panic_on_op::register(passes);
    statistics::register(passes);
    swap_subi::register(passes);
}
