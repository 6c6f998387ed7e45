//! [`ApInt`]: a fixed-width integer of 1 to 128 bits with two's complement
//! wrap-around (the subset of LLVM's `APInt` that arith's folders need).
//! The bits are kept zero-extended in a `u128`; signed views sign-extend.

use std::cmp::Ordering;

/// The widest integer the folders compute with.
pub const MAX_WIDTH: u32 = 128;

/// An integer of `width` bits.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct ApInt {
    bits: u128,
    width: u32,
}

/// All ones in the low `width` bits.
fn mask(width: u32) -> u128 {
    u128::MAX >> (MAX_WIDTH - width)
}

impl ApInt {
    /// `value` truncated to `width` bits (1 ≤ `width` ≤ 128).
    ///
    /// # Panics
    /// If `width` is 0 or above 128.
    pub fn new(value: u128, width: u32) -> Self {
        assert!(
            (1..=MAX_WIDTH).contains(&width),
            "ApInt width {width} out of range"
        );
        Self {
            bits: value & mask(width),
            width,
        }
    }

    /// A signed `value` truncated to `width` bits.
    pub fn from_i128(value: i128, width: u32) -> Self {
        Self::new(value as u128, width)
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
        Self::new(u128::MAX, width)
    }

    /// The smallest signed value (only the top bit set).
    pub fn signed_min(width: u32) -> Self {
        Self::new(1 << (width - 1), width)
    }

    /// The largest signed value (all bits but the top one set).
    pub fn signed_max(width: u32) -> Self {
        Self::new(mask(width) >> 1, width)
    }

    /// The bit width.
    pub fn width(self) -> u32 {
        self.width
    }

    /// The value read as unsigned.
    pub fn to_u128(self) -> u128 {
        self.bits
    }

    /// The value read as signed (sign-extended from the top bit).
    pub fn to_i128(self) -> i128 {
        let shift = MAX_WIDTH - self.width;
        ((self.bits << shift) as i128) >> shift
    }

    /// Whether the value is zero.
    pub fn is_zero(self) -> bool {
        self.bits == 0
    }

    /// Whether the value is one.
    pub fn is_one(self) -> bool {
        self.bits == 1
    }

    /// Whether every bit is set.
    pub fn is_all_ones(self) -> bool {
        self.bits == mask(self.width)
    }

    /// Whether the value is the smallest signed value.
    pub fn is_signed_min(self) -> bool {
        self == Self::signed_min(self.width)
    }

    /// Whether the value is the largest signed value.
    pub fn is_signed_max(self) -> bool {
        self == Self::signed_max(self.width)
    }

    /// Whether the value is negative when read as signed.
    pub fn is_negative(self) -> bool {
        self.bits >> (self.width - 1) == 1
    }

    fn with_bits(self, bits: u128) -> Self {
        Self::new(bits, self.width)
    }

    /// `self + rhs`, wrapping.
    pub fn wrapping_add(self, rhs: Self) -> Self {
        self.with_bits(self.bits.wrapping_add(rhs.bits))
    }

    /// `self - rhs`, wrapping.
    pub fn wrapping_sub(self, rhs: Self) -> Self {
        self.with_bits(self.bits.wrapping_sub(rhs.bits))
    }

    /// `self * rhs`, wrapping.
    pub fn wrapping_mul(self, rhs: Self) -> Self {
        self.with_bits(self.bits.wrapping_mul(rhs.bits))
    }

    /// `-self`, wrapping.
    pub fn wrapping_neg(self) -> Self {
        self.with_bits(self.bits.wrapping_neg())
    }

    /// Bitwise and.
    pub fn and(self, rhs: Self) -> Self {
        self.with_bits(self.bits & rhs.bits)
    }

    /// Bitwise or.
    pub fn or(self, rhs: Self) -> Self {
        self.with_bits(self.bits | rhs.bits)
    }

    /// Bitwise exclusive or.
    pub fn xor(self, rhs: Self) -> Self {
        self.with_bits(self.bits ^ rhs.bits)
    }

    /// Unsigned quotient (rounded toward zero); `None` when dividing by zero.
    pub fn udiv(self, rhs: Self) -> Option<Self> {
        self.bits.checked_div(rhs.bits).map(|q| self.with_bits(q))
    }

    /// Unsigned remainder; `None` when dividing by zero.
    pub fn urem(self, rhs: Self) -> Option<Self> {
        self.bits.checked_rem(rhs.bits).map(|r| self.with_bits(r))
    }

    /// Whether `self / rhs` is undefined as a signed division: by zero,
    /// or the smallest value by `-1` (the quotient overflows).
    fn signed_division_fails(self, rhs: Self) -> bool {
        rhs.is_zero() || (self.is_signed_min() && rhs.is_all_ones())
    }

    /// Signed quotient rounded toward zero; `None` when dividing by zero or
    /// on overflow (smallest value by `-1`).
    pub fn sdiv(self, rhs: Self) -> Option<Self> {
        if self.signed_division_fails(rhs) {
            return None;
        }
        Some(Self::from_i128(
            self.to_i128().wrapping_div(rhs.to_i128()),
            self.width,
        ))
    }

