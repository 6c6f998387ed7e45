//! `cmpf` patterns: a comparison of an integer converted to float
//! (`sitofp`, `uitofp`) with a float constant becomes a comparison of the
//! integer (`cmpi`) with an integer constant, or a constant when the
//! float constant is out of the integer's range or fractional. This is
//! MLIR's `CmpFIntToFPConst` (ArithOps.cpp), itself LLVM InstCombine's
//! `foldFCmpIntToFPConst`; it is left alone where the conversion may round
//! in a way that changes the outcome.

use super::{patterns, Rewrite};
use crate::arith::apfloat;
use crate::arith::apint::ApInt;
use crate::arith::attrs::{CmpFPredicate, CmpIPredicate};
use crate::arith::fold::floats;
use crate::arith::types::integer_width;
use crate::arith::{CmpFOp, CmpIOp, SIToFPOp, UIToFPOp};
use ir_core::interfaces::RewritePattern;
use ir_core::{AttrKind, FloatKind, OpId, ValueId};

/// The patterns of `arith.cmpf`.
pub fn cmpf() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[("cmpf(p, itofp(x), c) → cmpi", int_to_float_constant)])
}

/// The integer side of the comparison: `x` of `sitofp(x)` or `uitofp(x)`.
struct Converted {
    input: ValueId,
    width: u32,
    unsigned: bool,
}

/// What the comparison becomes.
enum Outcome {
    /// A constant `i1`.
    Known(bool),
    /// `cmpi(predicate, x, constant)`.
    Compare(CmpIPredicate, ApInt),
}

/// The conversion defining `value`, from a (non-index) integer the
/// folders compute with.
fn converted(rw: &Rewrite<'_, '_>, value: ValueId) -> Option<Converted> {
    let (input, unsigned) = match rw.def::<SIToFPOp>(value) {
        Some(si) => (si.input(), false),
        None => (rw.def::<UIToFPOp>(value)?.input(), true),
    };
    let width = integer_width(rw.ctx(), rw.ty(input))?;
    Some(Converted {
        input,
        width,
        unsigned,
    })
}

/// `cmpf(p, sitofp(x), c)` or `cmpf(p, uitofp(x), c)` for a scalar float
/// constant `c` that is not a NaN → `cmpi` or a constant.
fn int_to_float_constant(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let Some((lhs, rhs, predicate, result)) = rw
        .op::<CmpFOp>(op)
        .map(|cmp| (cmp.lhs(), cmp.rhs(), cmp.predicate(), cmp.result()))
    else {
        return false;
    };
    let Some(attr) = rw.constant_value(rhs) else {
        return false;
    };
    if !matches!(rw.ctx().attr_kind(attr), AttrKind::Float { .. }) {
        return false;
    }
    let Some((kind, values)) = floats(rw.ctx(), attr) else {
        return false;
    };
    let (Some(&c), Some(predicate), Some(x)) = (values.first(), predicate, converted(rw, lhs))
    else {
        return false;
    };
    match outcome(predicate, &x, c, kind) {
        Some(Outcome::Known(value)) => {
            let ty = rw.ty(result);
            match rw.constant(op, ty, ApInt::new(u128::from(value), 1)) {
                Some(constant) => rw.replace(op, constant),
                None => false,
            }
        }
        Some(Outcome::Compare(p, bound)) => {
            let int_ty = rw.ty(x.input);
            let Some(constant) = rw.constant(op, int_ty, bound) else {
                return false;
            };
            let (ty, input, p) = (rw.ty(result), x.input, p.attr(rw.ctx()));
            let comparison = rw.create(op, |ctx, loc| {
                CmpIOp::state(ctx, loc, ty, input, constant, p)
            });
            rw.replace(op, comparison)
        }
        None => false,
    }
}

/// The exponent of `x` (a finite nonzero value) as C's `ilogb`.
fn ilogb(x: f64) -> i32 {
    let (scaled, bias) = if x.abs() < f64::MIN_POSITIVE {
        (x * 2f64.powi(64), 64)
    } else {
        (x, 0)
    };
    ((scaled.to_bits() >> 52) & 0x7ff) as i32 - 1023 - bias
}

