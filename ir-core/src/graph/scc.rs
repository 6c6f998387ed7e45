//! Strongly connected components of a [`Cfg`], by Tarjan's algorithm with an
//! explicit call stack (no recursion, so arbitrarily deep graphs are fine).

use super::lists::Lists;
use super::order::{Cfg, Nodes, NONE};

/// The strongly connected components of a graph. Components are numbered
/// in the order Tarjan's algorithm completes them: if an edge leads from
/// component `a` to a different component `b`, then `b < a`.
#[derive(Clone, Debug)]
pub struct Sccs {
    /// Component of each node.
    component: Vec<u32>,
    /// Members of each component, ascending.
    members: Lists,
}

impl Sccs {
    /// Computes the strongly connected components of `cfg`; linear time.
    pub fn new(cfg: &Cfg) -> Self {
        let n = cfg.num_nodes();
        let mut search = Search {
            index: vec![NONE; n],
            low: vec![0; n],
            next_index: 0,
            open: Vec::new(),
            calls: Vec::new(),
        };
        let mut component = vec![NONE; n];
        let mut num_components = 0u32;
        for root in 0..n {
            if search.index[root] != NONE {
                continue;
            }
            search.discover(root);
            while let Some(&(v, visited)) = search.calls.last() {
                let v = v as usize;
                if let Some(w) = cfg.successors(v).nth(visited as usize) {
                    search.calls.last_mut().expect("frame").1 += 1;
                    if search.index[w] == NONE {
                        search.discover(w);
                    } else if component[w] == NONE {
                        // `w` is still open, hence on the Tarjan stack.
                        search.low[v] = search.low[v].min(search.index[w]);
                    }
                    continue;
                }
                search.calls.pop();
                if let Some(&(parent, _)) = search.calls.last() {
                    let parent = parent as usize;
                    search.low[parent] = search.low[parent].min(search.low[v]);
                }
                if search.low[v] == search.index[v] {
                    loop {
                        let w = search.open.pop().expect("v is open") as usize;
                        component[w] = num_components;
                        if w == v {
                            break;
                        }
                    }
                    num_components += 1;
                }
            }
        }
        // Grouping in node order keeps each component's members ascending.
        let pairs = component.iter().enumerate().map(|(v, &c)| (c, v as u32));
        let members = Lists::from_pairs(num_components as usize, pairs);
        Self { component, members }
    }

    /// Returns the number of components.
    pub fn num_components(&self) -> usize {
        self.members.num_lists()
    }

    /// Returns the component of node `n`.
    pub fn component(&self, n: usize) -> usize {
        self.component[n] as usize
    }

    /// Returns the nodes of component `c`, ascending.
    pub fn members(&self, c: usize) -> Nodes<'_> {
        self.members.nodes(c)
    }
}

/// The state of Tarjan's depth-first search.
struct Search {
    /// Discovery index of each node, `NONE` before it is visited.
    index: Vec<u32>,
    /// Lowest discovery index reachable through the node's subtree and
    /// one edge to an open node.
    low: Vec<u32>,
    next_index: u32,
    /// Visited nodes not yet assigned to a component (Tarjan's stack).
    open: Vec<u32>,
    /// Call frames: a node and how many of its successors were visited.
    calls: Vec<(u32, u32)>,
}

impl Search {
    /// Visits `v` for the first time: numbers it and opens its frame.
    fn discover(&mut self, v: usize) {
        self.index[v] = self.next_index;
        self.low[v] = self.next_index;
        self.next_index += 1;
        self.open.push(v as u32);
        self.calls.push((v as u32, 0));
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_graphs::{has, random_graph, reach, Rng};
    use super::*;

    fn components(sccs: &Sccs) -> Vec<Vec<usize>> {
        (0..sccs.num_components())
            .map(|c| sccs.members(c).collect())
            .collect()
    }

    #[test]
    fn cycles_and_singletons_in_reverse_topological_order() {
        // 0 -> 1 <-> 2 -> 3, 3 -> 3, 4 isolated.
        let cfg = Cfg::new(&[vec![1], vec![2], vec![1, 3], vec![3], vec![]]);
        let sccs = Sccs::new(&cfg);
        assert_eq!(components(&sccs), [vec![3], vec![1, 2], vec![0], vec![4]]);
        assert_eq!(sccs.component(2), 1);
    }

    /// Compares with mutual reachability on random graphs.
    #[test]
    fn random_graphs_match_mutual_reachability() {
        for seed in 0..1000 {
            let succs = random_graph(&mut Rng(seed));
            let n = succs.len();
            let sccs = Sccs::new(&Cfg::new(&succs));
            let reach: Vec<u64> = (0..n).map(|u| reach(&succs, u, None)).collect();
            for a in 0..n {
                for b in 0..n {
                    let mutual = has(reach[a], b) && has(reach[b], a);
                    assert_eq!(sccs.component(a) == sccs.component(b), mutual);
                    if has(reach[a], b) {
                        assert!(sccs.component(b) <= sccs.component(a), "seed {seed}");
                    }
                }
            }
        }
    }

    #[test]
    fn million_node_cycle() {
        let n = 1_000_000;
        let cfg = Cfg::from_edges(n, (0..n).map(|i| (i, (i + 1) % n)));
        let sccs = Sccs::new(&cfg);
        assert_eq!(sccs.num_components(), 1);
        assert_eq!(sccs.members(0).len(), n);
    }
}
