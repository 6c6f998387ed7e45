//! IEEE float arithmetic for arith's folders, in the formats `f16`, `bf16`,
//! `f32` and `f64` (the folders leave `f80` and `f128` alone).
//!
//! A value is held as an `f64` whose value is exactly representable in its
//! format (as float attributes store it). Every operation computes in `f64`
//! and rounds once to the format, nearest even: for `+ - * /` that double
//! rounding is exact, since `f64` carries more than twice the precision of
//! each narrower format plus two bits; remainder and negation are exact.
//! Integer conversions round directly from the integer (through a
//! round-to-odd step), so they are correctly rounded at any width.
//!
//! NaNs follow LLVM's `APFloat`, which MLIR folds with: an invalid operation
//! gives the positive quiet NaN; otherwise the first NaN operand is passed
//! on, quieted, sign and payload kept.

use super::apint::{ApInt, INLINE_WIDTH};
use ir_core::FloatKind;
use num_bigint::BigInt;
use num_traits::FromPrimitive;

/// The quiet NaN that an invalid operation produces.
const DEFAULT_NAN: f64 = f64::from_bits(0x7FF8_0000_0000_0000);

/// The quiet bit of an `f64` NaN (also the quiet bit of every narrower
/// format's NaN once stored as an `f64`).
const QUIET_BIT: u64 = 1 << 51;

/// Whether the folders compute in `kind`.
pub fn is_supported(kind: FloatKind) -> bool {
    matches!(
        kind,
        FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64
    )
}

/// The exponent of the largest finite value of `kind` (APFloat's
/// `ilogb(getLargest(..))`), for the formats the folders compute in.
pub fn max_exponent(kind: FloatKind) -> i32 {
    match kind {
        FloatKind::F16 => 15,
        FloatKind::BF16 | FloatKind::F32 => 127,
        _ => 1023,
    }
}

/// A binary float operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    /// `a + b`
    Add,
    /// `a - b`
    Sub,
    /// `a * b`
    Mul,
    /// `a / b`
    Div,
    /// `fmod(a, b)`: the remainder with the sign of `a`.
    Rem,
}

/// `x` with its quiet bit set (a signaling NaN made quiet).
pub fn quiet(x: f64) -> f64 {
    f64::from_bits(x.to_bits() | QUIET_BIT)
}

/// `op(a, b)` in format `kind`.
pub fn binary(op: BinaryOp, kind: FloatKind, a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return propagate_nan(a, b);
    }
    let exact = match op {
        BinaryOp::Add => a + b,
        BinaryOp::Sub => a - b,
        BinaryOp::Mul => a * b,
        BinaryOp::Div => a / b,
        BinaryOp::Rem => a % b,
    };
    if exact.is_nan() {
        return DEFAULT_NAN;
    }
    kind.round(exact)
}

/// The NaN an operation passes on: its first NaN operand, quieted.
fn propagate_nan(a: f64, b: f64) -> f64 {
    quiet(if a.is_nan() { a } else { b })
}

/// IEEE 754-2019 `maximum`: NaNs propagate, `-0 < +0`.
pub fn maximum(a: f64, b: f64) -> f64 {
    extremum(a, b, true)
}

/// IEEE 754-2019 `minimum`: NaNs propagate, `-0 < +0`.
pub fn minimum(a: f64, b: f64) -> f64 {
    extremum(a, b, false)
}

/// IEEE 754-2008 `maxNum`: a quiet NaN loses to a number, a signaling
/// NaN wins (quieted), `-0 < +0`.
pub fn maxnum(a: f64, b: f64) -> f64 {
    number_extremum(a, b, true)
}

/// IEEE 754-2008 `minNum`: a quiet NaN loses to a number, a signaling
/// NaN wins (quieted), `-0 < +0`.
pub fn minnum(a: f64, b: f64) -> f64 {
    number_extremum(a, b, false)
}

/// Whether `x` is a signaling NaN.
fn is_signaling(x: f64) -> bool {
    x.is_nan() && x.to_bits() & QUIET_BIT == 0
}

