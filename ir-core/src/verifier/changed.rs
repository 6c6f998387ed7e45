//! Verification after a pass, limited to what the pass changed: the fast
//! path of [`super::verify_on_threads`] for IR that passed the verifier
//! before the pass ran.
//!
//! A [`Revisions`] snapshot, taken before the pass, holds the
//! [`Body::revision`] of the body storing the verified op, of the body
//! storing its contents, and of every body nested in each isolated op
//! among those contents (the functions of a module); [`Revisions::take`]
//! also opens the [`Journal`](crate::ir::Journal)s of the contents and of
//! each of those isolated ops. After the pass, [`verify_changed`]
//! compares:
//!
//! - nothing changed: nothing to check;
//! - the body storing the op changed, or something could not be vouched
//!   for below: it verifies everything, as [`super::verify_on_threads`]
//!   does, whose diagnostic is the one reported;
//! - the contents changed: what their journal lists is checked again
//!   (`touched.rs`), or, when the journal cannot say and no isolated op
//!   is among them (a function a nested pipeline's pass rewrote), all of
//!   them, trusting the ops kept since;
//! - an isolated op's body changed: what its journal lists, or (when the
//!   journal cannot say, or a body nested deeper changed) the whole of
//!   that op, then the own and region checks of the ops enclosing it, so
//!   that the verifiers of enclosing ops that read their contents (a
//!   module's symbol table) run again. Isolated ops left unchanged are
//!   taken as verified.
//!
//! An isolated op's contents are verified from within it (dominance does
//! not cross it, and its own checks are made with its contents), so an
//! unchanged body under an unchanged op verifies as it did before: the
//! verdict is the full verifier's. With `RunConfig::check_incremental_verification`
//! (on in debug builds and in `ir-difftest`) the pass manager runs both and
//! compares them.

use super::chunks::Split;
use super::contents::check_contents;
use super::signature::SignatureMemo;
use super::structure::{verify_op, verify_op_regions};
use super::touched::{verify_touched, Unsure};
use super::verify_on_threads;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::ir::{Body, OpId};
use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};
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

impl Revisions {
    /// [`Revisions::of`], opening the journals that [`verify_changed`]
    /// reads: of the contents of `op` and of each isolated op among them.
    pub fn take(body: &mut Body, op: OpId) -> Self {
        let inner = body.regions_body_mut(op);
        inner.open_journal();
        for (_, nested) in inner.isolated_bodies_mut() {
            nested.open_journal();
        }
        Self::of(body, op)
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
    if now == *before {
        return Ok(());
    }
    if now.outer.0 == before.outer.0
        && verify_touched_parts(ctx, body, op, before, &now, threads).is_ok()
    {
        return Ok(());
    }
    verify_on_threads(ctx, body, op, threads)
}

/// The fast path of [`verify_changed`] when the op's own storage is
/// unchanged: the contents from their journal, then each changed isolated
/// op among them and the ops enclosing it.
fn verify_touched_parts(
    ctx: &Context,
    body: &Body,
    op: OpId,
    before: &Revisions,
    now: &Revisions,
    threads: bool,
) -> Result<(), Unsure> {
    let inner = body.regions_body(op);
    if now.outer.1 != before.outer.1 {
        let journal = inner.journal().ok_or(Unsure)?;
        let touched = verify_touched(ctx, body, op, journal, &mut trusting());
        if touched.is_err() {
            // The journal cannot say, or saying costs more than a walk: a
            // walk of all the contents, trusting the ops kept since (a
            // function a nested pipeline's pass rewrote). With isolated
            // ops among them, those would be walked twice: in full.
            if inner.num_isolated() > 0 {
                return Err(Unsure);
            }
            let split = if threads {
                Split::for_threads()
            } else {
                Split::never()
            };
            verify_contents(ctx, body, op, split, &mut trusting())?;
        }
    }
    let changed: Vec<OpId> = now
        .isolated
        .iter()
        .filter(|&(child, revisions)| before.isolated.get(child) != Some(revisions))
        .map(|(&child, _)| child)
        .collect();
    if changed.is_empty() {
        return Ok(());
    }
    let check = |memo: &mut SignatureMemo, &child: &OpId| {
        let journal = inner.regions_body(child).journal();
        let deeper_unchanged = before
            .isolated
            .get(&child)
            .is_some_and(|old| old[1..] == now.isolated[&child][1..]);
        let touched = match journal {
            Some(journal) if deeper_unchanged && !journal.whole() => {
                verify_touched(ctx, inner, child, journal, memo)
            }
            _ => Err(Unsure),
        };
        // The journal cannot say, or saying costs more than a walk (a pass
        // that moved many ops, as loop-invariant-code-motion does): a walk
        // of the whole op, trusting the ops kept since. Only an error
        // there sends the module to the full verifier.
        touched.or_else(|Unsure| verify_contents(ctx, inner, child, Split::never(), memo))
    };
    if threads {
        changed
            .par_iter()
            .map_init(trusting, check)
            .collect::<Result<(), Unsure>>()?;
    } else {
        let mut memo = trusting();
        for child in &changed {
            check(&mut memo, child)?;
        }
    }
    verify_enclosing(ctx, body, op, &changed)
}

/// The own checks of `op` (stored in `body`), all its contents (cut as
/// `split` says), then its region verifier: a walk of the whole op when
/// no journal can say what changed in it. Any error is [`Unsure`]: the
/// full verifier reports it.
fn verify_contents(
    ctx: &Context,
    body: &Body,
    op: OpId,
    split: Split,
    memo: &mut SignatureMemo,
) -> Result<(), Unsure> {
    let checked = check_contents(ctx, body, op, split, memo);
    checked.structure.and(checked.uses).map_err(|_| Unsure)?;
    verify_op_regions(ctx, body, op).map_err(|_| Unsure)
}

/// A memo for what changed after a pass that ran on verified IR: the ops
/// it left alone passed their own checks when the journals were opened.
fn trusting() -> SignatureMemo {
    SignatureMemo::trusting_kept_ops(true)
}

/// The own and region checks of the ops enclosing `children` (isolated
/// ops among the contents of `op`, stored in `body`), each once, `op`'s
/// last.
fn verify_enclosing(ctx: &Context, body: &Body, op: OpId, children: &[OpId]) -> Result<(), Unsure> {
    let inner = body.regions_body(op);
    let mut memo = SignatureMemo::default();
    let mut seen = FxHashSet::default();
    for &child in children {
        let mut parent = inner.parent_op(child);
        while let Some(enclosing) = parent.filter(|&p| seen.insert(p)) {
            verify_op(ctx, inner, enclosing, &mut memo).map_err(|_| Unsure)?;
            verify_op_regions(ctx, inner, enclosing).map_err(|_| Unsure)?;
            parent = inner.parent_op(enclosing);
        }
    }
    verify_op(ctx, body, op, &mut memo).map_err(|_| Unsure)?;
    verify_op_regions(ctx, body, op).map_err(|_| Unsure)
}
