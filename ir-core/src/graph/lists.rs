//! [`Lists`]: many short lists of `u32` in two flat arrays (compressed
//! sparse rows), built from `(list, item)` pairs by a counting sort.

use super::order::Nodes;

/// Lists `0..num_lists()` of `u32` items, stored contiguously.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Lists {
    /// List `i` is `items[offsets[i]..offsets[i + 1]]`.
    offsets: Vec<u32>,
    items: Vec<u32>,
}

impl Lists {
    /// Builds `num_lists` lists from `(list, item)` pairs; each list keeps
    /// its items in the order of the pairs. Linear time; the iterator is
    /// traversed twice. Panics if a list is not below `num_lists`.
    pub(super) fn from_pairs<I>(num_lists: usize, pairs: I) -> Self
    where
        I: IntoIterator<Item = (u32, u32)>,
        I::IntoIter: Clone,
    {
        let pairs = pairs.into_iter();
        let mut offsets = vec![0u32; num_lists + 1];
        for (list, _) in pairs.clone() {
            offsets[list as usize + 1] += 1;
        }
        for i in 0..num_lists {
            offsets[i + 1] += offsets[i];
        }
        let mut cursor = offsets[..num_lists].to_vec();
        let mut items = vec![0u32; offsets[num_lists] as usize];
        for (list, item) in pairs {
            items[cursor[list as usize] as usize] = item;
            cursor[list as usize] += 1;
        }
        Self { offsets, items }
    }

    /// Returns the number of lists.
    pub(super) fn num_lists(&self) -> usize {
        self.offsets.len() - 1
    }

    /// Returns list `i` as a slice.
    pub(super) fn slice(&self, i: usize) -> &[u32] {
        &self.items[self.offsets[i] as usize..self.offsets[i + 1] as usize]
    }

    /// Returns list `i` as node numbers.
    pub(super) fn nodes(&self, i: usize) -> Nodes<'_> {
        Nodes::from_slice(self.slice(i))
    }

    /// Returns where list `i` starts in the concatenation of all lists.
    pub(super) fn start(&self, i: usize) -> usize {
        self.offsets[i] as usize
    }

    /// Returns items `range` of the concatenation of all lists.
    pub(super) fn span(&self, range: std::ops::Range<usize>) -> Nodes<'_> {
        Nodes::from_slice(&self.items[range])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_pairs_in_order() {
        let lists = Lists::from_pairs(4, [(2, 7), (0, 1), (2, 5), (0, 3)]);
        assert_eq!(lists.num_lists(), 4);
        assert_eq!(lists.slice(0), [1, 3]);
        assert_eq!(lists.slice(1), [] as [u32; 0]);
        assert!(lists.nodes(2).eq([7, 5]));
        assert_eq!(lists.slice(3), [] as [u32; 0]);
        assert_eq!((lists.start(2), lists.start(3)), (2, 4));
        assert!(lists.span(1..3).eq([3, 7]));
    }
}
