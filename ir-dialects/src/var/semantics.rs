//! What the `var` ops do in the interpreter. A variable is an allocation
//! of one element in the machine's memory, made by `var.declare` each time
//! it runs (so each activation of a function has its own variables); the
//! `!var.ref` value is that allocation. A variable never written holds
//! poison.

use ir_core::interp::{ElementLayout, Interpretable, Machine, MemRefValue, RtValue, Step};
use ir_core::OpView;

/// The allocation behind a `!var.ref` operand.
fn variable(value: &RtValue) -> Result<&MemRefValue, String> {
    match value {
        RtValue::MemRef(memref) => Ok(memref),
        other => Err(format!("expected a variable, got {other}")),
    }
}

/// `var.declare`: a fresh variable.
fn declare(machine: &mut Machine, _: &OpView<'_>, _: &[RtValue]) -> Result<Step, String> {
    let memref = machine.memory().allocate(Vec::new(), ElementLayout::Any)?;
    Ok(Step::Results(vec![RtValue::MemRef(memref)]))
}

/// `var.read %v`: the variable's value.
fn read(machine: &mut Machine, _: &OpView<'_>, operands: &[RtValue]) -> Result<Step, String> {
    let value = machine.memory().load(variable(&operands[0])?, &[])?;
    Ok(Step::Results(vec![value]))
}

/// `var.write %x, %v`: `%x` into the variable.
fn write(machine: &mut Machine, _: &OpView<'_>, operands: &[RtValue]) -> Result<Step, String> {
    let target = variable(&operands[1])?;
    machine.memory().store(target, &[], operands[0].clone())?;
    Ok(Step::Results(Vec::new()))
}

/// `var.copy %a to %b`: the value of one variable into the other.
fn copy(machine: &mut Machine, _: &OpView<'_>, operands: &[RtValue]) -> Result<Step, String> {
    let value = machine.memory().load(variable(&operands[0])?, &[])?;
    machine
        .memory()
        .store(variable(&operands[1])?, &[], value)?;
    Ok(Step::Results(Vec::new()))
}

/// The semantics of `var.declare`.
pub(super) fn declare_semantics() -> Interpretable {
    Interpretable::simple(declare)
}

/// The semantics of `var.read`.
pub(super) fn read_semantics() -> Interpretable {
    Interpretable::simple(read)
}

/// The semantics of `var.write`.
pub(super) fn write_semantics() -> Interpretable {
    Interpretable::simple(write)
}

/// The semantics of `var.copy`.
pub(super) fn copy_semantics() -> Interpretable {
    Interpretable::simple(copy)
}
