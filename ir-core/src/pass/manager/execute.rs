//! Running a pipeline on an op: each pass with its instrumentation
//! (dumps, verification, timing), and each nested pipeline over the
//! matching child ops — moved out of their parent's storage so that they
//! run in parallel with plain `&mut` access, then put back in op order.

use super::config::RunConfig;
use super::dump::{dump, scope_note, DumpKind};
use super::fingerprint::fingerprint;
use super::timing::{TimingKey, TimingRecord};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::ir::{OpId, OwnedOp};
use crate::pass::analysis::AnalysisManager;
use crate::pass::context::PassContext;
use crate::pass::output::PassOutput;
use crate::pass::pipeline::{OpPassManager, PassNode, PipelineItem};
use crate::verifier;
use rayon::prelude::*;
use std::time::Instant;

/// What running a pipeline on one op produced besides the IR.
#[derive(Default)]
pub(super) struct TaskOutput {
    /// Diagnostics and text, in order.
    pub output: PassOutput,
    /// Measurements (empty unless timing is on).
    pub timing: TimingRecord,
}

impl TaskOutput {
    /// Appends what a child op's run produced.
    fn append(&mut self, child: TaskOutput) {
        self.output.append(child.output);
        self.timing.merge(child.timing);
    }
}

/// Takes child `op` out of `target`'s regions (see `Body::detach_isolated`).
fn detach_child(target: &mut OwnedOp, op: OpId) -> OwnedOp {
    target
        .body
        .regions_body_mut(target.op)
        .detach_isolated(op)
        .expect("children are isolated and checked above")
}

/// Puts child `op`, taken out by [`detach_child`], back in `target`.
fn reattach_child(target: &mut OwnedOp, op: OpId, owned: OwnedOp) {
    target
        .body
        .regions_body_mut(target.op)
        .reattach_isolated(op, owned);
}

/// With `-mlir-print-ir-module-scope`, how a nested pipeline's dumps reach
/// the root op: given the op it runs on, calls the printing function with
/// the root op, the op put back in it for the while.
type Scope<'s> = &'s mut dyn FnMut(&mut OwnedOp, &mut dyn FnMut(&OwnedOp));

/// `scope` lent for a call.
fn lend<'a>(scope: &'a mut Option<Scope<'_>>) -> Option<Scope<'a>> {
    match scope {
        Some(scope) => Some(&mut **scope),
        None => None,
    }
}

/// Runs pipelines with one configuration.
pub(super) struct Runner<'a> {
    /// The context of the IR.
    pub ctx: &'a Context,
    /// Instrumentation and threading.
    pub config: &'a RunConfig,
}

/// The key of a pipeline item in timing records: its address, stable
/// while the pipeline is borrowed for the run.
fn item_key(item: &PipelineItem) -> usize {
    item as *const PipelineItem as usize
}

