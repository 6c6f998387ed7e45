//! arith's canonicalization patterns (the [`Canonicalize`] interface):
//! what a fold cannot do in place. Constants are reassociated
//! (`(x + c0) + c1 → x + (c0 + c1)`), casts of casts shortened, comparisons
//! with a constant on the left swapped, selections of constants turned
//! into casts, and so on, as MLIR's arith canonicalizations do.
//!
//! This file holds what the patterns share: [`Rewrite`], a view of the IR
//! through the rewriter with matching and creating helpers, and which op
//! gets which patterns.

mod cast;
mod int;
mod select;

use super::apint::{ApInt, MAX_WIDTH};
use super::fold::{constant_of, int_constant, splat_int, well_formed};
use super::types::{element_type, int_width};
use ir_core::interfaces::{Canonicalize, PatternRewriter, RewritePattern};
use ir_core::ir::{InsertPoint, OperationState};
use ir_core::{Attr, AttrKind, NamedAttr, OpDefinition, OpId, OpTraits, OpView, Type, ValueId};

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
        well_formed(rewriter.ctx(), rewriter.body(), op)
            && (self.rewrite)(&mut Rewrite { rewriter }, op)
    }
}

/// The patterns of a list of named rewrite functions.
fn patterns(list: &[(&'static str, RewriteFn)]) -> Vec<Box<dyn RewritePattern>> {
    list.iter()
        .map(|&(name, rewrite)| Box::new(Pattern { name, rewrite }) as Box<dyn RewritePattern>)
        .collect()
}

/// Gives `op` its canonicalization patterns, if it has any.
pub fn attach(op: OpDefinition) -> OpDefinition {
    let list: fn() -> Vec<Box<dyn RewritePattern>> = match op.name.as_str() {
        "arith.addi" => int::addi,
        "arith.subi" => int::subi,
        "arith.muli" => int::muli,
        "arith.andi" | "arith.ori" => int::bitwise,
        "arith.xori" => int::xori,
        "arith.cmpi" => int::cmpi,
        "arith.extsi" => cast::extsi,
        "arith.extui" => cast::extui,
        "arith.trunci" => cast::trunci,
        "arith.index_cast" | "arith.index_castui" => cast::index_cast,
        "arith.bitcast" => cast::bitcast,
        "arith.truncf" => cast::truncf,
        "arith.mulf" | "arith.divf" => cast::negations,
        "arith.select" => select::select,
        _ => return op,
    };
    op.with_interface(Canonicalize(list))
}

/// The IR seen and changed through a pattern rewriter.
pub struct Rewrite<'r, 'a> {
    rewriter: &'r mut PatternRewriter<'a>,
}

impl Rewrite<'_, '_> {
    /// A view of `op`.
    fn view(&self, op: OpId) -> OpView<'_> {
        OpView::new(self.rewriter.ctx(), self.rewriter.body(), op)
    }

    /// The op's name.
    fn name(&self, op: OpId) -> &str {
        let ctx = self.rewriter.ctx();
        ctx.op_name_str(self.rewriter.body().op_name(op))
    }

    /// Whether `op` is commutative.
    fn is_commutative(&self, op: OpId) -> bool {
        let body = self.rewriter.body();
        self.rewriter
            .ctx()
            .op_has(body.op_name(op), OpTraits::COMMUTATIVE)
    }

    /// Operand `index` of `op`.
    fn operand(&self, op: OpId, index: usize) -> ValueId {
        self.rewriter.body().operand(op, index)
    }

    /// The (single) result of `op`.
    fn result(&self, op: OpId) -> ValueId {
        self.rewriter.body().results(op)[0]
    }

    /// The type of `value`.
    fn ty(&self, value: ValueId) -> Type {
        self.rewriter.body().value_type(value)
    }

    /// The op defining `value`, if it is named `name` (and well formed).
    fn def(&self, value: ValueId, name: &str) -> Option<OpId> {
        let body = self.rewriter.body();
        let op = body.defining_op(value)?;
        let well_formed = well_formed(self.rewriter.ctx(), body, op);
        (self.name(op) == name && well_formed).then_some(op)
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

    /// The width of `ty`'s integer elements, if the folders compute with it.
    fn int_width(&self, ty: Type) -> Option<u32> {
        let ctx = self.rewriter.ctx();
        int_width(ctx, element_type(ctx, ty)).filter(|w| (1..=MAX_WIDTH).contains(w))
    }

    /// Inherent attribute `name` of `op`.
    fn attr(&self, op: OpId, name: &str) -> Option<Attr> {
        self.view(op).inherent_attr(name)
    }

    /// Creates op `name` before `before` (at its location) with one result
    /// of type `ty`; its other inherent attributes take their defaults.
    fn create(
        &mut self,
        before: OpId,
        name: &str,
        operands: Vec<ValueId>,
        ty: Type,
        properties: Vec<NamedAttr>,
    ) -> ValueId {
        let ctx = self.rewriter.ctx();
        let loc = self.rewriter.body().op_loc(before);
        let mut state = OperationState::new(ctx.op_name(name), loc);
        state.operands = operands.into();
        state.result_types = smallvec::smallvec![ty];
        let given = (!properties.is_empty()).then(|| ctx.dictionary_attr(properties));
        state.properties = match ctx.lookup_op_def(name).and_then(|d| d.spec.as_deref()) {
            Some(spec) => spec.with_defaults(ctx, given),
            None => given,
        };
        self.rewriter
            .set_insertion_point(InsertPoint::Before(before));
        let op = self.rewriter.create(state);
        self.result(op)
    }

    /// Creates `arith.constant` of type `ty` with every element `value`
    /// before `before`, if such a constant can exist.
    fn constant(&mut self, before: OpId, ty: Type, value: ApInt) -> Option<ValueId> {
        let attr = int_constant(self.rewriter.ctx(), ty, &[value])?;
        let value_attr = NamedAttr {
            name: "value".into(),
            value: attr,
        };
        Some(self.create(before, "arith.constant", vec![], ty, vec![value_attr]))
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

    fn ctx(&self) -> &ir_core::Context {
        self.rewriter.ctx()
    }
}

#[cfg(test)]
mod tests;
