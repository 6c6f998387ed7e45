//! Dominator and post-dominator trees and dominance frontiers.
//!
//! Dominators are computed with the iterative algorithm of Cooper, Harvey
//! and Kennedy, "A Simple, Fast Dominance Algorithm" (2001), on postorder
//! numbers (`cooper.rs`). Its worst case is quadratic (a loop nest 300,000
//! deep took 115 s), so it runs on a budget of walk steps linear in the
//! size of the graph; past it, Lengauer–Tarjan (`lengauer_tarjan.rs`,
//! O(m log n)) computes the same tree. The tree is then numbered in preorder, so dominance
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

mod cooper;
mod lengauer_tarjan;

use super::order::{Cfg, DfsOrder, Nodes, NONE};

/// How many intersection steps per node and edge the algorithm of Cooper,
/// Harvey and Kennedy may take before Lengauer–Tarjan takes over: ordinary
/// graphs need a few passes of short walks; a deep loop nest would need a
/// quadratic number.
const COOPER_BUDGET_PER_ITEM: usize = 16;

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
        let budget = COOPER_BUDGET_PER_ITEM * (cfg.num_nodes() + cfg.num_edges()) + 1024;
        let idom = cooper::immediate_dominators(cfg, &order, budget)
            .unwrap_or_else(|| lengauer_tarjan::immediate_dominators(cfg, entry));
        Self::from_idoms(entry, idom, order.num_reachable())
    }

    /// Builds the tree from the immediate dominator of each node (`NONE`
    /// for the entry and unreachable nodes); `num_reachable` nodes are in it.
    fn from_idoms(entry: usize, idom: Vec<u32>, num_reachable: usize) -> Self {
        let n = idom.len();
        let (mut parents, mut kids) = (Vec::with_capacity(n), Vec::with_capacity(n));
        for (v, &parent) in idom.iter().enumerate() {
            if let Some(parent) = node(parent) {
                parents.push(parent as u32);
                kids.push(v as u32);
            }
        }
        let children = Cfg::group_by_source(n, &parents, &kids);

        // Preorder with an explicit stack gives each subtree a contiguous
        // range; in reverse preorder, children are done before parents.
        let mut pre = vec![NONE; n];
        let mut preorder = Vec::with_capacity(num_reachable);
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
mod tests;
