//! Immediate dominators by the iterative algorithm of Cooper, Harvey and
//! Kennedy, "A Simple, Fast Dominance Algorithm" (2001): iterate over
//! reverse postorder, intersecting the dominators of each node's processed
//! predecessors by walking up the partial tree on postorder numbers.
//!
//! It is the fastest method on ordinary control flow, but its walks make it
//! quadratic on some graphs (deep loop nests, where each header's walk from
//! its latch crosses the whole nest). The caller gives a budget of walk
//! steps and falls back to Lengauer–Tarjan when it runs out.

use crate::graph::order::{Cfg, DfsOrder, NONE};

/// Returns the immediate dominator of each node of `cfg` (`NONE` for the
/// entry and unreachable nodes), or `None` if the intersections walked more
/// than `budget` tree edges in total.
pub(super) fn immediate_dominators(cfg: &Cfg, order: &DfsOrder, budget: usize) -> Option<Vec<u32>> {
    let number = |n| order.postorder_number(n).expect("reachable");
    // Predecessor lists of the reachable nodes, in postorder numbers.
    let mut sources = Vec::with_capacity(cfg.num_edges());
    let mut targets = Vec::with_capacity(cfg.num_edges());
    for (from, node) in order.postorder().enumerate() {
        for to in cfg.successors(node) {
            sources.push(number(to) as u32);
            targets.push(from as u32);
        }
    }
    let preds = Cfg::group_by_source(order.num_reachable(), &sources, &targets);
    // `doms[b]` is the idom found so far for postorder number `b`, or
    // `NONE`. The entry has the highest number and is its own idom.
    let root = order.num_reachable() - 1;
    let mut doms = vec![NONE; root + 1];
    doms[root] = root as u32;
    let mut steps_left = budget;
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..root).rev() {
            // The DFS parent of `b` comes earlier in reverse postorder, so at
            // least one predecessor has been processed.
            let mut processed = preds
                .successors(b)
                .map(|p| p as u32)
                .filter(|&p| doms[p as usize] != NONE);
            let mut new = processed.next().expect("DFS parent processed");
            for p in processed {
                new = intersect(&doms, new, p, &mut steps_left)?;
            }
            if doms[b] != new {
                doms[b] = new;
                changed = true;
            }
        }
    }
    let mut idom = vec![NONE; cfg.num_nodes()];
    for (b, &d) in doms[..root].iter().enumerate() {
        idom[order.node(b)] = order.node(d as usize) as u32;
    }
    Some(idom)
}

/// Returns the nearest common ancestor of postorder numbers `a` and `b` in
/// the partial dominator tree `doms` (ancestors have higher numbers), or
/// `None` once `steps_left` tree edges have been walked.
fn intersect(doms: &[u32], mut a: u32, mut b: u32, steps_left: &mut usize) -> Option<u32> {
    while a != b {
        while a < b {
            a = doms[a as usize];
            *steps_left = steps_left.checked_sub(1)?;
        }
        while b < a {
            b = doms[b as usize];
            *steps_left = steps_left.checked_sub(1)?;
        }
    }
    Some(a)
}
