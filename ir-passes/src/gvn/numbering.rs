//! Optimistic value numbering of one region (the RPO algorithm of Simpson
//! and of Click): blocks are visited in reverse postorder until nothing
//! changes; a value's number is its *leader*, the first value found equal
//! to it. Values not numbered yet (on back edges, in the first round) are
//! assumed equal to anything, so loop-carried values that stay equal are
//! found equal; later rounds correct what was assumed wrongly.
//!
//! A block argument whose incoming values all have one number takes it;
//! arguments of a block that receive equal numbers on every edge share
//! one. Reads are numbered with the memory state they see: a new state
//! after each write (or unknown effect), and at a join one state if every
//! predecessor brings the same.

use crate::cse::access::{Access as MemoryAccess, Accesses};
use crate::cse::key::{equivalent, hash_op};
use hashbrown::HashTable;
use ir_core::graph::region_cfg::RegionCfg;
use ir_core::{BlockId, Body, Context, OpId, OpTraits, OpView, Type, ValueId};
use rustc_hash::FxHashMap;
use slotmap::SecondaryMap;
use smallvec::SmallVec;
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

/// The op results numbered so far this round, found again by what makes
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
        numbering.body.results(op)[index]
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

/// Leaders of the values of one region, or `None` if the rounds did not
/// settle within `max_rounds` (the optimistic guesses are then unproven).
pub(super) fn number_region(
    ctx: &Context,
    body: &Body,
    cfg: &RegionCfg,
    commutative: bool,
    max_rounds: u32,
    accesses: &mut Accesses,
) -> Option<SecondaryMap<ValueId, ValueId>> {
    let mut leader: SecondaryMap<ValueId, ValueId> = SecondaryMap::new();
    let mut exit_memory: Vec<Option<Memory>> = vec![None; cfg.num_blocks()];
    let order: Vec<usize> = cfg.reverse_postorder().collect();
    // Without a back edge every block's predecessors come before it in
    // reverse postorder, so the first round assumes nothing and is final.
    let mut position = vec![usize::MAX; cfg.num_blocks()];
    for (i, &node) in order.iter().enumerate() {
        position[node] = i;
    }
    let acyclic = order
        .iter()
        .all(|&node| cfg.successors(node).all(|s| position[s] > position[node]));
    // Emptied each round, keeping what the first round grew.
    let mut arguments: FxHashMap<ArgumentKey, ValueId> = FxHashMap::default();
    let mut results = Results::default();
    for _ in 0..max_rounds.max(1) {
        arguments.clear();
        results.table.clear();
        let mut changed = false;
        let mut set = |leader: &mut SecondaryMap<ValueId, ValueId>, value: ValueId, to: ValueId| {
            if leader.insert(value, to) != Some(to) {
                changed = true;
            }
        };
        for &node in &order {
            let block = cfg.block(node);
            let mut memory = entry_memory(cfg, node, block, &exit_memory);
            for (index, &arg) in body.block_args(block).iter().enumerate() {
                let incoming = incoming_numbers(ctx, body, cfg, node, block, index, &leader);
                let to =
                    argument_number(arg, block, body.value_type(arg), incoming, &mut arguments);
                set(&mut leader, arg, to);
            }
            for op in body.block_ops(block) {
                let memory_key = match access(ctx, body, op, accesses) {
                    Access::Pure => None,
                    Access::Read => Some(memory),
                    opaque_or_other => {
                        if let Access::Other = opaque_or_other {
                            memory = Memory::After(op);
                        }
                        for &result in body.results(op) {
                            set(&mut leader, result, result);
                        }
                        continue;
                    }
                };
                for (index, &result) in body.results(op).iter().enumerate() {
                    let numbering = Numbering {
                        ctx,
                        body,
                        commutative,
                        leader: &leader,
                    };
                    let to = results.number(&numbering, op, index, memory_key);
                    set(&mut leader, result, to);
                }
            }
            exit_memory[node] = Some(memory);
        }
        if !changed || acyclic {
            return Some(leader);
        }
    }
    None
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
/// for a value not numbered yet, or an edge whose operands are unknown).
fn incoming_numbers(
    ctx: &Context,
    body: &Body,
    cfg: &RegionCfg,
    node: usize,
    block: BlockId,
    index: usize,
    leader: &SecondaryMap<ValueId, ValueId>,
) -> Option<SmallVec<[Option<ValueId>; 4]>> {
    let mut incoming = SmallVec::new();
    for pred in cfg.predecessors(node) {
        let terminator = body.last_op(cfg.block(pred))?;
        let view = OpView::new(ctx, body, terminator);
        let ranges = view.definition()?.successor_operands?;
        for (position, successor) in body.successors(terminator).enumerate() {
            if successor != block {
                continue;
            }
            let operand = ranges(&view, position).nth(index)?;
            let value = body.operand(terminator, operand);
            incoming.push(number_of(body, cfg, leader, value));
        }
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
    table: &mut FxHashMap<ArgumentKey, ValueId>,
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
    *table
        .entry(ArgumentKey {
            block,
            ty,
            incoming,
        })
        .or_insert(arg)
}
