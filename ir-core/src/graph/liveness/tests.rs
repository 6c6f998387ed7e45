//! Tests of liveness: a brute-force reference on random IR (random CFGs,
//! block arguments, nested regions, values from enclosing regions, uses
//! not dominated by their definition), and large inputs.

use super::*;
use crate::graph::test_graphs::{Rng, TestIr};
use crate::ir::RegionId;

/// Builds random IR.
struct Builder {
    ir: TestIr,
    rng: Rng,
}

impl Builder {
    fn new(seed: u64) -> Self {
        Self {
            ir: TestIr::new(),
            rng: Rng(seed),
        }
    }

    /// Fills `region` with a random CFG of blocks with arguments and ops,
    /// some holding a nested region (down to `depth` more levels).
    fn fill(&mut self, region: RegionId, depth: usize) {
        let mut work = vec![(region, depth)];
        while let Some((region, depth)) = work.pop() {
            let num_blocks = 1 + self.rng.below(if depth == 0 { 3 } else { 6 });
            let blocks: Vec<BlockId> = (0..num_blocks)
                .map(|_| self.ir.body.append_block(region))
                .collect();
            for &block in &blocks {
                for _ in 0..self.rng.below(3) {
                    let (ty, loc) = (self.ir.ctx.int_type(32), self.ir.ctx.unknown_loc());
                    self.ir.body.add_block_arg(block, ty, loc);
                }
                for _ in 0..self.rng.below(4) {
                    let nested = usize::from(depth > 0 && self.rng.below(3) == 0);
                    let results = self.rng.below(3);
                    let op = self.ir.op(block, results, nested, &[]);
                    if nested == 1 {
                        work.push((self.ir.body.regions(op)[0], depth - 1));
                    }
                }
                let successors: Vec<BlockId> = (0..[0, 1, 1, 2, 2, 3][self.rng.below(6)])
                    .map(|_| blocks[self.rng.below(num_blocks)])
                    .collect();
                self.ir.op(block, 0, 0, &successors);
            }
        }
    }

    /// Gives every op random operands among the values it may use: those
    /// of its region and the enclosing ones, except values defined at or
    /// after the op (or the op holding it) in the same block.
    fn add_operands(&mut self, root: OpId) {
        let ops = all_ops(&self.ir.body, root);
        let values = all_values(&self.ir.body, root);
        for &op in &ops {
            let usable: Vec<ValueId> = values
                .iter()
                .copied()
                .filter(|&v| usable_at(&self.ir.body, v, op))
                .collect();
            if usable.is_empty() {
                continue;
            }
            let operands: Vec<ValueId> = (0..self.rng.below(4))
                .map(|_| usable[self.rng.below(usable.len())])
                .collect();
            self.ir.body.set_operands(op, &operands);
        }
    }
}

/// Every op nested in `root` (not `root` itself), in program order.
fn all_ops(body: &Body, root: OpId) -> Vec<OpId> {
    let mut ops = Vec::new();
    crate::ir::walk_ops(body, root, |_, item| {
        if let crate::ir::WalkItem::Enter(op) = item {
            ops.push(op);
        }
    });
    ops.retain(|&op| op != root);
    ops
}

/// Every value defined in the regions of `root`, at any depth.
fn all_values(body: &Body, root: OpId) -> Vec<ValueId> {
    let ops = all_ops(body, root);
    let blocks = ops.iter().filter_map(|&op| body.op_block(op));
    let mut values: Vec<ValueId> = blocks.flat_map(|b| body.block_args(b).to_vec()).collect();
    values.sort();
    values.dedup();
    values.extend(ops.iter().flat_map(|&op| body.results(op).to_vec()));
    values
}

/// The ops in blocks that are or hold `op`, innermost first.
fn ancestors(body: &Body, op: OpId) -> Vec<OpId> {
    std::iter::successors(Some(op), |&o| body.parent_op(o))
        .take_while(|&o| body.op_block(o).is_some())
        .collect()
}

/// Position of `op` in its block, and the block.
fn place(body: &Body, op: OpId) -> (BlockId, usize) {
    let block = body.op_block(op).expect("in a block");
    (
        block,
        body.block_ops(block)
            .position(|o| o == op)
            .expect("in its block"),
    )
}

