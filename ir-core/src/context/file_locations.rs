//! The `file:line:col` locations of a context, stored compactly.
//!
//! A large file gives every op and block argument a location of its own,
//! so these are most of a context's attributes. None of them is an
//! [`AttrKind`] in the attribute interner (a 64-byte slot and a hash-table
//! entry); an [`Attr`] id with [`FILE_LOCATION_BIT`] set names one in one
//! of two ways:
//!
//! - **By position.** The parser registers the text it reads as a
//!   [`Source`] (file name, first line, where its lines start) and names
//!   the location of a byte by the byte's position in the context's
//!   position space ([`POSITION_BIT`] set): nothing is stored per
//!   location, and making one is an addition. Line and column are found
//!   from the source's line starts when someone asks.
//! - **By entry.** Any other location (written in the text as
//!   `loc("f":1:2)`, made by a pass, or in a text that could not be
//!   registered) is a 12-byte entry, deduplicated per file through a table
//!   indexed by line.
//!
//! Ids stay unique: the sources registered for one file cover disjoint
//! lines, and hold no line with an entry. A location inside a registered
//! source is named by its position whichever way it is made, an entry only
//! for one outside every source (see [`FileLocations::intern`]).
//!
//! The `AttrKind` of a location is made only when someone asks for it
//! ([`FileLocations::kind`]); the printer and diagnostics read the line and
//! column directly ([`FileLocations::get`]).

use super::attributes::{Attr, AttrKind, Location};
use super::interner::Interner;
use crate::diagnostics::LineStarts;
use rustc_hash::FxHashMap;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

/// Set in the id of every [`Attr`] that names a file location.
pub(crate) const FILE_LOCATION_BIT: u32 = 1 << 31;

/// Set, beside [`FILE_LOCATION_BIT`], in the id of a location named by
/// its position in a registered source.
pub(crate) const POSITION_BIT: u32 = 1 << 30;

/// The bits of a file location's id below its kind bits: a position or an
/// entry index.
const INDEX_MASK: u32 = POSITION_BIT - 1;

/// A (line, column) position.
type Position = (u32, u32);

/// One interned location.
struct Entry {
    file: Attr,
    line: u32,
    col: u32,
}

/// A registered text: positions `base..=base + len` name its bytes (and
/// its end). Its lines are those that hold a byte: after a final newline,
/// the next line (and the end of the text) is the next text's.
struct Source {
    base: u32,
    len: u32,
    file: Attr,
    /// Lines of the file before the text's first.
    first_line: u32,
    line_starts: Arc<LineStarts>,
}

impl Source {
    /// The 1-based line and column of position `position` (of this source).
    fn line_col(&self, position: u32) -> (u32, u32) {
        let offset = (position - self.base) as usize;
        let line = self.line_starts.line_of(offset);
        let start = self.line_starts.get(line).expect("a line of the source");
        (
            self.first_line + line as u32 + 1,
            (offset - start) as u32 + 1,
        )
    }

    /// The position of 1-based `line`:`col`, if the text has it: a byte of
    /// that line, its newline, or the end of the text.
    fn position(&self, line: u32, col: u32) -> Option<u32> {
        let index = line.checked_sub(self.first_line + 1)? as usize;
        let start = self.line_starts.get(index)?;
        let end = self
            .line_starts
            .get(index + 1)
            .map_or(self.len as usize, |next| next - 1);
        let offset = start + (col as usize).checked_sub(1)?;
        (offset <= end && line <= self.lines().1).then(|| self.base + offset as u32)
    }

    /// The 1-based lines the text covers.
    fn lines(&self) -> (u32, u32) {
        let count = self.line_starts.len() as u32;
        let ends_line =
            self.len > 0 && self.line_starts.get(count as usize - 1) == Some(self.len as usize);
        (
            self.first_line + 1,
            self.first_line + count - u32::from(ends_line),
        )
    }
}

/// All file locations of a context.
#[derive(Default)]
pub(super) struct FileLocations {
    entries: boxcar::Vec<Entry>,
    /// By base, in the order they were registered.
    sources: boxcar::Vec<Source>,
    /// What each file has: entries and registered sources.
    files: Mutex<Files>,
    /// The attribute-interner id of each location's `AttrKind` made so far
    /// (few: only diagnostics and generic attribute code ask).
    kinds: Mutex<FxHashMap<u32, u32>>,
}

