//! The type half of the parser: builtin types (`i32`, `index`, `f32`,
//! `memref<4x?xf32>`, `tensor<*xf32>`, `vector<[4]xf32>`, function types, ...),
//! dialect types kept as text (`!dialect.name<...>`), and type aliases.
//!
//! Also holds the helpers that the attribute parser shares: the raw scan of
//! a dialect symbol's `<...>` body, comma-separated lists, and the float
//! format conversions of [`FloatKind`] (MLIR parses every float literal as
//! a `double` and rounds it to the target format, and so do we).
//!
//! Dimension lists such as `4x?x[8]xf32` do not tokenize well (`4`, `x`,
//! `?`, `xf32`), so they are scanned from the raw source text and the
//! cursor is then re-positioned on the element type, as MLIR's lexer does.

use super::Parser;
use crate::context::attributes::{Attr, AttrKind};
use crate::context::types::{FloatKind, Signedness, Type, TypeKind, DYNAMIC};
use crate::diagnostics::Diagnostic;
use crate::syntax::lexer::Token;

/// The widest integer type MLIR accepts (`i16777215`).
pub(crate) const MAX_INTEGER_WIDTH: u32 = 16_777_215;

/// What a dimension list may contain.
#[derive(Copy, Clone)]
struct DimSyntax {
    /// `*x` (unranked) is accepted.
    unranked: bool,
    /// `?` (dynamic size) is accepted.
    dynamic: bool,
    /// `[N]` (scalable size) is accepted.
    scalable: bool,
}

/// `memref` and `tensor` dimension lists.
const SHAPED_DIMS: DimSyntax = DimSyntax {
    unranked: true,
    dynamic: true,
    scalable: false,
};

/// `vector` dimension lists.
const VECTOR_DIMS: DimSyntax = DimSyntax {
    unranked: false,
    dynamic: false,
    scalable: true,
};

/// A scanned dimension list.
enum Dims {
    /// `*x`.
    Unranked,
    /// Sizes ([`DYNAMIC`] for `?`) and which of them are scalable.
    Ranked(Vec<i64>, Vec<bool>),
}

/// A `!`- or `#`-prefixed name: an alias, or a dialect symbol kept as text.
pub(super) enum ExtendedSymbol<'src> {
    /// `!name` / `#name` with no dot and no `<...>`: an alias reference.
    Alias(&'src str),
    /// `!dialect.body` or `!dialect<body>`.
    Dialect {
        /// The namespace before the first dot (or the `<`).
        dialect: &'src str,
        /// MLIR's "symbol data": after the dot, or inside the angle brackets.
        body: &'src str,
    },
}

impl<'src, 'ctx> Parser<'src, 'ctx> {
    /// Parses a type, failing with "expected type" if none starts here.
    pub fn parse_type(&mut self) -> Result<Type, Diagnostic> {
        match self.parse_optional_type()? {
            Some(ty) => Ok(ty),
            None => Err(self.cursor.expected("type")),
        }
    }

    /// Parses a type if the next token can start one; `None` (nothing
    /// consumed) otherwise.
    pub fn parse_optional_type(&mut self) -> Result<Option<Type>, Diagnostic> {
        if self.cursor.at(Token::LParen) {
            return self.parse_function_type().map(Some);
        }
        self.parse_optional_non_function_type()
    }

    /// Parses a function type `(a, b) -> c` or `(a) -> (c, d)`.
    pub fn parse_function_type(&mut self) -> Result<Type, Diagnostic> {
        self.nested(|p| {
            let inputs = p.parse_type_list_parens()?;
            p.cursor.expect(Token::Arrow, "'->' in function type")?;
            let results = if p.cursor.at(Token::LParen) {
                p.parse_type_list_parens()?
            } else {
                vec![p.parse_non_function_type()?]
            };
            Ok(p.cursor.ctx.function_type(inputs, results))
        })
    }

    /// Parses a parenthesized, comma-separated, possibly empty type list.
    pub fn parse_type_list_parens(&mut self) -> Result<Vec<Type>, Diagnostic> {
        self.cursor
            .expect(Token::LParen, "'(' to start a type list")?;
        let mut types = Vec::new();
        self.parse_items_until(Token::RParen, "',' or ')' in type list", |p| {
            types.push(p.parse_type()?);
            Ok(())
        })?;
        Ok(types)
    }

