//! Argument values for `@main`, chosen from its signature: small,
//! boundary and seeded pseudo-random integers.

use ir_core::interp::RtValue;
use ir_core::ir::OwnedOp;
use ir_core::{AttrKind, Context, Type, TypeKind};

/// Four argument lists for `@main` of `module` (none if it has no `@main`).
pub(crate) fn for_main(ctx: &Context, module: &OwnedOp, seed: u64) -> Vec<Vec<RtValue>> {
    let Some(inputs) = main_inputs(ctx, module) else {
        return Vec::new();
    };
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let picks: [fn(u64) -> i128; 4] = [|_| 0, |_| 1, |_| -1, |r| (r % 200) as i128 - 100];
    picks
        .iter()
        .map(|pick| {
            inputs
                .iter()
                .map(|&ty| value(ctx, ty, pick(next())))
                .collect()
        })
        .collect()
}

/// The argument types of `@main`.
fn main_inputs(ctx: &Context, module: &OwnedOp) -> Option<Vec<Type>> {
    let inner = module.body.regions_body(module.op);
    let region = *module.body.regions(module.op).first()?;
    for block in inner.region_blocks(region) {
        for op in inner.block_ops(block) {
            let view = ir_core::OpView::new(ctx, inner, op);
            let is_main = matches!(view.inherent_attr_kind("sym_name"), Some(AttrKind::String { bytes, .. }) if &**bytes == b"main");
            if !is_main {
                continue;
            }
            if let Some(AttrKind::Type(ty)) = view.inherent_attr_kind("function_type") {
                if let TypeKind::Function { inputs, .. } = ctx.type_kind(*ty) {
                    return Some(inputs.clone());
                }
            }
        }
    }
    None
}

fn value(ctx: &Context, ty: Type, n: i128) -> RtValue {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => RtValue::int(n, *width),
        TypeKind::Index => RtValue::int(n, 64),
        TypeKind::Float(kind) => RtValue::Float {
            value: kind.round(n as f64 / 4.0),
            kind: *kind,
        },
        _ => RtValue::Poison,
    }
}
