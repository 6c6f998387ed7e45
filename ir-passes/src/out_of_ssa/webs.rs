//! The block arguments of a region and the values flowing into them: which
//! edges pass what, which arguments are needed, and which values are
//! related by a copy (candidates for sharing a variable).

use super::forwarded::{successor_ranges, unknown_forwarding};
use ir_core::ir::ValueDef;
use ir_core::{BlockId, Body, Context, Diagnostic, OpId, OpView, RegionId, ValueId};
use slotmap::SecondaryMap;
use smallvec::SmallVec;

/// A control-flow edge passing values to its target's arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Edge {
    /// The branch.
    pub terminator: OpId,
    /// Its successor slot.
    pub successor: usize,
    /// The target block.
    pub target: BlockId,
    /// The values passed, one per argument of `target`.
    pub operands: Vec<ValueId>,
}

/// The edges of `region` whose target has arguments, in block order.
pub(crate) fn region_edges(
    ctx: &Context,
    body: &Body,
    region: RegionId,
) -> Result<Vec<Edge>, Diagnostic> {
    let mut edges = Vec::new();
    for block in body.region_blocks(region) {
        let Some(terminator) = body.last_op(block) else {
            continue;
        };
        if body
            .successors(terminator)
            .all(|t| body.block_args(t).is_empty())
        {
            continue;
        }
        let ranges = successor_ranges(ctx, body, terminator)
            .ok_or_else(|| unknown_forwarding(ctx, body, terminator))?;
        let operands: Vec<ValueId> = body.operands(terminator).collect();
        for (successor, target) in body.successors(terminator).enumerate() {
            if body.block_args(target).is_empty() {
                continue;
            }
            let passed = operands.get(ranges[successor].clone()).unwrap_or(&[]);
            let arguments = body.block_args(target).len();
            if passed.len() != arguments {
                return Err(OpView::new(ctx, body, terminator).error(format!(
                    "passes {} operands to successor #{successor}, which has {arguments} arguments",
                    passed.len()
                )));
            }
            edges.push(Edge {
                terminator,
                successor,
                target,
                operands: passed.to_vec(),
            });
        }
    }
    Ok(edges)
}

/// Whether `value` is an argument of a block of `region` other than its
/// entry: the values the lowering moves into variables.
pub(crate) fn is_phi(body: &Body, value: ValueId) -> bool {
    let ValueDef::Argument { block, .. } = body.value_def(value) else {
        return false;
    };
    !body.is_entry_block(block)
}

/// The copy relations of one region.
pub(crate) struct Webs {
    /// Needed arguments: used other than by being passed on an edge of the
    /// region, or passed to a needed argument.
    needed: SecondaryMap<ValueId, ()>,
    /// For a needed argument, the values passed to it; for a value of the
    /// region passed to needed arguments, those arguments.
    partners: SecondaryMap<ValueId, SmallVec<[ValueId; 2]>>,
}

impl Webs {
    /// The webs of `region`, whose edges are `edges`.
    pub(crate) fn new(body: &Body, region: RegionId, edges: &[Edge]) -> Self {
        let mut passed: SecondaryMap<ValueId, u32> = SecondaryMap::new();
        let mut incoming: SecondaryMap<BlockId, Vec<usize>> = SecondaryMap::new();
        for (i, edge) in edges.iter().enumerate() {
            for &value in &edge.operands {
                *passed.entry(value).expect("a live value").or_default() += 1;
            }
            let target = incoming.entry(edge.target).expect("a live block");
            target.or_default().push(i);
        }
        let mut webs = Webs {
            needed: SecondaryMap::new(),
            partners: SecondaryMap::new(),
        };
        let entry = body.entry_block(region);
        let mut work = Vec::new();
        for block in body.region_blocks(region).filter(|&b| Some(b) != entry) {
            for &arg in body.block_args(block) {
                let passed_on = passed.get(arg).copied().unwrap_or(0) as usize;
                if body.uses(arg).count() > passed_on {
                    webs.needed.insert(arg, ());
                    work.push(arg);
                }
            }
        }
        while let Some(arg) = work.pop() {
            let ValueDef::Argument { block, index } = body.value_def(arg) else {
                continue;
            };
            for &e in incoming.get(block).map_or(&[][..], |v| v) {
                let value = edges[e].operands[index as usize];
                webs.relate(arg, value);
                let defined_here =
                    body.value_block(value).and_then(|b| body.block_region(b)) == Some(region);
                if defined_here {
                    webs.relate(value, arg);
                }
                if defined_here && is_phi(body, value) && !webs.is_needed(value) {
                    webs.needed.insert(value, ());
                    work.push(value);
                }
            }
        }
        webs
    }

    /// Notes that `to` is copied from or into `from` (once per edge).
    fn relate(&mut self, from: ValueId, to: ValueId) {
        let partners = self.partners.entry(from).expect("a live value");
        partners.or_default().push(to);
    }

    /// Whether the region has no needed argument (nothing to lower).
    pub(crate) fn is_empty(&self) -> bool {
        self.needed.is_empty()
    }

    /// Whether block argument `arg` needs a variable.
    pub(crate) fn is_needed(&self, arg: ValueId) -> bool {
        self.needed.contains_key(arg)
    }

    /// The values `value` is copied from or into.
    pub(crate) fn partners(&self, value: ValueId) -> &[ValueId] {
        self.partners.get(value).map_or(&[], |p| p)
    }

    /// Whether `value`, not a needed argument, is passed to one: it may
    /// share that argument's variable.
    pub(crate) fn is_candidate(&self, value: ValueId) -> bool {
        !self.is_needed(value) && !self.partners(value).is_empty()
    }
}
