//! An `scf.if` whose `then` block holds only another `scf.if` (and its
//! `scf.yield`), both `else` blocks doing nothing but yield, becomes one
//! `scf.if` on `arith.andi` of the two conditions (MLIR's
//! `CombineNestedIfs`).
//!
//! The outer op's results keep their values: one the inner op gives must
//! come, when the inner condition fails, from the value the outer `else`
//! yields (else nothing is combined); one taken from outside becomes an
//! `arith.select` on the outer condition, made between the `arith.andi`
//! and the new op (whose result there is then unused). The inner `then`
//! block moves into the new op whole (MLIR moves its ops one by one).

use super::only_yields;
use crate::arith::{AndIOp, SelectOp};
use crate::scf::{IfOp, YieldOp};
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::ir::{InsertPoint, ValueDef};
use ir_core::ods::Op;
use ir_core::{BlockId, Body, OpId, OpView, Type, ValueId};

/// Merges an `scf.if` nested alone in another's `then` block into it.
pub(super) struct CombineNestedIfs;

impl RewritePattern for CombineNestedIfs {
    fn name(&self) -> &'static str {
        "scf-if-combine-nested-ifs"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        let Some((outer_then, outer_else)) = blocks(body, op) else {
            return false;
        };
        let (Some(nested), Some(outer_yield)) =
            (body.first_op(outer_then), body.last_op(outer_then))
        else {
            return false;
        };
        if body.next_op(nested) != Some(outer_yield)
            || !IfOp::matches(&OpView::new(ctx, body, nested))
            || !outer_else.is_none_or(|b| only_yields(body, b))
        {
            return false;
        }
        let Some((inner_then, inner_else)) = blocks(body, nested) else {
            return false;
        };
        if !inner_else.is_none_or(|b| only_yields(body, b)) {
            return false;
        }
        let yielded = |block: Option<BlockId>| -> Vec<ValueId> {
            block
                .and_then(|b| body.last_op(b))
                .map_or_else(Vec::new, |y| body.operands(y).collect())
        };
        let mut then_values = yielded(Some(outer_then));
        let else_values = yielded(outer_else);
        let (inner_then_values, inner_else_values) =
            (yielded(Some(inner_then)), yielded(inner_else));
        // The results taken from outside, to become selects.
        let mut selected = Vec::new();
        for (k, value) in then_values.iter_mut().enumerate() {
            match body.value_def(*value) {
                ValueDef::Result { op: from, index } if from == nested => {
                    let index = index as usize;
                    if inner_else_values.get(index) != else_values.get(k) {
                        return false;
                    }
                    let Some(&inner) = inner_then_values.get(index) else {
                        return false;
                    };
                    *value = inner;
                }
                _ => {
                    if body.value_block(*value) == Some(outer_then) {
                        return false;
                    }
                    selected.push(k);
                }
            }
        }
        if selected.iter().any(|&k| k >= else_values.len()) {
            return false;
        }
        let (condition, inner_condition) = (body.operand(op, 0), body.operand(nested, 0));
        let loc = body.op_loc(op);
        let types: Vec<Type> = body
            .results(op)
            .iter()
            .map(|&r| body.value_type(r))
            .collect();
        let Some(inner_yield) = body.last_op(inner_then) else {
            return false;
        };

        let i1 = ctx.int_type(1);
        rewriter.set_insertion_point(InsertPoint::Before(op));
        let both = rewriter.create(AndIOp::state(ctx, loc, i1, condition, inner_condition));
        let both = rewriter.body().results(both)[0];
        let new = rewriter.create(IfOp::state(ctx, loc, &types, both));
        let mut results = rewriter.body().results(new).to_vec();
        rewriter.set_insertion_point(InsertPoint::Before(new));
        for k in selected {
            let (t, e) = (then_values[k], else_values[k]);
            let select = rewriter.create(SelectOp::state(ctx, loc, types[k], condition, t, e));
            results[k] = rewriter.body().results(select)[0];
        }
        let regions = rewriter.body().regions(new).to_vec();
        let body = rewriter.body_mut();
        body.unlink_block(inner_then);
        body.insert_block(inner_then, regions[0], None);
        body.set_operands(inner_yield, &then_values);
        rewriter.notify_modified(inner_yield);
        if !else_values.is_empty() {
            let block = rewriter.body_mut().append_block(regions[1]);
            rewriter.set_insertion_point(InsertPoint::End(block));
            rewriter.create(YieldOp::state(ctx, loc, &else_values));
        }
        rewriter.replace_op(op, &results);
        true
    }
}

/// The `then` block of `scf.if` `op` and its `else` block if it has one.
fn blocks(body: &Body, op: OpId) -> Option<(BlockId, Option<BlockId>)> {
    let regions = body.regions(op);
    let then_block = body.entry_block(*regions.first()?)?;
    Some((
        then_block,
        regions.get(1).and_then(|&r| body.entry_block(r)),
    ))
}
