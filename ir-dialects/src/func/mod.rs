//! The `func` dialect: `func.func` (definitions and declarations, with
//! visibility and argument/result attributes), `func.return`, `func.call`,
//! `func.call_indirect` and `func.constant`, with MLIR's custom forms and
//! verifiers. Calls and constants check their symbols through the module's
//! symbol table ([`crate::symbols`]).

mod calls;
mod constant;
mod function_syntax;
mod function_verify;
mod interp;
mod ret;
#[cfg(test)]
mod tests;

pub use ret::check_no_return_in;

use crate::helpers::required_function_type;
use ir_core::interfaces::{Callable, Signature};
use ir_core::ods::{Arity, AttrType, OpSpec};
use ir_core::{Dialect, OpDefinition, OpTraits, OpView, RegionId};

/// The `func` dialect.
pub fn dialect() -> Dialect {
    Dialect::new(
        "func",
        vec![
            function(),
            ret::ret().with_interface(interp::ret()),
            calls::call().with_interface(interp::call()),
            calls::call_indirect().with_interface(interp::call_indirect()),
            constant::constant().with_interface(interp::constant()),
        ],
    )
    .with_constant_materializer(constant::materialize)
}

/// `func.func`: a symbol with a signature and an optional body.
fn function() -> OpDefinition {
    let spec = OpSpec::new()
        .attr("sym_name", AttrType::SymbolName)
        .attr("function_type", AttrType::FunctionType)
        .optional_attr("sym_visibility", AttrType::Any)
        .optional_attr("arg_attrs", AttrType::Array)
        .optional_attr("res_attrs", AttrType::Array)
        .optional_attr("no_inline", AttrType::Unit)
        .region("body", Arity::Single);
    OpDefinition::new(
        "func.func",
        "A function: a symbol with a signature and an optional body",
    )
    .with_traits(OpTraits::ISOLATED_FROM_ABOVE | OpTraits::SYMBOL)
    .with_default_dialect("func")
    .with_spec(spec)
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
