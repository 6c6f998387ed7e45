//! Compact control-flow graphs and depth-first orderings.
//!
//! Nodes are the indices `0..n`. [`Cfg`] stores successor lists in
//! compressed sparse row form (two flat `u32` arrays), and [`DfsOrder`]
//! computes postorder numbers and reachability from an entry node with an
//! iterative depth-first search, so arbitrarily deep graphs cannot overflow
//! the stack. All methods panic on node indices out of range.

/// Marks a node without a number (unvisited, unreachable or a tree root).
pub(super) const NONE: u32 = u32::MAX;

/// A directed graph on the nodes `0..num_nodes`, stored as successor lists
/// in compressed sparse row form. Parallel edges and self-loops are allowed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cfg {
    /// Successors of node `n` are `targets[offsets[n]..offsets[n + 1]]`.
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

impl Cfg {
    /// Builds a graph from one successor list per node.
    pub fn new(succs: &[Vec<usize>]) -> Self {
        let edges = succs
            .iter()
            .enumerate()
            .flat_map(|(from, tos)| tos.iter().map(move |&to| (from, to)));
        Self::from_edges(succs.len(), edges)
    }

    /// Builds a graph from `(from, to)` edges; each node's successors keep
    /// the order in which its edges appear. The iterator is traversed once.
    ///
    /// Panics if an endpoint is not below `num_nodes`, or if `num_nodes` or
    /// the number of edges does not fit below `u32::MAX`.
    pub fn from_edges<I>(num_nodes: usize, edges: I) -> Self
    where
        I: IntoIterator<Item = (usize, usize)>,
    {
        assert!(num_nodes < NONE as usize, "too many nodes: {num_nodes}");
        let edges = edges.into_iter();
        let mut sources = Vec::with_capacity(edges.size_hint().0);
        let mut targets = Vec::with_capacity(edges.size_hint().0);
        for (from, to) in edges {
            assert!(
                from < num_nodes && to < num_nodes,
                "edge ({from}, {to}) out of range 0..{num_nodes}"
            );
            sources.push(from as u32);
            targets.push(to as u32);
        }
        Self::group_by_source(num_nodes, &sources, &targets)
    }

    /// The graph of the edges `sources[i] -> targets[i]` (all below
    /// `num_nodes`), each node's successors in the order of the edges: a
    /// counting sort on the sources.
    pub(super) fn group_by_source(num_nodes: usize, sources: &[u32], targets: &[u32]) -> Self {
        assert!(num_nodes < NONE as usize, "too many nodes: {num_nodes}");
        assert!(targets.len() < NONE as usize, "too many edges");
        let mut offsets = vec![0u32; num_nodes + 1];
        for &from in sources {
            offsets[from as usize + 1] += 1;
        }
        for n in 0..num_nodes {
            offsets[n + 1] += offsets[n];
        }
        let mut next = offsets[..num_nodes].to_vec();
        let mut grouped = vec![0u32; targets.len()];
        for (&from, &to) in sources.iter().zip(targets) {
            let slot = &mut next[from as usize];
            grouped[*slot as usize] = to;
            *slot += 1;
        }
        Self {
            offsets,
            targets: grouped,
        }
    }

    /// Builds a graph from successor lists stored back to back: the
    /// successors of node `n` are `targets[offsets[n]..offsets[n + 1]]`.
    ///
    /// Panics unless `offsets` starts at 0, never decreases and ends at
    /// `targets.len()`, if a target is not a node, or if the number of
    /// nodes or edges does not fit below `u32::MAX`.
    pub fn from_csr(offsets: Vec<u32>, targets: Vec<u32>) -> Self {
        let num_nodes = offsets.len().saturating_sub(1);
        assert!(num_nodes < NONE as usize, "too many nodes: {num_nodes}");
        assert!(targets.len() < NONE as usize, "too many edges");
        let ends = (offsets.first(), offsets.last());
        assert!(
            ends == (Some(&0), Some(&(targets.len() as u32)))
                && offsets.windows(2).all(|w| w[0] <= w[1]),
            "offsets must ascend from 0 to the number of edges"
        );
        let stray = targets.iter().find(|&&to| to as usize >= num_nodes);
        assert!(
            stray.is_none(),
            "target {stray:?} out of range 0..{num_nodes}"
        );
        Self { offsets, targets }
    }

