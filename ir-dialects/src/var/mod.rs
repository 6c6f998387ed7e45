//! The `var` dialect: mutable variables, the form a function takes once
//! it has left SSA (the `convert-block-args-to-copies` pass of
//! `ir-passes`).
//!
//! ```mlir
//! %v = var.declare : !var.ref<i32>      // a fresh variable (poison)
//! %x = var.read %v : !var.ref<i32>      // its current value
//! var.write %y, %v : !var.ref<i32>      // %y into it
//! var.copy %v to %w : !var.ref<i32>     // one variable into another
//! ```
//!
//! The lowering declares its variables at the top of the function, turns
//! every use of a block argument into a `var.read` of the argument's
//! variable just before the user, and puts on each control-flow edge the
//! copies that the block arguments stood for (`var.copy` from a variable,
//! `var.write` from an SSA value). `var.copy` moves a variable into another
//! directly, so the copies of one edge form a parallel copy whose order
//! matters (the swap and lost-copy problems).
//!
//! The ops have memory effects on their variable (read, write, allocate),
//! so CSE merges two reads only when no write comes between, and DCE keeps
//! every write. In the interpreter a variable is a one-element allocation
//! (`semantics.rs`).

mod build;
mod ref_type;
mod semantics;
#[cfg(test)]
mod tests;

pub use build::{copy, declare, read, write};
pub use ref_type::{element_type, ref_type, RefType, REF};

use ir_core::interfaces::{Effect, EffectInstance, MemoryEffects};
use ir_core::ods::{KnownTypes, OpSpec, TypeConstraint};
use ir_core::{Context, Diagnostic, Dialect, OpDefinition, OpView, Type, ValueId};

/// The `var` dialect.
pub fn dialect() -> Dialect {
    Dialect::new("var", vec![declare_op(), read_op(), write_op(), copy_op()]).with_type::<RefType>()
}

/// The element type of the `ref` group, for the formats to leave out.
fn element_of_ref(ctx: &Context, known: &KnownTypes<'_>) -> Option<Vec<Type>> {
    Some(vec![element_type(ctx, known.single("ref")?)?])
}

/// One effect on operand or result `value`.
fn effect(effect: Effect, value: Option<ValueId>) -> EffectInstance {
    EffectInstance { effect, value }
}

/// `%v = var.declare : !var.ref<i32>`.
fn declare_op() -> OpDefinition {
    OpDefinition::new("var.declare", "Declares a variable")
        .with_format(OpSpec::new().result("ref", REF), "attr-dict `:` type($ref)")
        .with_result_name(|_| Some("var".into()))
        .with_interface(MemoryEffects(|view| {
            vec![effect(Effect::Allocate, view.results().first().copied())]
        }))
        .with_interface(semantics::declare_semantics())
}

/// `%x = var.read %v : !var.ref<i32>`.
fn read_op() -> OpDefinition {
    OpDefinition::new("var.read", "Reads the value of a variable")
        .with_format(
            OpSpec::new()
                .operand("ref", REF)
                .result("value", TypeConstraint::ANY)
                .infer("value", element_of_ref),
            "$ref attr-dict `:` type($ref)",
        )
        .with_verifier(|view| {
            let value = view.result_types()[0];
            check_element(view, value, 0, "result")
        })
        .with_interface(MemoryEffects(|view| {
            vec![effect(Effect::Read, view.operands().next())]
        }))
        .with_interface(semantics::read_semantics())
}

/// `var.write %x, %v : !var.ref<i32>`.
fn write_op() -> OpDefinition {
    OpDefinition::new("var.write", "Writes a value into a variable")
        .with_format(
            OpSpec::new()
                .operand("value", TypeConstraint::ANY)
                .operand("ref", REF)
                .infer("value", element_of_ref),
            "$value `,` $ref attr-dict `:` type($ref)",
        )
        .with_verifier(|view| {
            let value = view.operand_types()[0];
            check_element(view, value, 1, "written value")
        })
        .with_interface(MemoryEffects(|view| {
            vec![effect(Effect::Write, view.operands().nth(1))]
        }))
        .with_interface(semantics::write_semantics())
}

/// `var.copy %v to %w : !var.ref<i32>`.
fn copy_op() -> OpDefinition {
    OpDefinition::new("var.copy", "Copies the value of a variable into another")
        .with_format(
            OpSpec::new()
                .operand("source", REF)
                .operand("dest", REF)
                .same_types(&["source", "dest"]),
            "$source `to` $dest attr-dict `:` type($dest)",
        )
        .with_interface(MemoryEffects(|view| {
            vec![
                effect(Effect::Read, view.operands().next()),
                effect(Effect::Write, view.operands().nth(1)),
            ]
        }))
        .with_interface(semantics::copy_semantics())
}

/// `ty` (the `what` of the op) is the element type of the op's variable,
/// operand `variable`.
fn check_element(
    view: &OpView<'_>,
    ty: Type,
    variable: usize,
    what: &str,
) -> Result<(), Diagnostic> {
    let ref_type = view.body.value_type(view.body.operand(view.op, variable));
    match element_type(view.ctx, ref_type) {
        Some(element) if element == ty => Ok(()),
        _ => Err(view.error(format!(
            "{what} type must be the element type of the variable"
        ))),
    }
}
