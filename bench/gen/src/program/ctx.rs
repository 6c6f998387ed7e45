//! Per-function generation state and the helpers every construct uses:
//! operands of a given type, casts between types, constants, branch
//! conditions, loop bounds and nested regions.

use super::calls::Callee;
use super::config::{Feature, ProgramConfig};
use super::coverage::Coverage;
use super::writer::Writer;
use crate::ir::{Ty, Value};
use crate::ops::{BinOp, CastOp, Pred};
use crate::rng::Rng;
use crate::scope::Scope;

/// Integer types generated arithmetic works on, with their weights.
const INT_TYPES: [(Ty, u32); 4] = [(Ty::I8, 15), (Ty::I32, 45), (Ty::I64, 20), (Ty::Index, 20)];

/// Everything a construct needs to emit code into the current function.
#[derive(Debug)]
pub struct Ctx<'a> {
    /// The seeded random source.
    pub rng: &'a mut Rng,
    /// The program's knobs.
    pub cfg: &'a ProgramConfig,
    /// The function being written.
    pub w: Writer,
    /// Values dominating the insertion point.
    pub scope: Scope,
    /// The function's arguments.
    pub args: Vec<Value>,
    /// Memory variables (`memref<i32>`, `memref<1xi32>`, `memref<4xi32>`),
    /// allocated and fully initialised in the entry block.
    pub slots: Vec<Value>,
    /// `memref<i32>` counters of `-O0` loops, one per loop nesting level;
    /// only loop headers and latches touch them.
    pub counters: Vec<Value>,
    /// Functions this one may call.
    pub callees: &'a [Callee],
    /// Ops that further calls may still add when fully inlined.
    pub inline_allowance: usize,
    /// Ops added by the calls made so far when fully inlined.
    pub inlined_by_calls: usize,
    /// How many constructs with regions or arms enclose the insertion point.
    pub depth: usize,
    /// How many loops enclose the insertion point.
    pub loop_depth: usize,
    /// Whether the current region may hold several blocks (a function body
    /// or `scf.execute_region`), so `cf` branches may be generated.
    pub multi_block: bool,
    /// Features used so far.
    pub coverage: &'a mut Coverage,
}

/// What kind of nested code [`Ctx::nested`] generates.
#[derive(Clone, Copy, Debug)]
pub enum Nest {
    /// A branch arm or switch target in the current region.
    Arm,
    /// A single-block region of an `scf` op.
    Region,
    /// The multi-block region of `scf.execute_region`.
    MultiBlockRegion,
    /// A loop body running at most `trips` times per entry of the loop; in
    /// a single-block region when `single_block`.
    Loop {
        /// Trip bound.
        trips: u64,
        /// Whether the body is the region of an `scf` op.
        single_block: bool,
    },
}

