//! Location aliases used before their definition.
//!
//! `mlir-opt -mlir-print-debuginfo` writes `loc(#loc3)` on ops and the
//! definitions `#loc3 = loc(...)` at the end of the file. Before the main
//! parse, every top-level line of the form `#name = loc(` is parsed, in file
//! order, so that uses anywhere see them; the main parse then skips those
//! definitions.

use super::Parser;
use crate::diagnostics::Diagnostic;
use crate::syntax::lexer::Token;
use rustc_hash::FxHashSet;

/// Byte offsets of the lines that define a location alias.
fn location_alias_lines(src: &str) -> Vec<usize> {
    let mut offsets = Vec::new();
    let mut start = 0;
    for line in src.split_inclusive('\n') {
        if let Some(rest) = line.strip_prefix('#') {
            let name_len = rest
                .bytes()
                .take_while(|b| b.is_ascii_alphanumeric() || b"_$".contains(b))
                .count();
            let after = rest[name_len..].trim_start();
            if name_len > 0
                && after
                    .strip_prefix('=')
                    .is_some_and(|v| v.trim_start().starts_with("loc("))
            {
                offsets.push(start);
            }
        }
        start += line.len();
    }
    offsets
}

impl<'src> Parser<'src, '_> {
    /// Defines every top-level location alias up front; returns their offsets.
    pub(crate) fn predefine_location_aliases(&mut self) -> Result<FxHashSet<usize>, Diagnostic> {
        let offsets = location_alias_lines(self.cursor.source());
        for &offset in &offsets {
            self.cursor.reset_to(offset);
            let name = &self.cursor.bump()[1..];
            self.cursor
                .expect(Token::Equal, "'=' in alias definition")?;
            let loc = self.parse_attribute()?;
            self.define_attr_alias(name, loc);
        }
        if !offsets.is_empty() {
            self.cursor.reset_to(0);
        }
        Ok(offsets.into_iter().collect())
    }

    /// Skips a definition that [`Parser::predefine_location_aliases`] already made.
    pub(crate) fn skip_predefined_alias(&mut self) -> Result<(), Diagnostic> {
        self.cursor.bump();
        self.cursor
            .expect(Token::Equal, "'=' in alias definition")?;
        self.parse_attribute().map(|_| ())
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
}
