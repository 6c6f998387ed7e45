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
use crate::interfaces::MemRefElementType;
use crate::syntax::lexer::Token;
use crate::Context;

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
    /// Parses a type, failing with MLIR's "expected non-function type" if
    /// none starts here (a `(` would have started a function type).
    pub fn parse_type(&mut self) -> Result<Type, Diagnostic> {
        match self.type_parser(true) {
            Some(parse) => self.nested(parse),
            None => Err(self.cursor.expected("non-function type")),
        }
    }

    /// Parses a type if the next token can start one; `None` (nothing
    /// consumed) otherwise.
    pub fn parse_optional_type(&mut self) -> Result<Option<Type>, Diagnostic> {
        match self.type_parser(true) {
            Some(parse) => self.nested(parse).map(Some),
            None => Ok(None),
        }
    }

    /// Parses a function type `(a, b) -> c` or `(a) -> (c, d)`.
    pub fn parse_function_type(&mut self) -> Result<Type, Diagnostic> {
        self.nested(Self::parse_function_type_body)
    }

    /// Parses a parenthesized, comma-separated, possibly empty type list.
    pub fn parse_type_list_parens(&mut self) -> Result<Vec<Type>, Diagnostic> {
        self.cursor
            .expect(Token::LParen, "'(' to start a type list")?;
        let mut types = Vec::new();
        while self.next_list_item(Token::RParen, types.is_empty(), "',' or ')' in type list")? {
            types.push(self.parse_type()?);
        }
        Ok(types)
    }

    /// Parses any type but a function type (element types, single results).
    pub fn parse_non_function_type(&mut self) -> Result<Type, Diagnostic> {
        match self.type_parser(false) {
            Some(parse) => self.nested(parse),
            None => Err(self.cursor.expected("non-function type")),
        }
    }

    /// Defines `!name` (given with or without its `!`) as an alias of `ty`.
    pub(crate) fn define_type_alias(&mut self, name: &'src str, ty: Type) {
        self.type_aliases
            .insert(name.strip_prefix('!').unwrap_or(name), ty);
    }

    /// Steps through a comma-separated list whose opening delimiter is
    /// consumed: `true` if an item follows (eating the `,` before any but the
    /// `first`), `false` once `close` is eaten. `what` names what may follow
    /// an item. A loop around this keeps the recursion's stack frames small.
    pub(super) fn next_list_item(
        &mut self,
        close: Token,
        first: bool,
        what: &str,
    ) -> Result<bool, Diagnostic> {
        if self.cursor.eat(close) {
            return Ok(false);
        }
        if !first {
            self.cursor.expect(Token::Comma, what)?;
        }
        Ok(true)
    }
    /// The function that parses the type under the cursor, if one starts
    /// here. Dispatching first and calling one function keeps the stack frames
    /// of the recursion (type in type in type...) small.
    pub(super) fn type_parser(&self, allow_function: bool) -> Option<TypeParseFn<'src, 'ctx>> {
        let parse: TypeParseFn<'src, 'ctx> = match self.cursor.peek()? {
            Token::LParen if allow_function => Self::parse_function_type_body,
            Token::BangIdent => Self::parse_extended_type,
            Token::BareIdent => match self.cursor.text() {
                "memref" => Self::parse_memref_type,
                "tensor" => Self::parse_tensor_type,
                "vector" => Self::parse_vector_type,
                "tuple" => Self::parse_tuple_type,
                "complex" => Self::parse_complex_type,
                word if is_simple_type_keyword(word) => Self::parse_simple_type,
                _ => return None,
            },
            _ => return None,
        };
        Some(parse)
    }

    /// `(inputs) -> results`.
    fn parse_function_type_body(&mut self) -> Result<Type, Diagnostic> {
        let inputs = self.parse_type_list_parens()?;
        self.parse_function_results(inputs)
    }

    /// `-> results` of a function type whose `inputs` are parsed.
    fn parse_function_results(&mut self, inputs: Vec<Type>) -> Result<Type, Diagnostic> {
        self.cursor.expect(Token::Arrow, "'->' in function type")?;
        let results = if self.cursor.at(Token::LParen) {
            self.parse_type_list_parens()?
        } else {
            vec![self.parse_non_function_type()?]
        };
        Ok(self.cursor.ctx.function_type(inputs, results))
    }

    /// A one-word type: `index`, `none`, a float type or an integer type.
    fn parse_simple_type(&mut self) -> Result<Type, Diagnostic> {
        let word = self.cursor.text();
        let kind = match word {
            "index" => TypeKind::Index,
            "none" => TypeKind::None,
            _ => match FloatKind::from_keyword(word) {
                Some(float) => TypeKind::Float(float),
                None => self.integer_type_keyword(word)?,
            },
        };
        self.cursor.bump();
        Ok(self.cursor.ctx.intern_type(kind))
    }

    /// `iN`, `siN`, `uiN` with the width checked; `word` is one of those.
    fn integer_type_keyword(&self, word: &str) -> Result<TypeKind, Diagnostic> {
        let (signedness, digits) = split_integer_type_word(word).expect("an integer type word");
        let width = match digits.parse::<u64>() {
            Ok(w) if w <= u64::from(MAX_INTEGER_WIDTH) => w as u32,
            _ => {
                let message = format!("integer bitwidth is limited to {MAX_INTEGER_WIDTH} bits");
                return Err(self.cursor.error(message));
            }
        };
        Ok(TypeKind::Integer { width, signedness })
    }

    /// `!alias`, `!dialect.name<...>` or `!dialect<...>`.
    fn parse_extended_type(&mut self) -> Result<Type, Diagnostic> {
        if let Some(params) = self.parse_dialect_params(true) {
            return Ok(self.cursor.ctx.intern_type(TypeKind::Dialect(params?)));
        }
        let at = self.cursor.offset();
        match self.parse_extended_symbol()? {
            ExtendedSymbol::Alias(name) => match self.type_aliases.get(name) {
                Some(&ty) if !self.is_defined_later('!', name, at) => Ok(ty),
                _ => Err(self
                    .cursor
                    .error_at(at, format!("undefined symbol alias id '{name}'"))),
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
            self.check_dialect_namespace(ident)?;
            let end = self.scan_dialect_body(span.end)?;
            self.cursor.reset_to(end);
            let body = &src[span.end + 1..end - 1];
            return Ok(ExtendedSymbol::Dialect {
                dialect: ident,
                body,
            });
        };
        self.check_dialect_namespace(dialect)?;
        let end = if trailing {
            self.scan_dialect_body(span.end)?
        } else {
            span.end
        };
        self.cursor.reset_to(end);
        let body = &src[span.start + 2 + dialect.len()..end];
        Ok(ExtendedSymbol::Dialect { dialect, body })
    }

    /// A dialect namespace is `[A-Za-z_][A-Za-z0-9_$]*`, as in MLIR, and
    /// not `builtin` (builtin types and attributes have their own syntax).
    fn check_dialect_namespace(&self, namespace: &str) -> Result<(), Diagnostic> {
        let mut bytes = namespace.bytes();
        let valid = bytes
            .next()
            .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
            && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'$');
        let message = if !valid {
            format!("invalid dialect namespace '{namespace}'")
        } else if namespace == "builtin" {
            let what = if self.cursor.text().starts_with('#') {
                "attribute"
            } else {
                "type"
            };
            format!("dialect 'builtin' provides no {what} parsing hook")
        } else {
            return Ok(());
        };
        Err(self.cursor.error(message))
    }

    /// Scans a balanced `<...>` starting at byte `open` (a `<`), as MLIR's
    /// `parseDialectSymbolBody`: `<>`, `()`, `[]`, `{}` nest, `->` is not a
    /// closer, strings are skipped. Returns the offset just past the `>`.
    pub(crate) fn scan_dialect_body(&self, open: usize) -> Result<usize, Diagnostic> {
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
            let next = bytes.get(pos..pos + 2).unwrap_or_default();
            match c {
                b'/' if next.first() == Some(&b'/') => {
                    return Err(self.unlexable_body(pos - 1, "//"))
                }
                b'{' if next == b"-#" => return Err(self.unlexable_body(pos - 1, "{-#")),
                b'#' if next == b"-}" => return Err(self.unlexable_body(pos - 1, "#-}")),
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

    /// `//`, `{-#` and `#-}` outside strings in a dialect body would read as
    /// a comment or file-metadata marker to the lexer (which finds region
    /// ends), so such bodies are refused rather than mis-split (found by
    /// fuzzing); a string inside the body can hold them.
    fn unlexable_body(&self, at: usize, text: &str) -> Diagnostic {
        self.cursor.error_at(at, format!("'{text}' is not allowed in a dialect attribute or type body outside a string (write it inside a quoted string)"))
    }

    /// Skips the string literal starting at byte `quote`; returns the offset past it.
    fn skip_string_literal(&self, quote: usize) -> Result<usize, Diagnostic> {
        let bytes = self.cursor.source().as_bytes();
        let mut pos = quote + 1;
        loop {
            match bytes.get(pos) {
                Some(b'"') => return Ok(pos + 1),
                Some(b'\\') => pos += self.escape_length(pos)?,
                Some(b'\n') | None => {
                    return Err(self
                        .cursor
                        .error_at(quote, "expected '\"' to end the string literal"));
                }
                Some(_) => pos += 1,
            }
        }
    }

    /// The length of the escape sequence at byte `pos` (a backslash): `\"`,
    /// `\\`, `\n`, `\t` or two hex digits, as MLIR's lexer accepts.
    fn escape_length(&self, pos: usize) -> Result<usize, Diagnostic> {
        let bytes = self.cursor.source().as_bytes();
        match bytes.get(pos + 1) {
            Some(b'"' | b'\\' | b'n' | b't') => Ok(2),
            Some(a)
                if a.is_ascii_hexdigit()
                    && bytes.get(pos + 2).is_some_and(u8::is_ascii_hexdigit) =>
            {
                Ok(3)
            }
            _ => Err(self
                .cursor
                .error_at(pos, "unknown escape in string literal")),
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
        valid: fn(&Context, Type) -> bool,
    ) -> Result<Type, Diagnostic> {
        let at = self.cursor.offset();
        let element = self.parse_non_function_type()?;
        if !valid(self.cursor.ctx, element) {
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
            .expect_with(Token::Less, || format!("'<' after '{keyword}'"))?;
        Ok(())
    }

    /// Consumes the `>` that closes a `keyword<...>` type.
    fn expect_type_close(&mut self, keyword: &str) -> Result<(), Diagnostic> {
        self.cursor.expect_with(Token::Greater, || {
            format!("'>' to close the {keyword} type")
        })?;
        Ok(())
    }

    /// `memref<4x?xf32, layout, space>` or `memref<*xf32, space>`.
    fn parse_memref_type(&mut self) -> Result<Type, Diagnostic> {
        self.expect_type_open("memref")?;
        let dims = self.scan_dimension_list(SHAPED_DIMS)?;
        let element = self.parse_element_type("memref", is_memref_element)?;
        self.parse_memref_tail(dims, element)
    }

    /// What follows a memref's element type: layout, memory space, `>`.
    fn parse_memref_tail(&mut self, dims: Dims, element: Type) -> Result<Type, Diagnostic> {
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
        match (kind, self.cursor.ctx.attr_kind(attr)) {
            (LayoutKind::Strided, AttrKind::Strided { strides, .. }) if strides.len() != rank => {
                Err(self
                    .cursor
                    .error_at(at, "expected the number of strides to match the rank"))
            }
            (LayoutKind::AffineMap, AttrKind::AffineMap(map)) => match map.num_dims() {
                dims if dims != rank => {
                    let message = format!(
                        "memref layout mismatch between rank and affine map: {rank} != {dims}"
                    );
                    Err(self.cursor.error_at(at, message))
                }
                _ if map.is_identity() => Ok(None),
                _ => Ok(Some(attr)),
            },
            _ => Ok(Some(attr)),
        }
    }

    /// Parses a memory space attribute; `None` for the default (integer 0).
    fn parse_memory_space(&mut self) -> Result<Option<Attr>, Diagnostic> {
        let at = self.cursor.offset();
        let attr = self.parse_attribute()?;
        self.check_memory_space(attr, at)
    }

    /// Accepts integers, strings, dictionaries and attributes of registered
    /// dialects as MLIR does (an unregistered dialect's attribute is
    /// builtin's opaque one there, which it refuses, in its own words);
    /// integer 0 is the default space and becomes `None`.
    fn check_memory_space(&self, attr: Attr, at: usize) -> Result<Option<Attr>, Diagnostic> {
        let ctx = self.cursor.ctx;
        match ctx.attr_kind(attr) {
            AttrKind::Integer { value: 0, .. } => Ok(None),
            AttrKind::Integer { .. } | AttrKind::String { .. } | AttrKind::Dictionary(_) => {
                Ok(Some(attr))
            }
            AttrKind::Dialect(_) => Ok(Some(attr)),
            _ => Err(self
                .cursor
                .error_at(at, "unsupported memory space Attribute")),
        }
    }

    /// `tensor<4x?xf32, encoding>` or `tensor<*xf32>`.
    fn parse_tensor_type(&mut self) -> Result<Type, Diagnostic> {
        self.expect_type_open("tensor")?;
        let dims = self.scan_dimension_list(SHAPED_DIMS)?;
        let element = self.parse_element_type("tensor", is_tensor_element)?;
        self.parse_tensor_tail(dims, element)
    }

    /// What follows a tensor's element type: the encoding and `>`.
    fn parse_tensor_tail(&mut self, dims: Dims, element: Type) -> Result<Type, Diagnostic> {
        let kind = match dims {
            Dims::Unranked if self.cursor.at(Token::Comma) => {
                return Err(self
                    .cursor
                    .error("cannot apply encoding to unranked tensor"));
            }
            Dims::Unranked => TypeKind::UnrankedTensor { element },
            Dims::Ranked(shape, _) => {
                let encoding = match self.cursor.eat(Token::Comma) {
                    true => Some(self.parse_attribute()?),
                    false => None,
                };
                TypeKind::Tensor {
                    shape,
                    element,
                    encoding,
                }
            }
        };
        self.expect_type_close("tensor")?;
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
        let element = self.parse_element_type("vector", |ctx, ty| is_scalar(ctx.type_kind(ty)))?;
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
        while self.next_list_item(
            Token::Greater,
            elements.is_empty(),
            "',' or '>' in tuple type",
        )? {
            elements.push(self.parse_type()?);
        }
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

/// A function that parses one kind of type.
pub(super) type TypeParseFn<'src, 'ctx> = fn(&mut Parser<'src, 'ctx>) -> Result<Type, Diagnostic>;

/// Whether `word` names a one-word builtin type.
fn is_simple_type_keyword(word: &str) -> bool {
    matches!(word, "index" | "none")
        || FloatKind::from_keyword(word).is_some()
        || split_integer_type_word(word).is_some()
}

/// `si32` → (signed, "32"), `ui8` → (unsigned, "8"), `i1` → (signless, "1").
fn split_integer_type_word(word: &str) -> Option<(Signedness, &str)> {
    let (signedness, digits) = if let Some(d) = word.strip_prefix("si") {
        (Signedness::Signed, d)
    } else if let Some(d) = word.strip_prefix("ui") {
        (Signedness::Unsigned, d)
    } else {
        (Signedness::Signless, word.strip_prefix('i')?)
    };
    let valid = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
    valid.then_some((signedness, digits))
}

/// Which builtin layout attribute an attribute is.
#[derive(Copy, Clone)]
enum LayoutKind {
    /// `strided<[...], offset: N>`.
    Strided,
    /// `affine_map<...>`.
    AffineMap,
}

/// Whether `attr` is a builtin layout.
fn layout_kind(ctx: &crate::context::Context, attr: Attr) -> Option<LayoutKind> {
    match ctx.attr_kind(attr) {
        AttrKind::Strided { .. } => Some(LayoutKind::Strided),
        AttrKind::AffineMap(_) => Some(LayoutKind::AffineMap),
        _ => None,
    }
}

/// Whether a type may be a vector element: integer, index or float.
fn is_scalar(kind: &TypeKind) -> bool {
    matches!(
        kind,
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    )
}

/// Whether a type may be a memref element: scalars, complex, vector,
/// memref, types of unregistered dialects, and dialect types that
/// implement [`MemRefElementType`] (as MLIR's `MemRefElementTypeInterface`).
fn is_memref_element(ctx: &Context, ty: Type) -> bool {
    let kind = ctx.type_kind(ty);
    is_scalar(kind)
        || matches!(
            kind,
            TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
                | TypeKind::Opaque { .. }
        )
        || ctx.type_interface::<MemRefElementType>(ty).is_some()
}

/// Whether a type may be a tensor element: scalars, complex, vector and
/// dialect types (which their dialects check, as in MLIR).
fn is_tensor_element(ctx: &Context, ty: Type) -> bool {
    let kind = ctx.type_kind(ty);
    is_scalar(kind)
        || matches!(
            kind,
            TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::Opaque { .. }
                | TypeKind::Dialect(_)
        )
}

/// The offset of the first non-whitespace byte at or after `pos`.
fn skip_spaces(bytes: &[u8], mut pos: usize) -> usize {
    while bytes.get(pos).is_some_and(u8::is_ascii_whitespace) {
        pos += 1;
    }
    pos
}

#[cfg(test)]
mod tests {
    use crate::context::types::FloatKind;
    use crate::context::Context;
    use crate::syntax::parser::{test_support, Cursor, Parser};
    use crate::syntax::printer::print_type;

    /// Parses one type and prints it back, or gives `line:col: message`.
    fn round_trip(src: &str) -> String {
        test_support::round_trip(src, |p| p.parse_type(), print_type)
    }

    fn check(cases: &[(&str, &str)]) {
        for (src, expected) in cases {
            assert_eq!(round_trip(src), *expected, "for `{src}`");
        }
    }

    /// Expected outputs are what `mlir-opt-22 --mlir-print-op-generic` prints.
    #[test]
    fn builtin_and_dialect_types_print_as_mlir_does() {
        check(&[
            ("i0", "i0"),
            ("si0", "si0"),
            ("ui0", "ui0"),
            ("i1", "i1"),
            ("si7", "si7"),
            ("ui16777215", "ui16777215"),
            ("index", "index"),
            ("none", "none"),
            ("f16", "f16"),
            ("bf16", "bf16"),
            ("f32", "f32"),
            ("f64", "f64"),
            ("f80", "f80"),
            ("f128", "f128"),
            ("() -> ()", "() -> ()"),
            ("(i32) -> (i1)", "(i32) -> i1"),
            ("(i32) -> (i1, i32)", "(i32) -> (i1, i32)"),
            ("(i32, f32) -> ((i32) -> i1)", "(i32, f32) -> ((i32) -> i1)"),
            ("((i32) -> i1) -> i1", "((i32) -> i1) -> i1"),
            ("(tuple<>) -> ()", "(tuple<>) -> ()"),
            ("memref<4x?xf32>", "memref<4x?xf32>"),
            ("memref<i32>", "memref<i32>"),
            ("memref<0x4xf32>", "memref<0x4xf32>"),
            ("memref<*xf32>", "memref<*xf32>"),
            ("memref<*xf32, 1>", "memref<*xf32, 1>"),
            ("memref<*xf32, 0>", "memref<*xf32>"),
            ("memref<4xf32, 1>", "memref<4xf32, 1>"),
            ("memref<4xf32, 0 : i32>", "memref<4xf32>"),
            ("memref<4xi32, 1 : i64>", "memref<4xi32, 1>"),
            ("memref<4xi32, 1 : i32>", "memref<4xi32, 1 : i32>"),
            ("memref<4xf32, \"gpu\">", "memref<4xf32, \"gpu\">"),
            ("memref<4xf32, {a = 1}>", "memref<4xf32, {a = 1 : i64}>"),
            ("memref<4xf32, strided<[1]>>", "memref<4xf32, strided<[1]>>"),
            (
                "memref<4xf32, strided<[1], offset: 0>>",
                "memref<4xf32, strided<[1]>>",
            ),
            (
                "memref<4xf32, strided<[?],offset:5>, 2>",
                "memref<4xf32, strided<[?], offset: 5>, 2>",
            ),
            (
                "memref<?x?xi32, strided<[?, 1], offset: ?>>",
                "memref<?x?xi32, strided<[?, 1], offset: ?>>",
            ),
            (
                "memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>",
                "memref<4x4xf32>",
            ),
            ("memref<4x4xvector<4xf32>>", "memref<4x4xvector<4xf32>>"),
            ("memref<2xcomplex<f32>>", "memref<2xcomplex<f32>>"),
            ("tensor<4x?xf32>", "tensor<4x?xf32>"),
            ("tensor< 4 x ? x f32 >", "tensor<4x?xf32>"),
            ("tensor<*xf32>", "tensor<*xf32>"),
            ("tensor<i32>", "tensor<i32>"),
            ("tensor<4xf32, \"enc\">", "tensor<4xf32, \"enc\">"),
            ("tensor<4xf32, 1 : i64>", "tensor<4xf32, 1 : i64>"),
            ("tensor<2x!foo.x>", "tensor<2x!foo.x>"),
            ("vector<4x[8]xf32>", "vector<4x[8]xf32>"),
            ("vector<[4]x[4]xi1>", "vector<[4]x[4]xi1>"),
            ("vector<f32>", "vector<f32>"),
            ("vector<2x2xindex>", "vector<2x2xindex>"),
            ("tuple<>", "tuple<>"),
            (
                "tuple<tuple<i32>, tensor<*xi1>>",
                "tuple<tuple<i32>, tensor<*xi1>>",
            ),
            ("complex<f32>", "complex<f32>"),
            ("complex<i32>", "complex<i32>"),
            ("!foo.bar", "!foo.bar"),
            ("!foo.a.b", "!foo.a.b"),
            ("!foo.bar<1, \"x>\", [2]>", "!foo.bar<1, \"x>\", [2]>"),
            ("!foo.bar< 1 ,  2 >", "!foo.bar< 1 ,  2 >"),
            ("!foo.bar<a->b>", "!foo.bar<a->b>"),
            ("!foo<\"abc\">", "!foo<\"abc\">"),
            ("!foo<abc>", "!foo.abc"),
            ("!foo<a.b<x>>", "!foo.a.b<x>"),
            ("!foo<a b>", "!foo<a b>"),
            ("!foo<1>", "!foo<1>"),
        ]);
    }

    #[test]
    fn type_errors_say_what_was_expected() {
        check(&[
            ("", "1:1: expected non-function type, found end of input"),
            (
                "i16777216",
                "1:1: integer bitwidth is limited to 16777215 bits",
            ),
            (
                "(i32",
                "1:5: expected ',' or ')' in type list, found end of input",
            ),
            (
                "(i32) i32",
                "1:7: expected '->' in function type, found 'i32'",
            ),
            ("tensor<4x4>", "1:11: expected 'x' in dimension list"),
            (
                "tensor<4xf32",
                "1:13: expected '>' to close the tensor type, found end of input",
            ),
            (
                "tensor<*xf32, 1>",
                "1:13: cannot apply encoding to unranked tensor",
            ),
            (
                "tensor<2xmemref<2xi32>>",
                "1:10: invalid tensor element type",
            ),
            (
                "memref<4x[4]xf32>",
                "1:10: scalable dimensions are only allowed in vector types",
            ),
            (
                "memref<4xf32, 1, 2>",
                "1:16: multiple memory spaces specified in memref type",
            ),
            (
                "memref<4xf32, unit>",
                "1:15: unsupported memory space Attribute",
            ),
            (
                "memref<4xf32, #unknown.space>",
                "1:15: unsupported memory space Attribute",
            ),
            (
                "memref<2x4xf32, strided<[1]>>",
                "1:17: expected the number of strides to match the rank",
            ),
            ("memref<2xtuple<>>", "1:10: invalid memref element type"),
            ("vector<?xf32>", "1:8: vector dimensions must be static"),
            (
                "vector<0xf32>",
                "1:8: vector types must have positive constant sizes but got 0",
            ),
            (
                "vector<[?]xf32>",
                "1:9: expected a constant size in scalable dimension",
            ),
            ("vector<2x!foo.x>", "1:10: invalid vector element type"),
            (
                "tensor<99999999999999999999xf32>",
                "1:8: dimension size is too large",
            ),
            ("complex<index>", "1:9: invalid element type for complex"),
            (
                "tuple<i32",
                "1:10: expected ',' or '>' in tuple type, found end of input",
            ),
            (
                "!foo.bar<1",
                "1:9: unbalanced '<' character in pretty dialect name",
            ),
            (
                "!foo.bar<1]>",
                "1:11: unbalanced ']' character in pretty dialect name",
            ),
            (
                "!foo.bar<\"x>",
                "1:10: expected '\"' to end the string literal",
            ),
            ("!undefined", "1:1: undefined symbol alias id 'undefined'"),
            ("!f-oo.b", "1:1: invalid dialect namespace 'f-oo'"),
            (
                "!builtin.x",
                "1:1: dialect 'builtin' provides no type parsing hook",
            ),
            (
                "memref<4xf32, affine_map<(d0, d1) -> (d0, d1)>>",
                "1:15: memref layout mismatch between rank and affine map: 1 != 2",
            ),
        ]);
    }

    #[test]
    fn aliases_resolve() {
        let ctx = Context::new();
        let src = "!t tuple<!t>";
        let mut parser = Parser::new(Cursor::new(&ctx, "t.mlir", src, 0));
        parser.define_type_alias("t", ctx.int_type(8));
        assert_eq!(parser.parse_type(), Ok(ctx.int_type(8)));
        let mut out = String::new();
        print_type(&ctx, parser.parse_type().expect("tuple"), &mut out);
        assert_eq!(out, "tuple<i8>");
    }

    #[test]
    fn nesting_is_bounded() {
        let depth = 5000;
        let cases = [
            format!("{}i32{}", "tuple<".repeat(depth), ">".repeat(depth)),
            format!("{}i32{}", "(".repeat(depth), ") -> i1".repeat(depth)),
            format!("{}i32{}", "memref<".repeat(depth), ">".repeat(depth)),
        ];
        for src in cases {
            let message = test_support::on_main_thread_stack(|| round_trip(&src));
            assert!(message.contains("nested deeper than"), "{message}");
        }
    }

    #[test]
    fn float_formats_round_to_nearest_even() {
        assert_eq!(FloatKind::F16.round(0.1), 0.0999755859375);
        assert_eq!(FloatKind::BF16.round(0.3), 0.30078125);
        assert_eq!(FloatKind::F16.round(1.0e5), f64::INFINITY);
        assert_eq!(FloatKind::F16.round(6.0e-8), 5.960464477539063e-8);
        assert_eq!(FloatKind::F16.to_bits(-2.0), 0xC000);
        assert!(FloatKind::F16.value_of_bits(0x7E00).is_nan());
        assert_eq!(
            FloatKind::F16.to_bits(FloatKind::F16.value_of_bits(0x7C01)),
            0x7C01
        );
        assert_eq!(
            FloatKind::F32.to_bits(FloatKind::F32.value_of_bits(0x7F80_0001)),
            0x7F80_0001
        );
        assert_eq!(
            FloatKind::F80.to_bits(123456789.0),
            0x4019_EB79_A2A0_0000_0000
        );
        assert_eq!(
            FloatKind::F80.value_of_bits(0x4019_EB79_A2A0_0000_0000),
            123456789.0
        );
        assert_eq!(
            FloatKind::F128.value_of_bits(FloatKind::F128.to_bits(-0.1)),
            -0.1
        );
    }
}
