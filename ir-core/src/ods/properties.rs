//! The properties of a new op as an op builder ([`super::StateBuilder`])
//! collects them, and the dictionary they make, memoized per thread.
//!
//! A lowering creates the same few kinds of op over and over with the same
//! properties (`cf.cond_br`'s segment sizes `[1, 0, 0]`, `arith.addi`'s
//! default overflow flags). Making the dictionary each time would allocate
//! its entries, hash them and take the interner's lock, for an attribute
//! that exists already. As MLIR's `StorageUniquer` keeps a thread-local
//! cache in front of its locked tables, each thread keeps the dictionaries
//! it made, keyed by what made them (names are the builder's `'static`
//! spellings, so a key allocates nothing) and by the context's
//! [`Context::unique_id`]. A miss makes the dictionary as before; the memo
//! is bounded and forgets everything at once when full.

use crate::context::attributes::{Attr, DenseValues, NamedAttr};
use crate::context::Context;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::cell::RefCell;

/// Segment sizes of an op's operand or result groups.
pub(super) type Segments = SmallVec<[u32; 4]>;

/// What an op builder collected: the properties set by name, and the
/// segment sizes of its groups when its spec has `operandSegmentSizes` or
/// `resultSegmentSizes`.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(super) struct Properties {
    /// Properties in the order they were set (a later one wins).
    pub entries: SmallVec<[(&'static str, Attr); 2]>,
    pub operand_segments: Option<Segments>,
    pub result_segments: Option<Segments>,
}

impl Properties {
    /// Whether no property is set and no segment sizes are kept.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty() && self.operand_segments.is_none() && self.result_segments.is_none()
    }

    /// The properties dictionary, from this thread's memo when it has it.
    pub fn dictionary(self, ctx: &Context) -> Attr {
        let key = (ctx.unique_id(), self);
        if let Some(attr) = MEMO.with_borrow(|memo| memo.get(&key).copied()) {
            return attr;
        }
        let attr = key.1.make(ctx);
        MEMO.with_borrow_mut(|memo| {
            if memo.len() == CAPACITY {
                memo.clear();
            }
            memo.insert(key, attr);
        });
        attr
    }

    /// The dictionary, made without the memo.
    fn make(&self, ctx: &Context) -> Attr {
        let mut entries: Vec<NamedAttr> = self
            .entries
            .iter()
            .map(|&(name, value)| NamedAttr {
                name: name.into(),
                value,
            })
            .collect();
        let segments = |name: &str, sizes: &Segments| NamedAttr {
            name: name.into(),
            value: ctx.intern_attr(crate::AttrKind::DenseArray {
                element: ctx.int_type(32),
                values: DenseValues::Int(sizes.iter().map(|&n| i128::from(n)).collect()),
            }),
        };
        if let Some(sizes) = &self.operand_segments {
            entries.push(segments("operandSegmentSizes", sizes));
        }
        if let Some(sizes) = &self.result_segments {
            entries.push(segments("resultSegmentSizes", sizes));
        }
        ctx.dictionary_attr(entries)
    }
}

/// Dictionaries a thread's memo holds at most.
const CAPACITY: usize = 1 << 12;

thread_local! {
    /// This thread's dictionaries, by context and what made them.
    static MEMO: RefCell<FxHashMap<(u64, Properties), Attr>> = RefCell::default();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn properties(entries: &[(&'static str, Attr)], operands: Option<&[u32]>) -> Properties {
        Properties {
            entries: entries.iter().copied().collect(),
            operand_segments: operands.map(|s| s.iter().copied().collect()),
            result_segments: None,
        }
    }

    #[test]
    fn the_memo_gives_the_dictionary_made_without_it() {
        let ctx = Context::new();
        let flag = ctx.int_attr(7, ctx.int_type(32));
        let other = ctx.int_attr(8, ctx.int_type(32));
        for props in [
            properties(&[("b", flag), ("a", other)], None),
            properties(&[("a", flag), ("a", other)], None),
            properties(&[], Some(&[1, 0, 2])),
            properties(&[("z", flag)], Some(&[0])),
        ] {
            let made = props.make(&ctx);
            assert_eq!(props.clone().dictionary(&ctx), made);
            assert_eq!(props.dictionary(&ctx), made, "a hit gives the same");
        }
    }

    #[test]
    fn a_new_context_never_takes_another_contexts_entry() {
        let first = Context::new();
        let attr = first.int_attr(1, first.int_type(8));
        let props = || properties(&[("a", attr)], Some(&[2]));
        let from_first = props().dictionary(&first);
        let second = Context::new();
        for filler in 0..4 {
            second.int_attr(filler, second.int_type(16)); // other ids here
        }
        let from_second = props().dictionary(&second);
        assert_eq!(from_second, props().make(&second));
        assert_ne!(
            from_second, from_first,
            "the ids differ, so must the answers"
        );
    }
}
