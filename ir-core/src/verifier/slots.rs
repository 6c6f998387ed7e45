//! A set of op slots and a map keyed by regions, for the scopes of the
//! verifier's walk (`piece.rs`): dense (a bit or an entry per slot) for a
//! walk through a whole body, paged or hashed for a chunk of a large one.
//! A chunk passes a run of its body's ops, but their slots may lie
//! anywhere in the body (after parsing, chunk k's reach k times the
//! chunk's size; after a pass, anywhere), so dense sets would make the
//! chunks together clear memory quadratic in the body's size. Paged or
//! hashed, a chunk's sets hold its own entries only.

use fixedbitset::FixedBitSet;
use rustc_hash::FxHashMap;
use slotmap::{Key, SecondaryMap};
use std::hash::Hash;

/// A set of op slots.
pub(super) enum SlotSet {
    /// A bit per slot.
    Dense(FixedBitSet),
    /// Pages of bits, found by hashing their number.
    Paged(Pages),
}

impl SlotSet {
    /// A dense set, with room for slots below `capacity` from the start.
    pub fn dense(capacity: usize) -> Self {
        Self::Dense(FixedBitSet::with_capacity(capacity))
    }

    /// A paged set, sized by the pages it touches.
    pub fn paged() -> Self {
        Self::Paged(Pages::default())
    }

    /// Adds `slot`.
    pub fn insert(&mut self, slot: usize) {
        match self {
            Self::Dense(bits) => bits.grow_and_insert(slot),
            Self::Paged(pages) => pages.insert(slot),
        }
    }

    /// Whether `slot` was added.
    pub fn contains(&self, slot: usize) -> bool {
        match self {
            Self::Dense(bits) => bits.contains(slot),
            Self::Paged(pages) => pages.contains(slot),
        }
    }
}

/// Bits per page of a paged set: a chunk's ops, consecutive after
/// parsing, share pages, while scattered ones cost a page (64 bytes) each.
const PAGE_BITS: usize = 512;

/// The pages of a paged set, and the one last touched: consecutive slots
/// (the usual case) find their page without hashing.
#[derive(Default)]
pub(super) struct Pages {
    pages: Vec<[u64; PAGE_BITS / 64]>,
    index: FxHashMap<usize, usize>,
    last: std::cell::Cell<Option<(usize, usize)>>,
}

impl Pages {
    /// The index of page `number` in `pages`, if it has one.
    fn find(&self, number: usize) -> Option<usize> {
        if let Some((last, at)) = self.last.get() {
            if last == number {
                return Some(at);
            }
        }
        let at = *self.index.get(&number)?;
        self.last.set(Some((number, at)));
        Some(at)
    }

    fn insert(&mut self, slot: usize) {
        let number = slot / PAGE_BITS;
        let at = self.find(number).unwrap_or_else(|| {
            self.pages.push([0; PAGE_BITS / 64]);
            let at = self.pages.len() - 1;
            self.index.insert(number, at);
            self.last.set(Some((number, at)));
            at
        });
        let bit = slot % PAGE_BITS;
        self.pages[at][bit / 64] |= 1 << (bit % 64);
    }

    fn contains(&self, slot: usize) -> bool {
        let bit = slot % PAGE_BITS;
        self.find(slot / PAGE_BITS)
            .is_some_and(|at| self.pages[at][bit / 64] & (1 << (bit % 64)) != 0)
    }
}

/// A map from keys of a slot map (regions) to values.
pub(super) enum KeyMap<K: Key, V> {
    /// An entry per slot.
    Dense(SecondaryMap<K, V>),
    /// The keys held, hashed.
    Hashed(FxHashMap<K, V>),
}

impl<K: Key + Hash, V: Copy> KeyMap<K, V> {
    /// A dense map, an entry per slot up to the highest key.
    pub fn dense() -> Self {
        Self::Dense(SecondaryMap::new())
    }

    /// A hashed map, sized by what it holds.
    pub fn hashed() -> Self {
        Self::Hashed(FxHashMap::default())
    }

    /// Maps `key` to `value`.
    pub fn insert(&mut self, key: K, value: V) {
        match self {
            Self::Dense(map) => {
                map.insert(key, value);
            }
            Self::Hashed(map) => {
                map.insert(key, value);
            }
        }
    }

    /// Forgets `key`.
    pub fn remove(&mut self, key: K) {
        match self {
            Self::Dense(map) => {
                map.remove(key);
            }
            Self::Hashed(map) => {
                map.remove(&key);
            }
        }
    }

    /// The value of `key`.
    pub fn get(&self, key: K) -> Option<V> {
        match self {
            Self::Dense(map) => map.get(key).copied(),
            Self::Hashed(map) => map.get(&key).copied(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use slotmap::{DefaultKey, SlotMap};

    #[test]
    fn dense_and_paged_sets_agree() {
        let slots = [3, 70_000, 0, 64, 3, 511, 512, 69_999];
        let mut dense = SlotSet::dense(8);
        let mut paged = SlotSet::paged();
        for slot in slots {
            dense.insert(slot);
            paged.insert(slot);
        }
        for slot in 0..70_100 {
            assert_eq!(dense.contains(slot), paged.contains(slot), "slot {slot}");
        }
        assert!(paged.contains(70_000) && !paged.contains(1));
    }

    #[test]
    fn a_paged_set_is_sized_by_its_slots_not_their_magnitude() {
        let mut set = SlotSet::paged();
        for slot in 10_000_000..10_000_000 + PAGE_BITS {
            set.insert(slot);
        }
        let SlotSet::Paged(pages) = &set else {
            unreachable!("built paged")
        };
        assert!(pages.pages.len() <= 2, "{} pages", pages.pages.len());
        assert!(set.contains(10_000_000) && !set.contains(9_999_999));
    }

    #[test]
    fn dense_and_hashed_maps_agree() {
        let mut keys = SlotMap::<DefaultKey, ()>::new();
        let ids: Vec<DefaultKey> = (0..10).map(|_| keys.insert(())).collect();
        let mut dense = KeyMap::dense();
        let mut hashed = KeyMap::hashed();
        for (value, &id) in ids.iter().enumerate().step_by(2) {
            dense.insert(id, value);
            hashed.insert(id, value);
        }
        dense.remove(ids[4]);
        hashed.remove(ids[4]);
        for &id in &ids {
            assert_eq!(dense.get(id), hashed.get(id));
        }
        assert_eq!(hashed.get(ids[2]), Some(2));
        assert_eq!(hashed.get(ids[4]), None);
    }
}
