//! The float arithmetic ops (`addf`, ..., `minnumf`, and `negf`): operands
//! and a result of one float type (or vectors and tensors of it), with
//! optional fast-math flags, written `$lhs, $rhs fastmath<...> : type`.
//! The binary ones are declared on one line each by [`float_ops!`].

use super::apfloat::BinaryOp;
use super::attrs::{fastmath_none, summarized, FastMathAttr, FastMathFlags};
use super::fold::float as fold;
use super::interp::float::{binary, negate, FloatOp};
use super::patterns::cast as patterns;
use super::types::{binary_constraints, same_as_result};
use super::verify;
use super::TwoOperands;
use ir_core::interfaces::{Canonicalize, Fold};
use ir_core::interp::Interpretable;
use ir_core::ods::TypeConstraint;
use ir_core::{op, OpDefinition, OpTraits, ValueId};

/// What the float ops compute with.
const FLOAT: TypeConstraint = TypeConstraint::FLOAT_LIKE;

/// Declares the binary float ops and [`binary_ops`], their definitions
/// with traits (besides `PURE`), signature verifier, folder, semantics and
/// patterns.
macro_rules! float_ops {
    ($(
        $(#[$meta:meta])*
        $name:ident = $mnemonic:ident: $summary:literal, $traits:ident,
            $folder:path, $semantics:expr $(, $patterns:path)?;
    )*) => {
        $(
            op! {
                $(#[$meta])*
                pub struct $name = arith.$mnemonic {
                    summary: $summary,
                    operands: (lhs: one(FLOAT), rhs: one(FLOAT)),
                    results: (result: one(FLOAT)),
                    attributes: (fastmath: default(FastMathAttr, fastmath_none)),
                    constraints: binary_constraints,
                    format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
                }
            }

            impl TwoOperands for $name<'_> {
                fn parts(&self) -> (ValueId, ValueId, ValueId) {
                    (self.lhs(), self.rhs(), self.result())
                }
            }
        )*

        /// The definitions of the binary float ops.
        fn binary_ops() -> impl Iterator<Item = OpDefinition> {
            [$(
                $name::definition()
                    .with_traits(OpTraits::$traits)
                    .with_signature_verifier(verify::arithmetic)
                    .with_interface(Fold($folder))
                    .with_interface(Interpretable::simple(|_, view, values| {
                        let flags = view.as_op::<$name>().and_then(|op| op.fastmath());
                        binary(values, $semantics, FastMathFlags::of(flags))
                    }))
                    $( .with_interface(Canonicalize($patterns)) )?
            ),*].into_iter()
        }
    };
}

float_ops! {
    /// `%r = arith.addf %a, %b fastmath<nnan> : f32`.
    AddFOp = addf: "Float addition", COMMUTATIVE, fold::addf, FloatOp::Arithmetic(BinaryOp::Add);
    /// `%r = arith.subf %a, %b : f32`.
    SubFOp = subf: "Float subtraction", NONE, fold::subf, FloatOp::Arithmetic(BinaryOp::Sub);
    /// `%r = arith.mulf %a, %b : f32`.
    MulFOp = mulf: "Float multiplication", COMMUTATIVE, fold::mulf, FloatOp::Arithmetic(BinaryOp::Mul), patterns::mulf;
    /// `%r = arith.divf %a, %b : f32`.
    DivFOp = divf: "Float division", NONE, fold::divf, FloatOp::Arithmetic(BinaryOp::Div), patterns::divf;
    /// `%r = arith.remf %a, %b : f32`.
    RemFOp = remf: "Float remainder (the sign of the dividend)", NONE, fold::remf, FloatOp::Arithmetic(BinaryOp::Rem);
    /// `%r = arith.maximumf %a, %b : f32`.
    MaximumFOp = maximumf: "Float maximum (NaNs propagate, -0 < +0)", COMMUTATIVE, fold::maximumf, FloatOp::Maximum;
    /// `%r = arith.minimumf %a, %b : f32`.
    MinimumFOp = minimumf: "Float minimum (NaNs propagate, -0 < +0)", COMMUTATIVE, fold::minimumf, FloatOp::Minimum;
    /// `%r = arith.maxnumf %a, %b : f32`.
    MaxNumFOp = maxnumf: "Float maximum (numbers win over quiet NaNs)", COMMUTATIVE, fold::maxnumf, FloatOp::MaxNum;
    /// `%r = arith.minnumf %a, %b : f32`.
    MinNumFOp = minnumf: "Float minimum (numbers win over quiet NaNs)", COMMUTATIVE, fold::minnumf, FloatOp::MinNum;
}

op! {
    /// `%r = arith.negf %a fastmath<nnan> : f32`.
    pub struct NegFOp = arith.negf {
        summary: "Float negation",
        operands: (operand: one(FLOAT)),
        results: (result: one(FLOAT)),
        attributes: (fastmath: default(FastMathAttr, fastmath_none)),
        constraints: |spec| summarized(spec.infer("operand", same_as_result)),
        format: "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    }
}

/// The definitions of the float arithmetic ops.
pub fn ops() -> Vec<OpDefinition> {
    let negf = NegFOp::definition()
        .with_signature_verifier(verify::arithmetic)
        .with_interface(Fold(fold::negf))
        .with_interface(Interpretable::simple(|_, view, values| {
            let flags = view.as_op::<NegFOp>().and_then(|op| op.fastmath());
            negate(values, FastMathFlags::of(flags))
        }));
    binary_ops().chain([negf]).collect()
}
