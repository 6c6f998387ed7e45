//! Tests of the loop nesting forest: hand-made shapes, a brute-force
//! reference on random graphs, and deep nests.

use super::*;
use crate::graph::test_graphs::{
    deep_loop_nest, dominated_sets, has, predecessors, random_case, reach,
};

fn forest(succs: &[Vec<usize>], entry: usize) -> (Cfg, LoopForest) {
    let cfg = Cfg::new(succs);
    let dom = DominatorTree::new(&cfg, entry);
    let loops = LoopForest::new(&cfg, &dom);
    (cfg, loops)
}

fn sorted_blocks(loops: &LoopForest, l: usize) -> Vec<usize> {
    let mut blocks: Vec<usize> = loops.blocks(l).collect();
    blocks.sort_unstable();
    blocks
}

#[test]
fn straight_line_and_diamond_have_no_loops() {
    let (_, loops) = forest(&[vec![1, 2], vec![3], vec![3], vec![]], 0);
    assert_eq!(loops.num_loops(), 0);
    assert!(loops.roots().eq([]));
    assert_eq!((loops.innermost(3), loops.loop_depth(3)), (None, 0));
}

#[test]
fn nested_natural_loops() {
    // 0 -> 1; 1 -> {2, 5}; 2 -> 3; 3 -> {3, 4}; 4 -> {1, 5}; 5 exits.
    let succs = [vec![1], vec![2, 5], vec![3], vec![3, 4], vec![1, 5], vec![]];
    let (cfg, loops) = forest(&succs, 0);
    assert_eq!(loops.num_loops(), 2);
    assert!(loops.roots().eq([0]) && loops.children(0).eq([1]));
    assert_eq!(
        (loops.kind(0), loops.header(0), loops.depth(0)),
        (LoopKind::Natural, 1, 1)
    );
    assert_eq!(sorted_blocks(&loops, 0), [1, 2, 3, 4]);
    assert!(loops.latches(0).eq([4]) && loops.entries(0).eq([1]));
    assert_eq!(
        (loops.exits(&cfg, 0), loops.exiting(&cfg, 0)),
        (vec![5], vec![1, 4])
    );
    assert_eq!(
        (loops.header(1), loops.parent(1), loops.depth(1)),
        (3, Some(0), 2)
    );
    assert!(loops.blocks(1).eq([3]) && loops.latches(1).eq([3]));
    assert_eq!(loops.exits(&cfg, 1), [4]);
    assert_eq!((loops.innermost(3), loops.loop_depth(3)), (Some(1), 2));
    assert!(loops.contains(0, 3) && !loops.contains(1, 4) && !loops.contains(0, 5));
}

#[test]
fn two_entry_cycle_is_an_irreducible_region() {
    // 0 -> {1, 2}; 1 <-> 2; 2 -> 3.
    let (cfg, loops) = forest(&[vec![1, 2], vec![2], vec![1, 3], vec![]], 0);
    assert_eq!(loops.num_loops(), 1);
    assert_eq!((loops.kind(0), loops.header(0)), (LoopKind::Irreducible, 1));
    assert!(loops.entries(0).eq([1, 2]) && loops.latches(0).eq([]));
    assert_eq!(sorted_blocks(&loops, 0), [1, 2]);
    assert_eq!(loops.exits(&cfg, 0), [3]);
}

#[test]
fn natural_loop_headed_in_an_irreducible_cycle_nests_inside_it() {
    // 0 -> {1, 2}; 1 -> {3, 2}; 3 -> 1 (natural loop {1, 3}); 2 -> {1, 4}.
    let succs = [vec![1, 2], vec![3, 2], vec![1, 4], vec![1], vec![]];
    let (_, loops) = forest(&succs, 0);
    assert_eq!(loops.num_loops(), 2);
    assert_eq!((loops.kind(0), loops.depth(0)), (LoopKind::Irreducible, 1));
    assert_eq!(sorted_blocks(&loops, 0), [1, 2, 3]);
    assert!(loops.entries(0).eq([1, 2]));
    assert_eq!(
        (loops.kind(1), loops.header(1), loops.parent(1)),
        (LoopKind::Natural, 1, Some(0))
    );
    assert_eq!(sorted_blocks(&loops, 1), [1, 3]);
    assert_eq!((loops.innermost(2), loops.innermost(3)), (Some(0), Some(1)));
}