impl Ctx<'_> {
    /// Whether feature `f` may be generated.
    pub fn allows(&self, f: Feature) -> bool {
        self.cfg.features.contains(f)
    }

    /// A random integer type for arithmetic (not `i1`).
    pub fn int_type(&mut self) -> Ty {
        self.rng.weighted(&INT_TYPES)
    }

    /// A random scalar type, `i1` included.
    pub fn scalar_type(&mut self) -> Ty {
        if self.rng.chance(1, 8) {
            Ty::I1
        } else {
            self.int_type()
        }
    }

    /// `n` random scalar types.
    pub fn scalar_types(&mut self, n: usize) -> Vec<Ty> {
        (0..n).map(|_| self.scalar_type()).collect()
    }

    /// A random constant of scalar type `ty` (see [`random_const`]).
    pub fn random_const(&mut self, ty: Ty) -> i64 {
        random_const(self.rng, ty)
    }

    /// `arith.constant value : ty`. Constants are not made available as
    /// operands (the pools would fill with them and most code would fold);
    /// [`Self::operand`] makes new ones now and then.
    pub fn constant(&mut self, value: i64, ty: Ty) -> Value {
        self.w.constant(value, ty)
    }

    /// An operand of type `ty`: mostly a value in scope, else a value of
    /// another type cast to `ty` (with [`Feature::Casts`]), or a constant.
    pub fn operand(&mut self, ty: Ty) -> Value {
        if !self.rng.chance(1, 10) {
            if let Some(v) = self.scope.pick(ty, self.rng) {
                return v;
            }
        }
        let others: Vec<Ty> = Ty::SCALARS
            .into_iter()
            .filter(|&t| t != ty && self.scope.has(t))
            .collect();
        if others.is_empty() || !self.allows(Feature::Casts) || self.rng.chance(1, 4) {
            let k = self.random_const(ty);
            return self.constant(k, ty);
        }
        let from = self.rng.pick(&others);
        let v = self.scope.pick(from, self.rng).expect("type has values");
        self.convert(v, ty)
    }

    /// Two operands of type `ty`, seldom the same value (an op on one value
    /// twice mostly folds away).
    pub fn operand_pair(&mut self, ty: Ty) -> (Value, Value) {
        let lhs = self.operand(ty);
        let mut rhs = self.operand(ty);
        if rhs == lhs && !self.rng.chance(1, 8) {
            rhs = self.operand(ty);
        }
        (lhs, rhs)
    }

    /// An operand of type `ty` that is not one result of a multi-result
    /// op: in `cf.switch` successor operands, MLIR 22's parser rejects
    /// `%N#I` (which mlir-opt-22 prints, then fails to read back).
    pub fn switch_operand(&mut self, ty: Ty) -> Value {
        let v = self.operand(ty);
        if !v.is_part() {
            return v;
        }
        let k = self.random_const(ty);
        self.constant(k, ty)
    }

    /// Operands of types `tys`.
    pub fn operands(&mut self, tys: &[Ty]) -> Vec<Value> {
        tys.iter().map(|&t| self.operand(t)).collect()
    }

    /// `v` converted to `to` with one or two casts (signed or unsigned at
    /// random); every intermediate is made available.
    pub fn convert(&mut self, v: Value, to: Ty) -> Value {
        let mut v = v;
        while v.ty() != to {
            let signed = self.rng.chance(1, 2);
            let (op, next) = cast_step(v.ty(), to, signed);
            v = self.w.cast(op, v, next);
            self.scope.push(v);
        }
        v
    }

    /// An `i1` for a branch or `scf.if`: a constant (with
    /// [`Feature::ConstantConditions`]), an `i1` in scope or a new
    /// comparison.
    pub fn condition(&mut self) -> Value {
        if self.allows(Feature::ConstantConditions) && self.rng.chance(1, 8) {
            self.coverage.record(Feature::ConstantConditions);
            let k = self.rng.below(2) as i64;
            return self.constant(k, Ty::I1);
        }
        if self.rng.chance(1, 3) {
            if let Some(c) = self.scope.pick(Ty::I1, self.rng) {
                return c;
            }
        }
        self.compare()
    }

    /// A new `arith.cmpi` with a random predicate, made available.
    pub fn compare(&mut self) -> Value {
        let ty = self.int_type();
        let (lhs, rhs) = self.operand_pair(ty);
        let pred = self.rng.pick(&Pred::ALL);
        let c = self.w.cmpi(pred, lhs, rhs);
        self.scope.push(c);
        c
    }

    /// A loop bound of type `ty` in `0..=max_trips`: a constant, or a value
    /// in scope reduced with `remui` by the constant `max_trips + 1`
    /// (never zero). A counter starting at 0 and stepping up while below
    /// it stops within `max_trips` iterations.
    pub fn trip_bound(&mut self, ty: Ty) -> Value {
        let max = i64::from(self.cfg.max_trips);
        if self.rng.chance(1, 2) {
            let n = self.rng.range(0, max as usize) as i64;
            return self.constant(n, ty);
        }
        let v = self.operand(ty);
        let modulus = self.constant(max + 1, ty);
        let bound = self.w.binop(BinOp::RemU, v, modulus);
        self.scope.push(bound);
        bound
    }

    /// `n` (at most 5) distinct case values among `0..=4`, ascending.
    pub fn case_values(&mut self, n: usize) -> Vec<u32> {
        let mut values: Vec<u32> = (0..=4).collect();
        let mut cases: Vec<u32> = (0..n)
            .map(|_| values.swap_remove(self.rng.below(values.len())))
            .collect();
        cases.sort_unstable();
        cases
    }

    /// A random size for nested code, at most `avail` ops: smaller when
    /// deeply nested.
    pub fn sub_budget(&mut self, avail: usize) -> usize {
        let cap = (self.cfg.ops_per_function / 2).max(4) >> self.depth.min(4);
        self.rng.range(0, avail.min(cap))
    }

    /// Runs `f` to generate nested code of kind `nest`: one level deeper,
    /// with the weight and loop depth of a loop body where it is one, and
    /// forgetting afterwards the values `f` defined (they do not dominate
    /// what follows).
    pub fn nested<R>(&mut self, nest: Nest, f: impl FnOnce(&mut Self) -> R) -> R {
        let mark = self.scope.mark();
        let (multi_block, trips, is_loop) = match nest {
            Nest::Arm => (self.multi_block, 1, false),
            Nest::Region => (false, 1, false),
            Nest::MultiBlockRegion => (true, 1, false),
            Nest::Loop {
                trips,
                single_block,
            } => (self.multi_block && !single_block, trips, true),
        };
        let outer_multi_block = std::mem::replace(&mut self.multi_block, multi_block);
        let outer_weight = self.w.scale_weight(trips);
        self.depth += 1;
        self.loop_depth += usize::from(is_loop);
        let r = f(self);
        self.loop_depth -= usize::from(is_loop);
        self.depth -= 1;
        self.w.set_weight(outer_weight);
        self.multi_block = outer_multi_block;
        self.scope.reset(mark);
        r
    }
}

