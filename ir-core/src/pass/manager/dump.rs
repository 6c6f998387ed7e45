//! IR dumps around passes, with MLIR's headers:
//! `// -----// IR Dump After CSE (cse) //----- //`, then the op the pass
//! ran on, then an empty line. The root op is printed as a top-level op
//! (with aliases, and a newline more), the op of a nested pass (a
//! function alone for a function pass) in local scope, as mlir-opt does.
//! With `-mlir-print-ir-module-scope` every dump prints the root op, and
//! its header names the op the pass ran on.

use crate::context::Context;
use crate::ir::{OpView, OwnedOp};
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

/// The op a module-scope dump is about, named in its header
/// (`('func.func' operation: @f)`).
pub(super) fn scope_note(ctx: &Context, target: &OwnedOp) -> String {
    let view = OpView::new(ctx, &target.body, target.op);
    let symbol = view
        .inherent_attr("sym_name")
        .and_then(|name| ctx.string_value(name));
    match symbol {
        Some(symbol) => format!(" ('{}' operation: @{symbol})", view.name()),
        None => format!(" ('{}' operation)", view.name()),
    }
}

/// Appends the dump of `target` (the root op unless `nested`) around
/// `node` to `out`; `scope`, in a module-scope dump, names the op the
/// pass ran on.
pub(super) fn dump(
    ctx: &Context,
    out: &mut String,
    (kind, node, scope): (DumpKind, &PassNode, Option<&str>),
    (target, nested): (&OwnedOp, bool),
    options: &PrintOptions,
) {
    let (when, failed) = match kind {
        DumpKind::Before => ("Before", ""),
        DumpKind::After => ("After", ""),
        DumpKind::AfterFailure => ("After", " Failed"),
    };
    out.push_str(&format!(
        "// -----// IR Dump {when} {}{failed} ({}){} //----- //\n",
        node.info.name,
        node.info.argument,
        scope.unwrap_or("")
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
