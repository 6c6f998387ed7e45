//! `func.constant @f : (i32) -> i32`: a function as a value. Its result
//! prints as `%f`, it folds to its symbol, and the dialect materializes
//! folded symbol constants of function type with it.

use crate::symbols::{SymbolTable, SymbolUser};
use ir_core::interfaces::{Fold, FoldResult};
use ir_core::ir::{Builder, OperationState};
use ir_core::ods::{AttrType, OpSpec, TypeConstraint};
use ir_core::{Attr, AttrKind, Diagnostic, NamedAttr, OpDefinition, OpId, OpTraits, OpView};
use ir_core::{Type, TypeKind};

/// The `func.constant` definition.
pub(super) fn constant() -> OpDefinition {
    OpDefinition::new("func.constant", "A reference to a function, as a value")
        .with_traits(OpTraits::PURE | OpTraits::CONSTANT_LIKE)
        .with_format(
            OpSpec::new()
                .attr("value", AttrType::SymbolRef)
                .result("result", TypeConstraint::ANY),
            "attr-dict $value `:` type($result)",
        )
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
    let Some(function) = table.lookup(reference).filter(|f| f.name() == "func.func") else {
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
    let mut state = OperationState::new(ctx.op_name("func.constant"), loc);
    state.result_types = smallvec::smallvec![ty];
    state.properties = Some(ctx.dictionary_attr(vec![NamedAttr {
        name: "value".into(),
        value,
    }]));
    Some(builder.create(state))
}
