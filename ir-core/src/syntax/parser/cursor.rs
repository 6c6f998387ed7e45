//! A cursor over the token stream of one source buffer: lookahead of one
//! token, re-positioning, and locations of tokens.

use crate::context::attributes::Attr;
use crate::context::Context;
use crate::diagnostics::{Diagnostic, LineStarts};
use crate::syntax::lexer::Token;
use logos::Logos;
use std::ops::Range;
use std::sync::Arc;

/// The token under the cursor: its kind (or `None` for a character that
/// starts no token) and byte range; `kind == None && span.is_empty()` at the end.
#[derive(Copy, Clone, Debug)]
struct Current {
    kind: Option<Token>,
    start: usize,
    end: usize,
}

/// The longest region [`Cursor::region_size`] measures: larger ones
/// fill storage that grows by doubling, and their last doubling is mostly
/// untouched memory.
pub const MAX_REGION_HINT_LINES: usize = 8192;

/// The size of a region's text ([`Cursor::region_size`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RegionSize {
    /// Its lines that are not blank (ops and block labels).
    pub lines: usize,
    /// Its block labels.
    pub labels: usize,
    /// The `%` signs on its label lines and on the line of the brace
    /// before it (where a custom form declares the entry block's
    /// arguments): about the number of block arguments.
    pub arguments: usize,
}

/// Reads tokens of `src` one at a time.
pub struct Cursor<'src, 'ctx> {
    /// The context locations are interned in.
    pub ctx: &'ctx Context,
    src: &'src str,
    file: &'src str,
    /// `file` as a string attribute, interned once for all locations.
    file_attr: Attr,
    line_offset: u32,
    line_starts: Arc<LineStarts>,
    /// Where the context registered `src` ([`Context::register_source`]):
    /// the location of a byte is then its position, made without a lookup.
    registered_at: Option<u32>,
    /// The line [`Cursor::line_of`] found last.
    last_line: std::cell::Cell<usize>,
    lexer: logos::Lexer<'src, Token>,
    current: Current,
    /// Where the token before `current` ended (where a missing token
    /// belongs, see [`Cursor::expected_token`]).
    previous_end: usize,
    at_end: bool,
}

impl<'src, 'ctx> Cursor<'src, 'ctx> {
    /// A cursor at the start of `src`, a buffer named `file` whose first line
    /// is line `line_offset + 1` of that file: a slice of the file, which
    /// the context registers to name its locations.
    pub fn new(ctx: &'ctx Context, file: &'src str, src: &'src str, line_offset: u32) -> Self {
        Self::with_registration(ctx, file, src, line_offset, true)
    }

    /// Like [`Cursor::new`] for a buffer whose lines are the file's but
    /// whose bytes are not all (some lines emptied): not registered, its
    /// locations are made from line and column.
    pub fn outline(ctx: &'ctx Context, file: &'src str, src: &'src str, line_offset: u32) -> Self {
        Self::with_registration(ctx, file, src, line_offset, false)
    }

    fn with_registration(
        ctx: &'ctx Context,
        file: &'src str,
        src: &'src str,
        line_offset: u32,
        register: bool,
    ) -> Self {
        let line_starts = Arc::new(LineStarts::new(src));
        let file_attr = ctx.string_attr(file);
        let registered_at = register
            .then(|| ctx.register_source(file_attr, line_offset, line_starts.clone(), src.len()))
            .flatten();
        let mut cursor = Self {
            ctx,
            src,
            file,
            file_attr,
            line_offset,
            line_starts,
            registered_at,
            last_line: std::cell::Cell::new(0),
            lexer: Token::lexer(src),
            current: Current {
                kind: None,
                start: 0,
                end: 0,
            },
            previous_end: 0,
            at_end: false,
        };
        cursor.advance();
        cursor
    }

    fn advance(&mut self) {
        self.previous_end = self.current.end;
        match self.lexer.next() {
            Some(result) => {
                let span = self.lexer.span();
                self.current = Current {
                    kind: result.ok(),
                    start: span.start,
                    end: span.end,
                };
                self.at_end = false;
            }
            None => {
                self.current = Current {
                    kind: None,
                    start: self.src.len(),
                    end: self.src.len(),
                };
                self.at_end = true;
            }
        }
    }

