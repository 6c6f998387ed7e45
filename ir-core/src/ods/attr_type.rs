//! Kinds of inherent attributes: what values they take (checked by the
//! verifier) and how a declarative format writes them (MLIR prints an
//! attribute whose kind is known without the parts the kind implies: `5`
//! for an `i64` attribute, `slt` for a comparison predicate, `<nsw>` for
//! `#arith.overflow<nsw>`).

use crate::context::attributes::{Attr, AttrKind};
use crate::context::types::TypeKind;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::syntax::custom::{OpParser, OpPrinter};
use crate::syntax::lexer::Token;

/// The kind of an inherent attribute.
#[derive(Copy, Clone, Debug)]
pub enum AttrType {
    /// Any attribute, written in full.
    Any,
    /// An attribute with a type (a constant's value), written in full.
    Typed,
    /// A signless integer attribute of this width, written as the number.
    Integer(u32),
    /// A positive power of two as an `i64` attribute (an alignment),
    /// written as the number.
    PowerOfTwoI64,
    /// An `index` attribute, written as the number.
    Index,
    /// `true` / `false`.
    Bool,
    /// A string, written quoted.
    String,
    /// A symbol's own name: a string, written `@name`.
    SymbolName,
    /// A reference to a symbol, written `@name`.
    SymbolRef,
    /// A type, written as the type.
    Type,
    /// A function type, written as the type.
    FunctionType,
    /// A unit attribute (present or not).
    Unit,
    /// An enumeration stored as an `i64` integer (its case index), written
    /// as the case's keyword (`arith.cmpi`'s predicate).
    Enum(&'static [&'static str]),
    /// An enumeration stored as an `i32` integer (its case index), written
    /// as the case's keyword (`arith.truncf`'s rounding mode).
    EnumI32(&'static [&'static str]),
    /// A dialect attribute `#dialect.mnemonic<...>`, written `<...>`.
    Dialect {
        /// The dialect namespace.
        dialect: &'static str,
        /// The attribute's mnemonic.
        mnemonic: &'static str,
    },
    /// `array<i64: ...>`, written `[1, 2]`.
    DenseI64Array,
    /// `array<i32: ...>`, written `[1, 2]`.
    DenseI32Array,
    /// An array attribute, written in full.
    Array,
    /// A dictionary attribute, written in full.
    Dictionary,
}

impl AttrType {
    /// The kind of attribute `T` of a dialect, written `<...>`.
    pub const fn of<T: crate::dialect::AttrDef>() -> AttrType {
        AttrType::Dialect {
            dialect: T::DIALECT,
            mnemonic: T::MNEMONIC,
        }
    }

    /// What the verifier says the attribute must be.
    pub fn description(&self) -> String {
        match self {
            AttrType::Any => "any attribute".into(),
            AttrType::Typed => "TypedAttr instance".into(),
            AttrType::Integer(width) => format!("{width}-bit signless integer attribute"),
            AttrType::PowerOfTwoI64 => "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0".into(),
            AttrType::Index => "index attribute".into(),
            AttrType::Bool => "bool attribute".into(),
            AttrType::String => "string attribute".into(),
            AttrType::SymbolName => "string attribute".into(),
            AttrType::SymbolRef => "flat symbol reference attribute".into(),
            AttrType::Type => "any type attribute".into(),
            AttrType::FunctionType => "type attribute of function type".into(),
            AttrType::Unit => "unit attribute".into(),
            AttrType::Enum(cases) | AttrType::EnumI32(cases) => {
                let width = self.enum_width();
                let values: Vec<String> = (0..cases.len()).map(|i| i.to_string()).collect();
                format!(
                    "allowed {width}-bit signless integer cases: {}",
                    values.join(", ")
                )
            }
            AttrType::Dialect { dialect, mnemonic } => format!("#{dialect}.{mnemonic}<...>"),
            AttrType::DenseI64Array => "i64 dense array attribute".into(),
            AttrType::DenseI32Array => "i32 dense array attribute".into(),
            AttrType::Array => "array attribute".into(),
            AttrType::Dictionary => "dictionary of named attribute values".into(),
        }
    }

