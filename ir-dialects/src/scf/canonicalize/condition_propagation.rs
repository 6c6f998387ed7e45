//! `scf.if`'s condition is known inside the op: true in its `then`
//! region, false in its `else` region (MLIR's `ConditionPropagation`).
//! Each use of the condition nested in a region becomes a use of an
//! `arith.constant` made before the op, one per truth value, in the
//! order the condition's use list meets them.
//!
//! Finding those uses: MLIR reads the condition's whole use list, and
//! walks up from every use, at every visit of every `scf.if`, which is
//! quadratic for a flag that many `scf.if`s test. Here two searches take
//! turns under a doubling step budget and the first to finish answers,
//! so a visit costs a small multiple of the cheaper one: the use list
//! (walking up from each use, each op's answer remembered) or the op's
//! regions. The uses the regions give are put in use-list order by
//! reading the list from the op's own use on: a use is put at the head
//! of its list and an op is made after its regions, so the uses inside
//! it follow its own unless a rewrite made them later, and only then is
//! the list read from its head.

use super::Budget;
use crate::arith::bool_constant;
use ir_core::interfaces::{constant_value, PatternRewriter, RewritePattern};
use ir_core::ir::{BlockOps, UseRef, Uses};
use ir_core::{Body, OpId, OpView, RegionId, ValueId};
use rustc_hash::FxHashMap;

/// Replaces the uses of an `scf.if`'s condition inside its regions by
/// the value the condition has there.
pub(super) struct ConditionPropagation;

impl RewritePattern for ConditionPropagation {
    fn name(&self) -> &'static str {
        "scf-if-condition-propagation"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        let Some(condition) = body.operands(op).next() else {
            return false;
        };
        // A constant for a constant is no simplification.
        let defined_constant = body
            .defining_op(condition)
            .is_some_and(|d| constant_value(&OpView::new(ctx, body, d)).is_some());
        if defined_constant {
            return false;
        }
        let known = uses_inside(body, op, condition);
        if known.is_empty() {
            return false;
        }
        let mut constants = [None, None];
        for KnownUse { user, truth } in known {
            let value = *constants[usize::from(truth)]
                .get_or_insert_with(|| bool_constant(rewriter, op, truth));
            rewriter.set_operand(user.op, user.index as usize, value);
        }
        true
    }
}

/// A use of the condition inside the `scf.if`, and the condition's value
/// there.
#[derive(Copy, Clone)]
struct KnownUse {
    user: UseRef,
    truth: bool,
}

/// The uses of `condition` nested in the regions of `op` (whose operand
/// 0 it is), in use-list order.
fn uses_inside(body: &Body, op: OpId, condition: ValueId) -> Vec<KnownUse> {
    let mut by_use_list = UseListSearch::new(body, op, condition);
    let mut steps = 64;
    loop {
        if let Some(found) = by_use_list.resume(Budget(steps)) {
            return found;
        }
        if let Some(found) = search_regions(body, op, condition, Budget(steps)) {
            return in_use_list_order(body, op, condition, found);
        }
        steps *= 2;
    }
}

/// The condition's value in each region of `op`: true in the first
/// (`then`), false in the second (`else`).
fn region_truths(body: &Body, op: OpId) -> impl Iterator<Item = (RegionId, bool)> + '_ {
    body.regions(op).iter().copied().zip([true, false])
}

/// The search along the condition's use list, resumable: walks up from
/// each use until it meets the `scf.if`, an op already placed, or the top
/// of the body.
struct UseListSearch<'a> {
    body: &'a Body,
    op: OpId,
    uses: Uses<'a>,
    /// The use being placed and the op the walk up from it has reached.
    current: Option<(UseRef, OpId)>,
    /// The ops walked through since the current use, placed with it.
    chain: Vec<OpId>,
    /// Ops walked through: the condition's value there if inside the op.
    placed: FxHashMap<OpId, Option<bool>>,
    found: Vec<KnownUse>,
}

impl<'a> UseListSearch<'a> {
    fn new(body: &'a Body, op: OpId, condition: ValueId) -> Self {
        Self {
            body,
            op,
            uses: body.uses(condition),
            current: None,
            chain: Vec::new(),
            placed: FxHashMap::default(),
            found: Vec::new(),
        }
    }

    /// Goes on within `budget`; the uses inside once the list is read.
    fn resume(&mut self, mut budget: Budget) -> Option<Vec<KnownUse>> {
        loop {
            budget.spend(1)?;
            let Some((user, at)) = self.current else {
                match self.uses.next() {
                    Some(user) if user.op != self.op => self.current = Some((user, user.op)),
                    Some(_) => {}
                    None => return Some(std::mem::take(&mut self.found)),
                }
                continue;
            };
            let truth = match self.placed.get(&at) {
                Some(&truth) => truth,
                None => match self.body.parent_op(at) {
                    None => None,
                    Some(parent) if parent == self.op => {
                        let region = self.body.op_region(at);
                        region_truths(self.body, self.op)
                            .find(|&(r, _)| Some(r) == region)
                            .map(|(_, truth)| truth)
                    }
                    Some(parent) => {
                        self.chain.push(at);
                        self.current = Some((user, parent));
                        continue;
                    }
                },
            };
            self.placed.insert(at, truth);
            for walked in self.chain.drain(..) {
                self.placed.insert(walked, truth);
            }
            if let Some(truth) = truth {
                self.found.push(KnownUse { user, truth });
            }
            self.current = None;
        }
    }
}