/// A random constant of scalar type `ty`: mostly small, sometimes an edge
/// value (0, ±1, the extremes), sometimes anywhere in range.
pub fn random_const(rng: &mut Rng, ty: Ty) -> i64 {
    let bits = ty.width();
    if bits == 1 {
        return rng.below(2) as i64;
    }
    let min = i64::MIN >> (64 - bits);
    let max = i64::MAX >> (64 - bits);
    match rng.below(20) {
        0 => rng.pick(&[min, max, -1, 0, 1]),
        1 | 2 => {
            let raw = rng.next_u64() as i64;
            (raw << (64 - bits)) >> (64 - bits)
        }
        _ => rng.range(0, 40) as i64 - 20,
    }
}

/// One cast on the way from `from` to `to`: the op and the type it makes.
/// `index` converts to and from integers with `index_cast[ui]` (through
/// `i64` for `i1`), integers with `extsi`/`extui`/`trunci`.
fn cast_step(from: Ty, to: Ty, signed: bool) -> (CastOp, Ty) {
    let (ext, index_cast) = if signed {
        (CastOp::ExtS, CastOp::IndexCast)
    } else {
        (CastOp::ExtU, CastOp::IndexCastU)
    };
    match (from, to) {
        (Ty::Index, Ty::I1) => (index_cast, Ty::I64),
        (Ty::Index, _) => (index_cast, to),
        (Ty::I1, Ty::Index) => (ext, Ty::I64),
        (_, Ty::Index) => (index_cast, Ty::Index),
        _ if to.width() > from.width() => (ext, to),
        _ => (CastOp::Trunc, to),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cast_paths() {
        assert_eq!(
            cast_step(Ty::Index, Ty::I1, true),
            (CastOp::IndexCast, Ty::I64)
        );
        assert_eq!(cast_step(Ty::I64, Ty::I1, true), (CastOp::Trunc, Ty::I1));
        assert_eq!(cast_step(Ty::I1, Ty::Index, false), (CastOp::ExtU, Ty::I64));
        assert_eq!(
            cast_step(Ty::I64, Ty::Index, false),
            (CastOp::IndexCastU, Ty::Index)
        );
        assert_eq!(cast_step(Ty::I8, Ty::I32, true), (CastOp::ExtS, Ty::I32));
        assert_eq!(cast_step(Ty::I32, Ty::I8, true), (CastOp::Trunc, Ty::I8));
    }
}
