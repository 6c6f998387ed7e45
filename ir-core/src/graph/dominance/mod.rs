//! Dominator and post-dominator trees and dominance frontiers.
//!
//! Dominators are computed with the iterative algorithm of Cooper, Harvey
//! and Kennedy, "A Simple, Fast Dominance Algorithm" (2001), on postorder
//! numbers. The dominator tree is then numbered in preorder, so dominance
//! queries are O(1) interval tests. Dominance frontiers use the method of
//! the same paper: from each predecessor of a node, walk up the tree to the
//! node's immediate dominator. Nothing recurses, so arbitrarily deep graphs
//! are fine. All methods panic on node indices out of range.
//!
//! # Unreachable nodes
//!
//! Nodes unreachable from the entry are not in the dominator tree: they have
//! no immediate dominator and no children. Queries follow the definition
//! "`a` dominates `b` iff every path from the entry to `b` passes through
//! `a`", which holds vacuously when `b` is unreachable. This is the MLIR and
//! LLVM convention: an unreachable node is dominated by every node, and
//! dominates only itself and unreachable nodes. Dominance frontiers are
//! those of the reachable subgraph: edges out of unreachable nodes are
//! ignored, and unreachable nodes have empty frontiers and are in none.
//!
//! # Post-dominance
//!
//! [`PostDominatorTree`] runs the same algorithm on the reverse graph from a
//! virtual exit node. In the forward graph, the virtual exit is a successor
//! of every *exit*: each node without successors, and each *dead end*, i.e.
//! each node from which no node without successors is reachable (it can
//! only run into infinite loops). So `a` post-dominates `b` iff every path
//! from `b` to an exit passes through `a`. Dead ends are post-dominated only
//! by themselves, which is conservative: no post-dominance relation depends
//! on an arbitrary choice of where an infinite loop "exits".

use super::order::{Cfg, DfsOrder, Nodes, NONE};

/// Converts a stored `u32` node to `Some(usize)`, or `NONE` to `None`.
fn node(n: u32) -> Option<usize> {
    (n != NONE).then_some(n as usize)
}

/// The dominator tree of a [`Cfg`] from an entry node.
#[derive(Clone, Debug)]
pub struct DominatorTree {
    entry: u32,
    /// Immediate dominator of each node; `NONE` for the entry and for
    /// unreachable nodes.
    idom: Vec<u32>,
    /// Children of each node in the tree, in ascending order.
    children: Cfg,
    /// Preorder index of each node in the tree (`NONE` if unreachable); the
    /// subtree of `n` has the indices `pre[n]..=last[n]`.
    pre: Vec<u32>,
    last: Vec<u32>,
}

impl DominatorTree {
    /// Computes the dominator tree of `cfg` rooted at `entry`.
    pub fn new(cfg: &Cfg, entry: usize) -> Self {
        let order = DfsOrder::new(cfg, entry);
        let number = |n| order.postorder_number(n).expect("reachable");
        // Predecessor lists of the reachable nodes, in postorder numbers.
        let preds = Cfg::from_edges(
            order.num_reachable(),
            order.postorder().flat_map(|from| {
                cfg.successors(from)
                    .map(move |to| (number(to), number(from)))
            }),
        );
        // `doms[b]` is the idom found so far for postorder number `b`, or
        // `NONE`. The entry has the highest number and is its own idom.
        let root = order.num_reachable() - 1;
        let mut doms = vec![NONE; root + 1];
        doms[root] = root as u32;
        let mut changed = true;
        while changed {
            changed = false;
            for b in (0..root).rev() {
                // The DFS parent of `b` comes earlier in reverse postorder,
                // so at least one predecessor has been processed.
                let new = preds
                    .successors(b)
                    .map(|p| p as u32)
                    .filter(|&p| doms[p as usize] != NONE)
                    .reduce(|a, p| intersect(&doms, a, p))
                    .expect("DFS parent processed");
                if doms[b] != new {
                    doms[b] = new;
                    changed = true;
                }
            }
        }

        let n = cfg.num_nodes();
        let mut idom = vec![NONE; n];
        for (b, &d) in doms[..root].iter().enumerate() {
            idom[order.node(b)] = order.node(d as usize) as u32;
        }
        let tree_edges = (0..n).filter_map(|v| Some((node(idom[v])?, v)));
        let children = Cfg::from_edges(n, tree_edges);

        // Preorder with an explicit stack gives each subtree a contiguous
        // range; in reverse preorder, children are done before parents.
        let mut pre = vec![NONE; n];
        let mut preorder = Vec::with_capacity(root + 1);
        let mut stack = vec![entry];
        while let Some(v) = stack.pop() {
            pre[v] = preorder.len() as u32;
            preorder.push(v);
            stack.extend(children.successors(v));
        }
        let mut last = pre.clone();
        for &v in preorder.iter().rev() {
            if let Some(parent) = node(idom[v]) {
                last[parent] = last[parent].max(last[v]);
            }
        }
        Self {
            entry: entry as u32,
            idom,
            children,
            pre,
            last,
        }
    }