/// Where `value` is defined: its block and position (-1 for an argument).
fn def_point(body: &Body, value: ValueId) -> (BlockId, isize) {
    match body.value_def(value) {
        ValueDef::Result { op, .. } => {
            let (block, position) = place(body, op);
            (block, position as isize)
        }
        ValueDef::Argument { block, .. } => (block, -1),
        ValueDef::Placeholder => unreachable!("no placeholders here"),
    }
}

/// The regions around `block`, innermost first.
fn enclosing_regions(body: &Body, block: BlockId) -> Vec<RegionId> {
    let mut regions = Vec::new();
    let mut region = body.block_region(block);
    while let Some(r) = region {
        regions.push(r);
        let holder = body.region_parent(r).and_then(|op| body.op_block(op));
        region = holder.and_then(|b| body.block_region(b));
    }
    regions
}

/// Whether the definition of `value` is in the region of `block` or an
/// enclosing one.
fn visible_in(body: &Body, value: ValueId, block: BlockId) -> bool {
    let def_region = body.block_region(def_point(body, value).0);
    enclosing_regions(body, block)
        .into_iter()
        .any(|r| Some(r) == def_region)
}

/// Whether `op` may use `value` (see [`Builder::add_operands`]).
fn usable_at(body: &Body, value: ValueId, op: OpId) -> bool {
    let (def_block, def_position) = def_point(body, value);
    let block = body.op_block(op).expect("in a block");
    let same_block_later = ancestors(body, op).into_iter().any(|a| {
        let (b, position) = place(body, a);
        b == def_block && def_position >= position as isize
    });
    visible_in(body, value, block) && !same_block_later
}

/// The reference: whether `value` is live at the point before op `index`
/// of `block` (`index` = number of ops: the end of the block), i.e. some
/// path from there reaches a use before the definition. A use counts at the
/// op of the block that holds it; a value of a region that does not
/// enclose the block is live nowhere in it.
fn brute_live_at(body: &Body, value: ValueId, block: BlockId, index: usize) -> bool {
    if !visible_in(body, value, block) {
        return false;
    }
    let (def_block, def_position) = def_point(body, value);
    // Some(answer) if decided within block `b` from op `start` on.
    let scan = |b: BlockId, start: usize| -> Option<bool> {
        let holders = body.uses(value).filter_map(|u| {
            let holder = ancestors(body, u.op)
                .into_iter()
                .find(|&a| body.op_block(a) == Some(b));
            holder.map(|a| place(body, a).1)
        });
        let first_use = holders.filter(|&p| p >= start).min();
        let def = (b == def_block && def_position >= start as isize).then_some(def_position);
        match (first_use, def) {
            (Some(u), Some(d)) => Some((u as isize) <= d),
            (Some(_), None) => Some(true),
            (None, Some(_)) => Some(false),
            (None, None) => None,
        }
    };
    if let Some(answer) = scan(block, index) {
        return answer;
    }
    let mut seen: Vec<BlockId> = Vec::new();
    let mut stack: Vec<BlockId> = body.block_successors(block).collect();
    while let Some(b) = stack.pop() {
        if seen.contains(&b) || (b == def_block && def_position < 0) {
            continue;
        }
        seen.push(b);
        match scan(b, 0) {
            Some(true) => return true,
            Some(false) => {}
            None => stack.extend(body.block_successors(b)),
        }
    }
    false
}

