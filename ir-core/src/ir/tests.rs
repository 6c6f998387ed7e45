//! Unit tests of IR storage and mutation: use lists, linking, erasure,
//! split/merge/inline, clone, isolated bodies, block arguments, and
//! storage sizes.

use super::*;
use crate::context::{Context, Dialect, OpDefinition, OpTraits};
use crate::ir::clone::CloneMap;

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(Dialect::new(
        "t",
        vec![
            OpDefinition::new("t.isolated", "isolated").with_traits(OpTraits::ISOLATED_FROM_ABOVE),
            OpDefinition::new("t.op", "any"),
        ],
    ));
    ctx
}

/// A body with one region and one block, and a builder-style helper.
struct Fixture {
    ctx: Context,
    body: Body,
    block: BlockId,
    region: RegionId,
}

impl Fixture {
    fn new() -> Self {
        let ctx = context();
        let mut body = Body::new();
        let mut state = OperationState::new(ctx.op_name("t.op"), ctx.unknown_loc());
        state.num_regions = 1;
        let holder = body.create_op(&ctx, state);
        let region = body.regions(holder)[0];
        let block = body.append_block(region);
        Self {
            ctx,
            body,
            block,
            region,
        }
    }

    /// Appends `t.op(operands) -> i32 x results` to `block`.
    fn op(&mut self, block: BlockId, operands: &[ValueId], results: usize) -> OpId {
        let mut state = OperationState::new(self.ctx.op_name("t.op"), self.ctx.unknown_loc());
        state.operands = operands.into();
        state.result_types = smallvec::smallvec![self.ctx.int_type(32); results];
        let op = self.body.create_op(&self.ctx, state);
        self.body.insert_op(op, InsertPoint::End(block));
        op
    }

    fn ops(&self, block: BlockId) -> Vec<OpId> {
        self.body.block_ops(block).collect()
    }
}

#[test]
fn use_lists_follow_operand_changes() {
    let mut f = Fixture::new();
    let a = f.op(f.block, &[], 1);
    let b = f.op(f.block, &[], 1);
    let (va, vb) = (f.body.results(a)[0], f.body.results(b)[0]);
    let user = f.op(f.block, &[va, va, vb], 0);
    assert_eq!(f.body.uses(va).count(), 2);
    f.body.set_operand(user, 1, vb);
    assert_eq!(f.body.uses(va).count(), 1);
    assert_eq!(f.body.uses(vb).count(), 2);
    f.body.replace_all_uses(vb, va);
    assert_eq!(f.body.uses(va).count(), 3);
    assert!(!f.body.has_uses(vb));
    assert_eq!(f.body.operands(user).collect::<Vec<_>>(), vec![va, va, va]);
}

/// The uses of `value` in list order, checking that each one's `prev`
/// link names the use before it.
fn linked_uses(body: &Body, value: ValueId) -> Vec<UseRef> {
    let uses: Vec<UseRef> = body.uses(value).collect();
    for (i, &at) in uses.iter().enumerate() {
        let slot = body.operands.slot(body.operand_link(at));
        assert_eq!(
            slot.prev.map(|link| body.use_at(link)),
            i.checked_sub(1).map(|p| uses[p]),
            "prev link of use {i}"
        );
        assert_eq!(slot.value, value);
    }
    uses
}

#[test]
fn replacing_all_uses_orders_them_as_moving_each_to_the_front() {
    // Two identical bodies: one replaces all uses at once, the other sets
    // the operands one at a time, first use first.
    let build = || {
        let mut f = Fixture::new();
        let a = f.op(f.block, &[], 1);
        let b = f.op(f.block, &[], 1);
        let (va, vb) = (f.body.results(a)[0], f.body.results(b)[0]);
        f.op(f.block, &[va, vb], 0);
        f.op(f.block, &[vb, vb, va], 0);
        f.op(f.block, &[vb], 0);
        (f, va, vb)
    };
    let (mut at_once, va, vb) = build();
    let listed: Vec<OpId> = at_once.body.uses(vb).map(|u| u.op).collect();
    let mut noted = Vec::new();
    at_once
        .body
        .replace_all_uses_noting(vb, va, |user| noted.push(user));
    assert_eq!(noted, listed, "users are noted as `uses` lists them");
    let (mut one_by_one, _, _) = build();
    while let Some(at) = one_by_one.body.uses(vb).next() {
        one_by_one.body.set_operand(at.op, at.index as usize, va);
    }
    assert!(!at_once.body.has_uses(vb));
    let uses = linked_uses(&at_once.body, va);
    assert_eq!(uses.len(), 6);
    assert_eq!(uses, linked_uses(&one_by_one.body, va));
    // The links stay sound for later edits: unlink a use from the middle.
    at_once
        .body
        .set_operand(uses[2].op, uses[2].index as usize, vb);
    assert_eq!(linked_uses(&at_once.body, va).len(), 5);
    assert_eq!(linked_uses(&at_once.body, vb), vec![uses[2]]);
}

