//! Float semantics of the builtin float types: how each format lays out
//! its bits, and exact conversion of `f64` values to and from those bits
//! (rounding to nearest even), as APFloat does for MLIR. The parser and
//! printer of float attributes, and the folders, use these; the formats
//! of 8 bits and fewer that are not IEEE-style are in `mini.rs`.

pub(crate) mod mini;

use crate::context::types::FloatKind;
use mini::{MiniFormat, NonFinite};

/// IEEE-style binary interchange layout: exponent bits and stored fraction bits.
#[derive(Copy, Clone)]
struct BinaryFormat {
    exponent_bits: u32,
    fraction_bits: u32,
}

/// How the bits of a float format are laid out.
#[derive(Copy, Clone)]
enum Layout {
    /// `f64` itself.
    Double,
    /// x87 extended precision (`f80`).
    X87,
    /// IEEE quad precision (`f128`).
    Quad,
    /// An IEEE-style format narrower than `f64`.
    Ieee(BinaryFormat),
    /// A small format that is not IEEE-style (see `context/float_formats.rs`).
    Mini(MiniFormat),
}

impl FloatKind {
    /// Significand precision in bits, including the integer bit (APFloat's `precision`).
    pub fn precision(self) -> u32 {
        match self.layout() {
            Layout::Double => 53,
            Layout::X87 => 64,
            Layout::Quad => 113,
            Layout::Ieee(format) => format.fraction_bits + 1,
            Layout::Mini(format) => format.fraction_bits + 1,
        }
    }

    /// This format's layout.
    fn layout(self) -> Layout {
        let ieee = |exponent_bits, fraction_bits| {
            Layout::Ieee(BinaryFormat {
                exponent_bits,
                fraction_bits,
            })
        };
        let mini = |exponent_bits, fraction_bits, bias, non_finite| {
            Layout::Mini(MiniFormat {
                exponent_bits,
                fraction_bits,
                bias,
                non_finite,
            })
        };
        use NonFinite::*;
        match self {
            FloatKind::F64 => Layout::Double,
            FloatKind::F80 => Layout::X87,
            FloatKind::F128 => Layout::Quad,
            FloatKind::F16 => ieee(5, 10),
            FloatKind::BF16 => ieee(8, 7),
            FloatKind::F32 => ieee(8, 23),
            FloatKind::TF32 => ieee(8, 10),
            FloatKind::F8E5M2 => ieee(5, 2),
            FloatKind::F8E4M3 => ieee(4, 3),
            FloatKind::F8E3M4 => ieee(3, 4),
            FloatKind::F8E4M3FN => mini(4, 3, 7, NanAllOnes),
            FloatKind::F8E5M2FNUZ => mini(5, 2, 16, NanNegativeZero),
            FloatKind::F8E4M3FNUZ => mini(4, 3, 8, NanNegativeZero),
            FloatKind::F8E4M3B11FNUZ => mini(4, 3, 11, NanNegativeZero),
            FloatKind::F8E8M0FNU => mini(8, 0, 127, NanAllOnesExponent),
            FloatKind::F6E2M3FN => mini(2, 3, 1, FiniteOnly),
            FloatKind::F6E3M2FN => mini(3, 2, 3, FiniteOnly),
            FloatKind::F4E2M1FN => mini(2, 1, 1, FiniteOnly),
        }
    }

    /// `value` rounded (to nearest, ties to even) to this format. `f80` and
    /// `f128` values are kept as `f64`, which is how MLIR parses them too.
    /// `f8E8M0FNU` has no sign bit, yet keeps the sign of a nonzero value
    /// (as APFloat does, and `mlir-opt` prints it).
    pub fn round(self, value: f64) -> f64 {
        match self.layout() {
            Layout::Mini(format) => format.round(value),
            _ => self.value_of_bits(self.to_bits(value)),
        }
    }

    /// The value of `value`'s bit pattern in this format: what dense
    /// elements hold. Equal to [`FloatKind::round`] but for a negative
    /// `f8E8M0FNU` value, whose sign is not in its bits (APFloat sets the
    /// top bit instead: `-2.0` is stored as `2.0`, `-1.0` as NaN).
    pub fn round_to_bits(self, value: f64) -> f64 {
        self.value_of_bits(self.to_bits(value))
    }

