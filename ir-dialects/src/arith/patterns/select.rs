//! `select` patterns: selections between constants `1`/`0` become
//! `extui` of the condition (or of its negation), `i1` selections become
//! `xori`/`andi`/`ori`, and a selection nested in an arm on the same
//! condition is skipped.

use super::{patterns, Rewrite};
use crate::arith::apint::ApInt;
use crate::arith::types::i1_same_shape;
use ir_core::interfaces::RewritePattern;
use ir_core::{OpId, ValueId};

/// The patterns of `arith.select`.
pub fn select() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[
        ("select(c, 1, 0) → extui(c)", constant_arms),
        ("select of i1 values", boolean_arms),
        ("select(c, select(c, a, b), d)", nested_on_same_condition),
    ])
}

/// The operands: condition, true arm, false arm.
fn arms(rw: &Rewrite<'_, '_>, op: OpId) -> (ValueId, ValueId, ValueId) {
    (rw.operand(op, 0), rw.operand(op, 1), rw.operand(op, 2))
}

/// `not c` (`xori(c, true)`) created before `op`.
fn negation(rw: &mut Rewrite<'_, '_>, op: OpId, condition: ValueId) -> Option<ValueId> {
    let ty = rw.ty(condition);
    let one = rw.constant(op, ty, ApInt::one(1))?;
    Some(rw.create(op, "arith.xori", vec![condition, one], ty, vec![]))
}

/// `select(c, 1, 0) → extui(c)` and `select(c, 0, 1) → extui(not c)` for
/// integer results wider than `i1`, the condition in the result's shape.
fn constant_arms(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let (condition, on_true, on_false) = arms(rw, op);
    let ty = rw.ty(rw.result(op));
    let shaped_like = rw.ty(condition) == i1_same_shape(rw.ctx(), ty);
    if !shaped_like || rw.int_width(ty).is_none_or(|w| w <= 1) {
        return false;
    }
    let (t, f) = (rw.int(on_true), rw.int(on_false));
    let bit = if t.is_some_and(ApInt::is_one) && f.is_some_and(ApInt::is_zero) {
        condition
    } else if t.is_some_and(ApInt::is_zero) && f.is_some_and(ApInt::is_one) {
        match negation(rw, op, condition) {
            Some(not) => not,
            None => return false,
        }
    } else {
        return false;
    };
    let extended = rw.create(op, "arith.extui", vec![bit], ty, vec![]);
    rw.replace(op, extended)
}

/// For `i1` results: `select(c, false, true) → not c`,
/// `select(c, true, x) → ori(c, x)`, `select(c, x, false) → andi(c, x)`.
fn boolean_arms(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let (condition, on_true, on_false) = arms(rw, op);
    let ty = rw.ty(rw.result(op));
    if ty != rw.ctx().int_type(1) || rw.ty(condition) != ty {
        return false;
    }
    let (t, f) = (rw.int(on_true), rw.int(on_false));
    let replacement = match (t.map(|v| v.is_one()), f.map(|v| v.is_one())) {
        (Some(false), Some(true)) => negation(rw, op, condition),
        (Some(true), _) => Some(rw.create(op, "arith.ori", vec![condition, on_false], ty, vec![])),
        (_, Some(false)) => Some(rw.create(op, "arith.andi", vec![condition, on_true], ty, vec![])),
        _ => None,
    };
    match replacement {
        Some(value) => rw.replace(op, value),
        None => false,
    }
}

/// `select(c, select(c, a, b), d) → select(c, a, d)` and
/// `select(c, a, select(c, b, d)) → select(c, a, d)`, in place.
fn nested_on_same_condition(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let (condition, on_true, on_false) = arms(rw, op);
    for (index, arm) in [(1, on_true), (2, on_false)] {
        if let Some(inner) = rw.def(arm, "arith.select") {
            if rw.operand(inner, 0) == condition {
                let kept = rw.operand(inner, index);
                return rw.set_operand(op, index, kept);
            }
        }
    }
    false
}