#[test]
fn insertion_moves_and_erasure_keep_order() {
    let mut f = Fixture::new();
    let a = f.op(f.block, &[], 0);
    let c = f.op(f.block, &[], 0);
    let b = f.body.create_op(
        &f.ctx,
        OperationState::new(f.ctx.op_name("t.op"), f.ctx.unknown_loc()),
    );
    f.body.insert_op(b, InsertPoint::After(a));
    assert_eq!(f.ops(f.block), vec![a, b, c]);
    f.body.move_op(a, InsertPoint::End(f.block));
    assert_eq!(f.ops(f.block), vec![b, c, a]);
    f.body.erase_op(c);
    assert_eq!(f.ops(f.block), vec![b, a]);
    assert!(!f.body.contains_op(c));
}

#[test]
fn erasing_an_op_releases_its_operand_uses_and_nested_ops() {
    let mut f = Fixture::new();
    let def = f.op(f.block, &[], 1);
    let value = f.body.results(def)[0];
    let mut state = OperationState::new(f.ctx.op_name("t.op"), f.ctx.unknown_loc());
    state.num_regions = 1;
    state.operands = smallvec::smallvec![value];
    let outer = f.body.create_op(&f.ctx, state);
    f.body.insert_op(outer, InsertPoint::End(f.block));
    let inner_block = f.body.append_block(f.body.regions(outer)[0]);
    let inner = f.op(inner_block, &[value], 1);
    let inner_value = f.body.results(inner)[0];
    f.op(inner_block, &[inner_value], 0);
    assert_eq!(f.body.uses(value).count(), 2);
    f.body.erase_op(outer);
    assert!(!f.body.has_uses(value));
    assert!(!f.body.contains_op(inner));
}

#[test]
fn split_and_merge_blocks() {
    let mut f = Fixture::new();
    let ops: Vec<OpId> = (0..4).map(|_| f.op(f.block, &[], 0)).collect();
    let tail = f.body.split_block(f.block, ops[2]);
    assert_eq!(f.ops(f.block), ops[..2]);
    assert_eq!(f.ops(tail), ops[2..]);
    assert_eq!(
        f.body.region_blocks(f.region).collect::<Vec<_>>(),
        vec![f.block, tail]
    );
    let arg = f
        .body
        .add_block_arg(tail, f.ctx.int_type(32), f.ctx.unknown_loc());
    let user = f.op(tail, &[arg], 0);
    let replacement = f.op(f.block, &[], 1);
    let value = f.body.results(replacement)[0];
    f.body.merge_blocks(tail, f.block, &[value]);
    assert_eq!(f.body.region_blocks(f.region).count(), 1);
    assert_eq!(f.body.operand(user, 0), value);
    assert_eq!(f.ops(f.block).last(), Some(&user));
}

/// The ops of `block` walked forward, backward, and each one's block.
fn assert_block_holds(f: &Fixture, block: BlockId, expected: &[OpId]) {
    assert_eq!(f.ops(block), expected);
    let mut backward = Vec::new();
    let mut current = f.body.last_op(block);
    while let Some(op) = current {
        backward.push(op);
        current = f.body.prev_op(op);
    }
    backward.reverse();
    assert_eq!(backward, expected, "prev links agree with next links");
    for &op in expected {
        assert_eq!(f.body.op_block(op), Some(block));
    }
}

