//! Verification of what a pass touched inside one body, from its
//! [`Journal`]: the fast path of verification after a pass, for a body
//! whose IR passed the verifier before the pass ran.
//!
//! A check of an op reads the op, its operands' and results' values, the
//! blocks and terminators of its regions, its successors' arguments, and
//! its position (terminators are last); a region verifier also reads the
//! ops nested in the op. So when the journal lists what changed, the ops
//! whose checks can have a different outcome are:
//!
//! | changed | checked again |
//! | --- | --- |
//! | an op (operands, attributes, inserted, no longer last) | its own and region checks and its operands' dominance; the same for the users of its results and the terminators of its regions' blocks; the own and region checks of every op enclosing it, up to the holder |
//! | a block (ops or arguments) | its end (a terminator, or empty when it may be); the branches into it; the ops enclosing it |
//! | an op with regions inserted | the dominance of every use nested in it |
//!
//! Everything else kept the outcome it had, which was success. The check
//! answers only whether the IR is valid: when it finds an error, or when
//! the journal is too vague or the work would exceed that of verifying
//! the whole body, it answers [`Unsure`] and the caller runs the full
//! verifier, whose diagnostic is the one reported.

use super::blocks::Holder;
use super::has_ssa_regions;
use super::signature::SignatureMemo;
use super::structure::{verify_op, verify_op_regions};
use crate::context::Context;
use crate::graph::region::RegionDominance;
use crate::ir::{BlockId, Body, Journal, OpId, RegionId, ValueDef, ValueId};
use rustc_hash::{FxHashMap, FxHashSet};
use slotmap::SecondaryMap;

/// The fast path cannot vouch for the IR: verify it in full.
#[derive(Debug)]
pub(super) struct Unsure;

/// Checks again what the journal of the contents of `holder` (stored in
/// `holder_body`) says changed; `Ok` means the full verifier of the
/// holder's contents and own checks would succeed.
pub(super) fn verify_touched(
    ctx: &Context,
    holder_body: &Body,
    holder: OpId,
    journal: &Journal,
    memo: &mut SignatureMemo,
) -> Result<(), Unsure> {
    if journal.whole() {
        return Err(Unsure);
    }
    let body = holder_body.regions_body(holder);
    let mut plan = Plan::new(body);
    plan.collect(journal)?;
    let scope = Scope {
        ctx,
        holder_body,
        holder,
        body,
    };
    scope.check(&plan, memo)?;
    let mut dominance = Dominance::new(&scope, plan.budget);
    for &op in plan.checked.iter().chain(&plan.uses_only) {
        dominance.check_operands(op)?;
    }
    Ok(())
}

/// The body being checked and the op holding it.
struct Scope<'a> {
    ctx: &'a Context,
    holder_body: &'a Body,
    holder: OpId,
    body: &'a Body,
}

/// What to check again, collected from a journal.
struct Plan<'a> {
    body: &'a Body,
    /// Ops whose own checks (and operands' dominance) run again.
    checked: FxHashSet<OpId>,
    /// Ops enclosing a change, whose own and region checks run again.
    enclosing: FxHashSet<OpId>,
    /// Ops nested in a moved tree: only their operands' dominance.
    uses_only: FxHashSet<OpId>,
    /// Blocks whose end or emptiness is checked again.
    blocks: FxHashSet<BlockId>,
    /// Whether the holder's own and region checks run again.
    holder: bool,
    /// Work left before the fast path costs more than the full verifier.
    budget: usize,
}

impl<'a> Plan<'a> {
    fn new(body: &'a Body) -> Self {
        Self {
            body,
            checked: FxHashSet::default(),
            enclosing: FxHashSet::default(),
            uses_only: FxHashSet::default(),
            blocks: FxHashSet::default(),
            holder: false,
            budget: 2 * body.num_ops() + 64,
        }
    }

