//! [`Dominance`]: the dominator trees of every region of an op's contents,
//! as an [`Analysis`] the pass manager caches, so that the passes of a
//! pipeline that keep the control flow as it was share one computation
//! (MLIR's `DominanceInfo`).

use super::region::RegionDominance;
use crate::context::Context;
use crate::ir::{Body, OpId, RegionId};
use crate::pass::Analysis;
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// The CFG and dominator tree of each non-empty region of some regions
/// and of the regions nested in them (not entering ops isolated from
/// above, whose bodies are analysed on their own).
///
/// It describes the blocks and the successors of their terminators: a
/// pass that changes neither (it may change ops, operands, block arguments
/// and erase ops that are not terminators) keeps it valid and says so with
/// [`PassContext::preserve`](crate::pass::PassContext::preserve). A region
/// created since is not in it ([`Dominance::region`] is `None`; ask
/// [`Dominance::tree_of`], which builds it).
#[derive(Default)]
pub struct Dominance {
    trees: FxHashMap<RegionId, Arc<RegionDominance>>,
}

impl Dominance {
    /// The trees of `roots` (regions of `body`) and of the regions nested
    /// in them.
    pub fn of_regions(body: &Body, roots: &[RegionId]) -> Self {
        let mut trees = FxHashMap::default();
        let mut stack: Vec<RegionId> = roots.iter().rev().copied().collect();
        while let Some(region) = stack.pop() {
            if body.entry_block(region).is_none() {
                continue;
            }
            trees.insert(region, Arc::new(RegionDominance::new(body, region)));
            for block in body.region_blocks(region) {
                for op in body.block_ops(block) {
                    if !body.is_isolated(op) {
                        stack.extend(body.regions(op).iter().rev());
                    }
                }
            }
        }
        Self { trees }
    }

    /// The tree of `region`, if it was non-empty when this was computed.
    pub fn region(&self, region: RegionId) -> Option<&Arc<RegionDominance>> {
        self.trees.get(&region)
    }

    /// The tree of the non-empty `region` (of `body`): from here, or built
    /// now if the region is not in it.
    pub fn tree_of(&self, body: &Body, region: RegionId) -> Arc<RegionDominance> {
        match self.trees.get(&region) {
            Some(tree) => Arc::clone(tree),
            None => Arc::new(RegionDominance::new(body, region)),
        }
    }

    /// How many regions it holds a tree for.
    pub fn num_regions(&self) -> usize {
        self.trees.len()
    }
}

impl Analysis for Dominance {
    const NAME: &'static str = "Dominance";

    /// The trees of `op`'s regions and of those nested in them.
    fn compute(_: &Context, body: &Body, op: OpId) -> Self {
        Dominance::of_regions(body.regions_body(op), body.regions(op))
    }
}
