//! `func.constant @f : (i32) -> i32`: a function as a value. Its result
//! prints as `%f`, it folds to its symbol, and the dialect materializes
//! folded symbol constants of function type with it.

use super::FuncOp;
use crate::symbols::{SymbolTable, SymbolUser};
use ir_core::interfaces::{Fold, FoldResult};
use ir_core::ir::Builder;
use ir_core::ods::op_attrs::FlatSymbolRefAttr;
use ir_core::ods::{Op, TypeConstraint};
use ir_core::{op, Attr, AttrKind, Diagnostic, OpDefinition, OpId, OpTraits, OpView};
use ir_core::{Type, TypeKind};

op! {
    /// `%f = func.constant @f : (i32) -> i32`.
    pub struct ConstantOp = func.constant {
        summary: "A reference to a function, as a value",
        results: (result: one(TypeConstraint::ANY)),
        attributes: (value: required(FlatSymbolRefAttr)),
        format: "attr-dict $value `:` type($result)",
    }
}

/// The `func.constant` definition.
pub(super) fn constant() -> OpDefinition {
    ConstantOp::definition()
        .with_traits(OpTraits::PURE | OpTraits::CONSTANT_LIKE)
        .with_result_name(|_| Some("f".into()))
        .with_interface(SymbolUser(verify_constant_uses))
        .with_interface(Fold(|view, _| {
            Some(vec![FoldResult::Attr(view.inherent_attr("value")?)])
        }))
}

/// The symbol names a `func.func` of the result's type.
fn verify_constant_uses(view: &OpView<'_>, table: &mut SymbolTable<'_>) -> Result<(), Diagnostic> {
    let Some(reference @ AttrKind::SymbolRef { root, nested }) = view.inherent_attr_kind("value")
    else {
        return Ok(()); // the spec reports a missing or malformed value
    };
    if !nested.is_empty() {
        return Ok(());
    }
    let Some(function) = table.lookup(reference).filter(FuncOp::matches) else {
        return Err(view.error(format!("reference to undefined function '{root}'")));
    };
    let signature = match function.inherent_attr_kind("function_type") {
        Some(&AttrKind::Type(ty)) => Some(ty),
        _ => None,
    };
    if view.result_types().first().copied() != signature {
        return Err(view.error("reference to function with mismatched type"));
    }
    Ok(())
}

/// Creates `func.constant` for a folded symbol reference of function type
/// (MLIR's `FuncDialect::materializeConstant`).
pub(super) fn materialize(
    builder: &mut Builder<'_>,
    value: Attr,
    ty: Type,
    loc: Attr,
) -> Option<OpId> {
    let ctx = builder.ctx;
    let is_symbol =
        matches!(ctx.attr_kind(value), AttrKind::SymbolRef { nested, .. } if nested.is_empty());
    if !is_symbol || !matches!(ctx.type_kind(ty), TypeKind::Function { .. }) {
        return None;
    }
    let state = ConstantOp::state(ctx, loc, ty, value);
    Some(builder.create(state))
}
