//! Per-function generation state shared by all shapes.

use crate::builder::FuncBuilder;
use crate::ir::Value;
use crate::rng::Rng;
use crate::scope::Scope;

/// Deepest nesting of constructs that have sub-regions (branches, loops).
pub const MAX_DEPTH: usize = 4;

/// How many ops calls may add to a function when everything is inlined,
/// relative to its own size: fully inlined, a function has at most
/// `1 + INLINE_GROWTH` times its own ops. Without a bound, calls to earlier
/// functions that call earlier functions make `--inline` exponential.
pub const INLINE_GROWTH: usize = 2;

/// A function that generated code may call: `@name` taking `arity` `i32`s
/// and returning one `i32`.
#[derive(Clone, Debug)]
pub struct Callee {
    /// Symbol name without `@`.
    pub name: String,
    /// Number of `i32` parameters.
    pub arity: usize,
    /// Ops of its body once every call in it is inlined, recursively.
    pub inlined_ops: usize,
}

/// Everything a construct needs to emit code into the current function.
#[derive(Debug)]
pub struct Ctx<'a> {
    /// The seeded random source.
    pub rng: &'a mut Rng,
    /// The function body being written.
    pub b: FuncBuilder,
    /// Values dominating the insertion point.
    pub scope: Scope,
    /// The function's arguments: opaque to folding, so branch conditions
    /// are built from them (see `shapes::cond`).
    pub args: Vec<Value>,
    /// Counter making every branch-condition constant unique in the module.
    pub next_cond_const: i64,
    /// `memref<i32>` slots holding the arguments (`-O0` parameters); only
    /// read after the prologue, so they stay opaque after `mem2reg`.
    pub params: Vec<Value>,
    /// `memref<i32>` local variables, read and written.
    pub locals: Vec<Value>,
    /// Loop-counter slots for `-O0`-style loops, one per nesting level.
    pub counters: Vec<Value>,
    /// How many `-O0`-style loops enclose the insertion point.
    pub mem_loop_depth: usize,
    /// How many constructs with sub-regions enclose the insertion point.
    pub depth: usize,
    /// Functions defined earlier in the module (calls only go backwards, so
    /// the call graph is acyclic).
    pub callees: &'a [Callee],
    /// Ops that further calls may still add when fully inlined.
    pub inline_allowance: usize,
    /// Ops added by the calls made so far when fully inlined.
    pub inlined_by_calls: usize,
}

impl Ctx<'_> {
    /// Chooses a function to call, preferring near neighbours (like real
    /// call graphs), among those whose fully inlined size still fits the
    /// inlining allowance; `None` if the few tries found none.
    pub fn pick_callee(&mut self) -> Option<Callee> {
        let (callees, allowance) = (self.callees, self.inline_allowance);
        let idx = self
            .rng
            .pick_recent_index(callees.len(), 8, |i| callees[i].inlined_ops <= allowance)?;
        let callee = &callees[idx];
        self.inline_allowance -= callee.inlined_ops;
        self.inlined_by_calls += callee.inlined_ops;
        Some(callee.clone())
    }

    /// A random size for a sub-region, at most `avail` ops. Mostly small
    /// bodies, smaller when deeply nested, with an occasional big one.
    pub fn sub_budget(&mut self, avail: usize) -> usize {
        let cap = if self.depth == 0 && self.rng.chance(1, 20) {
            400
        } else {
            60 >> self.depth.min(3)
        };
        self.rng.range(0, avail.min(cap))
    }

    /// A random constant, mostly small, sometimes anywhere in `i32`.
    pub fn random_const(&mut self) -> i64 {
        if self.rng.chance(1, 10) {
            i64::from(self.rng.next_u64() as i32)
        } else {
            self.rng.range(0, 200) as i64 - 100
        }
    }
}
