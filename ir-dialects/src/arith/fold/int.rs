//! Folders of the integer arithmetic ops: constant folding with exact
//! wrap-around, and MLIR's identities (`x + 0`, `x * 1`, `x - x`, ...).
//! Commutative ops look for the constant on either side.

use super::{
    constant_of, defined_by, int_constant, int_filled, int_is, ints, poison_among, to_attr,
    to_value, type_of, zip_with, Elements,
};
use crate::arith::apint::ApInt;
use crate::arith::attrs::OverflowFlags;
use crate::arith::ops_int::*;
use crate::arith::TwoOperands;
use ir_core::interfaces::Folded;
use ir_core::ods::Op;
use ir_core::{Attr, OpView, Type, ValueId};
use std::cmp::Ordering;

/// The operands, their constants, and the constants' elements (decoded
/// once: a folder tests them several times).
struct Binary<'v, 'a> {
    view: &'v OpView<'a>,
    lhs: ValueId,
    rhs: ValueId,
    result: Type,
    constants: &'v [Option<Attr>],
    elements: [Option<Elements<ApInt>>; 2],
}

impl<'v, 'a> Binary<'v, 'a> {
    /// The op of `view`, if it is an op of handle `H` (of its shape).
    fn of<H: Op<'a> + TwoOperands>(
        view: &'v OpView<'a>,
        constants: &'v [Option<Attr>],
    ) -> Option<Self> {
        let (lhs, rhs, result) = view.as_op::<H>()?.parts();
        let decode = |index| super::constant(constants, index).and_then(|c| ints(view.ctx, c));
        Some(Self {
            view,
            lhs,
            rhs,
            result: type_of(view, result),
            constants,
            elements: [decode(0), decode(1)],
        })
    }

    /// The constant of the result's type with every element `value(width)`.
    fn filled(&self, value: fn(u32) -> ApInt) -> Option<Folded> {
        int_filled(self.view.ctx, self.result, value)
    }

    /// Whether operand `index` is a scalar or splat constant satisfying `test`.
    fn is(&self, index: usize, test: impl Fn(&ApInt) -> bool) -> bool {
        matches!(self.elements[index].as_deref(), Some([value]) if test(value))
    }

    /// Which side a constant satisfying `test` is on: the right, or the
    /// left when the right is not a constant (commutative ops are
    /// canonicalized with constants on the right, so this is the side
    /// MLIR's folder would see).
    fn side(&self, test: impl Fn(&ApInt) -> bool) -> Option<usize> {
        if self.is(1, &test) {
            Some(1)
        } else if super::constant(self.constants, 1).is_none() && self.is(0, &test) {
            Some(0)
        } else {
            None
        }
    }

    /// The operand other than a constant satisfying `test`.
    fn other_than(&self, test: impl Fn(&ApInt) -> bool) -> Option<ValueId> {
        self.side(test)
            .map(|side| if side == 1 { self.lhs } else { self.rhs })
    }

    /// The operand that is a constant satisfying `test`.
    fn constant_where(&self, test: impl Fn(&ApInt) -> bool) -> Option<ValueId> {
        self.side(test)
            .map(|side| if side == 1 { self.rhs } else { self.lhs })
    }

    /// The two operands of the op defining `value`, if it is an op of
    /// handle `H`.
    fn operands_of<H: Op<'a> + TwoOperands>(&self, value: ValueId) -> Option<(ValueId, ValueId)> {
        let (lhs, rhs, _) = defined_by::<H>(self.view, value)?.parts();
        Some((lhs, rhs))
    }

    /// Poison if an operand is poison, else the constant `f` computes
    /// from two constant operands.
    fn fold(&self, f: impl FnMut(&ApInt, &ApInt) -> Option<ApInt>) -> Option<Folded> {
        poison_among(self.view.ctx, self.constants).or_else(|| self.fold_defined(f))
    }

    /// The constant `f` computes from two constant operands.
    fn fold_defined(&self, f: impl FnMut(&ApInt, &ApInt) -> Option<ApInt>) -> Option<Folded> {
        let [Some(lhs), Some(rhs)] = &self.elements else {
            return None;
        };
        let values = zip_with(lhs, rhs, f)?;
        to_attr(int_constant(self.view.ctx, self.result, &values)?)
    }
}