/// The uses of `condition` among the ops nested in the regions of `op`
/// (not entering isolated ops, which cannot use it), in program order;
/// `None` if `budget` runs out first.
fn search_regions(
    body: &Body,
    op: OpId,
    condition: ValueId,
    mut budget: Budget,
) -> Option<Vec<KnownUse>> {
    let mut found = Vec::new();
    let mut blocks = Vec::new();
    enter(body, region_truths(body, op), &mut blocks, &mut budget)?;
    while let Some((ops, truth)) = blocks.last_mut() {
        let truth = *truth;
        let Some(nested) = ops.next() else {
            blocks.pop();
            continue;
        };
        budget.spend(1 + body.num_operands(nested))?;
        for (index, value) in body.operands(nested).enumerate() {
            if value == condition {
                let user = UseRef {
                    op: nested,
                    index: index as u32,
                };
                found.push(KnownUse { user, truth });
            }
        }
        if !body.is_isolated(nested) {
            let inner = body.regions(nested).iter().map(|&r| (r, truth));
            enter(body, inner, &mut blocks, &mut budget)?;
        }
    }
    Some(found)
}

/// Puts the blocks of `regions` on the search's stack, the first on top,
/// each with the condition's value in it.
fn enter<'a>(
    body: &'a Body,
    regions: impl Iterator<Item = (RegionId, bool)>,
    blocks: &mut Vec<(BlockOps<'a>, bool)>,
    budget: &mut Budget,
) -> Option<()> {
    let at = blocks.len();
    for (region, truth) in regions {
        for block in body.region_blocks(region) {
            budget.spend(1)?;
            blocks.push((body.block_ops(block), truth));
        }
    }
    blocks[at..].reverse();
    Some(())
}

/// `found` in the order of the condition's use list (see the module doc).
fn in_use_list_order(
    body: &Body,
    op: OpId,
    condition: ValueId,
    found: Vec<KnownUse>,
) -> Vec<KnownUse> {
    let mut pending: FxHashMap<UseRef, bool> = found
        .iter()
        .map(|known| (known.user, known.truth))
        .collect();
    let mut take = |user: UseRef, into: &mut Vec<KnownUse>| {
        if let Some(truth) = pending.remove(&user) {
            into.push(KnownUse { user, truth });
        }
    };
    let own = UseRef { op, index: 0 };
    let mut after = Vec::with_capacity(found.len());
    let mut uses = body.uses_from(own);
    while after.len() < found.len() {
        let Some(user) = uses.next() else { break };
        take(user, &mut after);
    }
    let mut ordered = Vec::with_capacity(found.len());
    if after.len() < found.len() {
        for user in body.uses(condition).take_while(|&u| u != own) {
            take(user, &mut ordered);
        }
    }
    ordered.append(&mut after);
    ordered
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{context_with_constants, ops_named, parse};

    /// The two searches find the same uses in the same order, for every
    /// `scf.if`, also after a use inside was made later than the op's own.
    #[test]
    fn region_search_agrees_with_the_use_list() {
        let mut ctx = context_with_constants();
        ctx.set_allow_unregistered(true);
        let src = r#"
            %c = "t.cond"() : () -> i1
            "t.use"(%c) : (i1) -> ()
            scf.if %c {
              "t.use"(%c, %c) : (i1, i1) -> ()
              scf.if %c {
                "t.use"(%c) : (i1) -> ()
              } else {
                "t.use"(%c) : (i1) -> ()
              }
            } else {
              "t.use"(%c) : (i1) -> ()
              "t.other"() : () -> ()
            }
            scf.if %c {
              "t.other"() : () -> ()
            }
        "#;
        let mut module = parse(&ctx, src);
        let named = |name: &str| ops_named(&ctx, &module, name);
        let (ifs, others, cond) = (named("scf.if"), named("t.other"), named("t.cond"));
        assert_eq!(ifs.len(), 3);
        let body = module.body.regions_body_mut(module.op);
        let condition = body.results(cond[0])[0];
        // A use made after the ops around it: at the head of the list.
        body.set_operands(others[0], &[condition]);
        let body = &*body;
        let key = |found: Vec<KnownUse>| -> Vec<(OpId, u32, bool)> {
            found
                .iter()
                .map(|k| (k.user.op, k.user.index, k.truth))
                .collect()
        };
        let mut total = 0;
        for op in ifs {
            let by_list = UseListSearch::new(body, op, condition)
                .resume(Budget(usize::MAX))
                .expect("unbounded");
            let by_regions = search_regions(body, op, condition, Budget(usize::MAX))
                .map(|found| in_use_list_order(body, op, condition, found))
                .expect("unbounded");
            total += by_list.len();
            assert_eq!(key(by_list), key(by_regions));
        }
        // 7 uses in the first `scf.if` (the nested one's own and the one
        // made later among them), 2 in the nested one, none in the last.
        assert_eq!(total, 9);
    }
}
