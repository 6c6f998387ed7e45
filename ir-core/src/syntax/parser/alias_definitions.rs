//! Alias definitions (`#name = attr`, `!name = type`), and those that come
//! after the ops.
//!
//! `mlir-opt -mlir-print-debuginfo` writes `loc(#loc3)` on ops and the
//! definitions `#loc3 = loc(...)` after the top-level op, with the aliases
//! only they use (`#map = ...` before `#loc4 = loc(fused<#map>[...])`).
//! Before the main parse (after the aliases at the start of the file, which
//! any may use), every later top-level alias definition line is parsed,
//! in file order; the main parse then jumps over them. A location alias so
//! defined may be used anywhere, as in MLIR; any other alias only after
//! its definition, as in MLIR (the lookups check [`Parser::later_aliases`]).

use super::Parser;
use crate::diagnostics::Diagnostic;
use crate::syntax::lexer::Token;
use rustc_hash::FxHashMap;

/// A top-level alias definition line: its offset, and whether it defines
/// a location.
struct DefinitionLine {
    offset: usize,
    is_location: bool,
}

/// The top-level lines that define an alias. Only lines starting with `#`
/// or `!` can, and a SIMD search finds those.
fn alias_definition_lines(src: &str) -> Vec<DefinitionLine> {
    let bytes = src.as_bytes();
    let after_newline =
        memchr::memchr2_iter(b'#', b'!', bytes).filter(|&at| at == 0 || bytes[at - 1] == b'\n');
    after_newline
        .filter_map(|start| {
            let line = &src[start + 1..];
            let end = memchr::memchr(b'\n', line.as_bytes()).unwrap_or(line.len());
            let value = defined_value(&line[..end])?;
            Some(DefinitionLine {
                offset: start,
                is_location: bytes[start] == b'#' && value.starts_with("loc("),
            })
        })
        .collect()
}

/// What `line` (after its `#` or `!`) defines, if it reads `name = value`.
fn defined_value(line: &str) -> Option<&str> {
    let name_len = line
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || b"_$.".contains(b))
        .count();
    let value = line[name_len..]
        .trim_start()
        .strip_prefix('=')?
        .trim_start();
    (name_len > 0 && !value.is_empty()).then_some(value)
}

impl<'src> Parser<'src, '_> {
    /// Defines every top-level alias from offset `from` on, up front, and
    /// goes back to `from`; returns where each definition starts and ends.
    pub(crate) fn predefine_later_aliases(
        &mut self,
        from: usize,
    ) -> Result<FxHashMap<usize, usize>, Diagnostic> {
        let mut lines = alias_definition_lines(self.cursor.source());
        lines.retain(|line| line.offset >= from);
        let mut spans = FxHashMap::default();
        spans.reserve(lines.len());
        for line in &lines {
            self.cursor.reset_to(line.offset);
            let name = self.cursor.text();
            self.parse_alias_definition()?;
            if !line.is_location {
                let sigil = if name.starts_with('!') { '!' } else { '#' };
                self.later_aliases.insert((sigil, &name[1..]), line.offset);
            }
            spans.insert(line.offset, self.cursor.offset());
        }
        if !lines.is_empty() {
            self.cursor.reset_to(from);
        }
        Ok(spans)
    }

    /// Whether the alias `name` of `sigil` (`#` or `!`) is defined after
    /// offset `at`, where a reference to it may not see it.
    pub(crate) fn is_defined_later(&self, sigil: char, name: &'src str, at: usize) -> bool {
        !self.later_aliases.is_empty()
            && self
                .later_aliases
                .get(&(sigil, name))
                .is_some_and(|&offset| offset > at)
    }

    /// `#name = attribute` or `!name = type`, at the cursor: defines the alias.
    pub(crate) fn parse_alias_definition(&mut self) -> Result<(), Diagnostic> {
        let is_type = self.cursor.at(Token::BangIdent);
        let start = self.cursor.offset();
        let name = self.cursor.bump();
        let kind = if is_type { "type" } else { "attribute" };
        if name[1..].contains('.') {
            return Err(self.cursor.error_at(
                start,
                format!("{kind} names with a '.' are reserved for dialect-defined names"),
            ));
        }
        let defined = if is_type {
            self.type_aliases.contains_key(&name[1..])
        } else {
            self.attr_aliases.contains_key(&name[1..])
        };
        if defined {
            // Redefinition would also make memoized parses of equal text wrong.
            return Err(self.cursor.error_at(
                start,
                format!("redefinition of {kind} alias id '{}'", &name[1..]),
            ));
        }
        self.cursor
            .expect(Token::Equal, "'=' in alias definition")?;
        if is_type {
            let ty = self.parse_type()?;
            self.define_type_alias(&name[1..], ty);
        } else {
            let attr = self.parse_attribute()?;
            self.define_attr_alias(&name[1..], attr);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::alias_definition_lines;

    /// The offsets and location flags of the definition lines of `src`.
    fn lines(src: &str) -> Vec<(usize, bool)> {
        alias_definition_lines(src)
            .into_iter()
            .map(|line| (line.offset, line.is_location))
            .collect()
    }

    #[test]
    fn finds_only_top_level_alias_definition_lines() {
        let src = "#loc = loc(unknown)\n  #x = loc(\"a\":1:2)\n#map = affine_map<() -> ()>\n!t = i32\n#loc1 = loc(\"f\":1:2)\n";
        assert_eq!(
            lines(src),
            vec![
                (0, true),
                (src.find("#map").unwrap(), false),
                (src.find("!t").unwrap(), false),
                (src.find("#loc1").unwrap(), true)
            ]
        );
    }

    #[test]
    fn an_alias_definition_does_not_continue_on_the_next_line() {
        let src = "#a\n= loc(unknown)\n#b =\r\n loc(unknown)\r\n#c = loc(unknown)\r\n#";
        assert_eq!(lines(src), vec![(src.find("#c").unwrap(), true)]);
    }
}