    /// Returns the entry node, the root of the tree.
    pub fn entry(&self) -> usize {
        self.entry as usize
    }

    /// Returns the number of nodes of the graph, reachable or not.
    pub fn num_nodes(&self) -> usize {
        self.idom.len()
    }

    /// Returns whether `n` is reachable from the entry.
    pub fn is_reachable(&self, n: usize) -> bool {
        self.pre[n] != NONE
    }

    /// Returns the immediate dominator of `n`, or `None` for the entry and
    /// for unreachable nodes.
    pub fn idom(&self, n: usize) -> Option<usize> {
        node(self.idom[n])
    }

    /// Returns the nodes whose immediate dominator is `n`, in ascending order.
    pub fn children(&self, n: usize) -> Nodes<'_> {
        self.children.successors(n)
    }

    /// Returns whether `a` dominates `b`: every path from the entry to `b`
    /// passes through `a`. True if `a == b` or `b` is unreachable; O(1).
    pub fn dominates(&self, a: usize, b: usize) -> bool {
        // An unreachable `a` has `pre[a] == NONE`, above every reachable index.
        let (pre_a, pre_b) = (self.pre[a], self.pre[b]);
        a == b || pre_b == NONE || (pre_a <= pre_b && pre_b <= self.last[a])
    }

    /// Returns whether `a` dominates `b` and `a != b`; O(1).
    pub fn properly_dominates(&self, a: usize, b: usize) -> bool {
        self.dominates(a, b) && a != b
    }

    /// Computes the dominance frontiers; `cfg` must be the graph this tree
    /// was built from.
    pub fn frontiers(&self, cfg: &Cfg) -> DominanceFrontiers {
        assert_eq!(cfg.num_nodes(), self.num_nodes(), "not the tree's graph");
        frontiers(self, &cfg.reversed())
    }
}

/// Returns the nearest common ancestor of postorder numbers `a` and `b` in
/// the partial dominator tree `doms` (ancestors have higher numbers).
fn intersect(doms: &[u32], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while a < b {
            a = doms[a as usize];
        }
        while b < a {
            b = doms[b as usize];
        }
    }
    a
}

/// The post-dominator tree of a [`Cfg`]; see the [module docs](self) for
/// how exits and infinite loops are handled. Every node is in the tree;
/// its root is the virtual exit, which is not a node of the graph.
#[derive(Clone, Debug)]
pub struct PostDominatorTree {
    /// Dominator tree of the reversed graph; its last node is the virtual exit.
    tree: DominatorTree,
}

impl PostDominatorTree {
    /// Computes the post-dominator tree of `cfg`.
    pub fn new(cfg: &Cfg) -> Self {
        let exit = cfg.num_nodes();
        let sinks: Vec<usize> = (0..exit)
            .filter(|&n| cfg.successors(n).len() == 0)
            .collect();
        let reaches_sink = DfsOrder::new(&reverse_with_exit(cfg, &sinks), exit);
        let dead_ends = (0..exit).filter(|&n| !reaches_sink.is_reachable(n));
        let exits: Vec<usize> = sinks.iter().copied().chain(dead_ends).collect();
        Self {
            tree: DominatorTree::new(&reverse_with_exit(cfg, &exits), exit),
        }
    }

    /// Returns the number of nodes of the graph (excluding the virtual exit).
    pub fn num_nodes(&self) -> usize {
        self.tree.num_nodes() - 1
    }

    /// Returns the immediate post-dominator of `n`, or `None` if it is the
    /// virtual exit.
    pub fn ipdom(&self, n: usize) -> Option<usize> {
        self.tree
            .idom(self.check(n))
            .filter(|&d| d != self.num_nodes())
    }

