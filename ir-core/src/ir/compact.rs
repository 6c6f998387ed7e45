//! Compact fields of [`OpData`](super::OpData), which every op pays for:
//! its results, successors, regions and nested body in 16 bytes
//! ([`OpParts`]) and its optional properties attribute in 4
//! ([`OptionalAttr`]); and of [`ValueData`](super::ValueData), which
//! every value pays for: its definition in 12 bytes ([`PackedDef`]).

use super::body::{BlockOperand, Body, ValueDef};
use super::{RegionId, ValueId};
use crate::context::attributes::Attr;
use slotmap::{Key, KeyData};
use thin_vec::ThinVec;

/// An op's results, successors, regions and nested body, in 16 bytes.
///
/// Almost every op has at most one result and nothing else, or is a branch
/// with successors and nothing else: those keep their one result inline,
/// or their successors in a `ThinVec` (one pointer, one allocation). Any
/// other op (one with regions, a nested body, two or more results, or
/// results and successors) keeps all four lists in one allocation of 32
/// bytes. The smallest form that holds an op's parts is the one it has:
/// parts taken away (a detached op's regions and nested body) shrink it
/// back.
///
/// `Clone` leaves the nested body out (see [`OpData`](super::OpData)).
#[derive(Default)]
pub(crate) struct OpParts(Parts);

/// The forms of [`OpParts`]; private, so that only the smallest form that
/// holds the parts is ever built.
#[derive(Default)]
enum Parts {
    /// No result, successor, region or nested body (a store, a return).
    #[default]
    Nothing,
    /// One result and nothing else.
    Result(ValueId),
    /// Successors (at least one) and nothing else: a branch.
    Successors(ThinVec<BlockOperand>),
    /// Anything else.
    Other(Box<OtherParts>),
}

/// The parts of an op that needs the general form of [`OpParts`].
#[derive(Default)]
struct OtherParts {
    results: ThinVec<ValueId>,
    successors: ThinVec<BlockOperand>,
    regions: ThinVec<RegionId>,
    /// Storage of `regions` when the op is isolated from above.
    nested: Option<Box<Body>>,
}

impl OpParts {
    /// The op's results.
    pub(crate) fn results(&self) -> &[ValueId] {
        match &self.0 {
            Parts::Result(value) => std::slice::from_ref(value),
            Parts::Other(other) => &other.results,
            Parts::Nothing | Parts::Successors(_) => &[],
        }
    }

    /// The op's successor slots.
    pub(crate) fn successors(&self) -> &[BlockOperand] {
        match &self.0 {
            Parts::Successors(successors) => successors,
            Parts::Other(other) => &other.successors,
            Parts::Nothing | Parts::Result(_) => &[],
        }
    }

    /// The op's successor slots, to relink.
    pub(crate) fn successors_mut(&mut self) -> &mut [BlockOperand] {
        match &mut self.0 {
            Parts::Successors(successors) => successors,
            Parts::Other(other) => &mut other.successors,
            Parts::Nothing | Parts::Result(_) => &mut [],
        }
    }

    /// The op's regions.
    pub(crate) fn regions(&self) -> &[RegionId] {
        match &self.0 {
            Parts::Other(other) => &other.regions,
            _ => &[],
        }
    }

    /// The op's nested body, if it is isolated from above.
    pub(crate) fn nested(&self) -> Option<&Body> {
        match &self.0 {
            Parts::Other(other) => other.nested.as_deref(),
            _ => None,
        }
    }

    /// Mutable access to the op's nested body.
    pub(crate) fn nested_mut(&mut self) -> Option<&mut Body> {
        match &mut self.0 {
            Parts::Other(other) => other.nested.as_deref_mut(),
            _ => None,
        }
    }

    /// Appends a result.
    pub(crate) fn push_result(&mut self, value: ValueId) {
        match &mut self.0 {
            Parts::Nothing => self.0 = Parts::Result(value),
            _ => self.other().results.push(value),
        }
    }

    /// Appends a successor slot.
    pub(crate) fn push_successor(&mut self, successor: BlockOperand) {
        match &mut self.0 {
            Parts::Nothing => self.0 = Parts::Successors(thin_vec::thin_vec![successor]),
            Parts::Successors(successors) => successors.push(successor),
            _ => self.other().successors.push(successor),
        }
    }

