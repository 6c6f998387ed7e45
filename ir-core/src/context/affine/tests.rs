//! Unit tests of the simplifier: each rule on expressions built directly,
//! printed as mlir-opt-22 prints them; canonical storage; 64-bit edges.

use super::{AffineBinaryOp, AffineBuilder, Constraint, ExprId};
use crate::syntax::printer::affine::{print_affine_map, print_integer_set};

/// `d0, d1, s0, s1` and the constants of `values`, in a fresh builder.
struct Exprs {
    b: AffineBuilder,
    d0: ExprId,
    d1: ExprId,
    s0: ExprId,
    s1: ExprId,
}

impl Exprs {
    fn new() -> Self {
        let mut b = AffineBuilder::new();
        let (d0, d1) = (b.dim(0), b.dim(1));
        let (s0, s1) = (b.symbol(0), b.symbol(1));
        Exprs { b, d0, d1, s0, s1 }
    }

    fn c(&mut self, value: i64) -> ExprId {
        self.b.constant(value)
    }

    /// The map `(d0, d1)[s0, s1] -> (results)` as printed.
    fn print(self, results: &[ExprId]) -> String {
        let mut out = String::new();
        print_affine_map(&self.b.finish_map(2, 2, results), &mut out);
        out.trim_start_matches("affine_map<(d0, d1)[s0, s1] -> (")
            .trim_end_matches(")>")
            .to_string()
    }
}

#[test]
fn sums_fold_and_order_their_terms() {
    let mut e = Exprs::new();
    let (d0, d1, s0, s1) = (e.d0, e.d1, e.s0, e.s1);
    let (c2, c3) = (e.c(2), e.c(3));
    let five = e.b.add(c2, c3);
    let const_left = e.b.add(c3, d0);
    let sym_left = e.b.add(s0, d1);
    let dims = e.b.add(d1, d0);
    let syms = e.b.add(s1, s0);
    let d0_2 = e.b.add(d0, c2);
    let chained = e.b.add(d0_2, c3);
    let moved = e.b.add(d0_2, d1);
    let d0_minus_d0 = e.b.sub(d0, d0);
    let twice = e.b.add(d0, d0);
    let zero = e.c(0);
    let plus_zero = e.b.add(d1, zero);
    let results = [
        five,
        const_left,
        sym_left,
        dims,
        syms,
        chained,
        moved,
        d0_minus_d0,
        twice,
        plus_zero,
    ];
    assert_eq!(
        e.print(&results),
        "5, d0 + 3, d1 + s0, d0 + d1, s0 + s1, d0 + 5, d0 + d1 + 2, 0, d0 * 2, d1"
    );
}

#[test]
fn products_fold_and_order_their_factors() {
    let mut e = Exprs::new();
    let (d0, s0, s1) = (e.d0, e.s0, e.s1);
    let (c1, c0, c2, c3, m1) = (e.c(1), e.c(0), e.c(2), e.c(3), e.c(-1));
    let twice = e.b.mul(d0, c2);
    let six = e.b.mul(twice, c3);
    let left = e.b.mul(c3, d0);
    let syms = e.b.mul(s1, s0);
    let sym_left = e.b.mul(s0, d0);
    let by_one = e.b.mul(d0, c1);
    let by_zero = e.b.mul(d0, c0);
    let moved = e.b.mul(twice, s0);
    let negated = e.b.mul(d0, m1);
    let results = [six, left, syms, sym_left, by_one, by_zero, moved, negated];
    assert_eq!(
        e.print(&results),
        "d0 * 6, d0 * 3, s0 * s1, d0 * s0, d0, 0, (d0 * s0) * 2, -d0"
    );
}

#[test]
fn divisions_simplify_by_nonzero_constants() {
    let mut e = Exprs::new();
    let (d0, d1, s0) = (e.d0, e.d1, e.s0);
    let (c4, c2, c7, m2, c0) = (e.c(4), e.c(2), e.c(7), e.c(-2), e.c(0));
    let d0_4 = e.b.mul(d0, c4);
    let sum = e.b.add(d0_4, d1);
    let floor = e.b.floor_div(sum, c4);
    let ceil = e.b.ceil_div(sum, c4);
    let modulo = e.b.modulo(sum, c4);
    let exact = e.b.ceil_div(d0_4, c2);
    let zero = e.b.modulo(d0_4, c2);
    let by_zero = e.b.floor_div(d0, c0);
    let negative_mod = e.b.modulo(d0, m2);
    let negative_div = e.b.floor_div(c7, m2);
    let by_symbol = e.b.floor_div(d0, s0);
    let inner = e.b.modulo(d0, c4);
    let nested = e.b.modulo(inner, c2);
    let results = [
        floor,
        ceil,
        modulo,
        exact,
        zero,
        by_zero,
        negative_mod,
        negative_div,
        by_symbol,
        nested,
    ];
    assert_eq!(
        e.print(&results),
        "d0 + d1 floordiv 4, (d0 * 4 + d1) ceildiv 4, d1 mod 4, d0 * 2, 0, \
         d0 floordiv 0, d0 mod -2, -4, d0 floordiv s0, d0 mod 2"
    );
}

