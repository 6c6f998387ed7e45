//! `toy`'s canonicalization pattern: comparisons are written with `lt`
//! and `le`, never `gt` and `ge` (`%a > %b` becomes `%b < %a`), so that
//! equal comparisons look equal to `cse`.

use crate::ops::CmpOp;
use crate::types::{Predicate, PredicateAttr};
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::ir::InsertPoint;
use ir_core::{OpId, OpView};

/// The canonicalization patterns of `toy.cmp`.
pub(crate) fn cmp() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(SwapGreater)]
}

/// `toy.cmp <gt>, %a, %b` is `toy.cmp <lt>, %b, %a` (and `ge` is `le`).
struct SwapGreater;

impl RewritePattern for SwapGreater {
    fn name(&self) -> &'static str {
        "toy-cmp-swap-greater"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.ctx();
        let Some(cmp) = OpView::new(ctx, rewriter.body(), op).as_op::<CmpOp>() else {
            return false;
        };
        let swapped = match cmp.predicate().map(|p| p.predicate) {
            Some(Predicate::Gt) => Predicate::Lt,
            Some(Predicate::Ge) => Predicate::Le,
            _ => return false,
        };
        let i1 = rewriter.body().value_type(cmp.result());
        let state = CmpOp::state(
            ctx,
            cmp.view().loc(),
            i1,
            cmp.rhs(),
            cmp.lhs(),
            PredicateAttr::make(ctx, swapped),
        );
        rewriter.set_insertion_point(InsertPoint::Before(op));
        let new = rewriter.create(state);
        let result = rewriter.body().results(new)[0];
        rewriter.replace_op(op, &[result]);
        true
    }
}
