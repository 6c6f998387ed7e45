//! Optimistic value numbering of one region (the RPO algorithm of Simpson
//! and of Click, one strongly connected component of the CFG at a time):
//! the components are visited in an order where every edge between two
//! goes forward, and the blocks of a cycle are visited in reverse
//! postorder until nothing changes, what its previous visit added to the
//! tables taken out first; a block on no cycle is visited once. A value's
//! number is its *leader*, the first value found equal to it. Values not
//! numbered yet (on back edges, in a cycle's first visit) are assumed
//! equal to anything, so loop-carried values that stay equal are found
//! equal; later visits correct what was assumed wrongly.
//!
//! A block argument whose incoming values all have one number takes it;
//! arguments of a block that receive equal numbers on every edge share
//! one. Reads are numbered with the memory state they see: a new state
//! after each write (or unknown effect), and at a join one state if every
//! predecessor brings the same.

use crate::cse::access::{Access as MemoryAccess, Accesses};
use crate::cse::key::{equivalent, hash_op};
use crate::forwarding::ForwardingCache;
use hashbrown::HashTable;
use ir_core::graph::region_cfg::RegionCfg;
use ir_core::graph::scc::Sccs;
use ir_core::{BlockId, Body, Context, OpId, OpTraits, Type, ValueId};
use rustc_hash::FxHashMap;
use slotmap::SecondaryMap;
use smallvec::SmallVec;
use std::collections::hash_map::Entry;
use std::hash::Hash;

/// The memory a read sees.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Memory {
    /// As on entry to the region.
    Entry,
    /// As at the start of a join block whose predecessors differ.
    Join(BlockId),
    /// As right after an op that writes.
    After(OpId),
}

/// What makes two block arguments equal: an argument of `block` and type
/// `ty` receiving these numbers, edge by edge.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct ArgumentKey {
    block: BlockId,
    ty: Type,
    incoming: SmallVec<[Option<ValueId>; 4]>,
}

/// One numbered op result: the op, which result, and the memory it read.
struct ResultEntry {
    hash: u64,
    op: OpId,
    index: u32,
    memory: Option<Memory>,
}

/// The op results numbered so far, found again by what makes
/// two results equal: same name, attributes, properties, result types,
/// result index, memory state and operand numbers (as a set for
/// commutative ops). Entries are op ids compared on a hash match (as
/// `cse` does), a few words each however many operands an op has; an
/// entry's operand numbers are read again when compared, which gives what
/// they were when it was added, since every operand of an op is numbered
/// before the op in a round (definitions dominate uses).
#[derive(Default)]
struct Results {
    table: HashTable<ResultEntry>,
    /// The entries added since [`Results::forget_added`]: (hash, op, index).
    added: Vec<(u64, OpId, u32)>,
}

impl Results {
    /// The leader of result `index` of `op`: the equal result found
    /// first, after adding `op`'s if there is none.
    fn number(
        &mut self,
        numbering: &Numbering<'_>,
        op: OpId,
        index: usize,
        memory: Option<Memory>,
    ) -> ValueId {
        let operands = numbering.operand_numbers(op);
        let hash = hash_op(numbering.body, op, &operands, (index, memory));
        let same = |e: &ResultEntry| {
            e.hash == hash
                && e.index as usize == index
                && e.memory == memory
                && equivalent(numbering.body, e.op, op)
                && numbering.operand_numbers(e.op) == operands
        };
        if let Some(entry) = self.table.find(hash, same) {
            return numbering.body.results(entry.op)[entry.index as usize];
        }
        let entry = ResultEntry {
            hash,
            op,
            index: index as u32,
            memory,
        };
        self.table.insert_unique(hash, entry, |e| e.hash);
        self.added.push((hash, op, index as u32));
        numbering.body.results(op)[index]
    }

    /// Takes out the entries added since the last call, or keeps them.
    fn forget_added(&mut self, take_out: bool) {
        if take_out {
            for &(hash, op, index) in &self.added {
                let found = self
                    .table
                    .find_entry(hash, |e| e.op == op && e.index == index);
                if let Ok(entry) = found {
                    entry.remove();
                }
            }
        }
        self.added.clear();
    }
}

/// The block arguments numbered so far by the numbers they receive, and
/// the keys added since [`Arguments::forget_added`].
#[derive(Default)]
struct Arguments {
    table: FxHashMap<ArgumentKey, ValueId>,
    added: Vec<ArgumentKey>,
}

impl Arguments {
    /// Takes out the entries added since the last call, or keeps them.
    fn forget_added(&mut self, take_out: bool) {
        if take_out {
            for key in &self.added {
                self.table.remove(key);
            }
        }
        self.added.clear();
    }
}

