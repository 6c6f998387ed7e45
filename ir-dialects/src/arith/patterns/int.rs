//! Integer patterns: constants reassociated through `addi`/`subi`/`muli`
//! chains, `x + (y * -1) → x - y`, `(a - b) - a → 0 - b`, a negated
//! comparison (`xori(cmpi, true)`) inverted, a comparison with a constant
//! on the left swapped, and bitwise ops or equality tests of extensions
//! done before extending.

use super::{patterns, Rewrite, RewriteFn};
use crate::arith::apint::ApInt;
use crate::arith::attrs::overflow_meet;
use crate::arith::fold::well_formed;
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::{AttrKind, NamedAttr, OpId, ValueId};
use smallvec::{smallvec, SmallVec};

/// `outer(inner(x, c0), c1) → result(x, combine(c0, c1))` (or with the
/// constants and `x` on the other sides, as the fields say).
struct Reassociation {
    name: &'static str,
    outer: &'static str,
    inner: &'static str,
    /// `outer(c1, inner(..))` rather than `outer(inner(..), c1)`.
    inner_on_right: bool,
    /// `inner(c0, x)` rather than `inner(x, c0)`.
    constant_first_in_inner: bool,
    result: &'static str,
    /// `result(C, x)` rather than `result(x, C)`.
    constant_first_in_result: bool,
    combine: fn(ApInt, ApInt) -> ApInt,
    /// Whether the result keeps the overflow flags both ops have (else none).
    merge_flags: bool,
}

const ADD: &str = "arith.addi";
const SUB: &str = "arith.subi";
const MUL: &str = "arith.muli";

fn sum(c0: ApInt, c1: ApInt) -> ApInt {
    c0.wrapping_add(c1)
}

fn outer_minus_inner(c0: ApInt, c1: ApInt) -> ApInt {
    c1.wrapping_sub(c0)
}

fn inner_minus_outer(c0: ApInt, c1: ApInt) -> ApInt {
    c0.wrapping_sub(c1)
}

fn product(c0: ApInt, c1: ApInt) -> ApInt {
    c0.wrapping_mul(c1)
}

