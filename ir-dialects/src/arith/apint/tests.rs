//! Tests of [`ApInt`]: examples at small widths, exact folds at wide
//! widths, and the property that the inline fast path computes what the
//! plain wide path does at every width up to 128.

use super::{ApInt, INLINE_WIDTH};
use num_bigint::BigInt;
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
    assert_eq!(int(127, 8).wrapping_add(&int(1, 8)).to_i128(), -128);
    assert_eq!(int(0, 8).wrapping_sub(&int(1, 8)).to_u128(), 255);
    assert_eq!(int(16, 8).wrapping_mul(&int(16, 8)).to_u128(), 0);
    assert_eq!(int(1, 1).wrapping_add(&int(1, 1)).to_u128(), 0);
    assert_eq!(
        int(i128::MAX, 128).wrapping_add(&int(1, 128)).to_i128(),
        i128::MIN
    );
    assert_eq!(int(-1, 128).wrapping_mul(&int(-1, 128)).to_i128(), 1);
    assert_eq!(int(5, 3).wrapping_mul(&int(3, 3)).to_u128(), 7);
    assert_eq!(int(-128, 8).wrapping_neg().to_i128(), -128);
}

#[test]
fn bitwise_operations() {
    assert_eq!(int(0b1100, 4).and(&int(0b1010, 4)).to_u128(), 0b1000);
    assert_eq!(int(0b1100, 4).or(&int(0b1010, 4)).to_u128(), 0b1110);
    assert_eq!(int(0b1100, 4).xor(&int(0b1010, 4)).to_u128(), 0b0110);
}

#[test]
fn division_refuses_zero_and_signed_overflow() {
    assert_eq!(int(7, 8).udiv(&int(0, 8)), None);
    assert_eq!(int(7, 8).urem(&int(0, 8)), None);
    assert_eq!(int(-128, 8).sdiv(&int(-1, 8)), None);
    assert_eq!(int(i128::MIN, 128).sdiv(&int(-1, 128)), None);
    assert_eq!(int(-128, 8).srem(&int(-1, 8)), Some(int(0, 8)));
    assert_eq!(int(-7, 8).sdiv(&int(2, 8)), Some(int(-3, 8)));
    assert_eq!(int(-7, 8).srem(&int(2, 8)), Some(int(-1, 8)));
    assert_eq!(int(-2, 8).udiv(&int(3, 8)), Some(int(84, 8)));
    assert_eq!(int(6, 16).urem(&int(-2, 16)), Some(int(6, 16)));
}

#[test]
fn rounding_divisions() {
    assert_eq!(int(-7, 8).sdiv_floor(&int(2, 8)), Some(int(-4, 8)));
    assert_eq!(int(7, 8).sdiv_floor(&int(-2, 8)), Some(int(-4, 8)));
    assert_eq!(int(7, 8).sdiv_floor(&int(2, 8)), Some(int(3, 8)));
    assert_eq!(int(-128, 8).sdiv_floor(&int(-1, 8)), None);
    assert_eq!(int(7, 8).sdiv_ceil(&int(2, 8)), Some(int(4, 8)));
    assert_eq!(int(7, 8).sdiv_ceil(&int(-2, 8)), Some(int(-3, 8)));
    assert_eq!(int(-7, 8).sdiv_ceil(&int(-2, 8)), Some(int(4, 8)));
    assert_eq!(int(0, 8).sdiv_ceil(&int(-128, 8)), Some(int(0, 8)));
    assert_eq!(int(-128, 8).sdiv_ceil(&int(2, 8)), None);
    assert_eq!(int(5, 8).sdiv_ceil(&int(-128, 8)), None);
    assert_eq!(int(5, 8).sdiv_ceil(&int(0, 8)), None);
    assert_eq!(int(7, 8).udiv_ceil(&int(2, 8)), Some(int(4, 8)));
    assert_eq!(int(8, 8).udiv_ceil(&int(2, 8)), Some(int(4, 8)));
    assert_eq!(int(8, 8).udiv_ceil(&int(0, 8)), None);
}

