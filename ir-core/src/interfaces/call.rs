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

/// Erasing arguments and results from a function's signature (the
/// attribute side of MLIR's `FunctionOpInterface::eraseArguments` and
/// `eraseResults`): given the body holding the function op, the op, and
/// which arguments and which results go (`true`: erased), updates the
/// op's function type and per-argument and per-result attributes. The
/// entry block's arguments and the returned values are the caller's to
/// remove.
pub struct SignatureEraser(pub EraseSignatureFn);

/// The function of a [`SignatureEraser`].
pub type EraseSignatureFn = fn(&crate::Context, &mut crate::Body, crate::OpId, &[bool], &[bool]);