/// The per-file tables and the first free position.
#[derive(Default)]
struct Files {
    by_name: FxHashMap<Attr, FileTable>,
    next_base: u32,
}

/// Lines per page of [`FileTable::first_on_line`].
const PAGE: usize = 4096;

/// No location on this line yet.
const NONE: u32 = u32::MAX;

/// The locations of one file. Each line's first entry is found by indexing
/// (pages of lines are made when a line in them is first used), in
/// whatever order the entries come. Further entries on the same line go to
/// a hash map. The registered sources are found by their first line.
#[derive(Default)]
struct FileTable {
    pages: Vec<Option<Box<[u32; PAGE]>>>,
    others: FxHashMap<Position, u32>,
    /// Index in [`FileLocations::sources`] by first line; their lines do
    /// not overlap.
    sources: BTreeMap<u32, usize>,
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

    /// Whether an entry lies on a line of `first..=last`.
    fn has_entry_on(&self, first: u32, last: u32) -> bool {
        let (first, last) = (first as usize, last as usize);
        (first / PAGE..=last / PAGE).any(|page| {
            let Some(Some(lines)) = self.pages.get(page) else {
                return false;
            };
            let from = first.max(page * PAGE) - page * PAGE;
            let to = last.min(page * PAGE + PAGE - 1) - page * PAGE;
            lines[from..=to].iter().any(|&i| i != NONE)
        })
    }

    /// The index of the registered source holding `line`, if any.
    fn source_on(&self, line: u32, sources: &boxcar::Vec<Source>) -> Option<usize> {
        let (_, &index) = self.sources.range(..=line).next_back()?;
        (sources[index].lines().1 >= line).then_some(index)
    }
}

impl FileLocations {
    /// Registers a text of `len` bytes read from `file`, after its first
    /// `first_line` lines, whose lines start at `line_starts`; returns the
    /// position of its first byte, from which its locations are named
    /// ([`FileLocations::at_position`]). `None` when the text cannot be
    /// registered: it shares a line with a text registered before or with
    /// an entry of the file (as when a file is parsed again), or the
    /// position space is used up. Its locations are then interned.
    pub(super) fn register(
        &self,
        file: Attr,
        first_line: u32,
        line_starts: Arc<LineStarts>,
        len: usize,
    ) -> Option<u32> {
        let len = u32::try_from(len).ok()?;
        let mut files = self.files.lock().unwrap_or_else(|e| e.into_inner());
        let base = files.next_base;
        let end = base.checked_add(len).filter(|&end| end <= INDEX_MASK)?;
        let source = Source {
            base,
            len,
            file,
            first_line,
            line_starts,
        };
        let (first, last) = source.lines();
        let table = files.by_name.entry(file).or_default();
        let overlaps = table.source_on(first, &self.sources).is_some()
            || table.sources.range(first..=last).next().is_some()
            || table.has_entry_on(first, last);
        if overlaps {
            return None;
        }
        let index = self.sources.push(source);
        table.sources.insert(first, index);
        files.next_base = end + 1;
        Some(base)
    }

    /// The location of the byte at `offset` of the text registered at
    /// `base`: a byte of the text, or its end if the text does not end
    /// with a newline (the end of one that does is on the next text's
    /// first line, see [`Source`]).
    pub(super) fn at_position(base: u32, offset: usize) -> Attr {
        Attr(FILE_LOCATION_BIT | POSITION_BIT | (base + offset as u32))
    }

