//! Helpers for the dialects' unit tests: a context with every dialect,
//! parsing a module from text, finding ops by name, and printing.

use ir_core::ir::{walk_ops, WalkItem};
use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::syntax::printer::{print_op, PrintOptions};
use ir_core::{Body, Context, OpId, OwnedOp};

/// A context with every dialect of this crate registered.
pub(crate) fn context() -> Context {
    let mut ctx = Context::new();
    crate::register_all(&mut ctx);
    ctx
}

/// Parses and verifies `src`, panicking with the diagnostic on failure.
pub(crate) fn parse(ctx: &Context, src: &str) -> OwnedOp {
    let options = ParseOptions {
        file: "test.mlir",
        line_offset: 0,
    };
    let module = parse_source(ctx, src, options).unwrap_or_else(|d| panic!("{}", d.message));
    if let Err(d) = ir_core::verifier::verify(ctx, &module.body, module.op) {
        panic!("{}", d.message);
    }
    module
}

/// The body storing the first op named `name` under `module`, and the op.
pub(crate) fn find_op<'a>(ctx: &Context, module: &'a OwnedOp, name: &str) -> (&'a Body, OpId) {
    let mut found = None;
    walk_ops(&module.body, module.op, |body, item| {
        if let WalkItem::Enter(op) = item {
            if found.is_none() && ctx.op_name_str(body.op_name(op)) == name {
                found = Some((body, op));
            }
        }
    });
    found.unwrap_or_else(|| panic!("no '{name}' op"))
}

/// The module printed in the custom form.
pub(crate) fn print(ctx: &Context, module: &OwnedOp) -> String {
    print_op(ctx, &module.body, module.op, &PrintOptions::default())
}
