//! The `func` dialect: `func.func` (definitions and declarations, with
//! visibility and argument/result attributes), `func.return`, `func.call`,
//! `func.call_indirect` and `func.constant`, with MLIR's custom forms and
//! verifiers, and the canonicalization of an indirect call of a constant.
//! Calls and constants check their symbols through the module's
//! symbol table ([`crate::symbols`]).

mod call_indirect_canon;
mod calls;
mod constant;
pub mod conversion;
mod function_syntax;
mod function_verify;
mod inline;
mod interp;
mod ret;
#[cfg(test)]
mod tests;

pub use calls::{CallIndirectOp, CallOp};
pub use constant::ConstantOp;
pub use ret::{check_no_return_in, ReturnOp};

use crate::helpers::required_function_type;
use ir_core::interfaces::{Callable, Canonicalize, Signature, SignatureEraser};
use ir_core::ods::op_attrs::{ArrayAttr, FunctionTypeAttr, StringAttr, SymbolNameAttr, UnitAttr};
use ir_core::{op, Dialect, OpDefinition, OpTraits, OpView, RegionId};

/// The `func` dialect.
pub fn dialect() -> Dialect {
    Dialect::new(
        "func",
        vec![
            function(),
            ret::ret().with_interface(interp::ret()),
            calls::call().with_interface(interp::call()),
            calls::call_indirect()
                .with_interface(interp::call_indirect())
                .with_interface(Canonicalize(call_indirect_canon::call_indirect)),
            constant::constant().with_interface(interp::constant()),
        ],
    )
    .with_constant_materializer(constant::materialize)
    .with_interface(inline::inliner())
}

op! {
    /// `func.func @f(%a: i32) -> i32 { ... }`: a symbol with a signature
    /// and an optional body (its syntax is hand-written).
    pub struct FuncOp = func.func {
        summary: "A function: a symbol with a signature and an optional body",
        attributes: (
            sym_name: required(SymbolNameAttr),
            function_type: required(FunctionTypeAttr),
            sym_visibility: optional(StringAttr),
            arg_attrs: optional(ArrayAttr),
            res_attrs: optional(ArrayAttr),
            no_inline: optional(UnitAttr),
        ),
        regions: (body: one),
    }
}

/// `func.func`'s definition.
fn function() -> OpDefinition {
    FuncOp::definition()
        .with_traits(OpTraits::ISOLATED_FROM_ABOVE | OpTraits::SYMBOL)
        .with_default_dialect("func")
        .with_syntax(
            function_syntax::parse_function,
            function_syntax::print_function,
        )
        .with_verifier(function_verify::verify_function)
        .with_region_verifier(function_verify::verify_returns)
        .with_interface(Callable {
            body: function_body,
            signature: function_signature,
        })
        .with_interface(SignatureEraser(erase_from_signature))
}

/// Drops the erased arguments and results from `function_type`,
/// `arg_attrs` and `res_attrs`.
fn erase_from_signature(
    ctx: &ir_core::Context,
    body: &mut ir_core::Body,
    op: ir_core::OpId,
    args: &[bool],
    results: &[bool],
) {
    use ir_core::{AttrKind, NamedAttr};
    let Some(properties) = body.op_properties(op) else {
        return;
    };
    fn kept<T: Copy>(items: &[T], erased: &[bool]) -> Vec<T> {
        items
            .iter()
            .enumerate()
            .filter(|(i, _)| !erased.get(*i).copied().unwrap_or(false))
            .map(|(_, x)| *x)
            .collect()
    }
    let mut entries = ctx.dictionary_entries(properties).to_vec();
    for entry in &mut entries {
        let erased = match &*entry.name {
            "function_type" => {
                let AttrKind::Type(ty) = ctx.attr_kind(entry.value) else {
                    continue;
                };
                let ir_core::TypeKind::Function {
                    inputs,
                    results: outs,
                } = ctx.type_kind(*ty)
                else {
                    continue;
                };
                let ty = ctx.function_type(kept(inputs, args), kept(outs, results));
                entry.value = ctx.type_attr(ty);
                continue;
            }
            "arg_attrs" => args,
            "res_attrs" => results,
            _ => continue,
        };
        if let AttrKind::Array(items) = ctx.attr_kind(entry.value) {
            let items = kept(items, erased);
            entry.value = ctx.intern_attr(AttrKind::Array(items));
        }
    }
    // An attribute list left empty is dropped, as MLIR's setAllArgAttrs does.
    entries.retain(|e: &NamedAttr| {
        !matches!(&*e.name, "arg_attrs" | "res_attrs")
            || !matches!(ctx.attr_kind(e.value), AttrKind::Array(items) if items.is_empty())
    });
    body.set_op_properties(op, Some(ctx.dictionary_attr(entries)));
}

/// The body region, `None` for a declaration.
fn function_body(view: &OpView<'_>) -> Option<RegionId> {
    let region = *view.regions().first()?;
    view.regions_body().entry_block(region).map(|_| region)
}

fn function_signature(view: &OpView<'_>) -> Option<Signature> {
    let (inputs, results) = required_function_type(view, "function_type").ok()?;
    Some((inputs.to_vec(), results.to_vec()))
}
