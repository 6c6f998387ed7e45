//! Memoized parsing of the pieces that repeat on almost every line of a
//! large file: attribute dictionaries (`{...}`, the inside of `<{...}>`) and
//! an op's trailing function type. Equal text means an equal result (alias
//! names cannot be redefined), so a hit skips lexing, building and
//! interning altogether.

use super::Parser;
use crate::context::attributes::Attr;
use crate::context::types::Type;
use crate::diagnostics::Diagnostic;
use hashbrown::HashTable;
use std::hash::BuildHasher;

/// Results memoized on their text, which the memo copies: a lookup never
/// reads the buffer where a key was first seen, far behind the parser in a
/// large file (pages its caller may have released, see
/// [`ReleaseText`](super::ReleaseText)).
pub(crate) struct TextMemo<V> {
    /// The keys, one after another.
    keys: String,
    /// (hash, start and length in `keys`, value) of each key.
    entries: HashTable<(u64, u32, u32, V)>,
}

impl<V> Default for TextMemo<V> {
    fn default() -> Self {
        Self {
            keys: String::new(),
            entries: HashTable::new(),
        }
    }
}

impl<V: Copy> TextMemo<V> {
    /// The value memoized for `key`.
    fn get(&self, key: &str) -> Option<V> {
        let hash = rustc_hash::FxBuildHasher.hash_one(key);
        let found = self.entries.find(hash, |&(h, start, len, _)| {
            h == hash && self.keys[start as usize..][..len as usize] == *key
        });
        found.map(|&(_, _, _, value)| value)
    }

    /// Memoizes `value` for `key` (not memoized yet); keys beyond 4 GiB
    /// of them in all are not.
    fn insert(&mut self, key: &str, value: V) {
        let (Ok(start), Ok(len)) = (u32::try_from(self.keys.len()), u32::try_from(key.len()))
        else {
            return;
        };
        if start.checked_add(len).is_none() {
            return;
        }
        let hash = rustc_hash::FxBuildHasher.hash_one(key);
        self.keys.push_str(key);
        self.entries
            .insert_unique(hash, (hash, start, len, value), |&(h, ..)| h);
    }
}

/// End (exclusive) of the `{...}` starting at byte `open` of `src`, found by
/// a byte scan that skips strings; `None` if it runs into anything that is
/// not plainly balanced on one line (comments, newlines, end of input).
fn dict_extent(src: &str, open: usize) -> Option<usize> {
    let bytes = src.as_bytes();
    if bytes.get(open) != Some(&b'{') {
        return None;
    }
    let (mut depth, mut i, mut in_string) = (0usize, open, false);
    while let Some(&b) = bytes.get(i) {
        match (in_string, b) {
            (_, b'\n') => return None,
            (true, b'\\') => i += 1,
            (true, b'"') => in_string = false,
            (false, b'"') => in_string = true,
            (false, b'/') if bytes.get(i + 1) == Some(&b'/') => return None,
            (false, b'{') => depth += 1,
            (false, b'}') => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// The rest of the line from byte `start`, if nothing but a type can be on
/// it (no comment, no location, no brace, no string): the memo key for a
/// trailing type. One pass over the bytes.
fn type_line(src: &str, start: usize) -> Option<&str> {
    let bytes = &src.as_bytes()[start..];
    let mut end = bytes.len();
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'\n' => {
                end = i;
                break;
            }
            b'/' | b'{' | b'}' | b'"' => return None,
            b'(' if i >= 3 && &bytes[i - 3..i] == b"loc" => return None,
            _ => {}
        }
    }
    Some(src[start..start + end].trim_end())
}

impl<'src> Parser<'src, '_> {
    /// [`Parser::parse_attr_dict`], memoized on the dictionary's text.
    pub(crate) fn parse_attr_dict_memo(&mut self) -> Result<Attr, Diagnostic> {
        let start = self.cursor.offset();
        let Some(end) = dict_extent(self.cursor.source(), start) else {
            return self.parse_attr_dict();
        };
        let key = &self.cursor.source()[start..end];
        if let Some(attr) = self.dict_memo.get(key) {
            self.cursor.reset_to(end);
            return Ok(attr);
        }
        let attr = self.parse_attr_dict()?;
        if self.cursor.offset() >= end {
            self.dict_memo.insert(key, attr);
        }
        Ok(attr)
    }

    /// [`Parser::parse_type`] for a type that ends its line (an op's
    /// trailing function type), memoized on the line's text.
    pub(crate) fn parse_line_type_memo(&mut self) -> Result<Type, Diagnostic> {
        let start = self.cursor.offset();
        let Some(key) = type_line(self.cursor.source(), start) else {
            return self.parse_type();
        };
        let end = start + key.len();
        if let Some(ty) = self.type_memo.get(key) {
            self.cursor.reset_to(end);
            return Ok(ty);
        }
        let ty = self.parse_type()?;
        if self.cursor.offset() >= end
            && (self.cursor.at_end()
                || self.cursor.source()[end..self.cursor.offset()]
                    .trim()
                    .is_empty())
        {
            self.type_memo.insert(key, ty);
        }
        Ok(ty)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dict_extent_skips_strings_and_nesting() {
        let src = r#"{a = "}", b = {c}} rest"#;
        assert_eq!(dict_extent(src, 0), Some(src.find(" rest").unwrap()));
        assert_eq!(dict_extent("{a = 1\n}", 0), None);
        assert_eq!(dict_extent("{a // }", 0), None);
        // Found by fuzzing: `<` not followed by `{` (`"x.a"()<}`).
        assert_eq!(dict_extent("}", 0), None);
        assert_eq!(dict_extent("\"s\"}", 0), None);
    }

    #[test]
    fn text_memo_finds_equal_text_only() {
        let mut memo = TextMemo::default();
        memo.insert("{a = 1}", 1);
        memo.insert("{a = 2}", 2);
        let key = String::from("{a = 1}");
        assert_eq!(memo.get(&key), Some(1));
        assert_eq!(memo.get("{a = 2}"), Some(2));
        assert_eq!(memo.get("{a = 3}"), None);
        assert_eq!(memo.get("{a = 1"), None);
    }

    #[test]
    fn type_line_refuses_lines_with_more_than_a_type() {
        assert_eq!(type_line("(i32) -> i32  \nnext", 0), Some("(i32) -> i32"));
        assert_eq!(type_line("i32 loc(\"f\":1:1)\n", 0), None);
        assert_eq!(type_line("i32 // c\n", 0), None);
    }
}