/// What numbering results reads: the IR, the option, the leaders so far.
struct Numbering<'a> {
    ctx: &'a Context,
    body: &'a Body,
    commutative: bool,
    leader: &'a SecondaryMap<ValueId, ValueId>,
}

impl Numbering<'_> {
    /// The numbers of `op`'s operands (sorted for a commutative op).
    fn operand_numbers(&self, op: OpId) -> SmallVec<[ValueId; 4]> {
        let mut operands: SmallVec<[ValueId; 4]> = self
            .body
            .operands(op)
            .map(|v| self.leader.get(v).copied().unwrap_or(v))
            .collect();
        if self.commutative
            && self
                .ctx
                .op_has(self.body.op_name(op), OpTraits::COMMUTATIVE)
        {
            operands.sort_unstable();
        }
        operands
    }
}

/// How an op touches memory, and whether it is numbered.
enum Access {
    /// Numbered by its operands.
    Pure,
    /// Numbered by its operands and the memory it reads.
    Read,
    /// An op with regions that writes nothing (its nested ops included):
    /// not numbered (its results are their own leaders), no write either.
    Opaque,
    /// May write: not numbered, and the memory changes.
    Other,
}

fn access(ctx: &Context, body: &Body, op: OpId, accesses: &mut Accesses) -> Access {
    let with_regions = !body.regions(op).is_empty();
    match accesses.of(ctx, body, op) {
        MemoryAccess::Other => Access::Other,
        _ if with_regions => Access::Opaque,
        MemoryAccess::None => Access::Pure,
        MemoryAccess::ReadOnly => Access::Read,
    }
}

/// Leaders of the values of one region, or `None` if a cycle's visits did
/// not settle within `max_rounds` (the optimistic guesses are then unproven).
pub(super) fn number_region(
    ctx: &Context,
    body: &Body,
    cfg: &RegionCfg,
    commutative: bool,
    max_rounds: u32,
    accesses: &mut Accesses,
) -> Option<SecondaryMap<ValueId, ValueId>> {
    let mut region = Region {
        ctx,
        body,
        cfg,
        commutative,
        accesses,
        leader: SecondaryMap::new(),
        exit_memory: vec![None; cfg.num_blocks()],
        arguments: Arguments::default(),
        results: Results::default(),
        forwarding: ForwardingCache::default(),
    };
    for component in components(cfg) {
        let cyclic = component.len() > 1 || cfg.successors(component[0]).any(|s| s == component[0]);
        let mut settled = false;
        for round in 0..max_rounds.max(1) {
            region.results.forget_added(round > 0);
            region.arguments.forget_added(round > 0);
            let mut changed = false;
            for &node in &component {
                changed |= region.visit(node);
            }
            if !changed || !cyclic {
                settled = true;
                break;
            }
        }
        if !settled {
            return None;
        }
    }
    Some(region.leader)
}

/// The nodes of `cfg` reachable from its entry, grouped by strongly
/// connected component: the components ordered by their first node in
/// reverse postorder (so every edge between two goes forward: a later
/// component cannot reach an earlier one), each component's nodes in
/// reverse postorder.
fn components(cfg: &RegionCfg) -> Vec<Vec<usize>> {
    let sccs = Sccs::new(cfg.graph());
    let mut slot = vec![usize::MAX; sccs.num_components()];
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for node in cfg.reverse_postorder() {
        let c = sccs.component(node);
        if slot[c] == usize::MAX {
            slot[c] = groups.len();
            groups.push(Vec::new());
        }
        groups[slot[c]].push(node);
    }
    groups
}

/// The state of numbering one region.
struct Region<'a> {
    ctx: &'a Context,
    body: &'a Body,
    cfg: &'a RegionCfg,
    commutative: bool,
    accesses: &'a mut Accesses,
    leader: SecondaryMap<ValueId, ValueId>,
    /// The memory at the end of each node visited.
    exit_memory: Vec<Option<Memory>>,
    arguments: Arguments,
    results: Results,
    /// What the region's branches forward, asked once per branch.
    forwarding: ForwardingCache,
}

