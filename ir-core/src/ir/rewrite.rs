//! The builder/rewriter: an insertion point plus the structural rewrites
//! that passes compose (replace, split, merge, inline).

use super::body::Body;
use super::mutate::{InsertPoint, OperationState};
use super::{BlockId, OpId, RegionId, ValueId};
use crate::context::Context;

impl Body {
    /// Splits `block` before `op`: `op` and everything after it move to a new
    /// block inserted right after `block`, which is returned. O(ops moved).
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        let region = self.blocks[block]
            .parent
            .expect("splitting a detached block");
        let new_block = self.create_block();
        let after = self.blocks[block].next;
        self.insert_block(new_block, region, after);
        let last = self.blocks[block].last_op.expect("`op` is in `block`");
        self.splice_to_end(block, (op, last), new_block);
        new_block
    }

    /// Appends the ops of `source` to `dest`, replacing `source`'s arguments
    /// with `args`, and erases `source` (which must have no predecessor).
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[ValueId]) {
        let params = self.blocks[source].args.clone();
        assert_eq!(
            params.len(),
            args.len(),
            "merge_blocks: argument count mismatch"
        );
        for (&param, &arg) in params.iter().zip(args) {
            self.replace_all_uses(param, arg);
        }
        if let (Some(first), Some(last)) =
            (self.blocks[source].first_op, self.blocks[source].last_op)
        {
            self.splice_to_end(source, (first, last), dest);
        }
        self.erase_blocks(&[source]);
    }

    /// Moves every block of `source` into `dest` before `before` (at the end if `None`).
    pub fn inline_region_before(
        &mut self,
        source: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
    ) {
        while let Some(block) = self.regions[source].first_block {
            self.unlink_block(block);
            self.insert_block(block, dest, before);
        }
    }
}

/// Creates ops at an insertion point and applies rewrites, within one body.
pub struct Builder<'a> {
    /// The context types and attributes come from.
    pub ctx: &'a Context,
    /// The body being changed.
    pub body: &'a mut Body,
    insert_point: Option<InsertPoint>,
}

impl<'a> Builder<'a> {
    /// A builder with no insertion point.
    pub fn new(ctx: &'a Context, body: &'a mut Body) -> Self {
        Self {
            ctx,
            body,
            insert_point: None,
        }
    }

    /// Sets where [`Builder::create`] puts new ops.
    pub fn set_insertion_point(&mut self, at: InsertPoint) {
        self.insert_point = Some(at);
    }

    /// The current insertion point.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.insert_point
    }

    /// Creates an op and inserts it at the insertion point (if any); ops
    /// created one after another come out in creation order.
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.body.create_op(self.ctx, state);
        if let Some(at) = self.insert_point {
            self.body.insert_op(op, at);
            self.insert_point = Some(match at {
                InsertPoint::Start(_) | InsertPoint::After(_) => InsertPoint::After(op),
                other => other,
            });
        }
        op
    }

    /// Replaces the results of `op` by `values` and erases `op`.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        let results = self.body.results(op).to_vec();
        assert_eq!(
            results.len(),
            values.len(),
            "replace_op: result count mismatch"
        );
        for (&result, &value) in results.iter().zip(values) {
            self.body.replace_all_uses(result, value);
        }
        self.body.erase_op(op);
    }

    /// Erases an op whose results are unused.
    pub fn erase_op(&mut self, op: OpId) {
        self.body.erase_op(op);
    }

    /// Clones `op` (deeply) at the insertion point.
    pub fn clone_op(&mut self, op: OpId) -> OpId {
        let copy = self.body.clone_op(self.ctx, op, &mut Default::default());
        if let Some(at) = self.insert_point {
            self.body.insert_op(copy, at);
            if matches!(at, InsertPoint::Start(_) | InsertPoint::After(_)) {
                self.insert_point = Some(InsertPoint::After(copy));
            }
        }
        copy
    }
}
