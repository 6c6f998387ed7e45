//! [`RegionBranch`] and [`RegionBranchTerminator`]: how control and values
//! flow between an op and its regions (`scf.if`, `scf.for`, `scf.while`);
//! [`RegionInvocationBounds`]: how often each region runs.

use crate::ir::OpView;
use std::ops::Range;

/// A place control can be: the op itself (before entering or after
/// leaving its regions) or one of its regions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RegionPoint {
    /// The op: entering from, or returning to, the parent.
    Parent,
    /// Region `i` of the op.
    Region(usize),
}

/// Structured control flow through an op's regions.
pub struct RegionBranch {
    /// Where control may go from `point` (from `Parent`: which regions are
    /// entered; from a region's end: which regions or the parent follow).
    pub successors: fn(&OpView<'_>, RegionPoint) -> Vec<RegionPoint>,
    /// The op's operands passed to region `i`'s entry when entered from the parent.
    pub entry_operands: fn(&OpView<'_>, usize) -> Range<usize>,
    /// The entry-block arguments of region `i` that receive forwarded
    /// values (e.g. all but `scf.for`'s induction variable).
    pub region_inputs: fn(&OpView<'_>, usize) -> Range<usize>,
    /// The op's operands that become its results when control goes from
    /// the op straight to them, entering no region (`scf.for` running no
    /// iteration: its initial values); unused unless `successors` of
    /// `Parent` include `Parent`.
    pub passthrough_operands: fn(&OpView<'_>) -> Range<usize>,
}

impl RegionBranch {
    /// An op that runs its one region once, passing it nothing; its
    /// results are what the region's terminators forward
    /// (`scf.execute_region`).
    pub fn run_once() -> Self {
        Self {
            successors: |_, from| match from {
                RegionPoint::Parent => vec![RegionPoint::Region(0)],
                RegionPoint::Region(_) => vec![RegionPoint::Parent],
            },
            entry_operands: |_, _| 0..0,
            region_inputs: |_, _| 0..0,
            passthrough_operands: |_| 0..0,
        }
    }

    /// An op that runs one of its regions (its operands decide which),
    /// passing it nothing; its results are what that region's terminator
    /// forwards (`scf.index_switch`).
    pub fn one_of_its_regions() -> Self {
        Self {
            successors: |view, from| match from {
                RegionPoint::Parent => (0..view.regions().len()).map(RegionPoint::Region).collect(),
                RegionPoint::Region(_) => vec![RegionPoint::Parent],
            },
            entry_operands: |_, _| 0..0,
            region_inputs: |_, _| 0..0,
            passthrough_operands: |_| 0..0,
        }
    }
}

/// How many times a region may run each time its op runs (MLIR's
/// `InvocationBounds`): at least `lower`, at most `upper` (`None`: no
/// known bound).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct InvocationBounds {
    /// The fewest runs.
    pub lower: u32,
    /// The most runs, if bounded.
    pub upper: Option<u32>,
}

impl InvocationBounds {
    /// Nothing known (MLIR's `InvocationBounds::getUnknown`).
    pub const UNKNOWN: InvocationBounds = InvocationBounds {
        lower: 0,
        upper: None,
    };
    /// Zero or one run (a branch of `scf.if`).
    pub const AT_MOST_ONCE: InvocationBounds = InvocationBounds {
        lower: 0,
        upper: Some(1),
    };
}

/// The invocation bounds of each of an op's regions, given the constant
/// value of each operand where known (MLIR's
/// `RegionBranchOpInterface::getRegionInvocationBounds`). A region-branch op
/// without it has unknown bounds for every region, as MLIR's default.
pub struct RegionInvocationBounds(
    pub fn(&OpView<'_>, &[Option<crate::Attr>]) -> Vec<InvocationBounds>,
);

/// A terminator inside a region-branch op (`scf.yield`, `scf.condition`).
pub struct RegionBranchTerminator {
    /// The operands forwarded to `successor` (the parent's results or a
    /// region's inputs).
    pub forwarded: fn(&OpView<'_>, RegionPoint) -> Range<usize>,
}

/// Which successor an op takes when some of its operands are constants
/// (MLIR's `getSuccessorForOperands` / `getEntrySuccessorRegions`): for a
/// branch, the successor block's position; for a region op (`scf.if`), the
/// region's. `None` when the constants do not decide it.
pub struct ConstantSuccessor(pub fn(&OpView<'_>, &[Option<crate::Attr>]) -> Option<usize>);

/// Keeps a branch op's properties in step when operands it passes to its
/// successors are erased: beyond `operandSegmentSizes` (which the caller
/// updates), e.g. `cf.switch`'s `case_operand_segments`. Gets the current
/// properties and how many operands each successor lost, as
/// `(successor, count)` pairs (all of one rewrite at once), and returns
/// the new properties.
pub struct SuccessorOperandErased(pub ErasedOperandsFn);

/// Appends operands to what a branch op passes to some of its successors,
/// all in one rewrite of the op (operands and the properties that count
/// them). Without it, passes find how an op's operand groups grow by trial,
/// one successor at a time, each trial a pass over the op: fine for a
/// `cf.cond_br`, quadratic for a `cf.switch` of many cases.
pub struct SuccessorOperandsAppend(pub AppendOperandsFn);

/// The function of a [`SuccessorOperandsAppend`]: for each
/// `(successor, values)` pair (successors in any order, each once),
/// `values` go after what the op passes that successor.
pub type AppendOperandsFn =
    fn(&crate::Context, &mut crate::Body, crate::OpId, &[(usize, Vec<crate::ValueId>)]);

/// The function of a [`SuccessorOperandErased`]: the context, the current
/// properties and the `(successor, count)` pairs give the new properties.
pub type ErasedOperandsFn =
    fn(&crate::Context, Option<crate::Attr>, &[(usize, usize)]) -> Option<crate::Attr>;
