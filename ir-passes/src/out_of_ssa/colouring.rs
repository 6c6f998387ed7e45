//! Coalescing: giving block arguments and the values copied into them
//! variables, sharing a variable wherever live ranges do not interfere.
//!
//! The values of a strict SSA program interfere along a chordal graph
//! (Hack and Goos, 2006): visited in dominance order (a preorder of the
//! dominator tree, each block's arguments then its ops' results), the
//! already-coloured values a value interferes with are exactly those live
//! at its definition, and they all interfere with each other. Greedy
//! colouring in that order therefore never needs more variables of a type
//! than there are values of that type live at once, whichever free colour
//! each value picks — so each picks the colour of a value it is copied
//! from or into when that colour is free (biased colouring), which removes
//! the copy.
//!
//! Whether colour `c` is free at a point is one question: the value of
//! colour `c` defined last along the dominator-tree path (a stack per
//! colour, undone when the walk leaves a subtree) is the only one of that
//! colour that can be live there (two values of one colour live at once
//! would interfere), so `c` is free iff that value is dead at the point,
//! which [`LiveCheck`] answers from the value's uses.
//!
//! Needed block arguments always get a variable. A value copied into one
//! (an op result, an argument of the region's entry block) gets the
//! variable of an argument it is copied into if that one is free at its
//! definition; if such an argument comes later in dominance order, it
//! takes a free colour tentatively, and gives it back if no argument ends
//! up sharing it. Without a partner's colour, a value takes a colour freed
//! by a value that died in the walk (seen at its last use), else one of
//! the [`PROBES`] colours of its type assigned longest ago that is free,
//! else a new one: the time per value is bounded, so the colouring is
//! linear in the size of the function, at the price of a few more
//! variables than the greedy bound when many colours are busy.

use super::assignment::Assignment;
use super::live_check::{LiveCheck, Point, Record};
use super::regions::SsaRegion;
use super::webs::Webs;
use ir_core::graph::dominance::DominatorTree;
use ir_core::graph::region_cfg::RegionCfg;
use ir_core::{BlockId, Body, Context, OpId, OpTraits, Type, ValueId};
use rustc_hash::FxHashMap;
use std::collections::VecDeque;

/// Below this many variables of a type, a value takes a new variable
/// rather than one a tentative value keeps.
const FEW_VARIABLES: usize = 32;

/// How many of a type's colours assigned longest ago a value tries when
/// neither a partner's nor a freed colour is available.
const PROBES: usize = 16;

/// The colours of one type in this region.
#[derive(Default)]
struct Palette {
    /// How many colours the type has.
    count: usize,
    /// Colours whose value died during the walk (may be taken again since).
    freed: Vec<u32>,
    /// Colours by time of last assignment, oldest first, with the time
    /// (an entry whose time is not the colour's latest is stale).
    by_age: VecDeque<(u32, u64)>,
}

/// The walk over one region.
struct Colouring<'a> {
    ctx: &'a Context,
    body: &'a Body,
    webs: &'a Webs,
    check: &'a mut LiveCheck,
    assignment: &'a mut Assignment,
    region: SsaRegion,
    /// The first variable of this region (those before are other regions').
    first_variable: u32,
    palettes: FxHashMap<Type, Palette>,
    /// The value of each of this region's variables defined last on the
    /// dominator-tree path, with its uses' record (indexed from
    /// `first_variable`).
    top: Vec<Option<(ValueId, Record)>>,
    /// When each of this region's variables was last assigned.
    assigned_at: Vec<u64>,
    clock: u64,
    /// Previous tops, to undo when leaving a subtree.
    undo: Vec<(u32, Option<(ValueId, Record)>)>,
    /// Values coloured before knowing whether an argument would share.
    tentative: Vec<ValueId>,
    /// How many of each tentative value's partners have no variable yet.
    pending: FxHashMap<ValueId, usize>,
}