#[test]
fn shifts_refuse_amounts_not_below_the_width() {
    assert_eq!(int(1, 8).checked_shl(&int(7, 8)), Some(int(-128, 8)));
    assert_eq!(int(1, 8).checked_shl(&int(8, 8)), None);
    assert_eq!(int(1, 8).checked_shl(&int(-1, 8)), None);
    assert_eq!(int(-128, 8).checked_lshr(&int(7, 8)), Some(int(1, 8)));
    assert_eq!(int(-128, 8).checked_ashr(&int(7, 8)), Some(int(-1, 8)));
    assert_eq!(int(-1, 128).checked_lshr(&int(127, 128)), Some(int(1, 128)));
    assert_eq!(int(5, 3).checked_ashr(&int(1, 3)), Some(int(-2, 3)));
}

#[test]
fn comparisons_by_signedness() {
    assert_eq!(int(-1, 8).cmp_signed(&int(1, 8)), Ordering::Less);
    assert_eq!(int(-1, 8).cmp_unsigned(&int(1, 8)), Ordering::Greater);
    assert_eq!(int(3, 8).cmp_signed(&int(3, 8)), Ordering::Equal);
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

/// `2^exponent` at `width` bits.
fn power_of_two(exponent: u32, width: u32) -> ApInt {
    ApInt::from_big(&(BigInt::from(1u8) << exponent), width)
}

#[test]
fn wide_arithmetic_wraps_at_the_width() {
    let twice = power_of_two(200, 201).wrapping_add(&power_of_two(200, 201));
    assert!(twice.is_zero());
    let sum = power_of_two(200, 256).wrapping_add(&power_of_two(200, 256));
    assert_eq!(sum, power_of_two(201, 256));
    assert_eq!(int(-1, 1000).to_big_signed(), BigInt::from(-1));
    assert!(int(-1, 1000).is_all_ones());
    assert_eq!(int(-1, 1000).wrapping_mul(&int(-1, 1000)), int(1, 1000));
    assert_eq!(int(0, 256).wrapping_sub(&int(1, 256)), ApInt::all_ones(256));
    assert_eq!(
        ApInt::signed_max(256).wrapping_add(&int(1, 256)),
        ApInt::signed_min(256)
    );
    assert_eq!(
        ApInt::signed_min(256).to_big_signed(),
        -(BigInt::from(1u8) << 255u32)
    );
    assert!(ApInt::signed_min(1000).is_negative());
    assert_eq!(int(i128::MIN, 256).to_i128_exact(), Some(i128::MIN));
    assert_eq!(power_of_two(127, 256).to_i128_exact(), None);
}

#[test]
fn wide_division_shifts_and_width_changes() {
    let min = ApInt::signed_min(256);
    assert_eq!(min.sdiv(&int(-1, 256)), None);
    assert_eq!(min.srem(&int(-1, 256)), Some(int(0, 256)));
    assert_eq!(int(-7, 256).sdiv(&int(2, 256)), Some(int(-3, 256)));
    assert_eq!(int(-7, 256).sdiv_floor(&int(2, 256)), Some(int(-4, 256)));
    assert_eq!(int(7, 256).sdiv_ceil(&int(2, 256)), Some(int(4, 256)));
    assert_eq!(
        int(-2, 256).udiv(&int(2, 256)),
        Some(ApInt::signed_max(256))
    );
    assert_eq!(int(1, 256).checked_shl(&int(255, 256)), Some(min.clone()));
    assert_eq!(int(1, 256).checked_shl(&int(256, 256)), None);
    assert_eq!(min.checked_ashr(&int(255, 256)), Some(int(-1, 256)));
    assert_eq!(min.checked_lshr(&int(255, 256)), Some(int(1, 256)));
    assert_eq!(int(-1, 8).sext(1000), int(-1, 1000));
    assert_eq!(int(-1, 8).zext(1000), int(255, 1000));
    assert_eq!(int(-1, 1000).trunc(8), int(-1, 8));
    assert_eq!(min.sext(1000).trunc(256), min);
    assert_eq!(int(-1, 256).cmp_signed(&int(1, 256)), Ordering::Less);
    assert_eq!(int(-1, 256).cmp_unsigned(&int(1, 256)), Ordering::Greater);
}

#[test]
fn zero_width_integers_are_zero() {
    let zero = ApInt::zero(0);
    assert_eq!(int(5, 0), zero);
    assert_eq!(zero.to_i128(), 0);
    assert!(!zero.is_negative());
    assert_eq!(zero.wrapping_add(&zero), zero);
    assert_eq!(zero.udiv(&zero), None);
    assert_eq!(zero.checked_shl(&zero), None);
    assert_eq!(ApInt::all_ones(0), zero);
    assert_eq!(int(-1, 8).trunc(0), zero);
    assert_eq!(zero.sext(8), int(0, 8));
}

/// A splitmix64 generator: reproducible random operands without a crate.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A value of `width` bits, often an edge (0, 1, -1, the signed
    /// extremes) and otherwise random.
    fn operand(&mut self, width: u32) -> ApInt {
        match self.next() % 8 {
            0 => ApInt::zero(width),
            1 => ApInt::one(width),
            2 => ApInt::all_ones(width),
            3 => ApInt::signed_min(width),
            4 => ApInt::signed_max(width),
            5 => ApInt::new(self.next() as u128 % u128::from(width + 1), width),
            _ => ApInt::new(
                u128::from(self.next()) << 64 | u128::from(self.next()),
                width,
            ),
        }
    }
}