/// `maxnum` (`max`) or `minnum`, as `llvm::maxnum` and `llvm::minnum`.
fn number_extremum(a: f64, b: f64, max: bool) -> f64 {
    if is_signaling(a) || (is_signaling(b) && !a.is_nan()) {
        return quiet(if is_signaling(a) { a } else { b });
    }
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    extremum(a, b, max)
}

/// The larger (`max`) or smaller of `a` and `b`, as `llvm::maximum` and
/// `llvm::minimum` pick it.
fn extremum(a: f64, b: f64, max: bool) -> f64 {
    if a.is_nan() {
        return quiet(a);
    }
    if b.is_nan() {
        return quiet(b);
    }
    if a == 0.0 && b == 0.0 && a.is_sign_negative() != b.is_sign_negative() {
        return if a.is_sign_negative() == max { b } else { a };
    }
    let b_wins = if max { a < b } else { b < a };
    if b_wins {
        b
    } else {
        a
    }
}

/// `x` converted to format `to`, if that loses nothing (MLIR folds
/// `truncf`/`extf` only then): no rounding, no overflow, the NaN payload
/// kept, and no signaling NaN (converting one is an invalid operation).
pub fn convert_exact(x: f64, to: FloatKind) -> Option<f64> {
    if !is_supported(to) || is_signaling(x) {
        return None;
    }
    let converted = to.round(x);
    (converted.to_bits() == x.to_bits()).then_some(converted)
}

/// The integer `value` (read as signed or unsigned) in format `kind`,
/// rounded to nearest even (overflowing to infinity).
pub fn from_int(value: &ApInt, signed: bool, kind: FloatKind) -> f64 {
    let negative = signed && value.is_negative();
    let negated;
    let magnitude = if negative {
        negated = value.wrapping_neg();
        &negated
    } else {
        value
    };
    // `kept * 2^shift`, rounded to odd at 128 bits: rounding it once more
    // (to at most 53 bits) gives the correctly rounded value.
    let (kept, shift) = magnitude.to_u128_rounded_to_odd();
    let scale = 2f64.powi(i32::try_from(shift).unwrap_or(i32::MAX));
    let rounded = match kind {
        FloatKind::F64 => kept as f64 * scale,
        _ => kind.round(round_to_odd(kept) * scale),
    };
    if negative {
        -rounded
    } else {
        rounded
    }
}

/// `magnitude` rounded to 53 bits, toward odd: the last kept bit is set
/// when any dropped bit was. Rounding this to a format of at most 51 bits
/// gives the correctly rounded value of `magnitude`.
fn round_to_odd(magnitude: u128) -> f64 {
    let bits = 128 - magnitude.leading_zeros();
    if bits <= 53 {
        return magnitude as f64;
    }
    let shift = bits - 53;
    let kept = magnitude >> shift;
    let sticky = u128::from(magnitude & ((1 << shift) - 1) != 0);
    let odd = (kept | sticky) as f64;
    odd * 2f64.powi(shift as i32)
}

/// `x` rounded toward zero to an integer of `width` bits, if it fits (and
/// is not a NaN or an infinity), as APFloat's `convertToInteger`: a
/// negative value whose integer part is zero fits an unsigned type.
pub fn to_int(x: f64, width: u32, signed: bool) -> Option<ApInt> {
    if !x.is_finite() {
        return None;
    }
    let t = x.trunc();
    let limit = 2f64.powi(width as i32);
    let fits = if signed {
        t >= -limit / 2.0 && t < limit / 2.0
    } else {
        t >= 0.0 && t < limit
    };
    if !fits {
        return None;
    }
    if width > INLINE_WIDTH {
        // An integral `f64` is an exact big integer.
        return BigInt::from_f64(t).map(|t| ApInt::from_big(&t, width));
    }
    Some(if t < 0.0 {
        ApInt::from_i128(t as i128, width)
    } else {
        ApInt::new(t as u128, width)
    })
}

