//! `arith.truncf`'s rounding modes: a value rounded to a narrower format
//! to nearest (ties to even or away from zero), downward, upward or
//! toward zero. The nearest-even rounding of the format is the starting
//! point; the other modes step to its neighbour where they differ.

use crate::arith::apfloat;
use crate::arith::attrs::RoundingMode;
use ir_core::FloatKind;

/// A rounding mode, in the order of `arith.truncf`'s `roundingmode` values.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(in crate::arith) enum Rounding {
    NearestEven,
    Downward,
    Upward,
    TowardZero,
    NearestAway,
}

impl Rounding {
    /// The mode of an op's `roundingmode` (nearest even if it has none).
    pub(in crate::arith) fn of(mode: Option<RoundingMode>) -> Self {
        match mode {
            Some(RoundingMode::Downward) => Rounding::Downward,
            Some(RoundingMode::Upward) => Rounding::Upward,
            Some(RoundingMode::TowardZero) => Rounding::TowardZero,
            Some(RoundingMode::ToNearestAway) => Rounding::NearestAway,
            Some(RoundingMode::ToNearestEven) | None => Rounding::NearestEven,
        }
    }
}

/// `x` rounded to format `kind` in `mode`; NaNs come out quiet.
pub(super) fn round(x: f64, kind: FloatKind, mode: Rounding) -> f64 {
    if x.is_nan() {
        return kind.round(apfloat::quiet(x));
    }
    let nearest = kind.round(x);
    if nearest == x || mode == Rounding::NearestEven {
        return nearest;
    }
    // The two values of the format around `x`: toward zero and away from it.
    let bits = kind.to_bits(nearest);
    let (toward, away) = if nearest.abs() > x.abs() {
        (kind.value_of_bits(bits - 1), nearest)
    } else {
        (nearest, kind.value_of_bits(bits + 1))
    };
    let positive = x > 0.0;
    match mode {
        Rounding::TowardZero => toward,
        Rounding::Downward if positive => toward,
        Rounding::Upward if !positive => toward,
        Rounding::Downward | Rounding::Upward => away,
        _ => {
            let tie = away.is_finite() && x.abs() - toward.abs() == away.abs() - x.abs();
            if tie {
                away
            } else {
                nearest
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{round, Rounding};
    use ir_core::FloatKind;

    #[test]
    fn every_mode_between_two_f16_values() {
        // 1 + 2^-11 is the midpoint of 1 and 1 + 2^-10 in f16.
        let tie = 1.0 + 2f64.powi(-11);
        let up = 1.0 + 2f64.powi(-10);
        let f16 = FloatKind::F16;
        assert_eq!(round(tie, f16, Rounding::NearestEven), 1.0);
        assert_eq!(round(tie, f16, Rounding::NearestAway), up);
        assert_eq!(round(-tie, f16, Rounding::NearestAway), -up);
        let above = 1.0 + 2f64.powi(-12);
        assert_eq!(round(above, f16, Rounding::Upward), up);
        assert_eq!(round(above, f16, Rounding::Downward), 1.0);
        assert_eq!(round(-above, f16, Rounding::Downward), -up);
        assert_eq!(round(-above, f16, Rounding::Upward), -1.0);
        assert_eq!(round(-above, f16, Rounding::TowardZero), -1.0);
        assert_eq!(round(above, f16, Rounding::NearestAway), 1.0);
    }

    #[test]
    fn overflow_and_underflow_by_mode() {
        let f32 = FloatKind::F32;
        let max = f64::from(f32::MAX);
        assert_eq!(round(1e300, f32, Rounding::NearestEven), f64::INFINITY);
        assert_eq!(round(1e300, f32, Rounding::TowardZero), max);
        assert_eq!(round(-1e300, f32, Rounding::Upward), -max);
        assert_eq!(round(-1e300, f32, Rounding::Downward), f64::NEG_INFINITY);
        let tiny = f64::from(f32::from_bits(1));
        assert_eq!(round(1e-300, f32, Rounding::Upward), tiny);
        assert_eq!(round(1e-300, f32, Rounding::Downward), 0.0);
        assert_eq!(round(-1e-300, f32, Rounding::Downward), -tiny);
        assert!(round(f64::NAN, f32, Rounding::Upward).is_nan());
        assert_eq!(round(0.5, f32, Rounding::Downward), 0.5);
    }
}
