//! The pass registry: every pass a tool knows, by its pipeline name, with
//! its description, anchor and options, and the factory that makes an
//! instance from option values.

use super::definition::{Anchor, Pass};
use super::options::{OptionSpec, PassOptions};
use super::typed_options::{NoOptions, PassOptionSet};
use std::sync::Arc;

/// Makes a pass instance from its option values; an error message is
/// reported at the pass in the pipeline text (e.g. a value out of range).
pub type PassFactory = dyn Fn(&PassOptions) -> Result<Box<dyn Pass>, String> + Send + Sync;

/// Everything the registry knows about one pass.
pub struct PassInfo {
    /// Name in pipelines and flags (`cse`, `test-print-dominance`).
    pub argument: &'static str,
    /// Human name for IR-dump headers and reports (`CSE`).
    pub name: &'static str,
    /// One-line description.
    pub summary: &'static str,
    /// The ops the pass runs on.
    pub anchor: Anchor,
    /// Declared options.
    pub options: Vec<OptionSpec>,
    factory: Box<PassFactory>,
}

impl PassInfo {
    /// A pass anchored on any op, without options.
    pub fn new(
        argument: &'static str,
        name: &'static str,
        summary: &'static str,
        factory: impl Fn(&NoOptions) -> Result<Box<dyn Pass>, String> + Send + Sync + 'static,
    ) -> Self {
        Self::with_options(argument, name, summary, factory)
    }

    /// A pass anchored on any op, with the options `O` declares (see
    /// [`pass_options!`](crate::pass_options)); its factory receives them
    /// typed.
    pub fn with_options<O: PassOptionSet>(
        argument: &'static str,
        name: &'static str,
        summary: &'static str,
        factory: impl Fn(&O) -> Result<Box<dyn Pass>, String> + Send + Sync + 'static,
    ) -> Self {
        Self {
            argument,
            name,
            summary,
            anchor: Anchor::Any,
            options: O::specs(),
            factory: Box::new(move |options| factory(&O::from_options(options)?)),
        }
    }

    /// Anchors the pass on ops named `op_name` (e.g. `func.func`).
    pub fn anchored_on(mut self, op_name: &str) -> Self {
        self.anchor = Anchor::op(op_name);
        self
    }

    /// What is wrong with the declaration: an option declared twice, or
    /// one whose default does not read back (see [`OptionSpec`]).
    pub fn mistakes(&self) -> Vec<String> {
        let mut mistakes = Vec::new();
        for (i, option) in self.options.iter().enumerate() {
            if self.options[..i].iter().any(|o| o.name == option.name) {
                mistakes.push(format!("option '{}' is declared twice", option.name));
            }
            mistakes.extend(option.mistake());
        }
        mistakes
    }

    /// The declared option named `name`.
    pub fn option(&self, name: &str) -> Option<&OptionSpec> {
        self.options.iter().find(|o| o.name == name)
    }

    /// Makes an instance with `options`.
    pub fn instantiate(&self, options: &PassOptions) -> Result<Box<dyn Pass>, String> {
        (self.factory)(options)
    }
}

/// The passes a tool knows, in registration order.
#[derive(Default)]
pub struct PassRegistry {
    passes: Vec<Arc<PassInfo>>,
}

impl PassRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pass; a later registration of the same argument replaces the
    /// earlier one (a downstream tool may override a shipped pass).
    ///
    /// # Panics
    /// If the pass's declaration is wrong (see [`PassRegistry::try_register`]).
    pub fn register(&mut self, info: PassInfo) {
        if let Err(error) = self.try_register(info) {
            panic!("{error}");
        }
    }

    /// Adds a pass as [`PassRegistry::register`] does, or says what is
    /// wrong with its declaration ([`PassInfo::mistakes`]), naming the pass
    /// (nothing is registered then).
    pub fn try_register(&mut self, info: PassInfo) -> Result<(), String> {
        let mistakes = info.mistakes();
        if !mistakes.is_empty() {
            return Err(format!(
                "pass '{}' is declared wrongly: {}",
                info.argument,
                mistakes.join("; ")
            ));
        }
        let info = Arc::new(info);
        match self.passes.iter_mut().find(|p| p.argument == info.argument) {
            Some(slot) => *slot = info,
            None => self.passes.push(info),
        }
        Ok(())
    }

    /// The pass with that pipeline name.
    pub fn lookup(&self, argument: &str) -> Option<&Arc<PassInfo>> {
        self.passes.iter().find(|p| p.argument == argument)
    }

    /// Every pass, sorted by pipeline name.
    pub fn sorted(&self) -> Vec<&Arc<PassInfo>> {
        let mut passes: Vec<_> = self.passes.iter().collect();
        passes.sort_by_key(|p| p.argument);
        passes
    }

    /// The registered name closest to `argument` (for "did you mean"), if
    /// it is close enough to be a plausible typo.
    pub fn closest(&self, argument: &str) -> Option<&'static str> {
        closest_name(argument, self.passes.iter().map(|p| p.argument))
    }
}

/// The candidate closest to `word` by edit distance, if within a third of
/// its length (rounded up).
pub(crate) fn closest_name(
    word: &str,
    candidates: impl Iterator<Item = &'static str>,
) -> Option<&'static str> {
    let limit = word.chars().count().div_ceil(3);
    candidates
        .map(|c| (edit_distance(word, c), c))
        .filter(|&(d, _)| d <= limit)
        .min()
        .map(|(_, c)| c)
}

/// Levenshtein distance (two rows; names are short).
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    let mut current = vec![0; b.len() + 1];
    for (i, ca) in a.chars().enumerate() {
        current[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitute = previous[j] + usize::from(ca != cb);
            current[j + 1] = substitute.min(previous[j + 1] + 1).min(current[j] + 1);
        }
        std::mem::swap(&mut previous, &mut current);
    }
    previous[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_close_names_only() {
        let names = ["canonicalize", "cse", "sccp"].into_iter();
        assert_eq!(
            closest_name("canonicalise", names.clone()),
            Some("canonicalize")
        );
        assert_eq!(closest_name("cse", names.clone()), Some("cse"));
        assert_eq!(closest_name("inline", names.clone()), None);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }
}