#[test]
fn balanced_split_at_every_position_keeps_links_and_blocks() {
    for len in 1..6 {
        for at in 0..len {
            let mut f = Fixture::new();
            let ops: Vec<OpId> = (0..len).map(|_| f.op(f.block, &[], 0)).collect();
            let (first, second) = f.body.split_block_balanced(f.block, ops[at]);
            assert_block_holds(&f, first, &ops[..at]);
            assert_block_holds(&f, second, &ops[at..]);
            assert_eq!(
                f.body.region_blocks(f.region).collect::<Vec<_>>(),
                vec![first, second]
            );
            let tail = f.op(first, &[], 0);
            assert_eq!(f.body.last_op(first), Some(tail), "appending after a split");
        }
    }
}

#[test]
fn successor_use_lists_give_predecessors() {
    let mut f = Fixture::new();
    let target = f.body.append_block(f.region);
    let other = f.body.append_block(f.region);
    let mut state = OperationState::new(f.ctx.op_name("t.op"), f.ctx.unknown_loc());
    state.successors = smallvec::smallvec![target, target];
    let branch = f.body.create_op(&f.ctx, state);
    f.body.insert_op(branch, InsertPoint::End(f.block));
    assert_eq!(f.body.predecessors(target).count(), 2);
    f.body.set_successor(branch, 1, other);
    assert_eq!(f.body.predecessors(target).count(), 1);
    assert_eq!(
        f.body.predecessors(other).collect::<Vec<_>>(),
        vec![f.block]
    );
    f.body.replace_all_block_uses(target, other);
    assert_eq!(f.body.predecessors(other).count(), 2);
}

#[test]
fn inline_region_moves_blocks() {
    let mut f = Fixture::new();
    let mut state = OperationState::new(f.ctx.op_name("t.op"), f.ctx.unknown_loc());
    state.num_regions = 1;
    let holder = f.body.create_op(&f.ctx, state);
    f.body.insert_op(holder, InsertPoint::End(f.block));
    let source = f.body.regions(holder)[0];
    let moved = f.body.append_block(source);
    f.op(moved, &[], 0);
    f.body.inline_region_before(source, f.region, None);
    assert_eq!(
        f.body.region_blocks(f.region).collect::<Vec<_>>(),
        vec![f.block, moved]
    );
    assert_eq!(f.body.block_region(moved), Some(f.region));
    assert_eq!(f.body.region_blocks(source).count(), 0);
}

#[test]
fn clone_remaps_values_inside_and_keeps_outside_ones() {
    let mut f = Fixture::new();
    let outside = f.op(f.block, &[], 1);
    let outside_value = f.body.results(outside)[0];
    let mut state = OperationState::new(f.ctx.op_name("t.op"), f.ctx.unknown_loc());
    state.num_regions = 1;
    let holder = f.body.create_op(&f.ctx, state);
    f.body.insert_op(holder, InsertPoint::End(f.block));
    let inner_block = f.body.append_block(f.body.regions(holder)[0]);
    let def = f.op(inner_block, &[outside_value], 1);
    let inner_value = f.body.results(def)[0];
    let user = f.op(inner_block, &[inner_value], 0);
    let copy = f.body.clone_op(&f.ctx, holder, &mut CloneMap::default());
    let copy_block = f
        .body
        .entry_block(f.body.regions(copy)[0])
        .expect("cloned block");
    let copied: Vec<OpId> = f.body.block_ops(copy_block).collect();
    assert_eq!(copied.len(), 2);
    assert_ne!(copied[0], def);
    assert_eq!(f.body.operand(copied[0], 0), outside_value);
    assert_eq!(f.body.operand(copied[1], 0), f.body.results(copied[0])[0]);
    assert_eq!(f.body.operand(user, 0), inner_value);
}

#[test]
fn isolated_ops_own_their_body() {
    let f = Fixture::new();
    let mut body = f.body;
    let mut state = OperationState::new(f.ctx.op_name("t.isolated"), f.ctx.unknown_loc());
    state.num_regions = 1;
    let isolated = body.create_op(&f.ctx, state);
    assert!(body.is_isolated(isolated));
    let outer_blocks = body.blocks.len();
    let region = body.regions(isolated)[0];
    let inner = body.regions_body_mut(isolated);
    let block = inner.append_block(region);
    assert_eq!(inner.region_blocks(region).collect::<Vec<_>>(), vec![block]);
    assert_eq!(
        body.blocks.len(),
        outer_blocks,
        "the block went to the nested body"
    );
}

