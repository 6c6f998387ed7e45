//! `select` patterns: selections between constants `1`/`0` become
//! `extui` of the condition (or of its negation), `select(c, false, true)`
//! becomes `not c`, a negated condition swaps the arms, and a selection
//! nested in an arm on the same condition is skipped.

use super::{patterns, Rewrite};
use crate::arith::apint::ApInt;
use crate::arith::types::integer_width;
use ir_core::interfaces::RewritePattern;
use ir_core::{OpId, ValueId};

/// The patterns of `arith.select`.
pub fn select() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[
        ("select(c, 1, 0) → extui(c)", constant_arms),
        ("select(c, false, true) → not c", negated_condition),
        ("select(not c, a, b) → select(c, b, a)", swapped_arms),
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
/// scalar integer results wider than `i1`.
fn constant_arms(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let (condition, on_true, on_false) = arms(rw, op);
    let ty = rw.ty(rw.result(op));
    let wide = integer_width(rw.ctx(), ty).is_some_and(|w| w > 1);
    if !wide || rw.ty(condition) != rw.ctx().int_type(1) {
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

/// `select(c, false, true) → not c` (scalar `i1`).
fn negated_condition(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let (condition, on_true, on_false) = arms(rw, op);
    let i1 = rw.ctx().int_type(1);
    let scalar = |v: ValueId| rw.ty(v) == i1;
    let is_false = scalar(on_true) && rw.int(on_true).is_some_and(ApInt::is_zero);
    let is_true = scalar(on_false) && rw.int(on_false).is_some_and(ApInt::is_one);
    if !(is_false && is_true) {
        return false;
    }
    match negation(rw, op, condition) {
        Some(not) => rw.replace(op, not),
        None => false,
    }
}

/// `select(not c, a, b) → select(c, b, a)`, `not c` being `xori(c, -1)`.
fn swapped_arms(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let (condition, on_true, on_false) = arms(rw, op);
    let Some(xor) = rw.def(condition, "arith.xori") else {
        return false;
    };
    let (c, ones) = (rw.operand(xor, 0), rw.operand(xor, 1));
    if !rw.int(ones).is_some_and(ApInt::is_all_ones) {
        return false;
    }
    let ty = rw.ty(rw.result(op));
    let swapped = rw.create(op, "arith.select", vec![c, on_false, on_true], ty, vec![]);
    rw.replace(op, swapped)
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
