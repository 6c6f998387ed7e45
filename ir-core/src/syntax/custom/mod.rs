//! The API custom op syntax is written against: [`OpParser`] for dialect
//! parse hooks and [`OpPrinter`] for print hooks (the declarative assembly
//! formats are interpreted on top of the same API).
//!
//! Regions are never parsed inside a hook: [`OpParser::parse_region`] only
//! records where the region is and skips it, and the op driver parses it
//! afterwards with its explicit stack. So custom syntax nests as deeply as
//! the generic form, without recursion. Operands and successors named by a
//! hook are likewise resolved by the driver once the op is complete.

mod parser;
mod printer;

pub use parser::OpParser;
pub use printer::{OpPrinter, RegionPrint};

use crate::context::attributes::Attr;
use crate::context::types::Type;
use crate::ir::StateTypes;
use crate::syntax::parser::OperandRef;
use smallvec::SmallVec;

/// An operand written in custom syntax (`%x`, `%x#1`), resolved against
/// its type with [`OpParser::resolve_operands`].
#[derive(Copy, Clone, Debug)]
pub struct UnresolvedOperand<'src> {
    pub(crate) reference: OperandRef<'src>,
}

impl UnresolvedOperand<'_> {
    /// Byte offset of the operand in the source (for diagnostics).
    pub fn offset(&self) -> usize {
        self.reference.offset
    }
}

/// An argument of a region's entry block declared in the op's own syntax
/// (`%arg0: i32` in `func.func`, `%iv` in `scf.for`).
#[derive(Copy, Clone, Debug)]
pub struct RegionArgument<'src> {
    pub(crate) name: &'src str,
    pub(crate) offset: usize,
    /// The argument's type (set by the hook when the syntax gives it elsewhere).
    pub ty: Option<Type>,
    /// An explicit `loc(...)` after the argument.
    pub loc: Option<Attr>,
}

/// A region recorded by a hook: where its `{` is and the entry-block
/// arguments the op's syntax declared for it.
#[derive(Clone, Debug, Default)]
pub(crate) struct PendingRegion<'src> {
    /// `None` for a region the text left out (it stays empty).
    pub(crate) offset: Option<usize>,
    pub(crate) arguments: Option<Vec<RegionArgument<'src>>>,
}

/// What a parse hook produces, besides what it read from the cursor.
#[derive(Default)]
pub struct CustomOpState<'src> {
    /// Discardable attributes (a dictionary).
    pub attrs: Option<Attr>,
    /// Properties (a dictionary).
    pub properties: Option<Attr>,
    /// Result types.
    pub result_types: StateTypes,
    /// Give each region that was written empty (`{}`) one empty block.
    pub ensure_block: bool,
    pub(crate) operands: SmallVec<[(OperandRef<'src>, Type); 4]>,
    pub(crate) successors: Vec<(&'src str, usize)>,
    pub(crate) regions: Vec<PendingRegion<'src>>,
}