const fn rule(
    name: &'static str,
    (outer, inner): (&'static str, &'static str),
    (inner_on_right, constant_first_in_inner): (bool, bool),
    (result, constant_first_in_result): (&'static str, bool),
    combine: fn(ApInt, ApInt) -> ApInt,
) -> Reassociation {
    Reassociation {
        name,
        outer,
        inner,
        inner_on_right,
        constant_first_in_inner,
        result,
        constant_first_in_result,
        combine,
        merge_flags: true,
    }
}

/// `rule` whose result has no overflow flags (MLIR's `DefOverflow`).
const fn without_flags(rule: Reassociation) -> Reassociation {
    Reassociation {
        merge_flags: false,
        ..rule
    }
}

/// MLIR's constant reassociations of `addi`, `subi` and `muli` (scalar
/// constants only, as MLIR's `APIntAttr` matchers).
static REASSOCIATIONS: [Reassociation; 10] = [
    rule(
        "addi(addi(x, c0), c1)",
        (ADD, ADD),
        (false, false),
        (ADD, false),
        sum,
    ),
    rule(
        "addi(subi(x, c0), c1)",
        (ADD, SUB),
        (false, false),
        (ADD, false),
        outer_minus_inner,
    ),
    rule(
        "addi(subi(c0, x), c1)",
        (ADD, SUB),
        (false, true),
        (SUB, true),
        sum,
    ),
    without_flags(rule(
        "subi(addi(x, c0), c1)",
        (SUB, ADD),
        (false, false),
        (ADD, false),
        inner_minus_outer,
    )),
    rule(
        "subi(c1, addi(x, c0))",
        (SUB, ADD),
        (true, false),
        (SUB, true),
        outer_minus_inner,
    ),
    rule(
        "subi(subi(x, c0), c1)",
        (SUB, SUB),
        (false, false),
        (SUB, false),
        sum,
    ),
    rule(
        "subi(subi(c0, x), c1)",
        (SUB, SUB),
        (false, true),
        (SUB, true),
        inner_minus_outer,
    ),
    rule(
        "subi(c1, subi(x, c0))",
        (SUB, SUB),
        (true, false),
        (SUB, true),
        sum,
    ),
    rule(
        "subi(c1, subi(c0, x))",
        (SUB, SUB),
        (true, true),
        (ADD, false),
        outer_minus_inner,
    ),
    rule(
        "muli(muli(x, c0), c1)",
        (MUL, MUL),
        (false, false),
        (MUL, false),
        product,
    ),
];

/// A reassociation as a pattern.
struct Reassociate(&'static Reassociation);

impl RewritePattern for Reassociate {
    fn name(&self) -> &'static str {
        self.0.name
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        well_formed(rewriter.ctx(), rewriter.body(), op)
            && reassociate(&mut Rewrite { rewriter }, op, self.0)
    }
}

/// The (operand, constant) orders to try for `op(a, b)` where the
/// constant is expected second (or first): both for commutative ops.
fn orders(
    rw: &Rewrite<'_, '_>,
    op: OpId,
    constant_first: bool,
) -> SmallVec<[(ValueId, ValueId); 2]> {
    let (a, b) = (rw.operand(op, 0), rw.operand(op, 1));
    let expected = if constant_first { (b, a) } else { (a, b) };
    if rw.is_commutative(op) {
        smallvec![expected, (expected.1, expected.0)]
    } else {
        smallvec![expected]
    }
}

fn reassociate(rw: &mut Rewrite<'_, '_>, op: OpId, rule: &Reassociation) -> bool {
    for (inner_value, c1_value) in orders(rw, op, rule.inner_on_right) {
        // The cheaper test first: most ops are not defined by the inner op.
        let Some(inner) = rw.def(inner_value, rule.inner) else {
            continue;
        };
        let Some(c1) = rw.scalar_int(c1_value) else {
            continue;
        };
        for (x, c0_value) in orders(rw, inner, rule.constant_first_in_inner) {
            let Some(c0) = rw.scalar_int(c0_value) else {
                continue;
            };
            let ty = rw.ty(rw.result(op));
            let Some(constant) = rw.constant(op, ty, (rule.combine)(c0, c1)) else {
                return false;
            };
            let operands = if rule.constant_first_in_result {
                vec![constant, x]
            } else {
                vec![x, constant]
            };
            let flags = if rule.merge_flags {
                merged_flags(rw, op, inner)
            } else {
                vec![]
            };
            let result = rw.create(op, rule.result, operands, ty, flags);
            return rw.replace(op, result);
        }
    }
    false
}

/// The overflow flags both `a` and `b` have, as a property.
fn merged_flags(rw: &Rewrite<'_, '_>, a: OpId, b: OpId) -> Vec<NamedAttr> {
    let flags = overflow_meet(
        rw.ctx(),
        rw.attr(a, "overflowFlags"),
        rw.attr(b, "overflowFlags"),
    );
    vec![NamedAttr {
        name: "overflowFlags".into(),
        value: flags,
    }]
}

/// The reassociations whose outer op is `outer`, and `extra` patterns.
fn with_reassociations(
    outer: &str,
    extra: &[(&'static str, RewriteFn)],
) -> Vec<Box<dyn RewritePattern>> {
    let mut list: Vec<Box<dyn RewritePattern>> = Vec::new();
    for rule in REASSOCIATIONS.iter().filter(|r| r.outer == outer) {
        list.push(Box::new(Reassociate(rule)));
    }
    list.extend(patterns(extra));
    list
}

/// The patterns of `arith.addi`.
pub fn addi() -> Vec<Box<dyn RewritePattern>> {
    with_reassociations(ADD, &[("addi(x, muli(y, -1))", add_negated)])
}

/// The patterns of `arith.subi`.
pub fn subi() -> Vec<Box<dyn RewritePattern>> {
    with_reassociations(SUB, &[("subi(subi(a, b), a)", sub_of_sub)])
}

/// The patterns of `arith.muli`.
pub fn muli() -> Vec<Box<dyn RewritePattern>> {
    with_reassociations(MUL, &[])
}

/// The patterns of `arith.andi` and `arith.ori`.
pub fn bitwise() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[("bitwise op of extensions", bitwise_of_extensions)])
}

/// The patterns of `arith.xori`.
pub fn xori() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[
        ("xori(cmpi, true)", not_of_comparison),
        ("bitwise op of extensions", bitwise_of_extensions),
    ])
}

/// The patterns of `arith.cmpi`.
pub fn cmpi() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[
        ("cmpi with the constant on the left", constant_to_the_right),
        ("cmpi eq/ne of extensions", comparison_of_extensions),
    ])
}

/// `y` if `value` is `muli(y, -1)` (or `muli(-1, y)`).
fn negated(rw: &Rewrite<'_, '_>, value: ValueId) -> Option<ValueId> {
    let mul = rw.def(value, MUL)?;
    orders(rw, mul, false)
        .into_iter()
        .find(|&(_, c)| rw.int(c).is_some_and(ApInt::is_all_ones))
        .map(|(y, _)| y)
}

/// `addi(x, muli(y, -1)) → subi(x, y)`, either side.
fn add_negated(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    for (x, product) in orders(rw, op, false) {
        if let Some(y) = negated(rw, product) {
            let ty = rw.ty(rw.result(op));
            let difference = rw.create(op, SUB, vec![x, y], ty, vec![]);
            return rw.replace(op, difference);
        }
    }
    false
}

/// `subi(subi(a, b), a) → subi(0, b)`.
fn sub_of_sub(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let (lhs, a) = (rw.operand(op, 0), rw.operand(op, 1));
    let Some(inner) = rw.def(lhs, SUB) else {
        return false;
    };
    if rw.operand(inner, 0) != a {
        return false;
    }
    let b = rw.operand(inner, 1);
    let ty = rw.ty(rw.result(op));
    let Some(width) = rw.int_width(ty) else {
        return false;
    };
    let Some(zero) = rw.constant(op, ty, ApInt::zero(width)) else {
        return false;
    };
    let flags = merged_flags(rw, op, inner);
    let negation = rw.create(op, SUB, vec![zero, b], ty, flags);
    rw.replace(op, negation)
}

