//! Dominance-aware pools of the values usable at the current insertion point.
//!
//! Generation is structured: every construct only appends to the pools, and
//! when control leaves a region whose values no longer dominate the insertion
//! point (a branch arm, a loop body, a nested region), the pools are
//! truncated back to a [`Mark`] taken before it. So the pools always hold
//! exactly values that dominate the next op, which keeps the output valid SSA.

use crate::ir::{Ty, Value};
use crate::ops::{BinOp, Overflow};
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

/// Number of scalar types, one pool each.
const POOLS: usize = Ty::SCALARS.len();

/// Lengths of the pools at some point, to truncate back to.
#[derive(Clone, Copy, Debug)]
pub struct Mark {
    pools: [usize; POOLS],
    exprs: usize,
}

/// Values (and expressions over them) that dominate the insertion point,
/// one pool per scalar type.
#[derive(Debug, Default)]
pub struct Scope {
    pools: [Vec<Value>; POOLS],
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
        if let Some(i) = v.ty().scalar_index() {
            self.pools[i].push(v);
        }
    }

    /// Remembers an emitted expression (its operands are in scope).
    pub fn push_expr(&mut self, e: Expr) {
        self.exprs.push(e);
    }

    /// The current pool sizes.
    pub fn mark(&self) -> Mark {
        Mark {
            pools: self.pools.each_ref().map(Vec::len),
            exprs: self.exprs.len(),
        }
    }

    /// Forgets everything pushed since `m` was taken.
    pub fn reset(&mut self, m: Mark) {
        for (pool, &len) in self.pools.iter_mut().zip(&m.pools) {
            pool.truncate(len);
        }
        self.exprs.truncate(m.exprs);
    }

    /// Whether a value of scalar type `ty` is in scope.
    pub fn has(&self, ty: Ty) -> bool {
        !self.pool(ty).is_empty()
    }

    /// Picks a value of scalar type `ty`, biased to recent values (short
    /// live ranges) with a tail of uniformly chosen older ones (long live
    /// ranges); `None` if there is none.
    pub fn pick(&self, ty: Ty, rng: &mut Rng) -> Option<Value> {
        pick_recent(self.pool(ty), rng)
    }

    /// Picks an `i32` operand.
    ///
    /// Panics if no `i32` is in scope; benchmark functions always have an
    /// `i32` argument.
    pub fn pick_i32(&self, rng: &mut Rng) -> Value {
        self.pick(Ty::I32, rng).expect("no i32 in scope")
    }

    /// Picks `n` `i32` operands.
    pub fn pick_i32s(&self, rng: &mut Rng, n: usize) -> Vec<Value> {
        (0..n).map(|_| self.pick_i32(rng)).collect()
    }

    /// The most recently defined value of scalar type `ty`, if any.
    pub fn latest(&self, ty: Ty) -> Option<Value> {
        self.pool(ty).last().copied()
    }

    /// Whether any expression can be repeated.
    pub fn has_exprs(&self) -> bool {
        !self.exprs.is_empty()
    }

    /// Picks a recent expression to repeat, if any.
    pub fn pick_expr(&self, rng: &mut Rng) -> Option<Expr> {
        pick_recent(&self.exprs, rng)
    }

    fn pool(&self, ty: Ty) -> &[Value] {
        ty.scalar_index().map_or(&[], |i| &self.pools[i])
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reset_forgets_values_of_every_type() {
        let a = Value::arg(0, Ty::I32);
        let mut s = Scope::new(&[a]);
        let m = s.mark();
        s.push(Value::numbered(1, Ty::I64));
        s.push(Value::numbered(2, Ty::I32));
        s.push(Value::numbered(3, Ty::MemRef(4)));
        assert!(s.has(Ty::I64));
        assert_eq!(s.latest(Ty::I32), Some(Value::numbered(2, Ty::I32)));
        s.reset(m);
        assert!(!s.has(Ty::I64));
        assert_eq!(s.latest(Ty::I32), Some(a));
        let mut rng = Rng::new(1);
        assert_eq!(s.pick(Ty::Index, &mut rng), None);
        assert_eq!(s.pick_i32(&mut rng), a);
    }
}