impl Runner<'_> {
    /// Runs the items of `pm` on `target` (the root op unless `nested`) in
    /// order; stops at the first failure. Returns whether everything
    /// succeeded.
    pub fn run_pipeline(
        &self,
        pm: &OpPassManager,
        (target, nested): (&mut OwnedOp, bool),
        analyses: &mut AnalysisManager,
        task: &mut TaskOutput,
        mut scope: Option<Scope<'_>>,
    ) -> bool {
        for item in pm.items() {
            let start = self.config.timing.then(Instant::now);
            let scope = lend(&mut scope);
            let succeeded = match item {
                PipelineItem::Pass(node) => {
                    let key = item_key(item);
                    self.run_pass((node, key), (target, nested), analyses, task, scope)
                }
                PipelineItem::Nested(nested) => {
                    // The children changed: nothing cached about the parent holds.
                    analyses.clear();
                    self.run_nested(nested, target, task, scope)
                }
            };
            if let Some(start) = start {
                task.timing
                    .add(TimingKey::Item(item_key(item)), start.elapsed());
            }
            if !succeeded {
                return false;
            }
        }
        true
    }

    /// One pass on `target` (the root op unless `nested`), with dumps
    /// around it and verification after.
    fn run_pass(
        &self,
        (node, key): (&PassNode, usize),
        (target, nested): (&mut OwnedOp, bool),
        analyses: &mut AnalysisManager,
        task: &mut TaskOutput,
        mut scope: Option<Scope<'_>>,
    ) -> bool {
        let printing = &self.config.printing;
        let argument = node.info.argument;
        if printing.before_pass(argument) {
            let scope = lend(&mut scope);
            self.dump(task, (DumpKind::Before, node), (target, nested), scope);
        }
        let before = printing
            .needs_fingerprint(argument)
            .then(|| fingerprint(&target.body, target.op));
        let revisions = (self.config.verify_each && self.config.input_verified)
            .then(|| verifier::Revisions::take(&mut target.body, target.op));
        let mut cx = PassContext::new(self.ctx, analyses, &mut task.output)
            .on_threads(self.config.threads)
            .skipping_fixed_points(self.config.skip_fixed_points);
        let result = node.pass.run(target, &mut cx);
        let (preserved, analysis_times) = cx.finish();
        if self.config.timing {
            for (name, elapsed) in analysis_times {
                task.timing.add(TimingKey::Analysis(key, name), elapsed);
            }
        }
        analyses.invalidate(&preserved, target);
        let result = result.and_then(|()| {
            if self.config.verify_each && !preserved.is_all() {
                self.verify_after(node, target, revisions.as_ref())
            } else {
                Ok(())
            }
        });
        match result {
            Err(diagnostic) => {
                task.output.diagnostic(diagnostic);
                if printing.after_failure || printing.after_pass(argument) {
                    self.dump(
                        task,
                        (DumpKind::AfterFailure, node),
                        (target, nested),
                        scope,
                    );
                }
                false
            }
            Ok(()) => {
                let changed = before.is_none_or(|b| b != fingerprint(&target.body, target.op));
                if !printing.after_failure && printing.after_pass(argument) && changed {
                    self.dump(task, (DumpKind::After, node), (target, nested), scope);
                }
                true
            }
        }
    }

    /// The verifier's verdict on `target` after `node` ran; limited to what
    /// the pass changed when the `revisions` before it are known.
    fn verify_after(
        &self,
        node: &PassNode,
        target: &OwnedOp,
        revisions: Option<&verifier::Revisions>,
    ) -> Result<(), Diagnostic> {
        let (ctx, body, op, threads) = (self.ctx, &target.body, target.op, self.config.threads);
        let verdict = match revisions {
            Some(before) => {
                let verdict = verifier::verify_changed(ctx, body, op, before, threads);
                if self.config.check_incremental_verification {
                    let full = verifier::verify_on_threads(ctx, body, op, threads);
                    assert_eq!(
                        verdict.as_ref().map_err(|d| (&d.message, d.loc)),
                        full.as_ref().map_err(|d| (&d.message, d.loc)),
                        "verification limited to what pass '{}' changed differs from the full verifier's",
                        node.info.argument
                    );
                }
                verdict
            }
            None => verifier::verify_on_threads(ctx, body, op, threads),
        };
        verdict.map_err(|error| {
            error.with_note(
                body.op_loc(op),
                format!(
                    "the IR is invalid after pass '{}' ran on this op",
                    node.info.argument
                ),
            )
        })
    }

    /// Dumps `target` (the root op unless `nested`) around `node`, or with
    /// `-mlir-print-ir-module-scope` the root op around it (through
    /// `scope` when `target` is nested).
    fn dump(
        &self,
        task: &mut TaskOutput,
        (kind, node): (DumpKind, &PassNode),
        (target, nested): (&mut OwnedOp, bool),
        scope: Option<Scope<'_>>,
    ) {
        let (ctx, options) = (self.ctx, &self.config.printing.print);
        let out = task.output.stderr();
        if !self.config.printing.module_scope {
            dump(ctx, out, (kind, node, None), (target, nested), options);
            return;
        }
        let note = scope_note(ctx, target);
        let mut print_root =
            |root: &OwnedOp| dump(ctx, out, (kind, node, Some(&note)), (root, false), options);
        match scope {
            Some(scope) => scope(target, &mut print_root),
            None => print_root(target),
        }
    }

    /// Runs `nested` on every child op of `target` it is anchored on, in
    /// parallel when threads are on; outputs are appended in op order.
    fn run_nested(
        &self,
        nested: &OpPassManager,
        target: &mut OwnedOp,
        task: &mut TaskOutput,
        scope: Option<Scope<'_>>,
    ) -> bool {
        let children = self.children(nested, target);
        let parent = target.body.regions_body_mut(target.op);
        if let Some(&op) = children
            .iter()
            .find(|&&op| parent.num_operands(op) > 0 || parent.num_successors(op) > 0)
        {
            task.output.diagnostic(Diagnostic::error(
                parent.op_loc(op),
                format!(
                    "cannot run a '{}' pipeline on this op: it takes operands or successors from its parent",
                    nested.anchor()
                ),
            ));
            return false;
        }
        if self.config.printing.module_scope {
            return self.run_nested_in_scope(nested, target, &children, task, scope);
        }
        let mut detached: Vec<(OpId, OwnedOp)> = children
            .iter()
            .map(|&op| (op, detach_child(target, op)))
            .collect();
        let run_one = |owned: &mut OwnedOp| self.run_child(nested, owned, None);
        let results: Vec<(bool, TaskOutput)> = if self.config.threads && detached.len() > 1 {
            detached
                .par_iter_mut()
                .map(|(_, owned)| run_one(owned))
                .collect()
        } else {
            detached
                .iter_mut()
                .map(|(_, owned)| run_one(owned))
                .collect()
        };
        for (op, owned) in detached {
            reattach_child(target, op, owned);
        }
        let mut succeeded = true;
        for (ok, child_task) in results {
            succeeded &= ok;
            task.append(child_task);
        }
        succeeded
    }

    /// [`Runner::run_nested`] with `-mlir-print-ir-module-scope`: one child
    /// at a time, each dump putting it back in `target` to print the root
    /// op (through `scope` when `target` is nested itself).
    fn run_nested_in_scope(
        &self,
        nested: &OpPassManager,
        target: &mut OwnedOp,
        children: &[OpId],
        task: &mut TaskOutput,
        mut scope: Option<Scope<'_>>,
    ) -> bool {
        let mut succeeded = true;
        for &op in children {
            let mut owned = detach_child(target, op);
            let mut child_scope = |child: &mut OwnedOp, print: &mut dyn FnMut(&OwnedOp)| {
                reattach_child(target, op, std::mem::replace(child, OwnedOp::placeholder()));
                match lend(&mut scope) {
                    Some(outer) => outer(target, print),
                    None => print(target),
                }
                *child = detach_child(target, op);
            };
            let (ok, child_task) = self.run_child(nested, &mut owned, Some(&mut child_scope));
            reattach_child(target, op, owned);
            succeeded &= ok;
            task.append(child_task);
        }
        succeeded
    }

    /// Runs `nested` on a detached child op with its own analyses and
    /// output: whether it succeeded, and what it produced.
    fn run_child(
        &self,
        nested: &OpPassManager,
        owned: &mut OwnedOp,
        scope: Option<Scope<'_>>,
    ) -> (bool, TaskOutput) {
        let mut analyses = AnalysisManager::new();
        let mut child_task = TaskOutput::default();
        let succeeded =
            self.run_pipeline(nested, (owned, true), &mut analyses, &mut child_task, scope);
        (succeeded, child_task)
    }

    /// The ops directly in `target`'s regions that `nested` runs on: ops
    /// isolated from above that its anchor (and its passes) accept.
    fn children(&self, nested: &OpPassManager, target: &OwnedOp) -> Vec<OpId> {
        let body = target.body.regions_body(target.op);
        let required = nested.required_op();
        let mut children = Vec::new();
        for &region in target.body.regions(target.op) {
            for block in body.region_blocks(region) {
                children.extend(body.block_ops(block).filter(|&op| {
                    let name = self.ctx.op_name_str(body.op_name(op));
                    body.is_isolated(op) && required.is_none_or(|r| r == name)
                }));
            }
        }
        children
    }
}
