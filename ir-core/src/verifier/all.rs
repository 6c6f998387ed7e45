//! Verification that reports what `mlir-opt` reports when an input fails:
//! one error per failing isolated op. mlir-opt verifies each op isolated
//! from above (each function of a module) on its own, stopping at the
//! first error inside it but not at a failing sibling, so a file with two
//! bad functions gets two errors (and `-verify-diagnostics` expects both).
//!
//! The plain verifier stops at the first error; only once it has failed
//! are the isolated ops verified one by one to find the others, so a valid
//! input costs nothing more.

use super::{isolated_under, verify, verify_on_threads};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::ir::{Body, OpId};
use rayon::prelude::*;

/// Verifies `op` (stored in `body`) as [`verify_on_threads`] does; on
/// failure returns the first error of every failing isolated op under it
/// in program order when the first error is inside one of them (mlir-opt's
/// report), else that one error.
pub fn verify_reporting_all(
    ctx: &Context,
    body: &Body,
    op: OpId,
    threads: bool,
) -> Result<(), Vec<Diagnostic>> {
    let Err(first) = verify_on_threads(ctx, body, op, threads) else {
        return Ok(());
    };
    let isolated = isolated_under(body, op);
    let failure = |&(inner, child): &(&Body, OpId)| verify(ctx, inner, child).err();
    let errors: Vec<Diagnostic> = if threads {
        isolated.par_iter().filter_map(failure).collect()
    } else {
        isolated.iter().filter_map(failure).collect()
    };
    if errors.first() == Some(&first) {
        Err(errors)
    } else {
        Err(vec![first])
    }
}
