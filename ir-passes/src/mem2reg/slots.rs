//! The memory slots mem2reg can promote. An allocation qualifies through
//! [`PromotableAllocation`] (one value) or [`DestructurableAllocation`] (an
//! array of values, split into its elements as MLIR's `sroa` would) when
//! every use of its pointer is a load or a store through a
//! [`PromotableMemOp`]; to be split, every access must index it with
//! in-bounds constants. Each promotable value is a *variable*.

use super::flow::Flow;
use ir_core::interfaces::{
    constant_value, DestructurableAllocation, MemAccess, PromotableAllocation, PromotableMemOp,
};
use ir_core::{AttrKind, Body, Context, OpId, OpView, Type, ValueId};
use slotmap::SecondaryMap;
use std::ops::Range;

/// One promotable value.
#[derive(Copy, Clone, Debug)]
pub(super) struct Variable {
    /// Index of its allocation.
    pub allocation: u32,
    /// The type of the value.
    pub ty: Type,
}

/// An allocation whose variables may be promoted.
#[derive(Clone, Debug)]
pub(super) struct Allocation {
    /// The allocating op.
    pub op: OpId,
    /// Its variables (all of its accessed elements).
    pub vars: Range<u32>,
}

/// What an access does to its variable.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Access {
    /// Reads the variable into the op's result 0.
    Load(u32),
    /// Writes operand `stored` into the variable.
    Store {
        /// The variable.
        var: u32,
        /// The stored operand.
        stored: u32,
    },
}

impl Access {
    /// The variable accessed.
    pub fn var(self) -> u32 {
        match self {
            Access::Load(var) | Access::Store { var, .. } => var,
        }
    }
}

/// The promotable slots of a body.
#[derive(Debug, Default)]
pub(super) struct Slots {
    /// All variables, grouped by allocation.
    pub vars: Vec<Variable>,
    /// The qualifying allocations, in program order per scope.
    pub allocations: Vec<Allocation>,
    /// The accesses, by op.
    pub accesses: SecondaryMap<OpId, Access>,
}

/// How an allocation is laid out.
enum Layout {
    /// One value: any index reaches it.
    Single,
    /// A static array: each constant index tuple is its own value.
    Elements(Vec<u64>),
}

impl Slots {
    /// Finds the promotable allocations among the ops of the SSA scopes of
    /// `flow` and the accesses to them.
    pub fn new(ctx: &Context, body: &Body, flow: &Flow) -> Self {
        let mut slots = Slots::default();
        for scope in flow.scopes.iter().filter(|s| s.ssa) {
            for node in 0..scope.nodes.len() as u32 {
                for op in scope.node_ops(body, node) {
                    slots.consider(ctx, body, op);
                }
            }
        }
        slots
    }

    /// Adds `op` if it is a qualifying allocation.
    fn consider(&mut self, ctx: &Context, body: &Body, op: OpId) {
        let view = OpView::new(ctx, body, op);
        let single = view
            .interface::<PromotableAllocation>()
            .and_then(|i| (i.slot)(&view))
            .map(|(slot, ty)| (slot, ty, Layout::Single));
        let elements = || {
            view.interface::<DestructurableAllocation>()
                .and_then(|i| (i.elements)(&view))
                .map(|a| (a.slot, a.element, Layout::Elements(a.shape)))
        };
        let Some((slot, ty, layout)) = single.or_else(elements) else {
            return;
        };
        let Some(accesses) = accesses(ctx, body, slot, ty, &layout) else {
            return;
        };
        let mut keys: Vec<u64> = accesses.iter().map(|a| a.2).collect();
        keys.sort_unstable();
        keys.dedup();
        let allocation = self.allocations.len() as u32;
        let first = self.vars.len() as u32;
        self.vars
            .extend(keys.iter().map(|_| Variable { allocation, ty }));
        self.allocations.push(Allocation {
            op,
            vars: first..self.vars.len() as u32,
        });
        for (access_op, access, key) in accesses {
            let var = first + keys.binary_search(&key).expect("key collected") as u32;
            let access = match access {
                MemAccess::Load => Access::Load(var),
                MemAccess::Store { stored } => Access::Store {
                    var,
                    stored: stored as u32,
                },
            };
            self.accesses.insert(access_op, access);
        }
    }
}

/// Every use of `slot` as (op, access, element key), or `None` if some use
/// is not a promotable load or store of a value of type `ty` (or, for an
/// array, not at constant in-bounds indices).
fn accesses(
    ctx: &Context,
    body: &Body,
    slot: ValueId,
    ty: Type,
    layout: &Layout,
) -> Option<Vec<(OpId, MemAccess, u64)>> {
    let mut found = Vec::new();
    for use_ in body.uses(slot) {
        let op = use_.op;
        let view = OpView::new(ctx, body, op);
        let mem_op = view.interface::<PromotableMemOp>()?;
        let access = (mem_op.access)(&view, slot)?;
        let indices = (mem_op.indices)(&view);
        let position = use_.index as usize;
        let typed = match access {
            MemAccess::Load => body.results(op).first().map(|&r| body.value_type(r)) == Some(ty),
            MemAccess::Store { stored } => {
                stored != position
                    && stored < body.num_operands(op)
                    && body.value_type(body.operand(op, stored)) == ty
            }
        };
        if !typed || indices.contains(&position) {
            return None;
        }
        let key = match layout {
            Layout::Single => 0,
            Layout::Elements(shape) => element_key(ctx, body, op, indices, shape)?,
        };
        found.push((op, access, key));
    }
    found.sort_unstable_by_key(|a| a.0);
    let unique = found.windows(2).all(|w| w[0].0 != w[1].0);
    unique.then_some(found)
}

/// The row-major position of the element that the constant operands
/// `indices` of `op` address in an array of `shape`, if in bounds.
fn element_key(
    ctx: &Context,
    body: &Body,
    op: OpId,
    indices: Range<usize>,
    shape: &[u64],
) -> Option<u64> {
    if indices.len() != shape.len() {
        return None;
    }
    let mut key: u64 = 0;
    for (position, &extent) in indices.zip(shape) {
        let index = constant_index(ctx, body, body.operand(op, position))?;
        if index >= extent {
            return None;
        }
        key = key.checked_mul(extent)?.checked_add(index)?;
    }
    Some(key)
}

/// The value of `value` if a constant-like op defines it as an integer.
fn constant_index(ctx: &Context, body: &Body, value: ValueId) -> Option<u64> {
    let def = body.defining_op(value)?;
    let attr = constant_value(&OpView::new(ctx, body, def))?;
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => u64::try_from(*value).ok(),
        _ => None,
    }
}
