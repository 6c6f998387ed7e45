//! `dense_resource<handle> : type` attributes and the file metadata section
//! that holds their blobs:
//!
//! ```text
//! {-#
//!   dialect_resources: { builtin: { handle: "0x04000000..." } },
//!   external_resources: { group: { key: "value", flag: true } }
//! #-}
//! ```
//!
//! The section may stand anywhere between top-level ops; what it defines
//! goes to the context (see `context/resources.rs`), with MLIR's checks
//! and messages.

use super::Parser;
use crate::context::attributes::{Attr, AttrKind};
use crate::context::resources::{Blob, ExternalValue};
use crate::context::types::TypeKind;
use crate::diagnostics::Diagnostic;
use crate::syntax::lexer::Token;

/// The one dialect whose resources this framework reads: the builtin
/// dialect's blobs, named by `dense_resource`.
const BUILTIN: &str = "builtin";

impl<'src, 'ctx> Parser<'src, 'ctx> {
    /// `dense_resource<handle> : type`, the type shaped.
    pub(super) fn parse_dense_resource(&mut self) -> Result<Attr, Diagnostic> {
        self.cursor.bump();
        self.cursor
            .expect(Token::Less, "'<' after 'dense_resource'")?;
        let handle = self.parse_resource_key("'resource' entry")?;
        self.cursor
            .expect(Token::Greater, "'>' to close the resource handle")?;
        // MLIR reports a type that is not shaped at the ':' before it.
        let colon_at = self.cursor.offset();
        self.cursor
            .expect(Token::Colon, "':' and the shaped type of the resource")?;
        let ty = self.parse_type()?;
        let shaped = matches!(
            self.cursor.ctx.type_kind(ty),
            TypeKind::Tensor { .. } | TypeKind::MemRef { .. } | TypeKind::Vector { .. }
        );
        if !shaped {
            return Err(self
                .cursor
                .error_at(colon_at, "`dense_resource` expected a shaped type"));
        }
        Ok(self.cursor.ctx.intern_attr(AttrKind::DenseResource {
            handle: handle.into(),
            ty,
        }))
    }

    /// `{-# key: {...}, ... #-}`; its resources go to the context.
    pub(super) fn parse_file_metadata(&mut self) -> Result<(), Diagnostic> {
        self.cursor
            .expect(Token::FileMetadataBegin, "'{-#' to start file metadata")?;
        let what = "',' or '#-}'";
        let mut first = true;
        while self.next_list_item(Token::FileMetadataEnd, first, what)? {
            first = false;
            let at = self.cursor.offset();
            let key = self
                .cursor
                .expect(Token::BareIdent, "a key in the file metadata dictionary")?;
            self.cursor
                .expect(Token::Colon, "':' after the file metadata key")?;
            match key {
                "dialect_resources" => self
                    .parse_resource_groups(Self::check_resource_dialect, Self::parse_blob_entry)?,
                "external_resources" => {
                    self.parse_resource_groups(|_, _, _| Ok(()), Self::parse_external_entry)?
                }
                _ => {
                    return Err(self.cursor.error_at(
                        at,
                        format!("unknown key '{key}' in file metadata dictionary"),
                    ))
                }
            }
        }
        Ok(())
    }

    /// `{group: {key: value, ...}, ...}`: `check` is given each group (its
    /// name and where that is) once its `{` is read, `entry` reads each
    /// entry of it.
    fn parse_resource_groups(
        &mut self,
        check: fn(&Self, &str, usize) -> Result<(), Diagnostic>,
        entry: fn(&mut Self, &str) -> Result<(), Diagnostic>,
    ) -> Result<(), Diagnostic> {
        self.cursor
            .expect(Token::LBrace, "'{' to start the resource groups")?;
        let mut first_group = true;
        while self.next_list_item(Token::RBrace, first_group, "',' or '}'")? {
            first_group = false;
            let group_at = self.cursor.offset();
            let group = self.parse_resource_key("resource group")?;
            self.cursor
                .expect(Token::Colon, "':' after the resource group")?;
            self.cursor
                .expect(Token::LBrace, "'{' to start the resource entries")?;
            check(self, &group, group_at)?;
            let mut first = true;
            while self.next_list_item(Token::RBrace, first, "',' or '}'")? {
                first = false;
                entry(self, &group)?;
            }
        }
        Ok(())
    }

    /// Dialect resources are read for the builtin dialect only: another
    /// dialect is unknown, or has no resources.
    fn check_resource_dialect(&self, dialect: &str, dialect_at: usize) -> Result<(), Diagnostic> {
        if dialect == BUILTIN {
            return Ok(());
        }
        if !self.cursor.ctx.is_dialect_registered(dialect) {
            return Err(self
                .cursor
                .error_at(dialect_at, format!("dialect '{dialect}' is unknown")));
        }
        Err(self.cursor.error(format!(
            "unexpected 'resource' section for dialect '{dialect}'"
        )))
    }

    /// One `handle: "0x..."` entry of the builtin dialect's resources.
    fn parse_blob_entry(&mut self, _dialect: &str) -> Result<(), Diagnostic> {
        let key = self.parse_resource_key("'resource' entry")?;
        self.cursor
            .expect(Token::Colon, "':' after the resource key")?;
        let value_at = self.cursor.offset();
        let not_blob = || format!("expected hex string blob for key '{key}'");
        if !self.cursor.at(Token::String) {
            return Err(self.cursor.error_at(value_at, not_blob()));
        }
        let text = self.parse_string_utf8("a resource blob")?;
        match Blob::from_hex(&text) {
            Some(Ok(blob)) => {
                self.cursor.ctx.set_resource_blob(&key, blob);
                Ok(())
            }
            Some(Err(_)) => Err(self.cursor.error_at(
                value_at,
                format!("{} to encode alignment in first 4 bytes", not_blob()),
            )),
            None => Err(self.cursor.error_at(value_at, not_blob())),
        }
    }

    /// One `key: "text"` or `key: true` entry of an external group.
    fn parse_external_entry(&mut self, group: &str) -> Result<(), Diagnostic> {
        let key = self.parse_resource_key("'resource' entry")?;
        self.cursor
            .expect(Token::Colon, "':' after the resource key")?;
        let value = match self.cursor.peek() {
            Some(Token::String) => ExternalValue::String(self.parse_string_utf8("a resource")?),
            Some(Token::BareIdent) if matches!(self.cursor.text(), "true" | "false") => {
                ExternalValue::Bool(self.cursor.bump() == "true")
            }
            _ => {
                return Err(self
                    .cursor
                    .error(format!("expected string value for key '{key}'")))
            }
        };
        self.cursor.ctx.add_external_resource(group, &key, value);
        Ok(())
    }

    /// A resource handle, group or key: an identifier or a string.
    fn parse_resource_key(&mut self, what: &str) -> Result<String, Diagnostic> {
        match self.cursor.peek() {
            Some(Token::BareIdent) => Ok(self.cursor.bump().to_owned()),
            Some(Token::String) => self.parse_string_utf8("a resource key"),
            _ => Err(self
                .cursor
                .error(format!("expected identifier key for {what}"))),
        }
    }
}
