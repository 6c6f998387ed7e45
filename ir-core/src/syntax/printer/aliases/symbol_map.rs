//! A map keyed by attribute or type, stored as vectors indexed by their
//! dense ids: with `-mlir-print-debuginfo` every op's location is a key,
//! millions of them, and a lookup is then one index instead of a hash.
//! Locations named by their position in a source text (sparse ids, one
//! every few dozen bytes of the text) go to a hash map instead.

use super::Symbol;
use crate::context::{FILE_LOCATION_BIT, FILE_POSITION_BIT};
use rustc_hash::FxHashMap;

/// Values by attribute or type; `vacant` marks keys without one.
pub(super) struct SymbolMap<T> {
    /// Indexed by file location entry, by other attribute, by type.
    tables: [Vec<T>; 3],
    /// By the id of a file location named by position.
    positions: FxHashMap<u32, T>,
    vacant: T,
}

/// Where a symbol's value is kept.
enum Slot {
    /// In a table, at an index.
    Table(usize, usize),
    /// In the map of positions.
    Position(u32),
}

fn slot(symbol: Symbol) -> Slot {
    match symbol {
        Symbol::Attr(attr)
            if attr.0 & FILE_POSITION_BIT != 0 && attr.0 & FILE_LOCATION_BIT != 0 =>
        {
            Slot::Position(attr.0)
        }
        Symbol::Attr(attr) if attr.0 & FILE_LOCATION_BIT != 0 => {
            Slot::Table(0, (attr.0 & !FILE_LOCATION_BIT) as usize)
        }
        Symbol::Attr(attr) => Slot::Table(1, attr.0 as usize),
        Symbol::Type(ty) => Slot::Table(2, ty.0 as usize),
    }
}

impl<T: Copy + PartialEq> SymbolMap<T> {
    /// An empty map.
    pub(super) fn new(vacant: T) -> Self {
        Self {
            tables: [Vec::new(), Vec::new(), Vec::new()],
            positions: FxHashMap::default(),
            vacant,
        }
    }

    /// The value of `symbol`, if it has one.
    pub(super) fn get(&self, symbol: Symbol) -> Option<T> {
        let value = match slot(symbol) {
            Slot::Table(table, index) => self.tables[table].get(index).copied(),
            Slot::Position(id) => self.positions.get(&id).copied(),
        };
        value.filter(|value| *value != self.vacant)
    }

    /// Sets the value of `symbol`.
    pub(super) fn insert(&mut self, symbol: Symbol, value: T) {
        match slot(symbol) {
            Slot::Table(table, index) => {
                let table = &mut self.tables[table];
                if index >= table.len() {
                    table.resize(index + 1, self.vacant);
                }
                table[index] = value;
            }
            Slot::Position(id) => {
                self.positions.insert(id, value);
            }
        }
    }
}
