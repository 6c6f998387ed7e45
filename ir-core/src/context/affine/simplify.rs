//! The simplifying constructors of affine expressions: what MLIR does to an
//! expression when it is built (`AffineExpr`'s operators), re-derived by
//! comparing the maps mlir-opt-22 prints (`scripts/compare-affine.sh`).
//!
//! Each constructor tries its rules in order and, when none applies, makes
//! the node as it is:
//!
//! * `a + b`: constants fold (unless the sum overflows); a constant, or a
//!   symbolic term before a dimensional one, moves right, and two
//!   dimensions (two symbols) are ordered by position; `e + 0` is `e`;
//!   `(e + c1) + c2` is `e + (c1 + c2)`; `e * c1 + e * c2` is
//!   `e * (c1 + c2)` (a term alone counts as `e * 1`); `(e + c) + f` is
//!   `(e + f) + c`; `e - (e floordiv q) * q` is `e mod q` (for a
//!   positive constant `q`, or a symbolic one); last, `(a + b) + (e
//!   floordiv q) * f` is `a + (b + (e floordiv q) * f)` when that inner
//!   sum simplifies (tried down the chain of right operands of `b`).
//! * `a * b`: constants fold (unless the product overflows); one side must
//!   be symbolic, else the node is kept; the constant or symbolic side
//!   moves right, two symbols are ordered by position; `e * 1` is `e`,
//!   `e * 0` is `0`; `(e * c1) * c2` is `e * (c1 * c2)`; `(e * c) * f`
//!   is `(e * f) * c`.
//! * `a floordiv c` and `a ceildiv c` simplify only for a constant `c`
//!   other than 0, `a mod c` only for `c >= 1` (else they are kept):
//!   constants fold (rounding down, up, and to a non-negative remainder);
//!   by 1 a division is `a` and `mod` is 0; `(e * k) floordiv c` is
//!   `e * (k / c)` when `c` divides `k` (`ceildiv` too); `(x + y)
//!   floordiv c` is `x floordiv c + y floordiv c` when `c` divides `x` or
//!   `y`; `a mod c` is 0 when `c` divides `a`, `(x + y) mod c` drops the
//!   term `c` divides, and `(e mod k) mod c` is `e mod c` when `c`
//!   divides `k`.
//!
//! "`c` divides `e`" reads the largest known divisor the builder keeps per
//! node (constants' absolute values, multiplied through products, gcd
//! through sums and `mod`, divided through exact divisions). Constant
//! arithmetic inside the rules wraps at 64 bits as MLIR's does.
//!
//! Every rule looks a bounded distance into its operands, except three
//! that follow a chain of terms. The two that distribute over a sum run
//! on explicit stacks, and each step removes or divides a term, so their
//! work is linear in the terms they touch. Regrouping a sum rebuilds the
//! chain of right operands it went down, which MLIR does for any length
//! (quadratic, and recursive, over a sum that keeps growing that way);
//! here it goes at most 1000 deep, as parentheses nest at most that deep,
//! and leaves a deeper sum as it is.

use super::builder::AffineBuilder;

/// How far [`AffineBuilder::regroup`] follows a chain of right operands.
const MAX_REGROUP_DEPTH: usize = 1000;

/// How many regroupings may run within one another (a regrouped sum is
/// added up again, which may regroup again, each time in a smaller
/// operand).
const MAX_REGROUP_NESTING: u32 = 32;
use super::expr::{AffineBinaryOp, AffineExpr, ExprId};

impl AffineBuilder {
    /// `lhs op rhs`, simplified.
    pub fn binary(&mut self, op: AffineBinaryOp, lhs: ExprId, rhs: ExprId) -> ExprId {
        match op {
            AffineBinaryOp::Add => self.add(lhs, rhs),
            AffineBinaryOp::Mul => self.mul(lhs, rhs),
            AffineBinaryOp::FloorDiv => self.floor_div(lhs, rhs),
            AffineBinaryOp::CeilDiv => self.ceil_div(lhs, rhs),
            AffineBinaryOp::Mod => self.modulo(lhs, rhs),
        }
    }

