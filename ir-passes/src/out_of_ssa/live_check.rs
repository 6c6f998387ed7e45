//! Whether a value is live at a point, from its uses alone: no live sets,
//! whose size is the number of blocks times the values live across them
//! (billions of entries in a function of a million ops that keeps a few
//! thousand values live everywhere).
//!
//! The question is only asked about a value `w` whose definition, in block
//! `D`, dominates the point `p`, in block `P`. Then `w` is live at `p` iff
//! a use of `w` is reachable from `p` without passing `D` (entering `D`
//! again passes the definition first; every use is in a block `D`
//! dominates). The check answers:
//!
//! 1. live if `w` is used later in `P` (a use nested in an op counts at the
//!    op; the operands a branch passes count at the branch);
//! 2. otherwise, a path leaving `P` can only come back to blocks before it
//!    through a loop containing `P`; the loops that contain `P` but not `D`
//!    (back edges to `D` or outside it end the path) are natural loops whose
//!    blocks all follow their header in reverse postorder. So with `s` the
//!    first block of the outermost such loop in reverse postorder, or the
//!    block after `P` if there is none, a use reachable from `p` lies at or
//!    after `s` — in two reverse postorders at once, one visiting successors
//!    in order and one in reverse (each is a topological order of the
//!    forward edges), which tells apart the two arms of an `if`. No use in
//!    such a block: dead.
//!
//! This over-approximates liveness (a use after `s` in both orders may
//! still be unreachable), which is safe for coalescing: a value thought
//! live only keeps another from sharing its variable. When `P` is in an
//! irreducible region, or under more than [`MAX_LOOP_WALK`] loops, the
//! answer is "live". Each value's use blocks are kept as the Pareto front
//! of their two order numbers, so step 2 is a binary search.

use ir_core::graph::dominance::DominatorTree;
use ir_core::graph::loops::{LoopForest, LoopKind};
use ir_core::graph::order::{Cfg, DfsOrder};
use ir_core::graph::region_cfg::RegionCfg;
use ir_core::{BlockId, Body, OpId, RegionId, ValueId};
use slotmap::SecondaryMap;

/// How many loops around a block the check climbs before answering "live".
const MAX_LOOP_WALK: usize = 64;

/// A program point where a value is defined.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Point {
    /// The start of a block (its arguments).
    Start(BlockId),
    /// Just after an op (its results).
    After(OpId),
}

/// Two reverse-postorder numbers of a block (`u32::MAX` if unreachable).
type Orders = (u32, u32);

/// The check over one region, with the uses of the values recorded.
pub(crate) struct LiveCheck {
    cfg: RegionCfg,
    tree: DominatorTree,
    loops: LoopForest,
    /// Both reverse-postorder numbers of each block.
    order: Vec<Orders>,
    /// The smallest numbers of each loop's blocks, in each order.
    loop_start: Vec<Orders>,
    /// Whether a loop is an irreducible region or inside one.
    in_irreducible: Vec<bool>,
    /// The node of each op of the region's blocks and its position in
    /// its block: one lookup per use instead of reading the op's block and
    /// that block's node.
    place: SecondaryMap<OpId, (u32, u32)>,
    /// The index in `uses` of each recorded value.
    recorded: SecondaryMap<ValueId, u32>,
    /// The recorded values and their uses, in the order recorded.
    uses: Vec<(ValueId, Uses)>,
    /// The `last` lists of all recorded values, back to back.
    lasts: Vec<(u32, u32)>,
    /// The `front` lists of all recorded values, back to back.
    fronts: Vec<Orders>,
    /// Scratch list of use-block orders, reused by [`LiveCheck::record`].
    points: Vec<Orders>,
}

/// Where a recorded value is defined and used.
struct Uses {
    /// The node of the definition's block.
    def: usize,
    /// Where in `lasts` the blocks using it are: each (node) with the
    /// position of its last use there, by node.
    last: std::ops::Range<u32>,
    /// Where in `fronts` the Pareto front of the orders of its use blocks
    /// other than `def` is (first order descending, second ascending).
    front: std::ops::Range<u32>,
}

