//! Declarative syntax of dialect types and attributes (MLIR's
//! `assemblyFormat` for `TypeDef`/`AttrDef`, over their parameters):
//! `` `<` $element `>` `` or `` `<` $size `x` $element `>` ``. The format
//! language is the op format's (`ods/format/format.pest`, rule
//! `param_format`), restricted to literals and parameters; a format names
//! every parameter once, in declaration order, so that a definition's
//! fields are parsed straight into its value.
//!
//! [`ParamParser`] and [`ParamPrinter`] are what a hand-written parse or
//! print hook (the escape hatch) reads and writes with too.

use crate::context::attributes::Attr;
use crate::context::types::Type;
use crate::diagnostics::Diagnostic;
use crate::syntax::lexer::Token;
use crate::syntax::parser::Parser;
use crate::syntax::printer::attrs::{print_attr_aliased, TypeElision};
use crate::syntax::printer::style::Style;
use crate::syntax::printer::types::print_type_aliased;
use crate::Context;

/// One step of a compiled parameter format.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Step {
    /// A keyword or punctuation.
    Literal(String),
    /// `` ` ` `` (a space) or ``` `` ``` (no space before the next element).
    Space(bool),
    /// The next parameter.
    Param,
}

/// A compiled parameter format.
#[derive(Clone, Debug)]
pub struct ParamFormat {
    steps: Vec<Step>,
}

impl ParamFormat {
    /// Compiles `text` for a definition whose parameters are `fields`, in
    /// declaration order; the error says what is wrong.
    pub fn compile(fields: &[&str], text: &str) -> Result<ParamFormat, String> {
        let mut steps = Vec::new();
        let mut next_field = 0;
        for piece in crate::ods::format::param_pieces(text)? {
            match piece {
                crate::ods::format::ParamPiece::Literal(literal) => steps.push(match literal {
                    "" => Step::Space(false),
                    " " => Step::Space(true),
                    _ if punct_token(literal).is_some() || is_keyword(literal) => {
                        Step::Literal(literal.to_string())
                    }
                    _ => return Err(format!("`{literal}` is neither a keyword nor punctuation")),
                }),
                crate::ods::format::ParamPiece::Param(name) => {
                    match fields.iter().position(|f| *f == name) {
                        Some(i) if i == next_field => next_field += 1,
                        Some(_) => {
                            return Err(format!(
                                "'${name}' is out of order or repeated: a format names each parameter once, in declaration order ({})",
                                fields.join(", ")
                            ))
                        }
                        None => {
                            return Err(format!(
                                "'${name}' names no parameter (parameters: {})",
                                fields.join(", ")
                            ))
                        }
                    }
                    steps.push(Step::Param);
                }
            }
        }
        if let Some(missing) = fields.get(next_field) {
            return Err(format!(
                "the format does not mention parameter '${missing}'"
            ));
        }
        Ok(ParamFormat { steps })
    }

    /// Walks the format while parsing: see [`FormatCursor`].
    pub fn cursor(&self) -> FormatCursor<'_> {
        FormatCursor {
            steps: self.steps.iter(),
        }
    }
}

/// Where parsing or printing is in a [`ParamFormat`]: between parameters.
pub struct FormatCursor<'f> {
    steps: std::slice::Iter<'f, Step>,
}

impl FormatCursor<'_> {
    /// Parses the literals up to the next parameter (or the end).
    pub fn parse_up_to_param(&mut self, p: &mut ParamParser<'_, '_, '_>) -> Result<(), Diagnostic> {
        for step in self.steps.by_ref() {
            match step {
                Step::Literal(text) => p.parse_literal(text)?,
                Step::Space(_) => {}
                Step::Param => break,
            }
        }
        Ok(())
    }

    /// Prints the literals up to the next parameter (or the end), and the
    /// space before that parameter.
    pub fn print_up_to_param(&mut self, p: &mut ParamPrinter<'_>) {
        for step in self.steps.by_ref() {
            match step {
                Step::Literal(text) => p.literal(text),
                Step::Space(space) => p.space(*space),
                Step::Param => {
                    p.before_param();
                    break;
                }
            }
        }
    }
}

/// The token of a punctuation spelling.
pub(crate) fn punct_token(spelling: &str) -> Option<Token> {
    Some(match spelling {
        "(" => Token::LParen,
        ")" => Token::RParen,
        "[" => Token::LSquare,
        "]" => Token::RSquare,
        "{" => Token::LBrace,
        "}" => Token::RBrace,
        "<" => Token::Less,
        ">" => Token::Greater,
        ":" => Token::Colon,
        "::" => Token::ColonColon,
        "," => Token::Comma,
        "=" => Token::Equal,
        "->" => Token::Arrow,
        "?" => Token::Question,
        "*" => Token::Star,
        "+" => Token::Plus,
        "-" => Token::Minus,
        "|" => Token::Pipe,
        "..." => Token::Ellipsis,
        _ => return None,
    })
}

/// Whether `text` lexes as a bare identifier.
fn is_keyword(text: &str) -> bool {
    text.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.')
}

/// Reads the parameters of a dialect type or attribute, after its mnemonic.
pub struct ParamParser<'p, 'src, 'ctx> {
    pub(crate) parser: &'p mut Parser<'src, 'ctx>,
}

