//! The program generator: small random modules for differential testing of
//! passes, written in MLIR's custom form, deterministic from a seed and
//! free of undefined behaviour by construction.
//!
//! A program is `@f0`, `@f1`, ... and a public `@main` taking and returning
//! `i32`/`i64`/`index`; each function's results mix its arguments with
//! what its body computed. Bodies are random constructs ([`menu`]):
//! straight-line `arith` with repeated expressions and constant chains
//! ([`arith`]), `cf` diamonds, counted and irreducible loops and switches
//! passing values through block arguments ([`cfg`](mod@cfg)), the `-O0` memory shape
//! ([`memory`]), calls ([`calls`]) and `scf` regions ([`scf`]), nested in
//! each other up to [`ProgramConfig::max_depth`].
//!
//! Why no run of a program is undefined, each hazard with where it is
//! avoided:
//! - division by zero and signed `MIN / -1`: guarded divisors ([`arith`]);
//! - shifts by the bit width or more: masked amounts ([`arith`]);
//! - poison: no op that can make it is generated (no `nsw`/`nuw`, no
//!   `ub.poison`, shifts masked), so no branch or divisor sees it;
//! - out-of-bounds or uninitialised memory: constant or masked indices and
//!   stores of every element first ([`memory`]);
//! - non-termination: loops count up to bounds of at most
//!   [`ProgramConfig::max_trips`] or down from them ([`cfg`](mod@cfg), [`scf`],
//!   [`memory`]); calls go to earlier functions, recursion is bounded by a
//!   depth argument ([`calls`]).

pub mod arith;
pub mod calls;
pub mod cfg;
pub mod config;
pub mod coverage;
pub mod ctx;
pub mod function;
pub mod memory;
pub mod menu;
pub mod scf;
pub mod writer;

pub use config::{Feature, Features, ProgramConfig};
pub use coverage::Coverage;

use crate::rng::Rng;

/// The program for `seed` under `cfg`, as MLIR text.
///
/// Panics if `cfg` is invalid (see [`ProgramConfig::validate`]).
pub fn generate_program(seed: u64, cfg: &ProgramConfig) -> String {
    generate_program_with_coverage(seed, cfg).0
}

/// [`generate_program`], also saying which features the program uses.
pub fn generate_program_with_coverage(seed: u64, cfg: &ProgramConfig) -> (String, Coverage) {
    if let Err(e) = cfg.validate() {
        panic!("invalid program config: {e}");
    }
    let mut rng = Rng::new(seed);
    let mut coverage = Coverage::default();
    let sigs = function::plan(&mut rng, cfg);
    let mut callees = Vec::with_capacity(sigs.len());
    let mut text = String::from("module {\n");
    for sig in &sigs {
        let (body, callee) = function::generate(&mut rng, cfg, sig, &callees, &mut coverage);
        text.push_str(&body);
        callees.push(callee);
    }
    text.push_str("}\n");
    (text, coverage)
}
