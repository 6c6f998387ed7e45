//! The aggressive level of region simplification (`canonicalize
//! {region-simplify=aggressive}`), as MLIR's `simplifyRegions` with block
//! merging (mlir/lib/Transforms/Utils/RegionUtils.cpp): identical blocks
//! are merged, then block arguments every predecessor passes the same
//! value are dropped.
//!
//! Two blocks other than the entry merge when they branch to the same
//! successors, hold the same ops (name, attributes, properties, result
//! types) in the same order, use values of their own in the same places,
//! and neither lets a value of its own be used outside it. Where they use
//! different outside values, the first block (the leader) gets a new
//! argument for each such operand, and every branch into the merged blocks
//! passes what its block used there. Blocks holding ops with regions are
//! left alone, as in MLIR.

use super::simplify::all_regions;
use crate::branch_operands::{predecessors_editable, remove_forwarded_operands};
use crate::operand_growth::{grow, plan_growth, Growth};
use crate::touched::Touched;
use ir_core::dialect::registry::{SuccessorOperandsFn, SuccessorRanges};
use ir_core::interfaces::{AppendOperandsFn, SuccessorOperandsAppend};
use ir_core::ir::ValueDef;
use ir_core::{BlockId, Body, Context, OpId, OpView, RegionId, ValueId};
use rustc_hash::{FxHashMap, FxHasher};
use smallvec::SmallVec;
use std::collections::BTreeSet;
use std::hash::{Hash, Hasher};

/// Merges identical blocks in every region under `roots` (a region again
/// while it merges some); returns how many blocks went.
pub(crate) fn merge_identical_blocks(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    touched: &mut Touched,
) -> u64 {
    let mut merged = 0;
    for region in all_regions(body, roots) {
        loop {
            let now = merge_in_region(ctx, body, region, touched);
            if now == 0 {
                break;
            }
            merged += now;
        }
    }
    merged
}

/// One pass of merging over the blocks of `region`.
fn merge_in_region(ctx: &Context, body: &mut Body, region: RegionId, touched: &mut Touched) -> u64 {
    // Blocks other than the entry, grouped by their successors, groups in
    // the order of their first block.
    let mut groups: Vec<Vec<BlockId>> = Vec::new();
    let mut group_of: FxHashMap<SmallVec<[BlockId; 2]>, usize> = FxHashMap::default();
    for block in body.region_blocks(region).skip(1) {
        let successors: SmallVec<[BlockId; 2]> = body.block_successors(block).collect();
        let index = *group_of.entry(successors).or_insert_with(|| {
            groups.push(Vec::new());
            groups.len() - 1
        });
        groups[index].push(block);
    }
    let mut merged = 0;
    for group in groups.into_iter().filter(|g| g.len() > 1) {
        // Clusters in the order of their leaders; a block is compared only
        // with the leaders of its hash, in that order (as MLIR, which
        // compares with every leader, rejecting other hashes first).
        let mut clusters: Vec<Cluster> = Vec::new();
        let mut by_hash: FxHashMap<u64, Vec<usize>> = FxHashMap::default();
        for block in group {
            if !mergeable(body, block) {
                continue;
            }
            let data = BlockData::new(body, block);
            let same_hash = by_hash.entry(data.hash).or_default();
            if !same_hash.iter().any(|&c| clusters[c].add(body, &data)) {
                same_hash.push(clusters.len());
                clusters.push(Cluster {
                    leader: data,
                    members: Vec::new(),
                    operands: BTreeSet::new(),
                });
            }
        }
        for cluster in clusters {
            merged += cluster.merge(ctx, body, touched);
        }
    }
    merged
}

/// Whether `block` may take part: none of its ops has a non-empty region,
/// and none of its arguments is used outside it.
fn mergeable(body: &Body, block: BlockId) -> bool {
    let no_regions = body.block_ops(block).all(|op| {
        body.regions(op)
            .iter()
            .all(|&r| body.region_blocks(r).next().is_none())
    });
    no_regions
        && !body
            .block_args(block)
            .iter()
            .any(|&a| used_outside(body, a, block))
}

/// Whether `value` has a user outside `block` (in a nested region too).
fn used_outside(body: &Body, value: ValueId, block: BlockId) -> bool {
    body.uses(value).any(|u| body.op_block(u.op) != Some(block))
}

