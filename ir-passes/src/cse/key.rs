//! What makes two ops equivalent for CSE: name, attributes, properties,
//! operands (in any order for commutative ops), result types, and for ops
//! that read memory, the block and the count of writes before them.

use ir_core::{Attr, BlockId, Body, Context, OpId, OpName, OpTraits, Type, ValueId};
use smallvec::SmallVec;

/// The key an op is looked up by.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(super) struct OpKey {
    name: OpName,
    attrs: Attr,
    properties: Option<Attr>,
    operands: SmallVec<[ValueId; 4]>,
    result_types: SmallVec<[Type; 2]>,
    /// For ops that read memory: where, and after how many writes.
    memory: Option<(BlockId, u32)>,
}

impl OpKey {
    /// The key of `op`; `memory` for ops whose only effects are reads.
    pub(super) fn new(
        ctx: &Context,
        body: &Body,
        op: OpId,
        memory: Option<(BlockId, u32)>,
    ) -> Self {
        let name = body.op_name(op);
        let mut operands: SmallVec<[ValueId; 4]> = body.operands(op).collect();
        if ctx.op_has(name, OpTraits::COMMUTATIVE) {
            operands.sort_unstable();
        }
        Self {
            name,
            attrs: body.op_attrs(op),
            properties: body.op_properties(op),
            operands,
            result_types: body
                .results(op)
                .iter()
                .map(|&r| body.value_type(r))
                .collect(),
            memory,
        }
    }
}