    /// `lhs + rhs`, simplified.
    pub fn add(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        match self.simplify_add(lhs, rhs) {
            Some(sum) => sum,
            None => self.raw(AffineBinaryOp::Add, lhs, rhs),
        }
    }

    /// `lhs - rhs`: `lhs + rhs * -1`.
    pub fn sub(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        let minus_one = self.constant(-1);
        let negated = self.mul(rhs, minus_one);
        self.add(lhs, negated)
    }

    /// `lhs * rhs`, simplified.
    pub fn mul(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        match self.simplify_mul(lhs, rhs) {
            Some(product) => product,
            None => self.raw(AffineBinaryOp::Mul, lhs, rhs),
        }
    }

    /// `lhs ceildiv rhs`, simplified.
    pub fn ceil_div(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        match self.simplify_division(lhs, rhs, ceil_div) {
            Some(quotient) => quotient,
            None => self.raw(AffineBinaryOp::CeilDiv, lhs, rhs),
        }
    }

    /// `lhs floordiv rhs`, simplified: a sum with a term `rhs` divides is
    /// divided term by term, on a stack of the terms still to divide.
    pub fn floor_div(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        enum Task {
            Divide(ExprId),
            AddLastTwo,
        }
        let mut tasks = vec![Task::Divide(lhs)];
        let mut done = Vec::new();
        while let Some(task) = tasks.pop() {
            match task {
                Task::Divide(e) => {
                    if let Some((x, y)) = self.divisible_sum(e, rhs) {
                        tasks.extend([Task::AddLastTwo, Task::Divide(y), Task::Divide(x)]);
                        continue;
                    }
                    let quotient = match self.simplify_division(e, rhs, floor_div) {
                        Some(quotient) => quotient,
                        None => self.raw(AffineBinaryOp::FloorDiv, e, rhs),
                    };
                    done.push(quotient);
                }
                Task::AddLastTwo => {
                    let y = done.pop().expect("the right term's quotient");
                    let x = done.pop().expect("the left term's quotient");
                    let sum = self.add(x, y);
                    done.push(sum);
                }
            }
        }
        done.pop().expect("the quotient")
    }

    /// `lhs mod rhs`, simplified; the rules that drop a term or an inner
    /// `mod` go on with what is left, in a loop.
    pub fn modulo(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        let Some(c) = self.positive_constant(rhs) else {
            return self.raw(AffineBinaryOp::Mod, lhs, rhs);
        };
        let mut lhs = lhs;
        loop {
            if let Some(a) = self.node(lhs).as_constant() {
                return self.constant(a.rem_euclid(c));
            }
            if self.divisor(lhs).wrapping_rem(c) == 0 {
                return self.constant(0);
            }
            if let Some((x, y)) = self.node(lhs).as_binary(AffineBinaryOp::Add) {
                if self.divisor(x).wrapping_rem(c) == 0 {
                    lhs = y;
                    continue;
                }
                if self.divisor(y).wrapping_rem(c) == 0 {
                    lhs = x;
                    continue;
                }
            }
            if let Some((e, k)) = self.with_constant_rhs(lhs, AffineBinaryOp::Mod) {
                if k >= 1 && k % c == 0 {
                    lhs = e;
                    continue;
                }
            }
            return self.raw(AffineBinaryOp::Mod, lhs, rhs);
        }
    }

    /// `lhs op rhs` as it is.
    fn raw(&mut self, op: AffineBinaryOp, lhs: ExprId, rhs: ExprId) -> ExprId {
        self.intern(AffineExpr::Binary { op, lhs, rhs })
    }

    /// The rules of `+` (see the module doc); `None` keeps the sum as it is.
    fn simplify_add(&mut self, lhs: ExprId, rhs: ExprId) -> Option<ExprId> {
        match self.simplify_add_here(lhs, rhs) {
            Some(sum) => Some(sum),
            None => self.regroup(lhs, rhs),
        }
    }

