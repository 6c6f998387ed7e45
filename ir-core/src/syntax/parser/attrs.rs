//! The attribute half of the parser: integers, floats, booleans, strings,
//! `unit`, arrays, dictionaries, `array<...>`, `dense<...>`, type
//! attributes, symbol references, dialect attributes kept as text,
//! `strided<...>`, attribute aliases, and locations (`loc(...)`);
//! `affine_map<...>` and `affine_set<...>` are read by `affine.rs`.
//!
//! Values follow MLIR's rules: an untyped integer is an `i64`, an untyped
//! float an `f64`; a literal must fit its type; a hexadecimal literal of a
//! float type is its bit pattern; equal `dense` elements collapse to a splat;
//! fused locations are canonicalized as `FusedLoc::get` does.

use super::{Parser, MAX_NESTING};
use crate::context::attributes::{Attr, AttrKind, DenseValues, Location, NamedAttr};
use crate::context::types::{FloatKind, Signedness, Type, TypeKind, DYNAMIC};
use crate::context::wide_ints::sign_extend;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::syntax::lexer::{unescape, Token};
use num_bigint::{BigInt, BigUint};
use rustc_hash::FxHashSet;

use super::types::ExtendedSymbol;

/// A numeric literal as written: sign, digits, and where it starts.
#[derive(Copy, Clone)]
struct Number<'src> {
    negative: bool,
    text: &'src str,
    is_float: bool,
    offset: usize,
}

impl Number<'_> {
    fn is_hex(&self) -> bool {
        self.text.starts_with("0x")
    }
}

/// One scalar of a `dense<...>` literal.
#[derive(Copy, Clone)]
enum Element<'src> {
    Number(Number<'src>),
    Bool(bool, usize),
}

/// How the element type of an `array<...>` or `dense<...>` stores values.
#[derive(Copy, Clone)]
enum ElementKind {
    /// Integers (and `index`) of this width and signedness.
    Int(u32, Signedness),
    /// Floats of this format.
    Float(FloatKind),
}

/// A parsed `dense<...>` body: the literal's shape (empty for a scalar,
/// `None` for `dense<>`) and its elements in row-major order, a complex
/// `(re, im)` element as its two parts.
#[derive(Default)]
struct TensorLiteral<'src> {
    shape: Option<Vec<i64>>,
    elements: Vec<Element<'src>>,
    /// Where the first complex element starts, if any.
    complex_at: Option<usize>,
    /// Where the first scalar element starts, if any.
    scalar_at: Option<usize>,
}

/// An open `[` of a tensor literal: elements seen and their common shape.
#[derive(Default)]
struct ListFrame {
    count: i64,
    child: Option<Vec<i64>>,
}

/// The entries of a dictionary being parsed, with the names seen so far.
#[derive(Default)]
struct DictionaryEntries {
    list: Vec<NamedAttr>,
    seen: FxHashSet<Box<str>>,
}

impl DictionaryEntries {
    /// Adds an entry; a repeated name is returned as the error.
    fn insert(&mut self, name: Box<str>, value: Attr) -> Result<(), Box<str>> {
        if !self.seen.insert(name.clone()) {
            return Err(name);
        }
        self.list.push(NamedAttr { name, value });
        Ok(())
    }
}

/// A function that parses one kind of attribute.
type AttrParseFn<'src, 'ctx> = fn(&mut Parser<'src, 'ctx>) -> Result<Attr, Diagnostic>;

const OUT_OF_RANGE: &str = "integer constant out of range for attribute";

impl<'src, 'ctx> Parser<'src, 'ctx> {
    /// Parses an attribute, failing with "expected attribute value" if none starts here.
    pub fn parse_attribute(&mut self) -> Result<Attr, Diagnostic> {
        match self.attribute_parser() {
            Some(parse) => self.nested(parse),
            None => Err(self.cursor.expected("attribute value")),
        }
    }

    /// Parses an attribute if the next token can start one; `None` (nothing
    /// consumed) otherwise.
    pub fn parse_optional_attribute(&mut self) -> Result<Option<Attr>, Diagnostic> {
        match self.attribute_parser() {
            Some(parse) => self.nested(parse).map(Some),
            None => Ok(None),
        }
    }

    /// Parses `{a = 1, b, "q k" = 2}` into an interned dictionary; a name
    /// without `=` maps to `unit`; a repeated name is an error.
    pub fn parse_attr_dict(&mut self) -> Result<Attr, Diagnostic> {
        self.cursor
            .expect(Token::LBrace, "'{' to start a dictionary attribute")?;
        let mut entries = DictionaryEntries::default();
        let what = "',' or '}' in dictionary attribute";
        while self.next_list_item(Token::RBrace, entries.list.is_empty(), what)? {
            self.parse_dictionary_entry(&mut entries)?;
        }
        Ok(self.cursor.ctx.dictionary_attr(entries.list))
    }

    /// Parses a trailing `loc(...)` if one is next.
    pub fn parse_optional_location(&mut self) -> Result<Option<Attr>, Diagnostic> {
        if !self.cursor.at_keyword("loc") {
            return Ok(None);
        }
        self.parse_location().map(Some)
    }

    /// Parses `loc(...)`.
    pub fn parse_location(&mut self) -> Result<Attr, Diagnostic> {
        self.cursor.expect_keyword("loc")?;
        self.cursor.expect(Token::LParen, "'(' after 'loc'")?;
        let loc = self.parse_location_body()?;
        self.cursor
            .expect(Token::RParen, "')' to close the location")?;
        Ok(loc)
    }

    /// Parses what goes inside `loc(...)`: `unknown`, `"file":line:col`,
    /// `"name"`, `"name"(child)`, `callsite(a at b)`, `fused<meta>[a, b]`,
    /// or a `#alias` of a location.
    pub fn parse_location_body(&mut self) -> Result<Attr, Diagnostic> {
        self.nested(|p| match p.cursor.peek() {
            Some(Token::String) => p.parse_string_location(),
            Some(Token::HashIdent) => p.parse_location_alias(),
            Some(Token::BareIdent) if p.cursor.at_keyword("unknown") => {
                p.cursor.bump();
                Ok(p.cursor.ctx.unknown_loc())
            }
            Some(Token::BareIdent) if p.cursor.at_keyword("callsite") => {
                p.parse_callsite_location()
            }
            Some(Token::BareIdent) if p.cursor.at_keyword("fused") => p.parse_fused_location(),
            _ => Err(p
                .cursor
                .expected("location ('unknown', a string, 'callsite', 'fused' or a '#' alias)")),
        })
    }

    /// Defines `#name` (given with or without its `#`) as an alias of `attr`.
    pub(crate) fn define_attr_alias(&mut self, name: &'src str, attr: Attr) {
        self.attr_aliases
            .insert(name.strip_prefix('#').unwrap_or(name), attr);
    }

    /// `name = value` or `name` in a dictionary, added to `entries`.
    fn parse_dictionary_entry(
        &mut self,
        entries: &mut DictionaryEntries,
    ) -> Result<(), Diagnostic> {
        let at = self.cursor.offset();
        let name = self.parse_attribute_name()?;
        let value = if self.cursor.eat(Token::Equal) {
            self.parse_attribute()?
        } else {
            self.cursor.ctx.intern_attr(AttrKind::Unit)
        };
        entries
            .insert(name, value)
            .map_err(|name| self.duplicate_key(at, &name))
    }

    /// The error for a repeated dictionary key.
    fn duplicate_key(&self, at: usize, name: &str) -> Diagnostic {
        let message = format!("duplicate key '{name}' in dictionary attribute");
        self.cursor.error_at(at, message)
    }

    /// The name of a dictionary entry: an identifier or a non-empty string.
    fn parse_attribute_name(&mut self) -> Result<Box<str>, Diagnostic> {
        let at = self.cursor.offset();
        let name: Box<str> = match self.cursor.peek() {
            Some(Token::BareIdent) => self.cursor.bump().into(),
            Some(Token::String) => self.parse_string_utf8("attribute names")?.into(),
            _ => {
                let what = "attribute name (an identifier or a string)";
                return Err(self.cursor.expected(what));
            }
        };
        if name.is_empty() {
            return Err(self.cursor.error_at(at, "expected valid attribute name"));
        }
        Ok(name)
    }

    /// `[a, b, ...]`.
    fn parse_array_attr(&mut self) -> Result<Attr, Diagnostic> {
        self.cursor
            .expect(Token::LSquare, "'[' to start an array attribute")?;
        let mut items = Vec::new();
        while self.next_list_item(
            Token::RSquare,
            items.is_empty(),
            "',' or ']' in array attribute",
        )? {
            items.push(self.parse_attribute()?);
        }
        Ok(self.cursor.ctx.intern_attr(AttrKind::Array(items)))
    }

    /// The function that parses the attribute under the cursor, if one
    /// starts here. Dispatching first and calling one function keeps the
    /// stack frames of the recursion (attribute in attribute...) small.
    fn attribute_parser(&self) -> Option<AttrParseFn<'src, 'ctx>> {
        let parse: AttrParseFn<'src, 'ctx> = match self.cursor.peek()? {
            Token::Integer | Token::Float | Token::Minus => Self::parse_number_attr,
            Token::String => Self::parse_string_attr,
            Token::LSquare => Self::parse_array_attr,
            Token::LBrace => Self::parse_attr_dict,
            Token::AtIdent => Self::parse_symbol_ref,
            Token::HashIdent => Self::parse_extended_attr,
            Token::BareIdent => match self.cursor.text() {
                "true" | "false" => Self::parse_bool_attr,
                "unit" => Self::parse_unit_attr,
                "dense" => Self::parse_dense_elements,
                "dense_resource" => Self::parse_dense_resource,
                "array" => Self::parse_dense_array,
                "loc" => Self::parse_location,
                "affine_map" | "affine_set" => Self::parse_affine_attr,
                "strided" => Self::parse_strided_layout,
                _ => {
                    self.type_parser(true)?;
                    Self::parse_type_attr
                }
            },
            Token::LParen | Token::BangIdent => Self::parse_type_attr,
            _ => return None,
        };
        Some(parse)
    }

