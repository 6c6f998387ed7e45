//! Liveness of SSA values in the regions of an op: live-in and live-out
//! sets per block, and whether a value is live before or after an op.
//!
//! # Rules (MLIR's)
//!
//! - A block argument is defined at the start of its block; an op result
//!   right after its op.
//! - Every operand is a use at its op; in particular the values a
//!   terminator passes to a successor are used at the end of the
//!   predecessor, not in the successor.
//! - A use inside a nested region of an op counts as a use at that op too:
//!   a value defined outside the region and used inside is live up to and
//!   across the op, and, within the region, live into each block from which
//!   a use is reachable (the region's entry block included).
//!
//! A value is *live-in* at a block if some path from the block's start
//! reaches a use without passing the definition, *live-out* if it is live-in
//! at a successor (or used there by a nested region).
//!
//! # Algorithm
//!
//! Per-variable path exploration (Brandner, Boissinot, Darte, Dupont de
//! Dinechin and Rastello, "Computing Liveness Sets for SSA-Form Programs",
//! 2011): from each use, walk up the predecessors, marking the value
//! live-in, until reaching its definition or a block where it is already
//! live-in; a use in a nested region also starts a walk from the op holding
//! the region. Values are processed one at a time, so "already marked" is
//! one comparison per block. Time and memory are linear in the size of the
//! IR plus the size of the sets (no dense bitsets, no iteration to a fixed
//! point). Nothing recurses.
//!
//! The analysis covers the regions of one op and the regions nested in
//! them, except those of isolated ops (values never cross into those).

mod build;
#[cfg(test)]
mod tests;

use super::lists::Lists;
use crate::context::Context;
use crate::ir::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};
use crate::pass::Analysis;
use slotmap::SecondaryMap;

/// The liveness of values in the regions of an op; see the
/// [module docs](self). Queries take the body storing those regions (the
/// op's `regions_body`), unchanged since the analysis.
#[derive(Clone, Debug, Default)]
pub struct Liveness {
    /// Number of each analysed block.
    block_index: SecondaryMap<BlockId, u32>,
    /// Number of each value that is live somewhere or defined in the
    /// analysed regions; numbers follow program order.
    value_number: SecondaryMap<ValueId, u32>,
    /// The value of each number.
    values: Vec<ValueId>,
    /// Live-in value numbers of each block, ascending.
    live_in: Lists,
    /// Live-out value numbers of each block, ascending.
    live_out: Lists,
    /// Position of each op of an analysed block within its block.
    position: SecondaryMap<OpId, u32>,
}

impl Liveness {
    /// Computes the liveness of values in the regions of `op`, stored in
    /// `body` (the regions themselves are in `body.regions_body(op)`).
    pub fn new(body: &Body, op: OpId) -> Self {
        Self::of_regions(body.regions_body(op), body.regions(op))
    }

    /// Computes the liveness of values in `regions` (stored in `body`) and
    /// the regions nested in them: [`Liveness::new`] for a pass that holds
    /// an op's regions body but not the op.
    pub fn of_regions(body: &Body, regions: &[RegionId]) -> Self {
        build::build(body, regions)
    }

    /// Returns the values live on entry to `block`, in program order of
    /// their definitions (empty if the block was not analysed).
    pub fn live_in(&self, block: BlockId) -> impl ExactSizeIterator<Item = ValueId> + '_ {
        self.set(&self.live_in, block)
    }

    /// Returns the values live on exit from `block`, in program order of
    /// their definitions (empty if the block was not analysed).
    pub fn live_out(&self, block: BlockId) -> impl ExactSizeIterator<Item = ValueId> + '_ {
        self.set(&self.live_out, block)
    }

    /// Returns whether `value` is live on entry to `block`.
    pub fn is_live_in(&self, value: ValueId, block: BlockId) -> bool {
        self.contains(&self.live_in, value, block)
    }

    /// Returns whether `value` is live on exit from `block`.
    pub fn is_live_out(&self, value: ValueId, block: BlockId) -> bool {
        self.contains(&self.live_out, value, block)
    }

    /// Returns whether `value` is live just before `op` executes: defined
    /// earlier in the block or live into it, and used by `op`, later in the
    /// block, or after it. `op` must be in an analysed block of `body`.
    pub fn is_live_before(&self, body: &Body, value: ValueId, op: OpId) -> bool {
        self.is_live_from(body, value, op, true)
    }

    /// Returns whether `value` is live just after `op` executes: defined by
    /// it, earlier in the block or live into it, and used later in the
    /// block or after it. `op` must be in an analysed block of `body`.
    pub fn is_live_after(&self, body: &Body, value: ValueId, op: OpId) -> bool {
        self.is_live_from(body, value, op, false)
    }

    /// Whether `value` is live at the point before `op` (`inclusive`) or
    /// after it.
    fn is_live_from(&self, body: &Body, value: ValueId, op: OpId, inclusive: bool) -> bool {
        let block = body.op_block(op).expect("an op in a block");
        let here = self.position[op];
        let starts_after = |position: u32| {
            if inclusive {
                position >= here
            } else {
                position > here
            }
        };
        // Defined before the point: in the block, or live into it.
        let available = match body.value_def(value) {
            ValueDef::Result { op: def, .. } if body.op_block(def) == Some(block) => {
                !starts_after(self.position[def])
            }
            ValueDef::Argument { block: owner, .. } if owner == block => true,
            _ => self.is_live_in(value, block),
        };
        available
            && (self.is_live_out(value, block)
                || body.uses(value).any(|u| {
                    ancestor_in_block(body, u.op, block)
                        .is_some_and(|user| starts_after(self.position[user]))
                }))
    }

    /// The values of set `lists` for `block`.
    fn set<'a>(
        &'a self,
        lists: &'a Lists,
        block: BlockId,
    ) -> impl ExactSizeIterator<Item = ValueId> + 'a {
        let numbers = match self.block_index.get(block) {
            Some(&b) => lists.slice(b as usize),
            None => &[],
        };
        numbers.iter().map(|&v| self.values[v as usize])
    }

    /// Whether `value` is in set `lists` of `block` (binary search).
    fn contains(&self, lists: &Lists, value: ValueId, block: BlockId) -> bool {
        match (self.value_number.get(value), self.block_index.get(block)) {
            (Some(v), Some(&b)) => lists.slice(b as usize).binary_search(v).is_ok(),
            _ => false,
        }
    }
}

/// Liveness as a cached analysis of the op a pass runs on (its regions).
impl Analysis for Liveness {
    const NAME: &'static str = "Liveness";

    fn compute(_: &Context, body: &Body, op: OpId) -> Self {
        Liveness::new(body, op)
    }
}

/// Returns the op of `block` that is or contains `op`, if any (walking up
/// the enclosing ops: a use in a nested region counts at the op holding it).
pub(super) fn ancestor_in_block(body: &Body, mut op: OpId, block: BlockId) -> Option<OpId> {
    let region = body.block_region(block);
    loop {
        let current = body.op_block(op)?;
        if current == block {
            return Some(op);
        }
        if body.block_region(current) == region {
            return None;
        }
        op = body.parent_op(op)?;
    }
}
