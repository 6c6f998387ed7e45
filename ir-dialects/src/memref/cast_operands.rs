//! Memref operands seen through `memref.cast` (MLIR's `foldMemRefCast`,
//! which the folds of `memref.load`, `memref.store`, `memref.dealloc` and
//! `memref.cast` call): an operand a `memref.cast` of a ranked memref
//! defines is replaced by the cast's source. A store's stored value is
//! left alone (it is a value, not the memory accessed).

use super::access::StoreOp;
use super::cast::CastOp;
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::ods::Op;
use ir_core::{OpId, OpView, TypeKind};

/// Replaces the operands of the op it is registered on that a
/// `memref.cast` of a ranked memref defines by the cast's source.
pub(super) struct ThroughCast;

impl RewritePattern for ThroughCast {
    fn name(&self) -> &'static str {
        "memref-fold-cast-operand"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        let view = OpView::new(ctx, body, op);
        // A store's operand 0 is the value stored.
        let first = usize::from(StoreOp::matches(&view));
        let sources: Vec<(usize, ir_core::ValueId)> = body
            .operands(op)
            .enumerate()
            .skip(first)
            .filter_map(|(index, operand)| {
                let source = CastOp::defining(ctx, body, operand)?.source();
                let unranked = matches!(
                    ctx.type_kind(body.value_type(source)),
                    TypeKind::UnrankedMemRef { .. }
                );
                (!unranked).then_some((index, source))
            })
            .collect();
        for &(index, source) in &sources {
            rewriter.set_operand(op, index, source);
        }
        !sources.is_empty()
    }
}

/// The pattern of the ops whose memref operands look through casts.
pub(super) fn through_cast() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(ThroughCast)]
}
