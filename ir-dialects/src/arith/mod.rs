//! The `arith` dialect: integer and float arithmetic, comparisons,
//! selection, casts and constants, with MLIR's custom syntax, verifiers,
//! folders and canonicalization patterns.
//!
//! Every op is declared once with [`ir_core::op!`] (operands, results and
//! attributes with their Rust types, assembly format) together with its
//! traits, verifier, folder, semantics and patterns, and used through its
//! typed handle (MLIR's class names: [`AddIOp`], [`CmpIOp`], [`SelectOp`],
//! ...): `ops_int.rs`, `ops_float.rs`, `casts.rs`, `cmp.rs`, `select.rs`
//! (a hand-written form) and `constant.rs`. Verification runs the spec's
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
mod speculation;
mod types;
mod verify;

#[cfg(test)]
mod test_util;

use ir_core::{Dialect, OpTraits, ValueId};

pub use apint::ApInt;
pub use attrs::{
    CmpFPredicate, CmpIPredicate, FastMathAttr, FastMathFlags, OverflowAttr, OverflowFlags,
    RoundingMode,
};
pub use casts::{
    BitcastOp, ExtFOp, ExtSIOp, ExtUIOp, FPToSIOp, FPToUIOp, IndexCastOp, IndexCastUIOp, SIToFPOp,
    TruncFOp, TruncIOp, UIToFPOp,
};
pub use cmp::{CmpFOp, CmpIOp};
pub(crate) use constant::bool_constant;
pub use constant::ConstantOp;
pub use ops_float::{
    AddFOp, DivFOp, MaxNumFOp, MaximumFOp, MinNumFOp, MinimumFOp, MulFOp, NegFOp, RemFOp, SubFOp,
};
pub use ops_int::{
    AddIOp, AndIOp, CeilDivSIOp, CeilDivUIOp, DivSIOp, DivUIOp, FloorDivSIOp, MaxSIOp, MaxUIOp,
    MinSIOp, MinUIOp, MulIOp, OrIOp, RemSIOp, RemUIOp, ShLIOp, ShRSIOp, ShRUIOp, SubIOp, XOrIOp,
};
pub use select::SelectOp;

/// What the handle of every binary arithmetic op has: two operands and a
/// result (so that folders and patterns shared by several ops read them).
trait TwoOperands {
    /// The left and right operands and the result.
    fn parts(&self) -> (ValueId, ValueId, ValueId);
}

/// What the handle of every cast has: an input and a result.
trait OneOperand {
    /// The input and the result.
    fn parts(&self) -> (ValueId, ValueId);
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
    .map(|op| op.with_traits(OpTraits::PURE))
    .collect();
    Dialect::new("arith", ops)
        .with_attr::<attrs::OverflowAttr>()
        .with_attr::<attrs::FastMathAttr>()
        .with_constant_materializer(constant::materialize)
        .with_interface(ir_core::interfaces::DialectInliner::ALWAYS)
}
