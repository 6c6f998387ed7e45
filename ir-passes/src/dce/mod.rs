//! `dce`: aggressive dead code elimination. Everything starts dead; ops
//! with side effects and the terminators of live regions are live, and
//! liveness flows backwards along operands: a live op makes its operands
//! live; a live block argument makes the operands that branches pass to it
//! live; an op containing a live op is live. Everything else goes, dead
//! cycles through loops and unused block arguments (with the branch
//! operands that fed them) included, and cycles through the values a
//! structured loop carries (`carried.rs`) unless `Carried::Kept` says
//! otherwise: canonicalize's region simplification keeps those, as MLIR's
//! region DCE does (it removes no region's entry argument, and every
//! operand of a live terminator is live there).

mod after_changes;
mod carried;
mod pass;
#[cfg(test)]
mod tests;

pub(crate) use after_changes::eliminate_dead_code_after;
pub use pass::register;

use crate::branch_operands::{predecessors_editable, remove_forwarded_operands};
use crate::forwarding::ForwardingCache;
use crate::touched::Touched;
use crate::walk::{has_nested_regions, ops_in_order};
use ir_core::interfaces::{memory_effects, Effect};
use ir_core::ir::ValueDef;
use ir_core::{BlockId, Body, Context, OpId, OpTraits, OpView, RegionId, ValueId};
use slotmap::SecondaryMap;
use smallvec::SmallVec;

/// What DCE removed.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct DceStats {
    /// Ops erased (nested ones included).
    pub ops: u64,
    /// Block arguments erased.
    pub arguments: u64,
}

/// What DCE does with a value a structured loop carries only into its own
/// next iteration (a dead cycle through an iter_arg, `carried.rs`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Carried {
    /// It dies with what computes it (the `dce` pass).
    Removed,
    /// It stays (MLIR's region DCE, which canonicalize's region
    /// simplification follows: every terminator is live, in a dead op or
    /// not, and so is what it uses; a live op does not make its holder
    /// live).
    Kept,
}

/// Whether `op` must stay for its own sake: unknown or writing effects,
/// an isolated op, or a terminator of a top-level region.
fn is_root(ctx: &Context, body: &Body, op: OpId) -> bool {
    if body.is_isolated(op) {
        return true;
    }
    let view = OpView::new(ctx, body, op);
    match memory_effects(&view) {
        None => true,
        Some(effects) => effects.iter().any(|e| match e.effect {
            Effect::Read => false,
            Effect::Allocate => !e.value.is_some_and(|v| body.results(op).contains(&v)),
            Effect::Write | Effect::Free => true,
        }),
    }
}

struct Liveness<'a> {
    ctx: &'a Context,
    body: &'a Body,
    ops: SecondaryMap<OpId, ()>,
    values: SecondaryMap<ValueId, ()>,
    work: Vec<Work>,
    /// Blocks whose holding ops are marked.
    climbed: SecondaryMap<BlockId, ()>,
    /// Whether every live op makes the ops holding it live
    /// (`Carried::Removed`); else only an op with effects does (they are
    /// its holders' effects), and, as in MLIR's region DCE, a pure op
    /// or a terminator live inside a dead op goes with it.
    climb: bool,
    /// Whether the branches into a block can be edited, once asked (see
    /// `predecessors_editable`): asked for each live argument.
    editable: SecondaryMap<BlockId, bool>,
    /// Whether the body holds regions besides the roots: without, no loop
    /// carries values (`carried.rs`) and nothing is asked about it.
    structured: bool,
    /// The live loop terminators and what each carries.
    carriers: Vec<(OpId, carried::Carried)>,
    /// What the branches forward, asked once per branch.
    forwarding: ForwardingCache,
}

enum Work {
    Op(OpId),
    Value(ValueId),
}

