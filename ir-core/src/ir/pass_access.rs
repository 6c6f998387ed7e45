//! Access for the pass manager: moving an isolated op out of its parent's
//! storage into an [`OwnedOp`] of its own and back, so that a pass on one
//! function holds plain `&mut` access to the op and its body while passes
//! on sibling functions run on other threads.

use super::body::{Body, OpData, OwnedOp, ValueData, ValueDef};
use super::compact::PackedDef;
use super::OpId;

/// Why an op cannot be moved out for a pass.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum DetachError {
    /// The op does not own a nested body (it is not isolated from above).
    NotIsolated,
    /// The op uses values or blocks of its parent's storage.
    UsesParentValues,
}

/// A detached op with `data`'s name, location, attributes and properties,
/// taking its regions; no operands, results, successors or nested body.
fn shell_of(data: &mut OpData) -> OpData {
    let mut shell = OpData::new(data.name, data.loc, data.attrs, data.properties);
    shell.parts.set_regions(data.parts.take_regions());
    shell
}

impl Body {
    /// Moves the isolated `op` (with its nested body) into an [`OwnedOp`]
    /// of its own; `op` stays in `self` as an empty shell (same operands,
    /// results and links) until [`Body::reattach_isolated`] puts it back.
    /// Results get stand-ins of the same types in the new storage.
    pub fn detach_isolated(&mut self, op: OpId) -> Result<OwnedOp, DetachError> {
        let data = &mut self.ops[op];
        if data.parts.nested().is_none() {
            return Err(DetachError::NotIsolated);
        }
        if !data.operands.is_empty() || !data.parts.successors().is_empty() {
            return Err(DetachError::UsesParentValues);
        }
        let result_types: Vec<_> = data
            .parts
            .results()
            .iter()
            .map(|&v| self.values[v].ty)
            .collect();
        let nested = self.set_nested(op, None);
        let shell = shell_of(&mut self.ops[op]);
        let mut body = Body::new();
        let detached = body.ops.insert(shell);
        body.stamp_op(detached);
        body.set_nested(detached, nested);
        for (index, ty) in result_types.into_iter().enumerate() {
            let value = body.values.insert(ValueData {
                ty,
                def: PackedDef::new(ValueDef::Result {
                    op: detached,
                    index: index as u32,
                }),
                first_use: None,
            });
            body.ops[detached].parts.push_result(value);
        }
        Ok(OwnedOp { body, op: detached })
    }

    /// Puts back an op moved out by [`Body::detach_isolated`], with the
    /// attributes, properties, location and regions a pass left it.
    ///
    /// # Panics
    /// If the pass erased the op it ran on.
    pub fn reattach_isolated(&mut self, op: OpId, mut owned: OwnedOp) {
        self.note_change();
        assert!(
            owned.body.contains_op(owned.op),
            "a pass must not erase the op it runs on"
        );
        let nested = owned.body.set_nested(owned.op, None);
        let moved = &mut owned.body.ops[owned.op];
        let data = &mut self.ops[op];
        data.loc = moved.loc;
        data.attrs = moved.attrs;
        data.properties = moved.properties;
        data.parts.set_regions(moved.parts.take_regions());
        self.set_nested(op, nested);
        self.journal_op(op);
        self.stamp_op(op);
    }

    /// Moves `op` out of `from` into this body as a detached op, with its
    /// name, location, attributes, properties and nested body, and erases
    /// it from `from`. Only an op that shares nothing with `from` moves: no
    /// operands, results or successors, and regions (if any) in a nested
    /// body. Returns the new id, or `None` (leaving `op` alone) otherwise.
    pub fn adopt_op(&mut self, from: &mut Body, op: OpId) -> Option<OpId> {
        let data = &from.ops[op];
        let movable = data.operands.is_empty()
            && data.parts.results().is_empty()
            && data.parts.successors().is_empty()
            && (data.parts.regions().is_empty() || data.parts.nested().is_some());
        if !movable {
            return None;
        }
        let nested = from.set_nested(op, None);
        from.unlink_op(op);
        let moved = shell_of(&mut from.ops[op]);
        from.erase_op(op);
        self.note_change();
        let adopted = self.ops.insert(moved);
        self.stamp_op(adopted);
        self.set_nested(adopted, nested);
        Some(adopted)
    }
}