    /// `true` or `false`: an `i1` integer (stored sign-extended: `true` is -1).
    fn parse_bool_attr(&mut self) -> Result<Attr, Diagnostic> {
        let ctx = self.cursor.ctx;
        let value = i128::from(self.cursor.bump() == "true");
        Ok(ctx.int_attr(-value, ctx.int_type(1)))
    }

    /// `unit`.
    fn parse_unit_attr(&mut self) -> Result<Attr, Diagnostic> {
        self.cursor.bump();
        Ok(self.cursor.ctx.intern_attr(AttrKind::Unit))
    }

    /// A type used as an attribute.
    fn parse_type_attr(&mut self) -> Result<Attr, Diagnostic> {
        let ty = self.parse_type()?;
        Ok(self.cursor.ctx.type_attr(ty))
    }

    /// A string token's decoded bytes.
    fn parse_string_bytes(&mut self) -> Result<Vec<u8>, Diagnostic> {
        let text = self.cursor.text();
        match unescape(&text[1..text.len() - 1]) {
            Some(bytes) => {
                self.cursor.bump();
                Ok(bytes)
            }
            None => Err(self.cursor.error("unknown escape in string literal")),
        }
    }

    /// A string token that must decode to UTF-8 (`what` says what it names).
    pub(super) fn parse_string_utf8(&mut self, what: &str) -> Result<String, Diagnostic> {
        let at = self.cursor.offset();
        let bytes = self.parse_string_bytes()?;
        String::from_utf8(bytes).map_err(|_| {
            self.cursor
                .error_at(at, format!("{what} must be valid UTF-8"))
        })
    }

    /// `"text"` with an optional `: type` (`: none` is the same as no type).
    fn parse_string_attr(&mut self) -> Result<Attr, Diagnostic> {
        let bytes = self.parse_string_bytes()?.into_boxed_slice();
        let mut ty = None;
        if self.cursor.eat(Token::Colon) {
            let parsed = self.parse_type()?;
            ty = (!matches!(self.cursor.ctx.type_kind(parsed), TypeKind::None)).then_some(parsed);
        }
        Ok(self.cursor.ctx.intern_attr(AttrKind::String { bytes, ty }))
    }

    /// `@name`, `@"name"`, `@a::@b::@c`.
    fn parse_symbol_ref(&mut self) -> Result<Attr, Diagnostic> {
        let root = self.parse_symbol_name()?;
        let mut nested = Vec::new();
        while self.cursor.eat(Token::ColonColon) {
            if !self.cursor.at(Token::AtIdent) {
                return Err(self
                    .cursor
                    .expected("nested symbol reference ('@name') after '::'"));
            }
            nested.push(self.parse_symbol_name()?);
        }
        Ok(self
            .cursor
            .ctx
            .intern_attr(AttrKind::SymbolRef { root, nested }))
    }

