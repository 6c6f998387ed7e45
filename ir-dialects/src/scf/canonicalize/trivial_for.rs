//! `scf.for` with a known trip count of zero or one (MLIR's
//! `SimplifyTrivialLoops`): no iteration leaves the initial values; one
//! iteration is the body with the induction variable at the lower bound.
//!
//! Bounds are compared exactly, signed or (with `unsigned`) unsigned at
//! their bit width: a difference that overflows the width does not make
//! a loop look empty, as MLIR's wrapping subtraction can.

use super::inline::replace_op_with_region;
use super::integer_constant;
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::{OpId, OpView, ValueId};

/// Removes `scf.for` loops that run at most once.
pub(super) struct SimplifyTrivialLoops;

/// Operands before the initial values: lower bound, upper bound, step.
pub(super) const BOUNDS: usize = 3;

impl RewritePattern for SimplifyTrivialLoops {
    fn name(&self) -> &'static str {
        "scf-for-simplify-trivial-loops"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        let operands: Vec<ValueId> = body.operands(op).collect();
        // Unverified IR (`--no-verify`) may lack bounds: leave it alone.
        let Some((&[lower, upper, step], inits)) = operands.split_first_chunk::<BOUNDS>() else {
            return false;
        };
        if inits.len() != body.results(op).len() {
            return false;
        }
        if lower == upper {
            rewriter.replace_op(op, inits);
            return true;
        }
        let unsigned = OpView::new(ctx, body, op)
            .inherent_attr("unsignedCmp")
            .is_some();
        let value =
            |v| integer_constant(ctx, body, v).map(|(c, width)| normalize(c, width, unsigned));
        let (Some(l), Some(u)) = (value(lower), value(upper)) else {
            return false;
        };
        let Some(diff) = u.checked_sub(l) else {
            return false;
        };
        if diff <= 0 {
            rewriter.replace_op(op, inits);
            return true;
        }
        if value(step).is_none_or(|s| s < diff) {
            return false;
        }
        let Some(&region) = body.regions(op).first() else {
            return false;
        };
        let mut args = vec![lower];
        args.extend_from_slice(inits);
        replace_op_with_region(rewriter, op, region, &args)
    }
}

/// The low `width` bits of `value`, read as signed (sign-extended) or unsigned.
fn normalize(value: i128, width: u32, unsigned: bool) -> i128 {
    if width >= 128 {
        return value;
    }
    let shift = 128 - width;
    match unsigned {
        true => ((value << shift) as u128 >> shift) as i128,
        false => (value << shift) >> shift,
    }
}
