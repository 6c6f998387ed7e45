//! Verifying the contents of one op (an isolated op, or the root), cut into
//! chunks verified in parallel when they are large.
//!
//! Each piece (the whole contents, or one chunk) has its structure checked
//! and then, if that is sound, its uses, in one task: the uses are checked
//! while the piece's IR is still in the cache. The dominator trees of the
//! op's regions are built beforehand (on a malformed CFG too: the tree is
//! then meaningless, and so are the use errors, which are reported only
//! when the structure of all the contents is sound). Each kind of error
//! reported is the one of the first piece (in program order) that has one:
//! the one a walk of the whole contents meets first.

use super::chunks::{Plan, Split};
use super::dominance;
use super::piece::{self, Shared};
use super::signature::SignatureMemo;
use super::structure;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::ir::{Body, OpId};
use rayon::prelude::*;

/// The contents of one op, checked.
pub(super) struct Checked {
    /// The op's own checks on entry, then the structure of its contents.
    pub structure: Result<(), Diagnostic>,
    /// The uses in the contents; `Ok` when the structure is not sound (its
    /// error is the one to report).
    pub uses: Result<(), Diagnostic>,
}

impl Checked {
    /// A piece (or all the contents) whose structure is `structure`, its
    /// uses checked by `uses` only if that is sound.
    fn piece(
        structure: Result<(), Diagnostic>,
        uses: impl FnOnce() -> Result<(), Diagnostic>,
    ) -> Self {
        let uses = match structure {
            Ok(()) => uses(),
            Err(_) => Ok(()),
        };
        Self { structure, uses }
    }
}

/// Checks the op's own checks on entry, the structure of the contents of
/// `op` (stored in `body`), then their uses; in chunks on threads if
/// `split` cuts them. `memo` holds the signatures that passed their checks
/// (see [`SignatureMemo`]).
pub(super) fn check_contents(
    ctx: &Context,
    body: &Body,
    op: OpId,
    split: Split,
    memo: &mut SignatureMemo,
) -> Checked {
    if !split.cuts(body, op) {
        return match structure::verify_op(ctx, body, op, memo) {
            Ok(()) => piece::check_whole(ctx, body, op, memo),
            Err(error) => Checked::piece(Err(error), || Ok(())),
        };
    }
    let ((Plan { chunks, order }, trees), entry) = rayon::join(
        || {
            rayon::join(
                || Plan::new(body, op, split),
                || dominance::region_trees(ctx, body, op),
            )
        },
        || structure::verify_op(ctx, body, op, memo),
    );
    let shared = Shared::new(order, trees);
    let pieces: Vec<Checked> = chunks
        .par_iter()
        .with_max_len(1)
        .map_init(
            || memo.fork(),
            |memo, chunk| piece::check_chunk(ctx, body, op, chunk, &shared, memo),
        )
        .collect();
    let structure = entry.and_then(|()| first_error(pieces.iter().map(|p| &p.structure)));
    Checked::piece(structure, || first_error(pieces.iter().map(|p| &p.uses)))
}

/// The first error among `results`, in order.
fn first_error<'a>(
    mut results: impl Iterator<Item = &'a Result<(), Diagnostic>>,
) -> Result<(), Diagnostic> {
    results.find(|r| r.is_err()).cloned().unwrap_or(Ok(()))
}
