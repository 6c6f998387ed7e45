//! Folders of `cmpi`, `cmpf` and `select`: predicates on constants (and
//! on equal operands), comparisons of `i1` values with `0`/`1`, NaN
//! operands of float comparisons, and selections with a known condition,
//! equal arms, poison arms or arms picked by an (in)equality test.

use super::{
    constant, defined_by, float_constant, floats, int_constant, int_is, ints, to_attr, to_value,
    type_of, zip_with, Elements,
};
use crate::arith::apint::ApInt;
use crate::arith::attrs::{CmpFPredicate, CmpIPredicate};
use crate::arith::types::{element_type, int_width};
use crate::arith::{CmpFOp, CmpIOp, ExtSIOp, ExtUIOp, SelectOp};
use ir_core::interfaces::Folded;
use ir_core::{Attr, AttrKind, Context, OpView, Type, ValueId};
use std::cmp::Ordering;

/// Whether integer predicate `predicate` holds for `a` and `b`.
pub fn cmpi_holds(predicate: CmpIPredicate, a: &ApInt, b: &ApInt) -> bool {
    let signed = a.cmp_signed(b);
    let unsigned = a.cmp_unsigned(b);
    match predicate {
        CmpIPredicate::Eq => a == b,
        CmpIPredicate::Ne => a != b,
        CmpIPredicate::Slt => signed == Ordering::Less,
        CmpIPredicate::Sle => signed != Ordering::Greater,
        CmpIPredicate::Sgt => signed == Ordering::Greater,
        CmpIPredicate::Sge => signed != Ordering::Less,
        CmpIPredicate::Ult => unsigned == Ordering::Less,
        CmpIPredicate::Ule => unsigned != Ordering::Greater,
        CmpIPredicate::Ugt => unsigned == Ordering::Greater,
        CmpIPredicate::Uge => unsigned != Ordering::Less,
    }
}

/// Whether float predicate `predicate` holds for `a` and `b`.
pub fn cmpf_holds(predicate: CmpFPredicate, a: f64, b: f64) -> bool {
    let order = a.partial_cmp(&b);
    let unordered = order.is_none();
    match predicate {
        CmpFPredicate::False => false,
        CmpFPredicate::Oeq => order == Some(Ordering::Equal),
        CmpFPredicate::Ogt => order == Some(Ordering::Greater),
        CmpFPredicate::Oge => matches!(order, Some(Ordering::Greater | Ordering::Equal)),
        CmpFPredicate::Olt => order == Some(Ordering::Less),
        CmpFPredicate::Ole => matches!(order, Some(Ordering::Less | Ordering::Equal)),
        CmpFPredicate::One => matches!(order, Some(Ordering::Less | Ordering::Greater)),
        CmpFPredicate::Ord => !unordered,
        CmpFPredicate::Ueq => unordered || order == Some(Ordering::Equal),
        CmpFPredicate::Ugt => unordered || order == Some(Ordering::Greater),
        CmpFPredicate::Uge => order != Some(Ordering::Less),
        CmpFPredicate::Ult => unordered || order == Some(Ordering::Less),
        CmpFPredicate::Ule => order != Some(Ordering::Greater),
        CmpFPredicate::Une => order != Some(Ordering::Equal),
        CmpFPredicate::Uno => unordered,
        CmpFPredicate::True => true,
    }
}

/// `true`/`false` (or a splat of it) of type `ty`.
fn bool_constant(ctx: &Context, ty: Type, value: bool) -> Option<Folded> {
    let bit = ApInt::new(u128::from(value), 1);
    to_attr(int_constant(ctx, ty, &[bit])?)
}

/// The input of the `extsi` or `extui` defining `value`.
fn extension_input(view: &OpView<'_>, value: ValueId) -> Option<ValueId> {
    defined_by::<ExtSIOp>(view, value)
        .map(|ext| ext.input())
        .or_else(|| defined_by::<ExtUIOp>(view, value).map(|ext| ext.input()))
}

/// Whether `ty` has `i1` elements.
fn is_bool_like(ctx: &Context, ty: Type) -> bool {
    int_width(ctx, element_type(ctx, ty)) == Some(1)
        && !matches!(
            ctx.type_kind(element_type(ctx, ty)),
            ir_core::TypeKind::Index
        )
}