    /// The name of one `@` token, unquoted.
    fn parse_symbol_name(&mut self) -> Result<Box<str>, Diagnostic> {
        let text = self.cursor.text();
        let name = &text[1..];
        if name.starts_with('"') {
            let bytes = unescape(&name[1..name.len() - 1])
                .ok_or_else(|| self.cursor.error("unknown escape in string literal"))?;
            let name = String::from_utf8(bytes)
                .map_err(|_| self.cursor.error("symbol names must be valid UTF-8"))?;
            if name.is_empty() {
                return Err(self.cursor.error("symbol names must not be empty"));
            }
            self.cursor.bump();
            return Ok(name.into());
        }
        if !name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') || name.contains('-') {
            let message = format!("invalid symbol name '@{name}': quote it as @\"{name}\"");
            return Err(self.cursor.error(message));
        }
        self.cursor.bump();
        Ok(name.into())
    }

    /// `#alias`, `#dialect.name<...>` or `#dialect<...>`.
    fn parse_extended_attr(&mut self) -> Result<Attr, Diagnostic> {
        if let Some(params) = self.parse_dialect_params(false) {
            return Ok(self.cursor.ctx.intern_attr(AttrKind::Dialect(params?)));
        }
        let at = self.cursor.offset();
        match self.parse_extended_symbol()? {
            ExtendedSymbol::Alias(name) => self.lookup_attr_alias(name, at),
            ExtendedSymbol::Dialect { dialect, body } => {
                Ok(self.cursor.ctx.intern_attr(AttrKind::Opaque {
                    dialect: dialect.into(),
                    body: body.into(),
                }))
            }
        }
    }

    /// The attribute that `#name` aliases (`at` locates the reference).
    fn lookup_attr_alias(&self, name: &'src str, at: usize) -> Result<Attr, Diagnostic> {
        match self.attr_aliases.get(name) {
            Some(&attr) if !self.is_defined_later('#', name, at) => Ok(attr),
            _ => Err(self
                .cursor
                .error_at(at, format!("undefined symbol alias id '{name}'"))),
        }
    }

    /// `strided<[1, ?], offset: 3>`, kept as builtin opaque text in MLIR's
    /// canonical spelling (a zero offset is omitted).
    fn parse_strided_layout(&mut self) -> Result<Attr, Diagnostic> {
        self.cursor.bump();
        self.cursor.expect(Token::Less, "'<' after 'strided'")?;
        self.cursor
            .expect(Token::LSquare, "'[' to start the list of strides")?;
        let mut strides = Vec::new();
        while self.next_list_item(
            Token::RSquare,
            strides.is_empty(),
            "',' or ']' in the list of strides",
        )? {
            strides.push(self.parse_stride_value()?);
        }
        let mut offset = 0;
        if self.cursor.eat(Token::Comma) {
            self.cursor.expect_keyword("offset")?;
            self.cursor.expect(Token::Colon, "':' after 'offset'")?;
            offset = self.parse_stride_value()?;
        }
        self.cursor
            .expect(Token::Greater, "'>' to close the strided layout")?;
        Ok(self
            .cursor
            .ctx
            .intern_attr(AttrKind::Strided { strides, offset }))
    }

    /// `?` ([`DYNAMIC`]) or a signed 64-bit integer.
    fn parse_stride_value(&mut self) -> Result<i64, Diagnostic> {
        if self.cursor.eat(Token::Question) {
            return Ok(DYNAMIC);
        }
        let negative = self.cursor.eat(Token::Minus);
        if !self.cursor.at(Token::Integer) {
            return Err(self.cursor.expected("stride or offset (an integer or '?')"));
        }
        let number = Number {
            negative,
            text: self.cursor.text(),
            is_float: false,
            offset: self.cursor.offset(),
        };
        let value = self.integer_value(number, 64, Signedness::Signed)?;
        self.cursor.bump();
        // A signed 64-bit value (checked above); i64::MIN is MLIR's `?` too.
        Ok(value as i64)
    }

    /// `-`? then an integer or float token.
    fn parse_number(&mut self) -> Result<Number<'src>, Diagnostic> {
        let negative = self.cursor.eat(Token::Minus);
        let offset = self.cursor.offset();
        let is_float = match self.cursor.peek() {
            Some(Token::Integer) => false,
            Some(Token::Float) => true,
            _ => return Err(self.cursor.expected("integer or floating-point number")),
        };
        let text = self.cursor.bump();
        Ok(Number {
            negative,
            text,
            is_float,
            offset,
        })
    }

    /// `42`, `-7 : i8`, `0x2A : i8`, `1.5 : f32`, `0x7FC00000 : f32`.
    fn parse_number_attr(&mut self) -> Result<Attr, Diagnostic> {
        let number = self.parse_number()?;
        let ctx = self.cursor.ctx;
        let ty = match self.cursor.eat(Token::Colon) {
            true => self.parse_type()?,
            false if number.is_float => ctx.float_type(FloatKind::F64),
            false => ctx.int_type(64),
        };
        let kind = match self.element_kind(ty) {
            Some(kind) => kind,
            None if number.is_float => {
                return Err(self.cursor.error_at(
                    number.offset,
                    "floating point value not valid for specified type",
                ))
            }
            None => {
                return Err(self.cursor.error_at(
                    number.offset,
                    "integer literal not valid for specified type",
                ))
            }
        };
        Ok(match kind {
            ElementKind::Int(width, signedness) => {
                if number.is_float {
                    return Err(self.cursor.error_at(
                        number.offset,
                        "floating point value not valid for specified type",
                    ));
                }
                if width > 128 {
                    let value = self.wide_integer_value(number, width, signedness)?;
                    return Ok(ctx.big_int_attr(value, ty));
                }
                let value = self.integer_value(number, width, signedness)?;
                ctx.int_attr(value, ty)
            }
            ElementKind::Float(float) => {
                let bits = self.float_value(number, float)?.to_bits();
                ctx.intern_attr(AttrKind::Float { bits, ty })
            }
        })
    }

    /// How values of `ty` are stored, if it is an integer, index or float type.
    fn element_kind(&self, ty: Type) -> Option<ElementKind> {
        match *self.cursor.ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => Some(ElementKind::Int(width, signedness)),
            TypeKind::Index => Some(ElementKind::Int(64, Signedness::Signed)),
            TypeKind::Float(kind) => Some(ElementKind::Float(kind)),
            _ => None,
        }
    }

    /// The value of an integer literal of `width` bits, sign-extended to
    /// `i128`, checked as MLIR does (`255 : i8` is -1; `128 : si8` and
    /// `-0 : i8` are out of range). A value of a wider type must fit an `i128`.
    fn integer_value(
        &self,
        number: Number,
        width: u32,
        signedness: Signedness,
    ) -> Result<i128, Diagnostic> {
        let error = |message: &str| self.cursor.error_at(number.offset, message);
        if width > 128 {
            let value = self.wide_integer_value(number, width, signedness)?;
            return i128::try_from(value).map_err(|_| {
                error("integer elements wider than 128 bits must fit in 128 bits (wider values are supported in scalar attributes only)")
            });
        }
        self.check_sign(number, signedness)?;
        // `-0` is out of range, as in MLIR (its negation has no sign bit);
        // a 0-bit integer holds only 0.
        let zero = is_zero_literal(number.text);
        if number.negative && zero {
            return Err(error(OUT_OF_RANGE));
        }
        if width == 0 {
            return if zero {
                Ok(0)
            } else {
                Err(error(OUT_OF_RANGE))
            };
        }
        let magnitude = match number.text.strip_prefix("0x") {
            Some(hex) => u128::from_str_radix(hex, 16),
            None => number.text.parse::<u128>(),
        }
        .map_err(|_| error(OUT_OF_RANGE))?;
        let limit = if number.negative || signedness == Signedness::Signed {
            1u128 << (width - 1)
        } else {
            u128::MAX >> (128 - width)
        };
        let in_range = match number.negative {
            true => magnitude <= limit,
            false if signedness == Signedness::Signed => magnitude < limit,
            false => magnitude <= limit,
        };
        if !in_range {
            return Err(error(OUT_OF_RANGE));
        }
        let bits = if number.negative {
            magnitude.wrapping_neg()
        } else {
            magnitude
        };
        Ok(sign_extend_bits(bits, width))
    }

    /// Refuses a negative literal of an unsigned type.
    fn check_sign(&self, number: Number, signedness: Signedness) -> Result<(), Diagnostic> {
        if number.negative && signedness == Signedness::Unsigned {
            return Err(self.cursor.error_at(
                number.offset,
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        Ok(())
    }

    /// The value of an integer literal of a type wider than 128 bits,
    /// sign-extended, checked as [`Self::integer_value`] checks narrower
    /// ones. Digits beyond what `width` bits can hold are refused before
    /// the number is converted, so the work is bounded by the width.
    fn wide_integer_value(
        &self,
        number: Number,
        width: u32,
        signedness: Signedness,
    ) -> Result<BigInt, Diagnostic> {
        let error = || self.cursor.error_at(number.offset, OUT_OF_RANGE);
        self.check_sign(number, signedness)?;
        let (digits, radix, bits_per_digit) = match number.text.strip_prefix("0x") {
            Some(hex) => (hex, 16, 4.0),
            None => (number.text, 10, std::f64::consts::LOG2_10),
        };
        let digits = digits.trim_start_matches('0');
        if digits.len() as f64 > f64::from(width) / bits_per_digit + 1.0 {
            return Err(error());
        }
        let magnitude = BigUint::parse_bytes(digits.as_bytes(), radix).unwrap_or_default();
        let one = BigUint::from(1u8);
        let in_range = if number.negative {
            !digits.is_empty() && magnitude <= one << (width - 1)
        } else if signedness == Signedness::Signed {
            magnitude < one << (width - 1)
        } else {
            magnitude < one << width
        };
        if !in_range {
            return Err(error());
        }
        let value = BigInt::from(magnitude);
        let value = if number.negative { -value } else { value };
        Ok(sign_extend(&value, width))
    }

    /// The value of a float literal of format `kind` (a decimal float, or
    /// the bit pattern of a hexadecimal integer).
    fn float_value(&self, number: Number, kind: FloatKind) -> Result<f64, Diagnostic> {
        if number.is_float {
            let value: f64 = number.text.parse().map_err(|_| {
                self.cursor
                    .error_at(number.offset, "invalid floating-point literal")
            })?;
            return Ok(kind.round(if number.negative { -value } else { value }));
        }
        if !number.is_hex() {
            let error = self.cursor.error_at(
                number.offset,
                "unexpected decimal integer literal for a floating point value",
            );
            let note = self.cursor.loc_at(number.offset);
            return Err(error.with_note(note, "add a trailing dot to make the literal a float"));
        }
        if number.negative {
            return Err(self.cursor.error_at(
                number.offset,
                "hexadecimal float literal should not have a leading minus",
            ));
        }
        let bits = u128::from_str_radix(&number.text[2..], 16).ok();
        match bits.filter(|&bits| kind.width() == 128 || bits >> kind.width() == 0) {
            Some(bits) => Ok(kind.value_of_bits(bits)),
            None => Err(self.cursor.error_at(
                number.offset,
                "hexadecimal float constant out of range for type",
            )),
        }
    }

    /// `array<i32: 1, 2>`, `array<f32: 1.0>`, `array<i1: true>`, `array<i64>`.
    fn parse_dense_array(&mut self) -> Result<Attr, Diagnostic> {
        self.cursor.bump();
        self.cursor.expect(Token::Less, "'<' after 'array'")?;
        let at = self.cursor.offset();
        let element = self.parse_type()?;
        let kind = match (
            self.cursor.ctx.type_kind(element),
            self.element_kind(element),
        ) {
            (TypeKind::Index, _) | (_, None) => {
                return Err(self
                    .cursor
                    .error_at(at, "expected integer or float type in dense array"));
            }
            (_, Some(ElementKind::Int(width, _))) if width != 1 && width % 8 != 0 => {
                let message = "element type bitwidth must be a multiple of 8";
                return Err(self.cursor.error_at(at, message));
            }
            (_, Some(kind)) => kind,
        };
        let mut elements = Vec::new();
        if self.cursor.eat(Token::Colon) {
            loop {
                elements.push(self.parse_array_element(kind)?);
                if !self.cursor.eat(Token::Comma) {
                    break;
                }
            }
        }
        self.cursor
            .expect(Token::Greater, "',' or '>' in dense array attribute")?;
        let values = self.convert_elements(&elements, kind)?;
        Ok(self
            .cursor
            .ctx
            .intern_attr(AttrKind::DenseArray { element, values }))
    }

    /// One element of `array<...>`: `true`/`false` for `i1`, a number otherwise.
    fn parse_array_element(&mut self, kind: ElementKind) -> Result<Element<'src>, Diagnostic> {
        let offset = self.cursor.offset();
        if let ElementKind::Int(1, _) = kind {
            return match self.cursor.peek() {
                Some(Token::BareIdent) if matches!(self.cursor.text(), "true" | "false") => {
                    Ok(Element::Bool(self.cursor.bump() == "true", offset))
                }
                _ => Err(self
                    .cursor
                    .expected("'true' or 'false' for an i1 array element")),
            };
        }
        Ok(Element::Number(self.parse_number()?))
    }

    /// `dense<literal> : type` (nested lists, splats, `dense<>`, hex strings).
    fn parse_dense_elements(&mut self) -> Result<Attr, Diagnostic> {
        let start = self.cursor.offset();
        self.cursor.bump();
        self.cursor.expect(Token::Less, "'<' after 'dense'")?;
        let hex = match self.cursor.at(Token::String) {
            true => Some((self.cursor.offset(), self.parse_string_bytes()?)),
            false => None,
        };
        let literal = match (&hex, self.cursor.at(Token::Greater)) {
            (Some(_), _) | (None, true) => TensorLiteral::default(),
            (None, false) => self.parse_tensor_literal()?,
        };
        self.cursor
            .expect(Token::Greater, "'>' to close the dense literal")?;
        self.cursor.expect(
            Token::Colon,
            "':' and the type of the dense elements attribute",
        )?;
        let ty_at = self.cursor.offset();
        let ty = self.parse_type()?;
        let (shape, kind, parts) = self.dense_shape_and_kind(ty, ty_at)?;
        let values = match hex {
            Some((at, text)) => {
                let count = shape.iter().product::<i64>() as usize;
                self.decode_hex_dense(&text, count, parts, kind, at)?
            }
            None => {
                self.check_literal_shape(&literal, &shape, ty, start)?;
                self.check_complex_elements(&literal, parts)?;
                self.convert_elements(&literal.elements, kind)?
            }
        };
        let values = collapse_splat(values, parts);
        Ok(self
            .cursor
            .ctx
            .intern_attr(AttrKind::DenseElements { ty, values }))
    }

    /// The static shape and element kind of a `dense` attribute's type,
    /// and the stored values of one element (2 for `complex<...>`: real and
    /// imaginary part, of the kind given).
    fn dense_shape_and_kind(
        &self,
        ty: Type,
        at: usize,
    ) -> Result<(Vec<i64>, ElementKind, usize), Diagnostic> {
        let (shape, element) = match self.cursor.ctx.type_kind(ty) {
            TypeKind::Tensor { shape, element, .. }
            | TypeKind::MemRef { shape, element, .. }
            | TypeKind::Vector { shape, element, .. } => (shape.clone(), *element),
            _ => {
                return Err(self.cursor.error_at(
                    at,
                    "expected a ranked tensor, memref or vector type for dense elements",
                ))
            }
        };
        if shape.contains(&DYNAMIC) {
            return Err(self
                .cursor
                .error_at(at, "elements literal type must have static shape"));
        }
        let (element, parts) = self.cursor.ctx.dense_element_storage(element);
        match self.element_kind(element) {
            Some(kind) => Ok((shape, kind, parts)),
            None => Err(self.cursor.error_at(at, "dense elements of this element type are not supported (only integer, index, float and complex of them)")),
        }
    }

    /// Checks that a literal's elements are all complex `(re, im)` pairs
    /// when the element type is complex (`parts` 2), and none otherwise.
    fn check_complex_elements(
        &self,
        literal: &TensorLiteral,
        parts: usize,
    ) -> Result<(), Diagnostic> {
        match (parts, literal.scalar_at, literal.complex_at) {
            (2, Some(at), _) => Err(self.cursor.error_at(
                at,
                "expected a complex element '(real, imaginary)' for a complex element type",
            )),
            (1, _, Some(at)) => Err(self.cursor.error_at(
                at,
                "complex element '(real, imaginary)' in dense elements of a non-complex type",
            )),
            _ => Ok(()),
        }
    }

    /// Checks that a literal's shape is a splat or matches `shape`.
    fn check_literal_shape(
        &self,
        literal: &TensorLiteral,
        shape: &[i64],
        ty: Type,
        at: usize,
    ) -> Result<(), Diagnostic> {
        let count: i64 = shape.iter().product();
        let message = match &literal.shape {
            None if count == 0 => return Ok(()),
            None => {
                let mut spelled = String::new();
                crate::syntax::printer::print_type(self.cursor.ctx, ty, &mut spelled);
                format!("parsed zero elements, but type ('{spelled}') expected at least 1")
            }
            Some(found) if found.is_empty() || found == shape => return Ok(()),
            Some(found) => format!(
                "inferred shape of elements literal ({found:?}) does not match type ({shape:?})"
            ),
        };
        Err(self.cursor.error_at(at, message))
    }

    /// Parses nested `[...]` lists or a scalar, iteratively, checking that
    /// sibling lists have one shape.
    fn parse_tensor_literal(&mut self) -> Result<TensorLiteral<'src>, Diagnostic> {
        let mut stack: Vec<ListFrame> = Vec::new();
        let mut literal = TensorLiteral::default();
        loop {
            let child = if self.cursor.eat(Token::LSquare) {
                if stack.len() as u32 >= MAX_NESTING {
                    return Err(self.cursor.error(format!(
                        "dense literal nested deeper than {MAX_NESTING} levels"
                    )));
                }
                stack.push(ListFrame::default());
                if !self.cursor.at(Token::RSquare) {
                    continue;
                }
                None
            } else {
                self.parse_dense_entry(&mut literal)?;
                Some(Vec::new())
            };
            if let Some(shape) = self.close_tensor_lists(&mut stack, child)? {
                literal.shape = Some(shape);
                return Ok(literal);
            }
        }
    }

    /// After a value (with shape `child`; `None` right after an empty `[`):
    /// records it, closes finished lists and eats the next `,`. Returns the
    /// whole literal's shape once the outermost list is closed.
    fn close_tensor_lists(
        &mut self,
        stack: &mut Vec<ListFrame>,
        mut child: Option<Vec<i64>>,
    ) -> Result<Option<Vec<i64>>, Diagnostic> {
        loop {
            let Some(frame) = stack.last_mut() else {
                return Ok(child);
            };
            if let Some(shape) = child.take() {
                if frame.child.as_ref().is_some_and(|seen| *seen != shape) {
                    return Err(self.cursor.error(
                        "tensor literal is invalid; ranks are not consistent between elements",
                    ));
                }
                frame.count += 1;
                frame.child = Some(shape);
            }
            if !self.cursor.eat(Token::RSquare) {
                self.cursor
                    .expect(Token::Comma, "',' or ']' in dense literal")?;
                return Ok(None);
            }
            let frame = stack.pop().unwrap_or_default();
            let mut shape = vec![frame.count];
            shape.extend(frame.child.unwrap_or_default());
            child = Some(shape);
        }
    }

    /// One element of a dense literal into `literal`: a scalar, or a
    /// complex `(re, im)` as its two parts.
    fn parse_dense_entry(&mut self, literal: &mut TensorLiteral<'src>) -> Result<(), Diagnostic> {
        let at = self.cursor.offset();
        if !self.cursor.eat(Token::LParen) {
            literal.scalar_at.get_or_insert(at);
            literal.elements.push(self.parse_dense_element()?);
            return Ok(());
        }
        literal.complex_at.get_or_insert(at);
        literal.elements.push(self.parse_dense_element()?);
        self.cursor
            .expect(Token::Comma, "',' between complex elements")?;
        literal.elements.push(self.parse_dense_element()?);
        self.cursor
            .expect(Token::RParen, "')' after complex elements")?;
        Ok(())
    }

    /// A scalar of a dense literal: a number, `true` or `false`.
    fn parse_dense_element(&mut self) -> Result<Element<'src>, Diagnostic> {
        let offset = self.cursor.offset();
        match self.cursor.peek() {
            Some(Token::BareIdent) if matches!(self.cursor.text(), "true" | "false") => {
                Ok(Element::Bool(self.cursor.bump() == "true", offset))
            }
            Some(Token::Integer | Token::Float | Token::Minus) => {
                Ok(Element::Number(self.parse_number()?))
            }
            Some(Token::String) => {
                Err(self.cursor.error("string dense elements are not supported"))
            }
            _ => Err(self
                .cursor
                .expected("dense element (an integer, a float, 'true' or 'false')")),
        }
    }

    /// Converts parsed scalars to stored values of element kind `kind`.
    fn convert_elements(
        &self,
        elements: &[Element],
        kind: ElementKind,
    ) -> Result<DenseValues, Diagnostic> {
        match kind {
            ElementKind::Int(width, signedness) => {
                let values = elements
                    .iter()
                    .map(|e| self.int_element(*e, width, signedness));
                Ok(DenseValues::Int(values.collect::<Result<_, _>>()?))
            }
            ElementKind::Float(float) => {
                let values = elements
                    .iter()
                    .map(|e| self.float_element(*e, float).map(f64::to_bits));
                Ok(DenseValues::Float(values.collect::<Result<_, _>>()?))
            }
        }
    }

    /// A dense element of an integer type (booleans only for 1-bit types).
    fn int_element(
        &self,
        element: Element,
        width: u32,
        signedness: Signedness,
    ) -> Result<i128, Diagnostic> {
        match element {
            Element::Bool(value, _) if width == 1 => Ok(-i128::from(value)),
            Element::Bool(_, at) => Err(self
                .cursor
                .error_at(at, "expected i1 type for 'true' or 'false' values")),
            Element::Number(n) if n.is_float => Err(self.cursor.error_at(
                n.offset,
                "expected integer elements, but parsed floating-point",
            )),
            Element::Number(n) if n.negative && signedness == Signedness::Unsigned => {
                Err(self.cursor.error_at(
                    n.offset,
                    "expected unsigned integer elements, but parsed negative value",
                ))
            }
            Element::Number(n) => self.integer_value(n, width, signedness),
        }
    }

    /// A dense element of a float type.
    fn float_element(&self, element: Element, kind: FloatKind) -> Result<f64, Diagnostic> {
        match element {
            Element::Bool(_, at) => Err(self
                .cursor
                .error_at(at, "expected floating-point elements, but parsed boolean")),
            // Dense elements hold bit patterns (see `FloatKind::round_to_bits`).
            Element::Number(n) => Ok(kind.round_to_bits(self.float_value(n, kind)?)),
        }
    }

    /// Decodes `dense<"0x...">` of `count` elements of `parts` values each:
    /// little-endian values of the storage width (whole bytes; `i1` packed
    /// 8 to a byte), or a single splat element.
    fn decode_hex_dense(
        &self,
        text: &[u8],
        count: usize,
        parts: usize,
        kind: ElementKind,
        at: usize,
    ) -> Result<DenseValues, Diagnostic> {
        let bytes = decode_hex(text).ok_or_else(|| {
            self.cursor
                .error_at(at, "expected a hex string (\"0x...\") in dense literal")
        })?;
        let decoded = match kind {
            // mlir-opt-22 writes these a byte per part and reads them as
            // packed bits: no layout of them can be trusted.
            ElementKind::Int(1, _) if parts == 2 => {
                let message = "hex dense elements of complex<i1> are not supported";
                return Err(self.cursor.error_at(at, message));
            }
            ElementKind::Int(1, _) => decode_bits(&bytes, count),
            ElementKind::Int(width, _) if width > 128 => {
                let message =
                    "hex dense elements of integers wider than 128 bits are not supported";
                return Err(self.cursor.error_at(at, message));
            }
            ElementKind::Int(width, _) => {
                decode_words(&bytes, count, parts, width.div_ceil(8) as usize).map(|words| {
                    DenseValues::Int(
                        words
                            .into_iter()
                            .map(|w| sign_extend_bits(w, width))
                            .collect(),
                    )
                })
            }
            ElementKind::Float(float) => {
                decode_words(&bytes, count, parts, float.width().div_ceil(8) as usize).map(
                    |words| {
                        DenseValues::Float(
                            words
                                .into_iter()
                                .map(|w| float.value_of_bits(w).to_bits())
                                .collect(),
                        )
                    },
                )
            }
        };
        decoded.ok_or_else(|| {
            self.cursor
                .error_at(at, "elements hex data size is invalid for provided type")
        })
    }

    /// `"file":line:col`, `"name"` or `"name"(child)`.
    fn parse_string_location(&mut self) -> Result<Attr, Diagnostic> {
        let text = self.parse_string_utf8("location names")?;
        let ctx = self.cursor.ctx;
        if self.cursor.eat(Token::Colon) {
            let line = self.parse_location_number("line number")?;
            let (file, col) = match self.cursor.eat(Token::Colon) {
                // MLIR spells the empty file name of a `file:line:col` as "-".
                true if text.is_empty() => ("-", self.parse_location_number("column number")?),
                true => (text.as_str(), self.parse_location_number("column number")?),
                // A line alone has no range.
                false => return Ok(ctx.file_loc(&text, line, 0)),
            };
            let Some((end_line, end_col)) = self.parse_location_range_end(line)? else {
                return Ok(ctx.file_loc(file, line, col));
            };
            if (end_line, end_col) == (line, col) {
                return Ok(ctx.file_loc(file, line, col));
            }
            // A range keeps an empty file name as it is.
            return Ok(ctx.location(Location::FileRange {
                file: ctx.string_attr(&text),
                line,
                col,
                end_line,
                end_col,
            }));
        }
        let child = match self.cursor.eat(Token::LParen) {
            true => {
                let child = self.parse_location_body()?;
                self.cursor
                    .expect(Token::RParen, "')' after the child location")?;
                Some(child).filter(|&c| c != ctx.unknown_loc())
            }
            false => None,
        };
        Ok(ctx.location(Location::Name {
            name: text.into(),
            child,
        }))
    }

    /// A line or column number.
    fn parse_location_number(&mut self, what: &str) -> Result<u32, Diagnostic> {
        if !self.cursor.at(Token::Integer) || self.cursor.text().starts_with("0x") {
            return Err(self.cursor.expected(&format!("{what} in file location")));
        }
        let value = self
            .cursor
            .text()
            .parse::<u32>()
            .map_err(|_| self.cursor.error(format!("{what} is too large")))?;
        self.cursor.bump();
        Ok(value)
    }

    /// The end of a file range starting on `line`, if one follows: `to
    /// 3:4`, or `to :4` on the same line.
    fn parse_location_range_end(&mut self, line: u32) -> Result<Option<(u32, u32)>, Diagnostic> {
        if !self.cursor.eat_keyword("to") {
            return Ok(None);
        }
        let end_line = match self.cursor.at(Token::Integer) {
            true => self.parse_location_number("end line number")?,
            false => line,
        };
        self.cursor
            .expect(Token::Colon, "':' before the end column of the range")?;
        let end_col = self.parse_location_number("end column number")?;
        Ok(Some((end_line, end_col)))
    }

    /// `#alias` naming a location.
    fn parse_location_alias(&mut self) -> Result<Attr, Diagnostic> {
        let at = self.cursor.offset();
        let text = self.cursor.text();
        let attr = match self.parse_extended_symbol()? {
            ExtendedSymbol::Alias(name) => self.lookup_attr_alias(name, at)?,
            ExtendedSymbol::Dialect { .. } => {
                return Err(self.cursor.error_at(
                    at,
                    format!("expected location, found dialect attribute '{text}'"),
                ));
            }
        };
        if self.cursor.ctx.is_location(attr) {
            return Ok(attr);
        }
        Err(self.cursor.error_at(
            at,
            format!("expected location, but attribute alias '{text}' is not a location"),
        ))
    }

    /// `callsite(callee at caller)`.
    fn parse_callsite_location(&mut self) -> Result<Attr, Diagnostic> {
        self.cursor.bump();
        self.cursor.expect(Token::LParen, "'(' after 'callsite'")?;
        let callee = self.parse_location_body()?;
        self.cursor.expect_keyword("at")?;
        let caller = self.parse_location_body()?;
        self.cursor
            .expect(Token::RParen, "')' to close the callsite location")?;
        Ok(self
            .cursor
            .ctx
            .location(Location::CallSite { callee, caller }))
    }

    /// `fused[a, b]` or `fused<metadata>[a, b]`.
    fn parse_fused_location(&mut self) -> Result<Attr, Diagnostic> {
        self.cursor.bump();
        let mut metadata = None;
        if self.cursor.eat(Token::Less) {
            metadata = Some(self.parse_attribute()?);
            self.cursor
                .expect(Token::Greater, "'>' after the fused location metadata")?;
        }
        self.cursor
            .expect(Token::LSquare, "'[' to start the fused locations")?;
        let mut locations = Vec::new();
        while self.next_list_item(
            Token::RSquare,
            locations.is_empty(),
            "',' or ']' in fused location",
        )? {
            locations.push(self.parse_location_body()?);
        }
        Ok(self.cursor.ctx.fused_location(locations, metadata))
    }
}