#[test]
fn dropping_a_million_nested_bodies_does_not_overflow() {
    let ctx = context();
    let name = ctx.op_name("t.isolated");
    let mut root = Body::new();
    let mut state = OperationState::new(name, ctx.unknown_loc());
    state.num_regions = 1;
    let top = root.create_op(&ctx, state.clone());
    // Build the chain from the innermost body outwards.
    let mut inner: Option<Box<Body>> = None;
    for _ in 0..1_000_000 {
        let mut body = Body::new();
        let op = body.create_op(&ctx, state.clone());
        if let Some(child) = inner.take() {
            body.set_nested(op, Some(child));
        }
        inner = Some(Box::new(body));
    }
    root.set_nested(top, inner);
    drop(root);
}

#[test]
fn sibling_isolated_bodies_change_in_parallel_with_plain_borrows() {
    use rayon::prelude::*;
    let ctx = context();
    let mut module = Body::new();
    let mut state = OperationState::new(ctx.op_name("t.isolated"), ctx.unknown_loc());
    state.num_regions = 1;
    let functions: Vec<OpId> = (0..64)
        .map(|_| module.create_op(&ctx, state.clone()))
        .collect();
    let mut bodies: Vec<(OpId, &mut Body)> = module.isolated_bodies_mut().collect();
    bodies.par_iter_mut().for_each(|(_, body)| {
        let region = body.regions.keys().next().expect("one region");
        let block = body.append_block(region);
        for _ in 0..100 {
            let op = body.create_op(
                &ctx,
                OperationState::new(ctx.op_name("t.op"), ctx.unknown_loc()),
            );
            body.insert_op(op, InsertPoint::End(block));
        }
    });
    for f in functions {
        let region = module.regions(f)[0];
        let inner = module.regions_body(f);
        let block = inner.entry_block(region).expect("a block was added");
        assert_eq!(inner.block_ops(block).count(), 100);
    }
}

#[test]
fn revision_counts_changes_and_only_changes() {
    let mut f = Fixture::new();
    let a = f.op(f.block, &[], 1);
    let a_value = f.body.results(a)[0];
    let b = f.op(f.block, &[a_value], 1);
    // Reading, walking and erasing nothing change nothing.
    let before = f.body.revision();
    let _ = (
        f.ops(f.block),
        f.body.operands(b).count(),
        f.body.uses(a_value).count(),
    );
    f.body.erase_blocks(&[]);
    assert_eq!(f.body.revision(), before);

    let mut last = before;
    let mut expect_change = |body: &Body, what: &str| {
        assert_ne!(body.revision(), last, "{what} must count as a change");
        last = body.revision();
    };

    // Locations matter neither to analyses nor to the verifier.
    let loc = f.ctx.unknown_loc();
    let unchanged = f.body.revision();
    f.body.set_op_loc(b, loc);
    assert_eq!(
        f.body.revision(),
        unchanged,
        "setting a location is no change"
    );
    f.body.set_operand(b, 0, a_value);
    expect_change(&f.body, "setting an operand");
    f.body.move_op(b, InsertPoint::Before(a));
    expect_change(&f.body, "moving an op");
    let arg = f.body.add_block_arg(f.block, f.ctx.int_type(32), loc);
    expect_change(&f.body, "adding a block argument");
    let (index, unchanged) = (f.body.block_args(f.block).len() - 1, f.body.revision());
    f.body.set_block_arg_loc(f.block, index, loc);
    assert_eq!(f.body.revision(), unchanged, "nor a block argument's");
    f.body.replace_all_uses(a_value, arg);
    expect_change(&f.body, "replacing uses");
    f.body.erase_op(a);
    expect_change(&f.body, "erasing an op");
    let block = f.body.append_block(f.region);
    expect_change(&f.body, "adding a block");
    f.body.erase_blocks(&[block]);
    expect_change(&f.body, "erasing a block");
}