    /// Returns the nodes whose immediate post-dominator is the virtual exit,
    /// in ascending order.
    pub fn roots(&self) -> Nodes<'_> {
        self.tree.children(self.num_nodes())
    }

    /// Returns the nodes whose immediate post-dominator is `n`, in ascending
    /// order.
    pub fn children(&self, n: usize) -> Nodes<'_> {
        self.tree.children(self.check(n))
    }

    /// Returns whether `a` post-dominates `b`: every path from `b` to an
    /// exit passes through `a`. True if `a == b`; O(1).
    pub fn post_dominates(&self, a: usize, b: usize) -> bool {
        self.tree.dominates(self.check(a), self.check(b))
    }

    /// Returns whether `a` post-dominates `b` and `a != b`; O(1).
    pub fn properly_post_dominates(&self, a: usize, b: usize) -> bool {
        self.post_dominates(a, b) && a != b
    }

    /// Computes the post-dominance frontiers (the dominance frontiers of the
    /// reverse graph, i.e. control dependences); `cfg` must be the graph
    /// this tree was built from.
    pub fn frontiers(&self, cfg: &Cfg) -> DominanceFrontiers {
        assert_eq!(cfg.num_nodes(), self.num_nodes(), "not the tree's graph");
        // Predecessors in the reverse graph are successors in `cfg`. The
        // virtual exit, also a predecessor of each exit, is that exit's
        // immediate post-dominator, so it contributes nothing.
        frontiers(&self.tree, cfg)
    }

    /// Returns `n` after checking that it is a node of the graph.
    fn check(&self, n: usize) -> usize {
        assert!(n < self.num_nodes(), "node {n} out of range");
        n
    }
}

/// Returns the reverse of `cfg` plus a virtual exit node `cfg.num_nodes()`
/// with an edge to each of `exits`.
fn reverse_with_exit(cfg: &Cfg, exits: &[usize]) -> Cfg {
    let exit = cfg.num_nodes();
    let reversed = (0..exit).flat_map(|from| cfg.successors(from).map(move |to| (to, from)));
    Cfg::from_edges(exit + 1, exits.iter().map(|&n| (exit, n)).chain(reversed))
}

/// Computes the dominance frontiers of the nodes `0..preds.num_nodes()` of
/// `tree`, given the predecessors of each node in the graph of `tree`.
fn frontiers(tree: &DominatorTree, preds: &Cfg) -> DominanceFrontiers {
    let n = preds.num_nodes();
    let mut edges: Vec<(u32, u32)> = Vec::new();
    // `last_join[r] == j` iff `j` is already in the frontier of `r`.
    let mut last_join = vec![NONE; n];
    for join in (0..n).filter(|&j| tree.is_reachable(j)) {
        // The nodes from a predecessor up to, excluding, idom(join) dominate
        // that predecessor but not strictly `join`. A walk stops early at a
        // node already done, whose ancestors are then done too.
        let stop = tree.idom[join];
        for pred in preds.successors(join).filter(|&p| tree.is_reachable(p)) {
            let mut runner = pred as u32;
            while runner != stop && last_join[runner as usize] != join as u32 {
                last_join[runner as usize] = join as u32;
                edges.push((runner, join as u32));
                runner = tree.idom[runner as usize];
            }
        }
    }
    let edges = edges.iter().map(|&(r, j)| (r as usize, j as usize));
    DominanceFrontiers {
        frontiers: Cfg::from_edges(n, edges),
    }
}

/// The dominance frontier of every node: `y` is in the frontier of `x` iff
/// `x` dominates a predecessor of `y` but does not properly dominate `y`.
#[derive(Clone, Debug)]
pub struct DominanceFrontiers {
    /// The frontier of each node as its successor list.
    frontiers: Cfg,
}

