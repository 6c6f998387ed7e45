//! Semantics of the integer arithmetic ops, as LLVM defines the
//! instructions they lower to: two's complement wrap-around, poison when
//! an `overflow<nsw/nuw>` flag is violated, when `exact` is violated or
//! when a shift amount is not below the width; division by zero and signed
//! overflow (`MIN / -1`, `MIN % -1`) are undefined behaviour. A poison
//! operand gives a poison result, except a poison divisor, which is
//! undefined behaviour.

use super::scalar::{int, int_value, single};
use crate::arith::apint::ApInt;
use crate::arith::attrs::{OverflowAttr, OverflowFlags};
use ir_core::interp::{RtValue, Step};
use std::cmp::Ordering;

/// An integer op of two operands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(in crate::arith) enum IntOp {
    Add,
    Sub,
    Mul,
    DivS,
    DivU,
    CeilDivS,
    CeilDivU,
    FloorDivS,
    RemS,
    RemU,
    And,
    Or,
    Xor,
    Shl,
    ShrS,
    ShrU,
    MaxS,
    MaxU,
    MinS,
    MinU,
}

/// The poison-generating flags an op carries.
#[derive(Copy, Clone, Debug, Default)]
pub(in crate::arith) struct Flags {
    nsw: bool,
    nuw: bool,
    exact: bool,
}

impl Flags {
    /// The flags of an op's `overflowFlags` (none when it has none).
    pub(in crate::arith) fn overflow(attr: Option<&OverflowAttr>) -> Self {
        let flags = OverflowFlags::of(attr);
        Flags {
            nsw: flags.contains(OverflowFlags::NSW),
            nuw: flags.contains(OverflowFlags::NUW),
            exact: false,
        }
    }

    /// `exact` when the op has `isExact`.
    pub(in crate::arith) fn exact(exact: bool) -> Self {
        Flags {
            exact,
            ..Flags::default()
        }
    }
}

impl IntOp {
    fn is_division(self) -> bool {
        matches!(
            self,
            IntOp::DivS
                | IntOp::DivU
                | IntOp::CeilDivS
                | IntOp::CeilDivU
                | IntOp::FloorDivS
                | IntOp::RemS
                | IntOp::RemU
        )
    }
}

/// Runs `op` carrying `flags` on its two operands.
pub(in crate::arith) fn binary(
    values: &[RtValue],
    op: IntOp,
    flags: Flags,
) -> Result<Step, String> {
    let (lhs, rhs) = (int(values, 0)?, int(values, 1)?);
    if op.is_division() && rhs.is_none() {
        return Err("division by poison".into());
    }
    let (Some(a), Some(b)) = (lhs, rhs) else {
        return single(None);
    };
    if a.width() != b.width() {
        return Err("operands of different widths".into());
    }
    single(compute(op, &a, &b, flags)?.map(int_value))
}

/// `op(a, b)`; `None` for poison.
fn compute(op: IntOp, a: &ApInt, b: &ApInt, flags: Flags) -> Result<Option<ApInt>, String> {
    let value = match op {
        IntOp::Add | IntOp::Sub | IntOp::Mul => return Ok(ring(op, a, b, flags)),
        IntOp::DivS | IntOp::DivU | IntOp::CeilDivS | IntOp::CeilDivU | IntOp::FloorDivS => {
            return divide(op, a, b, flags.exact)
        }
        IntOp::RemS => {
            check_signed_division(a, b, "%")?;
            a.srem(b).expect("a non-zero divisor")
        }
        IntOp::RemU => a.urem(b).ok_or("division by zero")?,
        IntOp::And => a.and(b),
        IntOp::Or => a.or(b),
        IntOp::Xor => a.xor(b),
        IntOp::Shl | IntOp::ShrS | IntOp::ShrU => return Ok(shift(op, a, b, flags)),
        IntOp::MaxS => extreme(a, b, a.cmp_signed(b) == Ordering::Greater),
        IntOp::MaxU => extreme(a, b, a.cmp_unsigned(b) == Ordering::Greater),
        IntOp::MinS => extreme(a, b, a.cmp_signed(b) == Ordering::Less),
        IntOp::MinU => extreme(a, b, a.cmp_unsigned(b) == Ordering::Less),
    };
    Ok(Some(value))
}

