//! One node of an affine expression (MLIR's `AffineExpr` kinds) and the
//! index that names a node among the nodes of its map or set.

/// The index of an expression among the nodes of its [`AffineExprs`](super::AffineExprs)
/// or [`AffineBuilder`](super::AffineBuilder).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct ExprId(pub(crate) u32);

impl ExprId {
    /// The position of the node in its vector.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A binary operation of affine expressions, as MLIR's `AffineExprKind`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineBinaryOp {
    /// `lhs + rhs`.
    Add,
    /// `lhs * rhs`: one side constant or symbolic.
    Mul,
    /// `lhs floordiv rhs`: the right side constant or symbolic.
    FloorDiv,
    /// `lhs ceildiv rhs`: the right side constant or symbolic.
    CeilDiv,
    /// `lhs mod rhs`: the right side constant or symbolic.
    Mod,
}

impl AffineBinaryOp {
    /// The keyword or sign the text format spells the operation with.
    pub fn spelling(self) -> &'static str {
        match self {
            AffineBinaryOp::Add => "+",
            AffineBinaryOp::Mul => "*",
            AffineBinaryOp::FloorDiv => "floordiv",
            AffineBinaryOp::CeilDiv => "ceildiv",
            AffineBinaryOp::Mod => "mod",
        }
    }
}

/// One node: a leaf, or an operation on two earlier nodes.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExpr {
    /// The dimension `d{0}`.
    Dim(u32),
    /// The symbol `s{0}`.
    Symbol(u32),
    /// An integer constant.
    Constant(i64),
    /// `lhs op rhs`.
    Binary {
        /// The operation.
        op: AffineBinaryOp,
        /// The left operand.
        lhs: ExprId,
        /// The right operand.
        rhs: ExprId,
    },
}

impl AffineExpr {
    /// The value of a constant node.
    pub fn as_constant(self) -> Option<i64> {
        match self {
            AffineExpr::Constant(value) => Some(value),
            _ => None,
        }
    }

    /// The operands of an `op` node.
    pub fn as_binary(self, op: AffineBinaryOp) -> Option<(ExprId, ExprId)> {
        match self {
            AffineExpr::Binary { op: o, lhs, rhs } if o == op => Some((lhs, rhs)),
            _ => None,
        }
    }
}
