//! The verifier: structural checks on every op first, then SSA dominance.
//!
//! Dominance over a malformed CFG means nothing, so it runs only when the
//! structure is sound. Both phases walk with explicit stacks. The first
//! error found is returned, with notes pointing at related places.
//!
//! With threads, the contents of the isolated ops under the verified op
//! (the functions of a module) are verified in parallel, as mlir-opt does;
//! the outer walks then take their results in program order, so the error
//! reported is the one a single-threaded run reports.

mod dominance;
mod structure;
#[cfg(test)]
mod tests;

use crate::context::{Context, OpTraits};
use crate::diagnostics::Diagnostic;
use crate::ir::{walk_ops_up_to_isolated, Body, OpId, WalkItem};
use rayon::prelude::*;
use rustc_hash::FxHashMap;

/// Verifies `op` (stored in `body`) and everything nested in it, on the
/// calling thread.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    structure::verify_structure(ctx, body, op, Part::Whole)?;
    dominance::verify_dominance(ctx, body, op, Part::Whole)
}

/// Like [`verify`]; with `threads`, the contents of the isolated ops nested
/// in `op` are verified in parallel. The result is the same either way.
pub fn verify_on_threads(
    ctx: &Context,
    body: &Body,
    op: OpId,
    threads: bool,
) -> Result<(), Diagnostic> {
    if !threads {
        return verify(ctx, body, op);
    }
    let mut isolated = Vec::new();
    walk_ops_up_to_isolated(body, op, |inner, item| {
        if let WalkItem::Enter(child) = item {
            if !is_op(inner, child, body, op) && inner.is_isolated(child) {
                isolated.push((inner, child));
            }
        }
    });
    if isolated.len() < 2 {
        return verify(ctx, body, op);
    }
    let contents: FxHashMap<(usize, OpId), Contents> = isolated
        .par_iter()
        .map(|&(inner, child)| (key(inner, child), verify_contents(ctx, inner, child)))
        .collect();
    let structure = |inner: &Body, child: OpId| contents[&key(inner, child)].structure.clone();
    structure::verify_structure(ctx, body, op, Part::UpToIsolated(&structure))?;
    let dominance = |inner: &Body, child: OpId| contents[&key(inner, child)].dominance.clone();
    dominance::verify_dominance(ctx, body, op, Part::UpToIsolated(&dominance))
}

/// What a walk of the verifier covers.
#[derive(Copy, Clone)]
pub(crate) enum Part<'a> {
    /// The op and everything nested in it.
    Whole,
    /// Everything nested in the op, not the op itself.
    Contents,
    /// The op and what is nested in it, except the contents of isolated
    /// ops, whose result (verified apart) the function gives.
    UpToIsolated(&'a (dyn Fn(&Body, OpId) -> Result<(), Diagnostic> + Sync)),
}

/// The results of verifying the contents of one isolated op.
struct Contents {
    structure: Result<(), Diagnostic>,
    /// Checked only when the structure is sound.
    dominance: Result<(), Diagnostic>,
}

fn verify_contents(ctx: &Context, body: &Body, op: OpId) -> Contents {
    let structure = structure::verify_structure(ctx, body, op, Part::Contents);
    let dominance = match structure {
        Ok(()) => dominance::verify_dominance(ctx, body, op, Part::Contents),
        Err(_) => Ok(()),
    };
    Contents {
        structure,
        dominance,
    }
}

/// Op ids are per body: a map key names both.
fn key(body: &Body, op: OpId) -> (usize, OpId) {
    (body as *const Body as usize, op)
}

/// Whether `op` in `body` is `target` in `target_body`.
fn is_op(body: &Body, op: OpId, target_body: &Body, target: OpId) -> bool {
    op == target && std::ptr::eq(body, target_body)
}

/// Whether the regions of `op` follow SSA dominance rules (SSACFG regions).
/// Regions of unregistered ops may be graph regions, as in MLIR.
pub(crate) fn has_ssa_regions(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op_name(op))
        .is_some_and(|d| !d.has(OpTraits::GRAPH_REGIONS))
}