/// Gives variables to the needed block arguments of `region` and, with
/// `coalesce`, to the values copied into them that can share; records in
/// `check` the uses of every value given a variable.
pub(crate) fn colour_region(
    ctx: &Context,
    body: &Body,
    region: SsaRegion,
    webs: &Webs,
    check: &mut LiveCheck,
    assignment: &mut Assignment,
    coalesce: bool,
) {
    let (cfg, tree) = (check.cfg().clone(), check.tree().clone());
    let mut colouring = Colouring {
        ctx,
        body,
        webs,
        check,
        region,
        first_variable: assignment.num_variables() as u32,
        top: Vec::new(),
        assigned_at: Vec::new(),
        assignment,
        clock: 0,
        palettes: FxHashMap::default(),
        undo: Vec::new(),
        tentative: Vec::new(),
        pending: FxHashMap::default(),
    };
    if coalesce {
        colouring.walk_dominator_tree(&cfg, &tree);
    }
    colouring.separate_variables(&cfg, coalesce);
    colouring.give_back_tentative();
}

/// A step of the dominator-tree walk.
enum Visit {
    Enter(usize),
    Leave(usize),
}

impl Colouring<'_> {
    /// Colours the reachable blocks in a preorder of the dominator tree.
    fn walk_dominator_tree(&mut self, cfg: &RegionCfg, tree: &DominatorTree) {
        let mut stack = vec![Visit::Enter(0)];
        while let Some(visit) = stack.pop() {
            match visit {
                Visit::Enter(node) => {
                    stack.push(Visit::Leave(self.undo.len()));
                    self.colour_block(cfg.block(node), node == 0);
                    stack.extend(tree.children(node).rev().map(Visit::Enter));
                }
                Visit::Leave(mark) => {
                    while self.undo.len() > mark {
                        let (variable, previous) = self.undo.pop().expect("an undo entry");
                        let at = self.local(variable);
                        self.top[at] = previous;
                    }
                }
            }
        }
    }

    fn colour_block(&mut self, block: BlockId, entry: bool) {
        let body = self.body;
        for &arg in body.block_args(block) {
            if entry && self.webs.is_candidate(arg) {
                self.colour_candidate(arg, Point::Start(block));
            } else if self.webs.is_needed(arg) {
                self.colour_needed(arg, Point::Start(block));
            }
        }
        for op in body.block_ops(block) {
            self.free_dead_operands(op);
            if self.ctx.op_has(body.op_name(op), OpTraits::TERMINATOR) {
                continue;
            }
            for &result in body.results(op) {
                if self.webs.is_candidate(result) {
                    self.colour_candidate(result, Point::After(op));
                }
            }
        }
    }

    /// Puts the colours of the values whose last use is `op` on their
    /// type's freed list.
    fn free_dead_operands(&mut self, op: OpId) {
        for value in self.body.operands(op) {
            let Some(variable) = self.assignment.variable(value) else {
                continue;
            };
            if variable < self.first_variable {
                continue;
            }
            let Some((top, record)) = self.top[self.local(variable)] else {
                continue;
            };
            if top == value && !self.check.is_live_at(self.body, record, Point::After(op)) {
                let ty = self.assignment.variable_type(variable);
                self.palettes.entry(ty).or_default().freed.push(variable);
            }
        }
    }

    /// Gives each needed argument the walk did not reach (unreachable
    /// blocks, or all of them without coalescing) a variable of its own.
    fn separate_variables(&mut self, cfg: &RegionCfg, coalesced: bool) {
        for node in 0..cfg.num_blocks() {
            if coalesced && cfg.is_reachable(node) {
                continue;
            }
            for &arg in self.body.block_args(cfg.block(node)) {
                if self.webs.is_needed(arg) {
                    let variable = self.new_variable(self.body.value_type(arg));
                    self.take(arg, variable);
                }
            }
        }
    }

    /// A needed argument: a partner's free variable, else any free one of
    /// its type, else a new one.
    fn colour_needed(&mut self, arg: ValueId, at: Point) {
        let ty = self.body.value_type(arg);
        let variable = self
            .free_partner_variable(arg, at)
            .or_else(|| self.free_variable(ty, at))
            .unwrap_or_else(|| self.new_variable(ty));
        self.take(arg, variable);
    }

    /// A value copied into needed arguments: shares a partner's free
    /// variable; if a partner is still to come, takes a free variable
    /// tentatively; otherwise stays out of variables.
    fn colour_candidate(&mut self, value: ValueId, at: Point) {
        if let Some(variable) = self.free_partner_variable(value, at) {
            self.take(value, variable);
            return;
        }
        let assignment = &*self.assignment;
        let to_come = self
            .webs
            .partners(value)
            .iter()
            .filter(|&&p| assignment.variable(p).is_none())
            .count();
        if to_come > 0 {
            let ty = self.body.value_type(value);
            let variable = self
                .free_variable(ty, at)
                .unwrap_or_else(|| self.new_variable(ty));
            self.take(value, variable);
            self.tentative.push(value);
            self.pending.insert(value, to_come);
        }
    }

    /// The first partner's variable of `value`'s type that is free at `at`.
    fn free_partner_variable(&self, value: ValueId, at: Point) -> Option<u32> {
        let ty = self.body.value_type(value);
        self.webs.partners(value).iter().find_map(|&partner| {
            let variable = self.assignment.variable(partner)?;
            let ours =
                variable >= self.first_variable && self.assignment.variable_type(variable) == ty;
            (ours && self.is_free(variable, at)).then_some(variable)
        })
    }

    /// A variable of `ty` free at `at` that no tentative value keeps for
    /// an argument still to come: a freed one, else one of the oldest. If
    /// only kept ones are free, `None` (a new variable: the tentative one
    /// is likely given back) while the type has few variables, else one.
    fn free_variable(&mut self, ty: Type, at: Point) -> Option<u32> {
        let mut kept = None;
        while let Some(variable) = self.palettes.get_mut(&ty)?.freed.pop() {
            if let Some(found) = self.consider(variable, at, &mut kept) {
                return Some(found);
            }
        }
        let mut probes = 0;
        while probes < PROBES {
            let palette = self.palettes.get_mut(&ty)?;
            let Some((variable, time)) = palette.by_age.pop_front() else {
                break;
            };
            if time != self.assigned_at[(variable - self.first_variable) as usize] {
                continue;
            }
            probes += 1;
            palette.by_age.push_back((variable, time));
            if let Some(found) = self.consider(variable, at, &mut kept) {
                return Some(found);
            }
        }
        let palette = self.palettes.get(&ty)?;
        kept.filter(|_| palette.count >= FEW_VARIABLES)
    }

    /// `variable` if it is free at `at` and not kept by a tentative value;
    /// a kept free one is noted in `kept`.
    fn consider(&self, variable: u32, at: Point, kept: &mut Option<u32>) -> Option<u32> {
        if !self.is_free(variable, at) {
            return None;
        }
        if self.is_kept(variable) {
            kept.get_or_insert(variable);
            return None;
        }
        Some(variable)
    }

    /// Whether the value of `variable` defined last is a tentative one
    /// whose arguments are not all coloured yet.
    fn is_kept(&self, variable: u32) -> bool {
        self.top[self.local(variable)]
            .is_some_and(|(v, _)| self.pending.get(&v).is_some_and(|&n| n > 0))
    }

    /// The index of this region's `variable` in `top` and `assigned_at`.
    fn local(&self, variable: u32) -> usize {
        (variable - self.first_variable) as usize
    }

    fn new_variable(&mut self, ty: Type) -> u32 {
        let variable = self.assignment.new_variable(ty, self.region.root);
        self.palettes.entry(ty).or_default().count += 1;
        self.top.push(None);
        self.assigned_at.push(0);
        variable
    }

    /// Puts `value` in `variable` at the top of its stack; the tentative
    /// values passed to it have one partner less to wait for.
    fn take(&mut self, value: ValueId, variable: u32) {
        self.assignment.assign(value, variable);
        for &partner in self.webs.partners(value) {
            if let Some(waiting) = self.pending.get_mut(&partner) {
                *waiting = waiting.saturating_sub(1);
            }
        }
        let record = self.check.record(self.body, value);
        let at = self.local(variable);
        let previous = self.top[at].replace((value, record));
        self.undo.push((variable, previous));
        self.clock += 1;
        self.assigned_at[at] = self.clock;
        let ty = self.assignment.variable_type(variable);
        let palette = self.palettes.entry(ty).or_default();
        palette.by_age.push_back((variable, self.clock));
    }

    /// Whether no value of `variable` is live at `at`.
    fn is_free(&self, variable: u32, at: Point) -> bool {
        self.top[self.local(variable)]
            .is_none_or(|(_, record)| !self.check.is_live_at(self.body, record, at))
    }

    /// Takes tentatively coloured values out of variables no partner shares.
    fn give_back_tentative(&mut self) {
        for &value in &self.tentative {
            let variable = self.assignment.variable(value);
            let shared = self
                .webs
                .partners(value)
                .iter()
                .any(|&p| self.assignment.variable(p) == variable);
            if !shared {
                self.assignment.unassign(value);
            }
        }
    }
}