/// What comparing a block needs: its ops, their hash, and the position of
/// each value it defines (arguments first, then results in order).
struct BlockData {
    block: BlockId,
    ops: Vec<OpId>,
    hash: u64,
    order: FxHashMap<OpId, usize>,
}

impl BlockData {
    fn new(body: &Body, block: BlockId) -> Self {
        let mut hasher = FxHasher::default();
        let mut order = FxHashMap::default();
        let mut next = body.block_args(block).len();
        let ops: Vec<OpId> = body.block_ops(block).collect();
        for &op in &ops {
            let results = body.results(op).len();
            if results > 0 {
                order.insert(op, next);
                next += results;
            }
            body.op_name(op).hash(&mut hasher);
            body.op_attrs(op).hash(&mut hasher);
            body.op_properties(op).hash(&mut hasher);
            for &result in body.results(op) {
                body.value_type(result).hash(&mut hasher);
            }
        }
        Self {
            block,
            ops,
            hash: hasher.finish(),
            order,
        }
    }

    /// The position of `value`, defined in this block.
    fn order_of(&self, body: &Body, value: ValueId) -> Option<usize> {
        match body.value_def(value) {
            ValueDef::Argument { index, .. } => Some(index as usize),
            ValueDef::Result { op, index } => Some(self.order.get(&op)? + index as usize),
            ValueDef::Placeholder => None,
        }
    }
}

/// Blocks found identical to a leader, and the (op, operand) positions
/// where they use different outside values.
struct Cluster {
    leader: BlockData,
    members: Vec<BlockId>,
    operands: BTreeSet<(usize, usize)>,
}

impl Cluster {
    /// Adds the block of `data` if it is identical to the leader.
    fn add(&mut self, body: &Body, data: &BlockData) -> bool {
        let mismatched = match self.compare(body, data) {
            Some(mismatched) => mismatched,
            None => return false,
        };
        self.operands.extend(mismatched);
        self.members.push(data.block);
        true
    }

    /// The operand positions where the block of `data` uses other outside
    /// values than the leader, or `None` if the blocks differ.
    fn compare(&self, body: &Body, data: &BlockData) -> Option<Vec<(usize, usize)>> {
        let (leader, block) = (self.leader.block, data.block);
        let types = |b: BlockId| -> Vec<_> {
            body.block_args(b)
                .iter()
                .map(|&a| body.value_type(a))
                .collect()
        };
        if self.leader.hash != data.hash
            || self.leader.ops.len() != data.ops.len()
            || types(leader) != types(block)
        {
            return None;
        }
        let mut mismatched = Vec::new();
        for (position, (&lhs, &rhs)) in self.leader.ops.iter().zip(&data.ops).enumerate() {
            if !same_op(body, lhs, rhs) {
                return None;
            }
            for (operand, (l, r)) in body.operands(lhs).zip(body.operands(rhs)).enumerate() {
                if l == r {
                    continue;
                }
                if body.value_type(l) != body.value_type(r) {
                    return None;
                }
                let l_inside = body.value_block(l) == Some(leader);
                let r_inside = body.value_block(r) == Some(block);
                if l_inside != r_inside {
                    return None;
                }
                if l_inside {
                    if self.leader.order_of(body, l) != data.order_of(body, r) {
                        return None;
                    }
                    continue;
                }
                if !passable(body, leader, l) || !passable(body, block, r) {
                    return None;
                }
                mismatched.push((position, operand));
            }
            let escapes =
                |op: OpId, b: BlockId| body.results(op).iter().any(|&v| used_outside(body, v, b));
            if escapes(lhs, leader) || escapes(rhs, block) {
                return None;
            }
        }
        Some(mismatched)
    }

