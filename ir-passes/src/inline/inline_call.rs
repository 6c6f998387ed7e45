//! Inlining one call, as MLIR's `inlineCall` (`InliningUtils.cpp`): the
//! dialects involved must allow it ([`DialectInliner`]), the callee's
//! signature must match the call's types; then the callee's blocks are
//! cloned with its entry arguments mapped to the call's arguments. A
//! single-block callee's ops move in before the call and its return's
//! operands replace the call's results. For several blocks the caller's
//! block is split at the call (the shorter side moves), the clones go in
//! between, each return becomes a branch to the block after the call
//! (whose new arguments replace the call's results), and the entry clone
//! merges into the block before. Either way the cost is the callee's
//! size, not the caller block's: MLIR splits and merges the whole tail at
//! every call, which is quadratic in the calls of one block.

use ir_core::graph::call_graph::call_sites;
use ir_core::interfaces::{CallOp, DialectInliner};
use ir_core::ir::{walk_ops, CloneMap, InsertPoint, WalkItem};
use ir_core::{BlockId, Body, Context, OpId, OpTraits, OpView, RegionId, ValueId};

/// The callee of an inlining: its op (stored in `table`) and body region.
#[derive(Copy, Clone)]
pub(super) struct Callee<'a> {
    /// The body storing the callee op (the module's).
    pub table: &'a Body,
    /// The callee op.
    pub op: OpId,
    /// Its body region (in the op's own body).
    pub region: RegionId,
}

impl<'a> Callee<'a> {
    /// The callee's own body.
    pub fn body(&self) -> &'a Body {
        self.table.regions_body(self.op)
    }
}

/// The dialect inliner of op `op` in `body`.
fn inliner<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c DialectInliner> {
    ctx.op_dialect_interface::<DialectInliner>(body.op_name(op))
}

/// The op whose region holds `call`: within the caller's body, or the
/// caller itself (`caller_view`) at its root.
fn parent_of<'b>(ctx: &'b Context, body: &'b Body, call: OpId, caller: OpView<'b>) -> OpView<'b> {
    body.op_block(call)
        .and_then(|b| body.block_region(b))
        .and_then(|r| body.region_parent(r))
        .map_or(caller, |op| OpView::new(ctx, body, op))
}

/// Whether `call` (in `body`, the body of `caller`) may be inlined by
/// `callee` as far as structure goes: not a terminator, and a callee of
/// several blocks only into a region that can hold several (MLIR's
/// `shouldInline`, which leaves such calls alone).
pub(super) fn structurally_inlinable(
    ctx: &Context,
    (body, call): (&Body, OpId),
    caller: OpView<'_>,
    callee: Callee<'_>,
) -> bool {
    if ctx.op_has(body.op_name(call), OpTraits::TERMINATOR) {
        return false;
    }
    let callee_body = callee.body();
    let several_blocks = callee_body.region_blocks(callee.region).nth(1).is_some();
    if !several_blocks {
        return true;
    }
    let parent = parent_of(ctx, body, call, caller);
    let parent_name = parent.body.op_name(parent.op);
    let same_kind = parent_name == callee.table.op_name(callee.op);
    let single_block = match ctx.op_def(parent_name) {
        Some(def) => def.has(OpTraits::SINGLE_BLOCK),
        None => true,
    };
    same_kind || !single_block
}

/// Whether the dialects allow inlining `callee` at `call`, and the types
/// agree.
fn legal(
    ctx: &Context,
    (body, call): (&Body, OpId),
    caller: OpView<'_>,
    callee: Callee<'_>,
) -> bool {
    let call_view = OpView::new(ctx, body, call);
    let callable = OpView::new(ctx, callee.table, callee.op);
    if !inliner(ctx, body, call).is_some_and(|i| (i.call)(&call_view, &callable)) {
        return false;
    }
    let parent = parent_of(ctx, body, call, caller);
    if !inliner(ctx, parent.body, parent.op).is_some_and(|i| (i.into_region_of)(&parent)) {
        return false;
    }
    let callee_body = callee.body();
    let mut legal_ops = true;
    for block in callee_body.region_blocks(callee.region) {
        for op in callee_body.block_ops(block) {
            walk_ops(callee_body, op, |inner_body, item| {
                if let WalkItem::Enter(inner) = item {
                    let view = OpView::new(ctx, inner_body, inner);
                    legal_ops &= inliner(ctx, inner_body, inner).is_some_and(|i| (i.op)(&view));
                }
            });
        }
    }
    legal_ops && types_agree(ctx, (body, call), callee) && terminators_handled(ctx, callee)
}

