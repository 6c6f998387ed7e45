//! [`ApInt`]: a fixed-width integer of any width (0 bits and up) with
//! two's complement wrap-around, the subset of LLVM's `APInt` that arith's
//! folders need. Widths up to 128 keep their bits zero-extended in a
//! `u128` (the fast path every common type takes); wider values keep them
//! in a `BigUint` and compute with the plain arithmetic of [`wide`],
//! which is also the reference the fast path is tested against.

mod wide;

use num_bigint::{BigInt, BigUint};
use std::borrow::Cow;
use std::cmp::Ordering;

/// The widest integer kept inline in a `u128`.
pub const INLINE_WIDTH: u32 = 128;

/// An integer of `width` bits.
#[derive(Clone, Debug)]
pub struct ApInt {
    bits: Bits,
    width: u32,
}

/// The zero-extended bits of an [`ApInt`]: inline up to 128 bits. (Only
/// the tests build the `Wide` form of a narrower value, to run the plain
/// path where the fast one runs.)
#[derive(Clone, Debug)]
enum Bits {
    Inline(u128),
    Wide(BigUint),
}

/// All ones in the low `width` bits (`width` ≤ 128).
fn mask(width: u32) -> u128 {
    match width {
        0 => 0,
        _ => u128::MAX >> (INLINE_WIDTH - width),
    }
}

impl PartialEq for ApInt {
    fn eq(&self, other: &Self) -> bool {
        self.width == other.width
            && match (&self.bits, &other.bits) {
                (Bits::Inline(a), Bits::Inline(b)) => a == b,
                _ => self.big() == other.big(),
            }
    }
}

impl Eq for ApInt {}

impl ApInt {
    /// `value` truncated to `width` bits.
    pub fn new(value: u128, width: u32) -> Self {
        if width <= INLINE_WIDTH {
            return Self::inline(value, width);
        }
        Self::from_bits(BigUint::from(value), width)
    }

    /// `value` truncated to `width` bits (≤ 128).
    fn inline(value: u128, width: u32) -> Self {
        Self {
            bits: Bits::Inline(value & mask(width)),
            width,
        }
    }

    /// The integer whose bits are `bits` (below `2^width`).
    fn from_bits(bits: BigUint, width: u32) -> Self {
        if width <= INLINE_WIDTH {
            return Self::inline(wide::low_u128(&bits), width);
        }
        Self {
            bits: Bits::Wide(bits),
            width,
        }
    }

    /// A signed `value` wrapped to `width` bits (sign-extended when wider).
    pub fn from_i128(value: i128, width: u32) -> Self {
        if width <= INLINE_WIDTH {
            return Self::inline(value as u128, width);
        }
        Self::from_big(&BigInt::from(value), width)
    }

    /// A big `value` wrapped to `width` bits (modulo `2^width`).
    pub fn from_big(value: &BigInt, width: u32) -> Self {
        Self::from_bits(wide::from_signed(value, width), width)
    }

    /// Zero.
    pub fn zero(width: u32) -> Self {
        Self::new(0, width)
    }

    /// One.
    pub fn one(width: u32) -> Self {
        Self::new(1, width)
    }

    /// All bits set (`-1`).
    pub fn all_ones(width: u32) -> Self {
        Self::from_i128(-1, width)
    }

    /// The smallest signed value (only the top bit set; zero at width 0).
    pub fn signed_min(width: u32) -> Self {
        match width {
            0 => Self::zero(0),
            _ => Self::one(width).shl_bits(width - 1),
        }
    }

    /// The largest signed value (all bits but the top one set).
    pub fn signed_max(width: u32) -> Self {
        Self::signed_min(width).wrapping_sub(&Self::one(width))
    }

