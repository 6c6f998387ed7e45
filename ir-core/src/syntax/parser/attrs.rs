//! The attribute half of the parser: integers, floats, booleans, strings,
//! `unit`, arrays, dictionaries, `array<...>`, `dense<...>`, type
//! attributes, symbol references, dialect attributes kept as text,
//! `affine_map<...>` / `affine_set<...>` / `strided<...>` (kept as builtin
//! opaque text), attribute aliases, and locations (`loc(...)`).
//!
//! Values follow MLIR's rules: an untyped integer is an `i64`, an untyped
//! float an `f64`; a literal must fit its type; a hexadecimal literal of a
//! float type is its bit pattern; equal `dense` elements collapse to a splat;
//! fused locations are canonicalized as `FusedLoc::get` does.

use super::{Parser, MAX_NESTING};
use crate::context::attributes::{Attr, AttrKind, DenseValues, Location, NamedAttr};
use crate::context::types::{FloatKind, Signedness, Type, TypeKind, DYNAMIC};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::syntax::lexer::{unescape, Token};
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
/// `None` for `dense<>`) and its elements in row-major order.
struct TensorLiteral<'src> {
    shape: Option<Vec<i64>>,
    elements: Vec<Element<'src>>,
}

/// An open `[` of a tensor literal: elements seen and their common shape.
#[derive(Default)]
struct ListFrame {
    count: i64,
    child: Option<Vec<i64>>,
}

const OUT_OF_RANGE: &str = "integer constant out of range for type";

impl<'src, 'ctx> Parser<'src, 'ctx> {
    /// Parses an attribute, failing with "expected attribute value" if none starts here.
    pub fn parse_attribute(&mut self) -> Result<Attr, Diagnostic> {
        match self.parse_optional_attribute()? {
            Some(attr) => Ok(attr),
            None => Err(self.cursor.expected("attribute value")),
        }
    }

    /// Parses an attribute if the next token can start one; `None` (nothing
    /// consumed) otherwise.
    pub fn parse_optional_attribute(&mut self) -> Result<Option<Attr>, Diagnostic> {
        let Some(token) = self.cursor.peek() else {
            return Ok(None);
        };
        let attr = match token {
            Token::Integer | Token::Float | Token::Minus => self.parse_number_attr()?,
            Token::String => self.parse_string_attr()?,
            Token::LSquare => self.nested(Self::parse_array_attr)?,
            Token::LBrace => self.nested(Self::parse_attr_dict)?,
            Token::AtIdent => self.parse_symbol_ref()?,
            Token::HashIdent => self.parse_extended_attr()?,
            Token::BareIdent => return self.parse_keyword_attr(),
            Token::LParen | Token::BangIdent => {
                let ty = self.parse_type()?;
                self.cursor.ctx.type_attr(ty)
            }
            _ => return Ok(None),
        };
        Ok(Some(attr))
    }

