//! The API custom op syntax is written against: [`OpParser`] for dialect
//! parse hooks and [`OpPrinter`] for print hooks.
//!
//! Regions are never parsed inside a hook: [`OpParser::parse_region`] only
//! records where the region is and skips it, and the op driver parses it
//! afterwards with its explicit stack. So custom syntax nests as deeply as
//! the generic form, without recursion.

use crate::context::attributes::Attr;
use crate::context::types::Type;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::ir::{Body, RegionId, ValueId};
use crate::syntax::lexer::Token;
use crate::syntax::parser::Parser;
use crate::syntax::printer;
use crate::syntax::printer::Names;

/// What a parse hook produces, besides what it read from the cursor.
#[derive(Default)]
pub struct CustomOpState {
    /// Discardable attributes (a dictionary).
    pub attrs: Option<Attr>,
    /// Properties (a dictionary).
    pub properties: Option<Attr>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Byte offsets of the `{` of each region, in order.
    pub regions: Vec<usize>,
    /// Give each region that was written empty (`{}`) one empty block.
    pub ensure_block: bool,
}

/// Gives a parse hook access to the token stream after the op name.
pub struct OpParser<'p, 'src, 'ctx> {
    pub(crate) parser: &'p mut Parser<'src, 'ctx>,
    pub(crate) state: CustomOpState,
}

impl<'src, 'ctx> OpParser<'_, 'src, 'ctx> {
    /// The context.
    pub fn ctx(&self) -> &'ctx Context {
        self.parser.cursor.ctx
    }

    /// The underlying parser (types, attributes, raw tokens).
    pub fn parser(&mut self) -> &mut Parser<'src, 'ctx> {
        self.parser
    }

    /// The state being built.
    pub fn state(&mut self) -> &mut CustomOpState {
        &mut self.state
    }

    /// Consumes `word` if it is next.
    pub fn parse_optional_keyword(&mut self, word: &str) -> bool {
        self.parser.cursor.eat_keyword(word)
    }

    /// Parses `@name` if it is next, as a string attribute of the name.
    pub fn parse_optional_symbol_name(&mut self) -> Result<Option<Attr>, Diagnostic> {
        if !self.parser.cursor.at(Token::AtIdent) {
            return Ok(None);
        }
        let text = &self.parser.cursor.bump()[1..];
        let name = if let Some(quoted) = text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
            crate::syntax::lexer::unescape(quoted)
                .ok_or_else(|| self.parser.cursor.error("malformed escape in symbol name"))?
        } else {
            text.as_bytes().to_vec()
        };
        let ctx = self.parser.cursor.ctx;
        Ok(Some(ctx.intern_attr(crate::AttrKind::String {
            bytes: name.into(),
            ty: None,
        })))
    }

    /// Parses `attributes {...}` if the keyword is next, merging into the attributes.
    pub fn parse_optional_attr_dict_with_keyword(&mut self) -> Result<(), Diagnostic> {
        if self.parse_optional_keyword("attributes") {
            self.parse_attr_dict_into_attrs()?;
        }
        Ok(())
    }

    /// Parses `{...}` if it is next, merging into the attributes.
    pub fn parse_optional_attr_dict(&mut self) -> Result<(), Diagnostic> {
        if self.parser.cursor.at(Token::LBrace) {
            self.parse_attr_dict_into_attrs()?;
        }
        Ok(())
    }

    fn parse_attr_dict_into_attrs(&mut self) -> Result<(), Diagnostic> {
        let dict = self.parser.parse_attr_dict()?;
        let ctx = self.parser.cursor.ctx;
        let mut entries = self
            .state
            .attrs
            .map(|a| ctx.dictionary_entries(a).to_vec())
            .unwrap_or_default();
        entries.extend_from_slice(ctx.dictionary_entries(dict));
        self.state.attrs = Some(ctx.dictionary_attr(entries));
        Ok(())
    }

    /// Adds a discardable attribute.
    pub fn add_attr(&mut self, name: &str, value: Attr) {
        let ctx = self.parser.cursor.ctx;
        let mut entries = self
            .state
            .attrs
            .map(|a| ctx.dictionary_entries(a).to_vec())
            .unwrap_or_default();
        entries.push(crate::NamedAttr {
            name: name.into(),
            value,
        });
        self.state.attrs = Some(ctx.dictionary_attr(entries));
    }

    /// Records the region starting at the next `{` and skips past its `}`.
    pub fn parse_region(&mut self) -> Result<(), Diagnostic> {
        let start = self.parser.cursor.offset();
        if !self.parser.cursor.at(Token::LBrace) {
            return Err(self.parser.cursor.expected("'{' to begin a region"));
        }
        let end = self.parser.matching_brace(start)?;
        self.state.regions.push(start);
        self.parser.cursor.reset_to(end + 1);
        Ok(())
    }
}

/// Gives a print hook the output and the names of values.
///
/// Text goes to `out`; [`OpPrinter::print_region`] closes the current piece
/// of text, and the driver prints the region there (with its own stack).
pub struct OpPrinter<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) out: String,
    pub(crate) names: &'a Names,
    /// Text before each region the hook asked to print, and the region.
    pub(crate) pieces: Vec<(String, RegionId)>,
    pub(crate) body: &'a Body,
}

impl OpPrinter<'_> {
    /// Appends raw text.
    pub fn write(&mut self, text: &str) {
        self.out.push_str(text);
    }

    /// Appends a type.
    pub fn print_type(&mut self, ty: Type) {
        printer::print_type(self.ctx, ty, &mut self.out);
    }

    /// Appends an attribute.
    pub fn print_attr(&mut self, attr: Attr) {
        printer::print_attr(self.ctx, attr, &mut self.out);
    }

    /// Appends ` attributes {...}` unless the dictionary (minus `elided`) is empty.
    pub fn print_optional_attr_dict_with_keyword(&mut self, attrs: Attr, elided: &[&str]) {
        let entries: Vec<_> = self
            .ctx
            .dictionary_entries(attrs)
            .iter()
            .filter(|e| !elided.contains(&&*e.name))
            .cloned()
            .collect();
        if !entries.is_empty() {
            self.out.push_str(" attributes ");
            printer::print_dictionary_entries(self.ctx, &entries, &mut self.out);
        }
    }

    /// Appends `@name`, quoted if it is not a bare identifier.
    pub fn print_symbol_name(&mut self, name: &[u8]) {
        self.out.push('@');
        printer::print_keyword_or_string(&String::from_utf8_lossy(name), &mut self.out);
    }

    /// Appends a value's name.
    pub fn print_value(&mut self, value: ValueId) {
        self.names.write_value(self.body, value, &mut self.out);
    }

    /// Prints `region` here, with its braces.
    pub fn print_region(&mut self, region: RegionId) {
        let text = std::mem::take(&mut self.out);
        self.pieces.push((text, region));
    }
}
