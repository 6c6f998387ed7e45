//! Matching braces, so that a custom-syntax hook can skip a region in O(1)
//! and leave its parsing to the op driver.

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
        let pairs = self.brace_pairs.as_ref().expect("computed above");
        match pairs.binary_search_by_key(&open, |&(o, _)| o) {
            Ok(i) if pairs[i].1 != usize::MAX => Ok(pairs[i].1),
            _ => Err(self.cursor.error_at(
                open,
                "unbalanced '{': no matching '}' before the end of the input",
            )),
        }
    }
}

/// Every `{` offset with its matching `}` offset (`usize::MAX` if unmatched), sorted by `{`.
fn brace_pairs(src: &str) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    let mut open = Vec::new();
    let mut lexer = Token::lexer(src);
    while let Some(token) = lexer.next() {
        match token {
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
    pairs
}
