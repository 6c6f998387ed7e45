//! The dialect's type `!acc.cell<iN>` and attribute `#acc.factor<N>`:
//! their hooks check the text after `!acc.` / `#acc.` and give its
//! canonical spelling; the accessors read them back.

use ir_core::syntax::parser::{Cursor, Parser};
use ir_core::{Attr, AttrKind, Context, Type, TypeKind};

/// The text between `<` and `>` of `mnemonic<...>`.
fn parameter<'a>(body: &'a str, mnemonic: &str) -> Option<&'a str> {
    body.strip_prefix(mnemonic)?
        .trim()
        .strip_prefix('<')?
        .strip_suffix('>')
        .map(str::trim)
}

/// `cell<iN>` with a signless integer `iN`.
pub(crate) fn canonical_type(body: &str) -> Result<String, String> {
    let element = parameter(body, "cell")
        .ok_or_else(|| format!("unknown type `!acc.{body}`; expected `!acc.cell<iN>`"))?;
    let width = element
        .strip_prefix('i')
        .and_then(|w| w.parse::<u32>().ok());
    match width {
        Some(width) if (1..=64).contains(&width) => Ok(format!("cell<i{width}>")),
        _ => Err(format!(
            "a cell holds a signless integer of 1 to 64 bits, not `{element}`"
        )),
    }
}

/// `factor<N>` with a non-zero integer `N`.
pub(crate) fn canonical_attribute(body: &str) -> Result<String, String> {
    let value = parameter(body, "factor")
        .ok_or_else(|| format!("unknown attribute `#acc.{body}`; expected `#acc.factor<N>`"))?;
    match value.parse::<i64>() {
        Ok(0) => Err("a factor of 0 would erase the value; use a non-zero factor".into()),
        Ok(n) => Ok(format!("factor<{n}>")),
        Err(_) => Err(format!("a factor is an integer, not `{value}`")),
    }
}

/// The integer type a cell type holds.
pub(crate) fn cell_element(ctx: &Context, ty: Type) -> Option<Type> {
    let TypeKind::Opaque { dialect, body } = ctx.type_kind(ty) else {
        return None;
    };
    let element = parameter(body, "cell").filter(|_| &**dialect == "acc")?;
    Parser::new(Cursor::new(ctx, "<acc type>", element, 0))
        .parse_type()
        .ok()
}

/// The number a factor attribute holds.
pub(crate) fn factor_value(ctx: &Context, attr: Attr) -> Option<i128> {
    let AttrKind::Opaque { dialect, body } = ctx.attr_kind(attr) else {
        return None;
    };
    parameter(body, "factor")
        .filter(|_| &**dialect == "acc")?
        .parse()
        .ok()
}

#[cfg(test)]
mod tests {
    use super::{canonical_attribute, canonical_type};

    #[test]
    fn hooks_canonicalize_and_reject() {
        assert_eq!(canonical_type("cell< i32 >"), Ok("cell<i32>".into()));
        assert!(canonical_type("cell<f32>").is_err());
        assert!(canonical_type("box<i32>").is_err());
        assert_eq!(canonical_attribute("factor< -2 >"), Ok("factor<-2>".into()));
        assert!(canonical_attribute("factor<0>").is_err());
    }
}