    /// Parses `{a = 1, b, "q k" = 2}` into an interned dictionary; a name
    /// without `=` maps to `unit`; a repeated name is an error.
    pub fn parse_attr_dict(&mut self) -> Result<Attr, Diagnostic> {
        self.cursor
            .expect(Token::LBrace, "'{' to start a dictionary attribute")?;
        let mut entries: Vec<NamedAttr> = Vec::new();
        let mut seen: FxHashSet<Box<str>> = FxHashSet::default();
        self.parse_items_until(Token::RBrace, "',' or '}' in dictionary attribute", |p| {
            let at = p.cursor.offset();
            let entry = p.parse_dictionary_entry()?;
            if !seen.insert(entry.name.clone()) {
                let message = format!("duplicate key '{}' in dictionary attribute", entry.name);
                return Err(p.cursor.error_at(at, message));
            }
            entries.push(entry);
            Ok(())
        })?;
        Ok(self.cursor.ctx.dictionary_attr(entries))
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

    /// `name = value` or `name` in a dictionary.
    fn parse_dictionary_entry(&mut self) -> Result<NamedAttr, Diagnostic> {
        let at = self.cursor.offset();
        let name: Box<str> = match self.cursor.peek() {
            Some(Token::BareIdent) => self.cursor.bump().into(),
            Some(Token::String) => self.parse_string_utf8("attribute names")?.into(),
            _ => {
                return Err(self
                    .cursor
                    .expected("attribute name (an identifier or a string)"))
            }
        };
        if name.is_empty() {
            return Err(self.cursor.error_at(at, "expected valid attribute name"));
        }
        let value = match self.cursor.eat(Token::Equal) {
            true => self.parse_attribute()?,
            false => self.cursor.ctx.intern_attr(AttrKind::Unit),
        };
        Ok(NamedAttr { name, value })
    }

    /// `[a, b, ...]`.
    fn parse_array_attr(&mut self) -> Result<Attr, Diagnostic> {
        self.cursor
            .expect(Token::LSquare, "'[' to start an array attribute")?;
        let mut items = Vec::new();
        self.parse_items_until(Token::RSquare, "',' or ']' in array attribute", |p| {
            items.push(p.parse_attribute()?);
            Ok(())
        })?;
        Ok(self.cursor.ctx.intern_attr(AttrKind::Array(items)))
    }

    /// Attributes that start with a bare identifier; `None` if it starts none.
    fn parse_keyword_attr(&mut self) -> Result<Option<Attr>, Diagnostic> {
        let ctx = self.cursor.ctx;
        let attr = match self.cursor.text() {
            "true" | "false" => {
                let value = i128::from(self.cursor.bump() == "true");
                ctx.int_attr(-value, ctx.int_type(1))
            }
            "unit" => {
                self.cursor.bump();
                ctx.intern_attr(AttrKind::Unit)
            }
            "dense" => self.nested(Self::parse_dense_elements)?,
            "array" => self.parse_dense_array()?,
            "loc" => self.parse_location()?,
            "affine_map" | "affine_set" => self.parse_raw_builtin_attr()?,
            "strided" => self.parse_strided_layout()?,
            _ => match self.parse_optional_type()? {
                Some(ty) => ctx.type_attr(ty),
                None => return Ok(None),
            },
        };
        Ok(Some(attr))
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
    fn parse_string_utf8(&mut self, what: &str) -> Result<String, Diagnostic> {
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

    fn lookup_attr_alias(&self, name: &str, at: usize) -> Result<Attr, Diagnostic> {
        match self.attr_aliases.get(name) {
            Some(&attr) => Ok(attr),
            None => Err(self
                .cursor
                .error_at(at, format!("undefined attribute alias '#{name}'"))),
        }
    }

    /// `affine_map<...>` / `affine_set<...>`, kept verbatim as builtin opaque text.
    fn parse_raw_builtin_attr(&mut self) -> Result<Attr, Diagnostic> {
        let keyword = self.cursor.bump();
        if !self.cursor.at(Token::Less) {
            return Err(self.cursor.expected(&format!("'<' after '{keyword}'")));
        }
        let open = self.cursor.offset();
        let end = self.scan_dialect_body(open)?;
        self.cursor.reset_to(end);
        let body = format!("{keyword}{}", &self.cursor.source()[open..end]);
        Ok(builtin_opaque(self.cursor.ctx, body))
    }

    /// `strided<[1, ?], offset: 3>`, kept as builtin opaque text in MLIR's
    /// canonical spelling (a zero offset is omitted).
    fn parse_strided_layout(&mut self) -> Result<Attr, Diagnostic> {
        self.cursor.bump();
        self.cursor.expect(Token::Less, "'<' after 'strided'")?;
        self.cursor
            .expect(Token::LSquare, "'[' to start the list of strides")?;
        let mut strides = Vec::new();
        self.parse_items_until(Token::RSquare, "',' or ']' in the list of strides", |p| {
            strides.push(p.parse_stride_value()?);
            Ok(())
        })?;
        let mut offset = "0".to_string();
        if self.cursor.eat(Token::Comma) {
            self.cursor.expect_keyword("offset")?;
            self.cursor.expect(Token::Colon, "':' after 'offset'")?;
            offset = self.parse_stride_value()?;
        }
        self.cursor
            .expect(Token::Greater, "'>' to close the strided layout")?;
        let mut body = format!("strided<[{}]", strides.join(", "));
        if offset != "0" {
            body.push_str(&format!(", offset: {offset}"));
        }
        body.push('>');
        Ok(builtin_opaque(self.cursor.ctx, body))
    }

    /// `?` or a signed 64-bit integer, as canonical text.
    fn parse_stride_value(&mut self) -> Result<String, Diagnostic> {
        if self.cursor.eat(Token::Question) {
            return Ok("?".to_string());
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
        Ok(value.to_string())
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
    /// `i128`, checked as MLIR does (`255 : i8` is -1; `128 : si8` is out of range).
    fn integer_value(
        &self,
        number: Number,
        width: u32,
        signedness: Signedness,
    ) -> Result<i128, Diagnostic> {
        let error = |message: &str| self.cursor.error_at(number.offset, message);
        if width > 128 {
            return Err(error(
                "integer attributes wider than 128 bits are not supported",
            ));
        }
        if width == 0 {
            return Err(error(OUT_OF_RANGE));
        }
        if number.negative && signedness == Signedness::Unsigned {
            return Err(error(
                "negative integer literal not valid for unsigned integer type",
            ));
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
        Ok(sign_extend(bits, width))
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
        if let ElementKind::Int(1, Signedness::Signless) = kind {
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
            (Some(_), _) | (None, true) => TensorLiteral {
                shape: None,
                elements: Vec::new(),
            },
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
        let (shape, kind) = self.dense_shape_and_kind(ty, ty_at)?;
        let values = match hex {
            Some((at, text)) => self.decode_hex_dense(&text, &shape, kind, at)?,
            None => {
                self.check_literal_shape(&literal, &shape, ty, start)?;
                self.convert_elements(&literal.elements, kind)?
            }
        };
        let values = collapse_splat(values);
        Ok(self
            .cursor
            .ctx
            .intern_attr(AttrKind::DenseElements { ty, values }))
    }

    /// The static shape and element kind of a `dense` attribute's type.
    fn dense_shape_and_kind(
        &self,
        ty: Type,
        at: usize,
    ) -> Result<(Vec<i64>, ElementKind), Diagnostic> {
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
        match self.element_kind(element) {
            Some(ElementKind::Int(width, _)) if width > 128 => {
                Err(self.cursor.error_at(at, "integer attributes wider than 128 bits are not supported"))
            }
            Some(kind) => Ok((shape, kind)),
            None => Err(self.cursor.error_at(at, "dense elements of this element type are not supported (only integer, index and float)")),
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
        let mut elements = Vec::new();
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
                elements.push(self.parse_dense_element()?);
                Some(Vec::new())
            };
            if let Some(shape) = self.close_tensor_lists(&mut stack, child)? {
                return Ok(TensorLiteral {
                    shape: Some(shape),
                    elements,
                });
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
            Some(Token::LParen) => Err(self
                .cursor
                .error("complex dense elements are not supported")),
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

    fn int_element(
        &self,
        element: Element,
        width: u32,
        signedness: Signedness,
    ) -> Result<i128, Diagnostic> {
        match element {
            Element::Bool(value, _) if width == 1 && signedness == Signedness::Signless => {
                Ok(-i128::from(value))
            }
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

    fn float_element(&self, element: Element, kind: FloatKind) -> Result<f64, Diagnostic> {
        match element {
            Element::Bool(_, at) => Err(self
                .cursor
                .error_at(at, "expected floating-point elements, but parsed boolean")),
            Element::Number(n) => self.float_value(n, kind),
        }
    }

    /// Decodes `dense<"0x...">`: little-endian elements of the storage width
    /// (whole bytes; `i1` packed 8 to a byte), or a single splat element.
    fn decode_hex_dense(
        &self,
        text: &[u8],
        shape: &[i64],
        kind: ElementKind,
        at: usize,
    ) -> Result<DenseValues, Diagnostic> {
        let bytes = decode_hex(text).ok_or_else(|| {
            self.cursor
                .error_at(at, "expected a hex string (\"0x...\") in dense literal")
        })?;
        let count = shape.iter().product::<i64>() as usize;
        let decoded = match kind {
            ElementKind::Int(1, _) => decode_bits(&bytes, count),
            ElementKind::Int(width, _) => decode_words(&bytes, count, width.div_ceil(8) as usize)
                .map(|words| {
                    DenseValues::Int(words.into_iter().map(|w| sign_extend(w, width)).collect())
                }),
            ElementKind::Float(float) => {
                decode_words(&bytes, count, float.width().div_ceil(8) as usize).map(|words| {
                    DenseValues::Float(
                        words
                            .into_iter()
                            .map(|w| float.value_of_bits(w).to_bits())
                            .collect(),
                    )
                })
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
            let col = match self.cursor.eat(Token::Colon) {
                true => self.parse_location_number("column number")?,
                false => 0,
            };
            self.skip_location_range_end()?;
            return Ok(ctx.file_loc(&text, line, col));
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

    /// The end of a file location range (`to 3:4`, `to :4`, `to 3`), which
    /// is accepted and dropped: [`Location::FileLineCol`] has no range.
    fn skip_location_range_end(&mut self) -> Result<(), Diagnostic> {
        if !self.cursor.eat_keyword("to") {
            return Ok(());
        }
        if self.cursor.at(Token::Integer) {
            self.parse_location_number("end line number")?;
        }
        if self.cursor.eat(Token::Colon) {
            self.parse_location_number("end column number")?;
        }
        Ok(())
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
        match self.cursor.ctx.attr_kind(attr) {
            AttrKind::Location(_) => Ok(attr),
            _ => Err(self.cursor.error_at(
                at,
                format!("expected location, but attribute alias '{text}' is not a location"),
            )),
        }
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
        self.parse_items_until(Token::RSquare, "',' or ']' in fused location", |p| {
            locations.push(p.parse_location_body()?);
            Ok(())
        })?;
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

/// A builtin attribute kept as its (canonical) spelling.
fn builtin_opaque(ctx: &Context, body: String) -> Attr {
    ctx.intern_attr(AttrKind::Opaque {
        dialect: "builtin".into(),
        body: body.into(),
    })
}

/// The low `width` bits of `bits`, sign-extended.
fn sign_extend(bits: u128, width: u32) -> i128 {
    let unused = 128 - width;
    ((bits << unused) as i128) >> unused
}

/// All-equal values become a single (splat) value.
fn collapse_splat(values: DenseValues) -> DenseValues {
    match values {
        DenseValues::Int(v) if v.len() > 1 && v.iter().all(|x| *x == v[0]) => {
            DenseValues::Int(vec![v[0]])
        }
        DenseValues::Float(v) if v.len() > 1 && v.iter().all(|x| *x == v[0]) => {
            DenseValues::Float(vec![v[0]])
        }
        other => other,
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

/// `count` little-endian words of `size` bytes (or one splat word).
fn decode_words(bytes: &[u8], count: usize, size: usize) -> Option<Vec<u128>> {
    let n = if bytes.len() == size { 1 } else { count };
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
