//! Numbering the functions of a module on rayon's threads.
//!
//! The regions of an isolated op that holds no isolated op (a function)
//! are all stored in its own body, so they can be numbered by themselves
//! once the counters they start from are known: the walk over the rest
//! leaves each such op as a job, and the jobs are then numbered in
//! parallel, each into its own table. The names are the sequential walk's:
//! - in the custom form a region starts from the counters it was pushed
//!   with, so a job starts from those; jobs are left only where no
//!   suggested name is visible (a name visible from above would change its
//!   ops' `_N` suffixes), so a job needs nothing else;
//! - in the generic form numbers are unique across the module, in the
//!   order of the LIFO walk, so a job starts where the walk stands when it
//!   reaches it, and the walk then skips the numbers the job will use,
//!   counted beforehand (in parallel) for every such op.
//!
//! With `-mlir-print-unique-ssa-ids` in the custom form, the numbers a job
//! uses depend on which ops suggest names and on the conflict counter of
//! the functions before it: such a module is numbered on one thread.

use super::walk::{consumed, Apart, Job, Numbering};
use super::{key, NameFlags, Names};
use crate::context::Context;
use crate::ir::{Body, OpId};
use rayon::prelude::*;

/// Functions (counting their ops) smaller than this in all are numbered on
/// one thread: threads would not pay.
const MIN_OPS: usize = 32 * 1024;

impl Names {
    /// Numbers everything under `op` as [`Names::compute`] does, with the
    /// regions of isolated ops that hold no isolated op (the functions of a
    /// module) numbered on rayon's threads when there are enough of them.
    pub fn compute_on_threads(ctx: &Context, body: &Body, op: OpId, generic: bool) -> Self {
        Self::compute_for_printing(ctx, body, op, NameFlags::form(generic), None)
    }

    /// Like [`Names::compute_on_threads`]; with `defer_below`, the
    /// functions of fewer ops than that (those the printer prints in
    /// chunks) are not numbered but left for [`Names::number_deferred`]
    /// when the printer reaches them.
    pub(crate) fn compute_for_printing(
        ctx: &Context,
        body: &Body,
        op: OpId,
        flags: NameFlags,
        defer_below: Option<usize>,
    ) -> Self {
        if flags.unique && !flags.generic {
            return Self::compute_with(ctx, body, op, flags);
        }
        let leaves = leaves(body, op);
        let ops: usize = leaves
            .iter()
            .map(|&(body, op)| body.regions_body(op).num_ops())
            .sum();
        if leaves.len() < 2 || ops < MIN_OPS {
            return Self::compute_with(ctx, body, op, flags);
        }
        let (mut names, mut jobs) = leave_jobs(ctx, body, op, flags, &leaves);
        if let Some(limit) = defer_below {
            jobs.retain(|job| {
                let inner = job.body.regions_body(job.op);
                let defer = inner.num_ops() < limit;
                if defer {
                    names.deferred.insert(key(inner), job.start);
                }
                !defer
            });
        }
        // Each job's table, out of the map it was made in (one a job).
        let tables: Vec<_> = jobs
            .par_iter()
            .flat_map_iter(|job| {
                let mut walk = Numbering::new(ctx, flags);
                walk.job(job);
                walk.names.bodies
            })
            .collect();
        names.bodies.extend(tables);
        names
    }
}

/// Numbers everything under `op` but the regions of the ops of `leaves`
/// the walk reaches where it may leave them: those are returned as jobs.
fn leave_jobs<'b>(
    ctx: &Context,
    body: &'b Body,
    op: OpId,
    flags: NameFlags,
    leaves: &[(&'b Body, OpId)],
) -> (Names, Vec<Job<'b>>) {
    let mut apart = Apart::default();
    if flags.generic {
        apart.consumed = leaves
            .par_iter()
            .map(|&(body, op)| {
                let used = consumed(body, op, flags.op_ids);
                (key(body.regions_body(op)), used)
            })
            .collect();
    }
    let mut walk = Numbering::new(ctx, flags);
    walk.op(body, op, Some(&mut apart));
    (walk.names, apart.jobs)
}

/// The isolated ops under `op` that hold no isolated op (the functions of
/// a module, and of modules nested in it), each with the body storing it.
fn leaves(body: &Body, op: OpId) -> Vec<(&Body, OpId)> {
    let mut leaves = Vec::new();
    let mut bodies = vec![body.regions_body(op)];
    while let Some(body) = bodies.pop() {
        for (op, nested) in body.isolated_bodies() {
            if nested.num_isolated() == 0 {
                leaves.push((body, op));
            } else {
                bodies.push(nested);
            }
        }
    }
    leaves
}

#[cfg(test)]
mod tests;