impl<'src, 'ctx> ParamParser<'_, 'src, 'ctx> {
    /// The context.
    pub fn ctx(&self) -> &'ctx Context {
        self.parser.cursor.ctx
    }

    /// Byte offset of the next token.
    pub fn offset(&self) -> usize {
        self.parser.cursor.offset()
    }

    /// An error at byte `offset`.
    pub fn error_at(&self, offset: usize, message: impl Into<String>) -> Diagnostic {
        self.parser.cursor.error_at(offset, message)
    }

    /// Consumes the keyword or punctuation `text`, or fails.
    pub fn parse_literal(&mut self, text: &str) -> Result<(), Diagnostic> {
        match punct_token(text) {
            Some(token) if self.parser.cursor.eat(token) => Ok(()),
            Some(_) => Err(self.parser.cursor.expected_token(&format!("'{text}'"))),
            None => self.parser.cursor.expect_keyword(text),
        }
    }

    /// Consumes the keyword or punctuation `text` if it is next.
    pub fn parse_optional_literal(&mut self, text: &str) -> bool {
        match punct_token(text) {
            Some(token) => self.parser.cursor.eat(token),
            None => self.parser.cursor.eat_keyword(text),
        }
    }

    /// Whether a closing bracket (`>`, `)`, `]`, `}`) is next: where a
    /// list parameter ends.
    pub fn at_closing(&self) -> bool {
        matches!(
            self.parser.cursor.peek(),
            Some(Token::Greater | Token::RParen | Token::RSquare | Token::RBrace)
        )
    }

    /// Parses a type.
    pub fn parse_type(&mut self) -> Result<Type, Diagnostic> {
        self.parser.parse_type()
    }

    /// Parses an attribute.
    pub fn parse_attr(&mut self) -> Result<Attr, Diagnostic> {
        self.parser.parse_attribute()
    }

    /// Parses an optionally negative integer literal (decimal or `0x` hex).
    pub fn parse_integer(&mut self) -> Result<i128, Diagnostic> {
        self.parser.parse_integer_literal()
    }

    /// Parses a bare identifier or a string, as enumeration cases are written.
    pub fn parse_keyword(&mut self) -> Result<&'src str, Diagnostic> {
        let cursor = &mut self.parser.cursor;
        match cursor.peek() {
            Some(Token::BareIdent) => Ok(cursor.bump()),
            Some(Token::String) => {
                let text = cursor.bump();
                Ok(&text[1..text.len() - 1])
            }
            _ => Err(cursor.error("expected valid keyword or string")),
        }
    }

    /// Parses a string literal.
    pub fn parse_string(&mut self) -> Result<String, Diagnostic> {
        let offset = self.offset();
        let attr = self.parser.parse_attribute()?;
        self.ctx()
            .string_value(attr)
            .map(str::to_string)
            .ok_or_else(|| self.error_at(offset, "expected a string"))
    }
}

/// Writes the parameters of a dialect type or attribute, with MLIR's
/// spacing: a space before each element except at the start, after an
/// opening bracket, before closing punctuation and commas.
pub struct ParamPrinter<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) style: Style<'a>,
    pub(crate) out: &'a mut String,
    emit_space: bool,
    last_was_punctuation: bool,
}

impl<'a> ParamPrinter<'a> {
    /// A printer appending to `out`.
    pub(crate) fn new(ctx: &'a Context, style: Style<'a>, out: &'a mut String) -> Self {
        Self {
            ctx,
            style,
            out,
            emit_space: false,
            last_was_punctuation: true,
        }
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// Appends raw text.
    pub fn write(&mut self, text: &str) {
        self.out.push_str(text);
    }

    /// Prints a keyword or punctuation, spaced as MLIR spaces literals.
    pub fn literal(&mut self, text: &str) {
        if self.emit_space && space_before_literal(text, self.last_was_punctuation) {
            self.out.push(' ');
        }
        self.out.push_str(text);
        self.emit_space = !(text.len() == 1 && "<({[".contains(text));
        self.last_was_punctuation =
            !text.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_');
    }

    /// `` ` ` `` or ``` `` ``` in a format.
    fn space(&mut self, space: bool) {
        if space {
            self.out.push(' ');
        }
        self.emit_space = false;
        self.last_was_punctuation = !space;
    }

    /// The space before a parameter, if one is due.
    fn before_param(&mut self) {
        if self.emit_space {
            self.out.push(' ');
        }
        self.emit_space = true;
        self.last_was_punctuation = false;
    }

    /// Prints a type (through its alias, if the print has one).
    pub fn print_type(&mut self, ty: Type) {
        print_type_aliased(self.ctx, self.style, ty, self.out);
    }

    /// Prints an attribute (through its alias, if the print has one).
    pub fn print_attr(&mut self, attr: Attr) {
        print_attr_aliased(self.ctx, self.style, attr, TypeElision::Never, self.out);
    }
}

/// Whether a literal gets a space before it (MLIR's `shouldEmitSpaceBefore`).
pub(crate) fn space_before_literal(text: &str, last_was_punctuation: bool) -> bool {
    if text.len() != 1 && text != "->" {
        return true;
    }
    let first = text.chars().next().unwrap_or(' ');
    if last_was_punctuation {
        !">)}],".contains(first)
    } else {
        !"<>(){}[],".contains(first)
    }
}
