//! The `strip-debuginfo` pass, as MLIR's `StripDebugInfo` (Passes.md,
//! "-strip-debuginfo"; the "Diagnostic Infrastructure" document on
//! locations): the location of its op, of every op nested in it and of
//! every block argument becomes `loc(unknown)`.
//!
//! Locations held inside attributes (a `#loc` in a dictionary) are left
//! alone, as MLIR leaves them. One visit of each op and block argument.

use crate::nested::for_each_isolated_body;
use crate::walk::ops_in_order;
use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry};
use ir_core::{Attr, Body, Diagnostic, RegionId};

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "strip-debuginfo",
        "StripDebugInfo",
        "Strip debug info from all operations",
        |_| Ok(Box::new(StripDebugInfo)),
    ));
}

/// The pass.
struct StripDebugInfo;

impl Pass for StripDebugInfo {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let unknown = cx.context().unknown_loc();
        target.body.set_op_loc(target.op, unknown);
        for_each_isolated_body(target, |body, roots, _| strip_body(body, roots, unknown));
        Ok(())
    }
}

/// Sets every location stored in `body` under `roots` to `unknown`: the
/// ops', and the arguments' of every block (those of nested isolated ops'
/// regions are in their own bodies).
fn strip_body(body: &mut Body, roots: &[RegionId], unknown: Attr) {
    let mut regions = roots.to_vec();
    for op in ops_in_order(body, roots, |_| true) {
        body.set_op_loc(op, unknown);
        if !body.is_isolated(op) {
            regions.extend_from_slice(body.regions(op));
        }
    }
    for region in regions {
        let blocks: Vec<_> = body.region_blocks(region).collect();
        for block in blocks {
            for index in 0..body.block_args(block).len() {
                body.set_block_arg_loc(block, index, unknown);
            }
        }
    }
}