#[test]
fn isolated_ops_are_found_after_creation_cloning_detaching_and_erasure() {
    let f = Fixture::new();
    let (ctx, mut body, block) = (f.ctx, f.body, f.block);
    let isolated_ops = |body: &mut Body| {
        let mut ops: Vec<OpId> = body.isolated_bodies_mut().map(|(op, _)| op).collect();
        ops.sort();
        ops
    };
    assert!(isolated_ops(&mut body).is_empty());
    let mut state = OperationState::new(ctx.op_name("t.isolated"), ctx.unknown_loc());
    state.num_regions = 1;
    let first = body.create_op(&ctx, state);
    body.insert_op(first, InsertPoint::End(block));
    let copy = body.clone_op(&ctx, first, &mut CloneMap::default());
    body.insert_op(copy, InsertPoint::End(block));
    let mut both = vec![first, copy];
    both.sort();
    assert_eq!(isolated_ops(&mut body), both);

    let owned = body.detach_isolated(first).expect("detachable");
    assert_eq!(
        isolated_ops(&mut body),
        vec![copy],
        "the shell owns no body"
    );
    body.reattach_isolated(first, owned);
    assert_eq!(isolated_ops(&mut body), both);

    body.erase_op(copy);
    assert_eq!(isolated_ops(&mut body), vec![first]);
    body.erase_op(first);
    assert!(isolated_ops(&mut body).is_empty());
}

#[test]
fn block_arguments_keep_their_positions_and_locations_through_erasure() {
    // One argument erased, or those a mask marks (shorter than the list).
    for bulk in [false, true] {
        let mut f = Fixture::new();
        let locs: Vec<_> = (1..=3)
            .map(|line| f.ctx.file_loc("a.mlir", line, 1))
            .collect();
        let args: Vec<_> = locs
            .iter()
            .map(|&loc| f.body.add_block_arg(f.block, f.ctx.int_type(32), loc))
            .collect();
        if bulk {
            f.body.erase_block_args(f.block, &[false, true]);
        } else {
            f.body.erase_block_arg(f.block, 1);
        }
        assert_eq!(f.body.block_args(f.block), [args[0], args[2]]);
        assert!(!f.body.contains_value(args[1]));
        for (index, (arg, loc)) in [(args[0], locs[0]), (args[2], locs[2])]
            .into_iter()
            .enumerate()
        {
            let index = index as u32;
            let block = f.block;
            assert_eq!(f.body.value_def(arg), ValueDef::Argument { block, index });
            assert_eq!(f.body.value_loc(arg), Some(loc));
        }
    }
}

#[test]
fn a_block_fits_in_72_bytes() {
    assert_eq!(std::mem::size_of::<BlockData>(), 72);
}

#[test]
fn check_links_accepts_mutated_ir_and_names_a_dangling_operand() {
    let mut f = Fixture::new();
    let a = f.op(f.block, &[], 1);
    let va = f.body.results(a)[0];
    let user = f.op(f.block, &[va, va], 1);
    let vu = f.body.results(user)[0];
    f.op(f.block, &[vu], 0);
    f.body.set_operand(user, 1, vu);
    assert_eq!(f.body.check_links(), Ok(()));
    // Break the storage behind the API's back: the value goes, its use stays.
    f.body.values.remove(va);
    let broken = f.body.check_links().expect_err("a dangling operand");
    assert!(broken.contains("operand 0"), "{broken}");
}

#[test]
fn the_journal_lists_what_changed_op_by_op_until_blocks_change() {
    let mut f = Fixture::new();
    let a = f.op(f.block, &[], 1);
    let a_value = f.body.results(a)[0];
    let b = f.op(f.block, &[a_value], 1);
    assert!(f.body.journal().is_none(), "closed until opened");
    f.body.open_journal();
    let attrs = f.ctx.empty_dictionary();
    f.body.set_op_attrs(a, attrs);
    f.body.move_op(b, InsertPoint::Before(a));
    let journal = f.body.journal().expect("open");
    assert!(!journal.whole());
    assert!(journal.ops().contains(&a) && journal.ops().contains(&b));
    assert!(journal.blocks().contains(&f.block), "its ops moved");
    // A new block is beyond op-by-op detail.
    f.body.create_block();
    let journal = f.body.journal().expect("open");
    assert!(journal.whole() && journal.ops().is_empty());
    f.body.open_journal();
    assert!(!f.body.journal().expect("open").whole(), "reopened empty");
}

#[test]
fn a_journal_gives_up_detail_past_the_size_of_its_body() {
    let mut f = Fixture::new();
    let a = f.op(f.block, &[], 1);
    f.body.open_journal();
    let attrs = f.ctx.empty_dictionary();
    for _ in 0..5000 {
        f.body.set_op_attrs(a, attrs);
    }
    let journal = f.body.journal().expect("open");
    assert!(journal.whole() && journal.ops().is_empty());
}

