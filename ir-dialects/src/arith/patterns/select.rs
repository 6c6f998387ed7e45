//! `select` patterns: selections between constants `1`/`0` become
//! `extui` of the condition (or of its negation), `select(c, false, true)`
//! becomes `not c`, a negated condition swaps the arms, and a selection
//! nested in an arm on the same condition is skipped.

use super::{patterns, Rewrite};
use crate::arith::apint::ApInt;
use crate::arith::types::integer_width;
use crate::arith::{ExtUIOp, SelectOp, XOrIOp};
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

/// A selection: its condition, true arm, false arm and result.
struct Select {
    condition: ValueId,
    on_true: ValueId,
    on_false: ValueId,
    result: ValueId,
}

/// `op` as a selection, if it is one.
fn arms(rw: &Rewrite<'_, '_>, op: OpId) -> Option<Select> {
    rw.op::<SelectOp>(op).map(|select| Select {
        condition: select.condition(),
        on_true: select.true_value(),
        on_false: select.false_value(),
        result: select.result(),
    })
}

/// `not c` (`xori(c, true)`) created before `op`.
fn negation(rw: &mut Rewrite<'_, '_>, op: OpId, condition: ValueId) -> Option<ValueId> {
    let ty = rw.ty(condition);
    let one = rw.constant(op, ty, ApInt::one(1))?;
    Some(rw.create(op, |ctx, loc| XOrIOp::state(ctx, loc, ty, condition, one)))
}

/// `select(c, 1, 0) → extui(c)` and `select(c, 0, 1) → extui(not c)` for
/// scalar integer results wider than `i1`.
fn constant_arms(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let Some(Select {
        condition,
        on_true,
        on_false,
        result,
    }) = arms(rw, op)
    else {
        return false;
    };
    let ty = rw.ty(result);
    let wide = integer_width(rw.ctx(), ty).is_some_and(|w| w > 1);
    if !wide || rw.ty(condition) != rw.ctx().int_type(1) {
        return false;
    }
    let (t, f) = (rw.int(on_true), rw.int(on_false));
    let bit = if t.as_ref().is_some_and(ApInt::is_one) && f.as_ref().is_some_and(ApInt::is_zero) {
        condition
    } else if t.as_ref().is_some_and(ApInt::is_zero) && f.as_ref().is_some_and(ApInt::is_one) {
        match negation(rw, op, condition) {
            Some(not) => not,
            None => return false,
        }
    } else {
        return false;
    };
    let extended = rw.create(op, |ctx, loc| ExtUIOp::state(ctx, loc, ty, bit));
    rw.replace(op, extended)
}

/// `select(c, false, true) → not c` (scalar `i1`).
fn negated_condition(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let Some(Select {
        condition,
        on_true,
        on_false,
        ..
    }) = arms(rw, op)
    else {
        return false;
    };
    let i1 = rw.ctx().int_type(1);
    let scalar = |v: ValueId| rw.ty(v) == i1;
    let is_false = scalar(on_true) && rw.int(on_true).as_ref().is_some_and(ApInt::is_zero);
    let is_true = scalar(on_false) && rw.int(on_false).as_ref().is_some_and(ApInt::is_one);
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
    let Some(select) = arms(rw, op) else {
        return false;
    };
    let Some((c, ones)) = rw
        .def::<XOrIOp>(select.condition)
        .map(|x| (x.lhs(), x.rhs()))
    else {
        return false;
    };
    if !rw.int(ones).as_ref().is_some_and(ApInt::is_all_ones) {
        return false;
    }
    let ty = rw.ty(select.result);
    let (on_true, on_false) = (select.on_true, select.on_false);
    let swapped = rw.create(op, |ctx, loc| {
        SelectOp::state(ctx, loc, ty, c, on_false, on_true)
    });
    rw.replace(op, swapped)
}

/// `select(c, select(c, a, b), d) → select(c, a, d)` and
/// `select(c, a, select(c, b, d)) → select(c, a, d)`, in place.
fn nested_on_same_condition(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let Some(select) = arms(rw, op) else {
        return false;
    };
    // Operand 1 is the true arm, operand 2 the false one.
    for (index, arm) in [(1, select.on_true), (2, select.on_false)] {
        let inner = rw.rewriter.body().defining_op(arm);
        let Some(inner) = inner.and_then(|inner| arms(rw, inner)) else {
            continue;
        };
        if inner.condition == select.condition {
            let kept = if index == 1 {
                inner.on_true
            } else {
                inner.on_false
            };
            return rw.set_operand(op, index, kept);
        }
    }
    false
}
