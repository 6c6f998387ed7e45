//! The `arith` dialect: integer and float arithmetic, comparisons,
//! selection, casts and constants, with MLIR's custom syntax, verifiers,
//! folders and canonicalization patterns.
//!
//! Ops are declared with [`ir_core::ods::OpSpec`] and assembly formats
//! (`ops_int.rs`, `ops_float.rs`, `casts.rs`, `cmp.rs`, `constant.rs`);
//! `select.rs` has a hand-written form. Verification runs the spec's
//! checks, then MLIR's trait checks in MLIR's order (`verify.rs`). Folding
//! computes with fixed-width integers (`apint.rs`, 1 to 128 bits) and IEEE
//! floats (`apfloat.rs`: `f16`, `bf16`, `f32`, `f64`; `f80`/`f128` and
//! integers wider than 128 bits are left unfolded).

mod apfloat;
mod apint;
mod attrs;
mod casts;
mod cmp;
mod constant;
mod fold;
mod interp;
mod ops_float;
mod ops_int;
mod patterns;
mod select;
mod types;
mod verify;

#[cfg(test)]
mod test_util;

use ir_core::{Dialect, OpTraits};

pub use apint::ApInt;

/// `COMMUTATIVE` if `commutative`, no trait otherwise.
fn commutative_if(commutative: bool) -> OpTraits {
    if commutative {
        OpTraits::COMMUTATIVE
    } else {
        OpTraits::NONE
    }
}

/// The `arith` dialect. Every op is `PURE`.
pub fn dialect() -> Dialect {
    let ops = [
        ops_int::ops(),
        ops_float::ops(),
        casts::ops(),
        cmp::ops(),
        vec![select::op(), constant::op()],
    ]
    .into_iter()
    .flatten()
    .map(|op| patterns::attach(op.with_traits(OpTraits::PURE)))
    .map(interp::attach)
    .collect();
    Dialect::new("arith", ops)
        .with_attr::<attrs::OverflowAttr>()
        .with_attr::<attrs::FastMathAttr>()
        .with_constant_materializer(constant::materialize)
}
