//! A thread-safe, append-only interner: values are stored once and named by
//! a dense `u32` index, so that equality of interned things is equality of ids.
//!
//! Interning takes only a shared reference (`&self`): the index-to-value
//! storage is a lock-free append-only vector (`boxcar`), and deduplication
//! goes through a mutex-protected hash table of indices (each value is stored
//! once; the table hashes and compares through the vector). The lock is
//! taken only when interning; reads never lock.

use hashbrown::HashTable;
use std::borrow::Borrow;
use std::hash::{BuildHasher, Hash};
use std::sync::Mutex;

/// Append-only storage of unique values of type `T`, indexed by `u32`.
pub struct Interner<T> {
    values: boxcar::Vec<T>,
    /// (hash, index) of every value: growing the table rehashes from the
    /// stored hash, never touching the values (a cache miss each).
    index: Mutex<HashTable<(u64, u32)>>,
    hasher: rustc_hash::FxBuildHasher,
}

impl<T: Eq + Hash> Default for Interner<T> {
    fn default() -> Self {
        Self {
            values: boxcar::Vec::new(),
            index: Mutex::new(HashTable::new()),
            hasher: rustc_hash::FxBuildHasher,
        }
    }
}

impl<T: Eq + Hash> Interner<T> {
    /// Returns the index of `value`, storing it first if it is new.
    pub fn intern(&self, value: T) -> u32 {
        let hash = self.hasher.hash_one(&value);
        let mut index = self.index.lock().unwrap_or_else(|e| e.into_inner());
        match self.find(&index, hash, &value) {
            Some(id) => id,
            None => self.push_indexed(&mut index, hash, value),
        }
    }

    /// Returns the index of the value equal to `key`, storing `make()`
    /// first if there is none: finding an existing value allocates nothing
    /// (a `&str` looked up in an interner of `Box<str>`).
    pub fn intern_borrowed<Q>(&self, key: &Q, make: impl FnOnce() -> T) -> u32
    where
        T: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        let hash = self.hasher.hash_one(key);
        let mut index = self.index.lock().unwrap_or_else(|e| e.into_inner());
        match self.find(&index, hash, key) {
            Some(id) => id,
            None => self.push_indexed(&mut index, hash, make()),
        }
    }

    /// The index of the stored value equal to `key` (whose hash is `hash`).
    fn find<Q>(&self, index: &HashTable<(u64, u32)>, hash: u64, key: &Q) -> Option<u32>
    where
        T: Borrow<Q>,
        Q: Eq + ?Sized,
    {
        let values = &self.values;
        index
            .find(hash, |&(h, id)| {
                h == hash && values[id as usize].borrow() == key
            })
            .map(|&(_, id)| id)
    }

    /// Stores a new value and enters it in `index` under `hash`.
    fn push_indexed(&self, index: &mut HashTable<(u64, u32)>, hash: u64, value: T) -> u32 {
        let id = u32::try_from(self.values.push(value)).expect("more than 2^32 interned values");
        index.insert_unique(hash, (hash, id), |&(h, _)| h);
        id
    }

    /// Stores a value that the caller has deduplicated by other means; it
    /// is not entered in the hash table, so [`Interner::intern`] must never
    /// be called with an equal value.
    pub fn push_unindexed(&self, value: T) -> u32 {
        u32::try_from(self.values.push(value)).expect("more than 2^32 interned values")
    }

    /// Returns the value stored at `id`.
    ///
    /// Ids only come from [`Interner::intern`] on the same interner, so the
    /// slot is always present.
    pub fn get(&self, id: u32) -> &T {
        &self.values[id as usize]
    }

    /// Number of values interned so far.
    #[cfg(test)]
    pub(super) fn len(&self) -> usize {
        self.values.count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_is_deduplicated() {
        let interner = Interner::<String>::default();
        let a = interner.intern("a".to_string());
        let b = interner.intern("b".to_string());
        assert_ne!(a, b);
        assert_eq!(interner.intern("a".to_string()), a);
        assert_eq!(interner.get(b), "b");
        assert_eq!(interner.len(), 2);
    }

    #[test]
    fn interning_from_many_threads_agrees() {
        let interner = Interner::<u64>::default();
        let ids: Vec<Vec<u32>> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..4)
                .map(|_| s.spawn(|| (0..1000u64).map(|v| interner.intern(v)).collect()))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        assert!(ids.windows(2).all(|w| w[0] == w[1]));
        assert_eq!(interner.len(), 1000);
    }
}
