//! Conversion patterns (MLIR's `ConversionPattern`, DialectConversion
//! document, "Conversion Patterns"), the adaptor that hands a pattern its
//! operands already converted, and [`ConversionPatternSet`], which orders
//! the patterns an op is tried with.

use super::rewriter::ConversionRewriter;
use crate::{OpId, OpName, ValueId};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::ops::Range;

/// The values one original operand became.
pub type RemappedValues = SmallVec<[ValueId; 1]>;

/// A rewrite of one illegal op into legal ones.
///
/// A pattern either changes nothing and returns `false` (it does not
/// apply; say why with [`ConversionRewriter::notify_match_failure`]), or
/// rewrites the op and returns `true`: the driver keeps no journal to
/// undo a half-done rewrite, so a pattern checks everything it needs
/// before it changes anything.
pub trait ConversionPattern: Send + Sync {
    /// A short name, listed when an op cannot be legalized.
    fn name(&self) -> &'static str;

    /// Patterns with a higher benefit are tried first.
    fn benefit(&self) -> u16 {
        1
    }

    /// Tries to rewrite `op`, whose operands, converted, are `adaptor`'s.
    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> bool;
}

/// What a [`FnPattern`] runs: it reads everything it needs first (a
/// `None` there means the op is not one it rewrites, and nothing
/// changed), then rewrites and returns `Some`.
pub type RewriteFn = fn(&mut ConversionRewriter<'_>, OpId, &OpAdaptor) -> Option<()>;

/// A pattern made of a function, a name and a benefit.
pub struct FnPattern {
    /// The pattern's name.
    pub name: &'static str,
    /// Its benefit.
    pub benefit: u16,
    /// The rewrite.
    pub rewrite: RewriteFn,
}

impl ConversionPattern for FnPattern {
    fn name(&self) -> &'static str {
        self.name
    }

    fn benefit(&self) -> u16 {
        self.benefit
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> bool {
        (self.rewrite)(rewriter, op, adaptor).is_some()
    }
}

/// An op's operands as the conversion has remapped them: each original
/// operand as the values it was converted to (one, several, or none when
/// its type is dropped); the original value where nothing converts it.
#[derive(Clone, Debug, Default)]
pub struct OpAdaptor {
    operands: Vec<RemappedValues>,
}

impl OpAdaptor {
    /// An adaptor over these remapped operands.
    pub fn new(operands: Vec<RemappedValues>) -> Self {
        Self { operands }
    }

    /// The number of original operands.
    pub fn len(&self) -> usize {
        self.operands.len()
    }

    /// Whether the op had no operand.
    pub fn is_empty(&self) -> bool {
        self.operands.is_empty()
    }

    /// The values original operand `index` became.
    pub fn values(&self, index: usize) -> &[ValueId] {
        self.operands.get(index).map_or(&[], |v| v.as_slice())
    }

    /// The one value original operand `index` became, if it became one.
    pub fn single(&self, index: usize) -> Option<ValueId> {
        match self.values(index) {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// The values of original operands `range`, concatenated.
    pub fn flat_range(&self, range: Range<usize>) -> Vec<ValueId> {
        let end = range.end.min(self.operands.len());
        let start = range.start.min(end);
        self.operands[start..end]
            .iter()
            .flatten()
            .copied()
            .collect()
    }

    /// Every operand's values, concatenated.
    pub fn flat(&self) -> Vec<ValueId> {
        self.flat_range(0..self.operands.len())
    }

    /// Whether every operand became exactly one value.
    pub fn is_one_to_one(&self) -> bool {
        self.operands.iter().all(|v| v.len() == 1)
    }
}

/// The patterns of a conversion, by the op name they apply to, plus
/// patterns for any op. An op is tried with its own and the any-op
/// patterns, by decreasing benefit, then in the order they were added:
/// the same op meets the same patterns in the same order on every run.
#[derive(Default)]
pub struct ConversionPatternSet {
    patterns: Vec<Box<dyn ConversionPattern>>,
    by_op: FxHashMap<OpName, Vec<usize>>,
    any: Vec<usize>,
}

impl ConversionPatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern for ops named `name`.
    pub fn add(&mut self, name: OpName, pattern: impl ConversionPattern + 'static) -> &mut Self {
        self.by_op
            .entry(name)
            .or_default()
            .push(self.patterns.len());
        self.patterns.push(Box::new(pattern));
        self
    }

    /// Adds a pattern tried on every illegal op.
    pub fn add_for_any_op(&mut self, pattern: impl ConversionPattern + 'static) -> &mut Self {
        self.any.push(self.patterns.len());
        self.patterns.push(Box::new(pattern));
        self
    }

    /// The patterns for ops named `name`, in the order they are tried.
    pub fn for_op(&self, name: OpName) -> Vec<&dyn ConversionPattern> {
        let own = self.by_op.get(&name).map_or(&[][..], |v| v.as_slice());
        let mut indices: Vec<usize> = own.iter().chain(&self.any).copied().collect();
        indices.sort_by_key(|&i| (std::cmp::Reverse(self.patterns[i].benefit()), i));
        indices.iter().map(|&i| &*self.patterns[i]).collect()
    }
}
