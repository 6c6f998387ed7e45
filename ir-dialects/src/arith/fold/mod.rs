//! arith's folders (the [`ir_core::interfaces::Fold`] hooks) and what
//! they share: reading constant operands element by element (a scalar
//! attribute, or a splat or full `dense<...>`), building the folded
//! constant in the result's type, and finding the ops that define operands
//! (as typed handles). Each folder sees its op through its handle, so an
//! op without its spec's operands and results (IR that skipped
//! verification) is not folded.
//!
//! Every folder follows MLIR's: an identity gives an existing value, a
//! constant fold gives an attribute, and nothing is folded where MLIR
//! leaves the op (division by zero, signed overflow, oversized shifts,
//! inexact float truncation), and a poison operand makes a poison result
//! where MLIR's constant folding sees it (not in shifts or comparisons).
//! Folds MLIR does by changing the op in place
//! are canonicalization patterns here (see `patterns.rs`).

pub mod cast;
pub mod cmp;
pub mod float;
pub mod int;

use super::apfloat;
use super::apint::{ApInt, INLINE_WIDTH};
use super::types::{element_type, float_kind, int_width};
use ir_core::context::attributes::DenseValues;
use ir_core::context::types::DYNAMIC;
use ir_core::interfaces::{FoldResult, Folded};
use ir_core::ods::Op;
use ir_core::{Attr, AttrKind, Body, Context, FloatKind, OpView, Type, TypeKind, ValueId};

/// The elements of a constant: one for a scalar or a splat, inline.
pub type Elements<T> = smallvec::SmallVec<[T; 1]>;

/// Folds to an existing value.
pub fn to_value(value: ValueId) -> Option<Folded> {
    Some(vec![FoldResult::Value(value)])
}

/// Folds to a constant.
pub fn to_attr(attr: Attr) -> Option<Folded> {
    Some(vec![FoldResult::Attr(attr)])
}

/// The constant of operand `index`, if known.
pub fn constant(constants: &[Option<Attr>], index: usize) -> Option<Attr> {
    constants.get(index).copied().flatten()
}

/// A constant of `constants` that is `#ub.poison`: MLIR's constant
/// folders (`constFoldBinaryOp`, `constFoldUnaryOp`, `constFoldCastOp` with
/// `ub::PoisonAttr`) give poison when an operand is poison.
pub fn poison_among(ctx: &Context, constants: &[Option<Attr>]) -> Option<Folded> {
    let poison = constants
        .iter()
        .flatten()
        .find(|&&a| crate::ub::is_poison(ctx, a))?;
    to_attr(*poison)
}

/// The op defining `value`, if it is an op of handle `H` (of its shape).
pub fn defined_by<'a, H: Op<'a>>(view: &OpView<'a>, value: ValueId) -> Option<H> {
    let op = view.body.defining_op(value)?;
    OpView::new(view.ctx, view.body, op).as_op::<H>()
}

/// The constant `value` is, if a constant-like op defines it.
pub fn constant_of(ctx: &Context, body: &Body, value: ValueId) -> Option<Attr> {
    let view = OpView::new(ctx, body, body.defining_op(value)?);
    let definition = view.definition()?;
    if !definition.has(ir_core::OpTraits::CONSTANT_LIKE) {
        return None;
    }
    view.inherent_attr("value")
}

/// The type of `value`.
pub fn type_of(view: &OpView<'_>, value: ValueId) -> Type {
    view.body.value_type(value)
}

/// The width of the integer elements of `ty` (any width: [`ApInt`]
/// computes exactly at every one).
fn foldable_width(ctx: &Context, ty: Type) -> Option<u32> {
    int_width(ctx, element_type(ctx, ty))
}

/// The integer elements of a constant: one for a scalar or a splat.
pub fn ints(ctx: &Context, attr: Attr) -> Option<Elements<ApInt>> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, ty } => Some(smallvec::smallvec![ApInt::from_i128(
            *value,
            foldable_width(ctx, *ty)?
        )]),
        AttrKind::WideInteger { value, ty } => Some(smallvec::smallvec![ApInt::from_big(
            value,
            foldable_width(ctx, *ty)?
        )]),
        AttrKind::DenseElements {
            ty,
            values: DenseValues::Int(values),
        } => {
            let width = foldable_width(ctx, *ty)?;
            Some(values.iter().map(|&v| ApInt::from_i128(v, width)).collect())
        }
        _ => None,
    }
}

/// The float elements of a constant and their format: one for a scalar
/// or a splat. Formats the folders do not compute in give `None`.
pub fn floats(ctx: &Context, attr: Attr) -> Option<(FloatKind, Vec<f64>)> {
    let (ty, values) = match ctx.attr_kind(attr) {
        AttrKind::Float { bits, ty } => (*ty, vec![f64::from_bits(*bits)]),
        AttrKind::DenseElements {
            ty,
            values: DenseValues::Float(values),
        } => (*ty, values.iter().map(|&b| f64::from_bits(b)).collect()),
        _ => return None,
    };
    let kind = float_kind(ctx, element_type(ctx, ty)).filter(|&k| apfloat::is_supported(k))?;
    Some((kind, values))
}