    /// The file name used in locations.
    pub fn file(&self) -> &'src str {
        self.file
    }

    /// The whole buffer.
    pub fn source(&self) -> &'src str {
        self.src
    }

    /// Kind of the current token (`None` at the end or on a bad character).
    pub fn peek(&self) -> Option<Token> {
        self.current.kind
    }

    /// Whether the current token is `kind`.
    pub fn at(&self, kind: Token) -> bool {
        self.current.kind == Some(kind)
    }

    /// Whether the current token is the bare identifier `word`.
    pub fn at_keyword(&self, word: &str) -> bool {
        self.at(Token::BareIdent) && self.text() == word
    }

    /// Whether the input is exhausted.
    pub fn at_end(&self) -> bool {
        self.at_end
    }

    /// Text of the current token.
    pub fn text(&self) -> &'src str {
        &self.src[self.current.start..self.current.end]
    }

    /// Byte range of the current token.
    pub fn span(&self) -> Range<usize> {
        self.current.start..self.current.end
    }

    /// Byte offset of the current token.
    pub fn offset(&self) -> usize {
        self.current.start
    }

    /// Moves to the next token and returns the text of the one left behind.
    pub fn bump(&mut self) -> &'src str {
        let text = self.text();
        self.advance();
        text
    }

    /// Consumes the current token if it is `kind`.
    pub fn eat(&mut self, kind: Token) -> bool {
        let hit = self.at(kind);
        if hit {
            self.advance();
        }
        hit
    }

    /// Like [`expect`](Self::expect), spelling out what was expected only
    /// on failure (the success path allocates nothing).
    pub fn expect_with(
        &mut self,
        kind: Token,
        what: impl FnOnce() -> String,
    ) -> Result<&'src str, Diagnostic> {
        if self.at(kind) {
            Ok(self.bump())
        } else {
            Err(self.expected_token(&what()))
        }
    }

    /// Consumes the bare identifier `word` if it is next.
    pub fn eat_keyword(&mut self, word: &str) -> bool {
        let hit = self.at_keyword(word);
        if hit {
            self.advance();
        }
        hit
    }

    /// Consumes a `kind` token or fails with "expected {what}".
    pub fn expect(&mut self, kind: Token, what: &str) -> Result<&'src str, Diagnostic> {
        if self.at(kind) {
            Ok(self.bump())
        } else {
            Err(self.expected_token(what))
        }
    }

    /// Consumes the bare identifier `word` or fails with "expected '{word}'".
    pub fn expect_keyword(&mut self, word: &str) -> Result<(), Diagnostic> {
        if self.eat_keyword(word) {
            Ok(())
        } else {
            // At the current token, as MLIR's keyword errors are.
            Err(self.expected(&format!("'{word}'")))
        }
    }

    /// Moves the cursor so that the next token starts at byte `offset`.
    pub fn reset_to(&mut self, offset: usize) {
        if offset == self.current.start {
            // Already there (a custom op without regions resumes where
            // its hook stopped): only what came before is forgotten, as
            // below, without lexing the token again.
            self.previous_end = offset;
            return;
        }
        self.lexer = Token::lexer(self.src);
        self.lexer.bump(offset);
        // What came before `offset` is not known: no earlier line to blame.
        self.current.end = offset;
        self.advance();
    }

    /// 1-based (line, column) of a byte offset, in the whole file.
    pub fn line_col(&self, offset: usize) -> (u32, u32) {
        let line = self.line_of(offset);
        let col = offset - self.line_starts.get(line).expect("a line of the buffer") + 1;
        (line as u32 + 1 + self.line_offset, col as u32)
    }

    /// The 0-based line holding byte `offset` of the buffer. Ops are
    /// located in source order, so the line of the previous call or the
    /// next one usually holds it; otherwise a binary search finds it.
    fn line_of(&self, offset: usize) -> usize {
        let starts = &self.line_starts;
        let holds = |line: usize| {
            starts.get(line).is_some_and(|s| s <= offset)
                && starts.get(line + 1).is_none_or(|next| offset < next)
        };
        let hint = self.last_line.get();
        let line = if holds(hint) {
            hint
        } else if holds(hint + 1) {
            hint + 1
        } else {
            starts.line_of(offset)
        };
        self.last_line.set(line);
        line
    }

    /// The number of lines of the buffer.
    pub fn num_lines(&self) -> usize {
        self.line_starts.len()
    }

    /// The non-blank lines, block labels and block arguments of the region
    /// opened by the `{` at byte `brace`, as printers lay regions out: the lines after the brace's,
    /// up to the first one indented no deeper than it that is neither
    /// blank nor a block label, if that one starts with `}`. Only a hint
    /// for reserving storage: `None` when the layout is otherwise, past
    /// `MAX_REGION_HINT_LINES` lines, or once `budget` (lines looked at,
    /// over all calls) runs out, which keeps the total work linear in the
    /// size of the buffer.
    pub fn region_size(&self, brace: usize, budget: &mut usize) -> Option<RegionSize> {
        let bytes = self.src.as_bytes();
        let indent_of = |start: usize| bytes[start..].iter().take_while(|&&b| b == b' ').count();
        let percent_signs = |text: &[u8]| text.iter().filter(|&&b| b == b'%').count();
        let first = self.line_of(brace);
        let first_start = self.line_starts.get(first)?;
        let indent = indent_of(first_start);
        let mut size = RegionSize {
            lines: 0,
            labels: 0,
            arguments: percent_signs(&bytes[first_start..brace]),
        };
        for line in first + 1..first + 1 + MAX_REGION_HINT_LINES {
            *budget = budget.checked_sub(1)?;
            let start = self.line_starts.get(line)?;
            let depth = indent_of(start);
            match bytes.get(start + depth) {
                // Blank lines (not counted), lines indented deeper and
                // block labels (printed at the op's indentation) are inside.
                Some(b'\n' | b'\r') => continue,
                _ if depth > indent => {}
                Some(b'^') if depth == indent => {
                    size.labels += 1;
                    let end = self.line_starts.get(line + 1).unwrap_or(bytes.len());
                    size.arguments += percent_signs(&bytes[start..end]);
                }
                Some(b'}') => return Some(size),
                _ => return None,
            }
            size.lines += 1;
        }
        None
    }

    /// The location `"file":line:col` of a byte offset.
    pub fn loc_at(&self, offset: usize) -> Attr {
        if let Some(base) = self.registered_at {
            if offset < self.src.len() || !self.src.ends_with('\n') {
                return self.ctx.source_loc(base, offset);
            }
        }
        let (line, col) = self.line_col(offset);
        self.ctx.file_loc_in(self.file_attr, line, col)
    }

    /// The location of the current token.
    pub fn loc(&self) -> Attr {
        self.loc_at(self.current.start)
    }

    /// An error at the current token.
    pub fn error(&self, message: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.loc(), message)
    }

    /// An error at a byte offset.
    pub fn error_at(&self, offset: usize, message: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.loc_at(offset), message)
    }

    /// The error for text at `offset` that does not lex: an unterminated
    /// string is reported where its line ends, in MLIR's words; anything
    /// else as an unexpected character.
    pub fn unlexable_at(&self, offset: usize) -> Diagnostic {
        let rest = &self.src[offset.min(self.src.len())..];
        if rest.starts_with('"') {
            let end = rest.find('\n').map_or(self.src.len(), |i| offset + i);
            return self.error_at(end, "expected '\"' in string literal");
        }
        let found = rest.chars().next().unwrap_or(' ');
        self.error_at(offset, format!("unexpected character '{found}'"))
    }

    /// "expected {what}, found ..." at the current token (or the lexing
    /// error the current token is).
    pub fn expected(&self, what: &str) -> Diagnostic {
        if self.current.kind.is_none() && !self.at_end {
            return self.unlexable_at(self.current.start);
        }
        let found = match self.current.kind {
            _ if self.at_end => "end of input".to_string(),
            None => format!(
                "unexpected character '{}'",
                self.src[self.current.start..].chars().next().unwrap_or(' ')
            ),
            Some(_) => format!("'{}'", self.text()),
        };
        self.error(format!("expected {what}, found {found}"))
    }

    /// An error about the current token where MLIR's `emitWrongTokenError`
    /// puts it: just after the token before it (past the blanks, line ends
    /// and comments between them), or at the current token when nothing
    /// came before.
    pub fn wrong_token_error(&self, message: impl Into<String>) -> Diagnostic {
        self.error_at(self.wrong_token_offset(), message)
    }

    /// Where [`Cursor::wrong_token_error`] reports.
    fn wrong_token_offset(&self) -> usize {
        match self.previous_end {
            0 => self.current.start,
            previous => previous,
        }
    }

    /// [`Cursor::expected`], placed as [`Cursor::wrong_token_error`] places
    /// its error (a lexing error stays where the bad text is).
    pub fn expected_after_previous(&self, what: &str) -> Diagnostic {
        let diagnostic = self.expected(what);
        if self.current.kind.is_none() && !self.at_end {
            return diagnostic;
        }
        Diagnostic {
            loc: self.loc_at(self.wrong_token_offset()),
            ..diagnostic
        }
    }

    /// [`Cursor::expected`] for a token that must come next: when the
    /// current token starts a later line than the one before it ended on,
    /// the missing token belongs at the end of that one, and the error
    /// points there (as MLIR's), not at the start of the next line.
    pub fn expected_token(&self, what: &str) -> Diagnostic {
        let diagnostic = self.expected(what);
        let previous = self.previous_end;
        if previous == 0 || self.line_of(previous) >= self.line_of(self.current.start) {
            return diagnostic;
        }
        Diagnostic {
            loc: self.loc_at(previous),
            ..diagnostic
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Cursor, RegionSize, MAX_REGION_HINT_LINES};
    use crate::Context;

    /// The size [`Cursor::region_size`] finds for the first `{` of `src`,
    /// with a budget of `budget` lines; also returns the budget left.
    fn region_size(src: &str, budget: usize) -> (Option<RegionSize>, usize) {
        let ctx = Context::new();
        let cursor = Cursor::new(&ctx, "t.mlir", src, 0);
        let mut budget = budget;
        let size = cursor.region_size(src.find('{').expect("a brace"), &mut budget);
        (size, budget)
    }

    #[test]
    fn a_region_is_measured_up_to_its_closing_line() {
        let generic = "module {\n  \"f\"() ({\n  ^bb0(%a: i32):\n    \"r\"() : () -> ()\n\n  ^bb1:\n    \"r\"() : () -> ()\n  }) : () -> ()\n}\n";
        let src = &generic[generic.find("  \"f\"").unwrap()..];
        let size = RegionSize {
            lines: 4,
            labels: 2,
            arguments: 1,
        };
        assert_eq!(region_size(src, 100), (Some(size), 94));
        let custom = "func.func @f(%a: i32, %b: i32) {\r\n  %0 = arith.constant 1 : i32\r\n  return\r\n}\r\n";
        let size = RegionSize {
            lines: 2,
            labels: 0,
            arguments: 2,
        };
        assert_eq!(region_size(custom, 100).0, Some(size));
    }

    #[test]
    fn other_layouts_give_no_size() {
        // The region ends at an indentation of its own, or a line at the
        // op's indentation is not its end, or it is indented with tabs.
        for src in [
            "  f {\n    a\n    }\n  g\n",
            "  f {\n  a\n  }\n",
            "f {\n\ta\n}\n",
            "f {\n  a\n",
        ] {
            assert_eq!(region_size(src, 100).0, None, "{src:?}");
        }
    }

    #[test]
    fn measuring_stops_at_its_limits() {
        let src = "f {\n  a\n  b\n}\n";
        assert_eq!(region_size(src, 2), (None, 0));
        let long = format!("f {{\n{}}}\n", "  a\n".repeat(MAX_REGION_HINT_LINES));
        assert_eq!(region_size(&long, usize::MAX).0, None);
        let fits = format!("f {{\n{}}}\n", "  a\n".repeat(MAX_REGION_HINT_LINES - 1));
        let size = region_size(&fits, usize::MAX).0.map(|s| s.lines);
        assert_eq!(size, Some(MAX_REGION_HINT_LINES - 1));
    }

    #[test]
    fn a_text_read_twice_gets_the_same_locations() {
        let ctx = Context::new();
        let src = "ab\n\ncde\n";
        let first = Cursor::new(&ctx, "t.mlir", src, 0);
        let again = Cursor::new(&ctx, "t.mlir", src, 0);
        let outline = Cursor::outline(&ctx, "t.mlir", src, 0);
        for offset in 0..=src.len() {
            let loc = first.loc_at(offset);
            let (line, col) = first.line_col(offset);
            assert_eq!(
                ctx.file_location(loc),
                Some((ctx.string_attr("t.mlir"), line, col))
            );
            assert_eq!(again.loc_at(offset), loc, "offset {offset}");
            assert_eq!(outline.loc_at(offset), loc, "offset {offset}");
        }
    }

    #[test]
    fn line_and_column_of_offsets_in_any_order() {
        let ctx = Context::new();
        let src = "ab\n\ncde\nf";
        let cursor = Cursor::new(&ctx, "t.mlir", src, 10);
        let expected = [
            (0, (11, 1)),
            (1, (11, 2)),
            (2, (11, 3)),
            (3, (12, 1)),
            (4, (13, 1)),
            (6, (13, 3)),
            (8, (14, 1)),
            (9, (14, 2)),
        ];
        for (offset, line_col) in expected {
            assert_eq!(cursor.line_col(offset), line_col, "offset {offset}");
        }
        for (offset, line_col) in
            expected
                .iter()
                .rev()
                .chain(&[expected[5], expected[0], expected[7], expected[3]])
        {
            assert_eq!(
                cursor.line_col(*offset),
                *line_col,
                "offset {offset} out of order"
            );
        }
    }
}