/// `addi`: `x + 0 → x`, `(a - b) + b → a`, `b + (a - b) → a`, constants.
pub fn addi(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let op = Binary::of::<AddIOp>(view, constants)?;
    if let Some(x) = op.other_than(ApInt::is_zero) {
        return to_value(x);
    }
    if let Some((a, b)) = op.operands_of::<SubIOp>(op.lhs) {
        if b == op.rhs {
            return to_value(a);
        }
    }
    if let Some((a, b)) = op.operands_of::<SubIOp>(op.rhs) {
        if b == op.lhs {
            return to_value(a);
        }
    }
    op.fold(|a, b| Some(a.wrapping_add(b)))
}

/// `subi`: `x - x → 0`, `x - 0 → x`, `(a + b) - b → a`, `(a + b) - a → b`, constants.
pub fn subi(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let op = Binary::of::<SubIOp>(view, constants)?;
    if op.lhs == op.rhs {
        if let Some(zero) = op.filled(ApInt::zero) {
            return Some(zero);
        }
    }
    if op.is(1, ApInt::is_zero) {
        return to_value(op.lhs);
    }
    if let Some((a, b)) = op.operands_of::<AddIOp>(op.lhs) {
        if b == op.rhs {
            return to_value(a);
        }
        if a == op.rhs {
            return to_value(b);
        }
    }
    op.fold(|a, b| Some(a.wrapping_sub(b)))
}

/// `muli`: `x * 0 → 0`, `x * 1 → x`, constants.
pub fn muli(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let op = Binary::of::<MulIOp>(view, constants)?;
    if let Some(zero) = op.constant_where(ApInt::is_zero) {
        return to_value(zero);
    }
    if let Some(x) = op.other_than(ApInt::is_one) {
        return to_value(x);
    }
    op.fold(|a, b| Some(a.wrapping_mul(b)))
}

/// Shared by the divisions: `x / 1 → x`, then `(a * b) / b → a` for a
/// `muli` carrying `undone` (if given), then constants with `divide`.
fn division(
    op: Binary<'_, '_>,
    undone: Option<OverflowFlags>,
    divide: impl FnMut(&ApInt, &ApInt) -> Option<ApInt>,
) -> Option<Folded> {
    if op.is(1, ApInt::is_one) {
        return to_value(op.lhs);
    }
    undone
        .and_then(|flag| undone_product(&op, flag))
        .or_else(|| op.fold(divide))
}

/// `(a * b) / b → a` (and `/ a → b`) when the `muli` carries `flag`
/// (MLIR's `foldDivMul`: the product did not wrap, so dividing undoes it).
fn undone_product(op: &Binary<'_, '_>, flag: OverflowFlags) -> Option<Folded> {
    let mul = defined_by::<MulIOp>(op.view, op.lhs)?;
    if !OverflowFlags::of(mul.overflow_flags()).contains(flag) {
        return None;
    }
    let (a, b, _) = mul.parts();
    if a == op.rhs {
        to_value(b)
    } else if b == op.rhs {
        to_value(a)
    } else {
        None
    }
}

/// `divui`: `x / 1 → x`, `(a * b) / b → a` for a `muli` with `nuw`;
/// constants unless dividing by zero.
pub fn divui(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let op = Binary::of::<DivUIOp>(view, constants)?;
    division(op, Some(OverflowFlags::NUW), ApInt::udiv)
}

/// `divsi`: `x / 1 → x`, `(a * b) / b → a` for a `muli` with `nsw`;
/// constants unless dividing by zero or overflowing.
pub fn divsi(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let op = Binary::of::<DivSIOp>(view, constants)?;
    division(op, Some(OverflowFlags::NSW), ApInt::sdiv)
}

/// `ceildivui`: `x / 1 → x`; constants unless dividing by zero.
pub fn ceildivui(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    division(
        Binary::of::<CeilDivUIOp>(view, constants)?,
        None,
        ApInt::udiv_ceil,
    )
}