impl DominanceFrontiers {
    /// Returns the dominance frontier of `n`, in ascending order.
    pub fn frontier(&self, n: usize) -> Nodes<'_> {
        self.frontiers.successors(n)
    }

    /// Returns the iterated dominance frontier of `nodes`: the smallest set
    /// containing the frontier of each of `nodes` and of its own members
    /// (where phis go for a variable assigned in `nodes`). Sorted ascending;
    /// linear in the number of nodes and frontier entries visited.
    pub fn iterated(&self, nodes: impl IntoIterator<Item = usize>) -> Vec<usize> {
        let n = self.frontiers.num_nodes();
        let mut queued = vec![false; n];
        let mut in_result = vec![false; n];
        let mut worklist: Vec<usize> = nodes
            .into_iter()
            .filter(|&x| !std::mem::replace(&mut queued[x], true))
            .collect();
        let mut result = Vec::new();
        while let Some(x) = worklist.pop() {
            for y in self.frontier(x) {
                if !std::mem::replace(&mut in_result[y], true) {
                    result.push(y);
                    if !std::mem::replace(&mut queued[y], true) {
                        worklist.push(y);
                    }
                }
            }
        }
        result.sort_unstable();
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frontiers_of(df: &DominanceFrontiers, n: usize) -> Vec<Vec<usize>> {
        (0..n).map(|x| df.frontier(x).collect()).collect()
    }

    #[test]
    fn single_node() {
        let cfg = Cfg::new(&[vec![]]);
        let dom = DominatorTree::new(&cfg, 0);
        assert_eq!((dom.entry(), dom.num_nodes(), dom.idom(0)), (0, 1, None));
        assert!(dom.dominates(0, 0) && !dom.properly_dominates(0, 0));
        assert_eq!(frontiers_of(&dom.frontiers(&cfg), 1), [vec![]]);
        let pdom = PostDominatorTree::new(&cfg);
        assert_eq!((pdom.num_nodes(), pdom.ipdom(0)), (1, None));
        assert!(pdom.roots().eq([0]) && pdom.children(0).eq([]));
        assert!(pdom.post_dominates(0, 0) && !pdom.properly_post_dominates(0, 0));
    }

    #[test]
    fn diamond() {
        let cfg = Cfg::new(&[vec![1, 2], vec![3], vec![3], vec![]]);
        let dom = DominatorTree::new(&cfg, 0);
        assert_eq!(
            (0..4).map(|n| dom.idom(n)).collect::<Vec<_>>(),
            [None, Some(0), Some(0), Some(0)]
        );
        assert!(dom.children(0).eq([1, 2, 3]));
        assert!(dom.properly_dominates(0, 3) && !dom.dominates(1, 3) && !dom.dominates(3, 0));
        let df = dom.frontiers(&cfg);
        assert_eq!(frontiers_of(&df, 4), [vec![], vec![3], vec![3], vec![]]);
        assert_eq!(df.iterated([1]), [3]);
        let pdom = PostDominatorTree::new(&cfg);
        assert_eq!(
            (0..4).map(|n| pdom.ipdom(n)).collect::<Vec<_>>(),
            [Some(3), Some(3), Some(3), None]
        );
        assert!(pdom.post_dominates(3, 0) && !pdom.post_dominates(1, 0) && pdom.roots().eq([3]));
        assert_eq!(
            frontiers_of(&pdom.frontiers(&cfg), 4),
            [vec![], vec![0], vec![0], vec![]]
        );
    }

    #[test]
    fn natural_loop() {
        // 0 -> 1 <-> 2, 1 -> 3.
        let cfg = Cfg::new(&[vec![1], vec![2, 3], vec![1], vec![]]);
        let dom = DominatorTree::new(&cfg, 0);
        assert_eq!(
            (0..4).map(|n| dom.idom(n)).collect::<Vec<_>>(),
            [None, Some(0), Some(1), Some(1)]
        );
        let df = dom.frontiers(&cfg);
        assert_eq!(frontiers_of(&df, 4), [vec![], vec![1], vec![1], vec![]]);
        assert_eq!(df.iterated([2]), [1]);
        let pdom = PostDominatorTree::new(&cfg);
        assert_eq!(
            (0..4).map(|n| pdom.ipdom(n)).collect::<Vec<_>>(),
            [Some(1), Some(3), Some(1), None]
        );
        assert_eq!(
            frontiers_of(&pdom.frontiers(&cfg), 4),
            [vec![], vec![1], vec![1], vec![]]
        );
    }

    #[test]
    fn irreducible_loop() {
        // 0 -> {1, 2}, 1 <-> 2, 1 -> 3: the loop has two entries.
        let cfg = Cfg::new(&[vec![1, 2], vec![2, 3], vec![1], vec![]]);
        let dom = DominatorTree::new(&cfg, 0);
        assert_eq!(
            (0..4).map(|n| dom.idom(n)).collect::<Vec<_>>(),
            [None, Some(0), Some(0), Some(1)]
        );
        let df = dom.frontiers(&cfg);
        assert_eq!(frontiers_of(&df, 4), [vec![], vec![2], vec![1], vec![]]);
        assert_eq!(df.iterated([1]), [1, 2]);
        let pdom = PostDominatorTree::new(&cfg);
        assert_eq!(
            (0..4).map(|n| pdom.ipdom(n)).collect::<Vec<_>>(),
            [Some(1), Some(3), Some(1), None]
        );
    }

    #[test]
    fn unreachable_node() {
        // Node 2 -> 1 is unreachable from 0 -> 1.
        let cfg = Cfg::new(&[vec![1], vec![], vec![1]]);
        let dom = DominatorTree::new(&cfg, 0);
        assert!(!dom.is_reachable(2) && dom.is_reachable(1));
        assert_eq!((dom.idom(1), dom.idom(2)), (Some(0), None));
        assert!(dom.dominates(2, 2) && dom.dominates(0, 2) && dom.properly_dominates(1, 2));
        assert!(!dom.dominates(2, 1) && !dom.dominates(2, 0) && dom.children(2).eq([]));
        assert_eq!(
            frontiers_of(&dom.frontiers(&cfg), 3),
            [vec![], vec![], vec![]]
        );
        let pdom = PostDominatorTree::new(&cfg);
        assert_eq!((pdom.ipdom(0), pdom.ipdom(2)), (Some(1), Some(1)));
        assert!(pdom.children(1).eq([0, 2]));
    }

    #[test]
    fn self_loops() {
        // 0 -> 1 -> {1, 2}, and the entry 3 -> {3, 0}.
        let cfg = Cfg::new(&[vec![1], vec![1, 2], vec![], vec![3, 0]]);
        let dom = DominatorTree::new(&cfg, 3);
        assert_eq!(
            (0..4).map(|n| dom.idom(n)).collect::<Vec<_>>(),
            [Some(3), Some(0), Some(1), None]
        );
        let df = dom.frontiers(&cfg);
        assert_eq!(frontiers_of(&df, 4), [vec![], vec![1], vec![], vec![3]]);
        let pdom = PostDominatorTree::new(&cfg);
        assert_eq!(
            frontiers_of(&pdom.frontiers(&cfg), 4),
            [vec![], vec![1], vec![], vec![3]]
        );
    }

    #[test]
    fn infinite_loop_nodes_are_exits() {
        // 0 -> {1, 4}; 1 -> 2 <-> 3 never exits; 4 -> 5.
        let cfg = Cfg::new(&[vec![1, 4], vec![2], vec![3], vec![2], vec![5], vec![]]);
        let pdom = PostDominatorTree::new(&cfg);
        let ipdoms: Vec<_> = (0..6).map(|n| pdom.ipdom(n)).collect();
        assert_eq!(ipdoms, [None, None, None, None, Some(5), None]);
        assert!(pdom.roots().eq([0, 1, 2, 3, 5]) && pdom.children(5).eq([4]));
    }

    /// A deterministic SplitMix64 generator.
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, bound: usize) -> usize {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let z = (self.0 ^ (self.0 >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            ((z ^ (z >> 31)) % bound as u64) as usize
        }
    }

    /// A random graph of 1..=40 nodes, mixing local forward edges and
    /// arbitrary ones (back edges, irreducible loops, unreachable parts).
    fn random_graph(rng: &mut Rng) -> Vec<Vec<usize>> {
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

    /// The nodes reachable from `from` avoiding `removed`, as a bitset.
    fn reach(succs: &[Vec<usize>], from: usize, removed: Option<usize>) -> u64 {
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

    fn has(set: u64, n: usize) -> bool {
        set >> n & 1 == 1
    }

    /// The immediate dominator of `b` under the relation `dom` (`dom[a]` is
    /// the set dominated by `a`): the strict dominator all others dominate.
    fn brute_idom(dom: &[u64], b: usize) -> Option<usize> {
        let strict = |a: usize| a != b && has(dom[a], b);
        (0..dom.len()).find(|&a| strict(a) && (0..dom.len()).all(|s| !strict(s) || has(dom[s], a)))
    }

    /// Frontiers from the definition: `y` is in the frontier of `x` iff `x`
    /// dominates a predecessor of `y` and does not strictly dominate `y`.
    fn brute_frontiers(dom: &[u64], preds: &[Vec<usize>], live: u64) -> Vec<Vec<usize>> {
        let n = dom.len();
        let in_df = |x: usize, y: usize| {
            preds[y].iter().any(|&p| has(live, p) && has(dom[x], p)) && (x == y || !has(dom[x], y))
        };
        (0..n)
            .map(|x| {
                (0..n)
                    .filter(|&y| has(live, x) && has(live, y) && in_df(x, y))
                    .collect()
            })
            .collect()
    }

    /// The iterated frontier as a fixpoint over whole sets.
    fn brute_iterated(df: &[Vec<usize>], nodes: u64) -> Vec<usize> {
        let mut result = 0u64;
        loop {
            let next = (0..df.len())
                .filter(|&x| has(nodes | result, x))
                .flat_map(|x| df[x].iter().map(|&y| 1u64 << y))
                .fold(0, |a, b| a | b);
            if next == result {
                return (0..df.len()).filter(|&y| has(result, y)).collect();
            }
            result = next;
        }
    }

    #[test]
    fn random_graphs_match_brute_force() {
        let (mut unreachable, mut irreducible, mut dead_ends) = (0, 0, 0);
        for seed in 0..2000 {
            let mut rng = Rng(seed);
            let succs = random_graph(&mut rng);
            let n = succs.len();
            let entry = rng.below(n);
            let cfg = Cfg::new(&succs);
            let mut preds = vec![Vec::new(); n];
            for (u, vs) in succs.iter().enumerate() {
                vs.iter().for_each(|&v| preds[v].push(u));
            }
            let all = u64::MAX >> (64 - n);

            // Dominance: `a` dominates `b` iff removing `a` cuts `b` off.
            let live = reach(&succs, entry, None);
            let dom: Vec<u64> = (0..n)
                .map(|a| (all & !reach(&succs, entry, Some(a))) | 1 << a)
                .collect();
            let tree = DominatorTree::new(&cfg, entry);
            for b in 0..n {
                assert_eq!(tree.is_reachable(b), has(live, b), "seed {seed}");
                let idom = brute_idom(&dom, b).filter(|_| has(live, b));
                assert_eq!(tree.idom(b), idom, "seed {seed} node {b}");
                assert!(tree
                    .children(b)
                    .eq((0..n).filter(|&c| tree.idom(c) == Some(b))));
                for (a, &set) in dom.iter().enumerate() {
                    assert_eq!(tree.dominates(a, b), has(set, b), "seed {seed} {a} {b}");
                    assert_eq!(tree.properly_dominates(a, b), a != b && has(set, b));
                }
            }
            let df = tree.frontiers(&cfg);
            let expected = brute_frontiers(&dom, &preds, live);
            assert_eq!(frontiers_of(&df, n), expected, "seed {seed}");
            for _ in 0..3 {
                let set: Vec<usize> = (0..n).filter(|_| rng.below(4) == 0).collect();
                let bits = set.iter().fold(0, |a, &x| a | 1 << x);
                assert_eq!(
                    df.iterated(set),
                    brute_iterated(&expected, bits),
                    "seed {seed}"
                );
            }

            // Post-dominance: exits are sinks and nodes that reach no sink.
            let sinks = (0..n)
                .filter(|&u| succs[u].is_empty())
                .fold(0, |a, u| a | 1 << u);
            let dead = (0..n).filter(|&u| reach(&succs, u, None) & sinks == 0);
            let exits = dead.fold(sinks, |a, u| a | 1 << u);
            let pdom: Vec<u64> = (0..n)
                .map(|a| {
                    (0..n)
                        .filter(|&b| a == b || reach(&succs, b, Some(a)) & exits == 0)
                        .fold(0, |set, b| set | 1 << b)
                })
                .collect();
            let post = PostDominatorTree::new(&cfg);
            for b in 0..n {
                assert_eq!(post.ipdom(b), brute_idom(&pdom, b), "seed {seed} node {b}");
                assert!(post
                    .children(b)
                    .eq((0..n).filter(|&c| post.ipdom(c) == Some(b))));
                for (a, &set) in pdom.iter().enumerate() {
                    let (dominates, proper) = (has(set, b), a != b && has(set, b));
                    assert_eq!(post.post_dominates(a, b), dominates, "seed {seed} {a} {b}");
                    assert_eq!(post.properly_post_dominates(a, b), proper);
                }
            }
            assert!(post.roots().eq((0..n).filter(|&c| post.ipdom(c).is_none())));
            let expected = brute_frontiers(&pdom, &succs, all);
            assert_eq!(
                frontiers_of(&post.frontiers(&cfg), n),
                expected,
                "seed {seed}"
            );

            // Count the interesting cases to make sure they are covered.
            unreachable += usize::from(live != all);
            dead_ends += usize::from(exits != sinks);
            let order = DfsOrder::new(&cfg, entry);
            let number = |u| order.postorder_number(u);
            irreducible += usize::from((0..n).any(|u| {
                succs[u]
                    .iter()
                    .any(|&v| has(live, u) && number(v) >= number(u) && !has(dom[v], u))
            }));
        }
        assert!(unreachable > 200 && irreducible > 200 && dead_ends > 200);
    }

    /// Checks every query on `0 -> 1 -> ... -> n-1`.
    #[test]
    fn million_node_chain() {
        let n = 1_000_000;
        let cfg = Cfg::from_edges(n, (1..n).map(|i| (i - 1, i)));
        let dom = DominatorTree::new(&cfg, 0);
        assert!((1..n).all(|i| dom.idom(i) == Some(i - 1)));
        assert!(dom.dominates(0, n - 1) && !dom.dominates(n - 1, 0));
        let df = dom.frontiers(&cfg);
        assert!((0..n).all(|i| df.frontier(i).len() == 0) && df.iterated([n / 2]).is_empty());
        let pdom = PostDominatorTree::new(&cfg);
        assert!((0..n - 1).all(|i| pdom.ipdom(i) == Some(i + 1)));
        assert!(pdom.post_dominates(n - 1, 0) && !pdom.post_dominates(0, n - 1));
        assert!(pdom.frontiers(&cfg).iterated(0..n).is_empty());
    }

    /// Checks diamonds nested a third of a million deep: level `i` has a
    /// head `3i` branching to the next level (or, innermost, its own join)
    /// and to a side node `3i + 1`, both flowing into the join `3i + 2`.
    #[test]
    fn million_node_nested_diamonds() {
        let depth = 333_334;
        let n = 3 * depth;
        let (head, side, join) = (|i| 3 * i, |i| 3 * i + 1, |i| 3 * i + 2);
        let edges = (0..depth).flat_map(|i| {
            let inner = if i + 1 < depth { head(i + 1) } else { join(i) };
            let outer = if i > 0 {
                vec![(join(i), join(i - 1))]
            } else {
                vec![]
            };
            [(head(i), inner), (head(i), side(i)), (side(i), join(i))]
                .into_iter()
                .chain(outer)
        });
        let cfg = Cfg::from_edges(n, edges);
        let dom = DominatorTree::new(&cfg, 0);
        let pdom = PostDominatorTree::new(&cfg);
        for i in 0..depth {
            assert_eq!([dom.idom(side(i)), dom.idom(join(i))], [Some(head(i)); 2]);
            assert_eq!(
                [pdom.ipdom(head(i)), pdom.ipdom(side(i))],
                [Some(join(i)); 2]
            );
        }
        assert!(dom.properly_dominates(0, join(depth - 1)) && !dom.dominates(side(0), join(0)));
        assert!(pdom.post_dominates(join(0), 0) && !pdom.post_dominates(join(1), side(0)));
        let df = dom.frontiers(&cfg);
        assert!((1..depth).all(|i| df.frontier(join(i)).eq([join(i - 1)])));
        assert!((1..depth).all(|i| df.frontier(head(i)).eq([join(i - 1)])));
        let joins = df.iterated([side(depth - 1)]);
        assert!(joins.len() == depth && joins.into_iter().eq((0..depth).map(join)));
        let pdf = pdom.frontiers(&cfg);
        assert!((0..depth).all(|i| pdf.frontier(side(i)).eq([head(i)])));
        assert_eq!(pdf.iterated([side(depth - 1)]).len(), depth);
    }
}
