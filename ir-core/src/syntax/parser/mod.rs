//! The parser: MLIR's generic op form, builtin types and attributes,
//! locations, aliases, and custom op forms through dialect hooks.
//!
//! Regions nest without recursion: the op driver keeps an explicit stack of
//! open regions. Types and attributes are parsed by recursive descent with a
//! depth bound, which turns absurd nesting into a diagnostic.

mod attrs;
mod braces;
mod cursor;
mod loc_aliases;
mod memo;
mod minifloats;
mod names;
mod ops;
mod parallel;
mod resources;
#[cfg(test)]
mod test_support;
mod types;

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
    depth: u32,
    brace_pairs: Option<Vec<(usize, usize)>>,
    dict_memo: TextMemo<Attr>,
    type_memo: TextMemo<Type>,
}

impl<'src, 'ctx> Parser<'src, 'ctx> {
    /// A parser over `cursor`'s buffer.
    pub fn new(cursor: Cursor<'src, 'ctx>) -> Self {
        Self {
            cursor,
            type_aliases: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            depth: 0,
            brace_pairs: None,
            dict_memo: TextMemo::default(),
            type_memo: TextMemo::default(),
        }
    }

    /// Takes the type and attribute aliases defined so far.
    pub(crate) fn take_aliases(&mut self) -> Aliases<'src> {
        Aliases {
            types: std::mem::take(&mut self.type_aliases),
            attrs: std::mem::take(&mut self.attr_aliases),
        }
    }

    /// Starts from aliases another parser defined (as if defined above this buffer).
    pub(crate) fn set_aliases(&mut self, aliases: Aliases<'src>) {
        self.type_aliases = aliases.types;
        self.attr_aliases = aliases.attrs;
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
