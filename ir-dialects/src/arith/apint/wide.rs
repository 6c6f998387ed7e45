//! The plain arithmetic of [`super::ApInt`] at any width: each operation
//! on an arbitrary-precision `BigUint` holding the zero-extended bits,
//! reduced modulo `2^width` as LLVM's `APInt` wraps. `ApInt` uses it above
//! 128 bits; at 128 bits and below it is the reference the `u128` fast
//! path is tested against (see `tests.rs`).

use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_traits::One;
use std::cmp::Ordering;

/// `2^width`.
fn modulus(width: u32) -> BigUint {
    BigUint::one() << width
}

/// All ones in the low `width` bits.
pub fn mask(width: u32) -> BigUint {
    modulus(width) - 1u32
}

/// `value` reduced to its low `width` bits.
pub fn truncate(value: BigUint, width: u32) -> BigUint {
    if value.bits() <= u64::from(width) {
        value
    } else {
        value & mask(width)
    }
}

/// Whether the top bit of a `width`-bit value is set.
pub fn is_negative(value: &BigUint, width: u32) -> bool {
    width > 0 && value.bit(u64::from(width - 1))
}

/// The `width`-bit `value` read as signed.
pub fn to_signed(value: &BigUint, width: u32) -> BigInt {
    let unsigned = BigInt::from(value.clone());
    if is_negative(value, width) {
        unsigned - BigInt::from(modulus(width))
    } else {
        unsigned
    }
}

/// `value` modulo `2^width`, as the bits of a `width`-bit integer.
pub fn from_signed(value: &BigInt, width: u32) -> BigUint {
    let reduced = value.mod_floor(&BigInt::from(modulus(width)));
    reduced.magnitude().clone()
}

/// `a + b`, wrapping.
pub fn add(a: &BigUint, b: &BigUint, width: u32) -> BigUint {
    truncate(a + b, width)
}

/// `a - b`, wrapping.
pub fn sub(a: &BigUint, b: &BigUint, width: u32) -> BigUint {
    truncate(a + modulus(width) - b, width)
}

/// `a * b`, wrapping.
pub fn mul(a: &BigUint, b: &BigUint, width: u32) -> BigUint {
    truncate(a * b, width)
}

/// Signed quotient rounded toward zero, wrapping (`b` is not zero; the
/// caller refuses the overflowing case).
pub fn sdiv(a: &BigUint, b: &BigUint, width: u32) -> BigUint {
    from_signed(&(to_signed(a, width) / to_signed(b, width)), width)
}

/// Signed remainder, with the sign of the dividend (`b` is not zero).
pub fn srem(a: &BigUint, b: &BigUint, width: u32) -> BigUint {
    from_signed(&(to_signed(a, width) % to_signed(b, width)), width)
}

/// `a << amount` (`amount` below the width).
pub fn shl(a: &BigUint, amount: u32, width: u32) -> BigUint {
    truncate(a << amount, width)
}

/// Arithmetic right shift (`amount` below the width).
pub fn ashr(a: &BigUint, amount: u32, width: u32) -> BigUint {
    // `BigInt`'s shift rounds toward negative infinity, as an arithmetic shift does.
    from_signed(&(to_signed(a, width) >> amount), width)
}

/// Signed comparison of two `width`-bit values.
pub fn cmp_signed(a: &BigUint, b: &BigUint, width: u32) -> Ordering {
    match (is_negative(a, width), is_negative(b, width)) {
        (true, false) => Ordering::Less,
        (false, true) => Ordering::Greater,
        // Same sign: the two's complement bits order as the values do.
        _ => a.cmp(b),
    }
}

/// `a` sign-extended from `from` to `to` bits (`to` ≥ `from`).
pub fn sext(a: &BigUint, from: u32, to: u32) -> BigUint {
    from_signed(&to_signed(a, from), to)
}

/// `a` as `kept * 2^shift` with `kept` below `2^128`, rounded to odd: the
/// last kept bit is set when any dropped bit was.
pub fn rounded_to_odd(a: &BigUint) -> (u128, u64) {
    let shift = a.bits().saturating_sub(128);
    let kept = low_u128(&(a >> shift));
    let inexact = a.trailing_zeros().is_some_and(|zeros| zeros < shift);
    (kept | u128::from(inexact), shift)
}

/// The low 128 bits of `a`.
pub fn low_u128(a: &BigUint) -> u128 {
    let digits = a.iter_u64_digits();
    digits
        .take(2)
        .enumerate()
        .fold(0, |acc, (i, d)| acc | u128::from(d) << (64 * i))
}
