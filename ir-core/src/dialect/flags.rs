//! Parsing and printing of bit flags (what `bit_enum!` declares), as
//! MLIR's `BitEnumAttr`: `none`, or keywords separated by commas (written
//! back in declaration order with the declared separator), or the name of
//! all flags together.

use super::format::ParamParser;
use crate::diagnostics::Diagnostic;

/// The spellings of a set of bit flags.
pub struct FlagSet {
    /// The enumeration's name in errors (MLIR names its C++ enum).
    pub enum_name: &'static str,
    /// Each flag's keyword and bit, in printing order.
    pub flags: &'static [(&'static str, u32)],
    /// The keyword of all flags together, if any (`fast`).
    pub all: Option<&'static str>,
    /// What separates printed flags (`", "` or `","`).
    pub separator: &'static str,
}

impl FlagSet {
    /// Every bit of the set.
    fn all_bits(&self) -> u32 {
        self.flags.iter().fold(0, |bits, (_, bit)| bits | bit)
    }

    /// The bits of one keyword (`none` has none; the all-name has all).
    fn bits_of(&self, word: &str) -> Option<u32> {
        if word == "none" {
            return Some(0);
        }
        if Some(word) == self.all {
            return Some(self.all_bits());
        }
        self.flags
            .iter()
            .find(|(w, _)| *w == word)
            .map(|(_, bit)| *bit)
    }

    /// The bits of a list of keywords separated by commas.
    pub fn bits_of_list(&self, text: &str) -> Option<u32> {
        text.split(',')
            .try_fold(0, |bits, word| Some(bits | self.bits_of(word.trim())?))
    }

    /// The flags of `bits` as written: `none`, the all-name, or the flags
    /// in order joined by the separator.
    pub fn spell(&self, bits: u32) -> String {
        match (bits, self.all) {
            (0, _) => "none".into(),
            (b, Some(all)) if b == self.all_bits() => all.into(),
            _ => {
                let set: Vec<&str> = self
                    .flags
                    .iter()
                    .filter(|(_, bit)| bits & bit != 0)
                    .map(|(word, _)| *word)
                    .collect();
                set.join(self.separator)
            }
        }
    }

    /// Parses keywords separated by commas (at least one).
    pub fn parse(&self, p: &mut ParamParser<'_, '_, '_>) -> Result<u32, Diagnostic> {
        let mut bits = 0;
        loop {
            let offset = p.offset();
            let word = p.parse_keyword()?;
            bits |= self
                .bits_of(word)
                .ok_or_else(|| p.error_at(offset, self.unknown_flag()))?;
            if !p.parse_optional_literal(",") {
                return Ok(bits);
            }
        }
    }

    /// "expected X to be one of: none, a, b".
    fn unknown_flag(&self) -> String {
        let mut names = vec!["none"];
        names.extend(self.flags.iter().map(|(word, _)| *word));
        names.extend(self.all);
        format!(
            "expected {} to be one of: {}",
            self.enum_name,
            names.join(", ")
        )
    }
}
