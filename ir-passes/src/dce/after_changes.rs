//! Dead code after local changes. In a body that DCE left without dead
//! code, code can only die where a value lost a use (or a new value has
//! none): `Body::record_lost_uses` lists those values. From each, a
//! forward search along uses looks for what full DCE marks from (a root,
//! or a terminator of a top-level region); a value that reaches none is
//! dead with everything the search saw, and the values that dead code
//! used are searched in turn. That removes exactly what full DCE would,
//! or gives up (`None`, the caller then runs full DCE) when the search
//! meets what it does not follow: an op with regions, a terminator of a
//! nested region, a block whose incoming branches cannot be edited, more
//! values to start from than a sixteenth of the body's ops (plus 256), or
//! more steps than half of them.

use super::{is_root, DceStats};
use crate::branch_operands::{predecessors_editable, remove_forwarded_operands};
use crate::forwarding::ForwardingCache;
use crate::touched::Touched;
use ir_core::ir::{Uses, ValueDef};
use ir_core::{BlockId, Body, Context, OpId, OpTraits, RegionId, ValueId};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

/// A node of the search: a value, an op (live if it is a root, else if
/// one of its results is), or the uses of a value still to follow (read
/// one at a time, so a root near the first use ends the search early).
enum Node<'a> {
    Value(ValueId),
    Op(OpId),
    Uses(ValueId, Uses<'a>),
}

/// The dead code found so far and what the search may still spend.
struct Search<'a> {
    ctx: &'a Context,
    body: &'a Body,
    roots: &'a [RegionId],
    dead_ops: Vec<OpId>,
    dead_values: Vec<ValueId>,
    is_dead_op: FxHashSet<OpId>,
    is_dead_value: FxHashSet<ValueId>,
    /// Where a search reached a root from: live, not searched again.
    known_live: FxHashSet<StartKey>,
    editable: FxHashMap<BlockId, bool>,
    /// What the branches forward, asked once per branch.
    forwarding: ForwardingCache,
    budget: usize,
}

/// A search's start, remembered when it is found live.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
enum StartKey {
    Value(ValueId),
    Op(OpId),
}

/// Why a search ended without an answer.
struct GiveUp;

impl<'a> Search<'a> {
    /// Whether the branches into `block` can be edited (asked once).
    fn editable(&mut self, block: BlockId) -> bool {
        let (ctx, body) = (self.ctx, self.body);
        *self
            .editable
            .entry(block)
            .or_insert_with(|| predecessors_editable(ctx, body, block))
    }

