//! `test-print-dominance-frontiers`: for each block of each region, its
//! immediate dominator, dominance frontier, immediate post-dominator and
//! post-dominance frontier; printed to stdout. Our own, more readable
//! report (MLIR's `test-print-dominance` format is not this one).
//!
//! ```text
//! dominance of @f
//! region 0 (func.func):
//!   ^bb0: idom none, frontier [], ipdom ^bb3, post-frontier []
//!   ^bb1: idom ^bb0, frontier [^bb3], ipdom ^bb3, post-frontier [^bb0]
//!   ^bb4: unreachable, ipdom ^bb3, post-frontier []
//! ```
//!
//! `idom none` marks the entry block; `ipdom exit` a block that only the
//! virtual exit post-dominates (a block without successors, or one that
//! can only loop forever).

use super::report::Report;
use ir_core::graph::dominance::{DominatorTree, PostDominatorTree};
use ir_core::graph::region_cfg::RegionCfg;
use ir_core::RegionId;

/// Appends one line per block of `region`.
pub(super) fn print_region(report: &mut Report<'_>, region: RegionId) {
    let cfg = RegionCfg::new(report.body, region);
    if cfg.num_blocks() == 0 {
        report.text.push_str("  no blocks\n");
        return;
    }
    let dom = DominatorTree::new(cfg.graph(), 0);
    let frontiers = dom.frontiers(cfg.graph());
    let post = PostDominatorTree::new(cfg.graph());
    let post_frontiers = post.frontiers(cfg.graph());
    let blocks =
        |nodes: &mut dyn Iterator<Item = usize>| report.blocks(nodes.map(|n| cfg.block(n)));
    let mut text = String::new();
    for n in 0..cfg.num_blocks() {
        let forward = match (dom.is_reachable(n), dom.idom(n)) {
            (false, _) => "unreachable".to_string(),
            (true, None) => format!("idom none, frontier {}", blocks(&mut frontiers.frontier(n))),
            (true, Some(idom)) => format!(
                "idom {}, frontier {}",
                report.block(cfg.block(idom)),
                blocks(&mut frontiers.frontier(n))
            ),
        };
        let ipdom = post
            .ipdom(n)
            .map_or("exit".to_string(), |p| report.block(cfg.block(p)));
        text.push_str(&format!(
            "  {}: {forward}, ipdom {ipdom}, post-frontier {}\n",
            report.block(cfg.block(n)),
            blocks(&mut post_frontiers.frontier(n)),
        ));
    }
    report.text.push_str(&text);
}