/// Checks every set and query of the liveness of `op`'s regions against
/// the reference, for every value of the IR under `root`.
fn check(body: &Body, root: OpId, op: OpId, seed: u64) {
    let liveness = Liveness::new(body, op);
    let values = all_values(body, root);
    let mut blocks: Vec<BlockId> = all_ops(body, op)
        .iter()
        .filter_map(|&o| body.op_block(o))
        .collect();
    blocks.dedup();
    let sorted = |values: &mut dyn Iterator<Item = ValueId>| {
        let mut values: Vec<ValueId> = values.collect();
        values.sort();
        values
    };
    for &block in &blocks {
        let num_ops = body.block_ops(block).count();
        let args = body.block_args(block);
        let expected_in = sorted(
            &mut values
                .iter()
                .copied()
                .filter(|&v| !args.contains(&v) && brute_live_at(body, v, block, 0)),
        );
        let expected_out = sorted(
            &mut values
                .iter()
                .copied()
                .filter(|&v| brute_live_at(body, v, block, num_ops)),
        );
        assert_eq!(
            sorted(&mut liveness.live_in(block)),
            expected_in,
            "seed {seed}"
        );
        assert_eq!(
            sorted(&mut liveness.live_out(block)),
            expected_out,
            "seed {seed}"
        );
        for &v in &values {
            assert_eq!(liveness.is_live_in(v, block), expected_in.contains(&v));
            assert_eq!(liveness.is_live_out(v, block), expected_out.contains(&v));
        }
        for (position, user) in body.block_ops(block).enumerate() {
            for &v in &values {
                let (before, after) = (
                    brute_live_at(body, v, block, position),
                    brute_live_at(body, v, block, position + 1),
                );
                let what = format!("seed {seed}, op {position}");
                assert_eq!(
                    liveness.is_live_before(body, v, user),
                    before,
                    "{what} before"
                );
                assert_eq!(liveness.is_live_after(body, v, user), after, "{what} after");
            }
        }
    }
}

/// Random IR two regions deep, checked for the outermost op and for every
/// op holding a nested region (whose liveness covers values from outside).
#[test]
fn random_ir_matches_brute_force() {
    let (mut nested, mut outer_live) = (0, 0);
    for seed in 0..300 {
        let mut b = Builder::new(seed);
        let (root, region) = b.ir.root();
        b.fill(region, 2);
        b.add_operands(root);
        check(&b.ir.body, root, root, seed);
        for op in all_ops(&b.ir.body, root) {
            if let Some(&inner) = b.ir.body.regions(op).first() {
                check(&b.ir.body, root, op, seed);
                nested += 1;
                let entry = b.ir.body.entry_block(inner).expect("filled");
                let liveness = Liveness::new(&b.ir.body, op);
                outer_live += usize::from(liveness.live_in(entry).len() > 0);
            }
        }
    }
    assert!(
        nested > 1000 && outer_live > 800,
        "{nested} nested, {outer_live} with outer values"
    );
}

/// A value defined at the top and used 10,000 regions deep, and a 100,000
/// block chain: nothing recurses and the sets are exact.
#[test]
fn deep_nesting_and_long_chains() {
    let mut b = Builder::new(0);
    let (root, region) = b.ir.root();
    let top = b.ir.body.append_block(region);
    let def = b.ir.op(top, 1, 0, &[]);
    let value = b.ir.body.results(def)[0];
    let mut block = top;
    let mut entries = Vec::new();
    for _ in 0..10_000 {
        let holder = b.ir.op(block, 0, 1, &[]);
        block = b.ir.body.append_block(b.ir.body.regions(holder)[0]);
        entries.push(block);
    }
    let user = b.ir.op(block, 0, 0, &[]);
    b.ir.body.set_operands(user, &[value]);
    // A chain of 100,000 blocks after `top`, using the value at its end.
    let chain: Vec<BlockId> = (0..100_000)
        .map(|_| b.ir.body.append_block(region))
        .collect();
    let mut previous = top;
    for &next in &chain {
        b.ir.op(previous, 0, 0, &[next]);
        previous = next;
    }
    let last_user = b.ir.op(previous, 0, 0, &[]);
    b.ir.body.set_operands(last_user, &[value]);

    let liveness = Liveness::new(&b.ir.body, root);
    assert!(entries.iter().all(|&e| liveness.live_in(e).eq([value])));
    assert!(chain.iter().all(|&c| liveness.live_in(c).eq([value])));
    assert!(chain[..chain.len() - 1]
        .iter()
        .all(|&c| liveness.is_live_out(value, c)));
    assert!(!liveness.is_live_in(value, top) && liveness.is_live_out(value, top));
    assert!(liveness.is_live_before(&b.ir.body, value, user));
    assert!(!liveness.is_live_after(&b.ir.body, value, user));
    let first_holder = b.ir.body.next_op(def).expect("holder");
    assert!(liveness.is_live_after(&b.ir.body, value, first_holder));
}