    /// The bit width.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The bits as a big unsigned integer.
    fn big(&self) -> Cow<'_, BigUint> {
        match &self.bits {
            Bits::Inline(bits) => Cow::Owned(BigUint::from(*bits)),
            Bits::Wide(bits) => Cow::Borrowed(bits),
        }
    }

    /// The value read as unsigned: its low 128 bits when it is wider.
    pub fn to_u128(&self) -> u128 {
        match &self.bits {
            Bits::Inline(bits) => *bits,
            Bits::Wide(bits) => wide::low_u128(bits),
        }
    }

    /// The value read as signed (sign-extended from the top bit) when the
    /// width is at most 128; the low 128 bits of a wider value.
    pub fn to_i128(&self) -> i128 {
        let bits = self.to_u128();
        match self.width {
            0 => 0,
            width if width <= INLINE_WIDTH => {
                let shift = INLINE_WIDTH - width;
                ((bits << shift) as i128) >> shift
            }
            _ => bits as i128,
        }
    }

    /// The value read as unsigned, as `kept * 2^shift` with `kept` below
    /// `2^128`: exact up to 128 bits; for more, the top 128 bits with the
    /// last one set when any dropped bit was (rounded to odd, so rounding
    /// it again to a narrower float is correct).
    pub fn to_u128_rounded_to_odd(&self) -> (u128, u64) {
        match &self.bits {
            Bits::Inline(bits) => (*bits, 0),
            Bits::Wide(bits) => wide::rounded_to_odd(bits),
        }
    }

    /// The value read as signed, exactly at any width.
    pub fn to_big_signed(&self) -> BigInt {
        match self.width {
            width if width <= INLINE_WIDTH => BigInt::from(self.to_i128()),
            _ => wide::to_signed(&self.big(), self.width),
        }
    }

    /// The signed value, if it fits an `i128`.
    pub fn to_i128_exact(&self) -> Option<i128> {
        match self.width {
            width if width <= INLINE_WIDTH => Some(self.to_i128()),
            _ => i128::try_from(self.to_big_signed()).ok(),
        }
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        match &self.bits {
            Bits::Inline(bits) => *bits == 0,
            Bits::Wide(bits) => bits.bits() == 0,
        }
    }

    /// Whether the value is one.
    pub fn is_one(&self) -> bool {
        match &self.bits {
            Bits::Inline(bits) => *bits == 1,
            Bits::Wide(bits) => bits.bits() == 1,
        }
    }

    /// Whether every bit is set.
    pub fn is_all_ones(&self) -> bool {
        match &self.bits {
            Bits::Inline(bits) if self.width <= INLINE_WIDTH => *bits == mask(self.width),
            _ => self.big().count_ones() == u64::from(self.width),
        }
    }

    /// Whether the value is the smallest signed value.
    pub fn is_signed_min(&self) -> bool {
        *self == Self::signed_min(self.width)
    }

    /// Whether the value is the largest signed value.
    pub fn is_signed_max(&self) -> bool {
        *self == Self::signed_max(self.width)
    }

    /// Whether the value is negative when read as signed.
    pub fn is_negative(&self) -> bool {
        match (&self.bits, self.width) {
            (_, 0) => false,
            (Bits::Inline(bits), width) if width <= INLINE_WIDTH => bits >> (width - 1) == 1,
            _ => wide::is_negative(&self.big(), self.width),
        }
    }

    /// The value `inline` computes from two inline operands, or `wide`
    /// from the bits of wider (or test-built wide) ones.
    fn combine(
        &self,
        rhs: &Self,
        inline: impl FnOnce(u128, u128) -> u128,
        wide: impl FnOnce(&BigUint, &BigUint, u32) -> BigUint,
    ) -> Self {
        match (&self.bits, &rhs.bits) {
            (Bits::Inline(a), Bits::Inline(b)) => Self::new(inline(*a, *b), self.width),
            _ => Self::from_bits(wide(&self.big(), &rhs.big(), self.width), self.width),
        }
    }

    /// Whether both operands are inline (the fast path applies).
    fn both_inline(&self, rhs: &Self) -> bool {
        matches!((&self.bits, &rhs.bits), (Bits::Inline(_), Bits::Inline(_)))
    }

    /// `self + rhs`, wrapping.
    pub fn wrapping_add(&self, rhs: &Self) -> Self {
        self.combine(rhs, u128::wrapping_add, wide::add)
    }

    /// `self - rhs`, wrapping.
    pub fn wrapping_sub(&self, rhs: &Self) -> Self {
        self.combine(rhs, u128::wrapping_sub, wide::sub)
    }

    /// `self * rhs`, wrapping.
    pub fn wrapping_mul(&self, rhs: &Self) -> Self {
        self.combine(rhs, u128::wrapping_mul, wide::mul)
    }

    /// `-self`, wrapping.
    pub fn wrapping_neg(&self) -> Self {
        Self::zero(self.width).wrapping_sub(self)
    }

    /// Bitwise and.
    pub fn and(&self, rhs: &Self) -> Self {
        self.combine(rhs, |a, b| a & b, |a, b, _| a & b)
    }

    /// Bitwise or.
    pub fn or(&self, rhs: &Self) -> Self {
        self.combine(rhs, |a, b| a | b, |a, b, _| a | b)
    }

    /// Bitwise exclusive or.
    pub fn xor(&self, rhs: &Self) -> Self {
        self.combine(rhs, |a, b| a ^ b, |a, b, _| a ^ b)
    }

    /// Unsigned quotient (rounded toward zero); `None` when dividing by zero.
    pub fn udiv(&self, rhs: &Self) -> Option<Self> {
        if rhs.is_zero() {
            return None;
        }
        Some(self.combine(rhs, |a, b| a / b, |a, b, _| a / b))
    }

    /// Unsigned remainder; `None` when dividing by zero.
    pub fn urem(&self, rhs: &Self) -> Option<Self> {
        if rhs.is_zero() {
            return None;
        }
        Some(self.combine(rhs, |a, b| a % b, |a, b, _| a % b))
    }

    /// Whether `self / rhs` is undefined as a signed division: by zero,
    /// or the smallest value by `-1` (the quotient overflows).
    fn signed_division_fails(&self, rhs: &Self) -> bool {
        rhs.is_zero() || (self.is_signed_min() && rhs.is_all_ones())
    }

    /// Signed quotient rounded toward zero; `None` when dividing by zero or
    /// on overflow (smallest value by `-1`).
    pub fn sdiv(&self, rhs: &Self) -> Option<Self> {
        if self.signed_division_fails(rhs) {
            return None;
        }
        Some(self.signed(rhs, i128::wrapping_div, wide::sdiv))
    }

    /// Signed remainder (the sign of the dividend); `None` when dividing by zero.
    pub fn srem(&self, rhs: &Self) -> Option<Self> {
        if rhs.is_zero() {
            return None;
        }
        Some(self.signed(rhs, i128::wrapping_rem, wide::srem))
    }

    /// `inline` of the signed values of two inline operands, or `wide` of
    /// the bits of wider ones (the divisor is not zero).
    fn signed(
        &self,
        rhs: &Self,
        inline: fn(i128, i128) -> i128,
        wide: fn(&BigUint, &BigUint, u32) -> BigUint,
    ) -> Self {
        if self.both_inline(rhs) {
            return Self::from_i128(inline(self.to_i128(), rhs.to_i128()), self.width);
        }
        Self::from_bits(wide(&self.big(), &rhs.big(), self.width), self.width)
    }

    /// Signed quotient rounded toward negative infinity; `None` when
    /// dividing by zero or on overflow.
    pub fn sdiv_floor(&self, rhs: &Self) -> Option<Self> {
        let quotient = self.sdiv(rhs)?;
        let inexact = !self.srem(rhs)?.is_zero();
        let negative = self.is_negative() != rhs.is_negative();
        Some(if inexact && negative {
            quotient.wrapping_sub(&Self::one(self.width))
        } else {
            quotient
        })
    }

    /// Signed quotient rounded toward positive infinity, computed as MLIR's
    /// folder does it: `None` when dividing by zero or when negating an
    /// operand that is the smallest value (even if the quotient would fit).
    pub fn sdiv_ceil(&self, rhs: &Self) -> Option<Self> {
        if rhs.is_zero() {
            return None;
        }
        if self.is_zero() {
            return Some(self.clone());
        }
        if self.is_signed_min() || rhs.is_signed_min() {
            return None;
        }
        let quotient = self.sdiv(rhs)?;
        let inexact = !self.srem(rhs)?.is_zero();
        let positive = self.is_negative() == rhs.is_negative();
        Some(if inexact && positive {
            quotient.wrapping_add(&Self::one(self.width))
        } else {
            quotient
        })
    }

    /// Unsigned quotient rounded toward positive infinity; `None` when
    /// dividing by zero.
    pub fn udiv_ceil(&self, rhs: &Self) -> Option<Self> {
        let quotient = self.udiv(rhs)?;
        Some(if self.urem(rhs)?.is_zero() {
            quotient
        } else {
            quotient.wrapping_add(&Self::one(self.width))
        })
    }

    /// The shift amount `rhs` as a `u32`, if it is below the width.
    fn shift_amount(&self, rhs: &Self) -> Option<u32> {
        let amount = match &rhs.bits {
            Bits::Inline(bits) => u32::try_from(*bits).ok()?,
            Bits::Wide(bits) => u32::try_from(bits).ok()?,
        };
        (amount < self.width).then_some(amount)
    }

    /// `self << amount` (`amount` below the width).
    fn shl_bits(&self, amount: u32) -> Self {
        match &self.bits {
            Bits::Inline(bits) => Self::new(bits << amount, self.width),
            Bits::Wide(bits) => Self::from_bits(wide::shl(bits, amount, self.width), self.width),
        }
    }

    /// `self << rhs`; `None` when the amount is not below the width.
    pub fn checked_shl(&self, rhs: &Self) -> Option<Self> {
        Some(self.shl_bits(self.shift_amount(rhs)?))
    }

    /// Logical right shift; `None` when the amount is not below the width.
    pub fn checked_lshr(&self, rhs: &Self) -> Option<Self> {
        let amount = self.shift_amount(rhs)?;
        Some(match &self.bits {
            Bits::Inline(bits) => Self::new(bits >> amount, self.width),
            Bits::Wide(bits) => Self::from_bits(bits >> amount, self.width),
        })
    }

    /// Arithmetic right shift; `None` when the amount is not below the width.
    pub fn checked_ashr(&self, rhs: &Self) -> Option<Self> {
        let amount = self.shift_amount(rhs)?;
        Some(match &self.bits {
            Bits::Inline(_) => Self::from_i128(self.to_i128() >> amount, self.width),
            Bits::Wide(bits) => Self::from_bits(wide::ashr(bits, amount, self.width), self.width),
        })
    }

    /// Unsigned comparison.
    pub fn cmp_unsigned(&self, rhs: &Self) -> Ordering {
        match (&self.bits, &rhs.bits) {
            (Bits::Inline(a), Bits::Inline(b)) => a.cmp(b),
            _ => self.big().cmp(&rhs.big()),
        }
    }

    /// Signed comparison.
    pub fn cmp_signed(&self, rhs: &Self) -> Ordering {
        if self.both_inline(rhs) {
            return self.to_i128().cmp(&rhs.to_i128());
        }
        wide::cmp_signed(&self.big(), &rhs.big(), self.width)
    }

    /// The low `width` bits.
    pub fn trunc(&self, width: u32) -> Self {
        match &self.bits {
            Bits::Inline(bits) => Self::new(*bits, width),
            Bits::Wide(bits) => Self::from_bits(wide::truncate(bits.clone(), width), width),
        }
    }

    /// Zero-extended (or truncated) to `width` bits.
    pub fn zext(&self, width: u32) -> Self {
        self.trunc(width)
    }

    /// Sign-extended (or truncated) to `width` bits.
    pub fn sext(&self, width: u32) -> Self {
        match &self.bits {
            Bits::Inline(_) if width <= INLINE_WIDTH => Self::from_i128(self.to_i128(), width),
            _ if width <= self.width => self.trunc(width),
            _ => Self::from_bits(wide::sext(&self.big(), self.width, width), width),
        }
    }

    /// The same value in the plain (wide) representation, whatever its
    /// width: the tests run the reference path through it.
    #[cfg(test)]
    fn in_wide_form(&self) -> Self {
        Self {
            bits: Bits::Wide(self.big().into_owned()),
            width: self.width,
        }
    }
}

#[cfg(test)]
mod tests;
