//! Integer patterns: constants reassociated through `addi`/`subi`/`muli`
//! chains, `x + (y * -1) → x - y`, `(a - b) - a → 0 - b`, a negated
//! comparison (`xori(cmpi, true)`) inverted, a comparison with a constant
//! on the left swapped, and bitwise ops or equality tests of extensions
//! done before extending.

use super::{patterns, Rewrite, RewriteFn};
use crate::arith::apint::ApInt;
use crate::arith::attrs::{overflow_meet, CmpIPredicate, OverflowFlags};
use crate::arith::TwoOperands;
use crate::arith::{AddIOp, AndIOp, CmpIOp, ExtSIOp, ExtUIOp, MulIOp, OrIOp, SubIOp, XOrIOp};
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::ir::OperationState;
use ir_core::{Attr, Context, OpId, OpView, Type, ValueId};
use smallvec::{smallvec, SmallVec};

/// An `addi`, `subi` or `muli` seen by the reassociations: its operands
/// and result.
struct Ring {
    op: OpId,
    operands: (ValueId, ValueId),
    result: ValueId,
}

/// How to read an op of one ring kind: as a [`Ring`] if it is one, and
/// its overflow flags (read only when a rewrite needs them).
#[derive(Copy, Clone)]
struct RingOf {
    read: fn(&OpView<'_>) -> Option<Ring>,
    flags: fn(&OpView<'_>) -> OverflowFlags,
}

/// The state of a new `addi`, `subi` or `muli` (their handles' builders).
type RingState = fn(&Context, Attr, Type, ValueId, ValueId, Option<Attr>) -> OperationState;

/// Reads an op through handle `$handle` as a [`Ring`].
macro_rules! ring_of {
    ($handle:ident) => {
        RingOf {
            read: |view| {
                view.as_op::<$handle>().map(|op| Ring {
                    op: op.op(),
                    operands: (op.lhs(), op.rhs()),
                    result: op.result(),
                })
            },
            flags: |view| {
                OverflowFlags::of(view.as_op::<$handle>().and_then(|op| op.overflow_flags()))
            },
        }
    };
}

const ADD: RingOf = ring_of!(AddIOp);
const SUB: RingOf = ring_of!(SubIOp);
const MUL: RingOf = ring_of!(MulIOp);

/// `outer(inner(x, c0), c1) → result(x, combine(c0, c1))` (or with the
/// constants and `x` on the other sides, as the fields say).
struct Reassociation {
    name: &'static str,
    inner: RingOf,
    /// `outer(c1, inner(..))` rather than `outer(inner(..), c1)`.
    inner_on_right: bool,
    /// `inner(c0, x)` rather than `inner(x, c0)`.
    constant_first_in_inner: bool,
    result: RingState,
    /// `result(C, x)` rather than `result(x, C)`.
    constant_first_in_result: bool,
    combine: fn(&ApInt, &ApInt) -> ApInt,
    /// Whether the result keeps the overflow flags both ops have (else none).
    merge_flags: bool,
}

fn sum(c0: &ApInt, c1: &ApInt) -> ApInt {
    c0.wrapping_add(c1)
}

fn outer_minus_inner(c0: &ApInt, c1: &ApInt) -> ApInt {
    c1.wrapping_sub(c0)
}

fn inner_minus_outer(c0: &ApInt, c1: &ApInt) -> ApInt {
    c0.wrapping_sub(c1)
}

fn product(c0: &ApInt, c1: &ApInt) -> ApInt {
    c0.wrapping_mul(c1)
}

const fn rule(
    name: &'static str,
    inner: RingOf,
    (inner_on_right, constant_first_in_inner): (bool, bool),
    (result, constant_first_in_result): (RingState, bool),
    combine: fn(&ApInt, &ApInt) -> ApInt,
) -> Reassociation {
    Reassociation {
        name,
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

/// MLIR's constant reassociations of `addi` (scalar constants only, as
/// MLIR's `APIntAttr` matchers), and likewise of `subi` and `muli` below.
static ADDI_RULES: [Reassociation; 3] = [
    rule(
        "addi(addi(x, c0), c1)",
        ADD,
        (false, false),
        (AddIOp::state, false),
        sum,
    ),
    rule(
        "addi(subi(x, c0), c1)",
        SUB,
        (false, false),
        (AddIOp::state, false),
        outer_minus_inner,
    ),
    rule(
        "addi(subi(c0, x), c1)",
        SUB,
        (false, true),
        (SubIOp::state, true),
        sum,
    ),
];

static SUBI_RULES: [Reassociation; 6] = [
    without_flags(rule(
        "subi(addi(x, c0), c1)",
        ADD,
        (false, false),
        (AddIOp::state, false),
        inner_minus_outer,
    )),
    rule(
        "subi(c1, addi(x, c0))",
        ADD,
        (true, false),
        (SubIOp::state, true),
        outer_minus_inner,
    ),
    rule(
        "subi(subi(x, c0), c1)",
        SUB,
        (false, false),
        (SubIOp::state, false),
        sum,
    ),
    rule(
        "subi(subi(c0, x), c1)",
        SUB,
        (false, true),
        (SubIOp::state, true),
        inner_minus_outer,
    ),
    rule(
        "subi(c1, subi(x, c0))",
        SUB,
        (true, false),
        (SubIOp::state, true),
        sum,
    ),
    rule(
        "subi(c1, subi(c0, x))",
        SUB,
        (true, true),
        (AddIOp::state, false),
        outer_minus_inner,
    ),
];

static MULI_RULES: [Reassociation; 1] = [rule(
    "muli(muli(x, c0), c1)",
    MUL,
    (false, false),
    (MulIOp::state, false),
    product,
)];

/// A reassociation of an outer op of one kind, as a pattern.
struct Reassociate {
    outer: RingOf,
    rule: &'static Reassociation,
}

impl RewritePattern for Reassociate {
    fn name(&self) -> &'static str {
        self.rule.name
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let rw = &mut Rewrite { rewriter };
        match rw.ring(self.outer, op) {
            Some(outer) => reassociate(rw, self.outer, &outer, self.rule),
            None => false,
        }
    }
}

impl Rewrite<'_, '_> {
    /// `op` read by `ring_of`.
    fn ring(&self, ring_of: RingOf, op: OpId) -> Option<Ring> {
        (ring_of.read)(&OpView::new(self.rewriter.ctx(), self.rewriter.body(), op))
    }

    /// The overflow flags of `op`, an op of kind `ring_of`.
    fn ring_flags(&self, ring_of: RingOf, op: OpId) -> OverflowFlags {
        (ring_of.flags)(&OpView::new(self.rewriter.ctx(), self.rewriter.body(), op))
    }

    /// The op defining `value`, read by `ring_of`.
    fn ring_def(&self, ring_of: RingOf, value: ValueId) -> Option<Ring> {
        self.ring(ring_of, self.rewriter.body().defining_op(value)?)
    }
}

/// The (operand, constant) orders to try for `op(a, b)` where the
/// constant is expected second (or first): both for commutative ops.
fn orders(
    rw: &Rewrite<'_, '_>,
    op: OpId,
    (a, b): (ValueId, ValueId),
    constant_first: bool,
) -> SmallVec<[(ValueId, ValueId); 2]> {
    let expected = if constant_first { (b, a) } else { (a, b) };
    if rw.is_commutative(op) {
        smallvec![expected, (expected.1, expected.0)]
    } else {
        smallvec![expected]
    }
}

fn reassociate(
    rw: &mut Rewrite<'_, '_>,
    outer_of: RingOf,
    outer: &Ring,
    rule: &Reassociation,
) -> bool {
    let op = outer.op;
    for (inner_value, c1_value) in orders(rw, op, outer.operands, rule.inner_on_right) {
        // The cheaper test first: most ops are not defined by the inner op.
        let Some(inner) = rw.ring_def(rule.inner, inner_value) else {
            continue;
        };
        let Some(c1) = rw.scalar_int(c1_value) else {
            continue;
        };
        let inner_orders = orders(rw, inner.op, inner.operands, rule.constant_first_in_inner);
        for (x, c0_value) in inner_orders {
            let Some(c0) = rw.scalar_int(c0_value) else {
                continue;
            };
            let ty = rw.ty(outer.result);
            let Some(constant) = rw.constant(op, ty, (rule.combine)(&c0, &c1)) else {
                return false;
            };
            let (lhs, rhs) = if rule.constant_first_in_result {
                (constant, x)
            } else {
                (x, constant)
            };
            let flags = rule.merge_flags.then(|| {
                let (a, b) = (
                    rw.ring_flags(outer_of, op),
                    rw.ring_flags(rule.inner, inner.op),
                );
                overflow_meet(rw.ctx(), a, b)
            });
            let result = rw.create(op, |ctx, loc| (rule.result)(ctx, loc, ty, lhs, rhs, flags));
            return rw.replace(op, result);
        }
    }
    false
}

/// The reassociations of `outer` (its `rules`), and `extra` patterns.
fn with_reassociations(
    outer: RingOf,
    rules: &'static [Reassociation],
    extra: &[(&'static str, RewriteFn)],
) -> Vec<Box<dyn RewritePattern>> {
    let mut list: Vec<Box<dyn RewritePattern>> = Vec::new();
    for rule in rules {
        list.push(Box::new(Reassociate { outer, rule }));
    }
    list.extend(patterns(extra));
    list
}

/// The patterns of `arith.addi`.
pub fn addi() -> Vec<Box<dyn RewritePattern>> {
    with_reassociations(ADD, &ADDI_RULES, &[("addi(x, muli(y, -1))", add_negated)])
}

/// The patterns of `arith.subi`.
pub fn subi() -> Vec<Box<dyn RewritePattern>> {
    with_reassociations(SUB, &SUBI_RULES, &[("subi(subi(a, b), a)", sub_of_sub)])
}

/// The patterns of `arith.muli`.
pub fn muli() -> Vec<Box<dyn RewritePattern>> {
    with_reassociations(MUL, &MULI_RULES, &[])
}

/// The patterns of `arith.andi`.
pub fn andi() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[("bitwise op of extensions", |rw, op| {
        let parts = rw.op::<AndIOp>(op).map(|o| o.parts());
        parts.is_some_and(|parts| bitwise_of_extensions(rw, op, parts, AndIOp::state))
    })])
}

/// The patterns of `arith.ori`.
pub fn ori() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[("bitwise op of extensions", |rw, op| {
        let parts = rw.op::<OrIOp>(op).map(|o| o.parts());
        parts.is_some_and(|parts| bitwise_of_extensions(rw, op, parts, OrIOp::state))
    })])
}

/// The patterns of `arith.xori`.
pub fn xori() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[
        ("xori(cmpi, true)", not_of_comparison),
        ("bitwise op of extensions", |rw, op| {
            let parts = rw.op::<XOrIOp>(op).map(|o| o.parts());
            parts.is_some_and(|parts| bitwise_of_extensions(rw, op, parts, XOrIOp::state))
        }),
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
    let mul = rw.ring_def(MUL, value)?;
    orders(rw, mul.op, mul.operands, false)
        .into_iter()
        .find(|&(_, c)| rw.int(c).as_ref().is_some_and(ApInt::is_all_ones))
        .map(|(y, _)| y)
}

/// `addi(x, muli(y, -1)) → subi(x, y)`, either side.
fn add_negated(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let Some(add) = rw.ring(ADD, op) else {
        return false;
    };
    for (x, product) in orders(rw, op, add.operands, false) {
        if let Some(y) = negated(rw, product) {
            let ty = rw.ty(add.result);
            let difference = rw.create(op, |ctx, loc| SubIOp::state(ctx, loc, ty, x, y, None));
            return rw.replace(op, difference);
        }
    }
    false
}

/// `subi(subi(a, b), a) → subi(0, b)`.
fn sub_of_sub(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let Some(outer) = rw.ring(SUB, op) else {
        return false;
    };
    let (lhs, a) = outer.operands;
    let Some(inner) = rw.ring_def(SUB, lhs) else {
        return false;
    };
    let (inner_lhs, b) = inner.operands;
    if inner_lhs != a {
        return false;
    }
    let ty = rw.ty(outer.result);
    let Some(width) = rw.int_width(ty) else {
        return false;
    };
    let Some(zero) = rw.constant(op, ty, ApInt::zero(width)) else {
        return false;
    };
    let both = (rw.ring_flags(SUB, op), rw.ring_flags(SUB, inner.op));
    let flags = overflow_meet(rw.ctx(), both.0, both.1);
    let negation = rw.create(op, |ctx, loc| {
        SubIOp::state(ctx, loc, ty, zero, b, Some(flags))
    });
    rw.replace(op, negation)
}

/// `xori(cmpi(p, a, b), true) → cmpi(!p, a, b)`.
fn not_of_comparison(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let i1 = rw.ctx().int_type(1);
    let Some(xor) = rw.op::<XOrIOp>(op).map(|o| (o.lhs(), o.rhs())) else {
        return false;
    };
    for (cmp_value, one) in orders(rw, op, xor, false) {
        let is_true = rw.ty(one) == i1 && rw.int(one).as_ref().is_some_and(ApInt::is_one);
        let Some(cmp) = rw.def::<CmpIOp>(cmp_value).filter(|_| is_true) else {
            continue;
        };
        let Some(p) = cmp.predicate() else {
            continue;
        };
        let (a, b) = (cmp.lhs(), cmp.rhs());
        let inverse = p.inverse().attr(rw.ctx());
        let inverted = rw.create(op, |ctx, loc| CmpIOp::state(ctx, loc, i1, a, b, inverse));
        return rw.replace(op, inverted);
    }
    false
}

/// `cmpi(p, c, x) → cmpi(swapped p, x, c)` for a constant `c` and a
/// non-constant `x`, in place.
fn constant_to_the_right(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let Some((lhs, rhs, p)) = rw
        .op::<CmpIOp>(op)
        .map(|cmp| (cmp.lhs(), cmp.rhs(), cmp.predicate()))
    else {
        return false;
    };
    if rw.constant_value(lhs).is_none() || rw.constant_value(rhs).is_some() {
        return false;
    }
    let Some(p) = p else {
        return false;
    };
    rw.set_attr(op, "predicate", p.swapped().attr(rw.ctx()));
    rw.set_operand(op, 0, rhs);
    rw.set_operand(op, 1, lhs)
}

/// An extension: `extsi` or `extui`.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Extension {
    Signed,
    Unsigned,
}