    /// Parses any type but a function type (element types, single results).
    pub fn parse_non_function_type(&mut self) -> Result<Type, Diagnostic> {
        match self.parse_optional_non_function_type()? {
            Some(ty) => Ok(ty),
            None => Err(self.cursor.expected("non-function type")),
        }
    }

    /// Defines `!name` (given with or without its `!`) as an alias of `ty`.
    pub(crate) fn define_type_alias(&mut self, name: &'src str, ty: Type) {
        self.type_aliases
            .insert(name.strip_prefix('!').unwrap_or(name), ty);
    }

    /// Parses comma-separated items up to and including `close`; the opening
    /// delimiter is already consumed. `what` names the expected separator.
    pub(super) fn parse_items_until(
        &mut self,
        close: Token,
        what: &str,
        mut item: impl FnMut(&mut Self) -> Result<(), Diagnostic>,
    ) -> Result<(), Diagnostic> {
        if self.cursor.eat(close) {
            return Ok(());
        }
        loop {
            item(self)?;
            if self.cursor.eat(close) {
                return Ok(());
            }
            self.cursor.expect(Token::Comma, what)?;
        }
    }

    fn parse_optional_non_function_type(&mut self) -> Result<Option<Type>, Diagnostic> {
        match self.cursor.peek() {
            Some(Token::BareIdent) => self.parse_keyword_type(),
            Some(Token::BangIdent) => self.parse_extended_type().map(Some),
            _ => Ok(None),
        }
    }

    /// A type that starts with a bare identifier, or `None` if the
    /// identifier names no type.
    fn parse_keyword_type(&mut self) -> Result<Option<Type>, Diagnostic> {
        let word = self.cursor.text();
        let kind = match word {
            "index" => TypeKind::Index,
            "none" => TypeKind::None,
            "memref" => return self.nested(Self::parse_memref_type).map(Some),
            "tensor" => return self.nested(Self::parse_tensor_type).map(Some),
            "vector" => return self.nested(Self::parse_vector_type).map(Some),
            "tuple" => return self.nested(Self::parse_tuple_type).map(Some),
            "complex" => return self.nested(Self::parse_complex_type).map(Some),
            _ => match FloatKind::from_keyword(word) {
                Some(float) => TypeKind::Float(float),
                None => match self.integer_type_keyword(word)? {
                    Some(kind) => kind,
                    None => return Ok(None),
                },
            },
        };
        self.cursor.bump();
        Ok(Some(self.cursor.ctx.intern_type(kind)))
    }

    /// `iN`, `siN`, `uiN` (width checked), or `None` for other words.
    fn integer_type_keyword(&self, word: &str) -> Result<Option<TypeKind>, Diagnostic> {
        let (signedness, digits) = if let Some(d) = word.strip_prefix("si") {
            (Signedness::Signed, d)
        } else if let Some(d) = word.strip_prefix("ui") {
            (Signedness::Unsigned, d)
        } else if let Some(d) = word.strip_prefix('i') {
            (Signedness::Signless, d)
        } else {
            return Ok(None);
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Ok(None);
        }
        let width = match digits.parse::<u64>() {
            Ok(0) => {
                return Err(self
                    .cursor
                    .error("integer types must be at least 1 bit wide"))
            }
            Ok(w) if w <= u64::from(MAX_INTEGER_WIDTH) => w as u32,
            _ => {
                let message = format!("integer bitwidth is limited to {MAX_INTEGER_WIDTH} bits");
                return Err(self.cursor.error(message));
            }
        };
        Ok(Some(TypeKind::Integer { width, signedness }))
    }

    /// `!alias`, `!dialect.name<...>` or `!dialect<...>`.
    fn parse_extended_type(&mut self) -> Result<Type, Diagnostic> {
        let at = self.cursor.offset();
        match self.parse_extended_symbol()? {
            ExtendedSymbol::Alias(name) => match self.type_aliases.get(name) {
                Some(&ty) => Ok(ty),
                None => Err(self
                    .cursor
                    .error_at(at, format!("undefined type alias '!{name}'"))),
            },
            ExtendedSymbol::Dialect { dialect, body } => {
                Ok(self.cursor.ctx.intern_type(TypeKind::Opaque {
                    dialect: dialect.into(),
                    body: body.into(),
                }))
            }
        }
    }

