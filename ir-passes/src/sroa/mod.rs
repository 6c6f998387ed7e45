//! `sroa`: scalar replacement of aggregates, as MLIR's pass
//! (mlir/lib/Transforms/SROA.cpp; docs/Passes.md, "-sroa"). An allocation
//! of an array ([`DestructurableAllocation`]) whose every use is a load or
//! a store ([`PromotableMemOp`](ir_core::interfaces::PromotableMemOp)) addressing one element with constant
//! in-bounds indices is replaced by one allocation per accessed element
//! (the dialect says how: `element_allocation`), each access pointed at
//! its element's allocation with its indices dropped; elements no access
//! reaches get no allocation. `mem2reg` then promotes the pieces.
//!
//! What it relies on: the interfaces above, and that a memory op's index
//! operands ([`PromotableMemOp::indices`](ir_core::interfaces::PromotableMemOp::indices)) can be dropped once its slot
//! holds a single value (true of `memref.load` and `memref.store`). What
//! it leaves alone: an allocation with any other use (passed to a call,
//! returned, indexed by a value that is not a constant, out of bounds),
//! one no access reaches, one the dialect will not split (a memref of one
//! element or of more than 16). Unlike MLIR's driver, a split allocation
//! is not tried again: the pieces hold one element each.
//!
//! The pieces are made where the allocation was, in the order MLIR makes
//! them for freshly parsed IR: by the last access to each element, latest
//! first (MLIR collects the indices from the slot's use list, newest use
//! first). Counters as MLIR's: slots destructured, slots with a memory
//! benefit (some element not accessed), the most elements a split slot had.

mod analysis;

use crate::nested::BodyPass;
use analysis::{splittable, Split};
use ir_core::interfaces::DestructurableAllocation;
use ir_core::ir::InsertPoint;
use ir_core::pass::{PassInfo, PassRegistry};
use ir_core::{Body, Context, OpView, RegionId, ValueId};
use rustc_hash::FxHashMap;

ir_core::pass_statistics! {
    /// The counters of `sroa` (MLIR's names).
    struct SroaStatistics {
        destructured("destructured slots"): "Total amount of memory slots destructured";
        with_benefit("slots with memory benefit"): "Total amount of memory slots in which the destructured size was smaller than the total size after eliminating unused fields";
        max_elements("max subelement number"): "Maximal number of sub-elements a successfully destructured slot initially had";
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "sroa",
        "SROA",
        "Scalar Replacement of Aggregates",
        |_| {
            Ok(Box::new(
                BodyPass::new(|ctx, body, roots, _, counters: &SroaStatistics| {
                    for split in destructure(ctx, body, roots) {
                        counters.destructured.add(1);
                        counters
                            .with_benefit
                            .add(u64::from(split.used < split.elements));
                        counters.max_elements.update_max(split.elements);
                    }
                    Ok(())
                })
                .skipping_fixed_points(),
            ))
        },
    ));
}

/// What splitting one allocation took: its elements, and how many of
/// them an access reaches.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Destructured {
    /// Elements of the array.
    pub elements: u64,
    /// Elements accessed (one allocation each).
    pub used: u64,
}

/// Splits every splittable allocation in `roots` of `body` (and in the
/// regions nested in them, not inside isolated ops); what each took.
pub fn destructure(ctx: &Context, body: &mut Body, roots: &[RegionId]) -> Vec<Destructured> {
    let splits = splittable(ctx, body, roots);
    splits
        .into_iter()
        .filter_map(|split| apply(ctx, body, split))
        .collect()
}

/// Replaces the allocation of `split` by one per accessed element; `None`
/// (nothing changed) if the dialect makes no element allocation.
fn apply(ctx: &Context, body: &mut Body, split: Split) -> Option<Destructured> {
    let view = OpView::new(ctx, body, split.op);
    let state = (view
        .interface::<DestructurableAllocation>()?
        .element_allocation)(&view)?;
    let mut pieces: FxHashMap<u64, ValueId> = FxHashMap::default();
    for &key in &split.order {
        let piece = body.create_op(ctx, state.clone());
        body.insert_op(piece, InsertPoint::Before(split.op));
        pieces.insert(key, body.results(piece)[0]);
    }
    for access in &split.accesses {
        let piece = *pieces.get(&access.key)?;
        let operands: Vec<ValueId> = body
            .operands(access.op)
            .enumerate()
            .filter(|(position, _)| !access.indices.contains(position))
            .map(|(position, value)| {
                if position == access.slot_operand {
                    piece
                } else {
                    value
                }
            })
            .collect();
        body.set_operands(access.op, &operands);
    }
    body.erase_op(split.op);
    Some(Destructured {
        elements: split.elements,
        used: split.order.len() as u64,
    })
}

#[cfg(test)]
mod tests;
