//! The interned `file:line:col` locations of one file.
//!
//! The parser creates locations in source order, so almost every new one
//! comes after all the others: those are appended to a sorted vector (no
//! search, no hashing: the hot path of parsing a large file), and the few
//! that arrive out of order go to a hash map.

use super::attributes::Attr;
use rustc_hash::FxHashMap;

/// A (line, column) position.
type Position = (u32, u32);

/// Locations of one file by position.
#[derive(Default)]
pub(super) struct FileLocationTable {
    /// In increasing position order.
    ordered: Vec<(Position, Attr)>,
    /// Those created out of order.
    others: FxHashMap<Position, Attr>,
}

impl FileLocationTable {
    /// The location at `position`, if interned.
    pub(super) fn get(&self, position: Position) -> Option<Attr> {
        let in_order = match self.ordered.last() {
            Some(&(last, _)) if position <= last => self
                .ordered
                .binary_search_by_key(&position, |&(p, _)| p)
                .ok()
                .map(|i| self.ordered[i].1),
            _ => None,
        };
        in_order.or_else(|| self.others.get(&position).copied())
    }

    /// Records `attr` as the location at `position` (not interned yet).
    pub(super) fn insert(&mut self, position: Position, attr: Attr) {
        match self.ordered.last() {
            Some(&(last, _)) if position <= last => {
                self.others.insert(position, attr);
            }
            _ => self.ordered.push((position, attr)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::FileLocationTable;
    use crate::context::attributes::Attr;

    #[test]
    fn finds_locations_inserted_in_and_out_of_order() {
        let mut table = FileLocationTable::default();
        table.insert((1, 5), Attr(10));
        table.insert((2, 1), Attr(11));
        table.insert((1, 9), Attr(12)); // out of order
        table.insert((3, 1), Attr(13));
        assert_eq!(table.get((1, 5)), Some(Attr(10)));
        assert_eq!(table.get((2, 1)), Some(Attr(11)));
        assert_eq!(table.get((1, 9)), Some(Attr(12)));
        assert_eq!(table.get((3, 1)), Some(Attr(13)));
        assert_eq!(table.get((1, 6)), None);
        assert_eq!(table.get((4, 1)), None);
    }
}
