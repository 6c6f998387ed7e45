//! `bench-gen`: deterministic generator of MLIR benchmark inputs in generic
//! op form, using only registered upstream ops (`builtin`, `func`, `arith`,
//! `cf`, `memref`), so `mlir-opt` accepts them without
//! `-allow-unregistered-dialect`.
//!
//! Output is valid SSA (every use dominated by its definition, every block
//! terminated), has exactly the requested op count, and is numbered the way
//! `mlir-opt --mlir-print-op-generic` prints it.

#![warn(missing_docs)]

pub mod builder;
pub mod ctx;
pub mod ir;
pub mod labels;
pub mod module;
pub mod ops;
pub mod rng;
pub mod scope;
pub mod shapes;

pub use module::{generate, generate_string, Config};
pub use shapes::Shape;
