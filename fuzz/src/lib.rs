//! Helpers shared by the fuzz targets: contexts set up as `ir-opt` sets
//! them up, and the calling sequence of `ir-opt-tool/src/process.rs`.

use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::syntax::printer::{print_op, PrintOptions};
use ir_core::{verifier, Context, Diagnostic, OwnedOp};

/// The file name every fuzz input is parsed as.
pub const FILE: &str = "fuzz.mlir";

/// A context with every shipped dialect registered (as `ir-opt` has), and
/// unregistered ops allowed or not (`-allow-unregistered-dialect`).
pub fn context(allow_unregistered: bool) -> Context {
    let mut ctx = Context::new();
    ir_dialects::register_all(&mut ctx);
    ctx.set_allow_unregistered(allow_unregistered);
    // As `ir-opt` by default: an op's error prints the op (invalid IR too).
    ctx.set_print_op_on_diagnostic(true);
    ctx
}

/// Parses `text` as the whole file [`FILE`].
pub fn parse(ctx: &Context, text: &str) -> Result<OwnedOp, Diagnostic> {
    parse_at(ctx, text, 0)
}

/// Parses `text` as a chunk of [`FILE`] preceded by `line_offset` lines.
pub fn parse_at(ctx: &Context, text: &str, line_offset: u32) -> Result<OwnedOp, Diagnostic> {
    parse_source(
        ctx,
        text,
        ParseOptions {
            file: FILE,
            line_offset,
            implicit_module_at: None,
            implicit_module: true,
        },
    )
}

/// Verifies a parsed op.
pub fn verify(ctx: &Context, parsed: &OwnedOp) -> Result<(), Diagnostic> {
    verifier::verify(ctx, &parsed.body, parsed.op)
}

/// Prints a parsed op.
pub fn print(ctx: &Context, parsed: &OwnedOp, generic: bool, debug_info: bool) -> String {
    print_op(
        ctx,
        &parsed.body,
        parsed.op,
        &PrintOptions {
            generic,
            debug_info,
            ..Default::default()
        },
    )
}

pub use ir_opt_tool::split_chunks;
