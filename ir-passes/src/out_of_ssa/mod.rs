//! Leaving SSA: block arguments become variables and copies.
//!
//! - `split-critical-edges` ([`split_critical_edges`]): an edge from a
//!   block with several successors to a block with several predecessors
//!   gets a block of its own, so that copies for that edge alone have a
//!   place (otherwise a copy at the end of the source would run on its
//!   other edges too: the lost-copy problem).
//! - `convert-block-args-to-copies` ([`convert_block_args_to_copies`]):
//!   the arguments of blocks other than entry blocks get variables of the
//!   `var` dialect (`ir_dialects::var`); each use reads the variable just
//!   before its user, and each edge writes the values it passed with a
//!   parallel copy, sequentialized (`parallel_copy`) so that a cycle costs
//!   one temporary and no copy overwrites a value still needed.
//!   Coalescing (`colouring`) lets a block argument share its variable
//!   with the values copied into it when their live ranges do not
//!   interfere (`live_check` tells, from the uses alone); an op result
//!   that shares is written into the variable where it is defined, so a
//!   counting loop's induction variable needs no copy. The pass reports
//!   copies against a naive lowering and, measured on request
//!   (`pressure`), variables against register pressure (statistics,
//!   `report` option).
//! - `verify-out-of-ssa` ([`verify_out_of_ssa`]): the rules of the result.
//!
//! The form afterwards: no block but a region's entry block has
//! arguments, no branch passes operands, variables are declared at the top
//! of the function, and a value lives in its variable over its whole live
//! range (so the program still runs in the interpreter with the same
//! results). Nothing recurses, and the lowering is linear in the size of
//! the function: no live sets are built (a function of a million ops may
//! keep ten thousand values live across each of its blocks), each
//! interference question is a binary search over a value's uses, and a
//! value tries a bounded number of variables. Only measuring the pressure
//! costs the total size of the live ranges — the interference graph's
//! size, which grows faster than the function when the values live at
//! once do.

mod assignment;
mod colouring;
mod forwarded;
mod live_check;
mod lower;
mod parallel_copy;
mod pass;
mod pressure;
mod regions;
mod rewrite;
mod split_edges;
#[cfg(test)]
mod tests;
mod verify;
mod webs;

pub use lower::{convert_block_args_to_copies, OutOfSsaOptions, OutOfSsaStats};
pub use pass::register;
pub use split_edges::split_critical_edges;
pub use verify::verify_out_of_ssa;
