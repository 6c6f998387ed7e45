//! Dialect types and attributes of registered dialects, parsed in place
//! by their definitions (`crate::dialect`): `!acc.cell<i32>`, and the
//! verbose form `!acc<cell<i32>>`. The parameters are read by the same
//! parser as the rest of the file, so aliases, nesting bounds and error
//! locations are those of any type. Dialects that are not registered keep
//! their text (`TypeKind::Opaque`).

use super::Parser;
use crate::diagnostics::Diagnostic;
use crate::dialect::{DialectParams, ParamParser};
use crate::syntax::lexer::Token;

impl<'src, 'ctx> Parser<'src, 'ctx> {
    /// Parses the `!`/`#` token at the cursor and what follows it if it
    /// names a registered dialect (a type if `is_type`); `None`, having
    /// consumed nothing, if the dialect is not registered.
    pub(super) fn parse_dialect_params(
        &mut self,
        is_type: bool,
    ) -> Option<Result<DialectParams, Diagnostic>> {
        let src = self.cursor.source();
        let span = self.cursor.span();
        let ident = &src[span.start + 1..span.end];
        let (dialect, pretty_mnemonic) = match ident.split_once('.') {
            Some((dialect, mnemonic)) => (dialect, Some(mnemonic)),
            None if src.as_bytes().get(span.end) == Some(&b'<') => (ident, None),
            None => return None,
        };
        if !self.cursor.ctx.is_dialect_registered(dialect) {
            return None;
        }
        Some(
            self.nested(|parser| parser.parse_registered_params(dialect, pretty_mnemonic, is_type)),
        )
    }

    /// The parameters of `dialect`'s type or attribute, its mnemonic
    /// already read from the token (pretty form) or read after `<`.
    fn parse_registered_params(
        &mut self,
        dialect: &str,
        pretty_mnemonic: Option<&'src str>,
        is_type: bool,
    ) -> Result<DialectParams, Diagnostic> {
        let at = self.cursor.offset();
        self.cursor.bump();
        let mnemonic = match pretty_mnemonic {
            Some(mnemonic) => mnemonic,
            None => {
                self.cursor.expect(Token::Less, "'<'")?;
                self.cursor.expect(Token::BareIdent, "a mnemonic")?
            }
        };
        let ctx = self.cursor.ctx;
        let Some(definition) = ctx.params_definition(dialect, mnemonic, is_type) else {
            let what = if is_type { "type" } else { "attribute" };
            return Err(self.cursor.error_at(
                at,
                format!("unknown {what} `{mnemonic}` in dialect `{dialect}`"),
            ));
        };
        let params = (definition.parse)(&mut ParamParser { parser: self })?;
        if pretty_mnemonic.is_none() {
            self.cursor.expect(Token::Greater, "'>'")?;
        }
        Ok(params)
    }
}