/// `ceildivsi`: `x / 1 → x`; constants unless dividing by zero or an
/// intermediate negation overflows (as MLIR computes it).
pub fn ceildivsi(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    division(
        Binary::of::<CeilDivSIOp>(view, constants)?,
        None,
        ApInt::sdiv_ceil,
    )
}

/// `floordivsi`: `x / 1 → x`; constants unless dividing by zero or overflowing.
pub fn floordivsi(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    division(
        Binary::of::<FloorDivSIOp>(view, constants)?,
        None,
        ApInt::sdiv_floor,
    )
}

/// Shared by the remainders: `x % 1 → 0`, then constants with `rem`.
fn remainder(
    op: Binary<'_, '_>,
    rem: impl FnMut(&ApInt, &ApInt) -> Option<ApInt>,
) -> Option<Folded> {
    if op.is(1, ApInt::is_one) {
        if let Some(zero) = op.filled(ApInt::zero) {
            return Some(zero);
        }
    }
    op.fold(rem)
}

/// `remui`: `x % 1 → 0`; constants unless dividing by zero.
pub fn remui(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    remainder(Binary::of::<RemUIOp>(view, constants)?, ApInt::urem)
}

/// `remsi`: `x % 1 → 0`; constants unless dividing by zero.
pub fn remsi(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    remainder(Binary::of::<RemSIOp>(view, constants)?, ApInt::srem)
}

/// Whether `value` is `xori(other, -1)` (a bitwise not of `other`).
fn is_not_of(op: &Binary<'_, '_>, value: ValueId, other: ValueId) -> bool {
    let Some((a, b)) = op.operands_of::<XOrIOp>(value) else {
        return false;
    };
    let all_ones = |v: ValueId| {
        int_is(
            op.view.ctx,
            constant_of(op.view.ctx, op.view.body, v),
            ApInt::is_all_ones,
        )
    };
    (a == other && all_ones(b)) || (b == other && all_ones(a))
}

/// `andi`: `x & 0 → 0`, `x & -1 → x`, `x & ~x → 0`, `a & (a & b) →
/// a & b`, constants, then `x & x → x` (after the constants, as in MLIR:
/// `c & c` makes a new constant).
pub fn andi(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let op = Binary::of::<AndIOp>(view, constants)?;
    if let Some(zero) = op.constant_where(ApInt::is_zero) {
        return to_value(zero);
    }
    if let Some(x) = op.other_than(ApInt::is_all_ones) {
        return to_value(x);
    }
    if is_not_of(&op, op.rhs, op.lhs) || is_not_of(&op, op.lhs, op.rhs) {
        if let Some(zero) = op.filled(ApInt::zero) {
            return Some(zero);
        }
    }
    for (inner, other) in [(op.lhs, op.rhs), (op.rhs, op.lhs)] {
        if let Some((a, b)) = op.operands_of::<AndIOp>(inner) {
            if other == a || other == b {
                return to_value(inner);
            }
        }
    }
    op.fold(|a, b| Some(a.and(b)))
        .or_else(|| same_operands(&op))
}

/// `x` for an op of operands `x, x` (`x & x`, `x | x`).
fn same_operands(op: &Binary<'_, '_>) -> Option<Folded> {
    (op.lhs == op.rhs).then(|| to_value(op.lhs)).flatten()
}

/// `ori`: `x | 0 → x`, `x | -1 → -1`, `x | ~x → -1`, constants, then
/// `x | x → x` (after the constants, as in MLIR).
pub fn ori(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let op = Binary::of::<OrIOp>(view, constants)?;
    if let Some(x) = op.other_than(ApInt::is_zero) {
        return to_value(x);
    }
    if let Some(ones) = op.constant_where(ApInt::is_all_ones) {
        return to_value(ones);
    }
    if is_not_of(&op, op.rhs, op.lhs) || is_not_of(&op, op.lhs, op.rhs) {
        if let Some(ones) = op.filled(ApInt::all_ones) {
            return Some(ones);
        }
    }
    op.fold(|a, b| Some(a.or(b))).or_else(|| same_operands(&op))
}

