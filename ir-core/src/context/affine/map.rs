//! Affine maps and integer sets (MLIR's `AffineMap` and `IntegerSet`): the
//! expressions they are made of, over their dimensions and symbols.

use super::expr::{AffineExpr, ExprId};

/// The nodes of the expressions of one map or set, over `num_dims`
/// dimensions and `num_symbols` symbols: children before parents, each
/// subexpression once, in the order a walk of the roots first meets them
/// (so equal maps hold equal vectors, and compare and hash as such).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineExprs {
    pub(super) num_dims: u32,
    pub(super) num_symbols: u32,
    pub(super) nodes: Box<[AffineExpr]>,
}

impl AffineExprs {
    /// How many dimensions (`d0, ...`) the expressions range over.
    pub fn num_dims(&self) -> usize {
        self.num_dims as usize
    }

    /// How many symbols (`s0, ...`) the expressions range over.
    pub fn num_symbols(&self) -> usize {
        self.num_symbols as usize
    }

    /// The node `id` names.
    pub fn node(&self, id: ExprId) -> AffineExpr {
        self.nodes[id.index()]
    }
}

/// `affine_map<(d0, ...)[s0, ...] -> (e0, ...)>`: a list of results.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    pub(super) exprs: AffineExprs,
    pub(super) results: Box<[ExprId]>,
}

impl AffineMap {
    /// The expressions and what they range over.
    pub fn exprs(&self) -> &AffineExprs {
        &self.exprs
    }

    /// The result expressions, in order.
    pub fn results(&self) -> &[ExprId] {
        &self.results
    }

    /// How many dimensions the map takes.
    pub fn num_dims(&self) -> usize {
        self.exprs.num_dims()
    }

    /// How many symbols the map takes.
    pub fn num_symbols(&self) -> usize {
        self.exprs.num_symbols()
    }

    /// Whether result `i` is `d{i}` for every dimension, and there are as
    /// many results as dimensions (symbols may be bound and unused), as
    /// MLIR's `AffineMap::isIdentity`.
    pub fn is_identity(&self) -> bool {
        self.results.len() == self.num_dims()
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, &result)| self.exprs.node(result) == AffineExpr::Dim(i as u32))
    }
}

/// One constraint of an integer set: `expr == 0` or `expr >= 0`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Constraint {
    /// The constrained expression.
    pub expr: ExprId,
    /// `== 0` rather than `>= 0`.
    pub is_eq: bool,
}

/// `affine_set<(d0, ...)[s0, ...] : (c0, ...)>`: a conjunction of constraints.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    pub(super) exprs: AffineExprs,
    pub(super) constraints: Box<[Constraint]>,
}

impl IntegerSet {
    /// The expressions and what they range over.
    pub fn exprs(&self) -> &AffineExprs {
        &self.exprs
    }

    /// The constraints, in order (at least one: an empty list is read as `0 == 0`).
    pub fn constraints(&self) -> &[Constraint] {
        &self.constraints
    }
}
