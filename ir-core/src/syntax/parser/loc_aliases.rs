//! Location aliases used before their definition.
//!
//! `mlir-opt -mlir-print-debuginfo` writes `loc(#loc3)` on ops and the
//! definitions `#loc3 = loc(...)` at the end of the file. Before the main
//! parse (after the aliases at the start of the file, which these may
//! use), every later top-level line of the form `#name = loc(` is parsed,
//! in file order, so that uses anywhere see them; the main parse then
//! skips those definitions.

use super::Parser;
use crate::diagnostics::Diagnostic;
use crate::syntax::lexer::Token;
use rustc_hash::FxHashMap;

/// Byte offsets of the lines that define a location alias. Only lines
/// starting with `#` can, and a SIMD search finds those.
fn location_alias_lines(src: &str) -> Vec<usize> {
    let hashes = memchr::memmem::find_iter(src.as_bytes(), b"\n#").map(|at| at + 1);
    let starts = src.starts_with('#').then_some(0).into_iter().chain(hashes);
    starts
        .filter(|&start| {
            let line = &src[start + 1..];
            let end = memchr::memchr(b'\n', line.as_bytes()).unwrap_or(line.len());
            defines_location_alias(&line[..end])
        })
        .collect()
}

/// Whether `line` (after its `#`) reads `name = loc(`.
fn defines_location_alias(line: &str) -> bool {
    let name_len = line
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || b"_$".contains(b))
        .count();
    let after = line[name_len..].trim_start();
    name_len > 0
        && after
            .strip_prefix('=')
            .is_some_and(|v| v.trim_start().starts_with("loc("))
}

impl<'src> Parser<'src, '_> {
    /// Defines every top-level location alias from offset `from` on, up
    /// front, and goes back to `from`; returns where each definition
    /// starts and ends.
    pub(crate) fn predefine_location_aliases(
        &mut self,
        from: usize,
    ) -> Result<FxHashMap<usize, usize>, Diagnostic> {
        let mut offsets = location_alias_lines(self.cursor.source());
        offsets.retain(|&offset| offset >= from);
        let mut spans = FxHashMap::default();
        spans.reserve(offsets.len());
        for &offset in &offsets {
            self.cursor.reset_to(offset);
            let name = &self.cursor.bump()[1..];
            self.cursor
                .expect(Token::Equal, "'=' in alias definition")?;
            let loc = self.parse_attribute()?;
            self.define_attr_alias(name, loc);
            spans.insert(offset, self.cursor.offset());
        }
        if !offsets.is_empty() {
            self.cursor.reset_to(from);
        }
        Ok(spans)
    }
}

#[cfg(test)]
mod tests {
    use super::location_alias_lines;

    #[test]
    fn finds_only_top_level_location_alias_lines() {
        let src = "#loc = loc(unknown)\n  #x = loc(\"a\":1:2)\n#map = affine_map<() -> ()>\n#loc1 = loc(\"f\":1:2)\n";
        assert_eq!(
            location_alias_lines(src),
            vec![0, src.find("#loc1").unwrap()]
        );
    }

    #[test]
    fn an_alias_definition_does_not_continue_on_the_next_line() {
        let src = "#a\n= loc(unknown)\n#b =\r\n loc(unknown)\r\n#c = loc(unknown)\r\n#";
        assert_eq!(location_alias_lines(src), vec![src.find("#c").unwrap()]);
    }
}
