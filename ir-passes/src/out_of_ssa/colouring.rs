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
//! which liveness and the last-use table answer in O(1).
//!
//! Needed block arguments always get a variable. A value copied into one
//! (an op result, an argument of the region's entry block) gets the
//! variable of an argument it is copied into if that one is free at its
//! definition; if such an argument comes later in dominance order, it
//! takes a free colour tentatively, and gives it back if no argument ends
//! up sharing it. The cost is one scan of a type's colours when no
//! preferred colour is free: O(values × colours), bounded by the size of
//! the interference graph, the one inherently non-linear part.

use super::assignment::Assignment;
use super::last_use::LastUses;
use super::regions::SsaRegion;
use super::webs::Webs;
use ir_core::graph::dominance::DominatorTree;
use ir_core::graph::liveness::Liveness;
use ir_core::graph::region_cfg::RegionCfg;
use ir_core::ir::ValueDef;
use ir_core::{BlockId, Body, Context, OpId, OpTraits, Type, ValueId};
use rustc_hash::FxHashMap;
use slotmap::SecondaryMap;

/// A program point where a value is defined.
#[derive(Copy, Clone)]
enum Point {
    /// The start of a block (its arguments).
    Start(BlockId),
    /// Just after an op (its results).
    After(OpId),
}

/// The walk over one region.
struct Colouring<'a> {
    ctx: &'a Context,
    body: &'a Body,
    liveness: &'a Liveness,
    webs: &'a Webs,
    last_uses: &'a mut LastUses,
    assignment: &'a mut Assignment,
    region: SsaRegion,
    /// The first variable of this region (those before are other regions').
    first_variable: u32,
    /// This region's variables of each type, in creation order.
    palette: FxHashMap<Type, Vec<u32>>,
    /// The value of each variable defined last on the dominator-tree path
    /// (indexed by variable; other regions' variables stay `None`).
    top: Vec<Option<ValueId>>,
    /// Previous tops, to undo when leaving a subtree.
    undo: Vec<(u32, Option<ValueId>)>,
    /// Values coloured before knowing whether an argument would share.
    tentative: Vec<ValueId>,
    /// The same, as a set.
    is_tentative: SecondaryMap<ValueId, ()>,
}

/// Below this many variables of a type, a value takes a new variable
/// rather than one a tentative value keeps.
const FEW_VARIABLES: usize = 32;

/// Gives variables to the needed block arguments of `region` and, with
/// `coalesce`, to the values copied into them that can share. Records the
/// last uses of every value given a variable in `last_uses`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn colour_region(
    ctx: &Context,
    body: &Body,
    region: SsaRegion,
    webs: &Webs,
    liveness: &Liveness,
    last_uses: &mut LastUses,
    assignment: &mut Assignment,
    coalesce: bool,
) {
    let cfg = RegionCfg::new(body, region.region);
    if cfg.num_blocks() == 0 {
        return;
    }
    let mut colouring = Colouring {
        ctx,
        body,
        liveness,
        webs,
        last_uses,
        region,
        first_variable: assignment.num_variables() as u32,
        top: vec![None; assignment.num_variables()],
        assignment,
        palette: FxHashMap::default(),
        undo: Vec::new(),
        tentative: Vec::new(),
        is_tentative: SecondaryMap::new(),
    };
    if coalesce {
        colouring.walk_dominator_tree(&cfg);
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
    fn walk_dominator_tree(&mut self, cfg: &RegionCfg) {
        let tree = DominatorTree::new(cfg.graph(), 0);
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
                        self.top[variable as usize] = previous;
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
        let variable = self
            .free_partner_variable(arg, at)
            .or_else(|| self.free_variable(self.body.value_type(arg), at))
            .unwrap_or_else(|| self.new_variable(self.body.value_type(arg)));
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
        let partner_to_come = self
            .webs
            .partners(value)
            .iter()
            .any(|&p| assignment.variable(p).is_none());
        if partner_to_come {
            let ty = self.body.value_type(value);
            let variable = self
                .free_variable(ty, at)
                .unwrap_or_else(|| self.new_variable(ty));
            self.take(value, variable);
            self.tentative.push(value);
            self.is_tentative.insert(value, ());
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

    /// The first of this region's variables of `ty` free at `at` that no
    /// tentative value keeps for an argument still to come; if only such
    /// variables are free, `None` (a new variable: the tentative one is
    /// likely given back) while the type has few variables, else the first.
    fn free_variable(&self, ty: Type, at: Point) -> Option<u32> {
        let palette = self.palette.get(&ty)?;
        let mut reserved = None;
        for &variable in palette {
            if !self.is_free(variable, at) {
                continue;
            }
            if !self.is_reserved(variable) {
                return Some(variable);
            }
            reserved.get_or_insert(variable);
        }
        reserved.filter(|_| palette.len() >= FEW_VARIABLES)
    }

    /// Whether the value of `variable` defined last is a tentative one
    /// whose arguments are not all coloured yet.
    fn is_reserved(&self, variable: u32) -> bool {
        let Some(value) = self.top[variable as usize] else {
            return false;
        };
        let assignment = &*self.assignment;
        self.is_tentative.contains_key(value)
            && self
                .webs
                .partners(value)
                .iter()
                .any(|&p| assignment.variable(p).is_none())
    }

    fn new_variable(&mut self, ty: Type) -> u32 {
        let variable = self.assignment.new_variable(ty, self.region.root);
        self.palette.entry(ty).or_default().push(variable);
        self.top.push(None);
        variable
    }

    /// Puts `value` in `variable` at the top of its stack.
    fn take(&mut self, value: ValueId, variable: u32) {
        self.assignment.assign(value, variable);
        let previous = self.top[variable as usize].replace(value);
        self.undo.push((variable, previous));
        self.last_uses.record(self.body, value);
    }

    /// Whether no value of `variable` is live at `at`.
    fn is_free(&self, variable: u32, at: Point) -> bool {
        self.top[variable as usize].is_none_or(|value| !self.is_live_at(value, at))
    }

    /// Whether `value`, defined at or before `at` along the dominator
    /// tree, is live at `at`.
    fn is_live_at(&self, value: ValueId, at: Point) -> bool {
        match at {
            Point::Start(block) => {
                let own_argument = matches!(
                    self.body.value_def(value),
                    ValueDef::Argument { block: b, .. } if b == block
                );
                own_argument || self.liveness.is_live_in(value, block)
            }
            Point::After(op) => {
                let block = self.body.op_block(op).expect("an op in a block");
                self.liveness.is_live_out(value, block)
                    || self
                        .last_uses
                        .last_use(value, block)
                        .is_some_and(|last| last > self.last_uses.position(op))
            }
        }
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
