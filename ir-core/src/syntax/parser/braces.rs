//! Matching braces, so that a custom-syntax hook can skip a region in O(1)
//! and leave its parsing to the op driver. A brace left unmatched because
//! the text after it does not lex (an unterminated string swallowing a
//! `}`) is reported as that lexing error, as MLIR's lexer reports it.

use super::Parser;
use crate::diagnostics::Diagnostic;
use crate::syntax::lexer::Token;
use logos::Logos;

impl Parser<'_, '_> {
    /// Byte offset of the `}` matching the `{` at `open`.
    ///
    /// The first call lexes the whole buffer once and records every pair;
    /// later calls are a binary search.
    pub(crate) fn matching_brace(&mut self, open: usize) -> Result<usize, Diagnostic> {
        if self.brace_pairs.is_none() {
            self.brace_pairs = Some(brace_pairs(self.cursor.source()));
        }
        let braces = self.brace_pairs.as_ref().expect("computed above");
        let pairs = &braces.pairs;
        match pairs.binary_search_by_key(&open, |&(o, _)| o) {
            Ok(i) if pairs[i].1 != usize::MAX => Ok(pairs[i].1),
            _ => match braces.first_unlexable.filter(|&at| at > open) {
                Some(at) => Err(self.cursor.unlexable_at(at)),
                None => Err(self.cursor.error_at(
                    open,
                    "unbalanced '{': no matching '}' before the end of the input",
                )),
            },
        }
    }
}

/// The braces of a buffer.
pub(crate) struct BracePairs {
    /// Every `{` offset with its matching `}` offset (`usize::MAX` if
    /// unmatched), sorted by `{`.
    pairs: Vec<(usize, usize)>,
    /// Where the first text that does not lex starts.
    first_unlexable: Option<usize>,
}

/// The braces of `src`.
fn brace_pairs(src: &str) -> BracePairs {
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
    BracePairs {
        pairs,
        first_unlexable,
    }
}
