//! Canonicalization patterns of the scf ops: `scf.if` on a negated
//! condition swaps its regions, merges into the `scf.if` before it on the
//! same condition and with the `scf.if` alone in its `then` block, on a
//! constant condition becomes the region it takes, sees its condition as
//! true or false inside its regions, loses the results nothing uses, that
//! both branches take from outside, that its condition tells or that
//! repeat another, and an
//! `else` region that does nothing (in MLIR's order: its fold first, then
//! its patterns by name); `scf.for` with no iteration becomes its initial
//! values, with exactly one its body, and loses the iter_args that carry
//! nothing; `scf.execute_region` is inlined into its parent;
//! `scf.execute_region` and `scf.index_switch` lose the results nothing
//! uses or that they take from outside, and `scf.index_switch` on a
//! constant becomes the region it takes; `scf.while` loses the values it
//! carries unchanged or twice, the results nothing uses after it or in its
//! body, and the arguments of its `before` region nothing uses, and its
//! body sees its condition as true.

mod combine_ifs;
mod condition_propagation;
mod constant_switch;
mod duplicate_results;
mod empty_else;
mod execute_region;
mod if_results;
mod inline;
mod join_blocks;
mod negated_condition;
pub(super) use negated_condition::fold_negated_condition;
mod nested_ifs;
mod nested_uses;
mod rebuild;
mod redundant_iter_args;
mod region_results;
mod static_if;
mod trivial_for;
mod while_forwarded;
mod while_invariant;
mod while_parts;
mod while_unused;
mod yield_condition;

#[cfg(test)]
mod tests;

use crate::arith::XOrIOp;
use ir_core::interfaces::{constant_value, Canonicalize, PatternRewriter};
use ir_core::{AttrKind, BlockId, Body, Context, OpId, OpView, TypeKind, ValueId};

/// The patterns of `scf.if`.
pub(super) fn if_patterns() -> Canonicalize {
    Canonicalize(|| {
        vec![
            Box::new(combine_ifs::CombineIfs),
            Box::new(nested_ifs::CombineNestedIfs),
            Box::new(condition_propagation::ConditionPropagation),
            Box::new(if_results::ConvertTrivialIfToSelect),
            Box::new(empty_else::RemoveEmptyElseBranch),
            Box::new(static_if::RemoveStaticCondition),
            Box::new(if_results::RemoveUnusedResults),
            Box::new(yield_condition::ReplaceIfYieldWithConditionOrValue),
            Box::new(duplicate_results::RemoveDuplicateResults),
        ]
    })
}

/// The patterns of `scf.execute_region`.
pub(super) fn execute_region_patterns() -> Canonicalize {
    Canonicalize(|| {
        vec![
            Box::new(region_results::DropRegionResults {
                name: "scf-execute-region-drop-results",
            }),
            Box::new(execute_region::InlineExecuteRegion),
        ]
    })
}

/// The patterns of `scf.index_switch`.
pub(super) fn index_switch_patterns() -> Canonicalize {
    Canonicalize(|| {
        vec![
            Box::new(constant_switch::FoldConstantCase),
            Box::new(region_results::DropRegionResults {
                name: "scf-index-switch-drop-results",
            }),
        ]
    })
}

/// The patterns of `scf.while`.
pub(super) fn while_patterns() -> Canonicalize {
    Canonicalize(|| {
        vec![
            Box::new(while_invariant::RemoveLoopInvariantArgsFromBeforeBlock),
            Box::new(while_invariant::RemoveLoopInvariantValueYielded),
            Box::new(while_forwarded::WhileConditionTruth),
            Box::new(while_forwarded::WhileCmpCond),
            Box::new(while_unused::WhileUnusedResult),
            Box::new(while_forwarded::WhileRemoveDuplicatedResults),
            Box::new(while_unused::WhileRemoveUnusedArgs),
        ]
    })
}

/// The patterns of `scf.for`.
pub(super) fn for_patterns() -> Canonicalize {
    Canonicalize(|| {
        vec![
            Box::new(trivial_for::SimplifyTrivialLoops),
            Box::new(redundant_iter_args::DropRedundantIterArgs),
        ]
    })
}

/// The integer a value holds when a constant-like op defines it, with the
/// bit width of its type (`index` counts as 64 bits).
fn integer_constant(ctx: &Context, body: &Body, value: ValueId) -> Option<(i128, u32)> {
    let op = body.defining_op(value)?;
    let attr = constant_value(&OpView::new(ctx, body, op))?;
    let AttrKind::Integer { value, ty } = ctx.attr_kind(attr) else {
        return None;
    };
    let width = match ctx.type_kind(*ty) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => return None,
    };
    Some((*value, width))
}

/// `x` when `value` is `arith.xori %x, %one` with `%one` a constant 1
/// (MLIR's `m_One`): for an `i1`, its negation.
fn negation_of(ctx: &Context, body: &Body, value: ValueId) -> Option<ValueId> {
    let view = OpView::new(ctx, body, body.defining_op(value)?);
    let xor = view.as_op::<XOrIOp>()?;
    let (one, width) = integer_constant(ctx, body, xor.rhs())?;
    let mask = u128::MAX
        .checked_shr(128u32.saturating_sub(width))
        .unwrap_or(0);
    (one as u128 & mask == 1).then(|| xor.lhs())
}

/// The values the `scf.yield`s ending the `then` and `else` blocks of
/// `scf.if` `op` yield, if it has both and each yields one per result.
fn branch_yields(body: &Body, op: OpId) -> Option<[Vec<ValueId>; 2]> {
    let n = body.results(op).len();
    let mut yielded = body.regions(op).iter().map(|&r| {
        let last = body.last_op(body.entry_block(r)?)?;
        let values: Vec<ValueId> = body.operands(last).collect();
        (values.len() == n).then_some(values)
    });
    Some([yielded.next()??, yielded.next()??])
}

/// Replaces the uses of `old` by `new`, each user noted as modified.
fn replace_uses(rewriter: &mut PatternRewriter<'_>, old: ValueId, new: ValueId) {
    let mut users = Vec::new();
    rewriter
        .body_mut()
        .replace_all_uses_noting(old, new, |user| users.push(user));
    for user in users {
        rewriter.notify_modified(user);
    }
}

/// Whether `block` holds one op (its terminator).
fn only_yields(body: &Body, block: BlockId) -> bool {
    body.first_op(block).is_some() && body.first_op(block) == body.last_op(block)
}

/// Steps a search may still take: two searches for one answer take turns
/// under a doubling budget, so the cheaper one decides the cost.
struct Budget(usize);

impl Budget {
    /// Takes `steps`, or `None` when fewer are left.
    fn spend(&mut self, steps: usize) -> Option<()> {
        self.0 = self.0.checked_sub(steps)?;
        Some(())
    }
}
