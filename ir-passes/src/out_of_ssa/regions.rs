//! The regions the out-of-SSA passes work on: every region of a body
//! reached without crossing an op isolated from above, whose blocks follow
//! SSA dominance.

use ir_core::{Body, Context, OpTraits, RegionId};

/// A region to work on, with the root region it is nested in (where its
/// variables are declared).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct SsaRegion {
    /// The region.
    pub region: RegionId,
    /// The root region (of the isolated op) holding it, maybe itself.
    pub root: RegionId,
}

/// Whether the regions of `op` follow SSA dominance: registered, and not
/// graph regions. Roots count as such (their op is outside `body`).
fn has_ssa_regions(ctx: &Context, body: &Body, op: ir_core::OpId) -> bool {
    let name = body.op_name(op);
    ctx.op_def(name).is_some() && !ctx.op_has(name, OpTraits::GRAPH_REGIONS)
}

/// The SSA regions of `roots` and of the ops nested in them, each region
/// before the regions nested in it, in program order otherwise.
pub(crate) fn ssa_regions(ctx: &Context, body: &Body, roots: &[RegionId]) -> Vec<SsaRegion> {
    let mut found = Vec::new();
    let mut stack: Vec<(RegionId, RegionId, bool)> =
        roots.iter().rev().map(|&r| (r, r, true)).collect();
    let mut nested = Vec::new();
    while let Some((region, root, ssa)) = stack.pop() {
        if ssa {
            found.push(SsaRegion { region, root });
        }
        nested.clear();
        for block in body.region_blocks(region) {
            for op in body.block_ops(block) {
                if body.is_isolated(op) {
                    continue;
                }
                let ssa = has_ssa_regions(ctx, body, op);
                nested.extend(body.regions(op).iter().map(|&r| (r, root, ssa)));
            }
        }
        stack.extend(nested.drain(..).rev());
    }
    found
}