    /// Where the use of a value as operand `index` of `op` leads: the
    /// argument it is forwarded to, or the op itself.
    fn follow_use(&mut self, op: OpId, index: usize) -> Result<Node<'a>, GiveUp> {
        let (ctx, body) = (self.ctx, self.body);
        let target = self
            .forwarding
            .get(ctx, body, op)
            .and_then(|f| f.target_of(index));
        let Some((successor, place)) = target else {
            return Ok(Node::Op(op));
        };
        let block = body.successor(op, successor).ok_or(GiveUp)?;
        if !self.editable(block) {
            return Err(GiveUp);
        }
        Ok(Node::Value(body.block_args(block)[place]))
    }

    /// Whether `op` is in one of the regions DCE runs on (not nested).
    fn in_root_region(&self, op: OpId) -> bool {
        let body = self.body;
        body.op_block(op)
            .and_then(|b| body.block_region(b))
            .is_some_and(|r| self.roots.contains(&r))
    }

    /// Whether using a value as operand `index` of `op` makes it live by
    /// itself: `op` is a root, or a terminator of a top-level region and
    /// the operand is not forwarded to a successor's argument.
    fn is_direct_root(&mut self, op: OpId, index: usize) -> bool {
        let (ctx, body) = (self.ctx, self.body);
        if self.is_dead_op.contains(&op) {
            return false;
        }
        if is_root(ctx, body, op) {
            return true;
        }
        if !self.in_root_region(op) || !ctx.op_has(body.op_name(op), OpTraits::TERMINATOR) {
            return false;
        }
        match self.forwarding.get(ctx, body, op) {
            Some(forwarding) => forwarding.target_of(index).is_none(),
            // Without the hook every operand of a live branch is live.
            None => true,
        }
    }

    /// Remembers as live `start` and the values whose uses the search was
    /// following (each frame of uses on the stack is an ancestor of the
    /// node that reached a root); returns true.
    fn found_live(&mut self, start: StartKey, stack: &[Node<'a>]) -> bool {
        self.known_live.insert(start);
        for node in stack {
            if let Node::Uses(value, _) = node {
                self.known_live.insert(StartKey::Value(*value));
            }
        }
        true
    }

    /// Searches forward from `start`: `Ok(true)` if it reaches a root,
    /// else `Ok(false)` after adding everything it saw to the dead code.
    fn reaches_root(&mut self, start: StartKey) -> Result<bool, GiveUp> {
        let body = self.body;
        if self.known_live.contains(&start) {
            return Ok(true);
        }
        let mut seen_values: FxHashSet<ValueId> = FxHashSet::default();
        let mut seen_ops: FxHashSet<OpId> = FxHashSet::default();
        let mut stack = vec![match start {
            StartKey::Value(value) => Node::Value(value),
            StartKey::Op(op) => Node::Op(op),
        }];
        while let Some(node) = stack.pop() {
            self.budget = self.budget.checked_sub(1).ok_or(GiveUp)?;
            match node {
                Node::Uses(value, mut uses) => {
                    if let Some(use_) = uses.next() {
                        stack.push(Node::Uses(value, uses));
                        if !self.is_dead_op.contains(&use_.op) {
                            stack.push(self.follow_use(use_.op, use_.index as usize)?);
                        }
                    }
                }
                Node::Value(value) => {
                    if self.is_dead_value.contains(&value) || !seen_values.insert(value) {
                        continue;
                    }
                    if self.known_live.contains(&StartKey::Value(value)) {
                        return Ok(self.found_live(start, &stack));
                    }
                    if let ValueDef::Argument { block, .. } = body.value_def(value) {
                        if !body.is_entry_block(block) && !self.editable(block) {
                            return Err(GiveUp);
                        }
                    }
                    // A root among the users ends the search at once.
                    if body
                        .uses(value)
                        .any(|u| self.is_direct_root(u.op, u.index as usize))
                    {
                        self.known_live.insert(StartKey::Value(value));
                        return Ok(self.found_live(start, &stack));
                    }
                    stack.push(Node::Uses(value, body.uses(value)));
                }
                Node::Op(op) => {
                    if !seen_ops.insert(op) {
                        continue;
                    }
                    if is_root(self.ctx, body, op) || self.known_live.contains(&StartKey::Op(op)) {
                        return Ok(self.found_live(start, &stack));
                    }
                    if self.ctx.op_has(body.op_name(op), OpTraits::TERMINATOR) {
                        if !self.in_root_region(op) {
                            return Err(GiveUp);
                        }
                        return Ok(self.found_live(start, &stack));
                    }
                    if !body.regions(op).is_empty() {
                        return Err(GiveUp);
                    }
                    stack.extend(body.results(op).iter().map(|&r| Node::Value(r)));
                }
            }
        }
        self.is_dead_value.extend(seen_values.iter().copied());
        self.is_dead_op.extend(seen_ops.iter().copied());
        self.dead_values.extend(seen_values);
        self.dead_ops.extend(seen_ops);
        Ok(false)
    }
}

