//! Which allocations `sroa` can split, and how each use addresses them
//! (MLIR's `computeDestructuringInfo`): found among the ops of a body in
//! program order, then every use classified in one sweep over the same
//! ops ([`classify_uses`], shared with `mem2reg`).

use crate::mem2reg::{element_key, pointer_access};
use crate::slot_uses::classify_uses;
use crate::walk::ops_in_order;
use ir_core::interfaces::DestructurableAllocation;
use ir_core::{Body, Context, OpId, OpView, RegionId, ValueId};
use rustc_hash::FxHashSet;
use std::ops::Range;

/// A load or a store of one element of a splittable allocation.
#[derive(Clone, Debug)]
pub(super) struct Access {
    /// The op.
    pub op: OpId,
    /// The position of its operand that is the allocation.
    pub slot_operand: usize,
    /// The positions of its index operands.
    pub indices: Range<usize>,
    /// The row-major position of the element.
    pub key: u64,
}

/// An allocation to split.
#[derive(Clone, Debug)]
pub(super) struct Split {
    /// The allocating op.
    pub op: OpId,
    /// Elements of its array.
    pub elements: u64,
    /// Every use of it, in program order.
    pub accesses: Vec<Access>,
    /// The accessed elements, in the order their pieces are made (see the
    /// module doc of [`super`]).
    pub order: Vec<u64>,
}

/// An allocation under examination.
struct Candidate {
    op: OpId,
    slot: ValueId,
    shape: Vec<u64>,
}

/// The allocations in `roots` of `body` that can be split, in program order.
pub(super) fn splittable(ctx: &Context, body: &Body, roots: &[RegionId]) -> Vec<Split> {
    let ops = ops_in_order(body, roots, |_| true);
    let candidates: Vec<Candidate> = ops
        .iter()
        .filter_map(|&op| candidate(ctx, body, op))
        .collect();
    if candidates.is_empty() {
        return Vec::new();
    }
    let pointers: Vec<ValueId> = candidates.iter().map(|c| c.slot).collect();
    let uses = classify_uses(body, ops, &pointers, |index, op, position| {
        classify(ctx, body, &candidates[index], op, position)
    });
    candidates
        .into_iter()
        .zip(uses)
        .filter_map(|(candidate, accesses)| {
            let accesses = accesses.filter(|a| !a.is_empty())?;
            let mut seen = FxHashSet::default();
            let order = accesses
                .iter()
                .rev()
                .map(|a| a.key)
                .filter(|&key| seen.insert(key))
                .collect();
            Some(Split {
                op: candidate.op,
                elements: candidate.shape.iter().product(),
                accesses,
                order,
            })
        })
        .collect()
}

/// `op` as a candidate, if it allocates an array its dialect splits.
fn candidate(ctx: &Context, body: &Body, op: OpId) -> Option<Candidate> {
    let view = OpView::new(ctx, body, op);
    let interface = view.interface::<DestructurableAllocation>()?;
    (interface.element_allocation)(&view)?;
    let array = (interface.elements)(&view)?;
    Some(Candidate {
        op,
        slot: array.slot,
        shape: array.shape,
    })
}

/// The use of `candidate`'s slot as operand `position` of `op`, or `None`
/// if it is not a load or store of one element at constant in-bounds
/// indices that uses the slot once, as the pointer.
fn classify(
    ctx: &Context,
    body: &Body,
    candidate: &Candidate,
    op: OpId,
    position: usize,
) -> Option<Access> {
    let (_, indices) = pointer_access(ctx, body, op, candidate.slot, position)?;
    let key = element_key(ctx, body, op, indices.clone(), &candidate.shape)?;
    Some(Access {
        op,
        slot_operand: position,
        indices,
        key,
    })
}