/// Which extension defines `value`, and its input.
fn extension(rw: &Rewrite<'_, '_>, value: ValueId) -> Option<(Extension, ValueId)> {
    rw.def::<ExtSIOp>(value)
        .map(|ext| (Extension::Signed, ext.input()))
        .or_else(|| {
            rw.def::<ExtUIOp>(value)
                .map(|ext| (Extension::Unsigned, ext.input()))
        })
}

/// The inputs of two extensions of one kind from one type.
fn same_extensions(
    rw: &Rewrite<'_, '_>,
    (lhs, rhs): (ValueId, ValueId),
) -> Option<(Extension, ValueId, ValueId)> {
    let (a_kind, a) = extension(rw, lhs)?;
    let (b_kind, b) = extension(rw, rhs)?;
    (a_kind == b_kind && rw.ty(a) == rw.ty(b)).then_some((a_kind, a, b))
}

/// `op(ext(x), ext(y)) → ext(op(x, y))` for `andi`, `ori`, `xori` (whose
/// handle's builder is `state`).
fn bitwise_of_extensions(
    rw: &mut Rewrite<'_, '_>,
    op: OpId,
    (lhs, rhs, result): (ValueId, ValueId, ValueId),
    state: fn(&Context, Attr, Type, ValueId, ValueId) -> OperationState,
) -> bool {
    let Some((ext, x, y)) = same_extensions(rw, (lhs, rhs)) else {
        return false;
    };
    let narrow_type = rw.ty(x);
    let narrow = rw.create(op, |ctx, loc| state(ctx, loc, narrow_type, x, y));
    let ty = rw.ty(result);
    let extended = rw.create(op, |ctx, loc| match ext {
        Extension::Signed => ExtSIOp::state(ctx, loc, ty, narrow),
        Extension::Unsigned => ExtUIOp::state(ctx, loc, ty, narrow),
    });
    rw.replace(op, extended)
}

/// `cmpi(eq|ne, ext(a), ext(b)) → cmpi(eq|ne, a, b)`.
fn comparison_of_extensions(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let Some((operands, p, result)) = rw
        .op::<CmpIOp>(op)
        .map(|cmp| ((cmp.lhs(), cmp.rhs()), cmp.predicate(), cmp.result()))
    else {
        return false;
    };
    let Some(p @ (CmpIPredicate::Eq | CmpIPredicate::Ne)) = p else {
        return false;
    };
    let Some((_, a, b)) = same_extensions(rw, operands) else {
        return false;
    };
    let (ty, predicate) = (rw.ty(result), p.attr(rw.ctx()));
    let comparison = rw.create(op, |ctx, loc| CmpIOp::state(ctx, loc, ty, a, b, predicate));
    rw.replace(op, comparison)
}
