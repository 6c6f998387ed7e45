//! Argument values for `@main`, chosen from its signature: small,
//! boundary and seeded pseudo-random integers.

use ir_core::interp::{function_signature, RtValue};
use ir_core::ir::OwnedOp;
use ir_core::{Context, Type, TypeKind};

/// Four argument lists for `@main` of `module` (none if it has no `@main`).
pub(crate) fn for_main(ctx: &Context, module: &OwnedOp, seed: u64) -> Vec<Vec<RtValue>> {
    let Some(((inputs, _), _)) = function_signature(ctx, &module.body, module.op, "main") else {
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