/// The bit pattern of `x` in `kind`, as an integer of the format's width.
pub fn to_bits(x: f64, kind: FloatKind) -> ApInt {
    ApInt::new(kind.to_bits(x), kind.width())
}

/// The value of bit pattern `bits` in `kind`.
pub fn from_bits(bits: ApInt, kind: FloatKind) -> f64 {
    kind.value_of_bits(bits.to_u128())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32_bits(x: f64) -> u32 {
        (x as f32).to_bits()
    }

    #[test]
    fn arithmetic_rounds_to_each_format() {
        let third = binary(BinaryOp::Div, FloatKind::F32, 1.0, 3.0);
        assert_eq!(third, f64::from(1.0f32 / 3.0f32));
        let third = binary(BinaryOp::Div, FloatKind::F64, 1.0, 3.0);
        assert_eq!(third, 1.0 / 3.0);
        // 1 + 2^-11 is a tie in f16 (10 fraction bits): rounds to even, 1.
        let tie = binary(BinaryOp::Add, FloatKind::F16, 1.0, 2f64.powi(-11));
        assert_eq!(tie, 1.0);
        assert_eq!(
            binary(BinaryOp::Add, FloatKind::F16, 65504.0, 32.0),
            f64::INFINITY
        );
        assert_eq!(
            binary(BinaryOp::Mul, FloatKind::BF16, 3.0, 1.0 / 3.0 + 0.0),
            FloatKind::BF16.round(1.0)
        );
        assert_eq!(binary(BinaryOp::Rem, FloatKind::F32, -7.5, 2.0), -1.5);
        assert_eq!(binary(BinaryOp::Sub, FloatKind::F64, 0.5, 0.5).to_bits(), 0);
    }

    #[test]
    fn invalid_operations_give_the_positive_quiet_nan() {
        let nan = binary(BinaryOp::Mul, FloatKind::F32, 0.0, f64::INFINITY);
        assert_eq!(f32_bits(nan), 0x7FC0_0000);
        let nan = binary(BinaryOp::Sub, FloatKind::F32, f64::INFINITY, f64::INFINITY);
        assert_eq!(f32_bits(nan), 0x7FC0_0000);
        let nan = binary(BinaryOp::Rem, FloatKind::F64, 1.0, 0.0);
        assert_eq!(nan.to_bits(), 0x7FF8_0000_0000_0000);
    }

    #[test]
    fn nan_operands_propagate_as_apfloat_does() {
        let negative_nan = -DEFAULT_NAN;
        assert!(binary(BinaryOp::Add, FloatKind::F64, negative_nan, 1.0).is_sign_negative());
        assert!(binary(BinaryOp::Sub, FloatKind::F64, 1.0, DEFAULT_NAN).is_sign_positive());
        assert!(binary(BinaryOp::Mul, FloatKind::F64, 0.0, negative_nan).is_sign_negative());
        let payload = f64::from_bits(0x7FF8_0000_0000_0042);
        let first = binary(BinaryOp::Div, FloatKind::F64, payload, DEFAULT_NAN);
        assert_eq!(first.to_bits(), payload.to_bits());
        let signaling = f64::from_bits(0x7FF0_0000_0000_0001);
        let quieted = binary(BinaryOp::Add, FloatKind::F64, signaling, 1.0);
        assert_eq!(quieted.to_bits(), 0x7FF8_0000_0000_0001);
    }

    #[test]
    fn maximum_and_minimum_order_zeros_and_propagate_nans() {
        assert!(maximum(-0.0, 0.0).is_sign_positive());
        assert!(minimum(0.0, -0.0).is_sign_negative());
        assert!(maximum(1.0, f64::NAN).is_nan());
        assert!(minimum(f64::NAN, 1.0).is_nan());
        assert_eq!(maximum(2.0, -3.0), 2.0);
        assert_eq!(minimum(2.0, -3.0), -3.0);
    }

    #[test]
    fn maxnum_and_minnum_prefer_numbers_to_quiet_nans() {
        let signaling = f64::from_bits(0x7FF0_0000_0000_0001);
        assert_eq!(maxnum(f64::NAN, 1.0), 1.0);
        assert_eq!(minnum(1.0, f64::NAN), 1.0);
        assert_eq!(maxnum(signaling, 1.0).to_bits(), 0x7FF8_0000_0000_0001);
        assert!(maxnum(-0.0, 0.0).is_sign_positive());
        assert!(minnum(0.0, -0.0).is_sign_negative());
        assert_eq!(minnum(2.0, -3.0), -3.0);
    }

    #[test]
    fn conversions_between_formats_are_exact_or_refused() {
        assert_eq!(convert_exact(0.5, FloatKind::F16), Some(0.5));
        assert_eq!(convert_exact(0.1, FloatKind::F32), None);
        assert_eq!(convert_exact(1.0e30, FloatKind::BF16), None);
        assert_eq!(convert_exact(1.0e300, FloatKind::F32), None);
        assert_eq!(
            convert_exact(f64::INFINITY, FloatKind::F16),
            Some(f64::INFINITY)
        );
        assert_eq!(convert_exact(1.0, FloatKind::F128), None);
        let signaling = f64::from_bits(0x7FF0_0000_2000_0000);
        assert_eq!(convert_exact(signaling, FloatKind::F64), None);
    }

    #[test]
    fn integers_round_correctly_to_every_format() {
        let big = ApInt::new(u128::MAX, 128);
        assert_eq!(from_int(&big, false, FloatKind::F64), 2f64.powi(128));
        assert_eq!(from_int(&big, true, FloatKind::F32), -1.0);
        assert_eq!(
            from_int(&ApInt::new(65535, 32), false, FloatKind::F16),
            f64::INFINITY
        );
        assert_eq!(
            from_int(&ApInt::new(2049, 32), false, FloatKind::F16),
            2048.0
        );
        assert_eq!(
            from_int(&ApInt::new(2051, 32), false, FloatKind::F16),
            2052.0
        );
        // Just above a bf16 tie, beyond f64's precision: a double rounding
        // through f64 would land on the tie and round down to even.
        let above_tie = (1u128 << 100) + (1u128 << 92) + 1;
        let expected = 2f64.powi(100) + 2f64.powi(93);
        assert_eq!(
            from_int(&ApInt::new(above_tie, 128), false, FloatKind::BF16),
            expected
        );
        assert_eq!(
            from_int(&ApInt::from_i128(-3, 8), true, FloatKind::F16),
            -3.0
        );
    }

    #[test]
    fn float_to_int_truncates_and_refuses_out_of_range() {
        assert_eq!(to_int(300.7, 16, true).map(|v| v.to_i128()), Some(300));
        assert_eq!(to_int(300.7, 8, true), None);
        assert_eq!(to_int(-128.9, 8, true).map(|v| v.to_i128()), Some(-128));
        assert_eq!(to_int(-129.0, 8, true), None);
        assert_eq!(to_int(255.9, 8, false).map(|v| v.to_u128()), Some(255));
        assert_eq!(to_int(-0.5, 8, false).map(|v| v.to_u128()), Some(0));
        assert_eq!(to_int(-1.5, 8, false), None);
        assert_eq!(to_int(f64::NAN, 32, true), None);
        assert_eq!(to_int(f64::INFINITY, 32, false), None);
        assert_eq!(
            to_int(-2f64.powi(127), 128, true),
            Some(ApInt::signed_min(128))
        );
    }

    #[test]
    fn bit_patterns() {
        assert_eq!(to_bits(1.0, FloatKind::F32).to_u128(), 0x3F80_0000);
        assert_eq!(to_bits(1.0, FloatKind::F16).to_u128(), 0x3C00);
        assert_eq!(to_bits(1.0, FloatKind::BF16).to_u128(), 0x3F80);
        assert_eq!(from_bits(ApInt::new(0xC000, 16), FloatKind::F16), -2.0);
        assert_eq!(
            from_bits(ApInt::new(0x4000_0000_0000_0000, 64), FloatKind::F64),
            2.0
        );
    }
}
