//! Tiny deterministic PRNG, so every generated input depends only on `--seed`.

/// SplitMix64 (Steele, Lea & Flood): a 64-bit state, good statistical quality,
/// any seed (including 0) is fine.
#[derive(Debug, Clone)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// Creates a generator from `seed`.
    pub fn new(seed: u64) -> Self {
        Self { state: seed }
    }

    /// Returns the next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Returns a value uniform in `0..n` (multiply-shift; the bias is negligible).
    ///
    /// Panics if `n == 0`.
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "Rng::below(0)");
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// Returns a value uniform in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        debug_assert!(lo <= hi);
        lo + self.below(hi - lo + 1)
    }

    /// Returns `true` with probability `num / den`.
    pub fn chance(&mut self, num: usize, den: usize) -> bool {
        self.below(den) < num
    }

    /// Returns a uniformly chosen element of the non-empty slice `items`.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }

    /// Up to four tries at an index below `len` for which `fits` holds:
    /// three tries in four among the last `window` indices, else anywhere.
    /// `None` if no try fits (or `len` is 0).
    pub fn pick_recent_index(
        &mut self,
        len: usize,
        window: usize,
        mut fits: impl FnMut(usize) -> bool,
    ) -> Option<usize> {
        if len == 0 {
            return None;
        }
        (0..4).find_map(|_| {
            let idx = if self.chance(3, 4) {
                len - 1 - self.below(len.min(window))
            } else {
                self.below(len)
            };
            fits(idx).then_some(idx)
        })
    }

    /// Chooses an item with probability proportional to its weight.
    ///
    /// Panics if the slice is empty or all weights are zero.
    pub fn weighted<T: Copy>(&mut self, items: &[(T, u32)]) -> T {
        let total: u64 = items.iter().map(|&(_, w)| u64::from(w)).sum();
        assert!(total > 0, "Rng::weighted on empty menu");
        let mut x = self.below(total as usize) as u64;
        for &(item, w) in items {
            if x < u64::from(w) {
                return item;
            }
            x -= u64::from(w);
        }
        unreachable!("weights sum mismatch")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic() {
        let a: Vec<u64> = {
            let mut r = Rng::new(7);
            (0..8).map(|_| r.next_u64()).collect()
        };
        let mut r = Rng::new(7);
        assert!(a.iter().all(|&x| x == r.next_u64()));
    }

    #[test]
    fn bounded() {
        let mut r = Rng::new(1);
        for n in 1..100 {
            assert!(r.below(n) < n);
            let v = r.range(n, 2 * n);
            assert!((n..=2 * n).contains(&v));
        }
    }
}