#[test]
fn unreachable_cycles_are_in_no_loop() {
    let (_, loops) = forest(&[vec![], vec![2], vec![1]], 0);
    assert_eq!(loops.num_loops(), 0);
    assert_eq!(loops.innermost(1), None);
}

/// One loop of the reference: its kind, header and node set.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Expected {
    blocks: u64,
    kind: LoopKind,
    header: usize,
    entries: Vec<usize>,
    latches: Vec<usize>,
}

/// The loops of a graph from the definitions in the module docs, on
/// bitsets: natural loops by reachability avoiding the header, cores by
/// mutual reachability in the graph without back edges.
fn brute_loops(succs: &[Vec<usize>], entry: usize) -> Vec<Expected> {
    let n = succs.len();
    let preds = predecessors(succs);
    let dom = dominated_sets(succs, entry);
    let live = reach(succs, entry, None);
    let set = |nodes: &mut dyn Iterator<Item = usize>| nodes.fold(0u64, |s, x| s | 1 << x);
    let mut natural: Vec<Option<u64>> = vec![None; n];
    let mut expected = Vec::new();
    for h in (0..n).filter(|&h| has(live, h)) {
        let mut latches: Vec<usize> = preds[h]
            .iter()
            .copied()
            .filter(|&p| has(live, p) && has(dom[h], p))
            .collect();
        latches.sort_unstable();
        latches.dedup();
        if latches.is_empty() {
            continue;
        }
        let latch_set = set(&mut latches.iter().copied());
        let reaches_latch = |x: usize| reach(succs, x, Some(h)) & latch_set != 0;
        let blocks = set(&mut (0..n).filter(|&x| x == h || has(live, x) && reaches_latch(x)));
        natural[h] = Some(blocks);
        expected.push(Expected {
            blocks,
            kind: LoopKind::Natural,
            header: h,
            entries: vec![h],
            latches,
        });
    }
    let forward: Vec<Vec<usize>> = (0..n)
        .map(|u| {
            let keep = |&&v: &&usize| has(live, u) && !has(dom[v], u);
            succs[u].iter().filter(keep).copied().collect()
        })
        .collect();
    let forward_reach: Vec<u64> = (0..n).map(|u| reach(&forward, u, None)).collect();
    let mut done = 0u64;
    for u in 0..n {
        let core =
            set(&mut (0..n).filter(|&v| has(forward_reach[u], v) && has(forward_reach[v], u)));
        if core.count_ones() < 2 || has(done, u) {
            continue;
        }
        done |= core;
        let blocks = (0..n)
            .filter(|&h| has(core, h))
            .fold(core, |s, h| s | natural[h].unwrap_or(0));
        let outside_pred = |x: &usize| preds[*x].iter().any(|&p| has(live, p) && !has(blocks, p));
        let entries: Vec<usize> = (0..n)
            .filter(|&x| has(blocks, x))
            .filter(outside_pred)
            .collect();
        assert!(entries.len() >= 2 && entries.iter().all(|&x| has(core, x)));
        expected.push(Expected {
            blocks,
            kind: LoopKind::Irreducible,
            header: core.trailing_zeros() as usize,
            entries,
            latches: Vec::new(),
        });
    }
    expected.sort();
    expected
}