    /// Merges the members into the leader; returns how many blocks went.
    fn merge(self, ctx: &Context, body: &mut Body, touched: &mut Touched) -> u64 {
        if self.members.is_empty() {
            return 0;
        }
        let leader = self.leader.block;
        let blocks: Vec<BlockId> = std::iter::once(leader)
            .chain(self.members.iter().copied())
            .collect();
        if !self.operands.is_empty() {
            if !blocks.iter().all(|&b| branches_can_grow(ctx, body, b)) {
                return 0;
            }
            // What each block uses at each mismatched position.
            let values: Vec<Vec<ValueId>> = blocks
                .iter()
                .map(|&b| {
                    let ops: Vec<OpId> = body.block_ops(b).collect();
                    self.operands
                        .iter()
                        .map(|&(op, operand)| body.operand(ops[op], operand))
                        .collect()
                })
                .collect();
            let leader_ops = self.leader.ops.clone();
            let old_arguments = body.block_args(leader).len();
            for (&(op, operand), &value) in self.operands.iter().zip(&values[0]) {
                let loc = body.value_loc(value).unwrap_or_else(|| ctx.unknown_loc());
                let argument = body.add_block_arg(leader, body.value_type(value), loc);
                body.set_operand(leader_ops[op], operand, argument);
                touched.op(leader_ops[op]);
            }
            let values = prune_repeated(body, leader, old_arguments, values);
            pass_to(ctx, body, &blocks, &values);
        }
        touched.block(leader);
        for &member in &self.members {
            body.replace_all_block_uses(member, leader);
        }
        body.erase_blocks(&self.members);
        self.members.len() as u64
    }
}

/// Drops the new arguments of `leader` (those from `first_new` on) that
/// every block's list passes the same value as an earlier one, as MLIR
/// does: an argument repeats the first argument the leader's own list gives
/// the same value, if every other list agrees. Returns the lists without
/// the dropped entries.
fn prune_repeated(
    body: &mut Body,
    leader: BlockId,
    first_new: usize,
    lists: Vec<Vec<ValueId>>,
) -> Vec<Vec<ValueId>> {
    let Some(own) = lists.first() else {
        return lists;
    };
    let mut first_index: FxHashMap<ValueId, usize> = FxHashMap::default();
    for (index, &value) in own.iter().enumerate() {
        first_index.entry(value).or_insert(index);
    }
    let replacement: Vec<Option<usize>> = (0..own.len())
        .map(|j| {
            let k = first_index[&own[j]];
            (k != j && lists[1..].iter().all(|list| list[k] == list[j])).then_some(k)
        })
        .collect();
    if replacement.iter().all(Option::is_none) {
        return lists;
    }
    let arguments = body.block_args(leader).to_vec();
    for (j, k) in replacement.iter().enumerate() {
        if let Some(k) = k {
            body.replace_all_uses(arguments[first_new + j], arguments[first_new + k]);
        }
    }
    for j in (0..own.len()).rev().filter(|&j| replacement[j].is_some()) {
        body.erase_block_arg(leader, first_new + j);
    }
    lists
        .into_iter()
        .map(|list| {
            list.into_iter()
                .zip(&replacement)
                .filter(|(_, r)| r.is_none())
                .map(|(v, _)| v)
                .collect()
        })
        .collect()
}

/// Whether `op` and `other` are the same op but for their operands.
fn same_op(body: &Body, op: OpId, other: OpId) -> bool {
    body.op_name(op) == body.op_name(other)
        && body.op_attrs(op) == body.op_attrs(other)
        && body.op_properties(op) == body.op_properties(other)
        && body.regions(op).len() == body.regions(other).len()
        && body.num_successors(op) == body.num_successors(other)
        && body.num_operands(op) == body.num_operands(other)
        && body.results(op).len() == body.results(other).len()
        && body
            .results(op)
            .iter()
            .zip(body.results(other))
            .all(|(&a, &b)| body.value_type(a) == body.value_type(b))
}

/// Whether `value`, used in `block`, can be passed to it by its
/// predecessors: not a result of a predecessor's terminator.
fn passable(body: &Body, block: BlockId, value: ValueId) -> bool {
    let Some(def) = body.defining_op(value) else {
        return true;
    };
    let Some(from) = body.op_block(def) else {
        return true;
    };
    body.last_op(from) != Some(def) || !body.predecessors(block).any(|p| p == from)
}

/// Whether every branch into `block` can pass it more operands: it
/// appends them itself, or a trial finds how.
fn branches_can_grow(ctx: &Context, body: &mut Body, block: BlockId) -> bool {
    let uses: Vec<(OpId, usize)> = body
        .block_uses(block)
        .map(|u| (u.op, u.index as usize))
        .collect();
    uses.into_iter().all(|(branch, successor)| {
        appender(ctx, body, branch).is_some() || growth(ctx, body, branch, successor).is_some()
    })
}

/// The branch's own way to append operands, if it has one.
fn appender(ctx: &Context, body: &Body, branch: OpId) -> Option<AppendOperandsFn> {
    OpView::new(ctx, body, branch)
        .interface::<SuccessorOperandsAppend>()
        .map(|a| a.0)
}