impl Context {
    /// A fused location, canonicalized as MLIR's `FusedLoc::get`: nested
    /// fused locations with the same metadata are flattened, unknown
    /// locations and duplicates dropped; no location left gives `unknown`
    /// (or `fused<metadata>[unknown]`), a single one without metadata is
    /// returned as is.
    pub fn fused_location(&self, locations: Vec<Attr>, metadata: Option<Attr>) -> Attr {
        let unknown = self.unknown_loc();
        let mut kept: Vec<Attr> = Vec::with_capacity(locations.len());
        let mut keep = |loc: Attr| {
            if loc != unknown && !kept.contains(&loc) {
                kept.push(loc);
            }
        };
        for loc in locations {
            if self.is_file_location(loc) {
                keep(loc);
                continue;
            }
            match self.attr_kind(loc) {
                AttrKind::Location(Location::Fused {
                    locations,
                    metadata: inner,
                }) if *inner == metadata => {
                    locations.iter().for_each(|&l| keep(l));
                }
                _ => keep(loc),
            }
        }
        match (kept.len(), metadata) {
            (0, None) => unknown,
            (0, Some(_)) => self.location(Location::Fused {
                locations: vec![unknown],
                metadata,
            }),
            (1, None) => kept[0],
            _ => self.location(Location::Fused {
                locations: kept,
                metadata,
            }),
        }
    }
}

