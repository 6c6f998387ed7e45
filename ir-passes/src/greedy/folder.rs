//! Folding ops and keeping constants unique (MLIR's `OperationFolder`):
//! constant operands are looked up, the op's `Fold` hook is called, and
//! the constants in the IR are deduplicated and hoisted to the start of
//! the entry block of the function (or other isolated op).
//!
//! As in mlir-opt-22's driver, a constant an op folds to is materialized
//! by the op's dialect just before the op, a new one even when an equal
//! one exists (the older goes if the fold took its last use), and sharing
//! happens at the start of each round ([`ConstantTable::share_all`], a fresh table
//! each time): in program order, each constant replaces its later equals
//! and moves to the front of its entry block, unless it is there already
//! or right after a constant shared before it. So the constants of a
//! round come out in the order that walk gives them. SCCP's constants
//! ([`ConstantTable::materialize`]) go to the front at once, as MLIR's
//! `OperationFolder::getOrCreateConstant` puts them.

use ir_core::interfaces::{self, Fold, FoldResult};
use ir_core::ir::{Builder, InsertPoint};
use ir_core::{Attr, BlockId, Body, Context, OpId, OpName, OpView, Type, ValueId};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

/// The constants of one body, by (op name, value, type, the entry block
/// they are placed in).
#[derive(Default)]
pub(crate) struct ConstantTable<'c> {
    constants: FxHashMap<(OpName, Attr, Type, Option<BlockId>), ValueId>,
    /// The constant a dialect materialized for (value, type) at the start
    /// of an entry block: folding to it again creates nothing.
    materialized: FxHashMap<(&'c str, Attr, Type, BlockId), ValueId>,
    /// The value of each constant in `constants`: folding reads its
    /// operands' constants here instead of folding their definers again.
    values: FxHashMap<ValueId, Attr>,
    /// Constant ops the table placed or kept at the start of an entry block.
    placed: FxHashSet<OpId>,
    /// Constant ops found after another op of their entry block: each is
    /// walked over once (they go to the front when visited).
    trailing: FxHashSet<OpId>,
}

/// Ops to revisit: a few per change, kept inline.
pub(super) type OpList = SmallVec<[OpId; 8]>;

/// An erased op's operands, kept inline.
pub(super) type ValueList = SmallVec<[ValueId; 4]>;

/// What folding an op did.
pub(super) enum Folded {
    /// Nothing.
    No,
    /// The op's results were replaced and the op erased; `touched` are the
    /// users of its results and the constants made for it, `lost` the
    /// values it used (each lost a use).
    Replaced { touched: OpList, lost: ValueList },
}

/// The value of constant-like op `op` (see [`interfaces::constant_value`]).
pub(crate) fn constant_value(ctx: &Context, body: &Body, op: OpId) -> Option<Attr> {
    interfaces::constant_value(&OpView::new(ctx, body, op))
}

/// The entry block of the region where constants used by `op` go (see
/// [`outermost_entry`]).
fn insertion_block(ctx: &Context, body: &Body, op: OpId) -> Option<BlockId> {
    outermost_entry(ctx, body, body.op_block(op)?)
}

/// The entry block of the outermost region holding `block` in this body,
/// stopping at the region of an unregistered op: that op may be isolated
/// from above, as MLIR's `OperationFolder` assumes (`mightHaveTrait`).
fn outermost_entry(ctx: &Context, body: &Body, mut block: BlockId) -> Option<BlockId> {
    loop {
        let region = body.block_region(block)?;
        let parent = body.region_parent(region);
        let opaque = parent.is_some_and(|p| ctx.op_def(body.op_name(p)).is_none());
        match parent.and_then(|p| body.op_block(p)) {
            Some(outer) if !opaque => block = outer,
            _ => return body.entry_block(region),
        }
    }
}

