//! Structural equivalence of the regions of two ops (MLIR's
//! `OperationEquivalence` on regions): the same blocks with the same
//! argument types, holding equivalent ops in the same order, whose
//! operands are the same values from outside or corresponding values from
//! inside. Locations are ignored; compared without recursion.

use super::key::equivalent;
use ir_core::{BlockId, Body, OpId, RegionId, ValueId};
use rustc_hash::{FxHashMap, FxHasher};
use std::hash::{Hash, Hasher};

/// Ops of a region's entry block that [`fingerprint`] looks at, at most.
const FINGERPRINT_OPS: usize = 16;

/// A cheap hash of the shape of `op`'s regions (their block counts, and
/// the argument count and first ops' names of each entry block): ops with
/// different bodies rarely share it, so few pairs are compared in full.
pub(super) fn fingerprint(body: &Body, op: OpId) -> u64 {
    let mut hasher = FxHasher::default();
    for &region in body.regions(op) {
        body.region_blocks(region).count().hash(&mut hasher);
        if let Some(entry) = body.entry_block(region) {
            body.block_args(entry).len().hash(&mut hasher);
            for nested in body.block_ops(entry).take(FINGERPRINT_OPS) {
                body.op_name(nested).hash(&mut hasher);
            }
        }
    }
    hasher.finish()
}

/// What the comparison has matched so far: values and blocks of `a`'s
/// regions to those of `b`'s.
#[derive(Default)]
struct Matching {
    values: FxHashMap<ValueId, ValueId>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl Matching {
    /// Whether `a`'s value `x` corresponds to `b`'s value `y`: matched
    /// inside, or the same value from outside.
    fn same_value(&self, x: ValueId, y: ValueId) -> bool {
        self.values.get(&x).map_or(x == y, |&matched| matched == y)
    }

    fn same_block(&self, x: BlockId, y: BlockId) -> bool {
        self.blocks.get(&x).map_or(x == y, |&matched| matched == y)
    }

    /// Matches `xs` to `ys` if their types agree.
    fn bind(&mut self, body: &Body, xs: &[ValueId], ys: &[ValueId]) -> bool {
        let agree = xs.len() == ys.len()
            && xs
                .iter()
                .zip(ys)
                .all(|(&x, &y)| body.value_type(x) == body.value_type(y));
        if agree {
            self.values
                .extend(xs.iter().copied().zip(ys.iter().copied()));
        }
        agree
    }
}

/// Whether the regions of `a` and `b` (ops equal in everything else) are
/// structurally equivalent. A value used before the op defining it is
/// reached (blocks not in dominance order) counts as different.
pub(super) fn regions_equivalent(body: &Body, a: OpId, b: OpId) -> bool {
    let (regions_a, regions_b) = (body.regions(a), body.regions(b));
    if regions_a.len() != regions_b.len() {
        return false;
    }
    let mut matching = Matching::default();
    let mut pending: Vec<(RegionId, RegionId)> = regions_a
        .iter()
        .copied()
        .zip(regions_b.iter().copied())
        .collect();
    while let Some((x, y)) = pending.pop() {
        let blocks_x: Vec<BlockId> = body.region_blocks(x).collect();
        let blocks_y: Vec<BlockId> = body.region_blocks(y).collect();
        if blocks_x.len() != blocks_y.len() {
            return false;
        }
        for (&bx, &by) in blocks_x.iter().zip(&blocks_y) {
            matching.blocks.insert(bx, by);
            if !matching.bind(body, body.block_args(bx), body.block_args(by)) {
                return false;
            }
        }
        for (&bx, &by) in blocks_x.iter().zip(&blocks_y) {
            let mut ops_y = body.block_ops(by);
            for ox in body.block_ops(bx) {
                let Some(oy) = ops_y.next() else {
                    return false;
                };
                if !ops_equivalent(body, &mut matching, ox, oy) {
                    return false;
                }
                let (nested_x, nested_y) = (body.regions(ox), body.regions(oy));
                if nested_x.len() != nested_y.len() {
                    return false;
                }
                pending.extend(nested_x.iter().copied().zip(nested_y.iter().copied()));
            }
            if ops_y.next().is_some() {
                return false;
            }
        }
    }
    true
}

/// Whether ops `x` and `y` inside the compared regions correspond; if so,
/// their results are matched.
fn ops_equivalent(body: &Body, matching: &mut Matching, x: OpId, y: OpId) -> bool {
    // An isolated op's regions are stored in a body of their own.
    equivalent(body, x, y)
        && !body.is_isolated(x)
        && !body.is_isolated(y)
        && body.num_operands(x) == body.num_operands(y)
        && body
            .operands(x)
            .zip(body.operands(y))
            .all(|(u, v)| matching.same_value(u, v))
        && body.num_successors(x) == body.num_successors(y)
        && body
            .successors(x)
            .zip(body.successors(y))
            .all(|(u, v)| matching.same_block(u, v))
        && matching.bind(body, body.results(x), body.results(y))
}
