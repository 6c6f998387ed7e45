//! How big a variant is, so that every accepted variant is strictly
//! smaller and the reduction ends: first its complexity (ops, operands,
//! blocks and block arguments: replacing an op by a constant removes its
//! operands), then the length of its text (a smaller constant prints
//! shorter), then the weight of its constants (so that `5` may become `0`
//! or `1`, which print as long). `llvm-reduce` orders variants by a like
//! complexity score.

use ir_core::ir::{walk_ops, WalkItem};
use ir_core::{AttrKind, Context, OpTraits, OpView, OwnedOp};

/// A variant's size; variants compare by it, complexity first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Size {
    /// Ops, operands, blocks and block arguments.
    pub complexity: usize,
    /// Bytes of its text.
    pub bytes: usize,
    /// The weight of its constants (see `constant_weight`).
    pub constants: u64,
}

/// The number of ops of `module` (the module's own op included).
pub fn count_ops(module: &OwnedOp) -> usize {
    let mut ops = 0;
    walk_ops(&module.body, module.op, |_, item| {
        ops += usize::from(matches!(item, WalkItem::Enter(_)));
    });
    ops
}

/// The complexity of `module` (see [`Size::complexity`]).
pub fn complexity(module: &OwnedOp) -> usize {
    let mut total = 0;
    walk_ops(&module.body, module.op, |body, item| {
        let WalkItem::Enter(op) = item else { return };
        total += 1 + body.num_operands(op);
        let regions = body.regions_body(op);
        for &region in body.regions(op) {
            for block in regions.region_blocks(region) {
                total += 1 + regions.block_args(block).len();
            }
        }
    });
    total
}

/// The weight of the scalar constants of `module`: for each constant-like
/// op's integer `value`, the bits of its magnitude (0 weighs 0, 1 and -1
/// weigh 1); for a float, 0 for 0.0, 1 for 1.0, 2 for anything else.
pub fn constant_weight(ctx: &Context, module: &OwnedOp) -> u64 {
    let mut total = 0;
    walk_ops(&module.body, module.op, |body, item| {
        let WalkItem::Enter(op) = item else { return };
        if !ctx.op_has(body.op_name(op), OpTraits::CONSTANT_LIKE) {
            return;
        }
        let value = OpView::new(ctx, body, op).inherent_attr("value");
        total += match value.map(|v| ctx.attr_kind(v)) {
            Some(AttrKind::Integer { value, .. }) => {
                u64::from(128 - value.unsigned_abs().leading_zeros())
            }
            Some(AttrKind::WideInteger { value, .. }) => value.bits(),
            Some(AttrKind::Float { bits, .. }) => match f64::from_bits(*bits) {
                0.0 => 0,
                1.0 => 1,
                _ => 2,
            },
            _ => 0,
        };
    });
    total
}