/// `cmpi`: equal operands, `ext(x : i1) != 0 → x`, `x != false → x`,
/// `x == true → x` for `i1`, constants (when the left side is one: a
/// constant on the left alone is moved right by a pattern).
pub fn cmpi(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let ctx = view.ctx;
    let cmp = view.as_op::<CmpIOp>()?;
    let pred = cmp.predicate()?;
    let (lhs, rhs, result) = (cmp.lhs(), cmp.rhs(), type_of(view, cmp.result()));
    if lhs == rhs {
        // eq, sle, sge, ule, uge hold for equal operands.
        let holds = matches!(
            pred,
            CmpIPredicate::Eq
                | CmpIPredicate::Sle
                | CmpIPredicate::Sge
                | CmpIPredicate::Ule
                | CmpIPredicate::Uge
        );
        return bool_constant(ctx, result, holds);
    }
    let lhs_type = view.body.value_type(lhs);
    if int_is(ctx, constant(constants, 1), ApInt::is_zero) && pred == CmpIPredicate::Ne {
        if let Some(input) = extension_input(view, lhs) {
            if is_bool_like(ctx, view.body.value_type(input)) {
                return to_value(input);
            }
        }
        if is_bool_like(ctx, lhs_type) {
            return to_value(lhs);
        }
    }
    if int_is(ctx, constant(constants, 1), ApInt::is_one)
        && pred == CmpIPredicate::Eq
        && is_bool_like(ctx, lhs_type)
    {
        return to_value(lhs);
    }
    let a = ints(ctx, constant(constants, 0)?)?;
    let b = ints(ctx, constant(constants, 1)?)?;
    let bits = zip_with(&a, &b, |x, y| {
        Some(ApInt::new(u128::from(cmpi_holds(pred, x, y)), 1))
    })?;
    to_attr(int_constant(ctx, result, &bits)?)
}

/// `cmpf` on scalars: constants; a NaN operand decides alone (it makes
/// every ordered predicate false and every unordered one true).
pub fn cmpf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let ctx = view.ctx;
    let cmp = view.as_op::<CmpFOp>()?;
    let pred = cmp.predicate()?;
    let scalar = |index| match ctx.attr_kind(constant(constants, index)?) {
        AttrKind::Float { .. } => floats(ctx, constant(constants, index)?).map(|(_, v)| v[0]),
        _ => None,
    };
    let (mut a, mut b) = (scalar(0), scalar(1));
    if a.is_some_and(f64::is_nan) {
        b = a;
    }
    if b.is_some_and(f64::is_nan) {
        a = b;
    }
    bool_constant(ctx, type_of(view, cmp.result()), cmpf_holds(pred, a?, b?))
}

/// Whether `attr` is `#ub.poison`.
fn is_poison(ctx: &Context, attr: Option<Attr>) -> bool {
    attr.is_some_and(|a| crate::ub::is_poison(ctx, a))
}

/// `select`: equal arms, a constant condition, a poison arm, `select(c,
/// true, false) → c`, arms chosen by `cmpi eq/ne` of the arms, and
/// element-wise selection of constants.
pub fn select(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let ctx = view.ctx;
    let select = view.as_op::<SelectOp>()?;
    let (condition, on_true, on_false) = (
        select.condition(),
        select.true_value(),
        select.false_value(),
    );
    if on_true == on_false {
        return to_value(on_true);
    }
    if int_is(ctx, constant(constants, 0), ApInt::is_one) {
        return to_value(on_true);
    }
    if int_is(ctx, constant(constants, 0), ApInt::is_zero) {
        return to_value(on_false);
    }
    if is_poison(ctx, constant(constants, 1)) {
        return to_value(on_false);
    }
    if is_poison(ctx, constant(constants, 2)) {
        return to_value(on_true);
    }
    let result = type_of(view, select.result());
    let boolean = *ctx.type_kind(result) == ir_core::TypeKind::int(1);
    if boolean
        && int_is(ctx, constant(constants, 1), ApInt::is_one)
        && int_is(ctx, constant(constants, 2), ApInt::is_zero)
    {
        return to_value(condition);
    }
    if let Some(cmp) = defined_by::<CmpIOp>(view, condition) {
        let (a, b) = (cmp.lhs(), cmp.rhs());
        let arms = (a == on_true && b == on_false) || (a == on_false && b == on_true);
        match cmp.predicate() {
            Some(CmpIPredicate::Eq) if arms => return to_value(on_false),
            Some(CmpIPredicate::Ne) if arms => return to_value(on_true),
            _ => {}
        }
    }
    select_elements(ctx, constants, result)
}

/// `condition ? a : b` element by element (single elements are splats).
fn choose<T: Clone>(condition: &[ApInt], a: &[T], b: &[T]) -> Option<Elements<T>> {
    let arms = zip_with(a, b, |x, y| Some((x, y)))?;
    zip_with(condition, &arms, |c, (x, y)| {
        Some(if c.is_one() {
            (*x).clone()
        } else {
            (*y).clone()
        })
    })
}

/// Element-wise selection between constants.
fn select_elements(ctx: &Context, constants: &[Option<Attr>], result: Type) -> Option<Folded> {
    let condition = ints(ctx, constant(constants, 0)?)?;
    let (on_true, on_false) = (constant(constants, 1)?, constant(constants, 2)?);
    let attr = match (floats(ctx, on_true), floats(ctx, on_false)) {
        (Some((_, a)), Some((_, b))) => float_constant(ctx, result, &choose(&condition, &a, &b)?),
        _ => {
            let (a, b) = (ints(ctx, on_true)?, ints(ctx, on_false)?);
            int_constant(ctx, result, &choose(&condition, &a, &b)?)
        }
    };
    to_attr(attr?)
}
