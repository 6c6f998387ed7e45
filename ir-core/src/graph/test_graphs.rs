//! Test support for the graph algorithms: a deterministic random number
//! generator, random control-flow graphs, a deep loop nest, brute-force
//! reachability on bitsets (graphs of at most 64 nodes), the building
//! blocks of the reference implementations the algorithms are checked
//! against, and [`TestIr`] for the tests of the IR adapters.

use super::order::Cfg;
use crate::context::Context;
use crate::ir::{BlockId, Body, InsertPoint, OpId, OperationState, RegionId};

/// A deterministic SplitMix64 generator.
pub(super) struct Rng(pub(super) u64);

impl Rng {
    /// Returns a number in `0..bound`.
    pub(super) fn below(&mut self, bound: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let z = (self.0 ^ (self.0 >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % bound as u64) as usize
    }
}

/// A random graph of 1..=40 nodes, mixing local forward edges and
/// arbitrary ones (back edges, irreducible loops, unreachable parts).
pub(super) fn random_graph(rng: &mut Rng) -> Vec<Vec<usize>> {
    let n = 1 + rng.below(40);
    (0..n)
        .map(|i| {
            let degree = [0, 1, 1, 2, 2, 2, 3][rng.below(7)];
            let target = |rng: &mut Rng| match rng.below(2) {
                0 => (i + 1 + rng.below(3)) % n,
                _ => rng.below(n),
            };
            (0..degree).map(|_| target(rng)).collect()
        })
        .collect()
}

/// A random graph and entry node from `seed`, with the generator to draw
/// more from.
pub(super) fn random_case(seed: u64) -> (Vec<Vec<usize>>, usize, Rng) {
    let mut rng = Rng(seed);
    let succs = random_graph(&mut rng);
    let entry = rng.below(succs.len());
    (succs, entry, rng)
}

/// The nodes reachable from `from` avoiding `removed`, as a bitset (empty
/// if `from` is removed).
pub(super) fn reach(succs: &[Vec<usize>], from: usize, removed: Option<usize>) -> u64 {
    if removed == Some(from) {
        return 0;
    }
    let (mut seen, mut stack) = (1u64 << from, vec![from]);
    while let Some(u) = stack.pop() {
        for &v in &succs[u] {
            if removed != Some(v) && seen >> v & 1 == 0 {
                seen |= 1 << v;
                stack.push(v);
            }
        }
    }
    seen
}

/// A loop nest `depth` deep on `2 * depth + 1` nodes: a chain `0 -> 1 ->
/// ... -> 2 * depth`, and a back edge from `2 * depth - 1 - i` to header `i`
/// for each `i < depth`; node `2 * depth` is the exit.
pub(super) fn deep_loop_nest(depth: usize) -> Cfg {
    let n = 2 * depth + 1;
    let chain = (0..n - 1).map(|i| (i, i + 1));
    let back = (0..depth).map(|i| (2 * depth - 1 - i, i));
    Cfg::from_edges(n, chain.chain(back))
}

/// Whether node `n` is in the bitset `set`.
pub(super) fn has(set: u64, n: usize) -> bool {
    set >> n & 1 == 1
}

/// The predecessor lists of a graph given by successor lists.
pub(super) fn predecessors(succs: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let mut preds = vec![Vec::new(); succs.len()];
    for (u, vs) in succs.iter().enumerate() {
        vs.iter().for_each(|&v| preds[v].push(u));
    }
    preds
}

/// The dominance relation by definition: `result[a]` is the set of nodes
/// `a` dominates, i.e. those that every path from `entry` to them passes
/// `a` (all nodes unreachable from `entry` included).
pub(super) fn dominated_sets(succs: &[Vec<usize>], entry: usize) -> Vec<u64> {
    let all = u64::MAX >> (64 - succs.len());
    (0..succs.len())
        .map(|a| (all & !reach(succs, entry, Some(a))) | 1 << a)
        .collect()
}

/// IR of unregistered ops for the tests of the IR adapters.
pub(super) struct TestIr {
    pub(super) ctx: Context,
    pub(super) body: Body,
}

impl TestIr {
    pub(super) fn new() -> Self {
        Self {
            ctx: Context::new(),
            body: Body::new(),
        }
    }

    /// A detached `t.root` op with one region, to run analyses on.
    pub(super) fn root(&mut self) -> (OpId, RegionId) {
        let mut state = OperationState::new(self.ctx.op_name("t.root"), self.ctx.unknown_loc());
        state.num_regions = 1;
        let root = self.body.create_op(&self.ctx, state);
        (root, self.body.regions(root)[0])
    }

    /// Appends to `block` a `t.op` with `results` i32 results, `regions`
    /// empty regions and `successors`, without operands.
    pub(super) fn op(
        &mut self,
        block: BlockId,
        results: usize,
        regions: usize,
        successors: &[BlockId],
    ) -> OpId {
        let mut state = OperationState::new(self.ctx.op_name("t.op"), self.ctx.unknown_loc());
        state.result_types = smallvec::smallvec![self.ctx.int_type(32); results];
        state.num_regions = regions;
        state.successors = successors.into();
        let op = self.body.create_op(&self.ctx, state);
        self.body.insert_op(op, InsertPoint::End(block));
        op
    }
}
