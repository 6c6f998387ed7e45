//! `!var.ref<T>`: the type of a variable holding values of type `T`.
//!
//! Dialect types are kept as text (`TypeKind::Opaque`), so the element type
//! is printed into the type's body when the type is made and parsed back
//! when it is asked for. The dialect's type hook keeps one spelling per
//! element type, so equal types are one interned id.

use ir_core::ods::TypeConstraint;
use ir_core::syntax::parser::{Cursor, Parser};
use ir_core::syntax::printer::print_type;
use ir_core::{Context, Type, TypeKind};

/// The dialect namespace of the type.
const DIALECT: &str = "var";

/// The operand and result constraint of variables.
pub const REF: TypeConstraint = TypeConstraint {
    description: "variable reference",
    check: |ctx, ty| element_text(ctx, ty).is_some(),
    buildable: None,
};

/// `!var.ref<element>`.
pub fn ref_type(ctx: &Context, element: Type) -> Type {
    let mut body = String::from("ref<");
    print_type(ctx, element, &mut body);
    body.push('>');
    ctx.intern_type(TypeKind::Opaque {
        dialect: DIALECT.into(),
        body: body.into(),
    })
}

/// The element type of `ty` if it is a `!var.ref<...>` whose element
/// parses as a type.
pub fn element_type(ctx: &Context, ty: Type) -> Option<Type> {
    parse_element(ctx, element_text(ctx, ty)?).ok()
}

/// The text between `ref<` and `>` of a `!var.ref` type.
fn element_text(ctx: &Context, ty: Type) -> Option<&str> {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { dialect, body } if &**dialect == DIALECT => ref_body(body),
        _ => None,
    }
}

/// The element text of a type body `ref<...>`.
fn ref_body(body: &str) -> Option<&str> {
    body.strip_prefix("ref<")?.strip_suffix('>')
}

/// Parses `text` as exactly one type.
fn parse_element(ctx: &Context, text: &str) -> Result<Type, String> {
    let mut parser = Parser::new(Cursor::new(ctx, "<var.ref>", text, 0));
    let ty = parser.parse_type().map_err(|d| d.message)?;
    if !parser.cursor.at_end() {
        return Err(format!(
            "unexpected text after the element type in `{text}`"
        ));
    }
    Ok(ty)
}

/// Whether `text` is a builtin type spelled the one way it prints
/// (`i32`, `index`, `f64`), so it needs no parsing to be canonical.
fn is_plain_builtin(text: &str) -> bool {
    let digits =
        |s: &str| !s.is_empty() && !s.starts_with('0') && s.bytes().all(|b| b.is_ascii_digit());
    matches!(
        text,
        "index" | "f16" | "bf16" | "f32" | "f64" | "f80" | "f128"
    ) || text.strip_prefix('i').is_some_and(digits)
}

/// The dialect's type hook: `ref<T>` with `T` a type, its spelling made
/// canonical (so `ref< i32 >` and `ref<i32>` are one type).
pub(super) fn canonical_type(body: &str) -> Result<String, String> {
    let Some(element) = ref_body(body) else {
        return Err(format!(
            "unknown type `{body}` in dialect `var` (expected `ref<type>`)"
        ));
    };
    let element = element.trim();
    if is_plain_builtin(element) {
        return Ok(format!("ref<{element}>"));
    }
    let ctx = Context::new();
    let ty = parse_element(&ctx, element)?;
    let mut canonical = String::from("ref<");
    print_type(&ctx, ty, &mut canonical);
    canonical.push('>');
    Ok(canonical)
}