    /// Sets the successor slots of an op that has none yet (with the
    /// list's capacity: a list pushed to from empty holds four).
    pub(crate) fn set_successors(&mut self, successors: ThinVec<BlockOperand>) {
        debug_assert!(self.successors().is_empty(), "the op has successors");
        match &mut self.0 {
            _ if successors.is_empty() => {}
            Parts::Nothing => self.0 = Parts::Successors(successors),
            _ => self.other().successors = successors,
        }
    }

    /// Replaces the op's regions.
    pub(crate) fn set_regions(&mut self, regions: ThinVec<RegionId>) {
        if regions.is_empty() && !matches!(self.0, Parts::Other(_)) {
            return;
        }
        self.other().regions = regions;
        self.shrink();
    }

    /// Takes the op's regions, leaving it none.
    pub(crate) fn take_regions(&mut self) -> ThinVec<RegionId> {
        let Parts::Other(other) = &mut self.0 else {
            return ThinVec::new();
        };
        let regions = std::mem::take(&mut other.regions);
        self.shrink();
        regions
    }

    /// Sets the op's nested body, returning the one it had (see
    /// `Body::set_nested`, which keeps the count of isolated ops).
    pub(crate) fn replace_nested(&mut self, nested: Option<Box<Body>>) -> Option<Box<Body>> {
        if nested.is_none() && !matches!(self.0, Parts::Other(_)) {
            return None;
        }
        let old = std::mem::replace(&mut self.other().nested, nested);
        self.shrink();
        old
    }

    /// The general form, made from the current one if need be.
    fn other(&mut self) -> &mut OtherParts {
        if !matches!(self.0, Parts::Other(_)) {
            let other = match std::mem::take(&mut self.0) {
                Parts::Nothing => OtherParts::default(),
                Parts::Result(value) => OtherParts {
                    results: thin_vec::thin_vec![value],
                    ..OtherParts::default()
                },
                Parts::Successors(successors) => OtherParts {
                    successors,
                    ..OtherParts::default()
                },
                Parts::Other(_) => unreachable!("checked above"),
            };
            self.0 = Parts::Other(Box::new(other));
        }
        match &mut self.0 {
            Parts::Other(other) => other,
            _ => unreachable!("made above"),
        }
    }

    /// Goes back to a smaller form if the general one is no longer needed.
    fn shrink(&mut self) {
        let Parts::Other(other) = &mut self.0 else {
            return;
        };
        if !other.regions.is_empty() || other.nested.is_some() {
            return;
        }
        self.0 = match (other.results.as_slice(), other.successors.is_empty()) {
            ([], true) => Parts::Nothing,
            (&[value], true) => Parts::Result(value),
            ([], false) => Parts::Successors(std::mem::take(&mut other.successors)),
            _ => return,
        };
    }
}

