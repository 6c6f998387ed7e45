//! Verification of `func.func` beyond its spec, with MLIR's wording: the
//! symbol's visibility (declarations may not be public), argument and
//! result attributes, the entry block against the signature, and, once the
//! body's ops are verified, the `func.return`s of the body against the
//! results (a return cannot see its function: the function op lives in the
//! parent body, so the function checks its returns).

use super::ReturnOp;
use crate::helpers::{required_function_type, required_string};
use ir_core::ods::Op;
use ir_core::{AttrKind, Diagnostic, OpView, Type};

/// The verifier of `func.func`.
pub(super) fn verify_function(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let (inputs, results) = required_function_type(view, "function_type")?;
    verify_visibility(view)?;
    verify_attr_dicts(view, "arg_attrs", "argument", "arguments", inputs.len())?;
    verify_attr_dicts(view, "res_attrs", "result", "results", results.len())?;
    let body = view.regions_body();
    let Some(entry) = view.regions().first().and_then(|&r| body.entry_block(r)) else {
        return Ok(());
    };
    let args = body.block_args(entry);
    if args.len() != inputs.len() {
        return Err(view.error(format!(
            "entry block must have {} arguments to match function signature",
            inputs.len()
        )));
    }
    for (i, (&arg, &ty)) in args.iter().zip(inputs).enumerate() {
        let found = body.value_type(arg);
        if found != ty {
            return Err(view.error(format!(
                "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                type_text(view, found),
                type_text(view, ty)
            )));
        }
    }
    Ok(())
}

fn type_text(view: &OpView<'_>, ty: Type) -> String {
    let mut text = String::new();
    ir_core::syntax::printer::print_type(view.ctx, ty, &mut text);
    text
}

/// `sym_visibility` is one of MLIR's three, and a declaration is not public.
fn verify_visibility(view: &OpView<'_>) -> Result<(), Diagnostic> {
    // A visibility other than a string fails the spec's check first.
    let visibility = match view.inherent_attr_kind("sym_visibility") {
        Some(AttrKind::String { bytes, .. }) => String::from_utf8_lossy(bytes).into_owned(),
        _ => "public".to_string(),
    };
    if !["public", "private", "nested"].contains(&visibility.as_str()) {
        return Err(view.error(format!(
            "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{visibility}\""
        )));
    }
    let is_declaration = view
        .regions()
        .first()
        .is_none_or(|&r| view.regions_body().entry_block(r).is_none());
    if is_declaration && visibility == "public" {
        return Err(view.error("symbol declaration cannot have public visibility"));
    }
    Ok(())
}

/// `arg_attrs` / `res_attrs`: one dictionary per argument (result), whose
/// names all belong to a dialect (contain a `.`).
pub(super) fn verify_attr_dicts(
    view: &OpView<'_>,
    name: &str,
    what: &str,
    plural: &str,
    expected: usize,
) -> Result<(), Diagnostic> {
    let Some(kind) = view.inherent_attr_kind(name) else {
        return Ok(());
    };
    let dicts = dictionary_array(view, name, kind)?;
    if dicts.len() != expected {
        return Err(view.error(format!(
            "expects {what} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {expected}",
            dicts.len()
        )));
    }
    let undotted = dicts
        .iter()
        .flat_map(|&d| view.ctx.dictionary_entries(d))
        .any(|e| !e.name.contains('.'));
    if undotted {
        return Err(view.error(format!("{plural} may only have dialect attributes")));
    }
    Ok(())
}

/// The elements of an array-of-dictionaries property (MLIR's `DictArrayAttr`).
pub(super) fn dictionary_array(
    view: &OpView<'_>,
    name: &str,
    kind: &AttrKind,
) -> Result<Vec<ir_core::Attr>, Diagnostic> {
    let ctx = view.ctx;
    match kind {
        AttrKind::Array(items)
            if items
                .iter()
                .all(|&a| matches!(ctx.attr_kind(a), AttrKind::Dictionary(_))) =>
        {
            Ok(items.clone())
        }
        _ => Err(view.error(format!(
            "attribute '{name}' failed to satisfy constraint: Array of dictionary attributes"
        ))),
    }
}

/// The region verifier of `func.func` (after the ops of the body): every
/// `func.return` ending a block of the body returns the signature's types.
pub(super) fn verify_returns(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let Ok((_, results)) = required_function_type(view, "function_type") else {
        return Ok(()); // the spec reports it
    };
    let body = view.regions_body();
    let name = String::from_utf8_lossy(required_string(view, "sym_name")?).into_owned();
    let Some(&region) = view.regions().first() else {
        return Ok(()); // the spec reports it
    };
    for block in body.region_blocks(region) {
        let Some(last) = body.last_op(block) else {
            continue;
        };
        let ret = OpView::new(view.ctx, body, last);
        if !ReturnOp::matches(&ret) {
            continue;
        }
        let types = ret.operand_types();
        if types.len() != results.len() {
            return Err(ret.error(format!(
                "has {} operands, but enclosing function (@{name}) returns {}",
                types.len(),
                results.len()
            )));
        }
        if let Some(i) = (0..types.len()).find(|&i| types[i] != results[i]) {
            return Err(ret.plain_error(format!(
                "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                type_text(view, types[i]),
                type_text(view, results[i])
            )));
        }
    }
    Ok(())
}