/// Whether an integer literal's digits (decimal or `0x` hex) are all zero.
fn is_zero_literal(text: &str) -> bool {
    text.strip_prefix("0x")
        .unwrap_or(text)
        .bytes()
        .all(|b| b == b'0')
}

/// The low `width` bits of `bits` (at most 128), sign-extended.
fn sign_extend_bits(bits: u128, width: u32) -> i128 {
    match width {
        0 => 0,
        _ => {
            let unused = 128 - width;
            ((bits << unused) as i128) >> unused
        }
    }
}

/// All-equal elements of `parts` values each become a single (splat) one.
fn collapse_splat(values: DenseValues, parts: usize) -> DenseValues {
    /// The first element, if every element equals it.
    fn splat<T: PartialEq + Copy>(v: &[T], parts: usize) -> Option<Vec<T>> {
        let first = v.get(..parts).filter(|_| v.len() > parts)?;
        v.chunks(parts).all(|c| c == first).then(|| first.to_vec())
    }
    match values {
        DenseValues::Int(v) => DenseValues::Int(splat(&v, parts).unwrap_or(v)),
        DenseValues::Float(v) => DenseValues::Float(splat(&v, parts).unwrap_or(v)),
    }
}

/// The bytes of `0x` followed by pairs of hex digits.
fn decode_hex(text: &[u8]) -> Option<Vec<u8>> {
    let digits = text.strip_prefix(b"0x")?;
    if digits.len() % 2 != 0 {
        return None;
    }
    let nibble = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    digits
        .chunks(2)
        .map(|pair| Some(nibble(pair[0])? << 4 | nibble(pair[1])?))
        .collect()
}

/// The little-endian words of `size` bytes of `count` elements of `parts`
/// words each (or of one splat element).
fn decode_words(bytes: &[u8], count: usize, parts: usize, size: usize) -> Option<Vec<u128>> {
    let n = if bytes.len() == parts * size {
        parts
    } else {
        count * parts
    };
    if bytes.len() != n * size {
        return None;
    }
    let word = |chunk: &[u8]| {
        chunk
            .iter()
            .rev()
            .fold(0u128, |acc, &b| acc << 8 | u128::from(b))
    };
    Some(bytes.chunks(size).map(word).collect())
}

/// `i1` elements packed 8 to a byte, least significant bit first; a single
/// byte of all zeros or all ones is a splat.
fn decode_bits(bytes: &[u8], count: usize) -> Option<DenseValues> {
    if let [byte @ (0 | 0xFF)] = bytes {
        return Some(DenseValues::Int(vec![-i128::from(*byte == 0xFF)]));
    }
    if bytes.len() != count.div_ceil(8) {
        return None;
    }
    let bit = |i: usize| -i128::from((bytes[i / 8] >> (i % 8)) & 1);
    Some(DenseValues::Int((0..count).map(bit).collect()))
}

#[cfg(test)]
mod tests {
    use crate::context::attributes::{AttrKind, Location};
    use crate::context::Context;
    use crate::syntax::parser::{test_support, Cursor, Parser};
    use crate::syntax::printer::print_attr;

    /// Parses one attribute and prints it back, or gives `line:col: message`.
    fn round_trip(src: &str) -> String {
        test_support::round_trip(src, |p| p.parse_attribute(), print_attr)
    }

