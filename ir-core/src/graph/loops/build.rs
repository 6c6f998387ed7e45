//! Construction of the [`LoopForest`]: natural loops, irreducible regions,
//! then the forest numbered in preorder.

use super::{LoopData, LoopForest, LoopKind};
use crate::graph::dominance::DominatorTree;
use crate::graph::lists::Lists;
use crate::graph::order::{Cfg, NONE};
use crate::graph::scc::Sccs;

/// Loops before numbering: natural loops first, then irreducible regions.
struct Loops {
    kind: Vec<LoopKind>,
    /// The header of a natural loop, the smallest node of a region's core.
    header: Vec<u32>,
    parent: Vec<u32>,
    /// The innermost loop of each node, `NONE` if none.
    innermost: Vec<u32>,
    /// `(loop, latch)` pairs of the natural loops, ascending per loop.
    latches: Vec<(u32, u32)>,
    /// `(region, strongly connected component)` of each irreducible region.
    cores: Vec<(u32, u32)>,
}

/// Builds the forest of `cfg` with dominator tree `dom`.
pub(super) fn build(cfg: &Cfg, dom: &DominatorTree) -> LoopForest {
    let preds = cfg.reversed();
    let mut loops = natural_loops(&preds, dom);
    let sccs = Sccs::new(&forward_graph(cfg, dom));
    add_irreducible_regions(&mut loops, &sccs);
    number(loops, &preds, &sccs, dom)
}

/// Returns the nodes reachable from the entry in preorder of the
/// dominator tree (a node before the nodes it dominates).
fn dominator_preorder(dom: &DominatorTree) -> Vec<usize> {
    let mut order = Vec::new();
    let mut stack = vec![dom.entry()];
    while let Some(v) = stack.pop() {
        order.push(v);
        stack.extend(dom.children(v));
    }
    order
}

/// Finds the natural loops, inner loops first; `preds` is the reverse of
/// the graph of `dom`.
fn natural_loops(preds: &Cfg, dom: &DominatorTree) -> Loops {
    let mut loops = Loops {
        kind: Vec::new(),
        header: Vec::new(),
        parent: Vec::new(),
        innermost: vec![NONE; preds.num_nodes()],
        latches: Vec::new(),
        cores: Vec::new(),
    };
    // Union-find over loops: `outermost[l]` leads to the outermost loop
    // found so far around `l`.
    let mut outermost: Vec<u32> = Vec::new();
    let mut work: Vec<usize> = Vec::new();
    let reachable_preds = |b: usize| preds.successors(b).filter(|&p| dom.is_reachable(p));
    for header in dominator_preorder(dom).into_iter().rev() {
        let l = loops.header.len() as u32;
        work.clear();
        work.extend(reachable_preds(header).filter(|&p| dom.dominates(header, p)));
        if work.is_empty() {
            continue;
        }
        // Predecessor lists are ascending: drop the repeats of parallel edges.
        let mut latches = work.clone();
        latches.dedup();
        loops.latches.extend(latches.iter().map(|&p| (l, p as u32)));
        loops.kind.push(LoopKind::Natural);
        loops.header.push(header as u32);
        loops.parent.push(NONE);
        outermost.push(l);
        while let Some(b) = work.pop() {
            let inner = loops.innermost[b];
            if inner == NONE {
                loops.innermost[b] = l;
                if b != header {
                    work.extend(reachable_preds(b));
                }
                continue;
            }
            let sub = find(&mut outermost, inner);
            if sub != l {
                // An inner loop seen for the first time: nest it, and go on
                // from the predecessors of its header.
                loops.parent[sub as usize] = l;
                outermost[sub as usize] = l;
                work.extend(reachable_preds(loops.header[sub as usize] as usize));
            }
        }
    }
    loops
}

/// Returns the representative of `x` in the union-find `parent`, halving
/// the path on the way.
fn find(parent: &mut [u32], mut x: u32) -> u32 {
    while parent[x as usize] != x {
        let grandparent = parent[parent[x as usize] as usize];
        parent[x as usize] = grandparent;
        x = grandparent;
    }
    x
}

/// Returns the reachable part of `cfg` without its back edges (edges whose
/// target dominates their source); its cycles are the irreducible ones.
fn forward_graph(cfg: &Cfg, dom: &DominatorTree) -> Cfg {
    let edges = (0..cfg.num_nodes())
        .filter(|&u| dom.is_reachable(u))
        .flat_map(|u| {
            cfg.successors(u)
                .filter(move |&v| !dom.dominates(v, u))
                .map(move |v| (u, v))
        });
    Cfg::from_edges(cfg.num_nodes(), edges)
}

