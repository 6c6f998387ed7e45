//! Test passes that print analyses, so that lit tests cover them (as
//! MLIR's `test-print-dominance`, `test-print-liveness` and
//! `test-cfg-loop-info` do), in our own, more readable format and under
//! our own names: `test-print-dominance-frontiers` (to stdout),
//! `test-print-live-ranges`, `test-print-loops` and `test-print-cfg` (to
//! stderr). `test-print-dominance` and `test-print-liveness` print what
//! mlir-opt's passes of those names print (`mlir_dominance`,
//! `mlir_liveness`). Ours run on any op and report every region in it,
//! blocks and values named as the printer names them in the op's custom
//! form.
//!
//! The output starts with `<analysis> of @symbol` (or of `'op.name'`), then
//! one `region N (holder op):` section per region in program order.

mod cfg;
mod dominance;
mod liveness;
mod loops;
mod mlir_dominance;
mod mlir_liveness;
mod report;

use ir_core::pass::PassRegistry;
use report::{RegionPrinter, Stream};

/// The passes that print a report on each region with one function:
/// (pass argument, pass name, summary, report title, stream, printer).
const REGION_PRINTERS: [RegionPrinter; 3] = [
    RegionPrinter {
        argument: "test-print-cfg",
        name: "TestPrintCfg",
        summary: "Print reverse postorder, successors, predecessors and critical edges of every region (to stderr)",
        title: "cfg",
        stream: Stream::Stderr,
        print: cfg::print_region,
    },
    RegionPrinter {
        argument: "test-print-dominance-frontiers",
        name: "TestPrintDominanceFrontiers",
        summary: "Print the dominator and post-dominator trees and frontiers of every region (to stdout)",
        title: "dominance",
        stream: Stream::Stdout,
        print: dominance::print_region,
    },
    RegionPrinter {
        argument: "test-print-loops",
        name: "TestPrintLoops",
        summary: "Print the loop nesting forest of every region: natural loops and irreducible regions (to stderr)",
        title: "loops",
        stream: Stream::Stderr,
        print: loops::print_region,
    },
];

/// Registers every analysis test pass.
pub fn register(passes: &mut PassRegistry) {
    for printer in REGION_PRINTERS {
        printer.register(passes);
    }
    liveness::register(passes);
    mlir_dominance::register(passes);
    mlir_liveness::register(passes);
}
