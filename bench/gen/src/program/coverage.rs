//! Which features a generated program actually contains.

use super::config::Feature;

/// How many times each [`Feature`] was used while generating a program.
#[derive(Clone, Debug, Default)]
pub struct Coverage {
    counts: [u32; Feature::ALL.len()],
}

impl Coverage {
    /// Counts one use of `f`.
    pub fn record(&mut self, f: Feature) {
        self.counts[f as usize] += 1;
    }

    /// How many times `f` was used.
    pub fn count(&self, f: Feature) -> u32 {
        self.counts[f as usize]
    }

    /// Adds the counts of `other`.
    pub fn add(&mut self, other: &Coverage) {
        for (a, b) in self.counts.iter_mut().zip(&other.counts) {
            *a += b;
        }
    }
}
