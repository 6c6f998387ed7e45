//! `test-print-dominance` in the format of mlir-opt's pass of that name
//! (MLIR's `test/lib/IR/TestDominance.cpp`, over `DominanceInfo` and
//! `PostDominanceInfo` of `mlir/IR/Dominance.h`): on stdout, `Testing :
//! <symbol>`, then the nearest common dominator and post-dominator of
//! every pair of blocks and whether each block (properly) dominates and
//! post-dominates each other one.
//!
//! Blocks are numbered as MLIR numbers them: in a post-order walk of the
//! ops, each op's block when first met; the last number is the block
//! holding the function (the module's body), which encloses, and so
//! properly dominates and post-dominates, every block, itself included (it
//! is in a graph region). A pair with an unreachable block has no nearest
//! common dominator here (`<no dom>`); mlir-opt-22 crashes on it.

use super::report::symbol_op_name;
use ir_core::graph::dominance::{DominatorTree, PostDominatorTree};
use ir_core::graph::region_cfg::RegionCfg;
use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry};
use ir_core::{BlockId, Body, Diagnostic, OpId, RegionId};
use std::collections::HashMap;

/// The pass.
struct PrintDominance;

/// The dominator and post-dominator trees of one region.
struct RegionTrees {
    cfg: RegionCfg,
    dom: DominatorTree,
    post: PostDominatorTree,
}

/// The blocks of a function in MLIR's numbering, with their regions'
/// trees; `None` stands for the block holding the function.
struct Blocks<'a> {
    body: &'a Body,
    order: Vec<Option<BlockId>>,
    ids: HashMap<BlockId, usize>,
    trees: HashMap<RegionId, RegionTrees>,
}

impl<'a> Blocks<'a> {
    fn new(body: &'a Body, regions: &[RegionId]) -> Self {
        let mut blocks = Self {
            body,
            order: Vec::new(),
            ids: HashMap::new(),
            trees: HashMap::new(),
        };
        blocks.walk(regions);
        blocks.order.push(None);
        let regions: Vec<RegionId> = blocks
            .ids
            .keys()
            .filter_map(|&b| body.block_region(b))
            .collect();
        for region in regions {
            blocks.trees.entry(region).or_insert_with(|| {
                let cfg = RegionCfg::new(body, region);
                let dom = DominatorTree::new(cfg.graph(), 0);
                let post = PostDominatorTree::new(cfg.graph());
                RegionTrees { cfg, dom, post }
            });
        }
        blocks
    }

    /// Numbers the blocks of the ops of `regions` in post-order.
    fn walk(&mut self, regions: &[RegionId]) {
        let body = self.body;
        for &region in regions {
            for block in body.region_blocks(region) {
                for op in body.block_ops(block) {
                    if !body.is_isolated(op) {
                        self.walk(body.regions(op));
                    }
                    if let std::collections::hash_map::Entry::Vacant(entry) = self.ids.entry(block)
                    {
                        entry.insert(self.order.len());
                        self.order.push(Some(block));
                    }
                }
            }
        }
    }

    /// `block` and the blocks holding it, innermost first.
    fn ancestors(&self, block: BlockId) -> Vec<BlockId> {
        let mut chain = vec![block];
        let mut current = block;
        while let Some(parent) = self
            .body
            .block_region(current)
            .and_then(|r| self.body.region_parent(r))
            .and_then(|op: OpId| self.body.op_block(op))
        {
            chain.push(parent);
            current = parent;
        }
        chain
    }

    /// The ancestors of `a` and `b` in their innermost common region.
    fn in_same_region(&self, a: BlockId, b: BlockId) -> Option<(BlockId, BlockId)> {
        let up_a = self.ancestors(a);
        let up_b = self.ancestors(b);
        for &x in &up_a {
            let region = self.body.block_region(x);
            if let Some(&y) = up_b.iter().find(|&&y| self.body.block_region(y) == region) {
                return Some((x, y));
            }
        }
        None
    }

