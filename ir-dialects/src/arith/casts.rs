//! The casts (`extsi`, `trunci`, `sitofp`, `extf`, `index_cast`, `bitcast`,
//! ...): one operand and one result of the same shape, written
//! `$in <flags> : type($in) to type($out)`, with each cast's rule on the
//! element types ("cast incompatible" otherwise).

use super::attrs::{overflow_none, summarized, RoundingMode, FASTMATH, OVERFLOW};
use super::fold::cast as fold;
use super::fold::{with_folder, FoldFn};
use super::types::{
    element_type, element_type_or_memref, float_kind, integer_width, BITCAST_OPERAND,
    INDEX_CAST_OPERAND,
};
use super::verify::{self, type_text};
use ir_core::ods::{AttrType, OpSpec, TypeConstraint};
use ir_core::{Context, Diagnostic, OpDefinition, OpView, Type, TypeKind};

/// The plain format of a cast.
const FORMAT: &str = "$in attr-dict `:` type($in) `to` type($out)";

/// Name, summary, operand and result constraint, folder.
const CASTS: &[(&str, &str, TypeConstraint, TypeConstraint, FoldFn)] = &[
    (
        "arith.extui",
        "Zero-extends an integer",
        INT,
        INT,
        fold::extui,
    ),
    (
        "arith.extsi",
        "Sign-extends an integer",
        INT,
        INT,
        fold::extsi,
    ),
    (
        "arith.sitofp",
        "Converts a signed integer to a float",
        INT,
        FLOAT,
        fold::sitofp,
    ),
    (
        "arith.uitofp",
        "Converts an unsigned integer to a float",
        INT,
        FLOAT,
        fold::uitofp,
    ),
    (
        "arith.fptosi",
        "Converts a float to a signed integer",
        FLOAT,
        INT,
        fold::fptosi,
    ),
    (
        "arith.fptoui",
        "Converts a float to an unsigned integer",
        FLOAT,
        INT,
        fold::fptoui,
    ),
    (
        "arith.index_cast",
        "Casts between integers and index (sign-extending)",
        INDEX_CAST_OPERAND,
        INDEX_CAST_OPERAND,
        fold::index_cast,
    ),
    (
        "arith.index_castui",
        "Casts between integers and index (zero-extending)",
        INDEX_CAST_OPERAND,
        INDEX_CAST_OPERAND,
        fold::index_castui,
    ),
    (
        "arith.bitcast",
        "Reinterprets the bits of a value of the same width",
        BITCAST_OPERAND,
        BITCAST_OPERAND,
        fold::bitcast,
    ),
];

const INT: TypeConstraint = TypeConstraint::SIGNLESS_FIXED_WIDTH_INTEGER_LIKE;
const FLOAT: TypeConstraint = TypeConstraint::FLOAT_LIKE;

fn cast_spec(from: TypeConstraint, to: TypeConstraint) -> OpSpec {
    OpSpec::new().operand("in", from).result("out", to)
}

fn cast(
    name: &'static str,
    summary: &'static str,
    spec: OpSpec,
    format: &str,
    folder: FoldFn,
) -> OpDefinition {
    let op = OpDefinition::new(name, summary)
        .with_format(summarized(spec), format)
        .with_signature_verifier(verify_cast);
    with_folder(op, folder)
}

/// The definitions of the casts.
pub fn ops() -> Vec<OpDefinition> {
    let mut ops: Vec<OpDefinition> = CASTS
        .iter()
        .map(|&(name, summary, from, to, folder)| {
            cast(name, summary, cast_spec(from, to), FORMAT, folder)
        })
        .collect();
    ops.push(cast(
        "arith.trunci",
        "Truncates an integer",
        cast_spec(INT, INT).default_attr("overflowFlags", OVERFLOW, overflow_none),
        "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)",
        fold::trunci,
    ));
    ops.push(cast(
        "arith.extf",
        "Extends a float to a wider format",
        cast_spec(FLOAT, FLOAT).optional_attr("fastmath", FASTMATH),
        "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
        fold::extf,
    ));
    ops.push(cast(
        "arith.truncf",
        "Truncates a float to a narrower format",
        cast_spec(FLOAT, FLOAT)
            .optional_attr("roundingmode", AttrType::EnumI32(RoundingMode::KEYWORDS))
            .optional_attr("fastmath", FASTMATH),
        "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
        fold::truncf,
    ));
    ops
}

/// The width of a float type.
fn float_width(ctx: &Context, ty: Type) -> Option<u32> {
    float_kind(ctx, ty).map(|k| k.width())
}

/// Whether cast `name` converts elements of type `from` to `to`.
fn compatible(ctx: &Context, name: &str, from: Type, to: Type) -> bool {
    let is_index = |t: Type| matches!(ctx.type_kind(t), TypeKind::Index);
    let is_int = |t: Type| integer_width(ctx, t).is_some();
    let is_float = |t: Type| float_kind(ctx, t).is_some();
    match name {
        "arith.index_cast" | "arith.index_castui" => {
            let (a, b) = (
                element_type_or_memref(ctx, from),
                element_type_or_memref(ctx, to),
            );
            (is_index(a) && is_int(b)) || (is_int(a) && is_index(b))
        }
        "arith.bitcast" => {
            let (a, b) = (
                element_type_or_memref(ctx, from),
                element_type_or_memref(ctx, to),
            );
            let width = |t| integer_width(ctx, t).or_else(|| float_width(ctx, t));
            width(a).is_some() && width(a) == width(b)
        }
        _ => {
            let (a, b) = (element_type(ctx, from), element_type(ctx, to));
            match name {
                "arith.extui" | "arith.extsi" => {
                    integer_width(ctx, b) > integer_width(ctx, a) && is_int(a)
                }
                "arith.trunci" => is_int(b) && integer_width(ctx, b) < integer_width(ctx, a),
                "arith.extf" => is_float(a) && float_width(ctx, b) > float_width(ctx, a),
                "arith.truncf" => is_float(b) && float_width(ctx, b) < float_width(ctx, a),
                "arith.sitofp" | "arith.uitofp" => is_int(a) && is_float(b),
                _ => is_float(a) && is_int(b),
            }
        }
    }
}

/// A cast's checks, in MLIR's order: tensor dimensions, shapes, the
/// cast's rule, element-wise mapping.
fn verify_cast(view: &OpView<'_>) -> Result<(), Diagnostic> {
    verify::same_tensor_dims(view)?;
    verify::same_operands_and_result_shape(view)?;
    let (from, to) = (view.operand_types()[0], view.result_types()[0]);
    if !compatible(view.ctx, view.name(), from, to) {
        return Err(view.error(format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            type_text(view, from),
            type_text(view, to)
        )));
    }
    verify::elementwise(view)
}