    /// Returns the number of nodes.
    pub fn num_nodes(&self) -> usize {
        self.offsets.len().saturating_sub(1)
    }

    /// Returns the number of edges.
    pub fn num_edges(&self) -> usize {
        self.targets.len()
    }

    /// Returns the successors of `n`, in insertion order.
    pub fn successors(&self, n: usize) -> Nodes<'_> {
        let range = self.offsets[n] as usize..self.offsets[n + 1] as usize;
        Nodes(self.targets[range].iter())
    }

    /// Returns the reverse graph, whose successor lists are the predecessor
    /// lists of `self` (each sorted by source node).
    pub fn reversed(&self) -> Cfg {
        let mut sources = Vec::with_capacity(self.num_edges());
        for n in 0..self.num_nodes() {
            let degree = self.offsets[n + 1] - self.offsets[n];
            sources.extend(std::iter::repeat_n(n as u32, degree as usize));
        }
        // Edge `i` goes from `sources[i]` to `targets[i]`: grouped by
        // target, in the order of their sources.
        Self::group_by_source(self.num_nodes(), &self.targets, &sources)
    }
}

/// An iterator over node indices (stored compactly as `u32`).
#[derive(Clone, Debug)]
pub struct Nodes<'a>(std::slice::Iter<'a, u32>);

impl<'a> Nodes<'a> {
    /// Iterates over a slice of stored node numbers.
    pub(super) fn from_slice(nodes: &'a [u32]) -> Self {
        Nodes(nodes.iter())
    }
}

impl Iterator for Nodes<'_> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        self.0.next().map(|&n| n as usize)
    }

    /// In constant time (Tarjan's search resumes a node's successors at
    /// the `k`-th: stepping there would make a node with many successors,
    /// a large switch's block, cost their square).
    fn nth(&mut self, k: usize) -> Option<usize> {
        self.0.nth(k).map(|&n| n as usize)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl DoubleEndedIterator for Nodes<'_> {
    fn next_back(&mut self) -> Option<usize> {
        self.0.next_back().map(|&n| n as usize)
    }
}

impl ExactSizeIterator for Nodes<'_> {}

/// The depth-first postorder of the nodes reachable from an entry node.
///
/// Successors are visited in list order. The entry has the highest
/// postorder number, `num_reachable() - 1`.
#[derive(Clone, Debug)]
pub struct DfsOrder {
    /// Reachable nodes in postorder.
    postorder: Vec<u32>,
    /// Postorder number of each node, `NONE` if unreachable.
    number: Vec<u32>,
}

impl DfsOrder {
    /// Runs an iterative depth-first search of `cfg` from `entry`.
    pub fn new(cfg: &Cfg, entry: usize) -> Self {
        assert!(entry < cfg.num_nodes(), "entry {entry} out of range");
        let mut number = vec![NONE; cfg.num_nodes()];
        // At most every node, usually all: sized once rather than grown.
        let mut postorder = Vec::with_capacity(cfg.num_nodes());
        // Each frame holds a node and the position in `targets` of its next
        // successor to visit.
        number[entry] = 0; // Any value but `NONE` marks a node as visited.
        let mut stack = vec![(entry as u32, cfg.offsets[entry])];
        while let Some((node, next)) = stack.last_mut() {
            let node = *node as usize;
            if *next < cfg.offsets[node + 1] {
                let succ = cfg.targets[*next as usize] as usize;
                *next += 1;
                if number[succ] == NONE {
                    number[succ] = 0;
                    stack.push((succ as u32, cfg.offsets[succ]));
                }
            } else {
                number[node] = postorder.len() as u32;
                postorder.push(node as u32);
                stack.pop();
            }
        }
        Self { postorder, number }
    }