impl<'c> ConstantTable<'c> {
    /// Starts a round (MLIR's fresh `OperationFolder`): forgets every
    /// constant, then shares those among `ops` (in program order) as
    /// [`Self::insert_known_constant`] does. The users of a replaced
    /// constant go to `touched`, the ops that see one leave their block to
    /// `left`; returns how many were replaced.
    pub(super) fn share_all(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        ops: &[OpId],
        touched: &mut Vec<OpId>,
        left: &mut Vec<OpId>,
    ) -> u64 {
        *self = Self::default();
        let mut replaced = 0;
        for &op in ops {
            if !body.contains_op(op) {
                continue;
            }
            let Some(value) = constant_value(ctx, body, op) else {
                continue;
            };
            if let Folded::Replaced { touched: users, .. } =
                self.insert_known_constant(ctx, body, op, value, left)
            {
                touched.extend(users);
                replaced += 1;
            }
        }
        replaced
    }

    /// Registers constant op `op`: if an equal constant exists, `op` is
    /// replaced by it; otherwise it moves to the front of the entry block
    /// (unless it is already among the constants there). When `op` leaves
    /// its block, the ops that see the block change go to `left`.
    pub(super) fn insert_known_constant(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        value: Attr,
        left: &mut Vec<OpId>,
    ) -> Folded {
        let [result] = body.results(op) else {
            return Folded::No;
        };
        let result = *result;
        let entry = insertion_block(ctx, body, op);
        let key = (body.op_name(op), value, body.value_type(result), entry);
        match self.constants.get(&key) {
            Some(&existing) if existing != result && body.contains_value(existing) => {
                left.extend(body.block_neighbours(op));
                let mut touched = OpList::new();
                body.replace_all_uses_noting(result, existing, |user| touched.push(user));
                let lost = body.operands(op).collect();
                body.erase_op(op);
                return Folded::Replaced { touched, lost };
            }
            _ => {}
        }
        self.constants.insert(key, result);
        self.values.insert(result, value);
        if let Some(entry) = entry {
            if !self.in_leading_constants(ctx, body, entry, op) {
                if body.op_block(op) != Some(entry) {
                    left.extend(body.block_neighbours(op));
                }
                body.move_op(op, InsertPoint::Start(entry));
            }
            self.placed.insert(op);
        }
        Folded::No
    }