    /// Splits the current `!`/`#` token as MLIR does: no dot and no
    /// `<` immediately after it is an alias; `prefix dialect.data<...>` is the
    /// pretty form; `prefix dialect<data>` the verbose one. Consumes it all.
    pub(super) fn parse_extended_symbol(&mut self) -> Result<ExtendedSymbol<'src>, Diagnostic> {
        let src = self.cursor.source();
        let span = self.cursor.span();
        let ident = &src[span.start + 1..span.end];
        let trailing = src.as_bytes().get(span.end) == Some(&b'<');
        let Some((dialect, _)) = ident.split_once('.') else {
            if !trailing {
                self.cursor.bump();
                return Ok(ExtendedSymbol::Alias(ident));
            }
            let end = self.scan_dialect_body(span.end)?;
            self.cursor.reset_to(end);
            let body = &src[span.end + 1..end - 1];
            return Ok(ExtendedSymbol::Dialect {
                dialect: ident,
                body,
            });
        };
        let end = if trailing {
            self.scan_dialect_body(span.end)?
        } else {
            span.end
        };
        self.cursor.reset_to(end);
        let body = &src[span.start + 2 + dialect.len()..end];
        Ok(ExtendedSymbol::Dialect { dialect, body })
    }

    /// Scans a balanced `<...>` starting at byte `open` (a `<`), as MLIR's
    /// `parseDialectSymbolBody`: `<>`, `()`, `[]`, `{}` nest, `->` is not a
    /// closer, strings are skipped. Returns the offset just past the `>`.
    pub(super) fn scan_dialect_body(&self, open: usize) -> Result<usize, Diagnostic> {
        let bytes = self.cursor.source().as_bytes();
        let mut stack: Vec<u8> = Vec::new();
        let mut pos = open;
        loop {
            let Some(&c) = bytes.get(pos) else {
                let message = match stack.last() {
                    Some(&open) => format!(
                        "unbalanced '{}' character in pretty dialect name",
                        open as char
                    ),
                    None => "unexpected end of input in pretty dialect name".to_string(),
                };
                return Err(self.cursor.error_at(open, message));
            };
            pos += 1;
            match c {
                b'<' | b'[' | b'(' | b'{' => stack.push(c),
                b'-' if bytes.get(pos) == Some(&b'>') => pos += 1,
                b'>' | b']' | b')' | b'}' => {
                    let expected = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    if stack.pop() != Some(expected) {
                        let message = format!(
                            "unbalanced '{}' character in pretty dialect name",
                            c as char
                        );
                        return Err(self.cursor.error_at(pos - 1, message));
                    }
                    if stack.is_empty() {
                        return Ok(pos);
                    }
                }
                b'"' => pos = self.skip_string_literal(pos - 1)?,
                _ => {}
            }
        }
    }

    /// Skips the string literal starting at byte `quote`; returns the offset past it.
    fn skip_string_literal(&self, quote: usize) -> Result<usize, Diagnostic> {
        let bytes = self.cursor.source().as_bytes();
        let mut pos = quote + 1;
        loop {
            match bytes.get(pos) {
                Some(b'"') => return Ok(pos + 1),
                Some(b'\\') if bytes.get(pos + 1).is_some_and(|&b| b != b'\n') => pos += 2,
                Some(b'\n') | Some(b'\\') | None => {
                    return Err(self
                        .cursor
                        .error_at(quote, "expected '\"' to end the string literal"));
                }
                Some(_) => pos += 1,
            }
        }
    }

    /// Scans `4x?x` (or `*x`, or `4x[8]x`) from the raw text and leaves the
    /// cursor on the element type.
    fn scan_dimension_list(&mut self, syntax: DimSyntax) -> Result<Dims, Diagnostic> {
        let bytes = self.cursor.source().as_bytes();
        let mut pos = skip_spaces(bytes, self.cursor.offset());
        if syntax.unranked && bytes.get(pos) == Some(&b'*') {
            pos = self.expect_dimension_x(skip_spaces(bytes, pos + 1))?;
            self.cursor.reset_to(pos);
            return Ok(Dims::Unranked);
        }
        let (mut shape, mut scalable) = (Vec::new(), Vec::new());
        loop {
            pos = skip_spaces(bytes, pos);
            let (size, is_scalable, next) = match bytes.get(pos) {
                Some(b'0'..=b'9') => {
                    let (size, next) = self.scan_dimension_size(pos)?;
                    (size, false, next)
                }
                Some(b'?') if syntax.dynamic => (DYNAMIC, false, pos + 1),
                Some(b'?') => {
                    return Err(self
                        .cursor
                        .error_at(pos, "vector dimensions must be static"))
                }
                Some(b'[') if syntax.scalable => self.scan_scalable_size(pos)?,
                Some(b'[') => {
                    let message = "scalable dimensions are only allowed in vector types";
                    return Err(self.cursor.error_at(pos, message));
                }
                _ => break,
            };
            pos = self.expect_dimension_x(skip_spaces(bytes, next))?;
            shape.push(size);
            scalable.push(is_scalable);
        }
        self.cursor.reset_to(pos);
        Ok(Dims::Ranked(shape, scalable))
    }

    /// A decimal dimension size at `pos`; returns it and the offset past it.
    fn scan_dimension_size(&self, pos: usize) -> Result<(i64, usize), Diagnostic> {
        let bytes = self.cursor.source().as_bytes();
        let len = bytes[pos..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let text = &self.cursor.source()[pos..pos + len];
        match text.parse::<i64>() {
            Ok(size) => Ok((size, pos + len)),
            Err(_) => Err(self.cursor.error_at(pos, "dimension size is too large")),
        }
    }

    /// `[N]` at `pos` (a `[`): the size, `true`, and the offset past `]`.
    fn scan_scalable_size(&self, pos: usize) -> Result<(i64, bool, usize), Diagnostic> {
        let bytes = self.cursor.source().as_bytes();
        let start = skip_spaces(bytes, pos + 1);
        if !bytes.get(start).is_some_and(u8::is_ascii_digit) {
            return Err(self
                .cursor
                .error_at(start, "expected a constant size in scalable dimension"));
        }
        let (size, next) = self.scan_dimension_size(start)?;
        let close = skip_spaces(bytes, next);
        if bytes.get(close) != Some(&b']') {
            return Err(self
                .cursor
                .error_at(close, "expected ']' to close the scalable dimension"));
        }
        Ok((size, true, close + 1))
    }

    /// Expects the `x` that follows a dimension at `pos`; returns the offset past it.
    fn expect_dimension_x(&self, pos: usize) -> Result<usize, Diagnostic> {
        if self.cursor.source().as_bytes().get(pos) == Some(&b'x') {
            Ok(pos + 1)
        } else {
            Err(self.cursor.error_at(pos, "expected 'x' in dimension list"))
        }
    }

    /// The element type of a `keyword<...>` shaped type, checked by `valid`.
    fn parse_element_type(
        &mut self,
        keyword: &str,
        valid: fn(&TypeKind) -> bool,
    ) -> Result<Type, Diagnostic> {
        let at = self.cursor.offset();
        let element = self.parse_non_function_type()?;
        if !valid(self.cursor.ctx.type_kind(element)) {
            return Err(self
                .cursor
                .error_at(at, format!("invalid {keyword} element type")));
        }
        Ok(element)
    }

    /// Consumes `keyword <`.
    fn expect_type_open(&mut self, keyword: &str) -> Result<(), Diagnostic> {
        self.cursor.expect_keyword(keyword)?;
        self.cursor
            .expect(Token::Less, &format!("'<' after '{keyword}'"))?;
        Ok(())
    }

    /// Consumes the `>` that closes a `keyword<...>` type.
    fn expect_type_close(&mut self, keyword: &str) -> Result<(), Diagnostic> {
        self.cursor
            .expect(Token::Greater, &format!("'>' to close the {keyword} type"))?;
        Ok(())
    }

    /// `memref<4x?xf32, layout, space>` or `memref<*xf32, space>`.
    fn parse_memref_type(&mut self) -> Result<Type, Diagnostic> {
        self.expect_type_open("memref")?;
        let dims = self.scan_dimension_list(SHAPED_DIMS)?;
        let element = self.parse_element_type("memref", is_memref_element)?;
        let kind = match dims {
            Dims::Unranked => {
                let memory_space = match self.cursor.eat(Token::Comma) {
                    true => self.parse_memory_space()?,
                    false => None,
                };
                TypeKind::UnrankedMemRef {
                    element,
                    memory_space,
                }
            }
            Dims::Ranked(shape, _) => {
                let (layout, memory_space) = self.parse_memref_attributes(shape.len())?;
                TypeKind::MemRef {
                    shape,
                    element,
                    layout,
                    memory_space,
                }
            }
        };
        self.expect_type_close("memref")?;
        Ok(self.cursor.ctx.intern_type(kind))
    }

    /// The optional `, layout` and `, memory space` of a ranked memref.
    fn parse_memref_attributes(
        &mut self,
        rank: usize,
    ) -> Result<(Option<Attr>, Option<Attr>), Diagnostic> {
        let (mut layout, mut memory_space, mut seen_space) = (None, None, false);
        while self.cursor.at(Token::Comma) {
            let at = self.cursor.offset();
            self.cursor.bump();
            if seen_space {
                return Err(self
                    .cursor
                    .error_at(at, "multiple memory spaces specified in memref type"));
            }
            let attr_at = self.cursor.offset();
            let attr = self.parse_attribute()?;
            match layout_kind(self.cursor.ctx, attr) {
                Some(kind) if layout.is_none() => {
                    layout = Some(self.check_layout(attr, kind, rank, attr_at)?)
                }
                _ => {
                    memory_space = self.check_memory_space(attr, attr_at)?;
                    seen_space = true;
                }
            }
        }
        Ok((layout.flatten(), memory_space))
    }

    /// Checks a layout; `None` for an identity affine map (the default).
    fn check_layout(
        &self,
        attr: Attr,
        kind: LayoutKind,
        rank: usize,
        at: usize,
    ) -> Result<Option<Attr>, Diagnostic> {
        let AttrKind::Opaque { body, .. } = self.cursor.ctx.attr_kind(attr) else {
            return Ok(Some(attr));
        };
        match kind {
            LayoutKind::Strided if strided_rank(body) != rank => Err(self
                .cursor
                .error_at(at, "expected the number of strides to match the rank")),
            LayoutKind::AffineMap if is_identity_affine_map(body, rank) => Ok(None),
            _ => Ok(Some(attr)),
        }
    }

    /// Parses a memory space attribute; `None` for the default (integer 0).
    fn parse_memory_space(&mut self) -> Result<Option<Attr>, Diagnostic> {
        let at = self.cursor.offset();
        let attr = self.parse_attribute()?;
        self.check_memory_space(attr, at)
    }

    /// Accepts integers, strings, dictionaries and dialect attributes as
    /// MLIR does; integer 0 is the default space and becomes `None`.
    fn check_memory_space(&self, attr: Attr, at: usize) -> Result<Option<Attr>, Diagnostic> {
        match self.cursor.ctx.attr_kind(attr) {
            AttrKind::Integer { value: 0, .. } => Ok(None),
            AttrKind::Integer { .. } | AttrKind::String { .. } | AttrKind::Dictionary(_) => {
                Ok(Some(attr))
            }
            AttrKind::Opaque { dialect, .. } if &**dialect != "builtin" => Ok(Some(attr)),
            _ => Err(self
                .cursor
                .error_at(at, "unsupported memory space attribute")),
        }
    }

    /// `tensor<4x?xf32, encoding>` or `tensor<*xf32>`.
    fn parse_tensor_type(&mut self) -> Result<Type, Diagnostic> {
        self.expect_type_open("tensor")?;
        let dims = self.scan_dimension_list(SHAPED_DIMS)?;
        let element = self.parse_element_type("tensor", is_tensor_element)?;
        let encoding = match self.cursor.at(Token::Comma) {
            true => {
                if matches!(dims, Dims::Unranked) {
                    return Err(self
                        .cursor
                        .error("cannot apply encoding to unranked tensor"));
                }
                self.cursor.bump();
                Some(self.parse_attribute()?)
            }
            false => None,
        };
        self.expect_type_close("tensor")?;
        let kind = match dims {
            Dims::Unranked => TypeKind::UnrankedTensor { element },
            Dims::Ranked(shape, _) => TypeKind::Tensor {
                shape,
                element,
                encoding,
            },
        };
        Ok(self.cursor.ctx.intern_type(kind))
    }

    /// `vector<4x[8]xf32>`.
    fn parse_vector_type(&mut self) -> Result<Type, Diagnostic> {
        self.expect_type_open("vector")?;
        let at = self.cursor.offset();
        let Dims::Ranked(shape, scalable) = self.scan_dimension_list(VECTOR_DIMS)? else {
            unreachable!("vector dimension lists are never unranked")
        };
        if let Some(size) = shape.iter().find(|&&size| size <= 0) {
            let message = format!("vector types must have positive constant sizes but got {size}");
            return Err(self.cursor.error_at(at, message));
        }
        let element = self.parse_element_type("vector", is_scalar)?;
        self.expect_type_close("vector")?;
        let kind = TypeKind::Vector {
            shape,
            scalable,
            element,
        };
        Ok(self.cursor.ctx.intern_type(kind))
    }

    /// `tuple<a, b>`.
    fn parse_tuple_type(&mut self) -> Result<Type, Diagnostic> {
        self.expect_type_open("tuple")?;
        let mut elements = Vec::new();
        self.parse_items_until(Token::Greater, "',' or '>' in tuple type", |p| {
            elements.push(p.parse_type()?);
            Ok(())
        })?;
        Ok(self.cursor.ctx.intern_type(TypeKind::Tuple(elements)))
    }

    /// `complex<f32>`.
    fn parse_complex_type(&mut self) -> Result<Type, Diagnostic> {
        self.expect_type_open("complex")?;
        let at = self.cursor.offset();
        let element = self.parse_type()?;
        if !matches!(
            self.cursor.ctx.type_kind(element),
            TypeKind::Integer { .. } | TypeKind::Float(_)
        ) {
            return Err(self.cursor.error_at(at, "invalid element type for complex"));
        }
        self.expect_type_close("complex")?;
        Ok(self.cursor.ctx.intern_type(TypeKind::Complex(element)))
    }
}

