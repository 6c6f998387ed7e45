//! The memory slots mem2reg can promote. An allocation qualifies through
//! [`PromotableAllocation`] (one value) or [`DestructurableAllocation`] (an
//! array of values, split into its elements as MLIR's `sroa` would) when
//! every use of its pointer is a load or a store through a
//! [`PromotableMemOp`](ir_core::interfaces::PromotableMemOp); to be split, every access must index it with
//! in-bounds constants. Each promotable value is a *variable*.

use super::flow::Flow;
use super::Extensions;
use crate::slot_uses::classify_uses;
use ir_core::interfaces::{
    constant_value, DestructurableAllocation, MemAccess, PromotableAllocation, PromotableMemOp,
};
use ir_core::{AttrKind, Body, Context, OpId, OpName, OpView, RegionId, Type, ValueId};
use rustc_hash::FxHashMap;
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

/// An allocation under examination.
struct Candidate {
    op: OpId,
    slot: ValueId,
    ty: Type,
    layout: Layout,
    /// The region every access must be in, unless slots may be accessed
    /// in the regions of structured ops.
    home: Option<RegionId>,
    /// Its accesses so far, as (op, access, element key); `None` once a
    /// use disqualifies it.
    accesses: Option<Vec<(OpId, MemAccess, u64)>>,
}

impl Slots {
    /// Finds the promotable allocations among the ops of the SSA scopes of
    /// `flow`, then their uses in one sweep over every scope in program
    /// order (walking each slot's use list instead would cross the whole
    /// function once per slot). `extensions` says which slots beyond
    /// MLIR's qualify.
    pub fn new(ctx: &Context, body: &Body, flow: &Flow, extensions: Extensions) -> Self {
        let mut candidates = Vec::new();
        for scope in flow.scopes.iter().filter(|s| s.ssa) {
            for node in 0..scope.nodes.len() as u32 {
                candidates.extend(
                    scope
                        .node_ops(body, node)
                        .filter_map(|op| candidate(ctx, body, op, extensions)),
                );
            }
        }
        if candidates.is_empty() {
            return Slots::default();
        }
        let pointers: Vec<ValueId> = candidates.iter().map(|c| c.slot).collect();
        let ops = flow.scopes.iter().flat_map(|scope| {
            (0..scope.nodes.len() as u32).flat_map(move |node| scope.node_ops(body, node))
        });
        let uses = classify_uses(body, ops, &pointers, |index, op, position| {
            classify(ctx, body, &candidates[index], op, position)
        });
        for (candidate, accesses) in candidates.iter_mut().zip(uses) {
            candidate.accesses = accesses;
        }
        let mut slots = Slots::default();
        for candidate in candidates {
            if let Some(accesses) = candidate.accesses.filter(|a| !a.is_empty()) {
                slots.add(candidate.op, candidate.ty, accesses);
            }
        }
        slots
    }

    /// Adds an allocation whose every use is among `accesses`.
    fn add(&mut self, op: OpId, ty: Type, accesses: Vec<(OpId, MemAccess, u64)>) {
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

/// `op` as a candidate, if it is an allocation a promotable interface
/// describes (an array only if it has one element, unless `extensions`
/// split arrays).
fn candidate(ctx: &Context, body: &Body, op: OpId, extensions: Extensions) -> Option<Candidate> {
    let view = OpView::new(ctx, body, op);
    let single = view
        .interface::<PromotableAllocation>()
        .and_then(|i| (i.slot)(&view))
        .map(|(slot, ty)| (slot, ty, Layout::Single));
    let elements = || {
        view.interface::<DestructurableAllocation>()
            .and_then(|i| (i.elements)(&view))
            .filter(|a| extensions.split_arrays || a.shape.iter().product::<u64>() == 1)
            .map(|a| (a.slot, a.element, Layout::Elements(a.shape)))
    };
    let (slot, ty, layout) = single.or_else(elements)?;
    Some(Candidate {
        op,
        slot,
        ty,
        layout,
        home: (!extensions.in_regions)
            .then(|| body.op_region(op))
            .flatten(),
        accesses: Some(Vec::new()),
    })
}

/// Whether an op stored in `body` has a promotable interface: without one
/// in `roots` (and the regions nested in them, not inside isolated ops)
/// there is nothing to promote and no flow graph to build. The body's op
/// storage is scanned, each distinct name looked up once, rather than the
/// regions walked: a function of a million ops without a slot costs only
/// that. A yes for an op outside `roots` (which hold all of a function's
/// body) only costs the analysis that then finds nothing.
pub(super) fn may_allocate(ctx: &Context, body: &Body) -> bool {
    let mut known: FxHashMap<OpName, bool> = FxHashMap::default();
    body.op_names().any(|name| {
        *known.entry(name).or_insert_with(|| {
            ctx.op_def(name).is_some_and(|def| {
                def.interface::<PromotableAllocation>().is_some()
                    || def.interface::<DestructurableAllocation>().is_some()
            })
        })
    })
}

/// The use of `candidate`'s slot as operand `position` of `op` as (op,
/// access, element key), or `None` if it is not a promotable load or store
/// of a value of the slot's type using the slot once (or, for an array, not
/// at constant in-bounds indices), or is outside the candidate's home
/// region.
fn classify(
    ctx: &Context,
    body: &Body,
    candidate: &Candidate,
    op: OpId,
    position: usize,
) -> Option<(OpId, MemAccess, u64)> {
    let (slot, ty) = (candidate.slot, candidate.ty);
    if candidate
        .home
        .is_some_and(|home| body.op_region(op) != Some(home))
    {
        return None;
    }
    let (access, indices) = pointer_access(ctx, body, op, slot, position)?;
    let typed = match access {
        MemAccess::Load => body.results(op).first().map(|&r| body.value_type(r)) == Some(ty),
        MemAccess::Store { stored } => {
            stored < body.num_operands(op) && body.value_type(body.operand(op, stored)) == ty
        }
    };
    if !typed {
        return None;
    }
    let key = match &candidate.layout {
        Layout::Single => 0,
        Layout::Elements(shape) => element_key(ctx, body, op, indices, shape)?,
    };
    Some((op, access, key))
}

/// How `op` accesses `slot`, used as its operand `position`, and the
/// operands indexing it: `None` unless `op` is a promotable load or store
/// that uses the slot once, as the pointer (not as the stored value nor as
/// an index). What mem2reg and sroa both ask of every use of a slot.
pub(crate) fn pointer_access(
    ctx: &Context,
    body: &Body,
    op: OpId,
    slot: ValueId,
    position: usize,
) -> Option<(MemAccess, Range<usize>)> {
    let view = OpView::new(ctx, body, op);
    let mem_op = view.interface::<PromotableMemOp>()?;
    let access = (mem_op.access)(&view, slot)?;
    let indices = (mem_op.indices)(&view);
    let pointer = match access {
        MemAccess::Load => true,
        MemAccess::Store { stored } => stored != position,
    };
    let once = body.operands(op).filter(|&v| v == slot).count() == 1;
    (pointer && once && !indices.contains(&position)).then_some((access, indices))
}

/// The row-major position of the element that the constant operands
/// `indices` of `op` address in an array of `shape`, if in bounds (also
/// how `sroa` addresses elements).
pub(crate) fn element_key(
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
