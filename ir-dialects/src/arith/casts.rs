//! The casts (`extsi`, `trunci`, `sitofp`, `extf`, `index_cast`, `bitcast`,
//! ...): one operand and one result of the same shape, written
//! `$in <flags> : type($in) to type($out)`, with each cast's rule on the
//! element types ("cast incompatible" otherwise). The casts without
//! attributes are declared on one line each by [`casts!`].

use super::attrs::{overflow_none, summarized, FastMathAttr, FastMathFlags, OverflowAttr};
use super::attrs::{OverflowFlags, RoundingMode};
use super::fold::cast as fold;
use super::interp::cast::{cast, CastFlags, CastOp};
use super::interp::rounding::Rounding;
use super::patterns::cast as patterns;
use super::types::{
    element_type, element_type_or_memref, float_kind, integer_width, BITCAST_OPERAND,
    INDEX_CAST_OPERAND,
};
use super::verify::{self, type_text};
use super::OneOperand;
use ir_core::interfaces::{Canonicalize, Fold};
use ir_core::interp::Interpretable;
use ir_core::ods::TypeConstraint;
use ir_core::{op, Context, Diagnostic, OpDefinition, OpView, Type, TypeKind, ValueId};

const INT: TypeConstraint = TypeConstraint::SIGNLESS_FIXED_WIDTH_INTEGER_LIKE;
const FLOAT: TypeConstraint = TypeConstraint::FLOAT_LIKE;

/// Whether a cast converts elements of type `from` to `to`.
type Rule = fn(&Context, Type, Type) -> bool;

/// The input and result of cast handle `$name`.
macro_rules! one_operand {
    ($name:ident) => {
        impl OneOperand for $name<'_> {
            fn parts(&self) -> (ValueId, ValueId) {
                (self.input(), self.out())
            }
        }
    };
}