/// Which builtin layout attribute an attribute is.
#[derive(Copy, Clone)]
enum LayoutKind {
    /// `strided<[...], offset: N>`.
    Strided,
    /// `affine_map<...>`.
    AffineMap,
}

/// Whether `attr` is a builtin layout (kept as builtin opaque text).
fn layout_kind(ctx: &crate::context::Context, attr: Attr) -> Option<LayoutKind> {
    match ctx.attr_kind(attr) {
        AttrKind::Opaque { dialect, body } if &**dialect == "builtin" => {
            if body.starts_with("strided<") {
                Some(LayoutKind::Strided)
            } else if body.starts_with("affine_map<") {
                Some(LayoutKind::AffineMap)
            } else {
                None
            }
        }
        _ => None,
    }
}

/// Number of strides in the canonical text `strided<[a, b], ...>`.
fn strided_rank(body: &str) -> usize {
    let list = body.trim_start_matches("strided<[");
    let list = &list[..list.find(']').unwrap_or(0)];
    if list.is_empty() {
        0
    } else {
        list.split(',').count()
    }
}

/// Whether `body` spells the identity `affine_map<(d0, d1) -> (d0, d1)>` of `rank` dims.
fn is_identity_affine_map(body: &str, rank: usize) -> bool {
    let compact: String = body.chars().filter(|c| !c.is_whitespace()).collect();
    let dims: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
    let dims = dims.join(",");
    compact == format!("affine_map<({dims})->({dims})>")
}