    /// The location `file:line:col`: its position if a registered source
    /// holds it, else its entry, stored first if it is new.
    pub(super) fn intern(&self, file: Attr, line: u32, col: u32) -> Attr {
        let mut files = self.files.lock().unwrap_or_else(|e| e.into_inner());
        let table = files.by_name.entry(file).or_default();
        let registered = table
            .source_on(line, &self.sources)
            .and_then(|index| self.sources[index].position(line, col));
        if let Some(position) = registered {
            return Attr(FILE_LOCATION_BIT | POSITION_BIT | position);
        }
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
                .filter(|&i| i <= INDEX_MASK)
                .expect("fewer than 2^30 file locations");
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

    /// Whether `attr` names a file location.
    pub(super) fn contains(attr: Attr) -> bool {
        attr.0 & FILE_LOCATION_BIT != 0
    }

    /// The file name attribute, line and column of `attr`, if it is a file location.
    pub(super) fn get(&self, attr: Attr) -> Option<(Attr, u32, u32)> {
        if !Self::contains(attr) {
            return None;
        }
        let index = attr.0 & INDEX_MASK;
        if attr.0 & POSITION_BIT == 0 {
            let entry = &self.entries[index as usize];
            return Some((entry.file, entry.line, entry.col));
        }
        let source = self.source_at(index);
        let (line, col) = source.line_col(index);
        Some((source.file, line, col))
    }

    /// The registered source holding `position`.
    fn source_at(&self, position: u32) -> &Source {
        // Sources are pushed in the order of their bases; one being pushed
        // now is not yet readable and holds no position handed out.
        let (mut low, mut high) = (0, self.sources.count());
        while high - low > 1 {
            let middle = low + (high - low) / 2;
            match self.sources.get(middle) {
                Some(source) if source.base <= position => low = middle,
                _ => high = middle,
            }
        }
        &self.sources[low]
    }

    /// The `AttrKind` of `attr` if it is a file location, made in `attrs`
    /// the first time (stored there without entering its hash table, so
    /// interning never finds it: `attr` stays the location's only id).
    pub(super) fn kind<'a>(
        &self,
        attr: Attr,
        attrs: &'a Interner<AttrKind>,
    ) -> Option<&'a AttrKind> {
        let (file, line, col) = self.get(attr)?;
        let mut kinds = self.kinds.lock().unwrap_or_else(|e| e.into_inner());
        let id = *kinds.entry(attr.0).or_insert_with(|| {
            attrs.push_unindexed(AttrKind::Location(Location::FileLineCol {
                file,
                line,
                col,
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

    /// Registers `text` as the lines after the first `first_line` of `file`.
    fn register(locations: &FileLocations, file: Attr, first_line: u32, text: &str) -> Option<u32> {
        let starts = Arc::new(LineStarts::new(text));
        locations.register(file, first_line, starts, text.len())
    }

    #[test]
    fn a_registered_text_names_its_locations_by_position() {
        let locations = FileLocations::default();
        let file = Attr(7);
        let base = register(&locations, file, 10, "ab\ncde").expect("registered");
        let at = |offset| FileLocations::at_position(base, offset);
        let expected = [
            (11, 1),
            (11, 2),
            (11, 3),
            (12, 1),
            (12, 2),
            (12, 3),
            (12, 4),
        ];
        for (offset, (line, col)) in expected.into_iter().enumerate() {
            assert_eq!(locations.get(at(offset)), Some((file, line, col)));
            // Made from line and column, it is the same attribute.
            assert_eq!(locations.intern(file, line, col), at(offset));
        }
        // Past a line's end, before the text or in another file: entries.
        let entries =
            [(11, 4), (11, 0), (10, 1), (13, 1)].map(|(l, c)| locations.intern(file, l, c));
        assert!(entries.iter().all(|&e| e.0 & POSITION_BIT == 0));
        assert_eq!(locations.get(entries[0]), Some((file, 11, 4)));
        assert_ne!(locations.intern(Attr(8), 11, 1), at(0));
    }

    #[test]
    fn texts_of_one_file_register_only_on_lines_of_their_own() {
        let locations = FileLocations::default();
        let file = Attr(7);
        // Lines 1-2; the end after the final newline is line 3's start.
        let first = register(&locations, file, 0, "a\nb\n").expect("first");
        let second = register(&locations, file, 2, "c\n").expect("second, from line 3");
        assert_eq!(
            locations.get(FileLocations::at_position(second, 0)),
            Some((file, 3, 1))
        );
        assert_eq!(
            locations.intern(file, 3, 1),
            FileLocations::at_position(second, 0)
        );
        assert_eq!(
            locations.intern(file, 2, 2),
            FileLocations::at_position(first, 3)
        );
        // The same file again, or any text sharing a line: not registered.
        assert_eq!(register(&locations, file, 0, "a\nb\n"), None);
        assert_eq!(register(&locations, file, 2, "x"), None);
        // Another file's lines are its own.
        assert!(register(&locations, Attr(8), 0, "a\nb\n").is_some());
        // An entry on a line keeps texts holding that line out.
        let entry = locations.intern(file, 9, 1);
        assert_eq!(register(&locations, file, 7, "a\nb\nc"), None);
        assert!(register(&locations, file, 9, "a").is_some());
        assert_eq!(locations.intern(file, 9, 1), entry);
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