    /// Whether `attr` is of this kind.
    pub fn accepts(&self, ctx: &Context, attr: Attr) -> bool {
        let kind = ctx.attr_kind(attr);
        match self {
            AttrType::Any => true,
            AttrType::Typed => ctx.attr_type(attr).is_some(),
            AttrType::Integer(width) => matches!(kind, AttrKind::Integer { ty, .. }
                if *ctx.type_kind(*ty) == TypeKind::int(*width)),
            AttrType::PowerOfTwoI64 => matches!(kind, AttrKind::Integer { ty, value }
                if *ctx.type_kind(*ty) == TypeKind::int(64) && *value > 0 && (*value as u128).is_power_of_two()),
            AttrType::Index => matches!(kind, AttrKind::Integer { ty, .. }
                if matches!(ctx.type_kind(*ty), TypeKind::Index)),
            AttrType::Bool => matches!(kind, AttrKind::Integer { ty, .. }
                if *ctx.type_kind(*ty) == TypeKind::int(1)),
            AttrType::String | AttrType::SymbolName => matches!(kind, AttrKind::String { .. }),
            AttrType::SymbolRef => {
                matches!(kind, AttrKind::SymbolRef { nested, .. } if nested.is_empty())
            }
            AttrType::Type => matches!(kind, AttrKind::Type(_)),
            AttrType::FunctionType => matches!(kind, AttrKind::Type(ty)
                if matches!(ctx.type_kind(*ty), TypeKind::Function { .. })),
            AttrType::Unit => matches!(kind, AttrKind::Unit),
            AttrType::Enum(cases) | AttrType::EnumI32(cases) => {
                matches!(kind, AttrKind::Integer { value, ty }
                if *ctx.type_kind(*ty) == TypeKind::int(self.enum_width())
                    && usize::try_from(*value).is_ok_and(|v| v < cases.len()))
            }
            AttrType::Dialect { dialect, mnemonic } => {
                matches!(kind, AttrKind::Dialect(params)
                if params.dialect() == *dialect && params.mnemonic() == *mnemonic)
            }
            AttrType::DenseI64Array | AttrType::DenseI32Array => {
                matches!(kind, AttrKind::DenseArray { element, .. }
                if *ctx.type_kind(*element) == TypeKind::int(self.dense_array_width()))
            }
            AttrType::Array => matches!(kind, AttrKind::Array(_)),
            AttrType::Dictionary => matches!(kind, AttrKind::Dictionary(_)),
        }
    }

    /// Whether the format can tell that this attribute comes next (for an
    /// optional group anchored on it).
    pub(crate) fn at_start(&self, p: &OpParser<'_, '_, '_>) -> bool {
        match self {
            AttrType::SymbolName | AttrType::SymbolRef => p.parser_ref().cursor.at(Token::AtIdent),
            AttrType::Dialect { .. } => p.at_punct("<"),
            AttrType::DenseI64Array | AttrType::DenseI32Array => p.at_punct("["),
            AttrType::Enum(cases) | AttrType::EnumI32(cases) => {
                let text = case_word(p.parser_ref().cursor.text());
                cases.contains(&text)
            }
            AttrType::Integer(_) | AttrType::PowerOfTwoI64 | AttrType::Index => matches!(
                p.parser_ref().cursor.peek(),
                Some(Token::Integer | Token::Minus)
            ),
            _ => p.parser_ref().cursor.peek().is_some_and(|t| {
                !matches!(
                    t,
                    Token::RParen | Token::Colon | Token::Comma | Token::RSquare | Token::Arrow
                )
            }),
        }
    }

