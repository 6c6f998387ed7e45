//! arith's canonicalization patterns (the [`Canonicalize`] interface):
//! what a fold cannot do in place. Constants are reassociated
//! (`(x + c0) + c1 → x + (c0 + c1)`), casts of casts shortened, comparisons
//! with a constant on the left swapped, float comparisons of converted
//! integers made integer comparisons, selections of constants turned
//! into casts, and so on, as MLIR's arith canonicalizations do.
//!
//! This file holds what the patterns share: [`Rewrite`], a view of the IR
//! through the rewriter that matches ops as typed handles and creates ops
//! from their handles' states. Each op's declaration says which patterns
//! it has.

pub mod cast;
pub mod cmpf;
pub mod int;
pub mod select;

use super::apint::ApInt;
use super::constant::ConstantOp;
use super::fold::{constant_of, int_constant, splat_int};
use super::types::{element_type, int_width};
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::ir::{InsertPoint, OperationState};
use ir_core::ods::Op;
use ir_core::{Attr, AttrKind, Context, NamedAttr, OpId, OpTraits, OpView, Type, ValueId};

/// A rewrite function: the op and the rewriter; whether it changed the IR.
type RewriteFn = fn(&mut Rewrite<'_, '_>, OpId) -> bool;

/// A named rewrite function.
struct Pattern {
    name: &'static str,
    rewrite: RewriteFn,
}

impl RewritePattern for Pattern {
    fn name(&self) -> &'static str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        (self.rewrite)(&mut Rewrite { rewriter }, op)
    }
}

/// The patterns of a list of named rewrite functions.
fn patterns(list: &[(&'static str, RewriteFn)]) -> Vec<Box<dyn RewritePattern>> {
    list.iter()
        .map(|&(name, rewrite)| Box::new(Pattern { name, rewrite }) as Box<dyn RewritePattern>)
        .collect()
}

/// The IR seen and changed through a pattern rewriter.
pub struct Rewrite<'r, 'a> {
    rewriter: &'r mut PatternRewriter<'a>,
}

impl<'a> Rewrite<'_, 'a> {
    /// `op` as an op of handle `H`, if it is one (of its shape).
    fn op<'s, H: Op<'s>>(&'s self, op: OpId) -> Option<H> {
        OpView::new(self.rewriter.ctx(), self.rewriter.body(), op).as_op::<H>()
    }

    /// The op defining `value`, if it is an op of handle `H`.
    fn def<'s, H: Op<'s>>(&'s self, value: ValueId) -> Option<H> {
        self.op::<H>(self.rewriter.body().defining_op(value)?)
    }

    /// Whether `op` is commutative.
    fn is_commutative(&self, op: OpId) -> bool {
        let view = OpView::new(self.rewriter.ctx(), self.rewriter.body(), op);
        view.definition()
            .is_some_and(|d| d.has(OpTraits::COMMUTATIVE))
    }

    /// The type of `value`.
    fn ty(&self, value: ValueId) -> Type {
        self.rewriter.body().value_type(value)
    }

    /// The integer scalar or splat constant `value` is.
    fn int(&self, value: ValueId) -> Option<ApInt> {
        let ctx = self.rewriter.ctx();
        splat_int(ctx, constant_of(ctx, self.rewriter.body(), value))
    }

    /// The integer scalar (not splat) constant `value` is.
    fn scalar_int(&self, value: ValueId) -> Option<ApInt> {
        let attr = self.constant_value(value)?;
        matches!(self.ctx().attr_kind(attr), AttrKind::Integer { .. })
            .then(|| splat_int(self.ctx(), Some(attr)))
            .flatten()
    }

    /// The constant `value` is, if a constant-like op defines it.
    fn constant_value(&self, value: ValueId) -> Option<Attr> {
        constant_of(self.rewriter.ctx(), self.rewriter.body(), value)
    }

    /// The width of `ty`'s integer elements.
    fn int_width(&self, ty: Type) -> Option<u32> {
        let ctx = self.rewriter.ctx();
        int_width(ctx, element_type(ctx, ty))
    }

    /// Creates the op `build` makes (given the context and `before`'s
    /// location, e.g. `SubIOp::state`) before `before`; its result.
    fn create(
        &mut self,
        before: OpId,
        build: impl FnOnce(&Context, Attr) -> OperationState,
    ) -> ValueId {
        let state = build(self.rewriter.ctx(), self.rewriter.body().op_loc(before));
        self.rewriter
            .set_insertion_point(InsertPoint::Before(before));
        let op = self.rewriter.create(state);
        self.rewriter.body().results(op)[0]
    }

    /// Creates `arith.constant` of type `ty` with every element `value`
    /// before `before`, if such a constant can exist.
    fn constant(&mut self, before: OpId, ty: Type, value: ApInt) -> Option<ValueId> {
        let attr = int_constant(self.rewriter.ctx(), ty, &[value])?;
        Some(self.create(before, |ctx, loc| ConstantOp::state(ctx, loc, ty, attr)))
    }

    /// Replaces `op`'s result by `value` and erases `op`.
    fn replace(&mut self, op: OpId, value: ValueId) -> bool {
        self.rewriter.replace_op(op, &[value]);
        true
    }

    /// Changes operand `index` of `op` in place.
    fn set_operand(&mut self, op: OpId, index: usize, value: ValueId) -> bool {
        self.rewriter.body_mut().set_operand(op, index, value);
        self.rewriter.notify_modified(op);
        true
    }

    /// Changes inherent attribute `name` of `op` in place.
    fn set_attr(&mut self, op: OpId, name: &str, value: Attr) {
        let ctx = self.rewriter.ctx();
        let body = self.rewriter.body_mut();
        let mut entries = body
            .op_properties(op)
            .map(|p| ctx.dictionary_entries(p).to_vec())
            .unwrap_or_default();
        entries.retain(|e| &*e.name != name);
        entries.push(NamedAttr {
            name: name.into(),
            value,
        });
        body.set_op_properties(op, Some(ctx.dictionary_attr(entries)));
        self.rewriter.notify_modified(op);
    }

    fn ctx(&self) -> &'a Context {
        self.rewriter.ctx()
    }
}

#[cfg(test)]
mod tests;