#[test]
fn an_op_keeps_its_stamp_when_moved_and_loses_it_when_changed() {
    let mut f = Fixture::new();
    let a = f.op(f.block, &[], 1);
    let a_value = f.body.results(a)[0];
    let b = f.op(f.block, &[a_value], 1);
    let c = f.op(f.block, &[], 0);
    assert!(!f.body.op_kept_since_journal_opened(a), "no journal yet");
    f.body.open_journal();
    assert!([a, b, c]
        .iter()
        .all(|&op| f.body.op_kept_since_journal_opened(op)));
    f.body.move_op(c, InsertPoint::Start(f.block));
    assert!(
        f.body.op_kept_since_journal_opened(c),
        "a move keeps the stamp"
    );
    let attrs = f.ctx.empty_dictionary();
    f.body.set_op_attrs(a, attrs);
    f.body.set_operand(b, 0, a_value);
    assert!(!f.body.op_kept_since_journal_opened(a), "attributes set");
    assert!(!f.body.op_kept_since_journal_opened(b), "an operand set");
    f.body.unlink_op(c);
    f.body.insert_op(c, InsertPoint::End(f.block));
    assert!(!f.body.op_kept_since_journal_opened(c), "inserted again");
    let d = f.op(f.block, &[], 0);
    assert!(!f.body.op_kept_since_journal_opened(d), "created since");
    f.body.open_journal();
    assert!([a, b, c, d]
        .iter()
        .all(|&op| f.body.op_kept_since_journal_opened(op)));
    f.body.erase_op(d);
    let e = f.op(f.block, &[], 0);
    assert_eq!(e.slot(), d.slot(), "the erased op's slot is reused");
    assert!(
        !f.body.op_kept_since_journal_opened(e),
        "an op created in a reused slot counts as changed"
    );
}

#[test]
fn compacting_the_operand_arena_keeps_every_use_list() {
    // Two values used by many ops; erasing most users leaves the arena
    // mostly garbage, and the next op created compacts it.
    let mut f = Fixture::new();
    let a = f.op(f.block, &[], 1);
    let b = f.op(f.block, &[], 1);
    let (va, vb) = (f.body.results(a)[0], f.body.results(b)[0]);
    let users: Vec<OpId> = (0..3000)
        .map(|i| {
            let operands = if i % 2 == 0 { [va, vb] } else { [vb, va] };
            f.op(f.block, &operands, 0)
        })
        .collect();
    for (i, &user) in users.iter().enumerate() {
        if i % 5 != 0 {
            f.body.erase_op(user);
        }
    }
    let before = (linked_uses(&f.body, va), linked_uses(&f.body, vb));
    assert!(f.body.operands.needs_compaction());
    let last = f.op(f.block, &[vb, va, vb], 0);
    assert!(!f.body.operands.needs_compaction(), "compacted");
    f.body.check_links().unwrap();
    let after_a = linked_uses(&f.body, va);
    let after_b = linked_uses(&f.body, vb);
    assert_eq!(after_a[1..], before.0[..]);
    assert_eq!(after_b[2..], before.1[..]);
    assert_eq!(f.body.operands(last).collect::<Vec<_>>(), vec![vb, va, vb]);
    for &user in users.iter().step_by(5) {
        let expected = if users.iter().position(|&u| u == user).unwrap() % 2 == 0 {
            vec![va, vb]
        } else {
            vec![vb, va]
        };
        assert_eq!(f.body.operands(user).collect::<Vec<_>>(), expected);
    }
}

#[test]
fn operands_of_another_length_move_and_the_old_slots_are_garbage() {
    let mut f = Fixture::new();
    let a = f.op(f.block, &[], 1);
    let va = f.body.results(a)[0];
    let user = f.op(f.block, &[va], 0);
    f.body.set_operands(user, &[va, va, va]);
    f.body.set_operands(user, &[va, va]);
    f.body.check_links().unwrap();
    assert_eq!(f.body.uses(va).count(), 2);
    assert_eq!(f.body.operands(user).collect::<Vec<_>>(), vec![va, va]);
    f.body.erase_op(user);
    f.body.check_links().unwrap();
    assert!(!f.body.has_uses(va));
}
