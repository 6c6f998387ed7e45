//! Making `var` ops with a [`Builder`], at its insertion point.

use super::ref_type::ref_type;
use ir_core::ir::{Builder, OperationState};
use ir_core::{Attr, OpId, Type, ValueId};

/// Creates `name` with `operands` and `results`.
fn create(
    builder: &mut Builder<'_>,
    name: &str,
    operands: Vec<ValueId>,
    results: Vec<Type>,
    loc: Attr,
) -> OpId {
    let mut state = OperationState::new(builder.ctx.op_name(name), loc);
    state.operands = operands.into();
    state.result_types = results.into();
    builder.create(state)
}

/// `var.declare`: a variable of `element`s; returns the `!var.ref`.
pub fn declare(builder: &mut Builder<'_>, element: Type, loc: Attr) -> ValueId {
    let ty = ref_type(builder.ctx, element);
    let op = create(builder, "var.declare", Vec::new(), vec![ty], loc);
    builder.body.results(op)[0]
}

/// `var.read`: the value of `variable`, whose elements are `element`s.
pub fn read(builder: &mut Builder<'_>, variable: ValueId, element: Type, loc: Attr) -> ValueId {
    let op = create(builder, "var.read", vec![variable], vec![element], loc);
    builder.body.results(op)[0]
}

/// `var.write`: `value` into `variable`.
pub fn write(builder: &mut Builder<'_>, value: ValueId, variable: ValueId, loc: Attr) -> OpId {
    create(builder, "var.write", vec![value, variable], Vec::new(), loc)
}

/// `var.copy`: the value of `source` into `dest`.
pub fn copy(builder: &mut Builder<'_>, source: ValueId, dest: ValueId, loc: Attr) -> OpId {
    create(builder, "var.copy", vec![source, dest], Vec::new(), loc)
}