    /// Signed remainder (the sign of the dividend); `None` when dividing by zero.
    pub fn srem(self, rhs: Self) -> Option<Self> {
        if rhs.is_zero() {
            return None;
        }
        Some(Self::from_i128(
            self.to_i128().wrapping_rem(rhs.to_i128()),
            self.width,
        ))
    }

    /// Signed quotient rounded toward negative infinity; `None` when
    /// dividing by zero or on overflow.
    pub fn sdiv_floor(self, rhs: Self) -> Option<Self> {
        let quotient = self.sdiv(rhs)?;
        let inexact = !self.srem(rhs)?.is_zero();
        let negative = self.is_negative() != rhs.is_negative();
        Some(if inexact && negative {
            quotient.wrapping_sub(Self::one(self.width))
        } else {
            quotient
        })
    }

    /// Signed quotient rounded toward positive infinity, computed as MLIR's
    /// folder does it: `None` when dividing by zero or when negating an
    /// operand that is the smallest value (even if the quotient would fit).
    pub fn sdiv_ceil(self, rhs: Self) -> Option<Self> {
        if rhs.is_zero() {
            return None;
        }
        if self.is_zero() {
            return Some(self);
        }
        if self.is_signed_min() || rhs.is_signed_min() {
            return None;
        }
        let quotient = self.sdiv(rhs)?;
        let inexact = !self.srem(rhs)?.is_zero();
        let positive = self.is_negative() == rhs.is_negative();
        Some(if inexact && positive {
            quotient.wrapping_add(Self::one(self.width))
        } else {
            quotient
        })
    }

    /// Unsigned quotient rounded toward positive infinity; `None` when
    /// dividing by zero.
    pub fn udiv_ceil(self, rhs: Self) -> Option<Self> {
        let quotient = self.udiv(rhs)?;
        Some(if self.urem(rhs)?.is_zero() {
            quotient
        } else {
            quotient.wrapping_add(Self::one(self.width))
        })
    }

    /// The shift amount `rhs` as a `u32`, if it is below the width.
    fn shift_amount(self, rhs: Self) -> Option<u32> {
        (rhs.bits < u128::from(self.width)).then_some(rhs.bits as u32)
    }

    /// `self << rhs`; `None` when the amount is not below the width.
    pub fn checked_shl(self, rhs: Self) -> Option<Self> {
        let amount = self.shift_amount(rhs)?;
        Some(self.with_bits(self.bits << amount))
    }

    /// Logical right shift; `None` when the amount is not below the width.
    pub fn checked_lshr(self, rhs: Self) -> Option<Self> {
        let amount = self.shift_amount(rhs)?;
        Some(self.with_bits(self.bits >> amount))
    }

    /// Arithmetic right shift; `None` when the amount is not below the width.
    pub fn checked_ashr(self, rhs: Self) -> Option<Self> {
        let amount = self.shift_amount(rhs)?;
        Some(Self::from_i128(self.to_i128() >> amount, self.width))
    }

    /// Unsigned comparison.
    pub fn cmp_unsigned(self, rhs: Self) -> Ordering {
        self.bits.cmp(&rhs.bits)
    }

    /// Signed comparison.
    pub fn cmp_signed(self, rhs: Self) -> Ordering {
        self.to_i128().cmp(&rhs.to_i128())
    }

    /// The low `width` bits.
    pub fn trunc(self, width: u32) -> Self {
        Self::new(self.bits, width)
    }

    /// Zero-extended (or truncated) to `width` bits.
    pub fn zext(self, width: u32) -> Self {
        Self::new(self.bits, width)
    }

    /// Sign-extended (or truncated) to `width` bits.
    pub fn sext(self, width: u32) -> Self {
        Self::from_i128(self.to_i128(), width)
    }
}

#[cfg(test)]
mod tests {
    use super::ApInt;
    use std::cmp::Ordering;

    fn int(value: i128, width: u32) -> ApInt {
        ApInt::from_i128(value, width)
    }

    #[test]
    fn construction_truncates_and_reads_back_signed_and_unsigned() {
        assert_eq!(int(255, 8).to_i128(), -1);
        assert_eq!(int(-1, 8).to_u128(), 255);
        assert_eq!(int(7, 3).to_i128(), -1);
        assert_eq!(int(1, 1).to_i128(), -1);
        assert_eq!(int(-1, 128).to_u128(), u128::MAX);
        assert_eq!(ApInt::signed_min(128).to_i128(), i128::MIN);
        assert_eq!(ApInt::signed_max(8).to_i128(), 127);
        assert!(ApInt::all_ones(17).is_all_ones());
        assert!(int(-128, 8).is_signed_min());
        assert!(int(127, 8).is_signed_max());
    }