/// Reverse-postorder numbers of the nodes of `cfg` from node 0.
fn reverse_postorder(cfg: &Cfg) -> Vec<u32> {
    let order = DfsOrder::new(cfg, 0);
    let last = order.num_reachable() as u32;
    (0..cfg.num_nodes())
        .map(|n| {
            order
                .postorder_number(n)
                .map_or(u32::MAX, |p| last - 1 - p as u32)
        })
        .collect()
}

impl LiveCheck {
    /// The check over `region` (which has blocks), no value recorded yet.
    pub(crate) fn new(body: &Body, region: RegionId) -> Self {
        let cfg = RegionCfg::new(body, region);
        let reversed: Vec<Vec<usize>> = (0..cfg.num_blocks())
            .map(|n| cfg.successors(n).rev().collect())
            .collect();
        let first = reverse_postorder(cfg.graph());
        let second = reverse_postorder(&Cfg::new(&reversed));
        let order: Vec<Orders> = first.into_iter().zip(second).collect();
        let tree = DominatorTree::new(cfg.graph(), 0);
        let loops = LoopForest::new(cfg.graph(), &tree);
        let mut loop_start = vec![(u32::MAX, u32::MAX); loops.num_loops()];
        for (node, &(a, b)) in order.iter().enumerate() {
            if let Some(l) = loops.innermost(node) {
                loop_start[l] = (loop_start[l].0.min(a), loop_start[l].1.min(b));
            }
        }
        // Children follow their parents in preorder: fold them upwards.
        for l in (0..loops.num_loops()).rev() {
            if let Some(parent) = loops.parent(l) {
                let (a, b) = loop_start[l];
                let start = &mut loop_start[parent];
                *start = (start.0.min(a), start.1.min(b));
            }
        }
        let mut in_irreducible = vec![false; loops.num_loops()];
        for l in 0..loops.num_loops() {
            let outer = loops.parent(l).is_some_and(|p| in_irreducible[p]);
            in_irreducible[l] = outer || loops.kind(l) == LoopKind::Irreducible;
        }
        let mut place = SecondaryMap::new();
        for (node, &block) in cfg.blocks().iter().enumerate() {
            for (i, op) in body.block_ops(block).enumerate() {
                place.insert(op, (node as u32, i as u32));
            }
        }
        Self {
            cfg,
            tree,
            loops,
            order,
            loop_start,
            in_irreducible,
            place,
            recorded: SecondaryMap::new(),
            uses: Vec::new(),
            lasts: Vec::new(),
            fronts: Vec::new(),
            points: Vec::new(),
        }
    }

    /// Records the uses of `value`, defined in the region. O(uses ×
    /// nesting depth of the uses).
    pub(crate) fn record(&mut self, body: &Body, value: ValueId) {
        if self.recorded.contains_key(value) {
            return;
        }
        let def = body
            .value_block(value)
            .and_then(|b| self.cfg.node(b))
            .unwrap_or(usize::MAX);
        let start = self.lasts.len();
        for use_ in body.uses(value) {
            if let Some(place) = self.holder(body, use_.op) {
                self.lasts.push(place);
            }
        }
        // Per node, the largest position.
        self.lasts[start..].sort_unstable_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
        let mut kept = start;
        for i in start..self.lasts.len() {
            if kept == start || self.lasts[kept - 1].0 != self.lasts[i].0 {
                self.lasts[kept] = self.lasts[i];
                kept += 1;
            }
        }
        self.lasts.truncate(kept);
        let (order, points) = (&self.order, &mut self.points);
        points.clear();
        points.extend(
            self.lasts[start..]
                .iter()
                .map(|&(node, _)| node as usize)
                .filter(|&node| node != def && order[node].0 != u32::MAX)
                .map(|node| order[node]),
        );
        points.sort_unstable_by(|a, b| b.cmp(a));
        let front_start = self.fronts.len();
        for &point in points.iter() {
            let is_new = self.fronts[front_start..]
                .last()
                .is_none_or(|last| point.1 > last.1);
            if is_new {
                self.fronts.push(point);
            }
        }
        let uses = Uses {
            def,
            last: start as u32..self.lasts.len() as u32,
            front: front_start as u32..self.fronts.len() as u32,
        };
        self.recorded.insert(value, self.uses.len() as u32);
        self.uses.push((value, uses));
    }