/// The `cmpi` predicate (by index) that holds exactly when `index` does not.
const INVERSE_PREDICATE: [i128; 10] = [1, 0, 5, 4, 3, 2, 9, 8, 7, 6];

/// The `cmpi` predicate (by index) that holds with the operands swapped.
const SWAPPED_PREDICATE: [i128; 10] = [0, 1, 4, 5, 2, 3, 8, 9, 6, 7];

/// The predicate index of a `cmpi`.
fn predicate(rw: &Rewrite<'_, '_>, cmp: OpId) -> Option<usize> {
    match rw.ctx().attr_kind(rw.attr(cmp, "predicate")?) {
        AttrKind::Integer { value, .. } => usize::try_from(*value).ok().filter(|&p| p < 10),
        _ => None,
    }
}

/// The predicate attribute with index `value`.
fn predicate_attr(rw: &Rewrite<'_, '_>, value: i128) -> ir_core::Attr {
    let ctx = rw.ctx();
    ctx.int_attr(value, ctx.int_type(64))
}

/// `xori(cmpi(p, a, b), true) → cmpi(!p, a, b)`.
fn not_of_comparison(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let i1 = rw.ctx().int_type(1);
    for (cmp_value, one) in orders(rw, op, false) {
        let is_true = rw.ty(one) == i1 && rw.int(one).is_some_and(ApInt::is_one);
        let Some(cmp) = rw.def(cmp_value, "arith.cmpi").filter(|_| is_true) else {
            continue;
        };
        let Some(p) = predicate(rw, cmp) else {
            continue;
        };
        let operands = vec![rw.operand(cmp, 0), rw.operand(cmp, 1)];
        let inverse = NamedAttr {
            name: "predicate".into(),
            value: predicate_attr(rw, INVERSE_PREDICATE[p]),
        };
        let inverted = rw.create(op, "arith.cmpi", operands, i1, vec![inverse]);
        return rw.replace(op, inverted);
    }
    false
}

/// `cmpi(p, c, x) → cmpi(swapped p, x, c)` for a constant `c` and a
/// non-constant `x`, in place.
fn constant_to_the_right(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let (lhs, rhs) = (rw.operand(op, 0), rw.operand(op, 1));
    if rw.constant_value(lhs).is_none() || rw.constant_value(rhs).is_some() {
        return false;
    }
    let Some(p) = predicate(rw, op) else {
        return false;
    };
    let swapped = predicate_attr(rw, SWAPPED_PREDICATE[p]);
    rw.set_attr(op, "predicate", swapped);
    rw.set_operand(op, 0, rhs);
    rw.set_operand(op, 1, lhs)
}

/// The input of `value` if it is an `extsi` or `extui` (and which).
fn extension(rw: &Rewrite<'_, '_>, value: ValueId) -> Option<(&'static str, ValueId)> {
    ["arith.extsi", "arith.extui"].into_iter().find_map(|name| {
        let ext = rw.def(value, name)?;
        Some((name, rw.operand(ext, 0)))
    })
}

/// The inputs of two extensions of one kind from one type.
fn same_extensions(rw: &Rewrite<'_, '_>, op: OpId) -> Option<(&'static str, ValueId, ValueId)> {
    let (a_kind, a) = extension(rw, rw.operand(op, 0))?;
    let (b_kind, b) = extension(rw, rw.operand(op, 1))?;
    (a_kind == b_kind && rw.ty(a) == rw.ty(b)).then_some((a_kind, a, b))
}

/// `op(ext(x), ext(y)) → ext(op(x, y))` for `andi`, `ori`, `xori`.
fn bitwise_of_extensions(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let Some((ext, x, y)) = same_extensions(rw, op) else {
        return false;
    };
    let name = rw.name(op).to_string();
    let narrow = rw.create(op, &name, vec![x, y], rw.ty(x), vec![]);
    let ty = rw.ty(rw.result(op));
    let extended = rw.create(op, ext, vec![narrow], ty, vec![]);
    rw.replace(op, extended)
}

/// `cmpi(eq|ne, ext(a), ext(b)) → cmpi(eq|ne, a, b)`.
fn comparison_of_extensions(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let Some(p @ (0 | 1)) = predicate(rw, op) else {
        return false;
    };
    let Some((_, a, b)) = same_extensions(rw, op) else {
        return false;
    };
    let attr = NamedAttr {
        name: "predicate".into(),
        value: predicate_attr(rw, p as i128),
    };
    let ty = rw.ty(rw.result(op));
    let comparison = rw.create(op, "arith.cmpi", vec![a, b], ty, vec![attr]);
    rw.replace(op, comparison)
}
