//! Input shapes and the region emitter that picks constructs by shape.
//!
//! A *construct* is a small statement or a control-flow pattern; each shape
//! is a weighted menu of constructs (see the per-shape files). The emitter
//! fills a region with exactly the requested number of ops: every construct
//! has a known fixed overhead and sizes its sub-regions from what is left,
//! and one-op constructs top it up at the end.

pub mod cfg;
pub mod cond;
pub mod memory;
pub mod mixed;
pub mod straight;

use crate::ctx::{Ctx, MAX_DEPTH};

/// The kind of code to generate.
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum Shape {
    /// Straight-line arithmetic with repeated subexpressions and constant chains.
    Straight,
    /// CFGs: diamonds, bounded loops and irreducible parts, values flowing
    /// through block arguments.
    Cfg,
    /// The `-O0` shape: every variable a `memref.alloca`, loads and stores
    /// across branches and loops.
    Memory,
    /// All of the above interleaved.
    Mixed,
}

impl Shape {
    /// Whether functions of this shape get `memref.alloca` variables.
    pub fn uses_memory(self) -> bool {
        matches!(self, Shape::Memory | Shape::Mixed)
    }

    fn menu(self) -> &'static [(Construct, u32)] {
        match self {
            Shape::Straight => straight::MENU,
            Shape::Cfg => cfg::MENU,
            Shape::Memory => memory::MENU,
            Shape::Mixed => mixed::MENU,
        }
    }
}

/// Every construct any shape can emit.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Construct {
    /// One binary op on values in scope (1 op).
    BinOp,
    /// Constants combined by arithmetic (2..=6 ops).
    ConstChain,
    /// An earlier binary op emitted again on the same operands (1 op).
    Repeat,
    /// `select` on a new `cmpi` or an `i1` in scope (1..=2 ops).
    CmpSelect,
    /// `func.call` of an earlier function (1 op).
    Call,
    /// If/else or if-then, joined with block arguments.
    Diamond,
    /// Bounded counted loop carrying values in header block arguments.
    Loop,
    /// Two-entry (irreducible) loop with a bounded trip count.
    Irreducible,
    /// `x = a op b` through loads and a store (4 ops).
    MemStmt,
    /// Store of a constant (2 ops).
    MemStoreConst,
    /// Store of an SSA value in scope (1 op).
    MemStoreValue,
    /// Loads arguments, calls, stores the result.
    MemCall,
    /// If/else comparing two loaded variables, no block arguments.
    MemIf,
    /// Counted loop with its counter in memory, no block arguments.
    MemLoop,
}

impl Construct {
    /// Upper bound of the ops the construct emits outside its sub-regions.
    fn max_overhead(self) -> usize {
        match self {
            Construct::BinOp | Construct::Repeat | Construct::Call => 1,
            Construct::MemStoreValue => 1,
            Construct::ConstChain | Construct::CmpSelect | Construct::MemStoreConst => 2,
            Construct::MemStmt => 4,
            Construct::Diamond => cfg::DIAMOND_MAX_OVERHEAD,
            Construct::Loop => cfg::LOOP_OVERHEAD,
            Construct::Irreducible => cfg::IRREDUCIBLE_OVERHEAD,
            Construct::MemCall => memory::CALL_MAX_OVERHEAD,
            Construct::MemIf => memory::IF_MAX_OVERHEAD,
            Construct::MemLoop => memory::LOOP_OVERHEAD,
        }
    }

    fn has_subregions(self) -> bool {
        matches!(
            self,
            Construct::Diamond
                | Construct::Loop
                | Construct::Irreducible
                | Construct::MemIf
                | Construct::MemLoop
        )
    }

    fn feasible(self, ctx: &Ctx<'_>, rem: usize) -> bool {
        if self.max_overhead() > rem || (self.has_subregions() && ctx.depth >= MAX_DEPTH) {
            return false;
        }
        match self {
            Construct::Repeat => ctx.scope.has_exprs(),
            Construct::Call => !ctx.callees.is_empty(),
            Construct::MemCall => !ctx.callees.is_empty() && !ctx.locals.is_empty(),
            Construct::MemStmt
            | Construct::MemStoreConst
            | Construct::MemStoreValue
            | Construct::MemIf => !ctx.locals.is_empty(),
            Construct::MemLoop => !ctx.locals.is_empty() && ctx.mem_loop_depth < ctx.counters.len(),
            _ => true,
        }
    }
}

/// Emits exactly `budget` ops of `shape` at the insertion point. The
/// current block is open before and after (a region may end in a
/// different block than it started in).
pub fn emit_region(ctx: &mut Ctx<'_>, shape: Shape, budget: usize) {
    let end = ctx.b.ops() + budget;
    let mut feasible = Vec::new();
    while ctx.b.ops() < end {
        let rem = end - ctx.b.ops();
        feasible.clear();
        feasible.extend(
            shape
                .menu()
                .iter()
                .copied()
                .filter(|&(c, _)| c.feasible(ctx, rem)),
        );
        let c = if feasible.is_empty() {
            Construct::BinOp
        } else {
            ctx.rng.weighted(&feasible)
        };
        emit(ctx, shape, c, rem);
    }
    debug_assert_eq!(ctx.b.ops(), end, "region overshot its budget");
}

/// Emits one construct using at most `rem` ops.
fn emit(ctx: &mut Ctx<'_>, shape: Shape, c: Construct, rem: usize) {
    match c {
        Construct::BinOp => straight::binop(ctx),
        Construct::ConstChain => straight::const_chain(ctx, rem),
        Construct::Repeat => straight::repeat(ctx),
        Construct::CmpSelect => straight::cmp_select(ctx),
        Construct::Call => straight::call(ctx),
        Construct::Diamond => cfg::diamond(ctx, shape, rem),
        Construct::Loop => cfg::counted_loop(ctx, shape, rem),
        Construct::Irreducible => cfg::irreducible(ctx, shape, rem),
        Construct::MemStmt => memory::stmt(ctx),
        Construct::MemStoreConst => memory::store_const(ctx),
        Construct::MemStoreValue => memory::store_value(ctx),
        Construct::MemCall => memory::call(ctx),
        Construct::MemIf => memory::if_else(ctx, shape, rem),
        Construct::MemLoop => memory::counted_loop(ctx, shape, rem),
    }
}