    /// The bit pattern of `value` in this format (rounded to nearest even;
    /// NaN payloads keep their top bits).
    pub fn to_bits(self, value: f64) -> u128 {
        match self.layout() {
            Layout::Double => u128::from(value.to_bits()),
            Layout::X87 => f64_to_x87(value),
            Layout::Quad => f64_to_quad(value),
            Layout::Ieee(format) => u128::from(encode_narrow(value, format)),
            Layout::Mini(format) => u128::from(format.encode(value)),
        }
    }

    /// The value of the bit pattern `bits` of this format, as an `f64`
    /// (exact for the formats up to `f64`, rounded for `f80` and `f128`).
    pub fn value_of_bits(self, bits: u128) -> f64 {
        match self.layout() {
            Layout::Double => f64::from_bits(bits as u64),
            Layout::X87 => x87_to_f64(bits),
            Layout::Quad => quad_to_f64(bits),
            Layout::Ieee(format) => decode_narrow(bits as u64, format),
            Layout::Mini(format) => format.decode(bits as u64),
        }
    }
}

/// Encodes an `f64` in a format of at most 64 bits, rounding to nearest even.
fn encode_narrow(value: f64, format: BinaryFormat) -> u64 {
    let BinaryFormat {
        exponent_bits: e,
        fraction_bits: m,
    } = format;
    let bits = value.to_bits();
    let sign = (bits >> 63) << (e + m);
    let exp_field = ((bits >> 52) & 0x7FF) as i32;
    let fraction = bits & ((1 << 52) - 1);
    let max_exp = (1u64 << e) - 1;
    if exp_field == 0x7FF {
        let payload = fraction >> (52 - m);
        let nan_bits = if fraction != 0 && payload == 0 {
            1 << (m - 1)
        } else {
            payload
        };
        return sign | (max_exp << m) | nan_bits;
    }
    if exp_field == 0 && fraction == 0 {
        return sign;
    }
    // value = significand * 2^(exponent - 52), with the hidden bit made explicit.
    let (significand, exponent) = match exp_field {
        0 => (fraction, -1022),
        _ => (fraction | (1 << 52), exp_field - 1023),
    };
    let bias = (1i32 << (e - 1)) - 1;
    let top = exponent - (significand.leading_zeros() as i32 - 11);
    let target = top.max(1 - bias);
    // Quantum of the result: 2^(target - m); shift the significand onto it.
    let shift = (target - m as i32) - (exponent - 52);
    let mut rounded = shift_right_even(significand, shift);
    let mut biased = if rounded >> m == 0 {
        0
    } else {
        (target + bias) as u64
    };
    if rounded >> (m + 1) != 0 {
        rounded >>= 1;
        biased += 1;
    }
    if rounded >> m != 0 && biased == 0 {
        biased = 1;
    }
    if biased >= max_exp {
        return sign | (max_exp << m);
    }
    sign | (biased << m) | (rounded & ((1 << m) - 1))
}

/// `value >> shift` rounded to nearest, ties to even (`shift` may be ≤ 0).
fn shift_right_even(value: u64, shift: i32) -> u64 {
    if shift <= 0 {
        return value << (-shift).min(63);
    }
    if shift >= 64 {
        return 0;
    }
    let kept = value >> shift;
    let rest = value & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    if rest > half || (rest == half && kept & 1 == 1) {
        kept + 1
    } else {
        kept
    }
}

/// Decodes a format of at most 64 bits exactly into an `f64`.
fn decode_narrow(bits: u64, format: BinaryFormat) -> f64 {
    let BinaryFormat {
        exponent_bits: e,
        fraction_bits: m,
    } = format;
    let sign = (bits >> (e + m)) & 1;
    let exp_field = (bits >> m) & ((1 << e) - 1);
    let fraction = bits & ((1 << m) - 1);
    let bias = (1i64 << (e - 1)) - 1;
    if exp_field == (1 << e) - 1 {
        return f64::from_bits((sign << 63) | (0x7FF << 52) | (fraction << (52 - m)));
    }
    let magnitude = match exp_field {
        0 => scale(fraction as f64, 1 - bias - i64::from(m)),
        _ => scale(
            (fraction | (1 << m)) as f64,
            exp_field as i64 - bias - i64::from(m),
        ),
    };
    if sign == 1 {
        -magnitude
    } else {
        magnitude
    }
}

