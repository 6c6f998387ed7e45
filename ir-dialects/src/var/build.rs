//! Making `var` ops with a [`Builder`], at its insertion point.

use super::ref_type::ref_type;
use super::{CopyOp, DeclareOp, ReadOp, WriteOp};
use ir_core::ir::Builder;
use ir_core::{Attr, OpId, Type, ValueId};

/// `var.declare`: a variable of `element`s; returns the `!var.ref`.
pub fn declare(builder: &mut Builder<'_>, element: Type, loc: Attr) -> ValueId {
    let ty = ref_type(builder.ctx, element);
    let op = builder.create(DeclareOp::state(builder.ctx, loc, ty));
    builder.body.results(op)[0]
}

/// `var.read`: the value of `variable`, whose elements are `element`s.
pub fn read(builder: &mut Builder<'_>, variable: ValueId, element: Type, loc: Attr) -> ValueId {
    let op = builder.create(ReadOp::state(builder.ctx, loc, element, variable));
    builder.body.results(op)[0]
}

/// `var.write`: `value` into `variable`.
pub fn write(builder: &mut Builder<'_>, value: ValueId, variable: ValueId, loc: Attr) -> OpId {
    builder.create(WriteOp::state(builder.ctx, loc, value, variable))
}

/// `var.copy`: the value of `source` into `dest`.
pub fn copy(builder: &mut Builder<'_>, source: ValueId, dest: ValueId, loc: Attr) -> OpId {
    builder.create(CopyOp::state(builder.ctx, loc, source, dest))
}
