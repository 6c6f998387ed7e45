//! The fold of `builtin.unrealized_conversion_cast` (MLIR's
//! `UnrealizedConversionCastOp::fold`): a cast to the types it casts from
//! gives back its inputs, and a cast of all the results of another cast,
//! in order, back to that cast's input types gives back that cast's
//! inputs. Anything else (a chain through a third type, a cast of only
//! some of another's results) stays for `reconcile-unrealized-casts`.

use ir_core::conversion::UnrealizedConversionCastOp;
use ir_core::interfaces::{FoldResult, Folded};
use ir_core::ods::Op;
use ir_core::{Attr, OpView, ValueId};

/// Folds `view`'s cast to values that already exist, if it undoes itself
/// or the cast producing its inputs; `None` otherwise.
pub(super) fn fold_cast(view: &OpView<'_>, _constants: &[Option<Attr>]) -> Option<Folded> {
    let as_values = |values: &mut dyn Iterator<Item = ValueId>| -> Folded {
        values.map(FoldResult::Value).collect()
    };
    if view.operand_types() == view.result_types() {
        return Some(as_values(&mut view.operands()));
    }
    let first = view.operands().next()?;
    let inner = UnrealizedConversionCastOp::defining(view.ctx, view.body, first)?;
    let inner = inner.view();
    let undoes_inner = inner.results().iter().copied().eq(view.operands())
        && inner.operand_types() == view.result_types();
    undoes_inner.then(|| as_values(&mut inner.operands()))
}
