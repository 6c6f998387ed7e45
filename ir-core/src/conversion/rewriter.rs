//! [`ConversionRewriter`]: how conversion patterns change IR (MLIR's
//! `ConversionPatternRewriter`), in one shot: every change is applied at
//! once, none is journalled.
//!
//! Replacing an op replaces its results' uses at once. A result replaced
//! by values of other types (a converted type, 1:N, or none) is replaced
//! by a source materialization of them, which later adaptors look
//! through, so a user converted afterwards sees the converted values and
//! the cast dies; the driver folds and erases the casts it made once the
//! conversion is done ([`super::reconcile`]).

use super::cast::UnrealizedConversionCastOp;
use super::pattern::RemappedValues;
use super::signature::{self, SignatureConversion};
use super::type_converter::{MaterializationKind, TypeConverter};
use crate::ir::{Builder, InsertPoint, OperationState, ValueDef};
use crate::ods::Op;
use crate::{Attr, BlockId, Body, Context, OpId, RegionId, ValueId};
use rustc_hash::FxHashMap;

/// Changes IR for conversion patterns and remembers what they made.
pub struct ConversionRewriter<'a> {
    builder: Builder<'a>,
    converter: Option<&'a TypeConverter>,
    /// Ops created since the driver last asked (it legalizes them).
    created: Vec<OpId>,
    /// The materializations made in this body.
    pub(super) casts: Vec<OpId>,
    /// Materializations made in the bodies of isolated ops stored here
    /// (signature conversions of their regions), by isolated op.
    pub(super) nested_casts: FxHashMap<OpId, Vec<OpId>>,
    /// Target materializations already made, by original value.
    targets: FxHashMap<ValueId, RemappedValues>,
    /// Why patterns did not apply, since the driver last asked.
    notes: Vec<String>,
}

impl<'a> ConversionRewriter<'a> {
    /// A rewriter over `body`, converting types with `converter` if any.
    pub(super) fn new(
        ctx: &'a Context,
        body: &'a mut Body,
        converter: Option<&'a TypeConverter>,
    ) -> Self {
        Self {
            builder: Builder::new(ctx, body),
            converter,
            created: Vec::new(),
            casts: Vec::new(),
            nested_casts: FxHashMap::default(),
            targets: FxHashMap::default(),
            notes: Vec::new(),
        }
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.builder.ctx
    }

    /// The body, read-only.
    pub fn body(&self) -> &Body {
        self.builder.body
    }

    /// The body, for structural changes (splitting and merging blocks,
    /// moving regions); ops must be created through [`Self::create`] so
    /// that the driver legalizes them.
    pub fn body_mut(&mut self) -> &mut Body {
        self.builder.body
    }

