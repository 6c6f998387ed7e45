//! The uses of one op's results nested in the regions of another op,
//! with the region of that op each is in.
//!
//! MLIR's patterns read every use of every result and walk up from it,
//! which costs the uses outside the other op too: merging a chain of ops
//! whose results a `return` reads would read them again at each step.
//! Here two searches take turns under a doubling step budget ([`Budget`])
//! and the first to finish answers, so a call costs a small multiple of
//! the cheaper one: the results' use lists (walking up from each use, each
//! op's answer remembered), or the ops nested in the other op's regions.
//! The use lists give the uses by result, each in use-list order; the
//! region walk by result, each in program order.

use super::Budget;
use ir_core::ir::{BlockOps, UseRef, ValueDef};
use ir_core::{Body, OpId};
use rustc_hash::FxHashMap;

/// A use of a result of the defining op inside the holding op.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct NestedUse {
    /// The operand using the result.
    pub user: UseRef,
    /// Which result of the defining op it uses.
    pub result: usize,
    /// Which region of the holding op the user is in.
    pub region: usize,
}

/// The uses of `def`'s results nested in the regions of `holder` (not
/// `holder`'s own operands), grouped by result.
pub(super) fn uses_nested_in(body: &Body, def: OpId, holder: OpId) -> Vec<NestedUse> {
    let mut steps = 64;
    loop {
        if let Some(found) = by_use_lists(body, def, holder, Budget(steps)) {
            return found;
        }
        if let Some(mut found) = by_regions(body, def, holder, Budget(steps)) {
            found.sort_by_key(|u| u.result);
            return found;
        }
        steps *= 2;
    }
}

/// Reads the use lists of `def`'s results; `None` if `budget` runs out.
fn by_use_lists(
    body: &Body,
    def: OpId,
    holder: OpId,
    mut budget: Budget,
) -> Option<Vec<NestedUse>> {
    let mut regions = FxHashMap::default();
    let mut found = Vec::new();
    for (result, &value) in body.results(def).iter().enumerate() {
        for user in body.uses(value) {
            budget.spend(1)?;
            if let Some(region) = region_in(body, holder, user.op, &mut regions, &mut budget)? {
                found.push(NestedUse {
                    user,
                    result,
                    region,
                });
            }
        }
    }
    Some(found)
}

/// The region of `holder` that `op` is nested in, if any, walking up from
/// `op` until `holder`'s block, the top of the body or an op whose answer
/// `known` holds (it learns those walked through); `None` if `budget`
/// runs out.
fn region_in(
    body: &Body,
    holder: OpId,
    op: OpId,
    known: &mut FxHashMap<OpId, Option<usize>>,
    budget: &mut Budget,
) -> Option<Option<usize>> {
    let level = body.op_block(holder);
    let mut walked = Vec::new();
    let mut at = op;
    let answer = loop {
        budget.spend(1)?;
        if let Some(&answer) = known.get(&at) {
            break answer;
        }
        walked.push(at);
        if body.op_block(at) == level {
            break None;
        }
        match body.parent_op(at) {
            Some(parent) if parent == holder => {
                let region = body.op_region(at);
                break body.regions(holder).iter().position(|&r| Some(r) == region);
            }
            Some(parent) => at = parent,
            None => break None,
        }
    };
    for op in walked {
        known.insert(op, answer);
    }
    Some(answer)
}

/// Walks the ops nested in `holder`'s regions (not entering isolated ops,
/// which cannot use the results) for operands `def` defines; `None` if
/// `budget` runs out.
fn by_regions(body: &Body, def: OpId, holder: OpId, mut budget: Budget) -> Option<Vec<NestedUse>> {
    let mut found = Vec::new();
    for (region, &r) in body.regions(holder).iter().enumerate() {
        let mut blocks: Vec<BlockOps<'_>> = Vec::new();
        push_blocks(body, &[r], &mut blocks, &mut budget)?;
        while let Some(ops) = blocks.last_mut() {
            let Some(op) = ops.next() else {
                blocks.pop();
                continue;
            };
            budget.spend(1 + body.num_operands(op))?;
            for (index, value) in body.operands(op).enumerate() {
                if let ValueDef::Result { op: from, index: k } = body.value_def(value) {
                    if from == def {
                        let user = UseRef {
                            op,
                            index: index as u32,
                        };
                        found.push(NestedUse {
                            user,
                            result: k as usize,
                            region,
                        });
                    }
                }
            }
            if !body.is_isolated(op) {
                push_blocks(body, body.regions(op), &mut blocks, &mut budget)?;
            }
        }
    }
    Some(found)
}

/// Puts the blocks of `regions` on the walk's stack, the first on top.
fn push_blocks<'a>(
    body: &'a Body,
    regions: &[ir_core::RegionId],
    blocks: &mut Vec<BlockOps<'a>>,
    budget: &mut Budget,
) -> Option<()> {
    let at = blocks.len();
    for &region in regions {
        for block in body.region_blocks(region) {
            budget.spend(1)?;
            blocks.push(body.block_ops(block));
        }
    }
    blocks[at..].reverse();
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{context_with_constants, ops_named, parse};

    /// Both searches find the same uses, by result, in either region,
    /// nested deeper or not, and not the holder's own operand or uses
    /// outside it.
    #[test]
    fn both_searches_find_the_same_uses() {
        let mut ctx = context_with_constants();
        ctx.set_allow_unregistered(true);
        let src = r#"
            %a, %b = "t.def"() ({
              "t.inner"() : () -> ()
            }) : () -> (i1, i32)
            "t.holder"(%a) ({
              "t.use"(%b, %a) : (i32, i1) -> ()
              "t.nest"() ({
                "t.use"(%b) : (i32) -> ()
              }) : () -> ()
            }, {
              "t.use"(%a, %b, %b) : (i1, i32, i32) -> ()
            }) : (i1) -> ()
            "t.use"(%a, %b) : (i1, i32) -> ()
        "#;
        let module = parse(&ctx, src);
        let named = |name: &str| ops_named(&ctx, &module, name)[0];
        let (def, holder) = (named("t.def"), named("t.holder"));
        let body = module.body.regions_body(module.op);
        let key = |mut found: Vec<NestedUse>| {
            found.sort_by_key(|u| (u.result, u.user.op, u.user.index));
            found
        };
        let by_lists = by_use_lists(body, def, holder, Budget(usize::MAX)).expect("unbounded");
        let by_walk = by_regions(body, def, holder, Budget(usize::MAX)).expect("unbounded");
        assert_eq!(by_lists.len(), 6);
        assert_eq!(key(by_lists), key(by_walk));
        let found = uses_nested_in(body, def, holder);
        assert_eq!(found.iter().filter(|u| u.region == 1).count(), 3);
        assert!(found.windows(2).all(|w| w[0].result <= w[1].result));
    }
}
