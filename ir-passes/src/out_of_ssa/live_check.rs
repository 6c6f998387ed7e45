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

/// A recorded value: where its uses start in [`LiveCheck`]'s table.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Record(u32);

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
    /// The record of each recorded value.
    recorded: SecondaryMap<ValueId, Record>,
    /// The recorded values with their records, in the order recorded.
    values: Vec<(ValueId, Record)>,
    /// Every record, back to back, each in one stretch (one cache miss
    /// for a value not looked at lately, rather than one per list):
    /// - `[def, n]`: the node of the definition's block (`u32::MAX` if
    ///   none), and how many blocks use the value;
    /// - `[f, 0]`: the length of its front;
    /// - `n` entries `[node, position]`: each block using it, with the
    ///   position of its last use there, by node;
    /// - `f` entries: the Pareto front of the orders of its use blocks
    ///   other than `def` (first order descending, second ascending).
    records: Vec<[u32; 2]>,
    /// Scratch lists of use places and orders, reused by [`LiveCheck::record`].
    places: Vec<[u32; 2]>,
    points: Vec<Orders>,
}

/// A record's parts (see [`LiveCheck::records`]).
struct RecordParts<'a> {
    def: usize,
    last: &'a [[u32; 2]],
    front: &'a [[u32; 2]],
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
            values: Vec::new(),
            records: Vec::new(),
            places: Vec::new(),
            points: Vec::new(),
        }
    }

    /// Records the uses of `value`, defined in the region (once: a value
    /// recorded before keeps its record). O(uses × nesting depth of the
    /// uses).
    pub(crate) fn record(&mut self, body: &Body, value: ValueId) -> Record {
        if let Some(&record) = self.recorded.get(value) {
            return record;
        }
        let def = body
            .value_block(value)
            .and_then(|b| self.cfg.node(b))
            .map_or(u32::MAX, |node| node as u32);
        let mut places = std::mem::take(&mut self.places);
        places.clear();
        places.extend(
            body.uses(value)
                .filter_map(|use_| self.holder(body, use_.op))
                .map(|(node, position)| [node, position]),
        );
        // Per node, the largest position.
        places.sort_unstable_by(|a, b| a[0].cmp(&b[0]).then(b[1].cmp(&a[1])));
        places.dedup_by_key(|place| place[0]);
        let order = &self.order;
        let points = &mut self.points;
        points.clear();
        points.extend(
            places
                .iter()
                .map(|&[node, _]| node)
                .filter(|&node| node != def && order[node as usize].0 != u32::MAX)
                .map(|node| order[node as usize]),
        );
        points.sort_unstable_by(|a, b| b.cmp(a));
        let record = Record(self.records.len() as u32);
        self.records.push([def, places.len() as u32]);
        let front_header = self.records.len();
        self.records.push([0, 0]);
        self.records.extend_from_slice(&places);
        let front_start = self.records.len();
        for &(a, b) in points.iter() {
            if self.records[front_start..]
                .last()
                .is_none_or(|&[_, last]| b > last)
            {
                self.records.push([a, b]);
            }
        }
        self.records[front_header][0] = (self.records.len() - front_start) as u32;
        self.places = places;
        self.recorded.insert(value, record);
        self.values.push((value, record));
        record
    }

    /// The parts of `record`.
    fn parts(&self, Record(at): Record) -> RecordParts<'_> {
        let at = at as usize;
        let [def, num_last] = self.records[at];
        let num_front = self.records[at + 1][0] as usize;
        let last_start = at + 2;
        let front_start = last_start + num_last as usize;
        RecordParts {
            def: if def == u32::MAX {
                usize::MAX
            } else {
                def as usize
            },
            last: &self.records[last_start..front_start],
            front: &self.records[front_start..front_start + num_front],
        }
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

    /// The values recorded, with their records.
    pub(crate) fn recorded(&self) -> impl Iterator<Item = (ValueId, Record)> + '_ {
        self.values.iter().copied()
    }

    /// The node of the block defining the value of `record` (`usize::MAX`
    /// if none), and each node using it with the position of its last use
    /// there.
    pub(crate) fn uses(&self, record: Record) -> (usize, &[[u32; 2]]) {
        let parts = self.parts(record);
        (parts.def, parts.last)
    }

    /// Whether the value of `record`, whose definition dominates `at`, may
    /// be live at `at` (see the module docs).
    pub(crate) fn is_live_at(&self, body: &Body, record: Record, at: Point) -> bool {
        let (block, after) = match at {
            Point::Start(block) => (block, None),
            Point::After(op) => (body.op_block(op).expect("an op in a block"), Some(op)),
        };
        let node = self.cfg.node(block).expect("a block of the region");
        let uses = self.parts(record);
        let used_later = uses
            .last
            .binary_search_by_key(&(node as u32), |&[n, _]| n)
            .is_ok_and(|at| after.is_none_or(|op| uses.last[at][1] > self.position(op)));
        used_later || self.reaches_a_use(&uses, node)
    }

    /// Whether a use of the value of `uses` in another block may be
    /// reachable from the end of block `node` without passing the block
    /// defining it.
    fn reaches_a_use(&self, uses: &RecordParts, node: usize) -> bool {
        let def = uses.def;
        let front = uses.front;
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
        let later = front.partition_point(|&[x, _]| x >= start.0);
        later > 0 && front[later - 1][1] >= start.1
    }
}
