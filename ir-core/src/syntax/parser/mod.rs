//! The parser: MLIR's generic op form, builtin types and attributes,
//! locations, aliases, and custom op forms through dialect hooks.
//!
//! Regions nest without recursion: the op driver keeps an explicit stack of
//! open regions. Types and attributes are parsed by recursive descent with a
//! depth bound, which turns absurd nesting into a diagnostic.

mod affine;
mod alias_definitions;
mod attrs;
mod braces;
mod cursor;
mod dialect_params;
mod memo;

mod names;
mod ops;
mod parallel;
mod resources;
#[cfg(test)]
mod test_support;
mod types;

pub use braces::brace_scan_agrees;
pub use cursor::Cursor;
pub(crate) use names::OperandRef;
pub use ops::{parse_source, ParseOptions, ReleaseText};
pub use parallel::{parse_source_in_pieces, parse_source_on_threads};

use crate::context::attributes::Attr;
use crate::context::types::Type;
use crate::diagnostics::Diagnostic;
use memo::TextMemo;
use rustc_hash::FxHashMap;

/// How deep types and attributes may nest before the parser gives up.
pub const MAX_NESTING: u32 = 1000;

/// The type (`!name`) and attribute (`#name`) aliases of a buffer, by name.
#[derive(Clone, Default)]
pub(crate) struct Aliases<'src> {
    types: FxHashMap<&'src str, Type>,
    attrs: FxHashMap<&'src str, Attr>,
}

/// Parser state shared by the op driver and the type/attribute parsers.
pub struct Parser<'src, 'ctx> {
    /// The token cursor.
    pub cursor: Cursor<'src, 'ctx>,
    type_aliases: FxHashMap<&'src str, Type>,
    attr_aliases: FxHashMap<&'src str, Attr>,
    /// Aliases other than locations defined after the ops (by sigil, `#`
    /// or `!`, and name), and where: usable only after that
    /// (`alias_definitions.rs`).
    later_aliases: FxHashMap<(char, &'src str), usize>,
    depth: u32,
    brace_pairs: Option<braces::BracePairs>,
    dict_memo: TextMemo<Attr>,
    type_memo: TextMemo<Type>,
    /// The property dictionaries that declarative formats built, by the
    /// entries they were built from (in the order read): most ops of a
    /// file repeat a few, found here without building and interning them.
    pub(crate) property_dicts: FxHashMap<PropertyEntries, Attr>,
}

/// Properties read by a declarative format, in order (later entries win).
pub(crate) type PropertyEntries = smallvec::SmallVec<[(&'static str, Attr); 4]>;

impl<'src, 'ctx> Parser<'src, 'ctx> {
    /// A parser over `cursor`'s buffer.
    pub fn new(cursor: Cursor<'src, 'ctx>) -> Self {
        Self {
            cursor,
            type_aliases: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            later_aliases: FxHashMap::default(),
            depth: 0,
            brace_pairs: None,
            dict_memo: TextMemo::default(),
            type_memo: TextMemo::default(),
            property_dicts: FxHashMap::default(),
        }
    }

    /// Takes the type and attribute aliases defined so far, but those
    /// defined after the ops (only location aliases may be used before
    /// their definition).
    pub(crate) fn take_aliases(&mut self) -> Aliases<'src> {
        let later = std::mem::take(&mut self.later_aliases);
        let mut types = std::mem::take(&mut self.type_aliases);
        let mut attrs = std::mem::take(&mut self.attr_aliases);
        types.retain(|name, _| !later.contains_key(&('!', *name)));
        attrs.retain(|name, _| !later.contains_key(&('#', *name)));
        Aliases { types, attrs }
    }

    /// Starts from aliases another parser defined (as if defined above this buffer).
    pub(crate) fn set_aliases(&mut self, aliases: Aliases<'src>) {
        self.type_aliases = aliases.types;
        self.attr_aliases = aliases.attrs;
    }

    /// Parses an optionally negative integer literal (decimal or `0x` hex).
    pub(crate) fn parse_integer_literal(&mut self) -> Result<i128, Diagnostic> {
        use crate::syntax::lexer::Token;
        let offset = self.cursor.offset();
        let negative = self.cursor.eat(Token::Minus);
        let text = self.cursor.expect(Token::Integer, "an integer")?;
        let magnitude = match text.strip_prefix("0x") {
            Some(hex) => i128::from_str_radix(hex, 16),
            None => text.parse::<i128>(),
        }
        .map_err(|_| self.cursor.error_at(offset, "integer literal out of range"))?;
        Ok(if negative { -magnitude } else { magnitude })
    }

    /// Runs `f` one nesting level deeper, failing past [`MAX_NESTING`].
    fn nested<T>(
        &mut self,
        f: impl FnOnce(&mut Self) -> Result<T, Diagnostic>,
    ) -> Result<T, Diagnostic> {
        if self.depth >= MAX_NESTING {
            return Err(self.cursor.error(format!(
                "types or attributes nested deeper than {MAX_NESTING} levels"
            )));
        }
        self.depth += 1;
        let result = f(self);
        self.depth -= 1;
        result
    }
}
