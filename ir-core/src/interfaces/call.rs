//! [`CallOp`] and [`Callable`]: calls and the functions they reach.

use crate::context::attributes::Attr;
use crate::context::types::Type;
use crate::ir::{OpView, RegionId, ValueId};
use std::ops::Range;

/// What a call calls.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Callee {
    /// A symbol (`@f`), as a symbol-reference attribute.
    Symbol(Attr),
    /// A function value (`func.call_indirect`).
    Value(ValueId),
}

/// A call (MLIR's `CallOpInterface`).
pub struct CallOp {
    /// The callee.
    pub callee: fn(&OpView<'_>) -> Option<Callee>,
    /// The operands passed as arguments.
    pub arguments: fn(&OpView<'_>) -> Range<usize>,
}

/// A function's argument and result types.
pub type Signature = (Vec<Type>, Vec<Type>);

/// A function (MLIR's `CallableOpInterface`).
pub struct Callable {
    /// The body region, `None` for a declaration.
    pub body: fn(&OpView<'_>) -> Option<RegionId>,
    /// Argument and result types.
    pub signature: fn(&OpView<'_>) -> Option<Signature>,
}
