//! Transformation and analysis passes of the framework, and
//! [`register_all`] to add them to a tool's pass registry.
//!
//! - `canonicalize`, over the greedy pattern driver ([`greedy`]), which
//!   downstream passes may call with their own [`greedy::PatternSet`];
//! - `convert-scf-to-cf` and `reconcile-unrealized-casts`, over the
//!   core's conversion driver;
//! - [`cse`], [`gvn`], [`sccp`], [`dce`], [`mem2reg`] and [`sroa`];
//! - [`inline`], `symbol-dce` and `symbol-privatize`, over the call graph
//!   and the symbol walk of the core;
//! - MLIR's utility passes: `composite-fixed-point-pass` (a pipeline run
//!   to a fixed point), `print-op-stats`, `strip-debuginfo` and
//!   `view-op-graph`;
//! - the region passes [`licm`] (`loop-invariant-code-motion`),
//!   [`control_flow_sink`] (`control-flow-sink`) and [`topological_sort`];
//! - `split-critical-edges` and `convert-block-args-to-copies`, leaving
//!   SSA ([`out_of_ssa`]);
//! - the test passes of the pass infrastructure (`infra_test`) and of the
//!   analyses (`test_analyses`).

pub mod branch_operands;
mod canonicalize;
mod composite;
pub mod control_flow_sink;
mod conversion;
pub mod cse;
pub mod dce;
mod forwarding;
pub mod greedy;
pub mod gvn;
mod infra_test;
pub mod inline;
pub mod licm;
pub mod mem2reg;
mod nested;
mod nested_pipeline;
mod operand_growth;
pub mod out_of_ssa;
mod print_op_stats;
pub mod remove_dead_values;
pub mod sccp;
#[cfg(test)]
mod shared_dominance_tests;
mod slot_uses;
pub mod sroa;
mod strip_debuginfo;
mod symbol_dce;
mod symbol_privatize;
mod test_analyses;
#[cfg(test)]
mod test_support;
pub mod topological_sort;
mod touched;
mod view_op_graph;
mod walk;

use ir_core::pass::PassRegistry;

/// Registers every pass of this crate.
pub fn register_all(passes: &mut PassRegistry) {
    register_transforms(passes);
    // The pipelines that the inliner and the composite pass run may use
    // every other pass of this crate.
    let mut nested = PassRegistry::new();
    register_transforms(&mut nested);
    let nested = std::sync::Arc::new(nested);
    inline::register(passes, nested.clone());
    composite::register(passes, nested);
}

/// Registers every pass of this crate but those running pipelines.
fn register_transforms(passes: &mut PassRegistry) {
    canonicalize::register(passes);
    control_flow_sink::register(passes);
    conversion::register(passes);
    cse::register(passes);
    dce::register(passes);
    gvn::register(passes);
    licm::register(passes);
    mem2reg::register(passes);
    out_of_ssa::register(passes);
    print_op_stats::register(passes);
    remove_dead_values::register(passes);
    sccp::register(passes);
    strip_debuginfo::register(passes);
    symbol_dce::register(passes);
    symbol_privatize::register(passes);
    sroa::register(passes);
    topological_sort::register(passes);
    view_op_graph::register(passes);
    infra_test::register(passes);
    test_analyses::register(passes);
}
