//! What the memref ops need to know about a memref's layout: how many
//! symbols it binds (the alloc ops' `[...]` operands) and, for
//! `memref.cast`, its strides and offset.

use ir_core::context::types::DYNAMIC;
use ir_core::{Attr, AttrKind, Context};

/// How many symbols the layout binds: the `?` of a strided layout, the
/// `[s0, ...]` list of an affine map, none for the identity.
pub(crate) fn symbol_count(ctx: &Context, layout: Option<Attr>) -> usize {
    match layout.map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::Strided { strides, offset }) => strides
            .iter()
            .chain([offset])
            .filter(|&&v| v == DYNAMIC)
            .count(),
        Some(AttrKind::AffineMap(map)) => map.num_symbols(),
        _ => 0,
    }
}

/// The strides and offset of a memref with `shape` and `layout`: the
/// identity layout's row-major strides, or a strided layout's. `None`
/// for other layouts (affine maps).
pub(crate) fn strides_and_offset(
    ctx: &Context,
    shape: &[i64],
    layout: Option<Attr>,
) -> Option<(Vec<i64>, i64)> {
    let Some(layout) = layout else {
        return Some((identity_strides(shape), 0));
    };
    match ctx.attr_kind(layout) {
        AttrKind::Strided { strides, offset } => Some((strides.clone(), *offset)),
        _ => None,
    }
}

/// Row-major strides of `shape`; dynamic from the first dynamic size outwards.
fn identity_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1; shape.len()];
    let mut running = 1i64;
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        running = match (running, shape[i]) {
            (DYNAMIC, _) | (_, DYNAMIC) => DYNAMIC,
            (r, s) => r.saturating_mul(s),
        };
    }
    strides
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_layouts() {
        let ctx = Context::new();
        let strided = ctx.intern_attr(AttrKind::Strided {
            strides: vec![DYNAMIC, 1],
            offset: DYNAMIC,
        });
        assert_eq!(
            strides_and_offset(&ctx, &[4, 4], Some(strided)),
            Some((vec![DYNAMIC, 1], DYNAMIC))
        );
        assert_eq!(symbol_count(&ctx, Some(strided)), 2);
        assert_eq!(
            strides_and_offset(&ctx, &[2, 3], None),
            Some((vec![3, 1], 0))
        );
        assert_eq!(symbol_count(&ctx, None), 0);
    }

    #[test]
    fn identity_strides_turn_dynamic_outwards() {
        assert_eq!(identity_strides(&[2, 3, 4]), vec![12, 4, 1]);
        assert_eq!(identity_strides(&[2, DYNAMIC, 4]), vec![DYNAMIC, 4, 1]);
        assert_eq!(identity_strides(&[]), Vec::<i64>::new());
    }
}
