//! Helpers for the dialects' unit tests: a context with every dialect,
//! parsing a module from text, finding ops by name, and printing.

use ir_core::ir::{walk_ops, WalkItem};
use ir_core::ods::{AttrType, OpSpec, TypeConstraint};
use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::syntax::printer::{print_op, PrintOptions};
use ir_core::{Body, Context, Dialect, OpDefinition, OpId, OpTraits, OpView, OwnedOp};

/// A context with every dialect of this crate registered.
pub(crate) fn context() -> Context {
    let mut ctx = Context::new();
    crate::register_all(&mut ctx);
    ctx
}

/// [`context`] plus `tc.constant`, a constant-like op with a `value`
/// property (written in generic form: `"tc.constant"() <{value = 1 : i32}>`),
/// for patterns that look for constant operands without depending on arith.
pub(crate) fn context_with_constants() -> Context {
    let mut ctx = context();
    ctx.register_dialect(Dialect::new(
        "tc",
        vec![OpDefinition::new("tc.constant", "A constant for tests")
            .with_traits(OpTraits::PURE | OpTraits::CONSTANT_LIKE)
            .with_spec(
                OpSpec::new()
                    .attr("value", AttrType::Typed)
                    .result("result", TypeConstraint::ANY),
            )],
    ));
    ctx
}

/// Parses and verifies `src`, panicking with the diagnostic on failure.
pub(crate) fn parse(ctx: &Context, src: &str) -> OwnedOp {
    let options = ParseOptions::whole_file("test.mlir");
    let module = parse_source(ctx, src, options).unwrap_or_else(|d| panic!("{}", d.message));
    if let Err(d) = ir_core::verifier::verify(ctx, &module.body, module.op) {
        panic!("{}", d.message);
    }
    module
}

/// Whether an op is of some kind (a handle's `matches`: `FuncOp::matches`).
pub(crate) type IsOp = fn(&OpView<'_>) -> bool;

/// The body storing the first op of kind `is` under `module`, and the op.
pub(crate) fn find_op<'a>(ctx: &Context, module: &'a OwnedOp, is: IsOp) -> (&'a Body, OpId) {
    let mut found = None;
    walk_ops(&module.body, module.op, |body, item| {
        if let WalkItem::Enter(op) = item {
            if found.is_none() && is(&OpView::new(ctx, body, op)) {
                found = Some((body, op));
            }
        }
    });
    found.expect("an op of the kind")
}

/// The ops named `name` under `module`, in program order.
pub(crate) fn ops_named(ctx: &Context, module: &OwnedOp, name: &str) -> Vec<OpId> {
    let name = ctx.op_name(name);
    let mut found = Vec::new();
    walk_ops(&module.body, module.op, |body, item| {
        if let WalkItem::Enter(op) = item {
            if body.op_name(op) == name {
                found.push(op);
            }
        }
    });
    found
}

/// The module printed in the custom form.
pub(crate) fn print(ctx: &Context, module: &OwnedOp) -> String {
    print_op(ctx, &module.body, module.op, &PrintOptions::default())
}
