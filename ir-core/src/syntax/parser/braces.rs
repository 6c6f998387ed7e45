//! Matching braces, so that a custom-syntax hook can skip a region in O(1)
//! and leave its parsing to the op driver.
//!
//! The pairs of a buffer are found once, by a byte scan that steps over
//! strings and comments as the lexer does (`scan_brace_pairs`). The lexer
//! itself is the reference (`lex_brace_pairs`): the scan gives up on any
//! text where the two could disagree (an unterminated string, the
//! file-metadata tokens `{-#` and `#-}`), and an unmatched brace is
//! looked up again in the lexer's pairs, so that a brace left unmatched
//! because the text after it does not lex (an unterminated string
//! swallowing a `}`) is reported as that lexing error, as MLIR's lexer
//! reports it. `tests::scan_agrees_with_lexer` compares the two.

use super::Parser;
use crate::diagnostics::Diagnostic;
use crate::syntax::lexer::Token;
use logos::Logos;

impl Parser<'_, '_> {
    /// Byte offset of the `}` matching the `{` at `open`.
    ///
    /// The first call finds every pair of the buffer; later calls are a
    /// binary search.
    pub(crate) fn matching_brace(&mut self, open: usize) -> Result<usize, Diagnostic> {
        let src = self.cursor.source();
        let pairs = self.brace_pairs.get_or_insert_with(|| {
            scan_brace_pairs(src.as_bytes()).unwrap_or_else(|| lex_brace_pairs(src).pairs)
        });
        if let Some(close) = match_of(pairs, open) {
            return Ok(close);
        }
        let braces = lex_brace_pairs(src);
        if let Some(close) = match_of(&braces.pairs, open) {
            return Ok(close);
        }
        match braces.first_unlexable.filter(|&at| at > open) {
            Some(at) => Err(self.cursor.unlexable_at(at)),
            None => Err(self.cursor.error_at(
                open,
                "unbalanced '{': no matching '}' before the end of the input",
            )),
        }
    }
}

/// Every `{` offset of a buffer with its matching `}` offset
/// (`usize::MAX` if unmatched), sorted by `{`.
pub(crate) type BracePairs = Vec<(usize, usize)>;

/// The `}` matching the `{` at `open` in `pairs`, if any.
fn match_of(pairs: &[(usize, usize)], open: usize) -> Option<usize> {
    let i = pairs.binary_search_by_key(&open, |&(o, _)| o).ok()?;
    Some(pairs[i].1).filter(|&close| close != usize::MAX)
}

/// The braces of `src` as the lexer sees them, and where the first text
/// that does not lex starts.
struct LexedBraces {
    pairs: BracePairs,
    first_unlexable: Option<usize>,
}

fn lex_brace_pairs(src: &str) -> LexedBraces {
    let mut pairs = Vec::new();
    let mut open = Vec::new();
    let mut first_unlexable = None;
    let mut lexer = Token::lexer(src);
    while let Some(token) = lexer.next() {
        match token {
            Err(_) if first_unlexable.is_none() => first_unlexable = Some(lexer.span().start),
            Ok(Token::LBrace) => {
                open.push(pairs.len());
                pairs.push((lexer.span().start, usize::MAX));
            }
            Ok(Token::RBrace) => {
                if let Some(i) = open.pop() {
                    pairs[i].1 = lexer.span().start;
                }
            }
            _ => {}
        }
    }
    LexedBraces {
        pairs,
        first_unlexable,
    }
}

/// The lexer's brace pairs of `src`, found by a byte scan; `None` where
/// the scan cannot be sure of them.
fn scan_brace_pairs(src: &[u8]) -> Option<BracePairs> {
    let mut pairs = Vec::new();
    let mut open = Vec::new();
    // The next `/` (a comment starts with two) and the next brace or
    // quote, each searched for again only once the scan has passed it.
    let find_slash = |from: usize| memchr::memchr(b'/', &src[from..]).map(|at| from + at);
    let find_other =
        |from: usize| memchr::memchr3(b'{', b'}', b'"', &src[from..]).map(|at| from + at);
    let (mut slash, mut other) = (find_slash(0), find_other(0));
    let mut i = 0;
    while i < src.len() {
        if slash.is_some_and(|at| at < i) {
            slash = find_slash(i);
        }
        if other.is_some_and(|at| at < i) {
            other = find_other(i);
        }
        let Some(at) = [other, slash].into_iter().flatten().min() else {
            break;
        };
        i = at;
        match src[i] {
            b'{' if src[i + 1..].starts_with(b"-#") => return None,
            b'{' => {
                open.push(pairs.len());
                pairs.push((i, usize::MAX));
            }
            b'}' if i >= 2 && &src[i - 2..i] == b"#-" => return None,
            b'}' => {
                if let Some(at) = open.pop() {
                    let entry: &mut (usize, usize) = &mut pairs[at];
                    entry.1 = i;
                }
            }
            b'"' => i = string_end(src, i)?,
            _ if src.get(i + 1) == Some(&b'/') => {
                i = memchr::memchr(b'\n', &src[i..]).map_or(src.len(), |at| i + at);
            }
            _ => {}
        }
        i += 1;
    }
    Some(pairs)
}

/// The offset of the quote closing the string whose opening quote is at
/// `start`, stepping over escapes; `None` if the line ends first.
fn string_end(src: &[u8], start: usize) -> Option<usize> {
    let mut i = start + 1;
    loop {
        let at = i + memchr::memchr3(b'"', b'\\', b'\n', &src[i..])?;
        match src[at] {
            b'"' => return Some(at),
            b'\\' if src.get(at + 1).is_some_and(|&b| b != b'\n') => i = at + 2,
            _ => return None,
        }
    }
}

/// Whether the byte scan finds the lexer's brace pairs in `src`; `None`
/// where it gives up (the lexer's pairs are used then). For tests and
/// fuzzing: it must never be `Some(false)`.
#[doc(hidden)]
pub fn brace_scan_agrees(src: &str) -> Option<bool> {
    let scanned = scan_brace_pairs(src.as_bytes())?;
    Some(scanned == lex_brace_pairs(src).pairs)
}

#[cfg(test)]
mod tests {
    use super::brace_scan_agrees;

    /// The scan finds the lexer's pairs, or gives up (false).
    fn check(src: &str) -> bool {
        let agrees = brace_scan_agrees(src);
        assert_ne!(agrees, Some(false), "{src:?}");
        agrees.is_some()
    }

    #[test]
    fn scan_agrees_with_lexer() {
        for src in [
            "",
            "{",
            "}",
            "{}{{}}",
            "{ \"}\" }",
            "{ \"\\\"}\" }",
            "{ // }\n }",
            "{ / }",
            "{ \"unterminated }\n}",
            "{-# x #-}",
            "{ %a-} }",
            "{ #a-} }",
            "{ \"\\\\\" } }",
            "\"a\\\n\" { }",
            "{ @\"s}\" }",
            "{ é } }",
            "{ / { // } \n / } }",
        ] {
            check(src);
        }
        assert!(!check("{-# x #-}") && !check("\"open {\n}"));
        assert!(check("{ \"}\" // }\n }"));
    }
}