/// `xori`: `x ^ 0 → x`, `x ^ x → 0`, `(x ^ a) ^ a → x`, constants.
pub fn xori(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let op = Binary::of::<XOrIOp>(view, constants)?;
    if let Some(x) = op.other_than(ApInt::is_zero) {
        return to_value(x);
    }
    if op.lhs == op.rhs {
        if let Some(zero) = op.filled(ApInt::zero) {
            return Some(zero);
        }
    }
    for (inner, outer) in [(op.lhs, op.rhs), (op.rhs, op.lhs)] {
        if let Some((a, b)) = op.operands_of::<XOrIOp>(inner) {
            if b == outer {
                return to_value(a);
            }
            if a == outer {
                return to_value(b);
            }
        }
    }
    op.fold(|a, b| Some(a.xor(b)))
}

/// Shared by the shifts: `x << 0 → x`, then constants with `shift`
/// (which refuses amounts not below the width). A poison operand is left
/// alone, as MLIR's shift folders leave it.
fn shift(op: Binary<'_, '_>, shift: impl FnMut(&ApInt, &ApInt) -> Option<ApInt>) -> Option<Folded> {
    if op.is(1, ApInt::is_zero) {
        return to_value(op.lhs);
    }
    op.fold_defined(shift)
}

/// `shli`: `x << 0 → x`; constants unless the amount is too large.
pub fn shli(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    shift(Binary::of::<ShLIOp>(view, constants)?, ApInt::checked_shl)
}

/// `shrui`: `x >> 0 → x`; constants unless the amount is too large.
pub fn shrui(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    shift(Binary::of::<ShRUIOp>(view, constants)?, ApInt::checked_lshr)
}

/// `shrsi`: `x >> 0 → x`; constants unless the amount is too large.
pub fn shrsi(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    shift(Binary::of::<ShRSIOp>(view, constants)?, ApInt::checked_ashr)
}

/// Which extreme a min/max op keeps, and how it orders.
struct Extreme {
    /// The comparison (signed or unsigned).
    order: fn(&ApInt, &ApInt) -> Ordering,
    /// Whether the op keeps the larger value.
    max: bool,
    /// The value that absorbs: `max(x, MAX) = MAX`.
    absorbing: fn(&ApInt) -> bool,
    /// The value that is neutral: `max(x, MIN) = x`.
    neutral: fn(&ApInt) -> bool,
}

fn is_unsigned_max(value: &ApInt) -> bool {
    value.is_all_ones()
}

/// `max(x, x) → x`, `max(x, MAX) → MAX`, `max(x, MIN) → x` (and the
/// mirror for min), constants.
fn extreme(op: Binary<'_, '_>, e: Extreme) -> Option<Folded> {
    if op.lhs == op.rhs {
        return to_value(op.lhs);
    }
    if let Some(absorbing) = op.constant_where(e.absorbing) {
        return to_value(absorbing);
    }
    if let Some(x) = op.other_than(e.neutral) {
        return to_value(x);
    }
    op.fold(|a, b| {
        let a_wins = ((e.order)(a, b) == Ordering::Greater) == e.max;
        Some(if a_wins || a == b {
            a.clone()
        } else {
            b.clone()
        })
    })
}

/// `maxsi`.
pub fn maxsi(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let e = Extreme {
        order: ApInt::cmp_signed,
        max: true,
        absorbing: ApInt::is_signed_max,
        neutral: ApInt::is_signed_min,
    };
    extreme(Binary::of::<MaxSIOp>(view, constants)?, e)
}

/// `maxui`.
pub fn maxui(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let e = Extreme {
        order: ApInt::cmp_unsigned,
        max: true,
        absorbing: is_unsigned_max,
        neutral: ApInt::is_zero,
    };
    extreme(Binary::of::<MaxUIOp>(view, constants)?, e)
}

/// `minsi`.
pub fn minsi(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let e = Extreme {
        order: ApInt::cmp_signed,
        max: false,
        absorbing: ApInt::is_signed_min,
        neutral: ApInt::is_signed_max,
    };
    extreme(Binary::of::<MinSIOp>(view, constants)?, e)
}

/// `minui`.
pub fn minui(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let e = Extreme {
        order: ApInt::cmp_unsigned,
        max: false,
        absorbing: ApInt::is_zero,
        neutral: is_unsigned_max,
    };
    extreme(Binary::of::<MinUIOp>(view, constants)?, e)
}
