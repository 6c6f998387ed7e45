//! Generic control-flow graph algorithms on dense node indices `0..n`.
//!
//! These modules depend only on `std`; IR adapters map blocks to indices.
//! [`order`] provides the compact graph representation and depth-first
//! orderings, [`dominance`] dominator and post-dominator trees and
//! dominance frontiers.

pub mod dominance;
pub mod order;
pub mod region;