/// How `branch` passes more operands to its successor `successor`: its
/// successor-operand hook, and where the operands go.
fn growth(
    ctx: &Context,
    body: &mut Body,
    branch: OpId,
    successor: usize,
) -> Option<(SuccessorOperandsFn, Growth)> {
    let hook = OpView::new(ctx, body, branch)
        .definition()
        .and_then(|d| d.successor_operands)?;
    let ranges = move |v: &OpView<'_>| hook(v).into_vec();
    plan_growth(ctx, body, branch, &ranges, successor).map(|g| (hook, g))
}

/// What one branch appends: `(successor, values)` pairs.
type Appended = Vec<(usize, Vec<ValueId>)>;

/// Makes every branch into each of `blocks` pass that block's list of
/// `values` after what it passes; each branch is rewritten once when it
/// appends operands itself.
fn pass_to(ctx: &Context, body: &mut Body, blocks: &[BlockId], values: &[Vec<ValueId>]) {
    let mut edges: Vec<(OpId, Appended)> = Vec::new();
    let mut slot: FxHashMap<OpId, usize> = FxHashMap::default();
    for (&block, passed) in blocks.iter().zip(values) {
        for u in body.block_uses(block) {
            let at = *slot.entry(u.op).or_insert_with(|| {
                edges.push((u.op, Vec::new()));
                edges.len() - 1
            });
            edges[at].1.push((u.index as usize, passed.clone()));
        }
    }
    for (branch, appended) in edges {
        if let Some(append) = appender(ctx, body, branch) {
            append(ctx, body, branch, &appended);
            continue;
        }
        for (successor, passed) in appended {
            if let Some((hook, plan)) = growth(ctx, body, branch, successor) {
                let ranges = move |v: &OpView<'_>| hook(v).into_vec();
                grow(ctx, body, branch, &ranges, successor, &plan, &passed);
            }
        }
    }
}

/// Drops the arguments of blocks under `roots` that every predecessor
/// passes the same value (uses of the argument take that value), with the
/// operands passing them; returns how many.
pub(crate) fn drop_redundant_arguments(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    touched: &mut Touched,
) -> u64 {
    let mut dropped = 0;
    for region in all_regions(body, roots) {
        let blocks: Vec<BlockId> = body.region_blocks(region).collect();
        for block in blocks {
            dropped += drop_in_block(ctx, body, block, touched);
        }
    }
    dropped
}

/// [`drop_redundant_arguments`] for one block.
fn drop_in_block(ctx: &Context, body: &mut Body, block: BlockId, touched: &mut Touched) -> u64 {
    let arguments = body.block_args(block).to_vec();
    if arguments.is_empty() || !predecessors_editable(ctx, body, block) {
        return 0;
    }
    // Each branch's ranges once, however many of its successors lead here.
    let mut ranges: FxHashMap<OpId, SuccessorRanges> = FxHashMap::default();
    let passed: Vec<SmallVec<[ValueId; 4]>> = body
        .block_uses(block)
        .map(|u| {
            let ranges = ranges.entry(u.op).or_insert_with(|| {
                OpView::new(ctx, body, u.op)
                    .successor_ranges()
                    .unwrap_or_default()
            });
            let range = ranges.get(u.index as usize).cloned().unwrap_or(0..0);
            range.map(|i| body.operand(u.op, i)).collect()
        })
        .collect();
    let mut redundant = Vec::new();
    for (index, &argument) in arguments.iter().enumerate() {
        let mut values = passed.iter().map(|p| p.get(index).copied());
        let Some(Some(common)) = values.next() else {
            continue;
        };
        if common != argument && values.all(|v| v == Some(common)) {
            redundant.push((index, argument, common));
        }
    }
    if redundant.is_empty() {
        return 0;
    }
    touched.branches_lose_operands(body, block);
    for &(_, argument, common) in &redundant {
        for user in body.uses(argument).map(|u| u.op).collect::<Vec<_>>() {
            touched.op(user);
        }
        body.replace_all_uses(argument, common);
    }
    let indices: Vec<usize> = redundant.iter().map(|r| r.0).collect();
    remove_forwarded_operands(ctx, body, block, &indices);
    for &index in indices.iter().rev() {
        body.erase_block_arg(block, index);
    }
    indices.len() as u64
}
