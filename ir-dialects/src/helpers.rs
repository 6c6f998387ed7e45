//! Small checks shared by the dialects' verifiers.

use ir_core::{AttrKind, Diagnostic, OpView, Type, TypeKind};

/// The string value of inherent attribute `name`, or an error naming it.
pub(crate) fn required_string<'a>(view: &OpView<'a>, name: &str) -> Result<&'a [u8], Diagnostic> {
    match view.inherent_attr_kind(name) {
        Some(AttrKind::String { bytes, .. }) => Ok(bytes),
        Some(_) => Err(view.error(format!("attribute '{name}' must be a string attribute"))),
        None => Err(view.error(format!("requires attribute '{name}'"))),
    }
}

/// The function type held by inherent attribute `name`: (inputs, results).
pub(crate) fn required_function_type<'a>(
    view: &OpView<'a>,
    name: &str,
) -> Result<(&'a [Type], &'a [Type]), Diagnostic> {
    let Some(AttrKind::Type(ty)) = view.inherent_attr_kind(name) else {
        return Err(view.error(format!(
            "requires attribute '{name}' holding a function type"
        )));
    };
    match view.ctx.type_kind(*ty) {
        TypeKind::Function { inputs, results } => Ok((inputs, results)),
        _ => Err(view.error(format!("attribute '{name}' must hold a function type"))),
    }
}

/// What a custom form's attribute dictionary shows: the discardable
/// attributes and the properties not in `elided`, in name order.
pub(crate) fn attr_dict_entries(view: &OpView<'_>, elided: &[&str]) -> Vec<ir_core::NamedAttr> {
    let ctx = view.ctx;
    let mut entries: Vec<ir_core::NamedAttr> = view
        .body
        .op_properties(view.op)
        .map(|props| ctx.dictionary_entries(props).to_vec())
        .unwrap_or_default();
    entries.retain(|e| !elided.contains(&&*e.name));
    entries.extend(
        ctx.dictionary_entries(view.body.op_attrs(view.op))
            .iter()
            .cloned(),
    );
    entries.sort_by(|a, b| a.name.cmp(&b.name));
    entries
}