/// Whether a type may be a vector element: integer, index or float.
fn is_scalar(kind: &TypeKind) -> bool {
    matches!(
        kind,
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    )
}

/// Whether a type may be a memref element: scalars, complex, vector,
/// memref, and dialect types (which MLIR accepts when they implement
/// `MemRefElementTypeInterface`; we cannot tell, so we accept them).
fn is_memref_element(kind: &TypeKind) -> bool {
    is_scalar(kind)
        || matches!(
            kind,
            TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
                | TypeKind::Opaque { .. }
        )
}

/// Whether a type may be a tensor element: scalars, complex, vector and dialect types.
fn is_tensor_element(kind: &TypeKind) -> bool {
    is_scalar(kind)
        || matches!(
            kind,
            TypeKind::Complex(_) | TypeKind::Vector { .. } | TypeKind::Opaque { .. }
        )
}

/// The offset of the first non-whitespace byte at or after `pos`.
fn skip_spaces(bytes: &[u8], mut pos: usize) -> usize {
    while bytes.get(pos).is_some_and(u8::is_ascii_whitespace) {
        pos += 1;
    }
    pos
}

/// IEEE-style binary interchange layout: exponent bits and stored fraction bits.
#[derive(Copy, Clone)]
struct BinaryFormat {
    exponent_bits: u32,
    fraction_bits: u32,
}