/// `value * 2^exp`, in steps that never overflow or underflow early.
fn scale(mut value: f64, mut exp: i64) -> f64 {
    while exp > 1000 {
        value *= f64::from_bits((1023 + 1000) << 52);
        exp -= 1000;
    }
    while exp < -1000 {
        value *= f64::from_bits((1023 - 1000) << 52);
        exp += 1000;
    }
    value * f64::from_bits(((1023 + exp) as u64) << 52)
}

/// The sign, unbiased exponent and 53-bit significand (explicit leading
/// bit, normalized) of a finite nonzero `f64`.
fn f64_parts(value: f64) -> (u128, i64, u64) {
    let bits = value.to_bits();
    let sign = u128::from(bits >> 63);
    let exp_field = ((bits >> 52) & 0x7FF) as i64;
    let fraction = bits & ((1 << 52) - 1);
    if exp_field == 0 {
        let shift = fraction.leading_zeros() as i64 - 11;
        return (sign, -1022 - shift, fraction << shift);
    }
    (sign, exp_field - 1023, fraction | (1 << 52))
}

/// The x87 80-bit extended encoding of an `f64` (exact).
fn f64_to_x87(value: f64) -> u128 {
    let bits = value.to_bits();
    let sign = u128::from(bits >> 63) << 79;
    let fraction = u128::from(bits & ((1 << 52) - 1));
    if value.is_nan() || value.is_infinite() {
        return sign | (0x7FFF << 64) | (1 << 63) | (fraction << 11);
    }
    if value == 0.0 {
        return sign;
    }
    let (_, exp, significand) = f64_parts(value);
    sign | (((exp + 16383) as u128) << 64) | (u128::from(significand) << 11)
}

/// An x87 80-bit extended value, rounded to `f64`.
fn x87_to_f64(bits: u128) -> f64 {
    let negative = (bits >> 79) & 1 == 1;
    let exp_field = ((bits >> 64) & 0x7FFF) as i64;
    let mantissa = bits as u64;
    let magnitude = if exp_field == 0x7FFF {
        match mantissa << 1 {
            0 => f64::INFINITY,
            fraction => f64::from_bits((0x7FF << 52) | (fraction >> 12).max(1 << 51)),
        }
    } else {
        scale(mantissa as f64, exp_field.max(1) - 16383 - 63)
    };
    if negative {
        -magnitude
    } else {
        magnitude
    }
}

/// The IEEE binary128 encoding of an `f64` (exact).
fn f64_to_quad(value: f64) -> u128 {
    let bits = value.to_bits();
    let sign = u128::from(bits >> 63) << 127;
    let fraction = u128::from(bits & ((1 << 52) - 1));
    if value.is_nan() || value.is_infinite() {
        return sign | (0x7FFF << 112) | (fraction << 60);
    }
    if value == 0.0 {
        return sign;
    }
    let (_, exp, significand) = f64_parts(value);
    let stored = u128::from(significand) & ((1 << 52) - 1);
    sign | (((exp + 16383) as u128) << 112) | (stored << 60)
}

/// An IEEE binary128 value, rounded to `f64`.
fn quad_to_f64(bits: u128) -> f64 {
    let negative = bits >> 127 == 1;
    let exp_field = ((bits >> 112) & 0x7FFF) as i64;
    let fraction = bits & ((1 << 112) - 1);
    let magnitude = if exp_field == 0x7FFF {
        match fraction {
            0 => f64::INFINITY,
            _ => f64::from_bits((0x7FF << 52) | ((fraction >> 60) as u64).max(1 << 51)),
        }
    } else if exp_field == 0 {
        scale(fraction as f64, 1 - 16383 - 112)
    } else {
        scale((fraction | (1 << 112)) as f64, exp_field - 16383 - 112)
    };
    if negative {
        -magnitude
    } else {
        magnitude
    }
}
