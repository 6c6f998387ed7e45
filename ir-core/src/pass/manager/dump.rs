//! IR dumps around passes, with MLIR's headers:
//! `// -----// IR Dump After CSE (cse) //----- //`, then the op the pass
//! ran on, then an empty line. The root op is printed as a top-level op
//! (with aliases, and a newline more), the op of a nested pass (a
//! function alone for a function pass) in local scope, as mlir-opt does.

use crate::context::Context;
use crate::ir::OwnedOp;
use crate::pass::pipeline::PassNode;
use crate::syntax::printer::{print_op, PrintOptions};

/// Which dump.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum DumpKind {
    /// Before the pass runs.
    Before,
    /// After it succeeded.
    After,
    /// After it failed (or left invalid IR).
    AfterFailure,
}

/// Appends the dump of `target` (the root op unless `nested`) around
/// `node` to `out`.
pub(super) fn dump(
    ctx: &Context,
    out: &mut String,
    kind: DumpKind,
    node: &PassNode,
    (target, nested): (&OwnedOp, bool),
    options: &PrintOptions,
) {
    let (when, failed) = match kind {
        DumpKind::Before => ("Before", ""),
        DumpKind::After => ("After", ""),
        DumpKind::AfterFailure => ("After", " Failed"),
    };
    out.push_str(&format!(
        "// -----// IR Dump {when} {}{failed} ({}) //----- //\n",
        node.info.name, node.info.argument
    ));
    let options = PrintOptions {
        local_scope: options.local_scope || nested,
        ..*options
    };
    out.push_str(&print_op(ctx, &target.body, target.op, &options));
    // The printed op ends with a newline; an empty line follows, after a
    // top-level op's trailing newline.
    out.push_str(if options.local_scope { "\n" } else { "\n\n" });
}