impl Liveness<'_> {
    /// Marks `op` live, and the ops holding it unless only ops with
    /// effects make their holders live (see `climb`).
    fn mark_op(&mut self, op: OpId) {
        self.mark_climbing(op, self.climb);
    }

    /// Marks `op` live, and if `climb` the ops holding it: climbing stops
    /// at a block whose holders are marked already (each block is climbed
    /// from once).
    fn mark_climbing(&mut self, op: OpId, climb: bool) {
        let mut current = Some(op);
        while let Some(op) = current {
            if self.ops.insert(op, ()).is_some() {
                return;
            }
            self.work.push(Work::Op(op));
            if !climb {
                return;
            }
            let block = self.body.op_block(op);
            current = match block {
                Some(block) if self.climbed.insert(block, ()).is_none() => self
                    .body
                    .block_region(block)
                    .and_then(|r| self.body.region_parent(r)),
                _ => None,
            };
        }
    }

    fn mark_value(&mut self, value: ValueId) {
        if self.values.insert(value, ()).is_none() {
            self.work.push(Work::Value(value));
        }
    }

    fn run(&mut self) {
        while let Some(work) = self.work.pop() {
            match work {
                Work::Op(op) => self.visit_op(op),
                Work::Value(value) => self.visit_value(value),
            }
        }
    }

    fn visit_op(&mut self, op: OpId) {
        let body = self.body;
        // A loop's back edge passes values on only to live targets.
        let carried_positions = self.carried_positions(op);
        let forwarding = self.forwarding.get(self.ctx, body, op);
        let kept: SmallVec<[ValueId; 8]> = body
            .operands(op)
            .enumerate()
            .filter(|&(i, _)| {
                let forwarded = forwarding.is_some_and(|f| f.target_of(i).is_some());
                let carried = carried_positions.as_ref().is_some_and(|r| r.contains(&i));
                !forwarded && !carried
            })
            .map(|(_, value)| value)
            .collect();
        for value in kept {
            self.mark_value(value);
        }
        for &region in body.regions(op) {
            for block in body.region_blocks(region) {
                if let Some(last) = body.last_op(block) {
                    if self.ctx.op_has(body.op_name(last), OpTraits::TERMINATOR) {
                        self.mark_op(last);
                    }
                }
            }
        }
    }

    /// The operands live op `op` carries around its region's loop, if it
    /// is a loop's terminator (noted in `carriers`).
    fn carried_positions(&mut self, op: OpId) -> Option<std::ops::Range<usize>> {
        if !self.structured {
            return None;
        }
        let carried = carried::carried(self.ctx, self.body, op)?;
        let positions = carried.positions.clone();
        self.carriers.push((op, carried));
        Some(positions)
    }

    fn visit_value(&mut self, value: ValueId) {
        let body = self.body;
        if self.structured {
            for source in carried::forwarded_into(self.ctx, body, value) {
                self.mark_value(source);
            }
        }
        match body.value_def(value) {
            ValueDef::Result { op, .. } => self.mark_op(op),
            ValueDef::Argument { block, index } => {
                let editable = match self.editable.get(block) {
                    Some(&known) => known,
                    None => {
                        let editable = predecessors_editable(self.ctx, body, block);
                        self.editable.insert(block, editable);
                        editable
                    }
                };
                for branch_use in body.block_uses(block) {
                    let branch = branch_use.op;
                    let forwarding = self.forwarding.get(self.ctx, body, branch);
                    match forwarding.filter(|_| editable) {
                        Some(forwarding) => {
                            let range = forwarding.range(branch_use.index as usize);
                            if let Some(operand) = range.clone().nth(index as usize) {
                                self.mark_value(body.operand(branch, operand));
                            }
                        }
                        None => body.operands(branch).for_each(|v| self.mark_value(v)),
                    }
                }
            }
            ValueDef::Placeholder => {}
        }
    }
}

/// Runs DCE over the regions `roots` of `body`.
pub fn eliminate_dead_code(ctx: &Context, body: &mut Body, roots: &[RegionId]) -> DceStats {
    eliminate_dead_code_noting(
        ctx,
        body,
        roots,
        Carried::Removed,
        &mut Touched::discarding(),
    )
}

/// [`eliminate_dead_code`], noting in `touched` the ops that stay and see
/// a change: the definers of values that lost a use, the blocks that lost
/// an op or an argument (their terminators and the branches into them),
/// the blocks of branches that lost operands, and the ops whose regions
/// lost an op. `carried` says whether dead cycles through loop-carried
/// values go.
pub(crate) fn eliminate_dead_code_noting(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    carried: Carried,
    touched: &mut Touched,
) -> DceStats {
    let ops = ops_in_order(body, roots, |_| true);
    // Without following carried values, a live terminator's operands are
    // all live: nothing is asked about loops.
    let structured = carried == Carried::Removed && has_nested_regions(body, roots);
    let mut liveness = Liveness {
        ctx,
        body,
        ops: SecondaryMap::new(),
        values: SecondaryMap::new(),
        work: Vec::new(),
        climbed: SecondaryMap::new(),
        climb: carried == Carried::Removed,
        editable: SecondaryMap::new(),
        structured,
        carriers: Vec::new(),
        forwarding: ForwardingCache::default(),
    };
    for &op in &ops {
        if is_root(ctx, body, op) {
            liveness.mark_climbing(op, true);
        } else if carried == Carried::Kept && ctx.op_has(body.op_name(op), OpTraits::TERMINATOR) {
            // MLIR's region DCE keeps every terminator (and what it uses).
            liveness.mark_op(op);
        }
    }
    for &region in roots {
        for block in body.region_blocks(region) {
            if let Some(last) = body.last_op(block) {
                if ctx.op_has(body.op_name(last), OpTraits::TERMINATOR) {
                    liveness.mark_op(last);
                }
            }
        }
    }
    liveness.run();
    let Liveness {
        ops: live_ops,
        values: live_values,
        carriers,
        ..
    } = liveness;
    let dead: Vec<OpId> = ops
        .iter()
        .copied()
        .filter(|&op| !live_ops.contains_key(op))
        .collect();
    rewire_dead_carried(body, carriers, &live_values, touched);
    for &op in &dead {
        drop_operands(body, op, touched);
    }
    // Live ops inside dead ones (region DCE keeps every terminator live)
    // go with them: their operands are dropped first too, so that no value
    // they use is freed while still used. `ops` is in pre-order.
    let mut doomed: SecondaryMap<OpId, ()> = SecondaryMap::new();
    for &op in &ops {
        let in_doomed = body.parent_op(op).is_some_and(|p| doomed.contains_key(p));
        let live = live_ops.contains_key(op);
        if in_doomed && live {
            drop_operands(body, op, touched);
        }
        if in_doomed || !live {
            doomed.insert(op, ());
        }
    }
    let mut stats = DceStats {
        arguments: erase_dead_arguments(ctx, body, &ops, &live_ops, &live_values, roots, touched),
        ..DceStats::default()
    };
    stats.ops = dead.len() as u64;
    let outermost: Vec<OpId> = dead
        .into_iter()
        .filter(|&op| body.parent_op(op).is_none_or(|p| live_ops.contains_key(p)))
        .collect();
    for &op in &outermost {
        if let Some(block) = body.op_block(op) {
            touched.block(block);
        }
        if let Some(parent) = body.parent_op(op) {
            touched.op(parent);
        }
    }
    for op in outermost {
        body.erase_op(op);
    }
    stats
}