    /// The id of the nearest common (post-)dominator of blocks `i` and `j`.
    fn nearest(&self, i: usize, j: usize, post: bool) -> Option<usize> {
        let outer = self.order.len() - 1;
        let (Some(a), Some(b)) = (self.order[i], self.order[j]) else {
            return Some(outer);
        };
        let Some((a, b)) = self.in_same_region(a, b) else {
            return Some(outer);
        };
        if a == b {
            return Some(self.ids[&a]);
        }
        let trees = &self.trees[&self.body.block_region(a)?];
        let (mut x, mut y) = (trees.cfg.node(a)?, trees.cfg.node(b)?);
        let up = |n: usize| match post {
            false => trees.dom.idom(n),
            true => trees.post.ipdom(n),
        };
        let reachable = trees.dom.is_reachable(x) && trees.dom.is_reachable(y);
        if !post && !reachable {
            return None;
        }
        let depth = |mut n: usize| {
            let mut d = 0;
            while let Some(p) = up(n) {
                n = p;
                d += 1;
            }
            d
        };
        let (mut dx, mut dy) = (depth(x), depth(y));
        while dx > dy {
            x = up(x)?;
            dx -= 1;
        }
        while dy > dx {
            y = up(y)?;
            dy -= 1;
        }
        while x != y {
            x = up(x)?;
            y = up(y)?;
        }
        self.ids.get(&trees.cfg.block(x)).copied()
    }

    /// Whether block `i` (properly) dominates or post-dominates block `j`.
    fn dominates(&self, i: usize, j: usize, post: bool, properly: bool) -> bool {
        let Some(a) = self.order[i] else {
            return true;
        };
        let Some(b) = self.order[j] else {
            return false;
        };
        if a == b {
            return !properly;
        }
        let region = self.body.block_region(a);
        let Some(&b) = self
            .ancestors(b)
            .iter()
            .find(|&&x| self.body.block_region(x) == region)
        else {
            return false;
        };
        if a == b {
            return true;
        }
        let trees = &self.trees[&region.expect("a block is in a region")];
        let (Some(x), Some(y)) = (trees.cfg.node(a), trees.cfg.node(b)) else {
            return false;
        };
        match post {
            false => trees.dom.properly_dominates(x, y),
            true => trees.post.properly_post_dominates(x, y),
        }
    }
}

impl Pass for PrintDominance {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        cx.preserve_all();
        let name = symbol_op_name(cx.context(), target, "TestDominancePass")?;
        let body = target.body.regions_body(target.op);
        let blocks = Blocks::new(body, target.body.regions(target.op));
        let n = blocks.order.len();
        let mut text = format!("Testing : {name}\n");
        for (title, post) in [("DominanceInfo", false), ("PostDominanceInfo", true)] {
            text.push_str(&format!("--- {title} ---\n"));
            for i in 0..n {
                for j in 0..n {
                    let nearest = blocks
                        .nearest(i, j, post)
                        .map_or("<no dom>".to_string(), |k| k.to_string());
                    text.push_str(&format!("Nearest({i}, {j}) = {nearest}\n"));
                }
            }
        }
        for (title, word, post) in [
            ("Dominance", "dominates", false),
            ("PostDominance", "postdominates", true),
        ] {
            text.push_str(&format!("--- Block {title} relationship ---\n"));
            for i in 0..n {
                for j in 0..n {
                    let dom = blocks.dominates(i, j, post, false) as u8;
                    let properly = blocks.dominates(i, j, post, true) as u8;
                    text.push_str(&format!(
                        "{word}({i}, {j}) = {dom} (properly = {properly})\n"
                    ));
                }
            }
        }
        cx.stdout().push_str(&text);
        Ok(())
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "test-print-dominance",
        "TestDominancePass",
        "Print the dominance information for multiple regions (MLIR's format, to stdout)",
        |_| Ok(Box::new(PrintDominance)),
    ));
}