impl FloatKind {
    /// Significand precision in bits, including the integer bit (APFloat's `precision`).
    pub(crate) fn precision(self) -> u32 {
        match self {
            FloatKind::F16 => 11,
            FloatKind::BF16 => 8,
            FloatKind::F32 => 24,
            FloatKind::F64 => 53,
            FloatKind::F80 => 64,
            FloatKind::F128 => 113,
        }
    }

    /// The layout of the formats that are not wider than `f64`.
    fn narrow_format(self) -> Option<BinaryFormat> {
        let (exponent_bits, fraction_bits) = match self {
            FloatKind::F16 => (5, 10),
            FloatKind::BF16 => (8, 7),
            FloatKind::F32 => (8, 23),
            FloatKind::F64 => (11, 52),
            FloatKind::F80 | FloatKind::F128 => return None,
        };
        Some(BinaryFormat {
            exponent_bits,
            fraction_bits,
        })
    }

    /// `value` rounded (to nearest, ties to even) to this format. `f80` and
    /// `f128` values are kept as `f64`, which is how MLIR parses them too.
    pub(crate) fn round(self, value: f64) -> f64 {
        self.value_of_bits(self.to_bits(value))
    }

    /// The bit pattern of `value` in this format (rounded to nearest even;
    /// NaN payloads keep their top bits).
    pub(crate) fn to_bits(self, value: f64) -> u128 {
        match self {
            FloatKind::F64 => u128::from(value.to_bits()),
            FloatKind::F80 => f64_to_x87(value),
            FloatKind::F128 => f64_to_quad(value),
            _ => u128::from(encode_narrow(
                value,
                self.narrow_format().expect("narrow format"),
            )),
        }
    }

