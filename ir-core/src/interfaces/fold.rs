//! [`Fold`]: computing an op's results from constant operands, or finding
//! them among existing values (MLIR's `fold` hook).

use crate::context::attributes::Attr;
use crate::context::Context;
use crate::ir::{Body, OpId, OpView, ValueId};

/// One folded result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FoldResult {
    /// A constant, to be materialized by the op's dialect.
    Attr(Attr),
    /// An existing value that dominates the op.
    Value(ValueId),
}

/// The results of a successful fold, one per op result.
pub type Folded = Vec<FoldResult>;

/// Folds an op given the constant value of each operand (`None` where an
/// operand is not a known constant). Returns one result per op result,
/// or `None` when the op does not fold.
pub struct Fold(pub fn(&OpView<'_>, &[Option<Attr>]) -> Option<Folded>);

/// Folds an op in place: changes the op itself (its operands, its
/// regions) to a simpler form, keeping its results (MLIR's `fold` that
/// succeeds with no results, e.g. `scf.if` on a negated condition).
/// Returns whether it changed the op. The greedy driver tries it after
/// [`Fold`] and before the op's patterns, and then treats the op as MLIR's
/// driver does: visited again (with the ops enclosing it), nothing else.
pub struct FoldInPlace(pub fn(&Context, &mut Body, OpId) -> bool);

/// The constant a constant-like op produces: its fold with no operands,
/// or else its `value` attribute; `None` for other ops.
pub fn constant_value(view: &OpView<'_>) -> Option<Attr> {
    let definition = view.definition()?;
    if !definition.has(crate::context::OpTraits::CONSTANT_LIKE) {
        return None;
    }
    if let Some(Fold(fold)) = definition.interface::<Fold>() {
        if let Some([FoldResult::Attr(attr)]) = fold(view, &[]).as_deref() {
            return Some(*attr);
        }
    }
    view.inherent_attr("value")
}

/// The integer `value` (an operand of `view`'s op, in its body) is when a
/// constant-like op defines it (MLIR's `m_ConstantInt`); sign-extended
/// from its type's width.
pub fn constant_int(view: &OpView<'_>, value: ValueId) -> Option<i128> {
    let definition = view.body.defining_op(value)?;
    let constant = constant_value(&OpView::new(view.ctx, view.body, definition))?;
    match view.ctx.attr_kind(constant) {
        crate::AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}
