//! The float formats of 8 bits and fewer that are not IEEE-style (APFloat's
//! `Float8E4M3FN`, the `FNUZ` formats, `Float8E8M0FNU` and the finite-only
//! `Float6*`/`Float4*`): their bit patterns and values, rounded to nearest
//! even as MLIR converts literals.
//!
//! What the formats do at their edges, as `mlir-opt` shows it: a value
//! past the largest finite one is NaN (`FN`, `FNUZ`, `E8M0`) or that largest
//! value (finite-only formats); `FNUZ` formats have no negative zero (and
//! their NaN is the negative-zero pattern); `E8M0` holds only powers of two,
//! has no zero (zero becomes the smallest, 2^-127) and keeps the sign of a
//! negative value outside its bits (as APFloat does).

/// What a format has besides finite values.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum NonFinite {
    /// NaN is the all-ones pattern of either sign; no infinities.
    NanAllOnes,
    /// NaN is the negative-zero pattern; no infinities, no negative zero.
    NanNegativeZero,
    /// NaN is the all-ones exponent (`E8M0`, which has no fraction bits).
    NanAllOnesExponent,
    /// Neither NaN nor infinities.
    FiniteOnly,
}

/// A small float format.
#[derive(Copy, Clone, Debug)]
pub(crate) struct MiniFormat {
    /// Exponent bits.
    pub exponent_bits: u32,
    /// Stored fraction bits.
    pub fraction_bits: u32,
    /// The exponent bias.
    pub bias: i32,
    /// What the format has besides finite values.
    pub non_finite: NonFinite,
}

impl MiniFormat {
    /// Whether a sign bit leads the pattern (all but `E8M0`).
    fn signed(self) -> bool {
        self.non_finite != NonFinite::NanAllOnesExponent
    }

    /// Whether values below the smallest normal one are subnormals (all but
    /// `E8M0`, whose smallest value is 2^-127).
    fn has_subnormals(self) -> bool {
        self.fraction_bits > 0
    }

    /// The sign bit (none for `E8M0`).
    fn sign_bit(self) -> u64 {
        if self.signed() {
            1 << (self.exponent_bits + self.fraction_bits)
        } else {
            0
        }
    }

    /// The largest exponent field.
    fn max_exponent_field(self) -> u64 {
        (1 << self.exponent_bits) - 1
    }

    /// The pattern with every exponent and fraction bit set.
    fn all_ones(self) -> u64 {
        self.max_exponent_field() << self.fraction_bits | self.fraction_mask()
    }

    /// The NaN pattern, of sign `negative` where the format has a sign (a
    /// finite-only format has none: its largest value stands in).
    fn nan(self, negative: bool) -> u64 {
        match self.non_finite {
            NonFinite::NanAllOnes if negative => self.sign_bit() | self.all_ones(),
            NonFinite::NanAllOnes | NonFinite::NanAllOnesExponent => self.all_ones(),
            NonFinite::NanNegativeZero => self.sign_bit(),
            NonFinite::FiniteOnly => self.largest(negative),
        }
    }

    /// The fraction bits.
    fn fraction_mask(self) -> u64 {
        (1 << self.fraction_bits) - 1
    }

    /// The pattern of the largest finite value, of sign `negative`.
    fn largest(self, negative: bool) -> u64 {
        let magnitude = match self.non_finite {
            // The all-ones pattern is NaN: one below it.
            NonFinite::NanAllOnes | NonFinite::NanAllOnesExponent => self.all_ones() - 1,
            NonFinite::NanNegativeZero | NonFinite::FiniteOnly => self.all_ones(),
        };
        match negative {
            true => self.sign_bit() | magnitude,
            false => magnitude,
        }
    }

    /// Whether `bits` is this format's NaN.
    fn is_nan(self, bits: u64) -> bool {
        let magnitude = bits & !self.sign_bit();
        match self.non_finite {
            NonFinite::NanAllOnes | NonFinite::NanAllOnesExponent => magnitude == self.all_ones(),
            NonFinite::NanNegativeZero => bits == self.sign_bit(),
            NonFinite::FiniteOnly => false,
        }
    }

    /// The value of pattern `bits` (the sign of an `E8M0` value is not in
    /// its bits: always positive).
    pub fn decode(self, bits: u64) -> f64 {
        if self.is_nan(bits) {
            // The sign of an all-ones NaN is kept, so that it encodes back.
            return match bits & self.sign_bit() != 0 {
                true => -f64::NAN,
                false => f64::NAN,
            };
        }
        let m = self.fraction_bits;
        let exponent_field = (bits >> m) & self.max_exponent_field();
        let fraction = bits & self.fraction_mask();
        let magnitude = if exponent_field == 0 && self.has_subnormals() {
            fraction as f64 * 2f64.powi(1 - self.bias - m as i32)
        } else {
            (fraction | 1 << m) as f64 * 2f64.powi(exponent_field as i32 - self.bias - m as i32)
        };
        match bits & self.sign_bit() != 0 {
            true => -magnitude,
            false => magnitude,
        }
    }