impl OwnedOp {
    /// An empty stand-in, for the moment an op is moved out of its place
    /// (put back in its parent to be printed there) and back.
    pub(crate) fn placeholder() -> Self {
        Self {
            body: Body::new(),
            op: OpId::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{InsertPoint, OperationState};
    use crate::pass::test_support::{context, module};

    #[test]
    fn detached_ops_come_back_with_their_changes() {
        let ctx = context();
        let mut owned = module(&ctx, 2);
        let region = owned.body.regions(owned.op)[0];
        let inner = owned.body.regions_body_mut(owned.op);
        let funcs: Vec<OpId> = inner
            .region_blocks(region)
            .flat_map(|b| inner.block_ops(b).collect::<Vec<_>>())
            .collect();
        let mut detached = inner.detach_isolated(funcs[1]).expect("isolated");
        assert!(
            inner.regions(funcs[1]).is_empty(),
            "the shell lends its regions"
        );
        let new_loc = ctx.file_loc("x.mlir", 3, 4);
        detached.body.set_op_loc(detached.op, new_loc);
        let nested = detached.body.regions_body_mut(detached.op);
        assert_eq!(nested.ops.len(), 1);
        inner.reattach_isolated(funcs[1], detached);
        assert_eq!(inner.op_loc(funcs[1]), new_loc);
        assert_eq!(inner.regions(funcs[1]).len(), 1);
        assert_eq!(inner.regions_body(funcs[1]).ops.len(), 1);
        assert_eq!(inner.next_op(funcs[0]), Some(funcs[1]));
    }

    #[test]
    fn adopted_ops_move_with_their_bodies_and_only_self_contained_ones_move() {
        let ctx = context();
        let mut source = module(&ctx, 2);
        let mut target = module(&ctx, 0);
        let (region, target_region) = (
            source.body.regions(source.op)[0],
            target.body.regions(target.op)[0],
        );
        let from = source.body.regions_body_mut(source.op);
        let block = from.entry_block(region).expect("a block");
        let funcs: Vec<OpId> = from.block_ops(block).collect();
        let into = target.body.regions_body_mut(target.op);
        let target_block = into.entry_block(target_region).expect("a block");
        for &func in funcs.iter().rev() {
            let nested_ops = from.regions_body(func).ops.len();
            let name = from.op_name(func);
            let adopted = into.adopt_op(from, func).expect("a function moves");
            into.insert_op(adopted, InsertPoint::Start(target_block));
            assert_eq!(into.op_name(adopted), name);
            assert_eq!(into.regions_body(adopted).ops.len(), nested_ops);
            assert!(!from.contains_op(func));
        }
        assert_eq!(into.block_ops(target_block).count(), 2);
        assert_eq!(from.block_ops(block).count(), 0);
        let mut state = OperationState::new(ctx.op_name("t.op"), ctx.unknown_loc());
        state.result_types = smallvec::smallvec![ctx.int_type(32)];
        let producer = from.create_op(&ctx, state);
        assert_eq!(into.adopt_op(from, producer), None);
        assert!(from.contains_op(producer));
    }

    #[test]
    fn only_isolated_ops_without_parent_values_detach() {
        let ctx = context();
        let mut owned = module(&ctx, 1);
        let region = owned.body.regions(owned.op)[0];
        let inner = owned.body.regions_body_mut(owned.op);
        let block = inner.entry_block(region).expect("a block");
        let plain = inner.create_op(
            &ctx,
            OperationState::new(ctx.op_name("t.op"), ctx.unknown_loc()),
        );
        inner.insert_op(plain, InsertPoint::End(block));
        assert_eq!(
            inner.detach_isolated(plain).err(),
            Some(DetachError::NotIsolated)
        );
        let mut state = OperationState::new(ctx.op_name("t.op"), ctx.unknown_loc());
        state.result_types = smallvec::smallvec![ctx.int_type(32)];
        let producer = inner.create_op(&ctx, state);
        inner.insert_op(producer, InsertPoint::End(block));
        let mut state = OperationState::new(ctx.op_name("t.func"), ctx.unknown_loc());
        state.operands = smallvec::smallvec![inner.results(producer)[0]];
        state.result_types = smallvec::smallvec![ctx.int_type(8)];
        let user = inner.create_op(&ctx, state);
        inner.insert_op(user, InsertPoint::End(block));
        assert_eq!(
            inner.detach_isolated(user).err(),
            Some(DetachError::UsesParentValues)
        );
    }
}