/// Drops the operands of `op`, noting the uses lost.
fn drop_operands(body: &mut Body, op: OpId, touched: &mut Touched) {
    for value in body.operands(op) {
        touched.lost_use(body, value);
    }
    body.set_operands(op, &[]);
}

/// Makes each live loop terminator (`carriers`) pass back its region's
/// input in place of a carried value no live target needs (`carried.rs`),
/// so that what computed it can go.
fn rewire_dead_carried(
    body: &mut Body,
    carriers: Vec<(OpId, carried::Carried)>,
    live_values: &SecondaryMap<ValueId, ()>,
    touched: &mut Touched,
) {
    for (op, carried) in carriers {
        let slots = carried.positions.zip(&carried.inputs);
        for ((position, &input), targets) in slots.zip(&carried.targets) {
            let value = body.operand(op, position);
            if value == input || targets.iter().any(|&t| live_values.contains_key(t)) {
                continue;
            }
            touched.lost_use(body, value);
            body.set_operand(op, position, input);
            touched.op(op);
            if let Some(parent) = body.parent_op(op) {
                touched.op(parent);
            }
        }
    }
}

/// Erases the dead arguments of non-entry blocks of the regions that stay.
fn erase_dead_arguments(
    ctx: &Context,
    body: &mut Body,
    ops: &[OpId],
    live_ops: &SecondaryMap<OpId, ()>,
    live_values: &SecondaryMap<ValueId, ()>,
    roots: &[RegionId],
    touched: &mut Touched,
) -> u64 {
    let mut regions: Vec<RegionId> = roots.to_vec();
    for &op in ops {
        if live_ops.contains_key(op) && !body.is_isolated(op) {
            regions.extend_from_slice(body.regions(op));
        }
    }
    // Every forwarded operand goes first: an argument may feed another
    // block's dead argument.
    let mut dead: Vec<(BlockId, usize)> = Vec::new();
    for region in regions {
        let entry = body.entry_block(region);
        let blocks: Vec<BlockId> = body
            .region_blocks(region)
            .filter(|&b| Some(b) != entry)
            .collect();
        for block in blocks {
            let args = body.block_args(block);
            let is_dead = |&index: &usize| !live_values.contains_key(args[index]);
            // Whether the branches can be edited is asked only of a block
            // with a dead argument (it reads every branch into the block).
            if !(0..args.len()).any(|i| is_dead(&i)) || !predecessors_editable(ctx, body, block) {
                continue;
            }
            dead.extend(
                (0..args.len())
                    .rev()
                    .filter(is_dead)
                    .map(|index| (block, index)),
            );
        }
    }
    // `dead` holds each block's indices together, last first.
    for group in dead.chunk_by(|a, b| a.0 == b.0) {
        let block = group[0].0;
        touched.branches_lose_operands(body, block);
        let indices: SmallVec<[usize; 8]> = group.iter().rev().map(|&(_, index)| index).collect();
        remove_forwarded_operands(ctx, body, block, &indices);
    }
    let mut erased = 0;
    for &(block, index) in &dead {
        // Still used only where a branch to a block we cannot edit passes it.
        if !body.has_uses(body.block_args(block)[index]) {
            body.erase_block_arg(block, index);
            erased += 1;
        }
    }
    erased
}