impl Clone for OpParts {
    /// Copies the lists, not the nested body.
    fn clone(&self) -> Self {
        let mut copy = OpParts(match &self.0 {
            Parts::Nothing => Parts::Nothing,
            Parts::Result(value) => Parts::Result(*value),
            Parts::Successors(successors) => Parts::Successors(successors.clone()),
            Parts::Other(other) => Parts::Other(Box::new(OtherParts {
                results: other.results.clone(),
                successors: other.successors.clone(),
                regions: other.regions.clone(),
                nested: None,
            })),
        });
        copy.shrink();
        copy
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

/// A [`ValueDef`] in 12 bytes (the enum takes 16): the key of the
/// defining op or block, and a word holding the kind of definition in its
/// top two bits and the position in the others.
#[derive(Copy, Clone)]
pub(crate) struct PackedDef {
    /// The defining op's or block's key (null for a placeholder).
    owner: KeyData,
    /// Kind (top two bits) and result or argument position.
    word: u32,
}

impl PackedDef {
    const KIND_SHIFT: u32 = 30;
    const POSITION: u32 = (1 << Self::KIND_SHIFT) - 1;
    const RESULT: u32 = 0;
    const ARGUMENT: u32 = 1;
    const PLACEHOLDER: u32 = 2;

    /// Packs `def`; positions stay below 2^30.
    pub(crate) fn new(def: ValueDef) -> Self {
        let (owner, kind, index) = match def {
            ValueDef::Result { op, index } => (op.data(), Self::RESULT, index),
            ValueDef::Argument { block, index } => (block.data(), Self::ARGUMENT, index),
            ValueDef::Placeholder => (KeyData::default(), Self::PLACEHOLDER, 0),
        };
        assert!(
            index <= Self::POSITION,
            "fewer than 2^30 results or arguments"
        );
        PackedDef {
            owner,
            word: (kind << Self::KIND_SHIFT) | index,
        }
    }

    /// Unpacks it.
    pub(crate) fn get(self) -> ValueDef {
        let index = self.word & Self::POSITION;
        match self.word >> Self::KIND_SHIFT {
            Self::RESULT => ValueDef::Result {
                op: self.owner.into(),
                index,
            },
            Self::ARGUMENT => ValueDef::Argument {
                block: self.owner.into(),
                index,
            },
            _ => ValueDef::Placeholder,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(n: u64) -> ValueId {
        KeyData::from_ffi((1 << 32) | n).into()
    }

    fn slot(n: u64) -> BlockOperand {
        BlockOperand {
            block: KeyData::from_ffi((1 << 32) | n).into(),
            prev: None,
            next: None,
        }
    }

    #[test]
    fn results_take_the_smallest_form_that_holds_them() {
        let mut parts = OpParts::default();
        assert!(parts.results().is_empty());
        parts.push_result(value(0));
        assert!(matches!(parts.0, Parts::Result(_)));
        for n in 1..4 {
            parts.push_result(value(n));
            assert_eq!(parts.results(), (0..=n).map(value).collect::<Vec<_>>());
        }
        assert!(matches!(parts.0, Parts::Other(_)));
        assert!(parts.successors().is_empty() && parts.regions().is_empty());
    }

    #[test]
    fn branches_keep_their_successors_in_one_list() {
        let mut parts = OpParts::default();
        parts.set_successors(thin_vec::thin_vec![slot(0)]);
        parts.push_successor(slot(1));
        assert!(matches!(parts.0, Parts::Successors(_)));
        parts.successors_mut()[1].block = slot(2).block;
        let blocks: Vec<_> = parts.successors().iter().map(|s| s.block).collect();
        assert_eq!(blocks, [slot(0).block, slot(2).block]);
        parts.push_result(value(0));
        assert!(matches!(parts.0, Parts::Other(_)));
        assert_eq!(parts.results(), [value(0)]);
        assert_eq!(parts.successors().len(), 2);
    }

    #[test]
    fn regions_and_nested_bodies_come_and_go() {
        let region: RegionId = KeyData::from_ffi((1 << 32) | 5).into();
        let mut parts = OpParts::default();
        parts.push_result(value(0));
        parts.set_regions(thin_vec::thin_vec![region]);
        assert!(parts.replace_nested(Some(Box::default())).is_none());
        assert!(matches!(parts.0, Parts::Other(_)));
        assert_eq!(parts.results(), [value(0)]);
        assert_eq!(parts.regions(), [region]);
        assert!(parts.nested().is_some() && parts.nested_mut().is_some());
        let copy = parts.clone();
        assert!(copy.nested().is_none(), "clones leave the nested body out");
        assert_eq!(
            (copy.results(), copy.regions()),
            ([value(0)].as_slice(), [region].as_slice())
        );
        assert!(parts.replace_nested(None).is_some());
        assert_eq!(parts.take_regions().as_slice(), [region]);
        assert!(
            matches!(parts.0, Parts::Result(_)),
            "back to the small form"
        );
        parts.set_regions(ThinVec::new());
        assert!(matches!(parts.0, Parts::Result(_)));
    }

    #[test]
    fn an_op_fits_in_128_bytes() {
        assert_eq!(std::mem::size_of::<OpParts>(), 16);
        assert_eq!(std::mem::size_of::<super::super::OpData>(), 64);
    }

    #[test]
    fn definitions_round_trip_in_12_bytes() {
        let key = KeyData::from_ffi((7 << 32) | 3);
        let largest = PackedDef::POSITION;
        for def in [
            ValueDef::Result {
                op: key.into(),
                index: 0,
            },
            ValueDef::Result {
                op: key.into(),
                index: largest,
            },
            ValueDef::Argument {
                block: key.into(),
                index: 0,
            },
            ValueDef::Argument {
                block: key.into(),
                index: largest,
            },
            ValueDef::Placeholder,
        ] {
            assert_eq!(PackedDef::new(def).get(), def);
        }
        assert_eq!(std::mem::size_of::<PackedDef>(), 12);
        assert_eq!(std::mem::size_of::<super::super::ValueData>(), 20);
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
