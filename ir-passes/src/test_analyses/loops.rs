//! `test-print-loops`: the loop nesting forest of each region, one line
//! per loop indented by depth, natural loops and irreducible regions alike;
//! printed to stderr, as MLIR's `test-cfg-loop-info` does.
//!
//! ```text
//! loops of @f
//! region 0 (func.func):
//!   natural loop, depth 1: header ^bb1, latches [^bb4], exits [^bb5], blocks [^bb1, ^bb2, ^bb3, ^bb4]
//!     natural loop, depth 2: header ^bb3, latches [^bb3], exits [^bb4], blocks [^bb3]
//!   irreducible region, depth 1: entries [^bb6, ^bb7], exits [^bb8], blocks [^bb6, ^bb7]
//! ```
//!
//! A region without loops prints `  no loops`.

use super::report::Report;
use ir_core::graph::dominance::DominatorTree;
use ir_core::graph::loops::{LoopForest, LoopKind};
use ir_core::graph::region_cfg::RegionCfg;
use ir_core::RegionId;

/// Appends one line per loop of `region`, in preorder.
pub(super) fn print_region(report: &mut Report<'_>, region: RegionId) {
    let cfg = RegionCfg::new(report.body, region);
    if cfg.num_blocks() == 0 {
        report.text.push_str("  no loops\n");
        return;
    }
    let graph = cfg.graph();
    let loops = LoopForest::new(graph, &DominatorTree::new(graph, 0));
    let blocks = |mut nodes: Vec<usize>| {
        nodes.sort_unstable();
        report.blocks(nodes.into_iter().map(|n| cfg.block(n)))
    };
    let mut text = String::new();
    for l in 0..loops.num_loops() {
        let depth = loops.depth(l);
        let heads = match loops.kind(l) {
            LoopKind::Natural => format!(
                "natural loop, depth {depth}: header {}, latches {}",
                report.block(cfg.block(loops.header(l))),
                blocks(loops.latches(l).collect()),
            ),
            LoopKind::Irreducible => format!(
                "irreducible region, depth {depth}: entries {}",
                blocks(loops.entries(l).collect()),
            ),
        };
        text.push_str(&format!(
            "{:indent$}{heads}, exits {}, blocks {}\n",
            "",
            blocks(loops.exits(graph, l)),
            blocks(loops.blocks(l).collect()),
            indent = 2 * depth,
        ));
    }
    if loops.num_loops() == 0 {
        text.push_str("  no loops\n");
    }
    report.text.push_str(&text);
}
