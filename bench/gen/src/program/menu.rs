//! The constructs a function body is made of, their weights, when each
//! may appear, and the region filler that picks them.

use super::config::Feature;
use super::ctx::Ctx;
use super::{arith, calls, cfg, memory, scf};

/// A statement or control-flow pattern the generator emits.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Construct {
    /// A ring, bitwise or min/max op on one integer type.
    BinOp,
    /// `andi`/`ori`/`xori` on `i1`s.
    Logic,
    /// Constants folded together by arithmetic.
    ConstChain,
    /// An earlier binary op emitted again (operands swapped when it
    /// commutes).
    Repeat,
    /// `select` on a comparison.
    CmpSelect,
    /// Division or remainder by a guarded divisor.
    Division,
    /// Shift by a masked amount.
    Shift,
    /// A conversion between integer types.
    Cast,
    /// If/else or if-then with `cf.cond_br`, joined with block arguments.
    Diamond,
    /// A counted `cf` loop carrying values in block arguments.
    Loop,
    /// A two-entry `cf` loop bounded by a counter.
    Irreducible,
    /// `cf.switch` to targets joined with block arguments.
    Switch,
    /// `memref.load` of a variable.
    MemLoad,
    /// `memref.store` to a variable.
    MemStore,
    /// `x = a op b` through loads and a store.
    MemStmt,
    /// `-O0` if/else: no block arguments, variables in memory.
    MemIf,
    /// `-O0` counted loop with its counter in memory.
    MemLoop,
    /// `func.call` of another function.
    Call,
    /// `scf.if`.
    ScfIf,
    /// `scf.for`.
    ScfFor,
    /// `scf.while`.
    ScfWhile,
    /// `scf.execute_region`.
    ExecuteRegion,
    /// `scf.index_switch`.
    IndexSwitch,
}

/// Construct weights.
const MENU: &[(Construct, u32)] = &[
    (Construct::BinOp, 30),
    (Construct::Logic, 3),
    (Construct::ConstChain, 6),
    (Construct::Repeat, 10),
    (Construct::CmpSelect, 8),
    (Construct::Division, 6),
    (Construct::Shift, 5),
    (Construct::Cast, 6),
    (Construct::Diamond, 6),
    (Construct::Loop, 4),
    (Construct::Irreducible, 2),
    (Construct::Switch, 2),
    (Construct::MemLoad, 5),
    (Construct::MemStore, 5),
    (Construct::MemStmt, 6),
    (Construct::MemIf, 2),
    (Construct::MemLoop, 2),
    (Construct::Call, 5),
    (Construct::ScfIf, 5),
    (Construct::ScfFor, 4),
    (Construct::ScfWhile, 2),
    (Construct::ExecuteRegion, 2),
    (Construct::IndexSwitch, 2),
];

impl Construct {
    /// The feature that enables it; `None` for plain arithmetic.
    pub fn feature(self) -> Option<Feature> {
        Some(match self {
            Construct::BinOp | Construct::Logic => return None,
            Construct::ConstChain => Feature::ConstChains,
            Construct::Repeat => Feature::Repeats,
            Construct::CmpSelect => Feature::Selects,
            Construct::Division => Feature::Division,
            Construct::Shift => Feature::Shifts,
            Construct::Cast => Feature::Casts,
            Construct::Diamond => Feature::Branches,
            Construct::Loop => Feature::Loops,
            Construct::Irreducible => Feature::Irreducible,
            Construct::Switch => Feature::Switch,
            Construct::MemLoad
            | Construct::MemStore
            | Construct::MemStmt
            | Construct::MemIf
            | Construct::MemLoop => Feature::Memory,
            Construct::Call => Feature::Calls,
            Construct::ScfIf => Feature::ScfIf,
            Construct::ScfFor => Feature::ScfFor,
            Construct::ScfWhile => Feature::ScfWhile,
            Construct::ExecuteRegion => Feature::ExecuteRegion,
            Construct::IndexSwitch => Feature::IndexSwitch,
        })
    }

    /// Whether it branches between blocks of the current region.
    fn branches(self) -> bool {
        matches!(
            self,
            Construct::Diamond
                | Construct::Loop
                | Construct::Irreducible
                | Construct::Switch
                | Construct::MemIf
                | Construct::MemLoop
        )
    }

