//! A map keyed by attribute or type, stored as vectors indexed by their
//! dense ids: with `-mlir-print-debuginfo` every op's location is a key,
//! millions of them, and a lookup is then one index instead of a hash.

use super::Symbol;
use crate::context::FILE_LOCATION_BIT;

/// Values by attribute or type; `vacant` marks keys without one.
pub(super) struct SymbolMap<T> {
    /// Indexed by file location, by other attribute, by type.
    tables: [Vec<T>; 3],
    vacant: T,
}

/// The table of `symbol` and its index there.
fn slot(symbol: Symbol) -> (usize, usize) {
    let (table, index) = match symbol {
        Symbol::Attr(attr) if attr.0 & FILE_LOCATION_BIT != 0 => (0, attr.0 & !FILE_LOCATION_BIT),
        Symbol::Attr(attr) => (1, attr.0),
        Symbol::Type(ty) => (2, ty.0),
    };
    (table, index as usize)
}

impl<T: Copy + PartialEq> SymbolMap<T> {
    /// An empty map.
    pub(super) fn new(vacant: T) -> Self {
        Self {
            tables: [Vec::new(), Vec::new(), Vec::new()],
            vacant,
        }
    }

    /// The value of `symbol`, if it has one.
    pub(super) fn get(&self, symbol: Symbol) -> Option<T> {
        let (table, index) = slot(symbol);
        self.tables[table]
            .get(index)
            .copied()
            .filter(|value| *value != self.vacant)
    }

    /// Sets the value of `symbol`.
    pub(super) fn insert(&mut self, symbol: Symbol, value: T) {
        let (table, index) = slot(symbol);
        let table = &mut self.tables[table];
        if index >= table.len() {
            table.resize(index + 1, self.vacant);
        }
        table[index] = value;
    }
}