    #[test]
    fn arithmetic_wraps_at_every_width() {
        assert_eq!(int(127, 8).wrapping_add(int(1, 8)).to_i128(), -128);
        assert_eq!(int(0, 8).wrapping_sub(int(1, 8)).to_u128(), 255);
        assert_eq!(int(16, 8).wrapping_mul(int(16, 8)).to_u128(), 0);
        assert_eq!(int(1, 1).wrapping_add(int(1, 1)).to_u128(), 0);
        assert_eq!(
            int(i128::MAX, 128).wrapping_add(int(1, 128)).to_i128(),
            i128::MIN
        );
        assert_eq!(int(-1, 128).wrapping_mul(int(-1, 128)).to_i128(), 1);
        assert_eq!(int(5, 3).wrapping_mul(int(3, 3)).to_u128(), 7);
        assert_eq!(int(-128, 8).wrapping_neg().to_i128(), -128);
    }

    #[test]
    fn bitwise_operations() {
        assert_eq!(int(0b1100, 4).and(int(0b1010, 4)).to_u128(), 0b1000);
        assert_eq!(int(0b1100, 4).or(int(0b1010, 4)).to_u128(), 0b1110);
        assert_eq!(int(0b1100, 4).xor(int(0b1010, 4)).to_u128(), 0b0110);
    }

    #[test]
    fn division_refuses_zero_and_signed_overflow() {
        assert_eq!(int(7, 8).udiv(int(0, 8)), None);
        assert_eq!(int(7, 8).urem(int(0, 8)), None);
        assert_eq!(int(-128, 8).sdiv(int(-1, 8)), None);
        assert_eq!(int(i128::MIN, 128).sdiv(int(-1, 128)), None);
        assert_eq!(int(-128, 8).srem(int(-1, 8)), Some(int(0, 8)));
        assert_eq!(int(-7, 8).sdiv(int(2, 8)), Some(int(-3, 8)));
        assert_eq!(int(-7, 8).srem(int(2, 8)), Some(int(-1, 8)));
        assert_eq!(int(-2, 8).udiv(int(3, 8)), Some(int(84, 8)));
        assert_eq!(int(6, 16).urem(int(-2, 16)), Some(int(6, 16)));
    }

    #[test]
    fn rounding_divisions() {
        assert_eq!(int(-7, 8).sdiv_floor(int(2, 8)), Some(int(-4, 8)));
        assert_eq!(int(7, 8).sdiv_floor(int(-2, 8)), Some(int(-4, 8)));
        assert_eq!(int(7, 8).sdiv_floor(int(2, 8)), Some(int(3, 8)));
        assert_eq!(int(-128, 8).sdiv_floor(int(-1, 8)), None);
        assert_eq!(int(7, 8).sdiv_ceil(int(2, 8)), Some(int(4, 8)));
        assert_eq!(int(7, 8).sdiv_ceil(int(-2, 8)), Some(int(-3, 8)));
        assert_eq!(int(-7, 8).sdiv_ceil(int(-2, 8)), Some(int(4, 8)));
        assert_eq!(int(0, 8).sdiv_ceil(int(-128, 8)), Some(int(0, 8)));
        assert_eq!(int(-128, 8).sdiv_ceil(int(2, 8)), None);
        assert_eq!(int(5, 8).sdiv_ceil(int(-128, 8)), None);
        assert_eq!(int(5, 8).sdiv_ceil(int(0, 8)), None);
        assert_eq!(int(7, 8).udiv_ceil(int(2, 8)), Some(int(4, 8)));
        assert_eq!(int(8, 8).udiv_ceil(int(2, 8)), Some(int(4, 8)));
        assert_eq!(int(8, 8).udiv_ceil(int(0, 8)), None);
    }

    #[test]
    fn shifts_refuse_amounts_not_below_the_width() {
        assert_eq!(int(1, 8).checked_shl(int(7, 8)), Some(int(-128, 8)));
        assert_eq!(int(1, 8).checked_shl(int(8, 8)), None);
        assert_eq!(int(1, 8).checked_shl(int(-1, 8)), None);
        assert_eq!(int(-128, 8).checked_lshr(int(7, 8)), Some(int(1, 8)));
        assert_eq!(int(-128, 8).checked_ashr(int(7, 8)), Some(int(-1, 8)));
        assert_eq!(int(-1, 128).checked_lshr(int(127, 128)), Some(int(1, 128)));
        assert_eq!(int(5, 3).checked_ashr(int(1, 3)), Some(int(-2, 3)));
    }

    #[test]
    fn comparisons_by_signedness() {
        assert_eq!(int(-1, 8).cmp_signed(int(1, 8)), Ordering::Less);
        assert_eq!(int(-1, 8).cmp_unsigned(int(1, 8)), Ordering::Greater);
        assert_eq!(int(3, 8).cmp_signed(int(3, 8)), Ordering::Equal);
    }

    #[test]
    fn width_changes() {
        assert_eq!(int(-1, 8).zext(16).to_u128(), 255);
        assert_eq!(int(-1, 8).sext(16).to_i128(), -1);
        assert_eq!(int(0x1234, 16).trunc(8).to_u128(), 0x34);
        assert_eq!(int(5, 3).sext(6).to_u128(), 0b111101);
        assert_eq!(int(2, 3).sext(6).to_u128(), 0b000010);
        assert_eq!(int(-1, 64).sext(128).to_i128(), -1);
        assert_eq!(int(-1, 128).trunc(1).to_u128(), 1);
    }
}