    /// Returns the number of nodes reachable from the entry (including it).
    pub fn num_reachable(&self) -> usize {
        self.postorder.len()
    }

    /// Returns whether `n` is reachable from the entry.
    pub fn is_reachable(&self, n: usize) -> bool {
        self.number[n] != NONE
    }

    /// Returns the postorder number of `n`, or `None` if it is unreachable.
    pub fn postorder_number(&self, n: usize) -> Option<usize> {
        Some(self.number[n])
            .filter(|&i| i != NONE)
            .map(|i| i as usize)
    }

    /// Returns the node with postorder number `number`.
    pub fn node(&self, number: usize) -> usize {
        self.postorder[number] as usize
    }

    /// Returns the reachable nodes in postorder (the entry comes last).
    pub fn postorder(&self) -> Nodes<'_> {
        Nodes(self.postorder.iter())
    }

    /// Returns the reachable nodes in reverse postorder (the entry first).
    pub fn reverse_postorder(&self) -> std::iter::Rev<Nodes<'_>> {
        self.postorder().rev()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csr_keeps_edge_order_and_reverses() {
        let cfg = Cfg::from_edges(3, [(2, 0), (0, 2), (0, 1), (2, 0), (1, 1)]);
        assert_eq!(cfg.num_nodes(), 3);
        assert_eq!(cfg.num_edges(), 5);
        assert_eq!(cfg.successors(0).collect::<Vec<_>>(), [2, 1]);
        assert_eq!(cfg.successors(1).collect::<Vec<_>>(), [1]);
        assert_eq!(cfg.successors(2).collect::<Vec<_>>(), [0, 0]);
        let csr = Cfg::from_csr(vec![0, 2, 3, 5], vec![2, 1, 1, 0, 0]);
        assert_eq!(csr, cfg);
        let rev = cfg.reversed();
        assert_eq!(rev.successors(0).collect::<Vec<_>>(), [2, 2]);
        assert_eq!(rev.successors(1).collect::<Vec<_>>(), [0, 1]);
        assert_eq!(rev.successors(2).collect::<Vec<_>>(), [0]);
        assert_eq!(rev.reversed(), cfg.reversed().reversed());
        assert_eq!(Cfg::new(&[]).num_nodes(), 0);
    }

    #[test]
    #[should_panic(expected = "out of range")]
    fn out_of_range_edge_panics() {
        Cfg::new(&[vec![1]]);
    }

    #[test]
    #[should_panic(expected = "out of range")]
    fn out_of_range_csr_target_panics() {
        Cfg::from_csr(vec![0, 1], vec![1]);
    }

    #[test]
    #[should_panic(expected = "offsets must ascend")]
    fn descending_csr_offsets_panic() {
        Cfg::from_csr(vec![0, 2, 1, 2], vec![0, 1]);
    }

    #[test]
    fn diamond_postorder_with_unreachable_node() {
        // 0 -> {1, 2} -> 3; node 4 -> 3 is unreachable.
        let cfg = Cfg::new(&[vec![1, 2], vec![3], vec![3], vec![], vec![3]]);
        let order = DfsOrder::new(&cfg, 0);
        assert_eq!(order.postorder().collect::<Vec<_>>(), [3, 1, 2, 0]);
        assert_eq!(order.reverse_postorder().collect::<Vec<_>>(), [0, 2, 1, 3]);
        assert_eq!(order.num_reachable(), 4);
        assert_eq!(order.postorder_number(0), Some(3));
        assert_eq!(order.postorder_number(4), None);
        assert_eq!(order.node(1), 1);
        assert!(order.is_reachable(3) && !order.is_reachable(4));
    }

    #[test]
    fn million_node_chain_does_not_overflow_the_stack() {
        let n = 1_000_000;
        let cfg = Cfg::from_edges(n, (1..n).map(|i| (i - 1, i)));
        let order = DfsOrder::new(&cfg, 0);
        assert_eq!(order.num_reachable(), n);
        assert!(order.reverse_postorder().eq(0..n));
    }
}