    /// Spends `units` of work, or gives up when the budget is gone.
    fn spend(&mut self, units: usize) -> Result<(), Unsure> {
        self.budget = self.budget.checked_sub(units).ok_or(Unsure)?;
        Ok(())
    }

    fn collect(&mut self, journal: &Journal) -> Result<(), Unsure> {
        let body = self.body;
        for &op in journal.ops() {
            if !body.contains_op(op) || body.op_block(op).is_none() {
                continue; // erased or left out of the IR
            }
            self.spend(1)?;
            if !self.checked.insert(op) {
                continue;
            }
            self.enclose(body.op_block(op))?;
            for &result in body.results(op) {
                for used in body.uses(result) {
                    self.spend(1)?;
                    self.checked.insert(used.op);
                }
            }
            self.terminators_of(op)?;
        }
        for &block in journal.blocks() {
            if !body.contains_block(block) || body.block_region(block).is_none() {
                continue;
            }
            self.spend(1)?;
            if !self.blocks.insert(block) {
                continue;
            }
            for branch in body.block_uses(block) {
                self.spend(1)?;
                self.checked.insert(branch.op);
            }
            self.enclose(Some(block))?;
        }
        for &tree in journal.moved_trees() {
            if body.contains_op(tree) && body.op_block(tree).is_some() {
                self.nested_uses(tree)?;
            }
        }
        Ok(())
    }

    /// Marks the ops enclosing `block` (up to the holder) for their own
    /// and region checks, stopping at one already marked.
    fn enclose(&mut self, mut block: Option<BlockId>) -> Result<(), Unsure> {
        let body = self.body;
        while let Some(region) = block.and_then(|b| body.block_region(b)) {
            self.spend(1)?;
            let Some(parent) = body.region_parent(region) else {
                self.holder = true;
                return Ok(());
            };
            if !self.enclosing.insert(parent) {
                return Ok(());
            }
            block = body.op_block(parent);
        }
        Ok(())
    }

    /// Marks the terminators of the blocks of `op`'s regions (they may
    /// check themselves against `op`). The ops in an isolated op's body
    /// cannot see it: it checks them itself, in its region verifier.
    fn terminators_of(&mut self, op: OpId) -> Result<(), Unsure> {
        let body = self.body;
        if body.is_isolated(op) {
            return Ok(());
        }
        for &region in body.regions(op) {
            for block in body.region_blocks(region) {
                self.spend(1)?;
                if let Some(last) = body.last_op(block) {
                    self.checked.insert(last);
                }
            }
        }
        Ok(())
    }