    /// `(a + b) + (e floordiv q) * f` as `a + (b + (e floordiv q) * f)`
    /// when the inner sum simplifies, trying `b`'s own right operand in
    /// turn when `b` is a sum (MLIR's recursion, here a loop down the
    /// chain of right operands, at most [`MAX_REGROUP_DEPTH`] deep and
    /// [`MAX_REGROUP_NESTING`] regroupings within one another).
    fn regroup(&mut self, lhs: ExprId, rhs: ExprId) -> Option<ExprId> {
        let (quotient, _) = self.node(rhs).as_binary(AffineBinaryOp::Mul)?;
        self.node(quotient).as_binary(AffineBinaryOp::FloorDiv)?;
        if self.regroup_nesting >= MAX_REGROUP_NESTING {
            return None;
        }
        let mut lefts = Vec::new();
        let mut sum = lhs;
        let inner = loop {
            let (a, b) = self.node(sum).as_binary(AffineBinaryOp::Add)?;
            if lefts.len() == MAX_REGROUP_DEPTH {
                return None;
            }
            lefts.push(a);
            self.regroup_nesting += 1;
            let simplified = self.simplify_add_here(b, rhs);
            self.regroup_nesting -= 1;
            if let Some(simplified) = simplified {
                break simplified;
            }
            sum = b;
        };
        self.regroup_nesting += 1;
        let rebuilt = lefts
            .into_iter()
            .rev()
            .fold(inner, |acc, a| self.add(a, acc));
        self.regroup_nesting -= 1;
        Some(rebuilt)
    }

    /// The rules of `+` at the top of the sum (all but [`Self::regroup`]).
    fn simplify_add_here(&mut self, lhs: ExprId, rhs: ExprId) -> Option<ExprId> {
        let (l, r) = (self.node(lhs), self.node(rhs));
        if let (Some(a), Some(b)) = (l.as_constant(), r.as_constant()) {
            return a.checked_add(b).map(|sum| self.constant(sum));
        }
        if l.as_constant().is_some()
            || (self.is_symbolic(lhs) && !self.is_symbolic(rhs))
            || out_of_order(l, r)
        {
            return Some(self.add(rhs, lhs));
        }
        if r.as_constant() == Some(0) {
            return Some(lhs);
        }
        let inner = self.with_constant_rhs(lhs, AffineBinaryOp::Add);
        if let (Some((e, c1)), Some(c2)) = (inner, r.as_constant()) {
            let c = self.constant(c1.wrapping_add(c2));
            return Some(self.add(e, c));
        }
        let ((e1, k1), (e2, k2)) = (self.scaled(lhs), self.scaled(rhs));
        if e1 == e2 {
            let k = self.constant(k1.wrapping_add(k2));
            return Some(self.mul(e1, k));
        }
        if let Some((e, c)) = inner {
            let sum = self.add(e, rhs);
            let c = self.constant(c);
            return Some(self.add(sum, c));
        }
        self.recognize_mod(lhs, rhs)
    }

    /// `e + ((e floordiv q) * q) * -1` or `e + (e floordiv q) * -q` as
    /// `e mod q` (the second for a positive constant `q`).
    fn recognize_mod(&mut self, lhs: ExprId, rhs: ExprId) -> Option<ExprId> {
        let (scaled, k) = self.with_constant_rhs(rhs, AffineBinaryOp::Mul)?;
        let q = match self.node(scaled) {
            AffineExpr::Binary {
                op: AffineBinaryOp::Mul,
                lhs: quotient,
                rhs: q,
            } if k == -1 => {
                let (e, divisor) = self.node(quotient).as_binary(AffineBinaryOp::FloorDiv)?;
                (e == lhs && divisor == q).then_some(q)?
            }
            AffineExpr::Binary {
                op: AffineBinaryOp::FloorDiv,
                lhs: e,
                rhs: q,
            } => {
                let value = self.positive_constant(q)?;
                (e == lhs && k.checked_neg() == Some(value)).then_some(q)?
            }
            _ => return None,
        };
        Some(self.modulo(lhs, q))
    }

