//! The verifier: structural checks on every op first, then SSA dominance.
//!
//! Dominance over a malformed CFG means nothing, so it runs only when the
//! structure is sound. Both phases walk with explicit stacks. The first
//! error found is returned, with notes pointing at related places.

mod dominance;
mod structure;

use crate::context::{Context, OpTraits};
use crate::diagnostics::Diagnostic;
use crate::ir::{Body, OpId};

/// Verifies `op` (stored in `body`) and everything nested in it.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    structure::verify_structure(ctx, body, op)?;
    dominance::verify_dominance(ctx, body, op)
}

/// Whether the regions of `op` follow SSA dominance rules (SSACFG regions).
/// Regions of unregistered ops may be graph regions, as in MLIR.
pub(crate) fn has_ssa_regions(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op_name(op))
        .is_some_and(|d| !d.has(OpTraits::GRAPH_REGIONS))
}
