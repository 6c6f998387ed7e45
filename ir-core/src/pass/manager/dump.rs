//! IR dumps around passes, with MLIR's headers:
//! `// -----// IR Dump After CSE (cse) //----- //`, then the op the pass
//! ran on (the function alone for a function pass), then an empty line.

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

/// Appends the dump of `target` around `node` to `out`.
pub(super) fn dump(
    ctx: &Context,
    out: &mut String,
    kind: DumpKind,
    node: &PassNode,
    target: &OwnedOp,
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
    out.push_str(&print_op(ctx, &target.body, target.op, options));
    out.push('\n'); // the printed op ends with a newline; an empty line follows
}
