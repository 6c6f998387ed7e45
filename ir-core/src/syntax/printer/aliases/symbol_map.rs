//! A map keyed by attribute or type, stored as vectors indexed by their
//! dense ids: with `-mlir-print-debuginfo` every op's location is a key,
//! millions of them, and a lookup is then one index instead of a hash.

use super::Symbol;
use crate::context::FILE_LOCATION_BIT;

/// Values by attribute or type; `vacant` marks keys without one.
pub(super) struct SymbolMap<T> {
    file_locations: Vec<T>,
    attrs: Vec<T>,
    types: Vec<T>,
    vacant: T,
}

impl<T: Copy + PartialEq> SymbolMap<T> {
    /// An empty map.
    pub(super) fn new(vacant: T) -> Self {
        Self {
            file_locations: Vec::new(),
            attrs: Vec::new(),
            types: Vec::new(),
            vacant,
        }
    }

    /// The value of `symbol`, if it has one.
    pub(super) fn get(&self, symbol: Symbol) -> Option<T> {
        let (table, index) = match symbol {
            Symbol::Attr(attr) if attr.0 & FILE_LOCATION_BIT != 0 => {
                (&self.file_locations, attr.0 & !FILE_LOCATION_BIT)
            }
            Symbol::Attr(attr) => (&self.attrs, attr.0),
            Symbol::Type(ty) => (&self.types, ty.0),
        };
        table
            .get(index as usize)
            .copied()
            .filter(|value| *value != self.vacant)
    }

    /// Sets the value of `symbol`.
    pub(super) fn insert(&mut self, symbol: Symbol, value: T) {
        let (table, index) = match symbol {
            Symbol::Attr(attr) if attr.0 & FILE_LOCATION_BIT != 0 => {
                (&mut self.file_locations, attr.0 & !FILE_LOCATION_BIT)
            }
            Symbol::Attr(attr) => (&mut self.attrs, attr.0),
            Symbol::Type(ty) => (&mut self.types, ty.0),
        };
        let index = index as usize;
        if index >= table.len() {
            table.resize(index + 1, self.vacant);
        }
        table[index] = value;
    }
}
