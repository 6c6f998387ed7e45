//! `func.call` and `func.call_indirect`: their specs and formats, the
//! call interface, and their checks against the callee's signature
//! (`func.call`'s through the symbol table, see [`crate::symbols`]).

use super::function_verify::dictionary_array;
use super::FuncOp;
use crate::helpers::required_function_type;
use crate::symbols::{SymbolTable, SymbolUser};
use ir_core::interfaces::{CallOp as CallInterface, Callee};
use ir_core::ods::op_attrs::{ArrayAttr, FlatSymbolRefAttr, UnitAttr};
use ir_core::ods::{KnownTypes, Op, TypeConstraint};
use ir_core::{op, AttrKind, Context, Diagnostic, OpDefinition, OpView, Type, TypeKind};

op! {
    /// `func.call @f(%a) : (i32) -> i32`.
    pub struct CallOp = func.call {
        summary: "Calls a function by symbol",
        operands: (operands: variadic(TypeConstraint::ANY)),
        results: (results: variadic(TypeConstraint::ANY)),
        attributes: (
            callee: required(FlatSymbolRefAttr),
            arg_attrs: optional(ArrayAttr),
            res_attrs: optional(ArrayAttr),
            no_inline: optional(UnitAttr),
        ),
        format: "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
    }
}

/// `func.call`'s definition.
pub(super) fn call() -> OpDefinition {
    CallOp::definition()
        .with_signature_verifier(verify_call_attrs)
        .with_interface(SymbolUser(verify_call_uses))
        .with_interface(CallInterface {
            callee: |view| view.inherent_attr("callee").map(Callee::Symbol),
            arguments: |view| 0..view.operands().len(),
        })
}

op! {
    /// `func.call_indirect %f(%a) : (i32) -> i32`.
    pub struct CallIndirectOp = func.call_indirect {
        summary: "Calls a function value",
        operands: (
            callee: one(TypeConstraint::FUNCTION),
            callee_operands: variadic(TypeConstraint::ANY),
        ),
        results: (results: variadic(TypeConstraint::ANY)),
        attributes: (arg_attrs: optional(ArrayAttr), res_attrs: optional(ArrayAttr)),
        constraints: |spec| {
            spec.infer("callee_operands", |ctx, known| {
                callee_type(ctx, known).map(|(inputs, _)| inputs.to_vec())
            })
            .infer("results", |ctx, known| {
                callee_type(ctx, known).map(|(_, results)| results.to_vec())
            })
        },
        format: "$callee `(` $callee_operands `)` attr-dict `:` type($callee)",
    }
}

/// `func.call_indirect`'s definition.
pub(super) fn call_indirect() -> OpDefinition {
    CallIndirectOp::definition()
        .with_signature_verifier(verify_call_indirect)
        .with_interface(CallInterface {
            callee: |view| view.operands().next().map(Callee::Value),
            arguments: |view| 1..view.operands().len().max(1),
        })
}

/// The inputs and results of the callee's function type, once parsed.
fn callee_type<'c>(ctx: &'c Context, known: &KnownTypes<'_>) -> Option<(&'c [Type], &'c [Type])> {
    match ctx.type_kind(known.single("callee")?) {
        TypeKind::Function { inputs, results } => Some((inputs, results)),
        _ => None,
    }
}

/// `arg_attrs` / `res_attrs` hold dictionaries.
fn verify_call_attrs(view: &OpView<'_>) -> Result<(), Diagnostic> {
    for name in ["arg_attrs", "res_attrs"] {
        if let Some(kind) = view.inherent_attr_kind(name) {
            dictionary_array(view, name, kind)?;
        }
    }
    Ok(())
}

/// The callee's inputs and results match the arguments and results.
fn verify_call_indirect(view: &OpView<'_>) -> Result<(), Diagnostic> {
    verify_call_attrs(view)?;
    let types = view.operand_types();
    let TypeKind::Function { inputs, results } = view.ctx.type_kind(types[0]) else {
        return Ok(()); // the spec reports it
    };
    if inputs[..] != types[1..] {
        return Err(view.error("failed to verify that callee input types match argument types"));
    }
    if results[..] != view.result_types()[..] {
        return Err(view.error("failed to verify that callee result types match result types"));
    }
    Ok(())
}

/// `'a', 'b'` as MLIR streams a type range into a diagnostic.
fn quoted_types(ctx: &Context, types: &[Type]) -> String {
    let quoted: Vec<String> = types
        .iter()
        .map(|&ty| {
            let mut text = String::new();
            ir_core::syntax::printer::print_type(ctx, ty, &mut text);
            format!("'{text}'")
        })
        .collect();
    quoted.join(", ")
}

/// The callee resolves to a `func.func` whose signature matches the call.
fn verify_call_uses(view: &OpView<'_>, table: &mut SymbolTable<'_>) -> Result<(), Diagnostic> {
    let ctx = view.ctx;
    let Some(reference @ AttrKind::SymbolRef { root, nested }) = view.inherent_attr_kind("callee")
    else {
        return Ok(()); // the spec reports a missing or malformed callee
    };
    if !nested.is_empty() {
        return Ok(());
    }
    let Some(function) = table.lookup(reference).filter(FuncOp::matches) else {
        return Err(view.error(format!("'{root}' does not reference a valid function")));
    };
    let Some((inputs, results)) = required_function_type(&function, "function_type").ok() else {
        return Ok(()); // the callee's own verifier reports it
    };
    let body = view.body;
    if inputs.len() != body.num_operands(view.op) {
        return Err(view.error("incorrect number of operands for callee"));
    }
    let operand_type = |i: usize| body.value_type(body.operand(view.op, i));
    if let Some(i) = (0..inputs.len()).find(|&i| inputs[i] != operand_type(i)) {
        return Err(view.error(format!(
            "operand type mismatch: expected operand type {}, but provided {} for operand number {i}",
            quoted_types(ctx, &inputs[i..=i]),
            quoted_types(ctx, &[operand_type(i)])
        )));
    }
    let result_type = |i: usize| body.value_type(view.results()[i]);
    if results.len() != view.results().len() {
        return Err(view.error("incorrect number of results for callee"));
    }
    if let Some(i) = (0..results.len()).find(|&i| results[i] != result_type(i)) {
        let result_types = view.result_types();
        return Err(view
            .error(format!("result type mismatch at index {i}"))
            .with_note(
                view.loc(),
                format!(
                    "      op result types: {}",
                    quoted_types(ctx, &result_types)
                ),
            )
            .with_note(
                view.loc(),
                format!("function result types: {}", quoted_types(ctx, results)),
            ));
    }
    Ok(())
}
