//! Control-flow graph algorithms on dense node indices `0..n`, and their
//! adapters to IR regions.
//!
//! [`order`] provides the compact graph representation and depth-first
//! orderings, [`dominance`] dominator and post-dominator trees and
//! dominance frontiers, [`scc`] strongly connected components, [`loops`]
//! the loop nesting forest. [`region_cfg`] numbers the blocks of an IR
//! region for them (with reverse postorder, predecessors and critical
//! edges), [`region`] adds the dominator tree, [`dominance_analysis`] holds
//! those of an op's regions as a cached analysis, and [`liveness`] computes
//! where the SSA values of an op's regions are live. Nothing recurses.

pub mod block_numbers;
pub mod call_graph;
pub mod dominance;
pub mod dominance_analysis;
mod lists;
pub mod liveness;
pub mod loops;
pub mod order;
pub mod region;
pub mod region_cfg;
pub mod scc;
#[cfg(test)]
mod test_graphs;