/// `a` if `a_wins`, else `b`.
fn extreme(a: &ApInt, b: &ApInt, a_wins: bool) -> ApInt {
    if a_wins {
        a.clone()
    } else {
        b.clone()
    }
}

/// `addi`, `subi`, `muli`: wrapped, or poison when a flag is violated.
fn ring(op: IntOp, a: &ApInt, b: &ApInt, flags: Flags) -> Option<ApInt> {
    let width = a.width();
    let (x, y) = (a.to_i128(), b.to_i128());
    let (u, v) = (a.to_u128(), b.to_u128());
    let (wrapped, signed, unsigned) = match op {
        IntOp::Add => (a.wrapping_add(b), x.checked_add(y), u.checked_add(v)),
        IntOp::Sub => (a.wrapping_sub(b), x.checked_sub(y), u.checked_sub(v)),
        _ => (a.wrapping_mul(b), x.checked_mul(y), u.checked_mul(v)),
    };
    let signed_overflow = signed.is_none_or(|s| ApInt::from_i128(s, width).to_i128() != s);
    let unsigned_overflow = unsigned.is_none_or(|s| ApInt::new(s, width).to_u128() != s);
    let poison = (flags.nsw && signed_overflow) || (flags.nuw && unsigned_overflow);
    (!poison).then_some(wrapped)
}

/// Fails on a signed division that is undefined: by zero, or of the
/// smallest value by `-1` (`symbol` is `/` or `%`).
fn check_signed_division(a: &ApInt, b: &ApInt, symbol: &str) -> Result<(), String> {
    if b.is_zero() {
        return Err("division by zero".into());
    }
    if a.is_signed_min() && b.is_all_ones() {
        return Err(format!(
            "signed division overflows: {} {symbol} -1",
            a.to_i128()
        ));
    }
    Ok(())
}

/// The divisions; `exact` makes an inexact quotient poison.
fn divide(op: IntOp, a: &ApInt, b: &ApInt, exact: bool) -> Result<Option<ApInt>, String> {
    let signed = matches!(op, IntOp::DivS | IntOp::CeilDivS | IntOp::FloorDivS);
    if signed {
        check_signed_division(a, b, "/")?;
    } else if b.is_zero() {
        return Err("division by zero".into());
    }
    let checked = "the divisor was checked";
    let remainder = if signed { a.srem(b) } else { a.urem(b) }.expect(checked);
    let quotient = match op {
        IntOp::DivS => a.sdiv(b),
        IntOp::DivU => a.udiv(b),
        IntOp::CeilDivU => a.udiv_ceil(b),
        IntOp::FloorDivS => a.sdiv_floor(b),
        _ => a.sdiv(b).map(|q| {
            // Rounded up: one more when inexact and the quotient positive.
            let positive = a.is_negative() == b.is_negative();
            if !remainder.is_zero() && positive {
                q.wrapping_add(&ApInt::one(q.width()))
            } else {
                q
            }
        }),
    }
    .expect(checked);
    Ok((!exact || remainder.is_zero()).then_some(quotient))
}

/// The shifts: poison when the amount is not below the width, or when a
/// flag is violated (`nsw`/`nuw`: bits shifted out of `shli` that differ
/// from the sign / are set; `exact`: set bits shifted out of a right shift).
fn shift(op: IntOp, a: &ApInt, amount: &ApInt, flags: Flags) -> Option<ApInt> {
    let shifted = match op {
        IntOp::Shl => a.checked_shl(amount)?,
        IntOp::ShrS => a.checked_ashr(amount)?,
        _ => a.checked_lshr(amount)?,
    };
    let lost = match op {
        IntOp::Shl => {
            let signed_lost = flags.nsw && shifted.checked_ashr(amount).as_ref() != Some(a);
            let unsigned_lost = flags.nuw && shifted.checked_lshr(amount).as_ref() != Some(a);
            signed_lost || unsigned_lost
        }
        _ => flags.exact && shifted.checked_shl(amount).as_ref() != Some(a),
    };
    (!lost).then_some(shifted)
}