type Binary = fn(&ApInt, &ApInt) -> Option<ApInt>;

/// Every binary operation, named, as a partial function.
fn binary_operations() -> Vec<(&'static str, Binary)> {
    vec![
        ("add", |a, b| Some(a.wrapping_add(b))),
        ("sub", |a, b| Some(a.wrapping_sub(b))),
        ("mul", |a, b| Some(a.wrapping_mul(b))),
        ("and", |a, b| Some(a.and(b))),
        ("or", |a, b| Some(a.or(b))),
        ("xor", |a, b| Some(a.xor(b))),
        ("udiv", ApInt::udiv),
        ("urem", ApInt::urem),
        ("sdiv", ApInt::sdiv),
        ("srem", ApInt::srem),
        ("sdiv_floor", ApInt::sdiv_floor),
        ("sdiv_ceil", ApInt::sdiv_ceil),
        ("udiv_ceil", ApInt::udiv_ceil),
        ("shl", ApInt::checked_shl),
        ("lshr", ApInt::checked_lshr),
        ("ashr", ApInt::checked_ashr),
        ("neg", |a, _| Some(a.wrapping_neg())),
        ("cmp_signed", |a, b| Some(int(a.cmp_signed(b) as i128, 2))),
        ("cmp_unsigned", |a, b| {
            Some(int(a.cmp_unsigned(b) as i128, 2))
        }),
    ]
}

#[test]
fn inline_path_agrees_with_the_wide_path_at_every_width() {
    let mut random = Random(7);
    let operations = binary_operations();
    for width in 1..=INLINE_WIDTH {
        for _ in 0..40 {
            let (a, b) = (random.operand(width), random.operand(width));
            let (wide_a, wide_b) = (a.in_wide_form(), b.in_wide_form());
            for (name, operation) in &operations {
                assert_eq!(
                    operation(&a, &b),
                    operation(&wide_a, &wide_b),
                    "{name} of {a:?} and {b:?}"
                );
            }
            let to = (random.next() % 200) as u32;
            assert_eq!(a.sext(to), wide_a.sext(to), "sext of {a:?} to {to}");
            assert_eq!(a.zext(to), wide_a.zext(to), "zext of {a:?} to {to}");
            let predicates = |x: &ApInt| {
                [
                    x.is_zero(),
                    x.is_one(),
                    x.is_all_ones(),
                    x.is_negative(),
                    x.is_signed_min(),
                    x.is_signed_max(),
                ]
            };
            assert_eq!(predicates(&a), predicates(&wide_a), "predicates of {a:?}");
            assert_eq!(a.to_big_signed(), wide_a.to_big_signed());
            assert_eq!(a.to_i128(), wide_a.to_i128());
        }
    }
}
