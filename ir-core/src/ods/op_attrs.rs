//! The Rust side of an op's inherent attributes: what kind each is in the
//! spec ([`AttrType`]) and what value its accessor gives. `op!` uses these
//! to declare an attribute once with its Rust type; `attr_def!` and
//! `int_enum!` implement [`OpAttr`] for what they declare.

use super::AttrType;
use crate::context::attributes::{Attr, AttrKind};
use crate::context::types::{Type, TypeKind};
use crate::context::Context;

/// An attribute kind an op declares, with the value its accessor reads.
pub trait OpAttr {
    /// The kind in the op's spec.
    const KIND: AttrType;
    /// What the accessor gives.
    type Value<'a>;
    /// The value of `attr`, if it is of this kind.
    fn read(ctx: &Context, attr: Attr) -> Option<Self::Value<'_>>;
}

/// Declares builtin attribute kinds: a marker type, its spec kind, and how
/// its value is read.
macro_rules! builtin_attr_kinds {
    ($($(#[$meta:meta])* $name:ident = $kind:expr => $value:ty, |$ctx:ident, $attr:ident| $read:expr;)*) => {$(
        $(#[$meta])*
        pub struct $name;

        impl OpAttr for $name {
            const KIND: AttrType = $kind;
            type Value<'a> = $value;
            fn read($ctx: &Context, $attr: Attr) -> Option<Self::Value<'_>> {
                $read
            }
        }
    )*};
}

/// The integer value of an integer attribute.
fn integer(ctx: &Context, attr: Attr) -> Option<i128> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// The type of a type attribute.
fn type_value(ctx: &Context, attr: Attr) -> Option<Type> {
    match ctx.attr_kind(attr) {
        AttrKind::Type(ty) => Some(*ty),
        _ => None,
    }
}

builtin_attr_kinds! {
    /// Any attribute, read as itself.
    AnyAttr = AttrType::Any => Attr, |_ctx, attr| Some(attr);
    /// An attribute with a type (a constant's value), read as itself.
    TypedAttr = AttrType::Typed => Attr, |ctx, attr| ctx.attr_type(attr).map(|_| attr);
    /// `i64` integer attribute, read as its value.
    I64Attr = AttrType::Integer(64) => i64, |ctx, attr| integer(ctx, attr).map(|v| v as i64);
    /// `i32` integer attribute, read as its value.
    I32Attr = AttrType::Integer(32) => i32, |ctx, attr| integer(ctx, attr).map(|v| v as i32);
    /// A positive power of two `i64` (an alignment), read as its value.
    PowerOfTwoI64Attr = AttrType::PowerOfTwoI64 => i64, |ctx, attr| integer(ctx, attr).map(|v| v as i64);
    /// `index` attribute, read as its value.
    IndexAttr = AttrType::Index => i64, |ctx, attr| integer(ctx, attr).map(|v| v as i64);
    /// `true`/`false`, read as a `bool`.
    BoolAttr = AttrType::Bool => bool, |ctx, attr| integer(ctx, attr).map(|v| v != 0);
    /// A unit attribute, read as `()` when present.
    UnitAttr = AttrType::Unit => (), |ctx, attr| matches!(ctx.attr_kind(attr), AttrKind::Unit).then_some(());
    /// A string, read as text.
    StringAttr = AttrType::String => &'a str, |ctx, attr| ctx.string_value(attr);
    /// A symbol's own name, read as text.
    SymbolNameAttr = AttrType::SymbolName => &'a str, |ctx, attr| ctx.string_value(attr);
    /// A flat symbol reference, read as the symbol's name.
    FlatSymbolRefAttr = AttrType::SymbolRef => &'a str, |ctx, attr| match ctx.attr_kind(attr) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(&**root),
        _ => None,
    };
    /// A type attribute, read as the type.
    TypeAttr = AttrType::Type => Type, |ctx, attr| type_value(ctx, attr);
    /// A function type attribute, read as the type.
    FunctionTypeAttr = AttrType::FunctionType => Type, |ctx, attr| type_value(ctx, attr)
        .filter(|&ty| matches!(ctx.type_kind(ty), TypeKind::Function { .. }));
    /// An array attribute, read as its elements.
    ArrayAttr = AttrType::Array => &'a [Attr], |ctx, attr| match ctx.attr_kind(attr) {
        AttrKind::Array(items) => Some(&items[..]),
        _ => None,
    };
    /// `array<i64: ...>`, read as its values.
    DenseI64ArrayAttr = AttrType::DenseI64Array => &'a [i128], |ctx, attr| match ctx.attr_kind(attr) {
        AttrKind::DenseArray { values: crate::context::attributes::DenseValues::Int(values), .. } => Some(&values[..]),
        _ => None,
    };
    /// `array<i32: ...>`, read as its values.
    DenseI32ArrayAttr = AttrType::DenseI32Array => &'a [i128], |ctx, attr| match ctx.attr_kind(attr) {
        AttrKind::DenseArray { values: crate::context::attributes::DenseValues::Int(values), .. } => Some(&values[..]),
        _ => None,
    };
    /// A dictionary attribute, read as itself.
    DictionaryAttr = AttrType::Dictionary => Attr, |_ctx, attr| Some(attr);
}

/// Attribute kind `T` written in full by a format (`#acc.factor<3>`)
/// rather than stripped of its name (`<3>`); the spec accepts any
/// attribute, so the op's verifier says what it must be.
pub struct InFull<T>(std::marker::PhantomData<T>);

impl<T: OpAttr> OpAttr for InFull<T> {
    const KIND: AttrType = AttrType::Any;
    type Value<'a> = T::Value<'a>;
    fn read(ctx: &Context, attr: Attr) -> Option<Self::Value<'_>> {
        T::read(ctx, attr)
    }
}