    /// Parses the attribute `name` as a format writes it.
    pub(crate) fn parse(
        &self,
        p: &mut OpParser<'_, '_, '_>,
        name: &str,
    ) -> Result<Attr, Diagnostic> {
        let ctx = p.ctx();
        match self {
            AttrType::Integer(width) => {
                let value = p.parse_integer()?;
                Ok(ctx.int_attr(value, ctx.int_type(*width)))
            }
            AttrType::PowerOfTwoI64 => {
                let value = p.parse_integer()?;
                Ok(ctx.int_attr(value, ctx.int_type(64)))
            }
            AttrType::Index => {
                let value = p.parse_integer()?;
                Ok(ctx.int_attr(value, ctx.index_type()))
            }
            AttrType::SymbolName => p.parse_symbol_name(),
            AttrType::SymbolRef => {
                let offset = p.offset();
                refuse_integer_literal(p)?;
                let Some(name) = p.parse_optional_symbol_name()? else {
                    return Err(p.error_at(offset, "invalid kind of attribute specified"));
                };
                let bytes = match ctx.attr_kind(name) {
                    AttrKind::String { bytes, .. } => bytes.clone(),
                    _ => unreachable!("symbol names parse to strings"),
                };
                let root = String::from_utf8(bytes.to_vec())
                    .map_err(|_| p.error_at(offset, "symbol names must be valid UTF-8"))?;
                Ok(ctx.intern_attr(AttrKind::SymbolRef {
                    root: root.into(),
                    nested: Vec::new(),
                }))
            }
            AttrType::Type | AttrType::FunctionType => {
                let ty = p.parse_type()?;
                Ok(ctx.type_attr(ty))
            }
            AttrType::Enum(cases) | AttrType::EnumI32(cases) => {
                let offset = p.offset();
                let cursor = &mut p.parser().cursor;
                let word = matches!(cursor.peek(), Some(Token::BareIdent | Token::String))
                    .then(|| case_word(cursor.bump()));
                let index = word.and_then(|w| cases.iter().position(|c| *c == w));
                let Some(index) = index else {
                    return Err(p.error_at(offset, format!("expected string or keyword containing one of the following enum values for attribute '{name}' [{}]", cases.join(", "))));
                };
                Ok(ctx.int_attr(index as i128, ctx.int_type(self.enum_width())))
            }
            AttrType::Typed | AttrType::String => {
                let offset = p.offset();
                if matches!(self, AttrType::String) {
                    refuse_integer_literal(p)?;
                }
                let attr = p.parse_attr()?;
                if !self.accepts(ctx, attr) {
                    return Err(p.error_at(offset, "invalid kind of attribute specified"));
                }
                Ok(attr)
            }
            AttrType::Dialect { dialect, mnemonic } => {
                p.parse_stripped_dialect_attr(dialect, mnemonic)
            }
            AttrType::DenseI64Array | AttrType::DenseI32Array => {
                p.parse_punct("[")?;
                let mut values = Vec::new();
                if !p.parse_optional_punct("]") {
                    loop {
                        values.push(p.parse_integer()?);
                        if p.parse_optional_punct("]") {
                            break;
                        }
                        p.parse_punct(",")?;
                    }
                }
                Ok(ctx.intern_attr(AttrKind::DenseArray {
                    element: ctx.int_type(self.dense_array_width()),
                    values: crate::context::attributes::DenseValues::Int(values),
                }))
            }
            _ => p.parse_attr(),
        }
    }

    /// Prints the attribute as a format writes it.
    pub(crate) fn print(&self, p: &mut OpPrinter<'_>, attr: Attr) {
        let ctx = p.ctx;
        match (self, ctx.attr_kind(attr)) {
            (
                AttrType::Integer(_) | AttrType::PowerOfTwoI64 | AttrType::Index,
                AttrKind::Integer { value, .. },
            ) => {
                p.write(itoa::Buffer::new().format(*value));
            }
            (AttrType::SymbolName, AttrKind::String { bytes, .. }) => {
                let bytes = bytes.clone();
                p.print_symbol_name(&bytes);
            }
            (AttrType::SymbolRef, AttrKind::SymbolRef { root, .. }) => {
                let root = root.clone();
                p.print_symbol_name(root.as_bytes());
            }
            (AttrType::Type | AttrType::FunctionType, AttrKind::Type(ty)) => p.print_type(*ty),
            (AttrType::Enum(cases) | AttrType::EnumI32(cases), AttrKind::Integer { value, .. }) => {
                match usize::try_from(*value).ok().and_then(|v| cases.get(v)) {
                    Some(case) => p.write(case),
                    None => p.print_attr(attr),
                }
            }
            (AttrType::Dialect { .. }, AttrKind::Dialect(_)) => p.print_stripped_dialect_attr(attr),
            (
                AttrType::DenseI64Array | AttrType::DenseI32Array,
                AttrKind::DenseArray {
                    values: crate::context::attributes::DenseValues::Int(values),
                    ..
                },
            ) => {
                let text: Vec<String> = values.iter().map(|v| v.to_string()).collect();
                p.write("[");
                p.write(&text.join(", "));
                p.write("]");
            }
            _ => p.print_attr(attr),
        }
    }
}

impl AttrType {
    /// The element width of a dense integer array kind.
    fn dense_array_width(&self) -> u32 {
        match self {
            AttrType::DenseI32Array => 32,
            _ => 64,
        }
    }

    /// The storage width of an enumeration's integer.
    fn enum_width(&self) -> u32 {
        match self {
            AttrType::EnumI32(_) => 32,
            _ => 64,
        }
    }
}

/// MLIR reads a string or symbol attribute as an attribute of type
/// `none`, which no integer literal has: fails at one.
fn refuse_integer_literal(p: &mut OpParser<'_, '_, '_>) -> Result<(), Diagnostic> {
    if p.parser().cursor.at(Token::Integer) {
        return Err(p.error_at(p.offset(), "integer literal not valid for specified type"));
    }
    Ok(())
}

/// An enumeration case as written: a keyword, or a string (`"slt"`).
fn case_word(text: &str) -> &str {
    text.strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
        .unwrap_or(text)
}
