//! What the passes' unit tests share: a context with the framework's
//! dialects, a test dialect and unregistered ops; parsing a test program;
//! running a transform over its top-level regions; printing the result;
//! and the `t.const` constant the test dialects fold to.

use ir_core::interfaces::{Effect, EffectInstance};
use ir_core::ir::{Builder, OperationState};
use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::syntax::printer::{print_op, PrintOptions};
use ir_core::{Attr, AttrKind, Body, Context, Dialect, NamedAttr, OpId, OpView, RegionId, Type};

/// Parses `src` in a context with every shipped dialect, `dialect`, and
/// unregistered ops; runs `transform` over the top-level regions; prints
/// the result (generic form if `generic`).
pub(crate) fn transform_text(
    dialect: Dialect,
    src: &str,
    generic: bool,
    transform: impl FnOnce(&Context, &mut Body, &[RegionId]),
) -> String {
    let mut ctx = Context::new();
    ir_dialects::register_all(&mut ctx);
    ctx.register_dialect(dialect);
    ctx.set_allow_unregistered(true);
    let options = ParseOptions::whole_file("t.mlir");
    let mut owned = parse_source(&ctx, src, options).expect("test input parses");
    let roots = owned.body.regions(owned.op).to_vec();
    transform(&ctx, owned.body.regions_body_mut(owned.op), &roots);
    let print = PrintOptions {
        generic,
        debug_info: false,
        ..Default::default()
    };
    print_op(&ctx, &owned.body, owned.op, &print)
}

/// The lines of printed IR inside the top-level op, trimmed.
pub(crate) fn body_lines(printed: &str) -> Vec<String> {
    printed
        .lines()
        .filter(|l| l.starts_with("  "))
        .map(|l| l.trim().to_string())
        .collect()
}

/// The value of an integer attribute.
pub(crate) fn int_value(ctx: &Context, attr: Option<Attr>) -> Option<i128> {
    match ctx.attr_kind(attr?) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// Materializes folded constants as `t.const` ops (test dialects' hook).
pub(crate) fn materialize_t_const(
    builder: &mut Builder<'_>,
    value: Attr,
    ty: Type,
    loc: Attr,
) -> Option<OpId> {
    let ctx = builder.ctx;
    let mut state = OperationState::new(ctx.op_name("t.const"), loc);
    state.result_types = smallvec::smallvec![ty];
    state.properties = Some(ctx.dictionary_attr(vec![NamedAttr {
        name: "value".into(),
        value,
    }]));
    Some(builder.create(state))
}

/// One memory effect on the op's first operand (the test dialects' loads
/// and stores).
pub(crate) fn first_operand_effect(view: &OpView<'_>, effect: Effect) -> Vec<EffectInstance> {
    vec![EffectInstance {
        effect,
        value: view.operands().next(),
    }]
}
