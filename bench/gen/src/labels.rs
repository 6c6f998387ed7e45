//! Block labels written before their blocks are placed.
//!
//! Both emitters write text in one pass, but a branch may name a block that
//! is started later, and MLIR prints `^bbN` in textual order. So a label is
//! written as a placeholder holding the block's id, and [`Labels::resolve`]
//! replaces every placeholder with the number given when the block was
//! placed.

use std::fmt::Write as _;

/// A block of the function being written (not yet necessarily placed).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Block(u32);

/// Opens a placeholder for a block label.
const LABEL_OPEN: char = '\u{1}';
/// Closes a block-label placeholder.
const LABEL_CLOSE: char = '\u{2}';
/// Number of a block that has not been placed.
const NOT_PLACED: u32 = u32::MAX;

/// The printed numbers of a function's blocks.
#[derive(Debug, Default)]
pub struct Labels {
    numbers: Vec<u32>,
}

impl Labels {
    /// Reserves a new block, to be placed later.
    pub fn new_block(&mut self) -> Block {
        self.numbers.push(NOT_PLACED);
        Block(self.numbers.len() as u32 - 1)
    }

    /// Gives block `b` its printed number `^bb{number}`.
    ///
    /// Panics if `b` was already placed.
    pub fn place(&mut self, b: Block, number: u32) {
        let slot = &mut self.numbers[b.0 as usize];
        assert_eq!(*slot, NOT_PLACED, "block placed twice");
        *slot = number;
    }

    /// Writes the label `^bbN` of `b` (a placeholder until [`Self::resolve`]).
    pub fn write(out: &mut String, b: Block) {
        let _ = write!(out, "^{LABEL_OPEN}{}{LABEL_CLOSE}", b.0);
    }

    /// Returns `text` with every label placeholder replaced by its number.
    ///
    /// Panics if a label names a block that was never placed.
    pub fn resolve(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(pos) = rest.find(LABEL_OPEN) {
            out.push_str(&rest[..pos]);
            let after = &rest[pos + 1..];
            let end = after.find(LABEL_CLOSE).expect("unterminated label");
            let id: usize = after[..end].parse().expect("bad label id");
            let number = self.numbers[id];
            assert_ne!(number, NOT_PLACED, "branch to a block never placed");
            let _ = write!(out, "bb{number}");
            rest = &after[end + 1..];
        }
        out.push_str(rest);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_resolve_to_placed_numbers() {
        let mut labels = Labels::default();
        let a = labels.new_block();
        let b = labels.new_block();
        let mut text = String::from("br ");
        Labels::write(&mut text, b);
        text.push_str(", ");
        Labels::write(&mut text, a);
        labels.place(b, 1);
        labels.place(a, 7);
        assert_eq!(labels.resolve(&text), "br ^bb1, ^bb7");
    }
}