/// Declares the casts without attributes and [`plain_casts`], their
/// definitions with verifier, folder, semantics and patterns.
macro_rules! casts {
    ($(
        $(#[$meta:meta])*
        $name:ident = $mnemonic:ident: $summary:literal, $from:ident -> $to:ident, $rule:path,
            $folder:path, $semantics:expr $(, $patterns:path)?;
    )*) => {
        $(
            op! {
                $(#[$meta])*
                pub struct $name = arith.$mnemonic {
                    summary: $summary,
                    operands: (input as "in": one($from)),
                    results: (out: one($to)),
                    format: "$in attr-dict `:` type($in) `to` type($out)",
                }
            }
            one_operand!($name);
        )*

        /// The definitions of the casts without attributes.
        fn plain_casts() -> impl Iterator<Item = OpDefinition> {
            [$(
                $name::definition()
                    .with_signature_verifier(|view| verify_cast(view, $rule))
                    .with_interface(Fold($folder))
                    .with_interface(Interpretable::simple(|_, view, values| {
                        cast(view, values, $semantics, CastFlags::default())
                    }))
                    $( .with_interface(Canonicalize($patterns)) )?
            ),*].into_iter()
        }
    };
}

casts! {
    /// `%w = arith.extui %x : i8 to i32`.
    ExtUIOp = extui: "Zero-extends an integer", INT -> INT, widens_int, fold::extui, CastOp::ExtU, patterns::extui;
    /// `%w = arith.extsi %x : i8 to i32`.
    ExtSIOp = extsi: "Sign-extends an integer", INT -> INT, widens_int, fold::extsi, CastOp::ExtS, patterns::extsi;
    /// `%f = arith.sitofp %x : i32 to f32`.
    SIToFPOp = sitofp: "Converts a signed integer to a float", INT -> FLOAT, int_to_float, fold::sitofp, CastOp::SIToFP;
    /// `%f = arith.uitofp %x : i32 to f32`.
    UIToFPOp = uitofp: "Converts an unsigned integer to a float", INT -> FLOAT, int_to_float, fold::uitofp, CastOp::UIToFP;
    /// `%i = arith.fptosi %x : f32 to i32`.
    FPToSIOp = fptosi: "Converts a float to a signed integer", FLOAT -> INT, float_to_int, fold::fptosi, CastOp::FPToSI;
    /// `%i = arith.fptoui %x : f32 to i32`.
    FPToUIOp = fptoui: "Converts a float to an unsigned integer", FLOAT -> INT, float_to_int, fold::fptoui, CastOp::FPToUI;
    /// `%i = arith.index_cast %x : index to i32`.
    IndexCastOp = index_cast: "Casts between integers and index (sign-extending)",
        INDEX_CAST_OPERAND -> INDEX_CAST_OPERAND, index_and_int, fold::index_cast, CastOp::IndexCast, patterns::index_cast;
    /// `%i = arith.index_castui %x : index to i32`.
    IndexCastUIOp = index_castui: "Casts between integers and index (zero-extending)",
        INDEX_CAST_OPERAND -> INDEX_CAST_OPERAND, index_and_int, fold::index_castui, CastOp::IndexCastU, patterns::index_castui;
    /// `%f = arith.bitcast %x : i32 to f32`.
    BitcastOp = bitcast: "Reinterprets the bits of a value of the same width",
        BITCAST_OPERAND -> BITCAST_OPERAND, same_width, fold::bitcast, CastOp::Bitcast, patterns::bitcast;
}

op! {
    /// `%n = arith.trunci %x overflow<nsw> : i32 to i8`.
    pub struct TruncIOp = arith.trunci {
        summary: "Truncates an integer",
        operands: (input as "in": one(INT)),
        results: (out: one(INT)),
        attributes: (overflow_flags as "overflowFlags": default(OverflowAttr, overflow_none)),
        constraints: summarized,
        format: "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)",
    }
}

op! {
    /// `%d = arith.extf %x fastmath<contract> : f32 to f64`.
    pub struct ExtFOp = arith.extf {
        summary: "Extends a float to a wider format",
        operands: (input as "in": one(FLOAT)),
        results: (out: one(FLOAT)),
        attributes: (fastmath: optional(FastMathAttr)),
        constraints: summarized,
        format: "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
    }
}

op! {
    /// `%h = arith.truncf %x downward : f32 to f16`.
    pub struct TruncFOp = arith.truncf {
        summary: "Truncates a float to a narrower format",
        operands: (input as "in": one(FLOAT)),
        results: (out: one(FLOAT)),
        attributes: (roundingmode: optional(RoundingMode), fastmath: optional(FastMathAttr)),
        constraints: summarized,
        format: "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
    }
}

one_operand!(TruncIOp);
one_operand!(ExtFOp);
one_operand!(TruncFOp);

/// The definitions of the casts.
pub fn ops() -> Vec<OpDefinition> {
    let trunci = TruncIOp::definition()
        .with_signature_verifier(|view| verify_cast(view, narrows_int))
        .with_interface(Fold(fold::trunci))
        .with_interface(Interpretable::simple(|_, view, values| {
            let overflow = view.as_op::<TruncIOp>().and_then(|op| op.overflow_flags());
            let flags = CastFlags {
                overflow: OverflowFlags::of(overflow),
                ..CastFlags::default()
            };
            cast(view, values, CastOp::Trunc, flags)
        }))
        .with_interface(Canonicalize(patterns::trunci));
    let extf = ExtFOp::definition()
        .with_signature_verifier(|view| verify_cast(view, widens_float))
        .with_interface(Fold(fold::extf))
        .with_interface(Interpretable::simple(|_, view, values| {
            let fastmath = view.as_op::<ExtFOp>().and_then(|op| op.fastmath());
            let flags = CastFlags {
                fastmath: FastMathFlags::of(fastmath),
                ..CastFlags::default()
            };
            cast(view, values, CastOp::ExtF, flags)
        }));
    let truncf = TruncFOp::definition()
        .with_signature_verifier(|view| verify_cast(view, narrows_float))
        .with_interface(Fold(fold::truncf))
        .with_interface(Interpretable::simple(|_, view, values| {
            let op = view.as_op::<TruncFOp>();
            let flags = CastFlags {
                fastmath: FastMathFlags::of(op.as_ref().and_then(|op| op.fastmath())),
                rounding: Rounding::of(op.and_then(|op| op.roundingmode())),
                ..CastFlags::default()
            };
            cast(view, values, CastOp::TruncF, flags)
        }))
        .with_interface(Canonicalize(patterns::truncf));
    plain_casts().chain([trunci, extf, truncf]).collect()
}

/// The width of a float type.
fn float_width(ctx: &Context, ty: Type) -> Option<u32> {
    float_kind(ctx, ty).map(|k| k.width())
}

/// `extsi`, `extui`: integers to wider integers.
fn widens_int(ctx: &Context, from: Type, to: Type) -> bool {
    let (a, b) = (element_type(ctx, from), element_type(ctx, to));
    integer_width(ctx, b) > integer_width(ctx, a) && integer_width(ctx, a).is_some()
}

/// `trunci`: integers to narrower integers.
fn narrows_int(ctx: &Context, from: Type, to: Type) -> bool {
    let (a, b) = (element_type(ctx, from), element_type(ctx, to));
    integer_width(ctx, b).is_some() && integer_width(ctx, b) < integer_width(ctx, a)
}

/// `extf`: floats to wider floats.
fn widens_float(ctx: &Context, from: Type, to: Type) -> bool {
    let (a, b) = (element_type(ctx, from), element_type(ctx, to));
    float_kind(ctx, a).is_some() && float_width(ctx, b) > float_width(ctx, a)
}

/// `truncf`: floats to narrower floats.
fn narrows_float(ctx: &Context, from: Type, to: Type) -> bool {
    let (a, b) = (element_type(ctx, from), element_type(ctx, to));
    float_kind(ctx, b).is_some() && float_width(ctx, b) < float_width(ctx, a)
}

/// `sitofp`, `uitofp`: integers to floats.
fn int_to_float(ctx: &Context, from: Type, to: Type) -> bool {
    let (a, b) = (element_type(ctx, from), element_type(ctx, to));
    integer_width(ctx, a).is_some() && float_kind(ctx, b).is_some()
}

/// `fptosi`, `fptoui`: floats to integers.
fn float_to_int(ctx: &Context, from: Type, to: Type) -> bool {
    int_to_float(ctx, to, from)
}

/// `index_cast`, `index_castui`: index to integer or integer to index
/// (also as memref elements).
fn index_and_int(ctx: &Context, from: Type, to: Type) -> bool {
    let is_index = |t: Type| matches!(ctx.type_kind(t), TypeKind::Index);
    let is_int = |t: Type| integer_width(ctx, t).is_some();
    let (a, b) = (
        element_type_or_memref(ctx, from),
        element_type_or_memref(ctx, to),
    );
    (is_index(a) && is_int(b)) || (is_int(a) && is_index(b))
}

/// `bitcast`: integers or floats of one width (also as memref elements).
fn same_width(ctx: &Context, from: Type, to: Type) -> bool {
    let (a, b) = (
        element_type_or_memref(ctx, from),
        element_type_or_memref(ctx, to),
    );
    let width = |t| integer_width(ctx, t).or_else(|| float_width(ctx, t));
    width(a).is_some() && width(a) == width(b)
}

/// A cast's checks, in MLIR's order: tensor dimensions, shapes, the
/// cast's rule, element-wise mapping.
fn verify_cast(view: &OpView<'_>, rule: Rule) -> Result<(), Diagnostic> {
    verify::same_tensor_dims(view)?;
    verify::same_operands_and_result_shape(view)?;
    let (from, to) = (view.operand_types()[0], view.result_types()[0]);
    if !rule(view.ctx, from, to) {
        return Err(view.error(format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            type_text(view, from),
            type_text(view, to)
        )));
    }
    verify::elementwise(view)
}