    /// The value of the bit pattern `bits` of this format, as an `f64`
    /// (exact for the formats up to `f64`, rounded for `f80` and `f128`).
    pub(crate) fn value_of_bits(self, bits: u128) -> f64 {
        match self {
            FloatKind::F64 => f64::from_bits(bits as u64),
            FloatKind::F80 => x87_to_f64(bits),
            FloatKind::F128 => quad_to_f64(bits),
            _ => decode_narrow(bits as u64, self.narrow_format().expect("narrow format")),
        }
    }
}

/// Encodes an `f64` in a format of at most 64 bits, rounding to nearest even.
fn encode_narrow(value: f64, format: BinaryFormat) -> u64 {
    let BinaryFormat {
        exponent_bits: e,
        fraction_bits: m,
    } = format;
    let bits = value.to_bits();
    let sign = (bits >> 63) << (e + m);
    let exp_field = ((bits >> 52) & 0x7FF) as i32;
    let fraction = bits & ((1 << 52) - 1);
    let max_exp = (1u64 << e) - 1;
    if exp_field == 0x7FF {
        let payload = fraction >> (52 - m);
        let nan_bits = if fraction != 0 && payload == 0 {
            1 << (m - 1)
        } else {
            payload
        };
        return sign | (max_exp << m) | nan_bits;
    }
    if exp_field == 0 && fraction == 0 {
        return sign;
    }
    // value = significand * 2^(exponent - 52), with the hidden bit made explicit.
    let (significand, exponent) = match exp_field {
        0 => (fraction, -1022),
        _ => (fraction | (1 << 52), exp_field - 1023),
    };
    let bias = (1i32 << (e - 1)) - 1;
    let top = exponent - (significand.leading_zeros() as i32 - 11);
    let target = top.max(1 - bias);
    // Quantum of the result: 2^(target - m); shift the significand onto it.
    let shift = (target - m as i32) - (exponent - 52);
    let mut rounded = shift_right_even(significand, shift);
    let mut biased = if rounded >> m == 0 {
        0
    } else {
        (target + bias) as u64
    };
    if rounded >> (m + 1) != 0 {
        rounded >>= 1;
        biased += 1;
    }
    if rounded >> m != 0 && biased == 0 {
        biased = 1;
    }
    if biased >= max_exp {
        return sign | (max_exp << m);
    }
    sign | (biased << m) | (rounded & ((1 << m) - 1))
}

/// `value >> shift` rounded to nearest, ties to even (`shift` may be ≤ 0).
fn shift_right_even(value: u64, shift: i32) -> u64 {
    if shift <= 0 {
        return value << (-shift).min(63);
    }
    if shift >= 64 {
        return 0;
    }
    let kept = value >> shift;
    let rest = value & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    if rest > half || (rest == half && kept & 1 == 1) {
        kept + 1
    } else {
        kept
    }
}