/// The call's argument and result types are the callee's.
fn types_agree(ctx: &Context, (body, call): (&Body, OpId), callee: Callee<'_>) -> bool {
    let view = OpView::new(ctx, body, call);
    let Some(CallOp { arguments, .. }) = view.interface::<CallOp>() else {
        return false;
    };
    let callee_body = callee.body();
    let Some(entry) = callee_body.entry_block(callee.region) else {
        return false;
    };
    let passed: Vec<_> = body.operands(call).collect::<Vec<_>>()[arguments(&view)]
        .iter()
        .map(|&v| body.value_type(v))
        .collect();
    let expected: Vec<_> = callee_body
        .block_args(entry)
        .iter()
        .map(|&v| callee_body.value_type(v))
        .collect();
    if passed != expected {
        return false;
    }
    // Every block returns the call's result types.
    callee_body.region_blocks(callee.region).all(|block| {
        let Some(last) = callee_body.last_op(block) else {
            return false;
        };
        if !ctx.op_has(callee_body.op_name(last), OpTraits::RETURN_LIKE) {
            return true;
        }
        let returned: Vec<_> = callee_body
            .operands(last)
            .map(|v| callee_body.value_type(v))
            .collect();
        let results: Vec<_> = body
            .results(call)
            .iter()
            .map(|&v| body.value_type(v))
            .collect();
        returned == results
    })
}

/// A callee of several blocks: every return can become a branch; of one
/// block: it ends in a return.
fn terminators_handled(ctx: &Context, callee: Callee<'_>) -> bool {
    let body = callee.body();
    let blocks: Vec<BlockId> = body.region_blocks(callee.region).collect();
    let returns = |block: BlockId| {
        body.last_op(block)
            .filter(|&op| ctx.op_has(body.op_name(op), OpTraits::RETURN_LIKE))
    };
    if let [single] = blocks[..] {
        return returns(single).is_some();
    }
    blocks.iter().all(|&block| {
        returns(block).is_none_or(|op| {
            inliner(ctx, body, op).is_some_and(|i| i.branch_to_continuation.is_some())
        })
    })
}

/// Inlines `callee` at `call` (in `body`, the body of `caller`) if the
/// dialects allow; erases the call. Returns the calls the inlined code
/// holds, or `None` (nothing changed) if it may not be inlined.
pub(super) fn inline_call(
    ctx: &Context,
    (body, call): (&mut Body, OpId),
    caller: OpView<'_>,
    callee: Callee<'_>,
) -> Option<Vec<OpId>> {
    if !legal(ctx, (body, call), caller, callee) {
        return None;
    }
    let view = OpView::new(ctx, body, call);
    let CallOp { arguments, .. } = view.interface::<CallOp>()?;
    let passed: Vec<ValueId> = body.operands(call).collect::<Vec<_>>()[arguments(&view)].to_vec();
    let callee_body = callee.body();
    let entry = callee_body.entry_block(callee.region)?;
    let mut map = CloneMap::default();
    for (&param, &arg) in callee_body.block_args(entry).iter().zip(&passed) {
        map.values.insert(param, arg);
    }
    let block = body.op_block(call)?;
    let region = body.block_region(block)?;
    let single_block = callee_body.region_blocks(callee.region).nth(1).is_none();
    // A single-block callee's ops go straight in before the call; a
    // multi-block one needs the caller's block split at the call, the
    // shorter side moving, so that inlining every call of a long block
    // stays linear.
    let (head, post) = match single_block {
        true => (block, None),
        false => {
            let (head, post) = body.split_block_balanced(block, call);
            (head, Some(post))
        }
    };
    let new_blocks =
        body.clone_region_from(ctx, callee_body, (callee.region, region, post), &mut map);
    let calls = call_sites(ctx, body, new_blocks.iter().copied());
    let results = body.results(call).to_vec();
    match post {
        None => {
            let single = new_blocks[0];
            let terminator = body.last_op(single)?;
            let returned: Vec<ValueId> = body.operands(terminator).collect();
            body.erase_op(terminator);
            for (&result, &value) in results.iter().zip(&returned) {
                body.replace_all_uses(result, value);
            }
            while let Some(op) = body.first_op(single) {
                body.move_op(op, InsertPoint::Before(call));
            }
            body.erase_blocks(&[single]);
            body.erase_op(call);
        }
        Some(post) => {
            let loc = body.op_loc(call);
            for &result in &results {
                let arg = body.add_block_arg(post, body.value_type(result), loc);
                body.replace_all_uses(result, arg);
            }
            for &new_block in &new_blocks {
                let Some(terminator) = body.last_op(new_block) else {
                    continue;
                };
                if !ctx.op_has(body.op_name(terminator), OpTraits::RETURN_LIKE) {
                    continue;
                }
                if let Some(branch) =
                    inliner(ctx, body, terminator).and_then(|i| i.branch_to_continuation)
                {
                    branch(ctx, body, terminator, post);
                }
            }
            body.erase_op(call);
            body.merge_blocks(new_blocks[0], head, &[]);
        }
    }
    Some(calls)
}