    /// The rules of `*` (see the module doc); `None` keeps the product as it is.
    fn simplify_mul(&mut self, lhs: ExprId, rhs: ExprId) -> Option<ExprId> {
        let (l, r) = (self.node(lhs), self.node(rhs));
        if let (Some(a), Some(b)) = (l.as_constant(), r.as_constant()) {
            return a.checked_mul(b).map(|product| self.constant(product));
        }
        if !self.is_symbolic(lhs) && !self.is_symbolic(rhs) {
            return None;
        }
        if !self.is_symbolic(rhs) || l.as_constant().is_some() || out_of_order(l, r) {
            return Some(self.mul(rhs, lhs));
        }
        match r.as_constant() {
            Some(1) => return Some(lhs),
            Some(0) => return Some(rhs),
            _ => {}
        }
        let (e, c1) = self.with_constant_rhs(lhs, AffineBinaryOp::Mul)?;
        if let Some(c2) = r.as_constant() {
            let c = self.constant(c1.wrapping_mul(c2));
            return Some(self.mul(e, c));
        }
        let product = self.mul(e, rhs);
        let c = self.constant(c1);
        Some(self.mul(product, c))
    }

    /// The rules `floordiv` and `ceildiv` share, with `divide` folding
    /// constants; `None` keeps the quotient as it is.
    fn simplify_division(
        &mut self,
        lhs: ExprId,
        rhs: ExprId,
        divide: fn(i64, i64) -> i64,
    ) -> Option<ExprId> {
        let c = self.nonzero_constant(rhs)?;
        if let Some(a) = self.node(lhs).as_constant() {
            // i64::MIN / -1 overflows: kept as it is.
            return a.checked_div(c).map(|_| self.constant(divide(a, c)));
        }
        if c == 1 {
            return Some(lhs);
        }
        let (e, k) = self.with_constant_rhs(lhs, AffineBinaryOp::Mul)?;
        if k.wrapping_rem(c) != 0 {
            return None;
        }
        let c = self.constant(k.wrapping_div(c));
        Some(self.mul(e, c))
    }

    /// The terms of `lhs` when it is a sum that a constant `rhs` other
    /// than 0 and 1 divides term by term (one term a multiple of it).
    fn divisible_sum(&self, lhs: ExprId, rhs: ExprId) -> Option<(ExprId, ExprId)> {
        let c = self.nonzero_constant(rhs).filter(|&c| c != 1)?;
        let (x, y) = self.node(lhs).as_binary(AffineBinaryOp::Add)?;
        let divides = |e: ExprId| self.divisor(e).wrapping_rem(c) == 0;
        (divides(x) || divides(y)).then_some((x, y))
    }

    /// The value of a constant `id` other than 0.
    fn nonzero_constant(&self, id: ExprId) -> Option<i64> {
        self.node(id).as_constant().filter(|&c| c != 0)
    }

    /// The value of a constant `id` of at least 1.
    fn positive_constant(&self, id: ExprId) -> Option<i64> {
        self.node(id).as_constant().filter(|&c| c >= 1)
    }

    /// `(e, c)` when `id` is `e op c` for a constant `c`.
    fn with_constant_rhs(&self, id: ExprId, op: AffineBinaryOp) -> Option<(ExprId, i64)> {
        let (e, c) = self.node(id).as_binary(op)?;
        Some((e, self.node(c).as_constant()?))
    }

    /// `(e, c)` when `id` is `e * c` for a constant `c`, else `(id, 1)`.
    fn scaled(&self, id: ExprId) -> (ExprId, i64) {
        self.with_constant_rhs(id, AffineBinaryOp::Mul)
            .unwrap_or((id, 1))
    }
}

/// Whether two dimensions, or two symbols, come in decreasing position.
fn out_of_order(lhs: AffineExpr, rhs: AffineExpr) -> bool {
    match (lhs, rhs) {
        (AffineExpr::Dim(a), AffineExpr::Dim(b))
        | (AffineExpr::Symbol(a), AffineExpr::Symbol(b)) => a > b,
        _ => false,
    }
}

/// `a floordiv b` (`b` not 0, not `i64::MIN / -1`), rounding down.
fn floor_div(a: i64, b: i64) -> i64 {
    let quotient = a / b;
    if a % b != 0 && (a < 0) != (b < 0) {
        quotient - 1
    } else {
        quotient
    }
}

/// `a ceildiv b` (`b` not 0, not `i64::MIN / -1`), rounding up.
fn ceil_div(a: i64, b: i64) -> i64 {
    let quotient = a / b;
    if a % b != 0 && (a < 0) == (b < 0) {
        quotient + 1
    } else {
        quotient
    }
}
