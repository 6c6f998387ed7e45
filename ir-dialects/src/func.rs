//! The `func` dialect: `func.func`, `func.return`, `func.call` (generic form
//! for now; their custom forms come with the dialects issue).

use crate::helpers::{required_function_type, required_string};
use ir_core::{Diagnostic, Dialect, OpDefinition, OpTraits, OpView};

/// The `func` dialect.
pub fn dialect() -> Dialect {
    Dialect::new(
        "func",
        vec![
            OpDefinition::new(
                "func.func",
                "A function: a symbol with a signature and an optional body",
            )
            .with_traits(OpTraits::ISOLATED_FROM_ABOVE | OpTraits::SYMBOL)
            .with_default_dialect("func")
            .with_verifier(verify_func),
            OpDefinition::new("func.return", "Returns from the enclosing function")
                .with_traits(OpTraits::TERMINATOR | OpTraits::RETURN_LIKE | OpTraits::PURE),
            OpDefinition::new("func.call", "Calls a function by symbol").with_verifier(verify_call),
        ],
    )
}

fn verify_func(view: &OpView<'_>) -> Result<(), Diagnostic> {
    required_string(view, "sym_name")?;
    let (inputs, results) = required_function_type(view, "function_type")?;
    if view.regions().len() != 1 {
        return Err(view.error("requires exactly one region"));
    }
    let body = view.regions_body();
    let Some(entry) = body.entry_block(view.regions()[0]) else {
        return Ok(()); // a declaration
    };
    let args = body.block_args(entry);
    if args.len() != inputs.len() {
        return Err(view.error(format!(
            "entry block must have {} arguments to match function signature",
            inputs.len()
        )));
    }
    for (i, (&arg, &ty)) in args.iter().zip(inputs).enumerate() {
        if body.value_type(arg) != ty {
            return Err(view.error(format!("type of entry block argument #{i} must match the type of the corresponding argument in the function signature")));
        }
    }
    verify_returns(view, results)
}

/// Every `func.return` directly in the body returns the signature's types.
/// (A return cannot see its function: the function's op lives in the parent
/// body, so the function checks its returns.)
fn verify_returns(view: &OpView<'_>, results: &[ir_core::Type]) -> Result<(), Diagnostic> {
    let body = view.regions_body();
    let name = String::from_utf8_lossy(required_string(view, "sym_name")?).into_owned();
    for block in body.region_blocks(view.regions()[0]) {
        let Some(last) = body.last_op(block) else {
            continue;
        };
        let ret = OpView::new(view.ctx, body, last);
        if ret.name() != "func.return" {
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
            return Err(ret.error(format!(
                "type of return operand {i} doesn't match function result type in function @{name}"
            )));
        }
    }
    Ok(())
}

fn verify_call(view: &OpView<'_>) -> Result<(), Diagnostic> {
    match view.inherent_attr_kind("callee") {
        Some(ir_core::AttrKind::SymbolRef { .. }) => Ok(()),
        _ => Err(view.error("requires attribute 'callee' holding a symbol reference")),
    }
}