    fn check(cases: &[(&str, &str)]) {
        for (src, expected) in cases {
            assert_eq!(round_trip(src), *expected, "for `{src}`");
        }
    }

    /// Expected outputs are what `mlir-opt-22 --mlir-print-op-generic
    /// --mlir-print-local-scope` prints for `{a = <input>}`.
    #[test]
    fn attributes_print_as_mlir_does() {
        check(&[
            ("42", "42 : i64"),
            ("42 : i32", "42 : i32"),
            ("-7 : i8", "-7 : i8"),
            ("0x2A : i8", "42 : i8"),
            ("255 : i8", "-1 : i8"),
            ("-128 : i8", "-128 : i8"),
            ("2 : ui8", "2 : ui8"),
            ("255 : ui8", "255 : ui8"),
            ("-1 : si8", "-1 : si8"),
            ("3 : index", "3 : index"),
            ("0x10 : index", "16 : index"),
            ("-9223372036854775808 : index", "-9223372036854775808 : index"),
            ("18446744073709551615 : i64", "-1 : i64"),
            ("1 : i128", "1 : i128"),
            ("-170141183460469231731687303715884105728 : i128", "-170141183460469231731687303715884105728 : i128"),
            ("340282366920938463463374607431768211455 : ui128", "340282366920938463463374607431768211455 : ui128"),
            ("0 : i0", "0 : i0"),
            ("0x0 : si0", "0 : si0"),
            ("00 : ui0", "0 : ui0"),
            ("1 : i256", "1 : i256"),
            ("-1 : i256", "-1 : i256"),
            ("115792089237316195423570985008687907853269984665640564039457584007913129639935 : i256", "-1 : i256"),
            ("115792089237316195423570985008687907853269984665640564039457584007913129639935 : ui256", "115792089237316195423570985008687907853269984665640564039457584007913129639935 : ui256"),
            ("0x8000000000000000000000000000000000000000000000000000000000000000 : i256", "-57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256"),
            ("-57896044618658097711785492504343953926634992332820282019728792003956564819968 : si256", "-57896044618658097711785492504343953926634992332820282019728792003956564819968 : si256"),
            ("340282366920938463463374607431768211456 : i200", "340282366920938463463374607431768211456 : i200"),
            ("-170141183460469231731687303715884105729 : i129", "-170141183460469231731687303715884105729 : i129"),
            ("dense<[1, -2]> : tensor<2xi256>", "dense<[1, -2]> : tensor<2xi256>"),
            ("true", "true"),
            ("false", "false"),
            ("1 : i1", "true"),
            ("-1 : i1", "true"),
            ("1 : ui1", "1 : ui1"),
            ("\"x\"", "\"x\""),
            ("\"x\" : i32", "\"x\" : i32"),
            ("\"x\" : none", "\"x\""),
            ("\"a\\\"b\\\\c\\n\\t\\01\\7F\\ff é\"", "\"a\\22b\\\\c\\0A\\09\\01\\7F\\FF \\C3\\A9\""),
            ("\"\\\\\"", "\"\\\\\""),
            ("\"\"", "\"\""),
            ("unit", "unit"),
            ("[]", "[]"),
            ("[1, \"a\", [2 : i8]]", "[1, \"a\", [2 : i8]]"),
            ("[1.5, 0x7FF8000000000000 : f64, 1 : i64, [1.0], 2 : i32, \"s\" : i32, 1.0 : f32]", "[1.500000e+00, 0x7FF8000000000000 : f64, 1, [1.000000e+00], 2 : i32, \"s\" : i32, 1.000000e+00 : f32]"),
            ("[true, 1 : ui1, -1 : si1, 1 : si64, 1 : index]", "[true, 1 : ui1, -1 : si1, 1 : si64, 1 : index]"),
            ("[i32, (i32) -> i1, unit, {}]", "[i32, (i32) -> i1, unit, {}]"),
            ("{}", "{}"),
            ("{b = 1, a, \"q k\" = 2, \"0x\" = 3, _x.y$ = 4}", "{\"0x\" = 3 : i64, _x.y$ = 4 : i64, a, b = 1 : i64, \"q k\" = 2 : i64}"),
            ("{true = 1, unit, loc = 2, i32 = 3, \"a\\\"b\" = 4, \"é\" = 5}", "{\"a\\22b\" = 4 : i64, i32 = 3 : i64, loc = 2 : i64, true = 1 : i64, unit, \"\\C3\\A9\" = 5 : i64}"),
            ("{a = {b = {c = [1 : i8, {}]}}}", "{a = {b = {c = [1 : i8, {}]}}}"),
            ("array<i32: 1, 2>", "array<i32: 1, 2>"),
            ("array<i32>", "array<i32>"),
            ("array<i64>", "array<i64>"),
            ("array<i8: -1, 255>", "array<i8: -1, -1>"),
            ("array<ui8: 255>", "array<ui8: 255>"),
            ("array<si8: -1>", "array<si8: -1>"),
            ("array<i1: true, false>", "array<i1: true, false>"),
            ("array<f32: 1.0, 2.5>", "array<f32: 1.000000e+00, 2.500000e+00>"),
            ("array<f64: 0.1>", "array<f64: 1.000000e-01>"),
            ("array<f16: 1.0>", "array<f16: 1.000000e+00>"),
            ("array<bf16: 0.1>", "array<bf16: 1.000980e-01>"),
            ("array<f80: 1.0>", "array<f80: 1.000000e+00>"),
            ("array<f32: 0x7FC00000>", "array<f32: 0x7FC00000>"),
            ("array<f32: -1.5>", "array<f32: -1.500000e+00>"),
            ("array<i32: -0x2>", "array<i32: -2>"),
            ("dense<1> : tensor<2xi32>", "dense<1> : tensor<2xi32>"),
            ("dense<[1, 1]> : tensor<2xi32>", "dense<1> : tensor<2xi32>"),
            ("dense<[7]> : tensor<1xi32>", "dense<7> : tensor<1xi32>"),
            ("dense<[[7]]> : tensor<1x1xi32>", "dense<7> : tensor<1x1xi32>"),
            ("dense<5> : tensor<i32>", "dense<5> : tensor<i32>"),
            ("dense<1.0> : tensor<f64>", "dense<1.000000e+00> : tensor<f64>"),
            ("dense<[[1,2],[3,4]]> : tensor<2x2xi32>", "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>"),
            ("dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>", "dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>"),
            ("dense<[[[1], [2]], [[3], [4]]]> : tensor<2x2x1xi32>", "dense<[[[1], [2]], [[3], [4]]]> : tensor<2x2x1xi32>"),
            ("dense<[[1],[2]]> : tensor<2x1xi8>", "dense<[[1], [2]]> : tensor<2x1xi8>"),
            ("dense<[true, false]> : tensor<2xi1>", "dense<[true, false]> : tensor<2xi1>"),
            ("dense<true> : tensor<4xi1>", "dense<true> : tensor<4xi1>"),
            ("dense<1> : tensor<2xi1>", "dense<true> : tensor<2xi1>"),
            ("dense<[true, 1]> : tensor<2xi1>", "dense<true> : tensor<2xi1>"),
            ("dense<[1.0, 2.5]> : tensor<2xf32>", "dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf32>"),
            ("dense<1.0> : vector<2xf32>", "dense<1.000000e+00> : vector<2xf32>"),
            ("dense<[0.1, 1.0e10]> : tensor<2xf64>", "dense<[1.000000e-01, 1.000000e+10]> : tensor<2xf64>"),
            ("dense<[0x7FC00000, 1.0]> : tensor<2xf32>", "dense<[0x7FC00000, 1.000000e+00]> : tensor<2xf32>"),
            ("dense<-0.0> : tensor<2xf32>", "dense<-0.000000e+00> : tensor<2xf32>"),
            ("dense<[1.5, 2.5]> : tensor<2xbf16>", "dense<[1.500000e+00, 2.500000e+00]> : tensor<2xbf16>"),
            ("dense<0x7FC0> : tensor<1xf16>", "dense<0x7FC0> : tensor<1xf16>"),
            ("dense<[]> : tensor<0xi32>", "dense<> : tensor<0xi32>"),
            ("dense<[[]]> : tensor<1x0xi32>", "dense<> : tensor<1x0xi32>"),
            ("dense<> : tensor<0x3xf32>", "dense<> : tensor<0x3xf32>"),
            ("dense<[255, 1]> : tensor<2xui8>", "dense<[255, 1]> : tensor<2xui8>"),
            ("dense<[255, 1]> : tensor<2xi8>", "dense<[-1, 1]> : tensor<2xi8>"),
            ("dense<[-1, 2]> : tensor<2xsi8>", "dense<[-1, 2]> : tensor<2xsi8>"),
            ("dense<[1, 0]> : tensor<2xui1>", "dense<[true, false]> : tensor<2xui1>"),
            ("dense<-0x2> : tensor<1xi32>", "dense<-2> : tensor<1xi32>"),
            ("dense<[1, 2]> : tensor<2xindex>", "dense<[1, 2]> : tensor<2xindex>"),
            ("dense<[[1.0, 2.0]]> : memref<1x2xf32>", "dense<[[1.000000e+00, 2.000000e+00]]> : memref<1x2xf32>"),
            ("dense<1> : vector<2x[4]xi32>", "dense<1> : vector<2x[4]xi32>"),
            ("dense<\"0x0100000002000000\"> : tensor<2xi32>", "dense<[1, 2]> : tensor<2xi32>"),
            ("dense<\"0x01000000\"> : tensor<4xi32>", "dense<1> : tensor<4xi32>"),
            ("dense<\"0xFF\"> : tensor<3xi1>", "dense<true> : tensor<3xi1>"),
            ("dense<\"0x05\"> : tensor<4xi1>", "dense<[true, false, true, false]> : tensor<4xi1>"),
            ("dense<\"0x0000803F00000040\"> : tensor<2xf32>", "dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>"),
            ("@f", "@f"),
            ("@\"x y\"", "@\"x y\""),
            ("@\"0\"", "@\"0\""),
            ("@a.b", "@a.b"),
            ("@\"a-b\"", "@\"a-b\""),
            ("@m::@f", "@m::@f"),
            ("@m::@\"a b\"::@c", "@m::@\"a b\"::@c"),
            ("[@f, @\"a\"::@b]", "[@f, @a::@b]"),
            ("i32", "i32"),
            ("(i32) -> i1", "(i32) -> i1"),
            ("!foo.bar<1>", "!foo.bar<1>"),
            ("#foo.x", "#foo.x"),
            ("#foo<\"x y\">", "#foo<\"x y\">"),
            ("#foo.bar<1, [2]>", "#foo.bar<1, [2]>"),
            ("#foo<abc>", "#foo.abc"),
            ("#foo<a.b<x>>", "#foo.a.b<x>"),
            ("#foo.bar<{a = [1, \"]>\"]}>", "#foo.bar<{a = [1, \"]>\"]}>"),
            ("strided<[1, ?], offset: 3>", "strided<[1, ?], offset: 3>"),
            ("strided<[?],offset:5>", "strided<[?], offset: 5>"),
            ("strided<[1], offset: 0>", "strided<[1]>"),
            ("strided<[-1, 2]>", "strided<[-1, 2]>"),
            ("loc(unknown)", "loc(unknown)"),
            ("loc(\"file.mlir\":1:2)", "loc(\"file.mlir\":1:2)"),
            ("loc(\"\":1:2)", "loc(\"-\":1:2)"),
            ("loc(\"\":1)", "loc(\"\":1:0)"),
            ("loc(\"a\":1)", "loc(\"a\":1:0)"),
            ("loc(\"name\")", "loc(\"name\")"),
            ("loc(\"n\"(unknown))", "loc(\"n\")"),
            ("loc(\"name\"(\"f\":3:4))", "loc(\"name\"(\"f\":3:4))"),
            ("loc(\"we\\\"ird\\n\":1:2)", "loc(\"we\\22ird\\0A\":1:2)"),
            ("loc(callsite(\"a\":1:2 at \"b\":3:4))", "loc(callsite(\"a\":1:2 at \"b\":3:4))"),
            ("loc(callsite(\"callee\" at callsite(\"x\" at \"y\":1:1)))", "loc(callsite(\"callee\" at callsite(\"x\" at \"y\":1:1)))"),
            ("loc(fused[\"a\":1:2, \"b\":3:4])", "loc(fused[\"a\":1:2, \"b\":3:4])"),
            ("loc(fused[\"a\":1:2])", "loc(\"a\":1:2)"),
            ("loc(fused[])", "loc(unknown)"),
            ("loc(fused[\"a\":1:2, \"a\":1:2, unknown, \"b\":1:1])", "loc(fused[\"a\":1:2, \"b\":1:1])"),
            ("loc(fused[fused[\"a\":1:2, \"c\":1:1], \"b\":1:1])", "loc(fused[\"a\":1:2, \"c\":1:1, \"b\":1:1])"),
            ("loc(fused<\"m\">[fused<\"m\">[\"a\":1:2, \"c\":1:1], \"b\":1:1])", "loc(fused<\"m\">[\"a\":1:2, \"c\":1:1, \"b\":1:1])"),
            ("loc(fused<\"m\">[fused[\"a\":1:2, \"c\":1:1], \"b\":1:1])", "loc(fused<\"m\">[fused[\"a\":1:2, \"c\":1:1], \"b\":1:1])"),
            ("loc(fused<\"m\">[])", "loc(fused<\"m\">[unknown])"),
            ("loc(fused<\"meta\">[\"a\":1:2, unknown])", "loc(fused<\"meta\">[\"a\":1:2])"),
            ("loc(fused<{a = 1}>[\"a\":1:2])", "loc(fused<{a = 1 : i64}>[\"a\":1:2])"),
            ("[loc(\"x\":1:2), 1]", "[loc(\"x\":1:2), 1]"),
        ]);
    }

