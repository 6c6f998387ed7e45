//! Affine expressions, affine maps and integer sets: the values of MLIR's
//! builtin `AffineMapAttr` (`affine_map<...>`) and `IntegerSetAttr`
//! (`affine_set<...>`), following MLIR's LangRef ("Affine Dialect":
//! affine expressions, maps and integer sets) and the builtin dialect's
//! attribute documentation.
//!
//! An expression is a tree of dimensions `d0, d1, ...`, symbols
//! `s0, s1, ...`, 64-bit constants and the binary operations `+`, `*`,
//! `floordiv`, `ceildiv` and `mod` (`a - b` is `a + b * -1`, `-a` is
//! `a * -1`). As in MLIR, an expression is simplified when it is built
//! ([`AffineBuilder`], rules in `simplify.rs`), so two spellings of the
//! same map build the same value and intern as one attribute.
//!
//! Storage: the expressions of one map or set live in one flat vector of
//! nodes ([`AffineExprs`]), children before parents, each subexpression
//! once; nodes name their operands by index ([`ExprId`]). Nothing here
//! recurses along an expression, so a chain of a million terms is as safe
//! to build, compare, hash, drop and print as a short one.

mod builder;
mod expr;
mod map;
mod simplify;
#[cfg(test)]
mod tests;

pub use builder::AffineBuilder;
pub use expr::{AffineBinaryOp, AffineExpr, ExprId};
pub use map::{AffineExprs, AffineMap, Constraint, IntegerSet};
