//! The interned `file:line:col` locations of a context, stored compactly.
//!
//! A large file gives every op and block argument a location of its own,
//! so these are most of a context's attributes. Each is a 12-byte entry
//! here, named by an [`Attr`] id with [`FILE_LOCATION_BIT`] set, instead of
//! a full [`AttrKind`] in the attribute interner (a 64-byte slot and a
//! hash-table entry). The `AttrKind` of an entry is made only when someone
//! asks for it ([`FileLocations::kind`]); the printer and diagnostics read
//! the entry directly ([`FileLocations::get`]).
//!
//! Deduplication goes per file through a table indexed by line (no
//! hashing on the hot path of parsing a large file, and no dependence on
//! the order locations are made in).

use super::attributes::{Attr, AttrKind, Location};
use super::interner::Interner;
use rustc_hash::FxHashMap;
use std::sync::Mutex;

/// Set in the id of every [`Attr`] that names a file location.
pub(crate) const FILE_LOCATION_BIT: u32 = 1 << 31;

/// A (line, column) position.
type Position = (u32, u32);

/// One interned location.
struct Entry {
    file: Attr,
    line: u32,
    col: u32,
}

/// All file locations of a context.
#[derive(Default)]
pub(super) struct FileLocations {
    entries: boxcar::Vec<Entry>,
    /// Deduplication tables per file name attribute, in shards by page of
    /// lines: threads parsing different parts of a file take different locks.
    shards: [Mutex<FxHashMap<Attr, FileTable>>; SHARDS],
    /// The attribute-interner id of each entry's `AttrKind` made so far
    /// (few: only diagnostics and generic attribute code ask).
    kinds: Mutex<FxHashMap<u32, u32>>,
}

/// Lines per page of [`FileTable::first_on_line`].
const PAGE: usize = 4096;

/// Lock shards of [`FileLocations`].
const SHARDS: usize = 16;

/// No location on this line yet.
const NONE: u32 = u32::MAX;

/// Locations of one file by position. Each line's first location is found
/// by indexing (pages of lines are made when a line in them is first
/// used), in whatever order the locations come: several threads parsing
/// parts of one file create them out of order. Further locations on the
/// same line (block arguments) go to a hash map.
#[derive(Default)]
struct FileTable {
    pages: Vec<Option<Box<[u32; PAGE]>>>,
    others: FxHashMap<Position, u32>,
}

impl FileTable {
    /// The entry index of the first location created on `line`.
    fn first_on_line(&self, line: u32) -> Option<u32> {
        let line = line as usize;
        let page = self.pages.get(line / PAGE)?.as_ref()?;
        Some(page[line % PAGE]).filter(|&i| i != NONE)
    }

    /// Records entry `index` as the first location on `line`.
    fn set_first_on_line(&mut self, line: u32, index: u32) {
        let line = line as usize;
        if self.pages.len() <= line / PAGE {
            self.pages.resize_with(line / PAGE + 1, || None);
        }
        let page = self.pages[line / PAGE].get_or_insert_with(|| Box::new([NONE; PAGE]));
        page[line % PAGE] = index;
    }
}

impl FileLocations {
    /// The location `file:line:col`, stored first if it is new.
    pub(super) fn intern(&self, file: Attr, line: u32, col: u32) -> Attr {
        let shard = &self.shards[line as usize / PAGE % SHARDS];
        let mut files = shard.lock().unwrap_or_else(|e| e.into_inner());
        let table = files.entry(file).or_default();
        let first = table.first_on_line(line);
        let found = match first {
            Some(i) if self.entries[i as usize].col == col => Some(i),
            Some(_) => table.others.get(&(line, col)).copied(),
            None => None,
        };
        let index = found.unwrap_or_else(|| {
            let index = self.entries.push(Entry { file, line, col });
            let index = u32::try_from(index)
                .ok()
                .filter(|&i| i < FILE_LOCATION_BIT)
                .expect("fewer than 2^31 file locations");
            match first {
                None => table.set_first_on_line(line, index),
                Some(_) => {
                    table.others.insert((line, col), index);
                }
            }
            index
        });
        Attr(index | FILE_LOCATION_BIT)
    }

    /// The index of the entry `attr` names, if it is a file location.
    fn index(attr: Attr) -> Option<u32> {
        (attr.0 & FILE_LOCATION_BIT != 0).then_some(attr.0 & !FILE_LOCATION_BIT)
    }

    /// The file name attribute, line and column of `attr`, if it is a file location.
    pub(super) fn get(&self, attr: Attr) -> Option<(Attr, u32, u32)> {
        let entry = &self.entries[Self::index(attr)? as usize];
        Some((entry.file, entry.line, entry.col))
    }

    /// The `AttrKind` of `attr` if it is a file location, made in `attrs`
    /// the first time (stored there without entering its hash table, so
    /// interning never finds it: `attr` stays the location's only id).
    pub(super) fn kind<'a>(
        &self,
        attr: Attr,
        attrs: &'a Interner<AttrKind>,
    ) -> Option<&'a AttrKind> {
        let index = Self::index(attr)?;
        let mut kinds = self.kinds.lock().unwrap_or_else(|e| e.into_inner());
        let id = *kinds.entry(index).or_insert_with(|| {
            let entry = &self.entries[index as usize];
            attrs.push_unindexed(AttrKind::Location(Location::FileLineCol {
                file: entry.file,
                line: entry.line,
                col: entry.col,
            }))
        });
        Some(attrs.get(id))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_locations_inserted_in_and_out_of_order() {
        let locations = FileLocations::default();
        let file = Attr(7);
        let a = locations.intern(file, 1, 5);
        let b = locations.intern(file, 2, 1);
        let c = locations.intern(file, 1, 9); // out of order
        let d = locations.intern(file, 3, 1);
        assert_eq!(locations.intern(file, 1, 5), a);
        assert_eq!(locations.intern(file, 2, 1), b);
        assert_eq!(locations.intern(file, 1, 9), c);
        assert_eq!(locations.intern(file, 3, 1), d);
        assert_eq!(
            [a, b, c, d].map(|l| locations.get(l)),
            [(1, 5), (2, 1), (1, 9), (3, 1)].map(|(l, c)| Some((file, l, c)))
        );
        assert_ne!(locations.intern(file, 1, 6), a);
        assert_ne!(locations.intern(Attr(8), 1, 5), a);
        assert_eq!(locations.get(file), None);
        // Far apart and on shared lines.
        let far = locations.intern(file, 4_000_000_000, 2);
        let beside = locations.intern(file, 4_000_000_000, 7);
        assert_ne!(far, beside);
        assert_eq!(locations.intern(file, 4_000_000_000, 2), far);
        assert_eq!(locations.intern(file, 4_000_000_000, 7), beside);
        assert_eq!(locations.intern(file, 2, 1), b);
    }

    #[test]
    fn a_kind_is_made_once_and_matches_the_entry() {
        let locations = FileLocations::default();
        let attrs = Interner::default();
        let loc = locations.intern(Attr(3), 4, 2);
        let kind = locations.kind(loc, &attrs).cloned();
        let expected = AttrKind::Location(Location::FileLineCol {
            file: Attr(3),
            line: 4,
            col: 2,
        });
        assert_eq!(kind, Some(expected));
        locations.kind(loc, &attrs);
        assert_eq!(attrs.len(), 1);
        assert!(locations.kind(Attr(3), &attrs).is_none());
    }
}