impl Region<'_> {
    /// Numbers the arguments and results of `node`'s block; whether a
    /// leader changed.
    fn visit(&mut self, node: usize) -> bool {
        let (ctx, body, cfg) = (self.ctx, self.body, self.cfg);
        let mut changed = false;
        let mut set = |leader: &mut SecondaryMap<ValueId, ValueId>, value: ValueId, to: ValueId| {
            if leader.insert(value, to) != Some(to) {
                changed = true;
            }
        };
        let block = cfg.block(node);
        let mut memory = entry_memory(cfg, node, block, &self.exit_memory);
        for (index, &arg) in body.block_args(block).iter().enumerate() {
            let incoming = incoming_numbers(
                ctx,
                body,
                cfg,
                block,
                index,
                &self.leader,
                &mut self.forwarding,
            );
            let to = argument_number(
                arg,
                block,
                body.value_type(arg),
                incoming,
                &mut self.arguments,
            );
            set(&mut self.leader, arg, to);
        }
        for op in body.block_ops(block) {
            let memory_key = match access(ctx, body, op, self.accesses) {
                Access::Pure => None,
                Access::Read => Some(memory),
                opaque_or_other => {
                    if let Access::Other = opaque_or_other {
                        memory = Memory::After(op);
                    }
                    for &result in body.results(op) {
                        set(&mut self.leader, result, result);
                    }
                    continue;
                }
            };
            for (index, &result) in body.results(op).iter().enumerate() {
                let numbering = Numbering {
                    ctx,
                    body,
                    commutative: self.commutative,
                    leader: &self.leader,
                };
                let to = self.results.number(&numbering, op, index, memory_key);
                set(&mut self.leader, result, to);
            }
        }
        self.exit_memory[node] = Some(memory);
        changed
    }
}

/// The memory at the start of `node`: the entry's, the single state all
/// known predecessors bring, or a join state.
fn entry_memory(cfg: &RegionCfg, node: usize, block: BlockId, exits: &[Option<Memory>]) -> Memory {
    if node == 0 {
        return Memory::Entry;
    }
    let mut known = cfg.predecessors(node).filter_map(|p| exits[p]);
    match known.next() {
        Some(first) if known.all(|m| m == first) => first,
        _ => Memory::Join(block),
    }
}

/// The numbers passed to argument `index` of `block`, edge by edge (`None`
/// for a value not numbered yet, or an edge whose operands are unknown):
/// the block's uses are its incoming edges, each asked of its branch's
/// kept forwarding (a switch's many edges cost one each).
fn incoming_numbers(
    ctx: &Context,
    body: &Body,
    cfg: &RegionCfg,
    block: BlockId,
    index: usize,
    leader: &SecondaryMap<ValueId, ValueId>,
    forwarding: &mut ForwardingCache,
) -> Option<SmallVec<[Option<ValueId>; 4]>> {
    let mut incoming = SmallVec::new();
    for edge in body.block_uses(block) {
        let from_region = body
            .op_block(edge.op)
            .is_some_and(|b| cfg.node(b).is_some());
        if !from_region {
            continue;
        }
        let range = forwarding
            .get(ctx, body, edge.op)?
            .range(edge.index as usize);
        let operand = range.clone().nth(index)?;
        let value = body.operand(edge.op, operand);
        incoming.push(number_of(body, cfg, leader, value));
    }
    Some(incoming)
}

/// The number of `value` so far: its leader; itself if it is defined
/// outside the region (an enclosing region's value, never numbered here);
/// `None` if the region's numbering has not reached it yet.
fn number_of(
    body: &Body,
    cfg: &RegionCfg,
    leader: &SecondaryMap<ValueId, ValueId>,
    value: ValueId,
) -> Option<ValueId> {
    if let Some(&known) = leader.get(value) {
        return Some(known);
    }
    let inside = body
        .value_block(value)
        .is_some_and(|b| cfg.node(b).is_some());
    (!inside).then_some(value)
}

/// The number of an argument: the one all numbered incoming values share
/// (ignoring the argument itself), else shared with the block's other
/// arguments that receive the same numbers.
fn argument_number(
    arg: ValueId,
    block: BlockId,
    ty: Type,
    incoming: Option<SmallVec<[Option<ValueId>; 4]>>,
    table: &mut Arguments,
) -> ValueId {
    // Without predecessors (an entry block) an argument is what the
    // caller or the parent op passes: only itself.
    let Some(incoming) = incoming.filter(|i| !i.is_empty()) else {
        return arg;
    };
    let mut known = incoming.iter().flatten().filter(|&&v| v != arg);
    if let Some(&first) = known.next() {
        if known.all(|&v| v == first) {
            return first;
        }
    }
    let key = ArgumentKey {
        block,
        ty,
        incoming,
    };
    match table.table.entry(key) {
        Entry::Occupied(known) => *known.get(),
        Entry::Vacant(vacant) => {
            table.added.push(vacant.key().clone());
            *vacant.insert(arg)
        }
    }
}