/// Decodes a format of at most 64 bits exactly into an `f64`.
fn decode_narrow(bits: u64, format: BinaryFormat) -> f64 {
    let BinaryFormat {
        exponent_bits: e,
        fraction_bits: m,
    } = format;
    let sign = (bits >> (e + m)) & 1;
    let exp_field = (bits >> m) & ((1 << e) - 1);
    let fraction = bits & ((1 << m) - 1);
    let bias = (1i64 << (e - 1)) - 1;
    if exp_field == (1 << e) - 1 {
        return f64::from_bits((sign << 63) | (0x7FF << 52) | (fraction << (52 - m)));
    }
    let magnitude = match exp_field {
        0 => scale(fraction as f64, 1 - bias - i64::from(m)),
        _ => scale(
            (fraction | (1 << m)) as f64,
            exp_field as i64 - bias - i64::from(m),
        ),
    };
    if sign == 1 {
        -magnitude
    } else {
        magnitude
    }
}

/// `value * 2^exp`, in steps that never overflow or underflow early.
fn scale(mut value: f64, mut exp: i64) -> f64 {
    while exp > 1000 {
        value *= f64::from_bits((1023 + 1000) << 52);
        exp -= 1000;
    }
    while exp < -1000 {
        value *= f64::from_bits((1023 - 1000) << 52);
        exp += 1000;
    }
    value * f64::from_bits(((1023 + exp) as u64) << 52)
}

/// The sign, unbiased exponent and 53-bit significand (explicit leading
/// bit, normalized) of a finite nonzero `f64`.
fn f64_parts(value: f64) -> (u128, i64, u64) {
    let bits = value.to_bits();
    let sign = u128::from(bits >> 63);
    let exp_field = ((bits >> 52) & 0x7FF) as i64;
    let fraction = bits & ((1 << 52) - 1);
    if exp_field == 0 {
        let shift = fraction.leading_zeros() as i64 - 11;
        return (sign, -1022 - shift, fraction << shift);
    }
    (sign, exp_field - 1023, fraction | (1 << 52))
}

/// The x87 80-bit extended encoding of an `f64` (exact).
fn f64_to_x87(value: f64) -> u128 {
    let bits = value.to_bits();
    let sign = u128::from(bits >> 63) << 79;
    let fraction = u128::from(bits & ((1 << 52) - 1));
    if value.is_nan() || value.is_infinite() {
        return sign | (0x7FFF << 64) | (1 << 63) | (fraction << 11);
    }
    if value == 0.0 {
        return sign;
    }
    let (_, exp, significand) = f64_parts(value);
    sign | (((exp + 16383) as u128) << 64) | (u128::from(significand) << 11)
}

/// An x87 80-bit extended value, rounded to `f64`.
fn x87_to_f64(bits: u128) -> f64 {
    let negative = (bits >> 79) & 1 == 1;
    let exp_field = ((bits >> 64) & 0x7FFF) as i64;
    let mantissa = bits as u64;
    let magnitude = if exp_field == 0x7FFF {
        match mantissa << 1 {
            0 => f64::INFINITY,
            fraction => f64::from_bits((0x7FF << 52) | (fraction >> 12).max(1 << 51)),
        }
    } else {
        scale(mantissa as f64, exp_field.max(1) - 16383 - 63)
    };
    if negative {
        -magnitude
    } else {
        magnitude
    }
}

/// The IEEE binary128 encoding of an `f64` (exact).
fn f64_to_quad(value: f64) -> u128 {
    let bits = value.to_bits();
    let sign = u128::from(bits >> 63) << 127;
    let fraction = u128::from(bits & ((1 << 52) - 1));
    if value.is_nan() || value.is_infinite() {
        return sign | (0x7FFF << 112) | (fraction << 60);
    }
    if value == 0.0 {
        return sign;
    }
    let (_, exp, significand) = f64_parts(value);
    let stored = u128::from(significand) & ((1 << 52) - 1);
    sign | (((exp + 16383) as u128) << 112) | (stored << 60)
}

/// An IEEE binary128 value, rounded to `f64`.
fn quad_to_f64(bits: u128) -> f64 {
    let negative = bits >> 127 == 1;
    let exp_field = ((bits >> 112) & 0x7FFF) as i64;
    let fraction = bits & ((1 << 112) - 1);
    let magnitude = if exp_field == 0x7FFF {
        match fraction {
            0 => f64::INFINITY,
            _ => f64::from_bits((0x7FF << 52) | ((fraction >> 60) as u64).max(1 << 51)),
        }
    } else if exp_field == 0 {
        scale(fraction as f64, 1 - 16383 - 112)
    } else {
        scale((fraction | (1 << 112)) as f64, exp_field - 16383 - 112)
    };
    if negative {
        -magnitude
    } else {
        magnitude
    }
}
