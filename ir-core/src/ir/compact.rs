//! Compact fields of [`OpData`](super::OpData), which every op pays for:
//! its result list and its optional properties attribute.

use super::ValueId;
use crate::context::attributes::Attr;
use thin_vec::ThinVec;

/// An op's results: one inline (almost every op has at most one), more
/// behind one pointer. 16 bytes where a `SmallVec` takes 24.
#[derive(Clone, Default)]
pub(crate) enum ResultList {
    /// No results.
    #[default]
    Empty,
    /// One result.
    One(ValueId),
    /// Two or more.
    Many(ThinVec<ValueId>),
}

impl ResultList {
    /// Appends a result.
    pub(crate) fn push(&mut self, value: ValueId) {
        *self = match std::mem::take(self) {
            ResultList::Empty => ResultList::One(value),
            ResultList::One(first) => ResultList::Many(thin_vec::thin_vec![first, value]),
            ResultList::Many(mut values) => {
                values.push(value);
                ResultList::Many(values)
            }
        };
    }
}

impl std::ops::Deref for ResultList {
    type Target = [ValueId];
    fn deref(&self) -> &[ValueId] {
        match self {
            ResultList::Empty => &[],
            ResultList::One(value) => std::slice::from_ref(value),
            ResultList::Many(values) => values,
        }
    }
}

impl FromIterator<ValueId> for ResultList {
    fn from_iter<I: IntoIterator<Item = ValueId>>(iter: I) -> Self {
        let mut list = ResultList::Empty;
        for value in iter {
            list.push(value);
        }
        list
    }
}

/// An optional attribute in 4 bytes (`Option<Attr>` takes 8): `u32::MAX`,
/// which no attribute id reaches, stands for none.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct OptionalAttr(u32);

impl OptionalAttr {
    const NONE: u32 = u32::MAX;

    /// Packs `attr`.
    pub(crate) fn new(attr: Option<Attr>) -> Self {
        match attr {
            Some(attr) => {
                debug_assert_ne!(attr.0, Self::NONE, "attribute ids stay below u32::MAX");
                OptionalAttr(attr.0)
            }
            None => OptionalAttr(Self::NONE),
        }
    }

    /// Unpacks it.
    pub(crate) fn get(self) -> Option<Attr> {
        (self.0 != Self::NONE).then_some(Attr(self.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use slotmap::KeyData;

    fn value(n: u64) -> ValueId {
        KeyData::from_ffi((1 << 32) | n).into()
    }

    #[test]
    fn result_lists_hold_any_number_of_values_in_order() {
        let mut list = ResultList::default();
        assert!(list.is_empty());
        for n in 0..4 {
            list.push(value(n));
            assert_eq!(*list, (0..=n).map(value).collect::<Vec<_>>());
        }
        let collected: ResultList = [value(7)].into_iter().collect();
        assert!(matches!(collected, ResultList::One(_)));
        assert_eq!(std::mem::size_of::<ResultList>(), 16);
    }

    #[test]
    fn an_op_fits_in_152_bytes() {
        assert_eq!(std::mem::size_of::<super::super::OpData>(), 152);
    }

    #[test]
    fn optional_attributes_round_trip() {
        assert_eq!(OptionalAttr::new(None).get(), None);
        assert_eq!(OptionalAttr::new(Some(Attr(0))).get(), Some(Attr(0)));
        assert_eq!(
            OptionalAttr::new(Some(Attr(u32::MAX - 1))).get(),
            Some(Attr(u32::MAX - 1))
        );
    }
}
