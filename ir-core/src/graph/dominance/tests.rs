//! Tests of dominance: hand-made graphs, a brute-force reference on random
//! graphs (irreducible and partly unreachable ones included), both
//! immediate-dominator algorithms, and million-node graphs.
use super::super::test_graphs::{
    deep_loop_nest, dominated_sets, has, predecessors, random_case, reach,
};
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
        let (succs, entry, mut rng) = random_case(seed);
        let n = succs.len();
        let cfg = Cfg::new(&succs);
        let preds = predecessors(&succs);
        let all = u64::MAX >> (64 - n);

        // Dominance: `a` dominates `b` iff removing `a` cuts `b` off.
        let live = reach(&succs, entry, None);
        let dom = dominated_sets(&succs, entry);
        let tree = DominatorTree::new(&cfg, entry);
        // Both algorithms find the same tree.
        let by_lengauer_tarjan = lengauer_tarjan::immediate_dominators(&cfg, entry);
        let order = DfsOrder::new(&cfg, entry);
        let by_cooper = cooper::immediate_dominators(&cfg, &order, usize::MAX);
        assert_eq!(by_cooper.as_ref(), Some(&by_lengauer_tarjan), "seed {seed}");
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

/// A loop nest 300,000 deep (header `i`, latch `2d - 1 - i` around a
/// chain) exhausts the budget of Cooper–Harvey–Kennedy, which would walk
/// quadratically; Lengauer–Tarjan builds the tree instead.
#[test]
fn deep_loop_nest_falls_back_to_lengauer_tarjan() {
    let depth = 300_000;
    let n = 2 * depth + 1;
    let cfg = deep_loop_nest(depth);
    let budget = COOPER_BUDGET_PER_ITEM * (cfg.num_nodes() + cfg.num_edges());
    assert!(cooper::immediate_dominators(&cfg, &DfsOrder::new(&cfg, 0), budget).is_none());
    let dom = DominatorTree::new(&cfg, 0);
    assert!((1..n).all(|i| dom.idom(i) == Some(i - 1)));
    let pdom = PostDominatorTree::new(&cfg);
    assert_eq!(pdom.ipdom(n - 2), Some(n - 1));
    assert_eq!(pdom.ipdom(depth - 1), Some(depth));
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