    /// The value of constant op `op`: known if the table holds it, else
    /// computed (see [`constant_value`]).
    pub(super) fn constant_value(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Attr> {
        let known = match body.results(op) {
            [result] => self.values.get(result).copied(),
            _ => None,
        };
        known.or_else(|| constant_value(ctx, body, op))
    }

    /// Forgets `op`, which a pattern touched, if it is a constant of the
    /// table whose value is no longer the one the table knows (a pattern
    /// changed it in place; rare: the maps are searched only then).
    pub(super) fn forget_if_changed(&mut self, ctx: &Context, body: &Body, op: OpId) {
        let [result] = body.results(op) else {
            return;
        };
        let Some(&known) = self.values.get(result) else {
            return;
        };
        if constant_value(ctx, body, op) != Some(known) {
            self.values.remove(result);
            self.constants.retain(|_, value| value != result);
            self.materialized.retain(|_, value| value != result);
        }
    }

    /// Whether `op` is among the constants at the start of `entry`: every
    /// op before it is a constant (where MLIR's next round, registering
    /// constants in program order, leaves them), or an op the table placed
    /// there. The constants walked over are remembered as placed or as
    /// trailing, so each is walked over once.
    fn in_leading_constants(
        &mut self,
        ctx: &Context,
        body: &Body,
        entry: BlockId,
        op: OpId,
    ) -> bool {
        if body.op_block(op) != Some(entry) {
            return false;
        }
        let mut walked = SmallVec::<[OpId; 8]>::new();
        let mut prev = body.prev_op(op);
        while let Some(before) = prev {
            if self.placed.contains(&before) {
                break;
            }
            let constant = ctx.op_has(body.op_name(before), ir_core::OpTraits::CONSTANT_LIKE);
            if !constant || self.trailing.contains(&before) {
                self.trailing.extend(walked);
                return false;
            }
            walked.push(before);
            prev = body.prev_op(before);
        }
        self.placed.extend(walked);
        true
    }

    /// Folds `op` if its `Fold` hook succeeds and every folded constant can
    /// be materialized.
    pub(super) fn try_fold(&mut self, ctx: &'c Context, body: &mut Body, op: OpId) -> Folded {
        let view = OpView::new(ctx, body, op);
        let Some(Fold(fold)) = view.interface::<Fold>() else {
            return Folded::No;
        };
        let operands: SmallVec<[Option<Attr>; 4]> = view
            .operands()
            .map(|v| {
                body.defining_op(v)
                    .and_then(|d| self.constant_value(ctx, body, d))
            })
            .collect();
        let Some(results) = fold(&view, &operands) else {
            return Folded::No;
        };
        let old: SmallVec<[ValueId; 2]> = body.results(op).into();
        if results.len() != old.len()
            || results
                .iter()
                .zip(&old)
                .any(|(r, &o)| *r == FoldResult::Value(o))
        {
            return Folded::No;
        }
        let mut replacements: SmallVec<[ValueId; 2]> = SmallVec::new();
        let mut touched = OpList::new();
        for (result, &old_value) in results.iter().zip(&old) {
            let value = match *result {
                FoldResult::Value(value) => value,
                FoldResult::Attr(attr) => {
                    let ty = body.value_type(old_value);
                    match self.materialize_folded(ctx, body, op, attr, ty) {
                        Some((value, created)) => {
                            touched.extend(created);
                            value
                        }
                        None => return Folded::No,
                    }
                }
            };
            replacements.push(value);
        }
        for (&old_value, &new_value) in old.iter().zip(&replacements) {
            body.replace_all_uses_noting(old_value, new_value, |user| touched.push(user));
        }
        let lost = body.operands(op).collect();
        body.erase_op(op);
        Folded::Replaced { touched, lost }
    }

    /// The constant `attr : ty` for a result `op` folded to: a new one
    /// made by `op`'s dialect just before `op`, at its location (shared by
    /// the next round); also the op it created.
    pub(super) fn materialize_folded(
        &mut self,
        ctx: &'c Context,
        body: &mut Body,
        op: OpId,
        attr: Attr,
        ty: Type,
    ) -> Option<(ValueId, Option<OpId>)> {
        let dialect = ctx.op_dialect(body.op_name(op))?;
        let block = body.op_block(op)?;
        let loc = body.op_loc(op);
        self.materialize_at(ctx, body, (dialect, block, loc), (attr, ty), Some(op))
    }

    /// The shared constant `attr : ty` made by `dialect`, visible in
    /// `block` (placed at the start of the outermost entry block, at `loc`),
    /// made if needed; also returns the op it created, if any.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn materialize(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        dialect: &'c str,
        block: BlockId,
        loc: Attr,
        attr: Attr,
        ty: Type,
    ) -> Option<(ValueId, Option<OpId>)> {
        self.materialize_at(ctx, body, (dialect, block, loc), (attr, ty), None)
    }

    /// The constant `attr : ty` made by `dialect` for a use in `block`:
    /// just before `before` if given, a new one at `loc` (shared, or
    /// replaced by an equal one before it, in the next round); else an
    /// equal one shared already, or a new one at the start of the
    /// outermost entry block (shared).
    fn materialize_at(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        (dialect, block, loc): (&'c str, BlockId, Attr),
        (attr, ty): (Attr, Type),
        before: Option<OpId>,
    ) -> Option<(ValueId, Option<OpId>)> {
        let entry = outermost_entry(ctx, body, block)?;
        let made_before = self.materialized.get(&(dialect, attr, ty, entry));
        if let Some(&value) = made_before.filter(|&&v| before.is_none() && body.contains_value(v)) {
            return Some((value, None));
        }
        let materialize = ctx.constant_materializer(dialect)?;
        let mut builder = Builder::new(ctx, body);
        builder.set_insertion_point(before.map_or(InsertPoint::Start(entry), InsertPoint::Before));
        let created = materialize(&mut builder, attr, ty, loc)?;
        let value = *body.results(created).first()?;
        self.values.insert(value, attr);
        if before.is_some() {
            return Some((value, Some(created)));
        }
        let constant_name = body.op_name(created);
        if let Some(&existing) = self.constants.get(&(constant_name, attr, ty, Some(entry))) {
            if body.contains_value(existing) {
                body.erase_op(created);
                self.materialized
                    .insert((dialect, attr, ty, entry), existing);
                return Some((existing, None));
            }
        }
        self.constants
            .insert((constant_name, attr, ty, Some(entry)), value);
        self.materialized.insert((dialect, attr, ty, entry), value);
        self.placed.insert(created);
        Some((value, Some(created)))
    }
}