    /// Floats: 6-digit scientific if it reads back exactly, else the
    /// round-trip digits, else hex; as `mlir-opt-22` prints them.
    #[test]
    fn floats_print_as_mlir_does() {
        check(&[
            ("1.5 : f32", "1.500000e+00 : f32"),
            ("0.1", "1.000000e-01 : f64"),
            ("0.1 : f32", "1.000000e-01 : f32"),
            ("1.0e10 : f64", "1.000000e+10 : f64"),
            ("1.0e-300 : f64", "1.000000e-300 : f64"),
            ("123456789.0 : f64", "0x419D6F3454000000 : f64"),
            ("100.0 : f32", "1.000000e+02 : f32"),
            ("0.123456789 : f64", "0.123456789 : f64"),
            ("1.0e20 : f64", "1.000000e+20 : f64"),
            ("100000001.0 : f64", "0x4197D78404000000 : f64"),
            ("0.0001 : f64", "1.000000e-04 : f64"),
            ("-0.0 : f32", "-0.000000e+00 : f32"),
            ("1.0e-45 : f32", "1.401300e-45 : f32"),
            ("3.0e38 : f32", "3.000000e+38 : f32"),
            ("12345678.0 : f32", "0x4B3C614E : f32"),
            ("1.0 : f16", "1.000000e+00 : f16"),
            ("0.1 : f16", "9.997550e-02 : f16"),
            ("0.3 : bf16", "3.007810e-01 : bf16"),
            ("65504.0 : f16", "6.550400e+04 : f16"),
            ("1.0e5 : f16", "0x7C00 : f16"),
            ("0.1 : f80", "0.100000000000000005551 : f80"),
            (
                "0.1 : f128",
                "0.100000000000000005551115123125782702 : f128",
            ),
            ("123456789.0 : f80", "0x4019EB79A2A000000000 : f80"),
            ("0.5 : f80", "5.000000e-01 : f80"),
            ("1.5 : f128", "1.500000e+00 : f128"),
            ("3.14159265358979 : f64", "3.14159265358979 : f64"),
            ("2.718281828 : f32", "2.71828175 : f32"),
            ("6.02214076e23 : f64", "6.0221407599999999E+23 : f64"),
            ("9007199254740993.0 : f64", "0x4340000000000000 : f64"),
            ("1.0e16 : f64", "1.000000e+16 : f64"),
            ("1.0e15 : f64", "1.000000e+15 : f64"),
            ("1234567.0 : f64", "0x4132D68700000000 : f64"),
            ("0.0001234567 : f64", "1.234567E-4 : f64"),
            ("6.0e-8 : f16", "5.960460e-08 : f16"),
            (
                "2.2250738585072014e-308 : f64",
                "2.2250738585072014E-308 : f64",
            ),
            ("4.9e-324 : f64", "4.940660e-324 : f64"),
            (
                "1.7976931348623157e308 : f64",
                "1.7976931348623157E+308 : f64",
            ),
            ("1.0e400 : f64", "0x7FF0000000000000 : f64"),
            ("0x7FC00000 : f32", "0x7FC00000 : f32"),
            ("0x7F800000 : f32", "0x7F800000 : f32"),
            ("0xFF800000 : f32", "0xFF800000 : f32"),
            ("0x7E00 : f16", "0x7E00 : f16"),
            ("0xFFFF : f16", "0xFFFF : f16"),
            ("0x7FC0 : bf16", "0x7FC0 : bf16"),
            ("0x3F800000 : f64", "5.2635442471208903E-315 : f64"),
            ("0x1 : f64", "4.940660e-324 : f64"),
            ("0x3F80 : f32", "2.277950e-41 : f32"),
            ("0x7FF0000000000001 : f64", "0x7FF0000000000001 : f64"),
            ("0x7F800001 : f32", "0x7F800001 : f32"),
            ("0x8000 : f16", "-0.000000e+00 : f16"),
            ("-2.0e-3 : f64", "-2.000000e-03 : f64"),
            ("1. : f32", "1.000000e+00 : f32"),
            ("1.e5", "1.000000e+05 : f64"),
        ]);
    }

    /// More than 100 elements print as hex, as `mlir-opt-22` does by default.
    #[test]
    fn large_dense_attributes_print_as_hex() {
        let list = (0..101)
            .map(|i| (i % 7 - 3).to_string())
            .collect::<Vec<_>>();
        let src = format!("dense<[{}]> : tensor<101xi8>", list.join(", "));
        let hex: String = (0..101)
            .map(|i| format!("{:02X}", (i % 7 - 3) as u8))
            .collect();
        assert_eq!(
            round_trip(&src),
            format!("dense<\"0x{hex}\"> : tensor<101xi8>")
        );
        let bools = (0..101).map(|i| if i % 3 == 0 { "true" } else { "false" });
        let src = format!(
            "dense<[{}]> : tensor<101xi1>",
            bools.collect::<Vec<_>>().join(", ")
        );
        let expected = "dense<\"0x49922449922449922449922409\"> : tensor<101xi1>";
        assert_eq!(round_trip(&src), expected);
        assert_eq!(round_trip(expected), expected);
    }

