//! Verification after a pass, limited to what the pass changed: the fast
//! path of [`super::verify_on_threads`] for IR that passed the verifier
//! before the pass ran.
//!
//! A [`Revisions`] snapshot, taken before the pass, holds the
//! [`Body::revision`] of the body storing the verified op, of the body
//! storing its contents, and of every body nested in each isolated op
//! among those contents (the functions of a module). After the pass,
//! [`verify_changed`] compares:
//!
//! - if the op or its contents outside isolated ops changed, it verifies
//!   everything, as [`super::verify_on_threads`] does (the op's own
//!   attributes may be what the isolated ops' contents are checked
//!   against);
//! - otherwise it checks, as the full verifier would, the isolated ops
//!   whose bodies (or bodies nested in them) changed: each one's own
//!   checks, its contents' structure and uses; and then walks the ops
//!   around them exactly as the full verifier does, so that the verifiers
//!   of enclosing ops that read their contents (a module's symbol table)
//!   run again. Isolated ops left unchanged are taken as verified.
//!
//! An isolated op's contents are verified from within it (dominance does
//! not cross it, and its own checks are made with its contents), so an
//! unchanged body under an unchanged op verifies as it did before: the
//! verdict is the full verifier's. With `RunConfig::check_incremental_verification`
//! (on in debug builds and in `ir-difftest`) the pass manager runs both and
//! compares them.

use super::chunks::Split;
use super::{isolated_under, verify_on_threads, verify_pieces};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::ir::{Body, OpId};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// The revisions of the bodies that an op's verification reads, taken
/// before a pass ran on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Revisions {
    /// Of the body storing the op, and of the body storing its contents.
    outer: (u64, u64),
    /// For each isolated op stored with the contents: the revisions of its
    /// body and of the bodies nested in it, depth first.
    isolated: FxHashMap<OpId, SmallVec<[u64; 1]>>,
}

impl Revisions {
    /// The revisions of `op` (stored in `body`) now.
    pub fn of(body: &Body, op: OpId) -> Self {
        let inner = body.regions_body(op);
        let isolated = inner
            .isolated_bodies()
            .map(|(child, nested)| {
                let mut revisions = SmallVec::new();
                nested_revisions(nested, &mut revisions);
                (child, revisions)
            })
            .collect();
        Self {
            outer: (body.revision(), inner.revision()),
            isolated,
        }
    }
}

/// Pushes the revision of `body` and of the bodies nested in it.
fn nested_revisions(body: &Body, out: &mut SmallVec<[u64; 1]>) {
    out.push(body.revision());
    for (_, nested) in body.isolated_bodies() {
        nested_revisions(nested, out);
    }
}

/// Verifies `op` (stored in `body`) after a pass, given the revisions
/// `before` it ran, when the IR passed the verifier then: the same verdict
/// as [`verify_on_threads`], checking again only what changed.
pub fn verify_changed(
    ctx: &Context,
    body: &Body,
    op: OpId,
    before: &Revisions,
    threads: bool,
) -> Result<(), Diagnostic> {
    let now = Revisions::of(body, op);
    if now.outer != before.outer {
        return verify_on_threads(ctx, body, op, threads);
    }
    let changed: Vec<(&Body, OpId)> = isolated_under(body, op)
        .into_iter()
        .filter(|(_, child)| now.isolated.get(child) != before.isolated.get(child))
        .collect();
    if changed.is_empty() {
        return Ok(());
    }
    let split = if threads {
        Split::for_threads()
    } else {
        Split::never()
    };
    verify_pieces(ctx, body, op, &changed, split, threads)
}
