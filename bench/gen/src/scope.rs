//! Dominance-aware pools of the values usable at the current insertion point.
//!
//! Generation is structured: every construct only appends to the pools, and
//! when control leaves a region whose values no longer dominate the insertion
//! point (a branch arm, a loop body), the pools are truncated back to a
//! [`Mark`] taken before it. So the pools always hold exactly values that
//! dominate the next op, which keeps the output valid SSA.

use crate::builder::{BinOp, Overflow, Ty, Value};
use crate::rng::Rng;

/// A binary expression already emitted, kept to emit it again (a common
/// subexpression for CSE/GVN to find).
#[derive(Clone, Copy, Debug)]
pub struct Expr {
    /// The operation.
    pub op: BinOp,
    /// Its overflow flags (ignored by ops without them).
    pub flags: Overflow,
    /// Left operand.
    pub lhs: Value,
    /// Right operand.
    pub rhs: Value,
}

/// Lengths of the pools at some point, to truncate back to.
#[derive(Clone, Copy, Debug)]
pub struct Mark {
    i32s: usize,
    i1s: usize,
    exprs: usize,
}

/// Values (and expressions over them) that dominate the insertion point.
#[derive(Debug, Default)]
pub struct Scope {
    i32s: Vec<Value>,
    i1s: Vec<Value>,
    exprs: Vec<Expr>,
}

impl Scope {
    /// A scope holding the function's arguments.
    pub fn new(args: &[Value]) -> Self {
        let mut s = Scope::default();
        for &a in args {
            s.push(a);
        }
        s
    }

    /// Makes `v` available (memrefs are tracked elsewhere and ignored here).
    pub fn push(&mut self, v: Value) {
        match v.ty() {
            Ty::I32 => self.i32s.push(v),
            Ty::I1 => self.i1s.push(v),
            Ty::MemRef => {}
        }
    }

    /// Remembers an emitted expression (its operands are in scope).
    pub fn push_expr(&mut self, e: Expr) {
        self.exprs.push(e);
    }

    /// The current pool sizes.
    pub fn mark(&self) -> Mark {
        Mark {
            i32s: self.i32s.len(),
            i1s: self.i1s.len(),
            exprs: self.exprs.len(),
        }
    }

    /// Forgets everything pushed since `m` was taken.
    pub fn reset(&mut self, m: Mark) {
        self.i32s.truncate(m.i32s);
        self.i1s.truncate(m.i1s);
        self.exprs.truncate(m.exprs);
    }

    /// Picks an `i32` operand, biased to recent values (short live ranges)
    /// with a tail of uniformly chosen older ones (long live ranges).
    ///
    /// Panics if no `i32` is in scope; functions always have one argument.
    pub fn pick_i32(&self, rng: &mut Rng) -> Value {
        pick_recent(&self.i32s, rng).expect("no i32 in scope")
    }

    /// Picks `n` `i32` operands.
    pub fn pick_i32s(&self, rng: &mut Rng, n: usize) -> Vec<Value> {
        (0..n).map(|_| self.pick_i32(rng)).collect()
    }

    /// Picks an `i1` in scope, if any.
    pub fn pick_i1(&self, rng: &mut Rng) -> Option<Value> {
        pick_recent(&self.i1s, rng)
    }

    /// The most recently defined `i32` in scope.
    pub fn latest_i32(&self) -> Value {
        *self.i32s.last().expect("no i32 in scope")
    }

    /// Whether any expression can be repeated.
    pub fn has_exprs(&self) -> bool {
        !self.exprs.is_empty()
    }

    /// Picks a recent expression to repeat, if any.
    pub fn pick_expr(&self, rng: &mut Rng) -> Option<Expr> {
        pick_recent(&self.exprs, rng)
    }
}

/// 60% among the last 4, 25% among the last 32, 15% uniform over all.
fn pick_recent<T: Copy>(items: &[T], rng: &mut Rng) -> Option<T> {
    if items.is_empty() {
        return None;
    }
    let window = match rng.below(100) {
        0..60 => 4,
        60..85 => 32,
        _ => items.len(),
    }
    .min(items.len());
    Some(items[items.len() - 1 - rng.below(window)])
}
