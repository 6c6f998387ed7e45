//! The loop nesting forest of a [`Cfg`]: natural loops, and the
//! irreducible regions that are not natural loops, nested by containment.
//!
//! # Natural loops
//!
//! An edge `latch -> header` whose target dominates its source is a *back
//! edge*. The natural loop of a header is the header plus every node from
//! which one of its latches can be reached without passing the header (all
//! back edges into one header make one loop). Natural loops are found as
//! LLVM's `LoopInfo` finds them: headers in reverse preorder of the
//! dominator tree (inner loops first), a backward walk from the latches that
//! jumps over already-found inner loops from their outermost header, with a
//! union-find for "outermost". Nearly linear.
//!
//! # Irreducible regions
//!
//! A cycle that no node dominates (entered at more than one node) contains
//! no back edge, so it is part of no natural loop of its own. Removing the
//! back edges from the reachable graph leaves such cycles, and only them:
//! each strongly connected component of two or more nodes of what remains is
//! the *core* of an irreducible region. The region is its core plus the
//! natural loops headed in the core (a loop whose header is in the cycle
//! lies inside it). Every region has at least two *entries* (nodes with a
//! predecessor outside it), all in its core.
//!
//! # The forest
//!
//! Natural loops and irreducible regions are either disjoint or nested, so
//! together they form a forest: an irreducible region's parent is the
//! innermost natural loop around it, a natural loop's parent the innermost
//! loop or region around it. Loops are numbered `0..num_loops()` in
//! preorder (a loop before the loops inside it; siblings ordered by header),
//! so the loops inside loop `l` are `l + 1..=` its last descendant, and each
//! loop's blocks are one contiguous slice. Nodes unreachable from the entry
//! are in no loop. Nothing recurses.

mod build;
#[cfg(test)]
mod tests;

use super::dominance::DominatorTree;
use super::lists::Lists;
use super::order::{Cfg, Nodes, NONE};

/// What kind of cycle a loop of the forest is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LoopKind {
    /// A natural loop: a single header dominates it; back edges from its
    /// latches go to the header.
    Natural,
    /// An irreducible region: a cycle entered at two or more nodes.
    Irreducible,
}

/// One loop of the forest.
#[derive(Copy, Clone, Debug)]
struct LoopData {
    kind: LoopKind,
    /// The header of a natural loop; the smallest entry of a region.
    header: u32,
    /// The enclosing loop, `NONE` for a root.
    parent: u32,
    /// Number of loops containing this one, itself included.
    depth: u32,
    /// The last loop of this loop's subtree (in preorder).
    last: u32,
}

/// The loop nesting forest of a graph; see the [module docs](self).
#[derive(Clone, Debug)]
pub struct LoopForest {
    /// The loops, in preorder.
    loops: Vec<LoopData>,
    /// The innermost loop containing each node, `NONE` if none.
    innermost: Vec<u32>,
    /// The nodes whose innermost loop is `l`, ascending, as list `l`.
    blocks: Lists,
    /// Natural loops: the sources of their back edges, ascending.
    latches: Lists,
    /// The entries of each loop, ascending (the header of a natural loop).
    entries: Lists,
    /// The subloops of each loop, in preorder.
    children: Lists,
    /// The loops that no loop contains, in preorder.
    roots: Vec<u32>,
}

impl LoopForest {
    /// Computes the loop nesting forest of `cfg`, whose dominator tree is
    /// `dom` (from any entry node).
    pub fn new(cfg: &Cfg, dom: &DominatorTree) -> Self {
        assert_eq!(cfg.num_nodes(), dom.num_nodes(), "not the tree's graph");
        build::build(cfg, dom)
    }

    /// Returns the number of loops (natural loops and irreducible regions).
    pub fn num_loops(&self) -> usize {
        self.loops.len()
    }

    /// Returns the loops that no other loop contains, in order.
    pub fn roots(&self) -> Nodes<'_> {
        Nodes::from_slice(&self.roots)
    }

    /// Returns whether loop `l` is a natural loop or an irreducible region.
    pub fn kind(&self, l: usize) -> LoopKind {
        self.loops[l].kind
    }

    /// Returns the header of natural loop `l`, or the smallest entry of
    /// irreducible region `l`.
    pub fn header(&self, l: usize) -> usize {
        self.loops[l].header as usize
    }

    /// Returns the nodes through which control enters loop `l` from outside,
    /// ascending: the header of a natural loop, the (two or more) entries of
    /// an irreducible region.
    pub fn entries(&self, l: usize) -> Nodes<'_> {
        self.entries.nodes(l)
    }

    /// Returns the latches of natural loop `l` (the sources of its back
    /// edges), ascending; none for an irreducible region.
    pub fn latches(&self, l: usize) -> Nodes<'_> {
        self.latches.nodes(l)
    }

    /// Returns the loop immediately containing loop `l`.
    pub fn parent(&self, l: usize) -> Option<usize> {
        let parent = self.loops[l].parent;
        (parent != NONE).then_some(parent as usize)
    }

    /// Returns the loops immediately inside loop `l`, in order.
    pub fn children(&self, l: usize) -> Nodes<'_> {
        self.children.nodes(l)
    }

    /// Returns the number of loops containing loop `l`, itself included (1
    /// for a root). Irreducible regions count as loops.
    pub fn depth(&self, l: usize) -> usize {
        self.loops[l].depth as usize
    }

    /// Returns the nodes of loop `l`: those whose innermost loop is `l`,
    /// ascending, then those of each subloop in turn. O(1).
    pub fn blocks(&self, l: usize) -> Nodes<'_> {
        let end = self.blocks.start(self.loops[l].last as usize + 1);
        self.blocks.span(self.blocks.start(l)..end)
    }

    /// Returns the innermost loop containing node `n`, if any.
    pub fn innermost(&self, n: usize) -> Option<usize> {
        let l = self.innermost[n];
        (l != NONE).then_some(l as usize)
    }

    /// Returns the number of loops containing node `n` (0 outside loops).
    pub fn loop_depth(&self, n: usize) -> usize {
        self.innermost(n).map_or(0, |l| self.depth(l))
    }

    /// Returns whether loop `l` contains node `n`; O(1).
    pub fn contains(&self, l: usize, n: usize) -> bool {
        let inner = self.innermost[n];
        inner != NONE && l as u32 <= inner && inner <= self.loops[l].last
    }

    /// Returns the nodes outside loop `l` that a node of `l` branches to,
    /// ascending. `cfg` must be the forest's graph. Linear in the size of
    /// the loop.
    pub fn exits(&self, cfg: &Cfg, l: usize) -> Vec<usize> {
        let mut exits: Vec<usize> = self
            .blocks(l)
            .flat_map(|b| cfg.successors(b))
            .filter(|&s| !self.contains(l, s))
            .collect();
        exits.sort_unstable();
        exits.dedup();
        exits
    }

    /// Returns the nodes of loop `l` that branch out of it, ascending.
    /// `cfg` must be the forest's graph. Linear in the size of the loop.
    pub fn exiting(&self, cfg: &Cfg, l: usize) -> Vec<usize> {
        let mut exiting: Vec<usize> = self
            .blocks(l)
            .filter(|&b| cfg.successors(b).any(|s| !self.contains(l, s)))
            .collect();
        exiting.sort_unstable();
        exiting
    }
}