/// Adds an irreducible region for each strongly connected component of two
/// or more nodes of the forward graph, and re-parents what it contains.
fn add_irreducible_regions(loops: &mut Loops, sccs: &Sccs) {
    for core in (0..sccs.num_components()).filter(|&c| sccs.members(c).len() > 1) {
        let region = loops.header.len() as u32;
        let in_core = |n: u32| sccs.component(n as usize) == core;
        let first = sccs.members(core).next().expect("non-empty core");
        // The loops around `first` headed in the core lie in the region;
        // the innermost one headed outside contains the region.
        let mut around = loops.innermost[first];
        while around != NONE && in_core(loops.header[around as usize]) {
            around = loops.parent[around as usize];
        }
        for node in sccs.members(core) {
            let inner = loops.innermost[node];
            let headed_here = inner != NONE && loops.header[inner as usize] == node as u32;
            if inner == NONE || !in_core(loops.header[inner as usize]) {
                loops.innermost[node] = region;
            } else if headed_here && loops.parent[inner as usize] == around {
                loops.parent[inner as usize] = region;
            }
        }
        loops.kind.push(LoopKind::Irreducible);
        loops.header.push(first as u32);
        loops.parent.push(around);
        loops.cores.push((region, core as u32));
    }
}

/// Numbers the loops in preorder of the forest and lays out its lists.
fn number(loops: Loops, preds: &Cfg, sccs: &Sccs, dom: &DominatorTree) -> LoopForest {
    let count = loops.header.len();
    let num_nodes = preds.num_nodes();
    // Loops ordered by header (unique among siblings), then grouped by parent.
    let by_header = Lists::from_pairs(
        num_nodes,
        (0..count as u32).map(|l| (loops.header[l as usize], l)),
    );
    let sorted = (0..num_nodes).flat_map(|h| by_header.nodes(h));
    let (roots, nested): (Vec<usize>, Vec<usize>) = sorted.partition(|&l| loops.parent[l] == NONE);
    let old_children =
        Lists::from_pairs(count, nested.iter().map(|&l| (loops.parent[l], l as u32)));

    // Preorder with an explicit stack.
    let mut new_id = vec![NONE; count];
    let mut preorder: Vec<usize> = Vec::with_capacity(count);
    let mut stack: Vec<usize> = roots.iter().rev().copied().collect();
    while let Some(l) = stack.pop() {
        new_id[l] = preorder.len() as u32;
        preorder.push(l);
        stack.extend(old_children.nodes(l).rev());
    }
    let mut data: Vec<LoopData> = preorder
        .iter()
        .enumerate()
        .map(|(i, &l)| LoopData {
            kind: loops.kind[l],
            header: loops.header[l],
            parent: match loops.parent[l] {
                NONE => NONE,
                p => new_id[p as usize],
            },
            depth: 1,
            last: i as u32,
        })
        .collect();
    for i in 0..count {
        if let Some(parent) = Some(data[i].parent).filter(|&p| p != NONE) {
            data[i].depth = data[parent as usize].depth + 1;
        }
    }
    for i in (0..count).rev() {
        if let Some(parent) = Some(data[i].parent).filter(|&p| p != NONE) {
            let last = data[parent as usize].last.max(data[i].last);
            data[parent as usize].last = last;
        }
    }

    let renumber = |l: u32| if l == NONE { NONE } else { new_id[l as usize] };
    let innermost: Vec<u32> = loops.innermost.iter().map(|&l| renumber(l)).collect();
    let block_pairs = (0..num_nodes as u32)
        .filter(|&n| innermost[n as usize] != NONE)
        .map(|n| (innermost[n as usize], n));
    let children = (0..count as u32)
        .filter(|&l| data[l as usize].parent != NONE)
        .map(|l| (data[l as usize].parent, l));
    let latches = loops.latches.iter().map(|&(l, n)| (new_id[l as usize], n));
    let mut forest = LoopForest {
        blocks: Lists::from_pairs(count, block_pairs),
        latches: Lists::from_pairs(count, latches),
        entries: Lists::default(),
        children: Lists::from_pairs(count, children),
        roots: roots.iter().map(|&l| new_id[l]).collect(),
        innermost,
        loops: data,
    };
    // Entries need containment queries, hence the numbered forest.
    let mut entries: Vec<(u32, u32)> = Vec::new();
    for l in 0..count {
        let data = forest.loops[l];
        if data.kind == LoopKind::Natural {
            entries.push((l as u32, data.header));
        }
    }
    for &(region, core) in &loops.cores {
        let region = new_id[region as usize];
        for node in sccs.members(core as usize) {
            let outside = |p: usize| dom.is_reachable(p) && !forest.contains(region as usize, p);
            if preds.successors(node).any(outside) {
                entries.push((region, node as u32));
            }
        }
    }
    entries.sort_unstable();
    forest.entries = Lists::from_pairs(count, entries);
    forest
}