    /// The pattern of `value` rounded to nearest, ties to even. `E8M0`
    /// has no sign bit: as APFloat's bitcast, a negative value that does
    /// not underflow gets its top bit set (`-1.0` is the NaN `0xFF`).
    pub fn encode(self, value: f64) -> u64 {
        let negative = value.is_sign_negative();
        if value.is_nan() {
            return self.nan(negative);
        }
        if value.is_infinite() {
            return self.overflow(negative);
        }
        match self.round_magnitude(value.abs()) {
            Rounded::Overflow => self.overflow(negative),
            // FNUZ formats have no negative zero (its pattern is NaN); E8M0's
            // stand-in for zero is positive.
            Rounded::Underflow if !self.signed() => 0,
            Rounded::Underflow | Rounded::Pattern(0)
                if self.non_finite == NonFinite::NanNegativeZero =>
            {
                0
            }
            Rounded::Underflow if negative => self.sign_bit(),
            Rounded::Underflow => 0,
            Rounded::Pattern(bits) if negative && !self.signed() => bits | 1 << 7,
            Rounded::Pattern(bits) if negative => self.sign_bit() | bits,
            Rounded::Pattern(bits) => bits,
        }
    }

    /// `value` rounded to this format. Where the format has a sign this is
    /// the value of [`MiniFormat::encode`]'s pattern; `E8M0` keeps the sign
    /// of a value that does not underflow beside its bits, as APFloat does.
    pub fn round(self, value: f64) -> f64 {
        if self.signed() || value.is_nan() || value.is_infinite() {
            return self.decode(self.encode(value));
        }
        match self.round_magnitude(value.abs()) {
            Rounded::Overflow => f64::NAN,
            Rounded::Underflow => self.decode(0),
            Rounded::Pattern(bits) if value < 0.0 => -self.decode(bits),
            Rounded::Pattern(bits) => self.decode(bits),
        }
    }

    /// What a value past the largest finite one becomes.
    fn overflow(self, negative: bool) -> u64 {
        match self.non_finite {
            NonFinite::FiniteOnly => self.largest(negative),
            _ => self.nan(negative),
        }
    }

    /// Finite `magnitude` ≥ 0 rounded to nearest even.
    fn round_magnitude(self, magnitude: f64) -> Rounded {
        let m = self.fraction_bits as i32;
        // The smallest exponent of a normal value (E8M0: of any value).
        let min_exponent = match self.has_subnormals() {
            true => 1 - self.bias,
            false => -self.bias,
        };
        // Below half the smallest value (a tie goes to zero, which is even).
        let smallest = 2f64.powi(min_exponent - if self.has_subnormals() { m } else { 0 });
        if magnitude <= smallest / 2.0 {
            return Rounded::Underflow;
        }
        let exponent = ((magnitude.to_bits() >> 52) & 0x7FF) as i32 - 1023;
        let scale = match self.has_subnormals() {
            true => exponent.max(min_exponent),
            // Between half the smallest power of two and it: that power.
            false if exponent < min_exponent => return Rounded::Pattern(0),
            false => exponent,
        };
        // In units of the last place at that exponent (exact: a division by
        // a power of two), rounded to nearest even.
        let mut significand = (magnitude / 2f64.powi(scale - m)).round_ties_even() as u64;
        let mut biased = match exponent < min_exponent {
            // A subnormal, or the smallest normal value if it rounded up.
            true => u64::from(significand >> m != 0),
            false => (scale + self.bias) as u64,
        };
        if significand >> (m + 1) != 0 {
            significand >>= 1;
            biased += 1;
        }
        let pattern = biased << m | (significand & self.fraction_mask());
        match biased > self.max_exponent_field() || pattern > self.largest(false) {
            true => Rounded::Overflow,
            false => Rounded::Pattern(pattern),
        }
    }
}

/// A magnitude rounded to a format.
enum Rounded {
    /// Nearer zero than the smallest nonzero value.
    Underflow,
    /// This pattern (no sign).
    Pattern(u64),
    /// Past the largest finite value.
    Overflow,
}

#[cfg(test)]
mod tests {
    use super::*;

    const E4M3FN: MiniFormat = MiniFormat {
        exponent_bits: 4,
        fraction_bits: 3,
        bias: 7,
        non_finite: NonFinite::NanAllOnes,
    };

    #[test]
    fn e4m3fn_rounds_saturates_to_nan_and_decodes() {
        assert_eq!(E4M3FN.decode(E4M3FN.encode(0.1)), 0.1015625);
        assert_eq!(E4M3FN.decode(E4M3FN.encode(450.0)), 448.0);
        assert_eq!(E4M3FN.encode(470.0), 0x7F);
        assert_eq!(E4M3FN.encode(-470.0), 0xFF);
        assert_eq!(E4M3FN.decode(0x01), 2f64.powi(-9));
        assert!(E4M3FN.decode(0x7F).is_nan());
        assert_eq!(E4M3FN.encode(-0.0), 0x80);
    }
}
