//! `test-print-cfg`: the CFG utilities on each region: reverse postorder,
//! successors and predecessors of each block (one entry per edge),
//! unreachable blocks and critical edges; printed to stderr.
//!
//! ```text
//! cfg of @f
//! region 0 (func.func):
//!   reverse postorder: [^bb0, ^bb2, ^bb1, ^bb3]
//!   ^bb0: successors [^bb1, ^bb2], predecessors []
//!   ^bb4: successors [^bb3], predecessors [], unreachable
//!   critical edge: ^bb0 -> ^bb3 (successor 1)
//! ```

use super::report::Report;
use ir_core::graph::region_cfg::RegionCfg;
use ir_core::RegionId;

/// Appends the facts of `region`.
pub(super) fn print_region(report: &mut Report<'_>, region: RegionId) {
    let cfg = RegionCfg::new(report.body, region);
    let blocks =
        |nodes: &mut dyn Iterator<Item = usize>| report.blocks(nodes.map(|n| cfg.block(n)));
    let mut text = format!(
        "  reverse postorder: {}\n",
        blocks(&mut cfg.reverse_postorder())
    );
    for n in 0..cfg.num_blocks() {
        let unreachable = if cfg.is_reachable(n) {
            ""
        } else {
            ", unreachable"
        };
        text.push_str(&format!(
            "  {}: successors {}, predecessors {}{unreachable}\n",
            report.block(cfg.block(n)),
            blocks(&mut cfg.successors(n)),
            blocks(&mut cfg.predecessors(n)),
        ));
    }
    for edge in cfg.critical_edges(report.body) {
        text.push_str(&format!(
            "  critical edge: {} -> {} (successor {})\n",
            report.block(edge.from),
            report.block(edge.to),
            edge.position
        ));
    }
    report.text.push_str(&text);
}