    /// Marks every op nested in `tree` (not crossing into nested bodies)
    /// for the dominance of its operands.
    fn nested_uses(&mut self, tree: OpId) -> Result<(), Unsure> {
        let body = self.body;
        let mut stack = vec![tree];
        while let Some(op) = stack.pop() {
            if body.is_isolated(op) {
                continue;
            }
            for &region in body.regions(op) {
                for block in body.region_blocks(region) {
                    for nested in body.block_ops(block) {
                        self.spend(1)?;
                        if self.uses_only.insert(nested) {
                            stack.push(nested);
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

impl Scope<'_> {
    /// Runs the own, region and block checks the plan lists.
    fn check(&self, plan: &Plan<'_>, memo: &mut SignatureMemo) -> Result<(), Unsure> {
        let (ctx, body) = (self.ctx, self.body);
        // An op's region verifier may check what is nested in it against
        // the op itself (a function's returns against its type).
        for &op in plan.checked.iter().chain(&plan.enclosing) {
            verify_op(ctx, body, op, memo).map_err(|_| Unsure)?;
            verify_op_regions(ctx, body, op).map_err(|_| Unsure)?;
        }
        for &block in &plan.blocks {
            let region = body.block_region(block).ok_or(Unsure)?;
            let holder = match body.region_parent(region) {
                Some(parent) => Holder::new(ctx, body, parent),
                None => Holder::new(ctx, self.holder_body, self.holder),
            };
            holder.check_block(ctx, block).map_err(|_| Unsure)?;
        }
        if plan.holder {
            verify_op(ctx, self.holder_body, self.holder, memo).map_err(|_| Unsure)?;
            verify_op_regions(ctx, self.holder_body, self.holder).map_err(|_| Unsure)?;
        }
        Ok(())
    }

    /// Whether the regions of the op holding `region` are SSACFG.
    fn is_ssa(&self, region: RegionId) -> bool {
        match self.body.region_parent(region) {
            Some(parent) => has_ssa_regions(self.ctx, self.body, parent),
            None => has_ssa_regions(self.ctx, self.holder_body, self.holder),
        }
    }
}

/// Dominance of single uses, with the positions of ops in the blocks met
/// and the dominator trees of the regions met, each computed once.
struct Dominance<'s, 'a> {
    scope: &'s Scope<'a>,
    positions: SecondaryMap<OpId, u32>,
    numbered: FxHashSet<BlockId>,
    trees: FxHashMap<RegionId, RegionDominance>,
    budget: usize,
}

impl<'s, 'a> Dominance<'s, 'a> {
    fn new(scope: &'s Scope<'a>, budget: usize) -> Self {
        Self {
            scope,
            positions: SecondaryMap::new(),
            numbered: FxHashSet::default(),
            trees: FxHashMap::default(),
            budget,
        }
    }

    fn spend(&mut self, units: usize) -> Result<(), Unsure> {
        self.budget = self.budget.checked_sub(units).ok_or(Unsure)?;
        Ok(())
    }

    /// Whether every operand of `user` is dominated by its definition (as
    /// `dominance::check_operands` decides it in a walk).
    fn check_operands(&mut self, user: OpId) -> Result<(), Unsure> {
        let body = self.scope.body;
        if !body.contains_op(user) || body.op_block(user).is_none() {
            return Ok(());
        }
        for value in body.operands(user) {
            self.check_use(user, value)?;
        }
        Ok(())
    }

    fn check_use(&mut self, user: OpId, value: ValueId) -> Result<(), Unsure> {
        let body = self.scope.body;
        let def_block = body.value_block(value).ok_or(Unsure)?;
        let def_region = body.block_region(def_block).ok_or(Unsure)?;
        // The op in the definition's region that contains the use.
        let mut ancestor = user;
        let use_block = loop {
            self.spend(1)?;
            let block = body.op_block(ancestor).ok_or(Unsure)?;
            let region = body.block_region(block).ok_or(Unsure)?;
            if region == def_region {
                break block;
            }
            ancestor = body.region_parent(region).ok_or(Unsure)?;
        };
        if !self.scope.is_ssa(def_region) {
            return Ok(());
        }
        let dominated = match body.value_def(value) {
            ValueDef::Result { op: def, .. } if use_block == def_block => {
                def != ancestor && self.position(def)? < self.position(ancestor)?
            }
            ValueDef::Argument { .. } if use_block == def_block => true,
            _ => self.tree(def_region)?.dominates(def_block, use_block),
        };
        if dominated {
            Ok(())
        } else {
            Err(Unsure)
        }
    }

    /// The position of `op` in its block (numbering the block on first need).
    fn position(&mut self, op: OpId) -> Result<u32, Unsure> {
        let body = self.scope.body;
        let block = body.op_block(op).ok_or(Unsure)?;
        if self.numbered.insert(block) {
            for (i, each) in body.block_ops(block).enumerate() {
                self.spend(1)?;
                self.positions.insert(each, i as u32);
            }
        }
        self.positions.get(op).copied().ok_or(Unsure)
    }

    fn tree(&mut self, region: RegionId) -> Result<&RegionDominance, Unsure> {
        if !self.trees.contains_key(&region) {
            let blocks = self.scope.body.region_blocks(region).count();
            self.spend(blocks)?;
            let tree = RegionDominance::new(self.scope.body, region);
            self.trees.insert(region, tree);
        }
        Ok(&self.trees[&region])
    }
}
