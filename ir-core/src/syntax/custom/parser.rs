//! [`OpParser`]: what a custom parse hook reads the op's text with.

use super::{CustomOpState, PendingRegion, RegionArgument, UnresolvedOperand};
use crate::context::attributes::{Attr, AttrKind, NamedAttr};
use crate::context::types::Type;
use crate::context::{Context, OpDefinition};
use crate::diagnostics::Diagnostic;
use crate::syntax::lexer::{unescape, Token};
use crate::syntax::parser::Parser;

/// Gives a parse hook access to the token stream after the op name.
pub struct OpParser<'p, 'src, 'ctx> {
    pub(crate) parser: &'p mut Parser<'src, 'ctx>,
    pub(crate) state: CustomOpState<'src>,
    pub(crate) definition: &'ctx OpDefinition,
}

/// The token of a punctuation spelling, for [`OpParser::parse_punct`].
fn punct_token(spelling: &str) -> Token {
    crate::dialect::punct_token(spelling)
        .unwrap_or_else(|| panic!("'{spelling}' is not a punctuation token"))
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

    /// The underlying parser, read-only (to look at the next token).
    pub fn parser_ref(&self) -> &Parser<'src, 'ctx> {
        self.parser
    }

    /// The definition of the op being parsed.
    pub fn definition(&self) -> &'ctx OpDefinition {
        self.definition
    }

    /// The state built so far, read-only.
    pub fn state_ref(&self) -> &CustomOpState<'src> {
        &self.state
    }

    /// The state being built.
    pub fn state(&mut self) -> &mut CustomOpState<'src> {
        &mut self.state
    }

    /// Byte offset of the next token.
    pub fn offset(&self) -> usize {
        self.parser.cursor.offset()
    }

    /// An error at byte `offset`.
    pub fn error_at(&self, offset: usize, message: impl Into<String>) -> Diagnostic {
        self.parser.cursor.error_at(offset, message)
    }

    /// "expected `what`" at the next token.
    pub fn expected(&self, what: &str) -> Diagnostic {
        self.parser.cursor.expected(what)
    }

    // ----- keywords and punctuation -----

    /// Consumes `word` if it is next.
    pub fn parse_optional_keyword(&mut self, word: &str) -> bool {
        self.parser.cursor.eat_keyword(word)
    }

    /// Consumes `word` or fails.
    pub fn parse_keyword(&mut self, word: &str) -> Result<(), Diagnostic> {
        self.parser.cursor.expect_keyword(word)
    }

    /// Consumes any bare identifier, if one is next.
    pub fn parse_optional_bare_keyword(&mut self) -> Option<&'src str> {
        self.parser
            .cursor
            .at(Token::BareIdent)
            .then(|| self.parser.cursor.bump())
    }

    /// Whether the punctuation `spelling` (e.g. `"->"`) is next.
    pub fn at_punct(&self, spelling: &str) -> bool {
        self.parser.cursor.at(punct_token(spelling))
    }

    /// Consumes the punctuation `spelling` if it is next.
    pub fn parse_optional_punct(&mut self, spelling: &str) -> bool {
        self.parser.cursor.eat(punct_token(spelling))
    }

    /// Consumes the punctuation `spelling` or fails with "expected '...'".
    pub fn parse_punct(&mut self, spelling: &str) -> Result<(), Diagnostic> {
        // The message is formatted only on failure (this is a hot path).
        if self.parser.cursor.eat(punct_token(spelling)) {
            return Ok(());
        }
        Err(self.parser.cursor.expected_token(&format!("'{spelling}'")))
    }

    /// Parses an optionally negative integer literal (decimal or `0x` hex).
    pub fn parse_integer(&mut self) -> Result<i128, Diagnostic> {
        self.parser.parse_integer_literal()
    }

    // ----- types and attributes -----

    /// Parses a type.
    pub fn parse_type(&mut self) -> Result<Type, Diagnostic> {
        self.parser.parse_type()
    }

    /// Parses `: type`.
    pub fn parse_colon_type(&mut self) -> Result<Type, Diagnostic> {
        self.parse_punct(":")?;
        self.parse_type()
    }

    /// Parses `type (, type)*` (at least one).
    pub fn parse_type_list(&mut self) -> Result<Vec<Type>, Diagnostic> {
        let mut types = vec![self.parse_type()?];
        while self.parse_optional_punct(",") {
            types.push(self.parse_type()?);
        }
        Ok(types)
    }

    /// Parses `-> type` or `-> (types)` if an arrow is next; empty otherwise.
    pub fn parse_optional_arrow_type_list(&mut self) -> Result<Vec<Type>, Diagnostic> {
        if !self.parse_optional_punct("->") {
            return Ok(Vec::new());
        }
        self.parse_function_result_types()
    }

    /// Parses `type` or `(types)` (a function's results).
    pub fn parse_function_result_types(&mut self) -> Result<Vec<Type>, Diagnostic> {
        if self.parser.cursor.at(Token::LParen) {
            return self.parser.parse_type_list_parens();
        }
        Ok(vec![self.parser.parse_non_function_type()?])
    }

    /// Parses an attribute.
    pub fn parse_attr(&mut self) -> Result<Attr, Diagnostic> {
        self.parser.parse_attribute()
    }

    /// Parses the parameters of attribute `#dialect.mnemonic<...>`
    /// without its name (MLIR's stripped form of an attribute whose kind
    /// the op knows: `<nsw>` for `#arith.overflow<nsw>`).
    pub fn parse_stripped_dialect_attr(
        &mut self,
        dialect: &str,
        mnemonic: &str,
    ) -> Result<Attr, Diagnostic> {
        let ctx = self.ctx();
        let definition = ctx
            .params_definition(dialect, mnemonic, false)
            .filter(|_| self.at_punct("<"))
            .ok_or_else(|| self.expected(&format!("'<' to begin #{dialect}.{mnemonic}<...>")))?;
        let params = (definition.parse)(&mut crate::dialect::ParamParser {
            parser: self.parser,
        })?;
        Ok(ctx.intern_attr(AttrKind::Dialect(params)))
    }

    /// Parses `@name` if it is next, as a string attribute of the name.
    pub fn parse_optional_symbol_name(&mut self) -> Result<Option<Attr>, Diagnostic> {
        if !self.parser.cursor.at(Token::AtIdent) {
            return Ok(None);
        }
        let offset = self.offset();
        let text = &self.parser.cursor.bump()[1..];
        let name = if let Some(quoted) = text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
            unescape(quoted)
                .ok_or_else(|| self.error_at(offset, "malformed escape in symbol name"))?
        } else {
            text.as_bytes().to_vec()
        };
        Ok(Some(self.ctx().intern_attr(AttrKind::String {
            bytes: name.into(),
            ty: None,
        })))
    }

    /// Parses `@name` as a string attribute, or fails.
    pub fn parse_symbol_name(&mut self) -> Result<Attr, Diagnostic> {
        self.parse_optional_symbol_name()?
            .ok_or_else(|| self.expected("valid '@'-identifier for symbol name"))
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
        let entries = self.parser.cursor.ctx.dictionary_entries(dict).to_vec();
        for entry in entries {
            self.add_attr(&entry.name, entry.value);
        }
        Ok(())
    }

    /// Adds a discardable attribute.
    pub fn add_attr(&mut self, name: &str, value: Attr) {
        self.state.attrs = Some(with_entry(self.ctx(), self.state.attrs, name, value));
    }

    /// Adds a property (an inherent attribute).
    pub fn add_property(&mut self, name: &str, value: Attr) {
        self.state.properties = Some(with_entry(self.ctx(), self.state.properties, name, value));
    }

    // ----- operands and successors -----

    /// Parses `%name` or `%name#N`.
    pub fn parse_operand(&mut self) -> Result<UnresolvedOperand<'src>, Diagnostic> {
        Ok(UnresolvedOperand {
            reference: self.parser.parse_operand_ref()?,
        })
    }

    /// Parses an operand if one is next.
    pub fn parse_optional_operand(
        &mut self,
    ) -> Result<Option<UnresolvedOperand<'src>>, Diagnostic> {
        if !self.parser.cursor.at(Token::PercentIdent) {
            return Ok(None);
        }
        self.parse_operand().map(Some)
    }

    /// Parses a possibly empty comma-separated operand list (no delimiters).
    pub fn parse_operand_list(&mut self) -> Result<Vec<UnresolvedOperand<'src>>, Diagnostic> {
        let mut operands = Vec::new();
        self.parse_operand_list_into(&mut operands)?;
        Ok(operands)
    }

    /// Parses a possibly empty comma-separated operand list (no
    /// delimiters), appending it to `operands`.
    pub fn parse_operand_list_into(
        &mut self,
        operands: &mut impl Extend<UnresolvedOperand<'src>>,
    ) -> Result<(), Diagnostic> {
        let Some(first) = self.parse_optional_operand()? else {
            return Ok(());
        };
        operands.extend([first]);
        while self.parse_optional_punct(",") {
            operands.extend([self.parse_operand()?]);
        }
        Ok(())
    }

    /// Appends `operands` to the op's operands with their `types`; the
    /// counts must agree (`offset` is where the types were written).
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand<'src>],
        types: &[Type],
        offset: usize,
    ) -> Result<(), Diagnostic> {
        if operands.len() != types.len() {
            return Err(self.error_at(
                offset,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        self.state.operands.reserve(operands.len());
        for (operand, &ty) in operands.iter().zip(types) {
            self.state.operands.push((operand.reference, ty));
        }
        Ok(())
    }

    /// Parses a successor block name (`^bb1`) and appends it to the op's successors.
    pub fn parse_successor(&mut self) -> Result<(), Diagnostic> {
        let offset = self.offset();
        let name = self.parser.cursor.expect(Token::CaretIdent, "block name")?;
        self.state.successors.push((name, offset));
        Ok(())
    }

    /// Whether a successor block name is next.
    pub fn at_successor(&self) -> bool {
        self.parser.cursor.at(Token::CaretIdent)
    }

    // ----- regions -----

    /// Parses a region argument `%name` with, if `with_type`, `: type`,
    /// and an optional trailing location.
    pub fn parse_region_argument(
        &mut self,
        with_type: bool,
    ) -> Result<RegionArgument<'src>, Diagnostic> {
        let offset = self.offset();
        let name = self
            .parser
            .cursor
            .expect(Token::PercentIdent, "an argument name such as '%arg0'")?;
        let ty = if with_type {
            Some(self.parse_colon_type()?)
        } else {
            None
        };
        let loc = self.parser.parse_optional_location()?;
        Ok(RegionArgument {
            name,
            offset,
            ty,
            loc,
        })
    }

    /// Records the region starting at the next `{` and skips past its `}`.
    pub fn parse_region(&mut self) -> Result<(), Diagnostic> {
        self.record_region(None)
    }

    /// Records a region whose entry block has `arguments` (declared by the
    /// op's syntax, each with its type set).
    pub fn parse_region_with_arguments(
        &mut self,
        arguments: Vec<RegionArgument<'src>>,
    ) -> Result<(), Diagnostic> {
        self.record_region(Some(arguments))
    }

    /// Moves the region recorded last to position `index` among the
    /// recorded regions, for syntax that writes regions in another order
    /// than the op stores them (`scf.index_switch` writes its `default`
    /// region, region #0, after the cases).
    pub fn move_last_region_to(&mut self, index: usize) {
        if let Some(region) = self.state.regions.pop() {
            let index = index.min(self.state.regions.len());
            self.state.regions.insert(index, region);
        }
    }

    /// Adds a region that the text leaves out (it stays empty, without blocks).
    pub fn add_empty_region(&mut self) {
        self.state.regions.push(PendingRegion::default());
    }

    /// Records a region if a `{` is next; false otherwise.
    pub fn parse_optional_region(&mut self) -> Result<bool, Diagnostic> {
        if !self.parser.cursor.at(Token::LBrace) {
            return Ok(false);
        }
        self.record_region(None)?;
        Ok(true)
    }

    fn record_region(
        &mut self,
        arguments: Option<Vec<RegionArgument<'src>>>,
    ) -> Result<(), Diagnostic> {
        let start = self.offset();
        if !self.parser.cursor.at(Token::LBrace) {
            return Err(self.expected("'{' to begin a region"));
        }
        if let Some(untyped) = arguments.iter().flatten().find(|a| a.ty.is_none()) {
            return Err(self.error_at(
                untyped.offset,
                format!("region argument '{}' needs a type", untyped.name),
            ));
        }
        let end = self.parser.matching_brace(start)?;
        self.state.regions.push(PendingRegion {
            offset: Some(start),
            arguments,
        });
        self.parser.cursor.reset_to(end + 1);
        Ok(())
    }
}

/// `dict` (or an empty dictionary) with `name = value` added or replaced.
fn with_entry(ctx: &Context, dict: Option<Attr>, name: &str, value: Attr) -> Attr {
    let mut entries = dict
        .map(|a| ctx.dictionary_entries(a).to_vec())
        .unwrap_or_default();
    match entries.iter_mut().find(|e| &*e.name == name) {
        Some(entry) => entry.value = value,
        None => entries.push(NamedAttr {
            name: name.into(),
            value,
        }),
    }
    ctx.dictionary_attr(entries)
}
