//! `-mlir-pass-pipeline-local-reproducer`, as `mlir-opt`'s (MLIR's
//! PassCrashRecovery.cpp and docs/PassManagement.md, "Local Reproducer
//! Generation"): the crash reproducer holds the IR just before the pass
//! that failed, with a pipeline of that pass alone, nested in the
//! anchors of the pipelines it ran in
//! (`builtin.module(func.func(failing-pass))`).
//!
//! MLIR snapshots the IR before every pass while the pipeline runs; here
//! nothing is paid until a pipeline has failed: its prefixes (its first
//! `k` passes, nesting kept) are run again on the IR it started from, and
//! a binary search finds the shortest one that fails, since a prefix that
//! fails still fails when longer (the passes before the failure run the
//! same way). The IR before the failing pass is what the prefix one pass
//! shorter leaves. A pipeline of `n` passes costs `log2(n) + 2` reruns.
//!
//! One difference: where a nested pipeline runs over several functions,
//! MLIR's snapshot has the functions after the failing one not yet
//! transformed by the passes before it; here they are. The reproducer
//! fails in the same way either way.

use crate::reduce::{load, print, quiet_panics};
use ir_core::pass::{Anchor, OpPassManager, PassManager, PassNode, PipelineItem, RunConfig};
use ir_core::{Context, OwnedOp};
use std::panic::{self, AssertUnwindSafe};

/// What a local reproducer holds.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Local {
    /// The module's text just before the failing pass.
    pub before: String,
    /// The failing pass alone, nested in its anchors.
    pub pipeline: String,
}

/// The local reproducer of `pipeline`, which failed on the module whose
/// text is `start`; `None` if no prefix of it fails again (a failure that
/// does not repeat) or a prefix cannot be built.
pub(crate) fn find(
    ctx: &Context,
    pipeline: &OpPassManager,
    start: &str,
    verify_each: bool,
) -> Option<Local> {
    let passes = leaves(pipeline);
    let run = |k: usize| -> Option<Option<OwnedOp>> {
        let mut prefix = OpPassManager::new(pipeline.anchor().clone());
        copy_prefix(pipeline, &mut prefix, &mut { k }).ok()?;
        Some(run_prefix(ctx, prefix, start, verify_each))
    };
    // The shortest failing prefix, in [1, n]: `fails(hi)` holds throughout.
    let (mut lo, mut hi) = (1, passes.len());
    if passes.is_empty() || run(hi)?.is_some() {
        return None;
    }
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        match run(mid)? {
            Some(_) => lo = mid + 1,
            None => hi = mid,
        }
    }
    let before = match hi - 1 {
        0 => start.to_string(),
        k => print(ctx, &run(k)??),
    };
    let (anchors, node) = &passes[hi - 1];
    Some(Local {
        before,
        pipeline: single(anchors, node).ok()?.to_string(),
    })
}

/// Runs `prefix` on a fresh copy of the module `start` on this thread:
/// the module it leaves if it succeeds, `None` if it fails or panics.
fn run_prefix(
    ctx: &Context,
    prefix: OpPassManager,
    start: &str,
    verify_each: bool,
) -> Option<OwnedOp> {
    let mut module = load(ctx, "reproducer.mlir", start).ok()?;
    let config = RunConfig {
        verify_each,
        threads: false,
        ..RunConfig::default()
    };
    let mut manager = PassManager::new(prefix, config);
    let ran =
        quiet_panics(|| panic::catch_unwind(AssertUnwindSafe(|| manager.run(ctx, &mut module))));
    matches!(ran, Ok(result) if result.success).then_some(module)
}

/// The passes of `pipeline` in order, each with the anchors of the
/// pipelines it is nested in, outermost first.
fn leaves(pipeline: &OpPassManager) -> Vec<(Vec<Anchor>, &PassNode)> {
    let mut found = Vec::new();
    // (pipeline, index of its next item, anchors down to it)
    let mut stack = vec![(pipeline, 0, vec![pipeline.anchor().clone()])];
    while let Some((pm, next, anchors)) = stack.pop() {
        let Some(item) = pm.items().get(next) else {
            continue;
        };
        stack.push((pm, next + 1, anchors.clone()));
        match item {
            PipelineItem::Pass(node) => found.push((anchors, node)),
            PipelineItem::Nested(nested) => {
                let mut inner = anchors;
                inner.push(nested.anchor().clone());
                stack.push((nested, 0, inner));
            }
        }
    }
    found
}

/// Adds to `into` the first `left` passes of `from`, nested as there,
/// counting `left` down. Recursive in the pipeline's nesting, which the
/// pipeline parser bounds (100 levels), as building a pipeline is.
fn copy_prefix(
    from: &OpPassManager,
    into: &mut OpPassManager,
    left: &mut usize,
) -> Result<(), String> {
    for item in from.items() {
        if *left == 0 {
            break;
        }
        match item {
            PipelineItem::Pass(node) => {
                into.add_pass(&node.info, node.options.clone())?;
                *left -= 1;
            }
            PipelineItem::Nested(nested) => {
                copy_prefix(nested, into.nest(nested.anchor().clone()), left)?
            }
        }
    }
    Ok(())
}

/// A pipeline of `node` alone, nested in `anchors` (outermost first).
fn single(anchors: &[Anchor], node: &PassNode) -> Result<OpPassManager, String> {
    let (root, inner) = anchors.split_first().ok_or("a pass has an anchor")?;
    let mut pipeline = OpPassManager::new(root.clone());
    let mut at = &mut pipeline;
    for anchor in inner {
        at = at.nest(anchor.clone());
    }
    at.add_pass(&node.info, node.options.clone())?;
    Ok(pipeline)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir_core::pass::parse_pipeline;

    /// A context and registry with the dialects and passes of `ir-opt`.
    fn setup() -> (Context, ir_core::pass::PassRegistry) {
        let mut ctx = Context::new();
        ir_dialects::register_all(&mut ctx);
        let mut passes = ir_core::pass::PassRegistry::new();
        ir_passes::register_all(&mut passes);
        (ctx, passes)
    }

    const INPUT: &str = "func.func @f(%a: i32) -> i32 {\n  %c = arith.constant 0 : i32\n  %0 = arith.addi %a, %c : i32\n  return %0 : i32\n}\n";

    /// The printed input and its local reproducer under `pipeline`.
    fn local(pipeline: &str) -> (String, Option<Local>) {
        let (ctx, passes) = setup();
        let pipeline = parse_pipeline(&ctx, &passes, pipeline).unwrap().unwrap();
        let start = print(&ctx, &load(&ctx, "in.mlir", INPUT).unwrap());
        let local = find(&ctx, &pipeline, &start, true);
        (start, local)
    }

    #[test]
    fn finds_the_failing_pass_and_the_ir_before_it() {
        let (_, local) = local("builtin.module(func.func(canonicalize,test-pass-failure),cse)");
        let local = local.unwrap();
        assert_eq!(
            local.pipeline,
            "builtin.module(func.func(test-pass-failure{gen-diagnostics=false}))"
        );
        assert!(!local.before.contains("arith.addi"), "{}", local.before);
    }

    #[test]
    fn the_first_pass_failing_keeps_the_input() {
        let (start, local) = local("builtin.module(test-pass-failure,canonicalize)");
        let local = local.unwrap();
        assert_eq!(local.before, start);
        assert_eq!(
            local.pipeline,
            "builtin.module(test-pass-failure{gen-diagnostics=false})"
        );
    }

    #[test]
    fn a_pipeline_that_succeeds_has_none() {
        assert_eq!(local("builtin.module(canonicalize)").1, None);
    }
}
