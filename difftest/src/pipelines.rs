//! The pipelines every program goes through: each registered transform
//! pass on its own (nested under `func.func` when it is anchored there),
//! and the standard pipelines.

use ir_core::pass::{Anchor, PassRegistry};

/// Pipelines combining the passes as a compiler would.
const STANDARD: &[&str] = &[
    "builtin.module(func.func(mem2reg,gvn,sccp,canonicalize,dce))",
    "builtin.module(func.func(mem2reg-structured,canonicalize,cse))",
    "builtin.module(func.func(mem2reg,sccp,gvn,canonicalize,dce))",
    "builtin.module(func.func(mem2reg-structured,canonicalize,sccp,gvn,dce),canonicalize)",
    "builtin.module(func.func(mem2reg,sccp,gvn,canonicalize,dce,convert-block-args-to-copies))",
    // Structured control flow lowered first, then the optimisations, then out of SSA.
    "builtin.module(convert-scf-to-cf,func.func(mem2reg,gvn,sccp,canonicalize,dce,split-critical-edges,convert-block-args-to-copies))",
    "builtin.module(func.func(convert-scf-to-cf,mem2reg,sccp,gvn,canonicalize,dce))",
    "builtin.module(inline,symbol-dce)",
    // Dead values removed across calls after inlining, then cleaned up.
    "builtin.module(inline,remove-dead-values,symbol-dce,func.func(canonicalize,cse))",
    // The region passes between the SSA optimisations, then lowered.
    "builtin.module(func.func(mem2reg-structured,loop-invariant-code-motion,control-flow-sink,canonicalize,cse))",
    "builtin.module(func.func(sccp,control-flow-sink,loop-invariant-code-motion,topological-sort),convert-scf-to-cf,func.func(gvn,dce))",
    "builtin.module(func.func(mem2reg),inline{max-iterations=2},func.func(sccp,cse),symbol-dce)",
    // Arrays split first, then promoted (as MLIR's sroa before mem2reg),
    // and split after constants are folded into their indices.
    "builtin.module(func.func(sroa,mem2reg,canonicalize,cse))",
    "builtin.module(func.func(sccp,canonicalize,sroa,mem2reg,gvn,dce))",
    // Identical blocks merged and repeated block arguments dropped.
    "builtin.module(convert-scf-to-cf,func.func(mem2reg,canonicalize{region-simplify=aggressive},cse))",
];

/// Every transform pass alone, then the standard pipelines whose passes
/// are all registered. Test passes (`test-*`) and checkers (`verify-*`,
/// which fail by design on input they do not accept) are left out.
pub fn pipelines(passes: &PassRegistry) -> Vec<String> {
    let mut list: Vec<String> = passes
        .sorted()
        .into_iter()
        .filter(|info| !info.argument.starts_with("test-") && !info.argument.starts_with("verify-"))
        .map(|info| match &info.anchor {
            Anchor::Op(op) if op == "func.func" => {
                format!("builtin.module(func.func({}))", info.argument)
            }
            _ => format!("builtin.module({})", info.argument),
        })
        .collect();
    for pipeline in STANDARD {
        let names = pipeline
            .split(['(', ')', ','])
            .filter(|n| !n.is_empty() && !n.contains('.'));
        if names.into_iter().all(|n| passes.lookup(n).is_some()) {
            list.push(pipeline.to_string());
        }
    }
    list
}
