//! MLIR's aliases: when a top-level op is printed, attributes and types
//! that the builtin dialect names (locations `#loc`, affine maps `#map`,
//! integer sets `#set`, tuples of more than 16 elements `!tuple`) are
//! printed as a numbered alias (`#loc3`) defined once, before the op, or
//! after it for aliases only op locations use (`#loc3 = loc("f":1:2)`).
//!
//! Which things get which number is mlir-opt's rule: they are found in
//! the order the printer meets them (`collect.rs`), then sorted by
//! nesting depth (an alias whose definition uses another comes after
//! it), types before attributes, and name, keeping the order found
//! among equals; each name is numbered from 0 (printed without a number).

mod collect;
mod nodes;
mod symbol_map;

pub(crate) use collect::{collect, wanted, Visit};

use super::attrs::{print_attr_in_full, TypeElision};
use super::style::{ElementsLimits, Style};
use super::types::print_type_in_full;
use crate::context::attributes::Attr;
use crate::context::types::Type;
use crate::context::Context;
use symbol_map::SymbolMap;

/// An attribute or a type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Symbol {
    Attr(Attr),
    Type(Type),
}

/// One alias: its name (an index into [`Table::names`]) and number
/// (`loc`, 3 for `#loc3`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
struct Alias {
    name: u32,
    number: u32,
}

/// The aliases of one printed op (none for most).
#[derive(Default)]
pub struct Aliases(Option<Box<Table>>);

/// The aliases of an op that has some.
struct Table {
    /// The alias names in use (`loc`, `map`, ...).
    names: Vec<&'static str>,
    by_symbol: SymbolMap<Alias>,
    /// Every aliased symbol in the order its definition is printed, and
    /// whether that is after the op (used only by op locations).
    definitions: Vec<(Symbol, bool)>,
}

/// The value of [`Table::by_symbol`] for things without an alias.
const NO_ALIAS: Alias = Alias {
    name: u32::MAX,
    number: 0,
};

impl Table {
    /// Appends `symbol`'s alias after `sigil` (`#` for attributes, `!` for
    /// types), if it has one.
    fn write(&self, symbol: Symbol, sigil: char, out: &mut String) -> bool {
        let Some(alias) = self.by_symbol.get(symbol) else {
            return false;
        };
        out.push(sigil);
        out.push_str(self.names[alias.name as usize]);
        if alias.number > 0 {
            out.push_str(itoa::Buffer::new().format(alias.number));
        }
        true
    }
}

impl Aliases {
    /// No aliases: everything is printed in full.
    pub const NONE: Aliases = Aliases(None);

    /// Appends the alias of `attr` (`#map2`) and returns true, if it has one.
    pub(crate) fn write_attr(&self, attr: Attr, out: &mut String) -> bool {
        self.0
            .as_ref()
            .is_some_and(|table| table.write(Symbol::Attr(attr), '#', out))
    }

    /// Appends the alias of `ty` (`!tuple1`) and returns true, if it has one.
    pub(crate) fn write_type(&self, ty: Type, out: &mut String) -> bool {
        self.0
            .as_ref()
            .is_some_and(|table| table.write(Symbol::Type(ty), '!', out))
    }

    /// Appends the definitions printed before the op (`deferred` false) or
    /// after it (`deferred` true), a line each: `#map = affine_map<...>`,
    /// with elements as `elements` limit them.
    pub(crate) fn print_definitions(
        &self,
        ctx: &Context,
        elements: ElementsLimits,
        deferred: bool,
        out: &mut String,
    ) {
        let Some(table) = &self.0 else {
            return;
        };
        let style = Style {
            aliases: self,
            elements,
        };
        for &(symbol, _) in table.definitions.iter().filter(|d| d.1 == deferred) {
            match symbol {
                Symbol::Type(ty) => {
                    self.write_type(ty, out);
                    out.push_str(" = ");
                    print_type_in_full(ctx, style, ty, out);
                }
                Symbol::Attr(attr) => {
                    self.write_attr(attr, out);
                    out.push_str(" = ");
                    print_attr_in_full(ctx, style, attr, TypeElision::Never, out);
                }
            }
            out.push('\n');
        }
    }
}
