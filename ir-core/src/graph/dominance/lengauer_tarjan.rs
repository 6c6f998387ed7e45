//! Immediate dominators by the algorithm of Lengauer and Tarjan, "A Fast
//! Algorithm for Finding Dominators in a Flowgraph" (1979), in its simple
//! version (path compression without balancing): O(m log n) in the worst
//! case, whatever the shape of the graph. The depth-first search and the
//! path compression use explicit stacks.

use crate::graph::order::{Cfg, NONE};

/// Returns the immediate dominator of each node of `cfg` from `entry`
/// (`NONE` for the entry and unreachable nodes).
pub(super) fn immediate_dominators(cfg: &Cfg, entry: usize) -> Vec<u32> {
    let preds = cfg.reversed();
    // Vertices are numbered in DFS preorder; `vertex[i]` is the node of
    // number `i`, `number[node]` its number (`NONE` if unreachable).
    let (vertex, parent, number) = preorder(cfg, entry);
    let count = vertex.len();
    let mut semi: Vec<u32> = (0..count as u32).collect();
    let mut label: Vec<u32> = semi.clone();
    let mut ancestor = vec![NONE; count];
    let mut idom = vec![NONE; count];
    // `bucket[s]`: vertices whose semidominator is `s`, as linked lists.
    let mut bucket_head = vec![NONE; count];
    let mut bucket_next = vec![NONE; count];
    let mut path = Vec::new();
    for w in (1..count).rev() {
        for v in preds.successors(vertex[w] as usize) {
            let v = number[v];
            if v != NONE {
                let u = eval(v, &mut ancestor, &mut label, &semi, &mut path);
                semi[w] = semi[w].min(semi[u as usize]);
            }
        }
        let s = semi[w] as usize;
        bucket_next[w] = bucket_head[s];
        bucket_head[s] = w as u32;
        let p = parent[w];
        ancestor[w] = p;
        let mut v = std::mem::replace(&mut bucket_head[p as usize], NONE);
        while v != NONE {
            let u = eval(v, &mut ancestor, &mut label, &semi, &mut path);
            idom[v as usize] = if semi[u as usize] < semi[v as usize] {
                u
            } else {
                p
            };
            v = bucket_next[v as usize];
        }
    }
    for w in 1..count {
        if idom[w] != semi[w] {
            idom[w] = idom[idom[w] as usize];
        }
    }
    let mut result = vec![NONE; cfg.num_nodes()];
    for w in 1..count {
        result[vertex[w] as usize] = vertex[idom[w] as usize];
    }
    result
}

/// Numbers the nodes reachable from `entry` in depth-first preorder.
/// Returns the node of each number, the number of each vertex's DFS parent
/// (`NONE` for the entry), and the number of each node (`NONE` if
/// unreachable).
fn preorder(cfg: &Cfg, entry: usize) -> (Vec<u32>, Vec<u32>, Vec<u32>) {
    let mut number = vec![NONE; cfg.num_nodes()];
    let (mut vertex, mut parent) = (Vec::new(), Vec::new());
    // Nodes to visit with the number of the vertex that reached them.
    let mut stack = vec![(entry as u32, NONE)];
    while let Some((v, from)) = stack.pop() {
        if number[v as usize] != NONE {
            continue;
        }
        number[v as usize] = vertex.len() as u32;
        let this = vertex.len() as u32;
        vertex.push(v);
        parent.push(from);
        let unvisited = cfg
            .successors(v as usize)
            .rev()
            .filter(|&s| number[s] == NONE);
        stack.extend(unvisited.map(|s| (s as u32, this)));
    }
    (vertex, parent, number)
}

/// Returns the vertex of minimum semidominator on the compressed path from
/// `v` up to (excluding) the root of its tree in the forest `ancestor`,
/// compressing that path. `path` is scratch space.
fn eval(v: u32, ancestor: &mut [u32], label: &mut [u32], semi: &[u32], path: &mut Vec<u32>) -> u32 {
    if ancestor[v as usize] == NONE {
        return v;
    }
    // Collect the path whose ancestors are not roots, then compress it from
    // the top down, as the recursive formulation does on its way back.
    path.clear();
    let mut x = v;
    while ancestor[ancestor[x as usize] as usize] != NONE {
        path.push(x);
        x = ancestor[x as usize];
    }
    for &x in path.iter().rev() {
        let a = ancestor[x as usize] as usize;
        if semi[label[a] as usize] < semi[label[x as usize] as usize] {
            label[x as usize] = label[a];
        }
        ancestor[x as usize] = ancestor[a];
    }
    label[v as usize]
}