#[test]
fn random_graphs_match_brute_force() {
    let (mut irreducible, mut nested_in_region, mut region_in_loop) = (0, 0, 0);
    for seed in 0..2000 {
        let (succs, entry, _) = random_case(seed);
        let n = succs.len();
        let (cfg, loops) = forest(&succs, entry);
        let bits: Vec<u64> = (0..loops.num_loops())
            .map(|l| loops.blocks(l).fold(0u64, |s, x| s | 1 << x))
            .collect();
        let mut actual: Vec<Expected> = (0..loops.num_loops())
            .map(|l| Expected {
                blocks: bits[l],
                kind: loops.kind(l),
                header: loops.header(l),
                entries: loops.entries(l).collect(),
                latches: loops.latches(l).collect(),
            })
            .collect();
        actual.sort();
        assert_eq!(actual, brute_loops(&succs, entry), "seed {seed}");

        // Nesting: laminar sets; the parent is the smallest strict superset.
        let within = |a: usize, b: usize| bits[a] & !bits[b] == 0;
        for l in 0..loops.num_loops() {
            assert_eq!(loops.blocks(l).len(), bits[l].count_ones() as usize);
            let supersets = (0..loops.num_loops()).filter(|&m| m != l && within(l, m));
            let parent = supersets.min_by_key(|&m| bits[m].count_ones());
            assert_eq!(loops.parent(l), parent, "seed {seed} loop {l}");
            let depth = (0..loops.num_loops()).filter(|&m| within(l, m)).count();
            assert_eq!(loops.depth(l), depth);
            for m in 0..loops.num_loops() {
                let disjoint = bits[l] & bits[m] == 0;
                assert!(disjoint || within(l, m) || within(m, l), "seed {seed}");
            }
            let children: Vec<usize> = (0..loops.num_loops())
                .filter(|&c| loops.parent(c) == Some(l))
                .collect();
            assert!(loops.children(l).eq(children.iter().copied()));
            assert!(children.iter().all(|&c| c > l));
            let headers: Vec<usize> = children.iter().map(|&c| loops.header(c)).collect();
            assert!(headers.windows(2).all(|w| w[0] < w[1]));
            for x in 0..n {
                assert_eq!(loops.contains(l, x), has(bits[l], x));
            }
            let outside = |s: &usize| !has(bits[l], *s);
            let mut exits: Vec<usize> = (0..n)
                .filter(|&x| has(bits[l], x))
                .flat_map(|x| succs[x].iter().copied().filter(outside))
                .collect();
            exits.sort_unstable();
            exits.dedup();
            assert_eq!(loops.exits(&cfg, l), exits);
            let exiting: Vec<usize> = (0..n)
                .filter(|&x| has(bits[l], x) && succs[x].iter().any(outside))
                .collect();
            assert_eq!(loops.exiting(&cfg, l), exiting);

            let kind = loops.kind(l);
            let parent_kind = loops.parent(l).map(|p| loops.kind(p));
            irreducible += usize::from(kind == LoopKind::Irreducible);
            nested_in_region += usize::from(parent_kind == Some(LoopKind::Irreducible));
            region_in_loop += usize::from(
                kind == LoopKind::Irreducible && parent_kind == Some(LoopKind::Natural),
            );
        }
        let roots: Vec<usize> = (0..loops.num_loops())
            .filter(|&l| loops.parent(l).is_none())
            .collect();
        assert!(loops.roots().eq(roots));
        for x in 0..n {
            let around = (0..loops.num_loops()).filter(|&l| has(bits[l], x));
            let innermost = around.clone().min_by_key(|&l| bits[l].count_ones());
            assert_eq!(loops.innermost(x), innermost, "seed {seed} node {x}");
            assert_eq!(loops.loop_depth(x), around.count());
        }
    }
    assert!(irreducible > 300, "{irreducible} irreducible regions");
    assert!(nested_in_region > 30, "{nested_in_region} loops in regions");
    assert!(region_in_loop > 30, "{region_in_loop} regions in loops");
}

/// Loops nested 300,000 deep: header `i` and latch `2d - 1 - i` around a
/// chain; nothing recurses and the queries are cheap.
#[test]
fn deep_nest() {
    let depth = 300_000;
    let n = 2 * depth + 1;
    let cfg = deep_loop_nest(depth);
    let dom = DominatorTree::new(&cfg, 0);
    let loops = LoopForest::new(&cfg, &dom);
    assert_eq!(loops.num_loops(), depth);
    assert!((0..depth).all(|l| loops.header(l) == l && loops.depth(l) == l + 1));
    assert!((1..depth).all(|l| loops.parent(l) == Some(l - 1)));
    assert_eq!(loops.blocks(0).len(), 2 * depth);
    assert_eq!(loops.loop_depth(depth), depth);
    assert!(loops.contains(0, depth) && !loops.contains(depth - 1, 0));
    assert_eq!(loops.exits(&cfg, 0), [n - 1]);
}
