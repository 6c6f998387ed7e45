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
use ir_core::ods::{KnownTypes, TypeConstraint};
use ir_core::{op, Context, Diagnostic, Dialect, OpDefinition, OpView, Type, ValueId};

/// The `var` dialect.
pub fn dialect() -> Dialect {
    Dialect::new("var", vec![declare_op(), read_op(), write_op(), copy_op()]).with_type::<RefType>()
}

/// The element type of the `ref` group, for the formats to leave out.
fn element_of_ref(ctx: &Context, known: &KnownTypes<'_>) -> Option<Vec<Type>> {
    Some(vec![element_type(ctx, known.single("ref")?)?])
}

/// One effect on operand or result `value`.
fn effect(effect: Effect, value: ValueId) -> EffectInstance {
    EffectInstance {
        effect,
        value: Some(value),
    }
}

op! {
    /// `%v = var.declare : !var.ref<i32>`.
    pub struct DeclareOp = var.declare {
        summary: "Declares a variable",
        results: (ref_ as "ref": one(REF)),
        format: "attr-dict `:` type($ref)",
    }
}

/// `var.declare`'s definition.
fn declare_op() -> OpDefinition {
    DeclareOp::definition()
        .with_result_name(|_| Some("var".into()))
        .with_interface(MemoryEffects(|view| {
            let declare = view.as_op::<DeclareOp>();
            declare.map_or_else(Vec::new, |d| vec![effect(Effect::Allocate, d.ref_())])
        }))
        .with_interface(semantics::declare_semantics())
}

op! {
    /// `%x = var.read %v : !var.ref<i32>`.
    pub struct ReadOp = var.read {
        summary: "Reads the value of a variable",
        operands: (ref_ as "ref": one(REF)),
        results: (value: one(TypeConstraint::ANY)),
        constraints: |spec| spec.infer("value", element_of_ref),
        format: "$ref attr-dict `:` type($ref)",
    }
}

/// `var.read`'s definition.
fn read_op() -> OpDefinition {
    ReadOp::definition()
        .with_verifier(|view| match view.as_op::<ReadOp>() {
            Some(read) => check_element(view, read.value(), read.ref_(), "result"),
            None => Ok(()),
        })
        .with_interface(MemoryEffects(|view| {
            let read = view.as_op::<ReadOp>();
            read.map_or_else(Vec::new, |r| vec![effect(Effect::Read, r.ref_())])
        }))
        .with_interface(semantics::read_semantics())
}

op! {
    /// `var.write %x, %v : !var.ref<i32>`.
    pub struct WriteOp = var.write {
        summary: "Writes a value into a variable",
        operands: (value: one(TypeConstraint::ANY), ref_ as "ref": one(REF)),
        constraints: |spec| spec.infer("value", element_of_ref),
        format: "$value `,` $ref attr-dict `:` type($ref)",
    }
}

/// `var.write`'s definition.
fn write_op() -> OpDefinition {
    WriteOp::definition()
        .with_verifier(|view| match view.as_op::<WriteOp>() {
            Some(write) => check_element(view, write.value(), write.ref_(), "written value"),
            None => Ok(()),
        })
        .with_interface(MemoryEffects(|view| {
            let write = view.as_op::<WriteOp>();
            write.map_or_else(Vec::new, |w| vec![effect(Effect::Write, w.ref_())])
        }))
        .with_interface(semantics::write_semantics())
}

op! {
    /// `var.copy %v to %w : !var.ref<i32>`.
    pub struct CopyOp = var.copy {
        summary: "Copies the value of a variable into another",
        operands: (source: one(REF), dest: one(REF)),
        constraints: |spec| spec.same_types(&["source", "dest"]),
        format: "$source `to` $dest attr-dict `:` type($dest)",
    }
}

/// `var.copy`'s definition.
fn copy_op() -> OpDefinition {
    CopyOp::definition()
        .with_interface(MemoryEffects(|view| {
            let copy = view.as_op::<CopyOp>();
            copy.map_or_else(Vec::new, |c| {
                vec![
                    effect(Effect::Read, c.source()),
                    effect(Effect::Write, c.dest()),
                ]
            })
        }))
        .with_interface(semantics::copy_semantics())
}

/// The type of `value` (the `what` of the op) is the element type of the
/// op's variable `variable`.
fn check_element(
    view: &OpView<'_>,
    value: ValueId,
    variable: ValueId,
    what: &str,
) -> Result<(), Diagnostic> {
    let ref_type = view.body.value_type(variable);
    match element_type(view.ctx, ref_type) {
        Some(element) if element == view.body.value_type(value) => Ok(()),
        _ => Err(view.error(format!(
            "{what} type must be the element type of the variable"
        ))),
    }
}
