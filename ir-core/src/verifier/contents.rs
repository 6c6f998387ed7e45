//! Verifying the contents of one op (an isolated op, or the root), cut into
//! chunks verified in parallel when they are large.
//!
//! The structure of every chunk is checked in parallel (with the op's own
//! checks on entry, and the dominator trees of its regions being built);
//! only if all is sound are the uses of every chunk checked, in parallel
//! again. Each phase reports the error of the first chunk (in program
//! order) that has one: the one a walk of the whole contents meets first.

use super::chunks::{Chunk, Plan, Split};
use super::dominance::{self, Shared};
use super::{structure, Part};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::ir::{Body, OpId};
use rayon::prelude::*;

/// The contents of one op, their structure checked; what checking their
/// uses then needs.
pub(super) struct Checked {
    /// The op's own checks on entry, then the structure of its contents.
    pub structure: Result<(), Diagnostic>,
    /// The chunks and what their dominance checks share, if the contents
    /// were cut.
    chunks: Option<(Vec<Chunk>, Shared)>,
}

/// Checks the op's own checks on entry, then the structure of the contents
/// of `op` (stored in `body`); in chunks on threads if `split` cuts them.
pub(super) fn check_structure(ctx: &Context, body: &Body, op: OpId, split: Split) -> Checked {
    if !split.cuts(body, op) {
        let structure = structure::verify_op(ctx, body, op)
            .and_then(|()| structure::verify_structure(ctx, body, op, Part::Contents));
        return Checked {
            structure,
            chunks: None,
        };
    }
    let (Plan { chunks, order }, entry) = rayon::join(
        || Plan::new(body, op, split),
        || structure::verify_op(ctx, body, op),
    );
    let inner = body.regions_body(op);
    let (contents, trees) = rayon::join(
        || {
            first_error(chunks.par_iter(), |chunk| {
                structure::verify_ops(ctx, inner, chunk.ops(inner))
            })
        },
        || dominance::region_trees(ctx, body, op),
    );
    Checked {
        structure: entry.and(contents),
        chunks: Some((chunks, Shared::new(order, trees))),
    }
}

/// Checks the uses in the contents of `op` (stored in `body`) once their
/// structure is `checked`; nothing to report when it is not sound (its
/// error is the one to report).
pub(super) fn check_dominance(
    ctx: &Context,
    body: &Body,
    op: OpId,
    checked: &Checked,
) -> Result<(), Diagnostic> {
    if checked.structure.is_err() {
        return Ok(());
    }
    match &checked.chunks {
        None => dominance::verify_dominance(ctx, body, op, Part::Contents),
        Some((chunks, shared)) => first_error(chunks.par_iter(), |chunk| {
            dominance::verify_chunk(ctx, body, op, chunk, shared)
        }),
    }
}

/// The error of the first item (in order) that `check` fails on.
fn first_error<I: IndexedParallelIterator>(
    items: I,
    check: impl Fn(I::Item) -> Result<(), Diagnostic> + Sync + Send,
) -> Result<(), Diagnostic> {
    match items
        .with_max_len(1)
        .find_map_first(|item| check(item).err())
    {
        Some(error) => Err(error),
        None => Ok(()),
    }
}