    /// The conversion's type converter, if it converts types.
    pub fn converter(&self) -> Option<&'a TypeConverter> {
        self.converter
    }

    /// Sets where new ops go.
    pub fn set_insertion_point(&mut self, at: InsertPoint) {
        self.builder.set_insertion_point(at);
    }

    /// Creates an op at the insertion point; the driver legalizes it.
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.builder.create(state);
        self.created.push(op);
        op
    }

    /// Replaces `op`'s results by `values`, one each, and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        let groups: Vec<RemappedValues> = values.iter().map(|&v| smallvec::smallvec![v]).collect();
        self.replace_op_with_multiple(op, &groups);
    }

    /// Replaces each result of `op` by a group of values (1:N; an empty
    /// group for a dropped result) and erases it. A result whose group is
    /// not one value of its type is replaced, for its remaining users, by
    /// a source materialization of the group.
    pub fn replace_op_with_multiple(&mut self, op: OpId, groups: &[RemappedValues]) {
        let results = self.builder.body.results(op).to_vec();
        let loc = self.builder.body.op_loc(op);
        let saved = self.builder.insertion_point();
        self.builder.set_insertion_point(InsertPoint::Before(op));
        for (&result, group) in results.iter().zip(groups) {
            let ty = self.builder.body.value_type(result);
            let replacement = match group.as_slice() {
                [one] if self.builder.body.value_type(*one) == ty => *one,
                _ if !self.builder.body.has_uses(result) => continue,
                _ => self.materialize(MaterializationKind::Source, loc, group, ty),
            };
            self.builder.body.replace_all_uses(result, replacement);
        }
        if let Some(at) = saved {
            self.builder.set_insertion_point(at);
        }
        self.builder.body.erase_op(op);
    }

    /// Erases an op whose results are unused.
    pub fn erase_op(&mut self, op: OpId) {
        self.builder.body.erase_op(op);
    }

    /// Records why a pattern did not apply (listed if the op stays illegal).
    pub fn notify_match_failure(&mut self, reason: impl Into<String>) {
        self.notes.push(reason.into());
    }

    /// Converts the argument types of every block of `region` (stored in
    /// this body) with the type converter; the entry block with `entry`
    /// instead when given. Returns whether it could (no converter, or a
    /// type that does not convert, changes nothing).
    pub fn convert_region_types(
        &mut self,
        region: RegionId,
        entry: Option<&SignatureConversion>,
    ) -> bool {
        let Some(converter) = self.converter else {
            return false;
        };
        let ctx = self.builder.ctx;
        match signature::convert_region_types(ctx, self.builder.body, region, converter, entry) {
            Some(casts) => {
                self.casts.extend(casts);
                true
            }
            None => false,
        }
    }

    /// Like [`Self::convert_region_types`] for region `index` of `op`, an
    /// op isolated from above whose regions live in its own body.
    pub fn convert_isolated_region_types(
        &mut self,
        op: OpId,
        index: usize,
        entry: Option<&SignatureConversion>,
    ) -> bool {
        let (Some(converter), Some(&region)) =
            (self.converter, self.builder.body.regions(op).get(index))
        else {
            return false;
        };
        let ctx = self.builder.ctx;
        let body = self.builder.body.regions_body_mut(op);
        match signature::convert_region_types(ctx, body, region, converter, entry) {
            Some(casts) => {
                self.nested_casts.entry(op).or_default().extend(casts);
                true
            }
            None => false,
        }
    }

    /// Rewrites `block`'s arguments as `conversion` says (see
    /// [`signature::apply_signature_conversion`]).
    pub fn apply_signature_conversion(&mut self, block: BlockId, conversion: &SignatureConversion) {
        let casts = signature::apply_signature_conversion(
            self.builder.ctx,
            self.builder.body,
            block,
            conversion,
            self.converter,
        );
        self.casts.extend(casts);
    }

    /// The values `value` stands for once converted (see [`super::OpAdaptor`]).
    pub(super) fn remap(&mut self, value: ValueId) -> RemappedValues {
        let Some(converter) = self.converter else {
            return smallvec::smallvec![value];
        };
        let ctx = self.builder.ctx;
        let ty = self.builder.body.value_type(value);
        let Some(types) = converter.convert_type(ctx, ty) else {
            return smallvec::smallvec![value];
        };
        if let Some(inputs) = self.materialized_from(value, &types) {
            return inputs;
        }
        if types.as_slice() == [ty] {
            return smallvec::smallvec![value];
        }
        if let Some(values) = self.targets.get(&value) {
            return values.clone();
        }
        let body = &*self.builder.body;
        let (at, loc) = match body.value_def(value) {
            ValueDef::Result { op, .. } => (InsertPoint::After(op), body.op_loc(op)),
            ValueDef::Argument { block, .. } => {
                let loc = body.value_loc(value).unwrap_or_else(|| ctx.unknown_loc());
                (InsertPoint::Start(block), loc)
            }
            ValueDef::Placeholder => return smallvec::smallvec![value],
        };
        let saved = self.builder.insertion_point();
        self.builder.set_insertion_point(at);
        let values: RemappedValues = converter
            .materialize(
                MaterializationKind::Target,
                &mut self.builder,
                loc,
                &[value],
                &types,
            )
            .into_iter()
            .collect();
        self.note_new_cast_ops(&values);
        if let Some(at) = saved {
            self.builder.set_insertion_point(at);
        }
        self.targets.insert(value, values.clone());
        values
    }

    /// The inputs of the cast that defines `value` alone, if they have
    /// the types `value` converts to (a materialization looked through).
    fn materialized_from(&self, value: ValueId, types: &[crate::Type]) -> Option<RemappedValues> {
        let body = &*self.builder.body;
        let op = UnrealizedConversionCastOp::defining(self.builder.ctx, body, value)?.op();
        if body.results(op) != [value] {
            return None;
        }
        let inputs: RemappedValues = body.operands(op).collect();
        let same = inputs.len() == types.len()
            && inputs
                .iter()
                .zip(types)
                .all(|(&v, &t)| body.value_type(v) == t);
        same.then_some(inputs)
    }

    /// A value of type `ty` made from `inputs` by a materialization of `kind`.
    fn materialize(
        &mut self,
        kind: MaterializationKind,
        loc: Attr,
        inputs: &[ValueId],
        ty: crate::Type,
    ) -> ValueId {
        let made = match self.converter {
            Some(converter) => converter.materialize(kind, &mut self.builder, loc, inputs, &[ty]),
            None => {
                let cast = super::cast::create_cast(&mut self.builder, loc, inputs, &[ty]);
                self.builder.body.results(cast).iter().copied().collect()
            }
        };
        self.note_new_cast_ops(&made);
        made[0]
    }

    /// Records the casts among the definers of freshly materialized values.
    fn note_new_cast_ops(&mut self, values: &[ValueId]) {
        let ctx = self.builder.ctx;
        for &value in values {
            if let Some(op) = self.builder.body.defining_op(value) {
                if super::cast::is_cast(ctx, self.builder.body, op)
                    && self.casts.last() != Some(&op)
                {
                    self.casts.push(op);
                }
            }
        }
    }

    /// The ops created since the last call, in creation order; the
    /// buffer is kept for the next pattern (no allocation per rewrite).
    pub(super) fn drain_created(&mut self) -> std::vec::Drain<'_, OpId> {
        self.created.drain(..)
    }

    /// The failure notes since the last call.
    pub(super) fn take_notes(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notes)
    }

    /// Gives up the body borrow, returning what the driver still needs.
    pub(super) fn into_records(self) -> (Vec<OpId>, FxHashMap<OpId, Vec<OpId>>) {
        (self.casts, self.nested_casts)
    }
}