#[test]
fn sums_become_mod_and_regroup() {
    let mut e = Exprs::new();
    let (d0, d1, s0) = (e.d0, e.d1, e.s0);
    let (c4, m4, c5, c7, c2) = (e.c(4), e.c(-4), e.c(5), e.c(7), e.c(2));
    let quotient = e.b.floor_div(d0, c4);
    let scaled = e.b.mul(quotient, m4);
    let by_constant = e.b.add(d0, scaled);
    let by_symbol_quotient = e.b.floor_div(d0, s0);
    let times_symbol = e.b.mul(by_symbol_quotient, s0);
    let by_symbol = e.b.sub(d0, times_symbol);
    // (d0 * 2 + s0) + (d0 floordiv 5) * 7 is d0 * 2 + ((d0 floordiv 5) * 7 + s0).
    let d0_2 = e.b.mul(d0, c2);
    let lhs = e.b.add(d0_2, s0);
    let fifth = e.b.floor_div(d0, c5);
    let seven = e.b.mul(fifth, c7);
    let regrouped = e.b.add(lhs, seven);
    let dropped = e.b.modulo(regrouped, c2);
    let kept = e.b.add(d0, d1);
    let results = [by_constant, by_symbol, dropped, kept];
    assert_eq!(
        e.print(&results),
        "d0 mod 4, d0 mod s0, ((d0 floordiv 5) * 7 + s0) mod 2, d0 + d1"
    );
}

#[test]
fn equal_expressions_are_stored_equally() {
    let build = |detour: bool| {
        let mut b = AffineBuilder::new();
        let d0 = b.dim(0);
        let one = b.constant(1);
        if detour {
            // Nodes nothing in the map uses are dropped by finish_map.
            let three = b.constant(3);
            b.mul(d0, three);
        }
        let sum = if detour {
            b.add(one, d0)
        } else {
            b.add(d0, one)
        };
        b.finish_map(1, 0, &[sum, d0])
    };
    assert_eq!(build(false), build(true));
    let hash = |map| {
        use std::hash::{BuildHasher, BuildHasherDefault};
        BuildHasherDefault::<rustc_hash::FxHasher>::default().hash_one(map)
    };
    assert_eq!(hash(build(false)), hash(build(true)));
}

#[test]
fn constant_arithmetic_never_overflows() {
    let mut e = Exprs::new();
    let d0 = e.d0;
    let (min, max, m1, c2) = (e.c(i64::MIN), e.c(i64::MAX), e.c(-1), e.c(2));
    let kept_div = e.b.floor_div(min, m1);
    let kept_ceil = e.b.ceil_div(min, m1);
    let kept_sum = e.b.add(max, c2);
    let kept_product = e.b.mul(min, m1);
    let scaled = e.b.mul(d0, min);
    let divided = e.b.floor_div(scaled, m1);
    let wrapped = e.b.mul(scaled, c2);
    let modulo = e.b.modulo(scaled, max);
    let minus = e.b.add(d0, min);
    let results = [
        kept_div,
        kept_ceil,
        kept_sum,
        kept_product,
        divided,
        wrapped,
        modulo,
        minus,
    ];
    assert_eq!(
        e.print(&results),
        "-9223372036854775808 floordiv -1, -9223372036854775808 ceildiv -1, \
         9223372036854775807 + 2, --9223372036854775808, d0 * -9223372036854775808, 0, \
         (d0 * -9223372036854775808) mod 9223372036854775807, d0 - -9223372036854775808"
    );
}

#[test]
fn sets_print_their_constraints() {
    let mut b = AffineBuilder::new();
    let d0 = b.dim(0);
    let five = b.constant(5);
    let shifted = b.sub(d0, five);
    let constraints = [
        Constraint {
            expr: shifted,
            is_eq: false,
        },
        Constraint {
            expr: d0,
            is_eq: true,
        },
    ];
    let mut out = String::new();
    print_integer_set(&b.finish_set(1, 0, &constraints), &mut out);
    assert_eq!(out, "affine_set<(d0) : (d0 - 5 >= 0, d0 == 0)>");
}

#[test]
fn long_sums_divide_without_recursion() {
    let mut b = AffineBuilder::new();
    let two = b.constant(2);
    let mut sum = b.dim(0);
    for i in 1..200_000u32 {
        let dim = b.dim(i % 50);
        let term = b.mul(dim, two);
        sum = b.binary(AffineBinaryOp::Add, sum, term);
    }
    let quotient = b.floor_div(sum, two);
    let remainder = b.modulo(sum, two);
    let map = b.finish_map(50, 0, &[quotient, remainder]);
    let mut out = String::new();
    print_affine_map(&map, &mut out);
    assert!(out.ends_with(", d0 mod 2)>"), "{}", &out[out.len() - 40..]);
}
