//! What the memref ops need to know about a memref's layout: how many
//! symbols it binds (the alloc ops' `[...]` operands) and, for
//! `memref.cast`, its strides and offset.
//!
//! Layouts are kept as builtin attribute text (`strided<[?, 1], offset: ?>`,
//! `affine_map<(d0)[s0] -> (d0 + s0)>`); this reads the parts needed.

use ir_core::context::types::DYNAMIC;
use ir_core::{Attr, AttrKind, Context};

/// The text of a builtin layout attribute, if `layout` is one.
fn layout_text(ctx: &Context, layout: Attr) -> Option<&str> {
    match ctx.attr_kind(layout) {
        AttrKind::Opaque { dialect, body } if &**dialect == "builtin" => Some(body),
        _ => None,
    }
}

/// `strided<[s0, s1, ...], offset: o>` as (strides, offset), `?` as [`DYNAMIC`].
fn parse_strided(text: &str) -> Option<(Vec<i64>, i64)> {
    let inner = text.strip_prefix("strided<[")?.strip_suffix('>')?;
    let (strides, rest) = inner.split_once(']')?;
    let value = |v: &str| match v.trim() {
        "?" => Some(DYNAMIC),
        number => number.parse::<i64>().ok(),
    };
    let strides = if strides.trim().is_empty() {
        Vec::new()
    } else {
        strides.split(',').map(value).collect::<Option<Vec<_>>>()?
    };
    let offset = match rest.trim().strip_prefix(',') {
        Some(offset) => value(offset.trim().strip_prefix("offset:")?)?,
        None => 0,
    };
    Some((strides, offset))
}

/// How many symbols the layout's affine map binds: the `?` of a strided
/// layout, the `[s0, ...]` list of an affine map, none for the identity.
pub(crate) fn symbol_count(ctx: &Context, layout: Option<Attr>) -> usize {
    let Some(text) = layout.and_then(|l| layout_text(ctx, l)) else {
        return 0;
    };
    if let Some((strides, offset)) = parse_strided(text) {
        return strides
            .iter()
            .chain([&offset])
            .filter(|&&v| v == DYNAMIC)
            .count();
    }
    affine_map_symbols(text).unwrap_or(0)
}

/// The number of symbols in `affine_map<(d0, ...)[s0, ...] -> (...)>`.
fn affine_map_symbols(text: &str) -> Option<usize> {
    let rest = text.strip_prefix("affine_map<")?.trim_start();
    let rest = rest.strip_prefix('(')?;
    let (_, rest) = rest.split_once(')')?;
    let Some(symbols) = rest.trim_start().strip_prefix('[') else {
        return Some(0);
    };
    let (symbols, _) = symbols.split_once(']')?;
    Some(symbols.split(',').filter(|s| !s.trim().is_empty()).count())
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
    parse_strided(layout_text(ctx, layout)?)
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
    fn reads_strided_layouts() {
        assert_eq!(
            parse_strided("strided<[?, 1], offset: ?>"),
            Some((vec![DYNAMIC, 1], DYNAMIC))
        );
        assert_eq!(parse_strided("strided<[4, 1]>"), Some((vec![4, 1], 0)));
        assert_eq!(parse_strided("strided<[]>"), Some((vec![], 0)));
        assert_eq!(parse_strided("affine_map<(d0) -> (d0)>"), None);
    }

    #[test]
    fn counts_affine_map_symbols() {
        assert_eq!(
            affine_map_symbols("affine_map<(d0)[s0] -> (d0 + s0)>"),
            Some(1)
        );
        assert_eq!(
            affine_map_symbols("affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 + s0)>"),
            Some(2)
        );
        assert_eq!(affine_map_symbols("affine_map<(d0) -> (d0)>"), Some(0));
    }

    #[test]
    fn identity_strides_turn_dynamic_outwards() {
        assert_eq!(identity_strides(&[2, 3, 4]), vec![12, 4, 1]);
        assert_eq!(identity_strides(&[2, DYNAMIC, 4]), vec![DYNAMIC, 4, 1]);
        assert_eq!(identity_strides(&[]), Vec::<i64>::new());
    }
}
