//! A hash map with scopes: entries added in a scope disappear when it is
//! left (MLIR's `ScopedHashTable`), by an undo log.

use rustc_hash::FxHashMap;
use std::hash::Hash;

/// Keys to values, with nested scopes.
pub(super) struct ScopedMap<K, V> {
    map: FxHashMap<K, V>,
    /// (key, the value it had before) for every insertion, in order.
    undo: Vec<(K, Option<V>)>,
}

impl<K: Hash + Eq + Clone, V> ScopedMap<K, V> {
    pub(super) fn new() -> Self {
        Self {
            map: FxHashMap::default(),
            undo: Vec::new(),
        }
    }

    /// A mark to leave the current scope with.
    pub(super) fn mark(&self) -> usize {
        self.undo.len()
    }

    /// Undoes every insertion made since `mark`.
    pub(super) fn leave(&mut self, mark: usize) {
        while self.undo.len() > mark {
            let (key, previous) = self.undo.pop().expect("checked length");
            match previous {
                Some(value) => self.map.insert(key, value),
                None => self.map.remove(&key),
            };
        }
    }

    pub(super) fn get(&self, key: &K) -> Option<&V> {
        self.map.get(key)
    }

    /// Inserts in the current scope.
    pub(super) fn insert(&mut self, key: K, value: V) {
        let previous = self.map.insert(key.clone(), value);
        self.undo.push((key, previous));
    }
}

#[cfg(test)]
mod tests {
    use super::ScopedMap;

    #[test]
    fn leaving_a_scope_restores_shadowed_entries() {
        let mut map = ScopedMap::new();
        map.insert("a", 1);
        let mark = map.mark();
        map.insert("a", 2);
        map.insert("b", 3);
        assert_eq!(map.get(&"a"), Some(&2));
        map.leave(mark);
        assert_eq!(map.get(&"a"), Some(&1));
        assert_eq!(map.get(&"b"), None);
    }
}