    /// Whether it is a loop.
    fn is_loop(self) -> bool {
        matches!(
            self,
            Construct::Loop
                | Construct::Irreducible
                | Construct::MemLoop
                | Construct::ScfFor
                | Construct::ScfWhile
        )
    }

    /// Whether it nests code (arms, bodies or regions).
    fn nests(self) -> bool {
        self.branches()
            || matches!(
                self,
                Construct::ScfIf
                    | Construct::ScfFor
                    | Construct::ScfWhile
                    | Construct::ExecuteRegion
                    | Construct::IndexSwitch
            )
    }

    /// Ops it needs at least, to keep small budgets from taking big
    /// constructs.
    fn min_ops(self) -> usize {
        match self {
            Construct::Loop | Construct::MemLoop | Construct::ScfWhile => 8,
            Construct::Irreducible => 10,
            Construct::Diamond | Construct::Switch | Construct::MemIf => 5,
            Construct::ScfFor | Construct::IndexSwitch => 4,
            Construct::ScfIf | Construct::ExecuteRegion | Construct::Division => 3,
            Construct::ConstChain | Construct::MemStmt => 2,
            _ => 1,
        }
    }

    fn feasible(self, ctx: &Ctx<'_>, rem: usize) -> bool {
        if self.min_ops() > rem
            || self.feature().is_some_and(|f| !ctx.allows(f))
            || (self.nests() && ctx.depth >= ctx.cfg.max_depth)
            || (self.is_loop() && ctx.loop_depth >= ctx.cfg.max_loop_depth)
            || (self.branches() && !ctx.multi_block)
        {
            return false;
        }
        match self {
            Construct::Repeat => ctx.scope.has_exprs(),
            Construct::Call => !ctx.callees.is_empty(),
            Construct::MemLoad | Construct::MemStore | Construct::MemStmt | Construct::MemIf => {
                !ctx.slots.is_empty()
            }
            Construct::MemLoop => !ctx.slots.is_empty() && ctx.loop_depth < ctx.counters.len(),
            _ => true,
        }
    }
}

/// Emits about `budget` ops of random constructs at the insertion point.
/// The current block is open before and after (the code may end in a
/// different block than it started in).
pub fn fill(ctx: &mut Ctx<'_>, budget: usize) {
    let end = ctx.w.ops() + budget;
    let mut feasible = Vec::new();
    while ctx.w.ops() < end {
        let rem = end - ctx.w.ops();
        feasible.clear();
        feasible.extend(MENU.iter().copied().filter(|&(c, _)| c.feasible(ctx, rem)));
        let c = if feasible.is_empty() {
            Construct::BinOp
        } else {
            ctx.rng.weighted(&feasible)
        };
        if let Some(f) = c.feature() {
            ctx.coverage.record(f);
        }
        emit(ctx, c, rem);
    }
}

/// Emits one construct, sizing nested code from the `rem` ops left.
fn emit(ctx: &mut Ctx<'_>, c: Construct, rem: usize) {
    match c {
        Construct::BinOp => arith::binop(ctx),
        Construct::Logic => arith::logic(ctx),
        Construct::ConstChain => arith::const_chain(ctx),
        Construct::Repeat => arith::repeat(ctx),
        Construct::CmpSelect => arith::cmp_select(ctx),
        Construct::Division => arith::division(ctx),
        Construct::Shift => arith::shift(ctx),
        Construct::Cast => arith::cast(ctx),
        Construct::Diamond => cfg::diamond(ctx, rem),
        Construct::Loop => cfg::counted_loop(ctx, rem),
        Construct::Irreducible => cfg::irreducible(ctx, rem),
        Construct::Switch => cfg::switch(ctx, rem),
        Construct::MemLoad => memory::load(ctx),
        Construct::MemStore => memory::store(ctx),
        Construct::MemStmt => memory::stmt(ctx),
        Construct::MemIf => memory::if_else(ctx, rem),
        Construct::MemLoop => memory::counted_loop(ctx, rem),
        Construct::Call => calls::call(ctx),
        Construct::ScfIf => scf::if_op(ctx, rem),
        Construct::ScfFor => scf::for_op(ctx, rem),
        Construct::ScfWhile => scf::while_op(ctx, rem),
        Construct::ExecuteRegion => scf::execute_region(ctx, rem),
        Construct::IndexSwitch => scf::index_switch(ctx, rem),
    }
}