/// The value of an integer scalar or splat constant.
pub fn splat_int(ctx: &Context, attr: Option<Attr>) -> Option<ApInt> {
    let mut elements = ints(ctx, attr?)?;
    match elements.len() {
        1 => elements.pop(),
        _ => None,
    }
}

/// The value of a float scalar or splat constant.
pub fn splat_float(ctx: &Context, attr: Option<Attr>) -> Option<f64> {
    match floats(ctx, attr?)?.1.as_slice() {
        [value] => Some(*value),
        _ => None,
    }
}

/// Whether `attr` is an integer scalar or splat satisfying `test`.
pub fn int_is(ctx: &Context, attr: Option<Attr>, test: impl Fn(&ApInt) -> bool) -> bool {
    splat_int(ctx, attr).is_some_and(|value| test(&value))
}

/// Whether `attr` is a float scalar or splat whose bits are those of `value`
/// (so `-0.0` and `+0.0` differ).
pub fn float_is(ctx: &Context, attr: Option<Attr>, value: f64) -> bool {
    splat_float(ctx, attr).is_some_and(|v| v.to_bits() == value.to_bits())
}

/// `f` applied to the elements of `a` and `b` pairwise (a single element
/// is a splat and pairs with each of the other's); `None` if `f` refuses
/// any pair.
pub fn zip_with<'e, A, B, U>(
    a: &'e [A],
    b: &'e [B],
    mut f: impl FnMut(&'e A, &'e B) -> Option<U>,
) -> Option<Elements<U>> {
    let count = a.len().max(b.len());
    if (a.len() != count && a.len() != 1) || (b.len() != count && b.len() != 1) {
        return None;
    }
    let index = |len: usize, i: usize| if len == 1 { 0 } else { i };
    (0..count)
        .map(|i| f(&a[index(a.len(), i)], &b[index(b.len(), i)]))
        .collect()
}

/// How many elements a constant of shaped type `ty` has, if its shape is
/// static; `None` for a dynamic shape or a type that is not a vector or
/// tensor.
fn static_element_count(ctx: &Context, ty: Type) -> Option<usize> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. } | TypeKind::Tensor { shape, .. } => {
            if shape.contains(&DYNAMIC) {
                return None;
            }
            shape
                .iter()
                .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?))
        }
        _ => None,
    }
}

/// A `dense<...>` of `ty` with `values` (one value makes a splat; all-equal
/// values are stored as one, as the parser does).
fn dense(ctx: &Context, ty: Type, values: DenseValues, len: usize) -> Option<Attr> {
    let count = static_element_count(ctx, ty)?;
    if len != 1 && len != count {
        return None;
    }
    let values = match values {
        DenseValues::Int(v) if v.iter().all(|x| *x == v[0]) => DenseValues::Int(vec![v[0]]),
        DenseValues::Float(v) if v.iter().all(|x| *x == v[0]) => DenseValues::Float(vec![v[0]]),
        other => other,
    };
    Some(ctx.intern_attr(AttrKind::DenseElements { ty, values }))
}

/// The constant of type `ty` (an integer or a vector or tensor of them)
/// with `values` (one for a scalar or a splat).
pub fn int_constant(ctx: &Context, ty: Type, values: &[ApInt]) -> Option<Attr> {
    if int_width(ctx, ty).is_some() {
        return match values {
            [value] => Some(int_attr(ctx, value, ty)),
            _ => None,
        };
    }
    // Dense elements hold values of at most 128 bits.
    let ints = values
        .iter()
        .map(|v| (v.width() <= INLINE_WIDTH).then(|| v.to_i128()))
        .collect::<Option<_>>()?;
    dense(ctx, ty, DenseValues::Int(ints), values.len())
}

/// The constant of type `ty` (a float or a vector or tensor of them) with
/// `values` (one for a scalar or a splat).
pub fn float_constant(ctx: &Context, ty: Type, values: &[f64]) -> Option<Attr> {
    if float_kind(ctx, ty).is_some() {
        return match values {
            [value] => Some(ctx.intern_attr(AttrKind::Float {
                bits: value.to_bits(),
                ty,
            })),
            _ => None,
        };
    }
    let bits = values.iter().map(|v| v.to_bits()).collect();
    dense(ctx, ty, DenseValues::Float(bits), values.len())
}

/// The integer attribute of `value` and type `ty` (inline when the value
/// fits an `i128`, as the context stores it).
fn int_attr(ctx: &Context, value: &ApInt, ty: Type) -> Attr {
    match value.to_i128_exact() {
        Some(value) => ctx.int_attr(value, ty),
        None => ctx.big_int_attr(value.to_big_signed(), ty),
    }
}

/// The constant of (integer) type `ty` whose every element is
/// `value(width)` (e.g. [`ApInt::zero`]), if it can be a constant.
pub fn int_filled(ctx: &Context, ty: Type, value: fn(u32) -> ApInt) -> Option<Folded> {
    let width = foldable_width(ctx, ty)?;
    to_attr(int_constant(ctx, ty, &[value(width)])?)
}

#[cfg(test)]
mod tests;