/// Whether rounding the integer to the float format may decide the
/// comparison with `c` (MLIR's test, with its own words: it "does NOT
/// adequately take into account overflow").
fn conversion_may_matter(x: &Converted, c: f64, kind: FloatKind) -> bool {
    let mantissa = kind.precision() as i32;
    let value_bits = (x.width - u32::from(!x.unsigned)) as i32;
    if x.width as i32 <= mantissa || c == 0.0 {
        return false;
    }
    if c.is_infinite() {
        return apfloat::max_exponent(kind) < value_bits;
    }
    let exponent = ilogb(c);
    mantissa <= exponent && exponent <= value_bits
}

/// The `cmpi` predicate of float predicate `p` (`None` for `false` and
/// `true`, which the folder decides); `ord` and `uno` are known, as a
/// converted integer is never a NaN.
fn int_predicate(p: CmpFPredicate, unsigned: bool) -> Option<Result<CmpIPredicate, bool>> {
    use CmpFPredicate as F;
    use CmpIPredicate as I;
    let pick = |s, u| Ok(if unsigned { u } else { s });
    Some(match p {
        F::Oeq | F::Ueq => Ok(I::Eq),
        F::One | F::Une => Ok(I::Ne),
        F::Ogt | F::Ugt => pick(I::Sgt, I::Ugt),
        F::Oge | F::Uge => pick(I::Sge, I::Uge),
        F::Olt | F::Ult => pick(I::Slt, I::Ult),
        F::Ole | F::Ule => pick(I::Sle, I::Ule),
        F::Ord => Err(true),
        F::Uno => Err(false),
        F::False | F::True => return None,
    })
}

/// What `cmpf(p, itofp(x), c)` becomes, if MLIR's pattern rewrites it.
fn outcome(p: CmpFPredicate, x: &Converted, c: f64, kind: FloatKind) -> Option<Outcome> {
    use CmpIPredicate as I;
    if c.is_nan() || conversion_may_matter(x, c, kind) {
        return None;
    }
    let pred = match int_predicate(p, x.unsigned)? {
        Ok(pred) => pred,
        Err(known) => return Some(Outcome::Known(known)),
    };
    let (min, max) = if x.unsigned {
        (ApInt::zero(x.width), ApInt::all_ones(x.width))
    } else {
        (ApInt::signed_min(x.width), ApInt::signed_max(x.width))
    };
    let signed = !x.unsigned;
    if apfloat::from_int(&max, signed, kind) < c {
        return Some(Outcome::Known(matches!(
            pred,
            I::Ne | I::Slt | I::Sle | I::Ult | I::Ule
        )));
    }
    if apfloat::from_int(&min, signed, kind) > c {
        return Some(Outcome::Known(matches!(
            pred,
            I::Ne | I::Sgt | I::Sge | I::Ugt | I::Uge
        )));
    }
    let bound = apfloat::to_int(c, x.width, signed)?;
    let exact = c == 0.0 || apfloat::from_int(&bound, signed, kind) == c;
    if exact {
        return Some(Outcome::Compare(pred, bound));
    }
    // `c` is fractional: `bound` is `c` rounded toward zero.
    let negative = c < 0.0;
    let adjusted = match pred {
        I::Ne => return Some(Outcome::Known(true)),
        I::Eq => return Some(Outcome::Known(false)),
        I::Ule | I::Ult if negative => return Some(Outcome::Known(false)),
        I::Ugt | I::Uge if negative => return Some(Outcome::Known(true)),
        I::Ult => I::Ule,
        I::Uge => I::Ugt,
        I::Sle if negative => I::Slt,
        I::Slt if !negative => I::Sle,
        I::Sgt if negative => I::Sge,
        I::Sge if !negative => I::Sgt,
        other => other,
    };
    Some(Outcome::Compare(adjusted, bound))
}