    #[test]
    fn attribute_errors_say_what_was_expected() {
        check(&[
            ("", "1:1: expected attribute value, found end of input"),
            ("128 : si8", "1:1: integer constant out of range for attribute"),
            ("-129 : i8", "1:2: integer constant out of range for attribute"),
            ("-1 : ui8", "1:2: negative integer literal not valid for unsigned integer type"),
            ("2 : i1", "1:1: integer constant out of range for attribute"),
            ("1 : i0", "1:1: integer constant out of range for attribute"),
            ("-0 : i0", "1:2: integer constant out of range for attribute"),
            ("-0 : i8", "1:2: integer constant out of range for attribute"),
            ("115792089237316195423570985008687907853269984665640564039457584007913129639936 : i256", "1:1: integer constant out of range for attribute"),
            ("0x10000000000000000000000000000000000000000000000000000000000000000 : i256", "1:1: integer constant out of range for attribute"),
            ("-578960446186580977117854925043439539266349923328202820197287920039565648199689 : i256", "1:2: integer constant out of range for attribute"),
            ("57896044618658097711785492504343953926634992332820282019728792003956564819968 : si256", "1:1: integer constant out of range for attribute"),
            ("-1 : ui256", "1:2: negative integer literal not valid for unsigned integer type"),
            ("dense<\"0x00\"> : tensor<i256>", "1:7: hex dense elements of integers wider than 128 bits are not supported"),
            ("1.5 : i32", "1:1: floating point value not valid for specified type"),
            ("1 : f32", "1:1: unexpected decimal integer literal for a floating point value"),
            ("1 : tensor<i32>", "1:1: integer literal not valid for specified type"),
            ("0x1FFFFFFFF : f32", "1:1: hexadecimal float constant out of range for type"),
            ("-0x3F800000 : f32", "1:2: hexadecimal float literal should not have a leading minus"),
            ("\"\\u\"", "1:1: unknown escape in string literal"),
            ("[1, 2", "1:6: expected ',' or ']' in array attribute, found end of input"),
            ("[1 2]", "1:4: expected ',' or ']' in array attribute, found '2'"),
            ("{a = 1 b = 2}", "1:8: expected ',' or '}' in dictionary attribute, found 'b'"),
            ("{a = }", "1:6: expected attribute value, found '}'"),
            ("{\"\" = 1}", "1:2: expected valid attribute name"),
            ("{a = 1, a = 2}", "1:9: duplicate key 'a' in dictionary attribute"),
            ("{1 = 2}", "1:2: expected attribute name (an identifier or a string), found '1'"),
            ("array<i1: 1>", "1:11: expected 'true' or 'false' for an i1 array element, found '1'"),
            ("array<i8: 256>", "1:11: integer constant out of range for attribute"),
            ("array<f32: 1>", "1:12: unexpected decimal integer literal for a floating point value"),
            ("array<index>", "1:7: expected integer or float type in dense array"),
            ("array<i32: 1 : i32>", "1:14: expected ',' or '>' in dense array attribute, found ':'"),
            ("dense<1>", "1:9: expected ':' and the type of the dense elements attribute, found end of input"),
            ("dense<[1, 2> : tensor<2xi32>", "1:12: expected ',' or ']' in dense literal, found '>'"),
            ("dense<[1, 2]> : tensor<3xi32>", "1:1: inferred shape of elements literal ([2]) does not match type ([3])"),
            ("dense<[[1, 2]]> : tensor<2xi32>", "1:1: inferred shape of elements literal ([1, 2]) does not match type ([2])"),
            ("dense<[[1, 2], [3]]> : tensor<2x2xi32>", "1:19: tensor literal is invalid; ranks are not consistent between elements"),
            ("dense<[1, [2]]> : tensor<2xi32>", "1:14: tensor literal is invalid; ranks are not consistent between elements"),
            ("dense<> : tensor<2xi32>", "1:1: parsed zero elements, but type ('tensor<2xi32>') expected at least 1"),
            ("dense<1> : tensor<?xi32>", "1:12: elements literal type must have static shape"),
            ("dense<-1> : tensor<2xui8>", "1:8: expected unsigned integer elements, but parsed negative value"),
            ("dense<[1.5, 2]> : tensor<2xi32>", "1:8: expected integer elements, but parsed floating-point"),
            ("dense<true> : tensor<2xi32>", "1:7: expected i1 type for 'true' or 'false' values"),
            ("dense<1> : tensor<2xf32>", "1:7: unexpected decimal integer literal for a floating point value"),
            ("dense<\"0x0102\"> : tensor<3xi32>", "1:7: elements hex data size is invalid for provided type"),
            ("@0", "1:1: invalid symbol name '@0': quote it as @\"0\""),
            ("@f::g", "1:5: expected nested symbol reference ('@name') after '::', found 'g'"),
            ("#undefined", "1:1: undefined symbol alias id 'undefined'"),
            ("#builtin.foo", "1:1: dialect 'builtin' provides no attribute parsing hook"),
            ("#foo.x<\"a\\{\">", "1:10: unknown escape in string literal"),
            ("@\"\"", "1:1: symbol names must not be empty"),
            ("array<i3: 1>", "1:7: element type bitwidth must be a multiple of 8"),
            ("#foo.x<", "1:7: unbalanced '<' character in pretty dialect name"),
            ("strided<[1]", "1:12: expected '>' to close the strided layout, found end of input"),
            ("loc(", "1:5: expected location ('unknown', a string, 'callsite', 'fused' or a '#' alias), found end of input"),
            ("loc(\"a\":x)", "1:9: expected line number in file location, found 'x'"),
            ("loc(callsite(\"a\" \"b\"))", "1:18: expected 'at', found '\"b\"'"),
            ("loc(fused<\"m\">(\"a\"))", "1:15: expected '[' to start the fused locations, found '('"),
            ("loc(foo)", "1:5: expected location ('unknown', a string, 'callsite', 'fused' or a '#' alias), found 'foo'"),
        ]);
    }

    #[test]
    fn aliases_resolve_and_locations_check_them() {
        let ctx = Context::new();
        let src = "#a [#a] loc(#l) #foo.x loc(#a)";
        let mut parser = Parser::new(Cursor::new(&ctx, "t.mlir", src, 0));
        let one = ctx.int_attr(1, ctx.int_type(8));
        parser.define_attr_alias("a", one);
        parser.define_attr_alias("#l", ctx.file_loc("f", 1, 2));
        assert_eq!(parser.parse_attribute(), Ok(one));
        let array = parser.parse_attribute().expect("array");
        assert_eq!(ctx.attr_kind(array), &AttrKind::Array(vec![one]));
        assert_eq!(parser.parse_location(), Ok(ctx.file_loc("f", 1, 2)));
        let opaque = parser.parse_attribute().expect("opaque");
        assert!(matches!(ctx.attr_kind(opaque), AttrKind::Opaque { .. }));
        let error = parser.parse_location().expect_err("not a location");
        let expected = "expected location, but attribute alias '#a' is not a location";
        assert_eq!(error.message, expected);
    }

    #[test]
    fn booleans_are_sign_extended_i1() {
        let ctx = Context::new();
        let mut parser = Parser::new(Cursor::new(&ctx, "t.mlir", "true", 0));
        let attr = parser.parse_attribute().expect("true");
        assert_eq!(attr, ctx.int_attr(-1, ctx.int_type(1)));
    }

    #[test]
    fn file_location_ranges_are_kept_and_a_point_range_is_a_point() {
        let ctx = Context::new();
        let range = |end_line, end_col| {
            ctx.location(Location::FileRange {
                file: ctx.string_attr("a"),
                line: 1,
                col: 2,
                end_line,
                end_col,
            })
        };
        for (src, expected) in [
            ("loc(\"a\":1:2 to 3:4)", range(3, 4)),
            ("loc(\"a\":1:2 to :4)", range(1, 4)),
            ("loc(\"a\":1:2 to 1:4)", range(1, 4)),
            ("loc(\"a\":1:2 to 1:2)", ctx.file_loc("a", 1, 2)),
        ] {
            let mut parser = Parser::new(Cursor::new(&ctx, "t.mlir", src, 0));
            assert_eq!(parser.parse_location(), Ok(expected), "for {src}");
        }
        let mut parser = Parser::new(Cursor::new(&ctx, "t.mlir", "loc(\"a\":1:2 to 3)", 0));
        assert!(parser.parse_location().is_err());
        let fused = ctx.fused_location(vec![ctx.unknown_loc()], None);
        assert_eq!(ctx.attr_kind(fused), &AttrKind::Location(Location::Unknown));
    }

    #[test]
    fn nesting_is_bounded() {
        let depth = 5000;
        let cases = [
            format!("{}1{}", "[".repeat(depth), "]".repeat(depth)),
            format!("{}1{}", "{a = ".repeat(depth), "}".repeat(depth)),
            format!(
                "loc({}unknown{})",
                "callsite(".repeat(depth),
                " at unknown)".repeat(depth)
            ),
        ];
        for src in cases {
            let message = test_support::on_main_thread_stack(|| round_trip(&src));
            assert!(message.contains("nested deeper than"), "{message}");
        }
        let deep_list = format!(
            "dense<{}1{}> : tensor<i32>",
            "[".repeat(depth),
            "]".repeat(depth)
        );
        assert!(round_trip(&deep_list).contains("dense literal nested deeper than"));
    }
}
