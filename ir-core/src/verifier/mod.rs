//! The verifier: structural checks on every op first, then SSA dominance.
//!
//! Dominance over a malformed CFG means nothing, so its errors count only
//! when the structure is sound. Both phases walk with explicit stacks (the
//! contents of functions verified on threads, in one walk checking both:
//! `piece.rs`). The first
//! error found is returned, with notes pointing at related places
//! ([`verify_reporting_all`] reports one per failing function, as mlir-opt).
//!
//! The invariants, in the order an op meets them, and where each is checked:
//!
//! | invariant | checked by |
//! | --- | --- |
//! | the op is registered, or its namespace is not a dialect refusing unknown ops (MLIR's `allowUnknownOperations`) and unregistered ops are allowed | `structure::verify_op` |
//! | an op with successors, and a terminator, is the last op of its block; only terminators have successors | `structure::verify_op` |
//! | regions of single-block ops have at most one block | `structure::verify_op` |
//! | operand, result, region and successor counts, types, attributes and segment sizes fit the op's spec | `ods::verify::check_spec` (through `signature::SignatureMemo`, once per signature) |
//! | the op's signature verifier holds | `signature::SignatureMemo::verify` |
//! | successors are blocks of the op's region, given as many values of the right types as they have arguments | `structure::verify_successors` (through the branch hook) |
//! | entry blocks have no predecessors; blocks that need one are not empty | `structure::verify_regions`, `blocks::Holder::check_empty_blocks` |
//! | blocks of regions that need terminators end with one | `blocks::Holder::check_block_end` |
//! | the op's own verifier holds | `structure::verify_op` (`OpDefinition::verify`) |
//! | the op's region verifier holds, after the ops nested in it | `structure::verify_op_regions` (`OpDefinition::verify_regions`) |
//! | every use in an SSA region is dominated by its definition (uses in unreachable blocks and graph regions are exempt) | `dominance::check_operands` |
//! | symbol names are unique per table and references resolve | `builtin.module`'s region verifier (`ir-dialects/src/symbols.rs`) |
//!
//! With threads, the contents of the isolated ops under the verified op
//! (the functions of a module) are verified in parallel, as mlir-opt does;
//! the outer walks then take their results in program order, so the error
//! reported is the one a single-threaded run reports. Large contents (of
//! one of those ops, or of the verified op itself when it has none) are
//! moreover cut into chunks of top-level ops verified in parallel.

mod all;
mod blocks;
mod changed;
#[cfg(test)]
mod changed_tests;
mod chunks;
mod contents;
mod dominance;
mod piece;
mod signature;
mod slots;
mod structure;
#[cfg(test)]
mod tests;
mod touched;

use crate::context::{Context, OpTraits};
use crate::diagnostics::Diagnostic;
use crate::ir::{walk_ops_up_to_isolated, Body, OpId, WalkItem};
use chunks::Split;
use contents::{check_contents, Checked};
use rayon::prelude::*;
use rustc_hash::FxHashMap;
use signature::SignatureMemo;

pub use all::verify_reporting_all;
pub use changed::{verify_changed, Revisions};

/// Verifies `op` (stored in `body`) and everything nested in it, on the
/// calling thread.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    structure::verify_structure(ctx, body, op, Part::Whole, &mut SignatureMemo::default())?;
    dominance::verify_dominance(ctx, body, op, Part::Whole)
}

/// Like [`verify`]; with `threads`, the contents of the isolated ops nested
/// in `op` are verified in parallel, and so are chunks of large contents
/// (of one of those ops, or of `op` itself when it has none). The result is
/// the same either way.
pub fn verify_on_threads(
    ctx: &Context,
    body: &Body,
    op: OpId,
    threads: bool,
) -> Result<(), Diagnostic> {
    if !threads {
        return verify(ctx, body, op);
    }
    verify_split(ctx, body, op, Split::for_threads())
}

/// [`verify_on_threads`] with threads, cutting large contents as `split`
/// says.
fn verify_split(ctx: &Context, body: &Body, op: OpId, split: Split) -> Result<(), Diagnostic> {
    let isolated = isolated_under(body, op);
    if isolated.is_empty() {
        if !split.cuts(body, op) {
            return verify(ctx, body, op);
        }
        // The op's own checks around its contents, as a walk from it does:
        // its region verifier once the contents' structure is sound, then
        // its operands and the contents' uses.
        let checked = check_contents(ctx, body, op, split, &mut SignatureMemo::default());
        checked.structure?;
        structure::verify_op_regions(ctx, body, op)?;
        dominance::verify_own_operands(ctx, body, op)?;
        return checked.uses;
    }
    verify_pieces(ctx, body, op, &isolated, split, true)
}

/// Verifies `op` (stored in `body`) with the contents of the isolated ops
/// `pieces` among those under it checked apart (in parallel with
/// `threads`), cutting large ones as `split` says; the contents of the
/// isolated ops under `op` not among them are taken as verified. The ops
/// around them are walked as [`verify`] walks them, so the first error
/// reported is the one it reports.
fn verify_pieces(
    ctx: &Context,
    body: &Body,
    op: OpId,
    pieces: &[(&Body, OpId)],
    split: Split,
    threads: bool,
) -> Result<(), Diagnostic> {
    let check = |memo: &mut SignatureMemo, &(inner, child): &(&Body, OpId)| {
        (
            key(inner, child),
            check_contents(ctx, inner, child, split, memo),
        )
    };
    let checked: FxHashMap<(usize, OpId), Checked> = if threads {
        pieces
            .par_iter()
            .map_init(SignatureMemo::default, check)
            .collect()
    } else {
        let mut memo = SignatureMemo::default();
        pieces.iter().map(|piece| check(&mut memo, piece)).collect()
    };
    // The rest of the structure (the ops around the isolated ones), then
    // the rest of the uses.
    let structure = |inner: &Body, child: OpId| {
        checked
            .get(&key(inner, child))
            .map_or(Ok(()), |c| c.structure.clone())
    };
    let mut memo = SignatureMemo::default();
    structure::verify_structure(ctx, body, op, Part::UpToIsolated(&structure), &mut memo)?;
    let dominance = |inner: &Body, child: OpId| {
        checked
            .get(&key(inner, child))
            .map_or(Ok(()), |c| c.uses.clone())
    };
    dominance::verify_dominance(ctx, body, op, Part::UpToIsolated(&dominance))
}

/// The isolated ops nested in `op` (stored in `body`) that no other
/// isolated op below `op` holds, each with the body storing it.
fn isolated_under(body: &Body, op: OpId) -> Vec<(&Body, OpId)> {
    let mut isolated = Vec::new();
    // They are stored in the body of `op`'s regions: with none stored
    // there, a function's million ops need no walk.
    if body.regions_body(op).num_isolated() == 0 {
        return isolated;
    }
    walk_ops_up_to_isolated(body, op, |inner, item| {
        if let WalkItem::Enter(child) = item {
            if !is_op(inner, child, body, op) && inner.is_isolated(child) {
                isolated.push((inner, child));
            }
        }
    });
    isolated
}

/// What a walk of the verifier covers.
#[derive(Copy, Clone)]
pub(crate) enum Part<'a> {
    /// The op and everything nested in it.
    Whole,
    /// The op and what is nested in it, except what was verified apart for
    /// each isolated op, whose result the function gives: the structure
    /// walk leaves out the op's own checks on entry and its contents, the
    /// dominance walk its contents.
    UpToIsolated(&'a (dyn Fn(&Body, OpId) -> Result<(), Diagnostic> + Sync)),
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
