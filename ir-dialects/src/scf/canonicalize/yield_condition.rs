//! `scf.if` results that are the condition or its negation, or one value
//! either way, are replaced by it (MLIR's
//! `ReplaceIfYieldWithConditionOrValue`): a result both branches yield
//! the same value for is that value; one yielding constant `true` in the
//! `then` branch and `false` in the `else` branch is the condition, and
//! the other way round `arith.xori` of the condition with `true` (the
//! constant made by the dialect of the `then` branch's constant), made
//! before the op. The results stay, unused, for `RemoveUnusedResults`.

use super::{branch_yields, integer_constant, replace_uses};
use crate::arith::XOrIOp;
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::ir::{Builder, InsertPoint};
use ir_core::{OpId, ValueId};

/// Replaces the uses of `scf.if` results whose value the condition tells.
pub(super) struct ReplaceIfYieldWithConditionOrValue;

impl RewritePattern for ReplaceIfYieldWithConditionOrValue {
    fn name(&self) -> &'static str {
        "scf-if-replace-yield-with-condition-or-value"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        let n = body.results(op).len();
        let Some([then_values, else_values]) = branch_yields(body, op) else {
            return false;
        };
        if n == 0 {
            return false;
        }
        let condition = body.operand(op, 0);
        let truth = |value: ValueId| match integer_constant(ctx, body, value) {
            Some((bit, 1)) => Some(bit != 0),
            _ => None,
        };
        // Each used result the values tell, and what it is: a value, or
        // the negation of the condition (with the `then` constant).
        let known: Vec<(ValueId, Result<ValueId, ValueId>)> = (0..n)
            .filter_map(|k| {
                let (t, e, result) = (then_values[k], else_values[k], body.results(op)[k]);
                if !body.has_uses(result) {
                    return None;
                }
                let value = match (t == e, truth(t), truth(e)) {
                    (true, _, _) => Ok(t),
                    (false, Some(true), Some(false)) => Ok(condition),
                    (false, Some(false), Some(true)) => Err(t),
                    _ => return None,
                };
                Some((result, value))
            })
            .collect();
        let mut changed = false;
        for (result, value) in known {
            let value = match value {
                Ok(value) => value,
                Err(constant) => match negation(rewriter, op, constant, condition) {
                    Some(not) => not,
                    None => continue,
                },
            };
            replace_uses(rewriter, result, value);
            changed = true;
        }
        changed
    }
}

/// `arith.xori %condition, %true` before `op`, `%true` made by the
/// constant materializer of the dialect of the op defining `constant`;
/// `None` if it has none.
fn negation(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    constant: ValueId,
    condition: ValueId,
) -> Option<ValueId> {
    let ctx = rewriter.ctx();
    let body = rewriter.body();
    let dialect = ctx.op_dialect(body.op_name(body.defining_op(constant)?))?;
    let materialize = ctx.constant_materializer(dialect)?;
    let (i1, loc) = (ctx.int_type(1), body.op_loc(op));
    let mut builder = Builder::new(ctx, rewriter.body_mut());
    builder.set_insertion_point(InsertPoint::Before(op));
    let one = materialize(&mut builder, ctx.int_attr(1, i1), i1, loc)?;
    rewriter.notify_modified(one);
    let one = rewriter.body().results(one)[0];
    rewriter.set_insertion_point(InsertPoint::Before(op));
    let not = rewriter.create(XOrIOp::state(ctx, loc, i1, condition, one));
    Some(rewriter.body().results(not)[0])
}