    /// The `last` list of `uses` (see [`Uses::last`]).
    fn last_of(&self, uses: &Uses) -> &[(u32, u32)] {
        &self.lasts[uses.last.start as usize..uses.last.end as usize]
    }

    /// The uses of `value`, if recorded.
    fn get(&self, value: ValueId) -> Option<&Uses> {
        let &at = self.recorded.get(value)?;
        Some(&self.uses[at as usize].1)
    }

    /// The node and position of the op of the region's blocks that is or
    /// holds `op`.
    fn holder(&self, body: &Body, mut op: OpId) -> Option<(u32, u32)> {
        loop {
            if let Some(&place) = self.place.get(op) {
                return Some(place);
            }
            op = body.parent_op(op)?;
        }
    }

    /// The position of `op` (of the region's blocks) in its block.
    pub(crate) fn position(&self, op: OpId) -> u32 {
        self.place[op].1
    }

    /// The region's control-flow graph.
    pub(crate) fn cfg(&self) -> &RegionCfg {
        &self.cfg
    }

    /// The dominator tree of the region's control-flow graph.
    pub(crate) fn tree(&self) -> &DominatorTree {
        &self.tree
    }

    /// The values recorded.
    pub(crate) fn recorded(&self) -> impl Iterator<Item = ValueId> + '_ {
        self.uses.iter().map(|&(value, _)| value)
    }

    /// The node of the block defining recorded `value`, and each node
    /// using it with the position of its last use there.
    pub(crate) fn uses(&self, value: ValueId) -> Option<(usize, &[(u32, u32)])> {
        self.get(value).map(|u| (u.def, self.last_of(u)))
    }

    /// The position of the last use of recorded `value` in `block`.
    pub(crate) fn last_use(&self, value: ValueId, block: BlockId) -> Option<u32> {
        let node = self.cfg.node(block)? as u32;
        let last = self.last_of(self.get(value)?);
        let at = last.binary_search_by_key(&node, |&(n, _)| n).ok()?;
        Some(last[at].1)
    }

    /// Whether recorded `value`, whose definition dominates `at`, may be
    /// live at `at` (see the module docs).
    pub(crate) fn is_live_at(&self, body: &Body, value: ValueId, at: Point) -> bool {
        let (block, after) = match at {
            Point::Start(block) => (block, None),
            Point::After(op) => (body.op_block(op).expect("an op in a block"), Some(op)),
        };
        let used_later = self
            .last_use(value, block)
            .is_some_and(|last| after.is_none_or(|op| last > self.position(op)));
        used_later || self.reaches_a_use(value, block)
    }

    /// Whether a use of `value` in another block may be reachable from the
    /// end of `block` without passing the block defining it.
    fn reaches_a_use(&self, value: ValueId, block: BlockId) -> bool {
        let Some(uses) = self.get(value) else {
            return true;
        };
        let def = uses.def;
        let front = &self.fronts[uses.front.start as usize..uses.front.end as usize];
        let node = self.cfg.node(block).expect("a block of the region");
        let (a, b) = self.order[node];
        if a == u32::MAX {
            return true;
        }
        let mut start = (a + 1, b + 1);
        if let Some(innermost) = self.loops.innermost(node) {
            if self.in_irreducible[innermost] {
                return true;
            }
            let mut outermost = None;
            let mut current = Some(innermost);
            for _ in 0..MAX_LOOP_WALK {
                match current {
                    Some(l) if def == usize::MAX || !self.loops.contains(l, def) => {
                        outermost = Some(l);
                        current = self.loops.parent(l);
                    }
                    _ => break,
                }
            }
            if current.is_some_and(|l| def == usize::MAX || !self.loops.contains(l, def)) {
                return true;
            }
            if let Some(l) = outermost {
                start = self.loop_start[l];
            }
        }
        let later = front.partition_point(|&(x, _)| x >= start.0);
        later > 0 && front[later - 1].1 >= start.1
    }
}
