//! [`InterfaceMap`]: one value per interface type, found by `TypeId`.

use std::any::{Any, TypeId};

/// The interfaces of one op definition. Lookups scan a short vector (an op
/// has a handful of interfaces), which beats hashing at that size.
#[derive(Default)]
pub struct InterfaceMap {
    entries: Vec<(TypeId, Box<dyn Any + Send + Sync>)>,
}

impl InterfaceMap {
    /// Adds (or replaces) the implementation of interface `I`.
    pub fn insert<I: Any + Send + Sync>(&mut self, implementation: I) {
        let id = TypeId::of::<I>();
        self.entries.retain(|(t, _)| *t != id);
        self.entries.push((id, Box::new(implementation)));
    }

    /// The implementation of interface `I`, if the op has one.
    pub fn get<I: Any>(&self) -> Option<&I> {
        let id = TypeId::of::<I>();
        self.entries
            .iter()
            .find(|(t, _)| *t == id)
            .and_then(|(_, value)| value.downcast_ref())
    }
}

impl std::fmt::Debug for InterfaceMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "InterfaceMap({} interfaces)", self.entries.len())
    }
}

#[cfg(test)]
mod tests {
    use super::InterfaceMap;

    struct Answer(u32);
    struct Other;

    #[test]
    fn finds_by_type_and_replaces() {
        let mut map = InterfaceMap::default();
        assert!(map.get::<Answer>().is_none());
        map.insert(Answer(1));
        map.insert(Answer(42));
        assert_eq!(map.get::<Answer>().map(|a| a.0), Some(42));
        assert!(map.get::<Other>().is_none());
    }
}