/// Finds and erases the dead code the recorded `candidates` may have left
/// in the regions `roots` of `body` (which had none before them), noting
/// what sees it go in `touched`; `None` if it cannot tell (see the module
/// docs), having changed nothing.
pub(crate) fn eliminate_dead_code_after(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    candidates: Vec<ValueId>,
    touched: &mut Touched,
) -> Option<DceStats> {
    let mut search = Search {
        ctx,
        body,
        roots,
        dead_ops: Vec::new(),
        dead_values: Vec::new(),
        is_dead_op: FxHashSet::default(),
        is_dead_value: FxHashSet::default(),
        known_live: FxHashSet::default(),
        editable: FxHashMap::default(),
        forwarding: ForwardingCache::default(),
        budget: body.num_ops() / 2 + 1024,
    };
    // Each value once; when that is many, full DCE costs no more.
    let mut listed = FxHashSet::default();
    let mut work: Vec<ValueId> = candidates
        .into_iter()
        .filter(|&v| listed.insert(v))
        .collect();
    if work.len() > body.num_ops() / 16 + 256 {
        return None;
    }
    while let Some(value) = work.pop() {
        if !body.contains_value(value) || search.is_dead_value.contains(&value) {
            continue;
        }
        // A result lives with its op: the search starts there.
        let start = match body.value_def(value) {
            ValueDef::Result { op, .. } if search.is_dead_op.contains(&op) => continue,
            ValueDef::Result { op, .. } => StartKey::Op(op),
            _ => StartKey::Value(value),
        };
        let (ops_before, values_before) = (search.dead_ops.len(), search.dead_values.len());
        if search.reaches_root(start).ok()? {
            continue;
        }
        // What the new dead code uses may now be dead too.
        for &op in &search.dead_ops[ops_before..] {
            work.extend(body.operands(op));
        }
        for &value in &search.dead_values[values_before..] {
            if let ValueDef::Argument { block, index } = body.value_def(value) {
                for branch_use in body.block_uses(block) {
                    let branch = branch_use.op;
                    let forwarding = search.forwarding.get(ctx, body, branch)?;
                    let range = forwarding.range(branch_use.index as usize);
                    let operand = range.clone().nth(index as usize)?;
                    work.push(body.operand(branch, operand));
                }
            }
        }
    }
    let Search {
        dead_ops,
        dead_values,
        ..
    } = search;
    Some(erase(ctx, body, &dead_ops, &dead_values, touched))
}

/// Erases `dead_ops` and the arguments among `dead_values` (but an entry
/// block's), with the operands passed to them, as full DCE does.
fn erase(
    ctx: &Context,
    body: &mut Body,
    dead_ops: &[OpId],
    dead_values: &[ValueId],
    touched: &mut Touched,
) -> DceStats {
    for &op in dead_ops {
        for value in body.operands(op) {
            touched.lost_use(body, value);
        }
        body.set_operands(op, &[]);
    }
    // Each block's dead arguments, blocks in the order found.
    let mut blocks: Vec<BlockId> = Vec::new();
    let mut indices: FxHashMap<BlockId, SmallVec<[usize; 4]>> = FxHashMap::default();
    for &value in dead_values {
        if let ValueDef::Argument { block, index } = body.value_def(value) {
            if !body.is_entry_block(block) {
                let list = indices.entry(block).or_default();
                if list.is_empty() {
                    blocks.push(block);
                }
                list.push(index as usize);
            }
        }
    }
    for &block in &blocks {
        let list = indices.get_mut(&block).expect("listed");
        list.sort_unstable();
        touched.branches_lose_operands(body, block);
        remove_forwarded_operands(ctx, body, block, list);
    }
    let mut stats = DceStats::default();
    for &block in &blocks {
        for &index in indices[&block].iter().rev() {
            if !body.has_uses(body.block_args(block)[index]) {
                body.erase_block_arg(block, index);
                stats.arguments += 1;
            }
        }
    }
    for &op in dead_ops {
        if let Some(block) = body.op_block(op) {
            touched.block(block);
        }
        body.erase_op(op);
        stats.ops += 1;
    }
    stats
}
