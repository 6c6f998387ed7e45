//! The core of an MLIR-style IR framework: the context (interned types and
//! attributes, dialect registry), IR storage and mutation, the text parser
//! and printer, the verifier, dominance, and diagnostics.
//!
//! See `ARCHITECTURE.md` at the repository root for how the pieces fit.

pub mod context;
pub mod conversion;
pub mod diagnostics;
pub mod dialect;
pub mod graph;
pub mod interfaces;
pub mod interp;
pub mod ir;
pub mod ods;
pub mod pass;
pub mod symbols;
pub mod syntax;
pub mod verifier;

pub use context::affine::{AffineMap, IntegerSet};
pub use context::attributes::{Attr, AttrKind, Location, NamedAttr};
pub use context::types::{FloatKind, Signedness, Type, TypeKind};
pub use context::{Context, Dialect, OpDefinition, OpName, OpTraits};
pub use diagnostics::{Diagnostic, Severity};
pub use ir::{BlockId, Body, OpId, OpView, OwnedOp, RegionId, ValueId};
/// The `smallvec` crate, whose vectors [`ir::OperationState`] holds: a
/// downstream crate builds them (`ir_core::smallvec::smallvec![...]`)
/// without depending on it.
pub use num_bigint;
pub use smallvec;
