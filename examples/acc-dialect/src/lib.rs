//! `acc`: a small dialect of accumulator cells, defined outside the
//! framework's crates with nothing but their public API — to show (and
//! test) that a downstream dialect gets the same treatment as ours:
//!
//! - a type, `!acc.cell<i32>` (a mutable cell holding an integer), and an
//!   attribute, `#acc.factor<3>`, declared as Rust values with their
//!   syntax and verifiers (`types.rs`);
//! - ops with custom syntax from declarative formats, verifiers, a
//!   folder, memory effects and interpreter semantics (`ops.rs`,
//!   `semantics.rs`):
//!
//! ```mlir
//! %cell = acc.cell : !acc.cell<i32>
//! acc.add %cell, %x : !acc.cell<i32>
//! %v = acc.get %cell : !acc.cell<i32>
//! %y = acc.scale %v by #acc.factor<3> : i32
//! ```
//!
//! `convert-acc-to-memref` ([`to_memref`]) lowers the cells to memrefs on
//! the framework's conversion API.
//!
//! `acc-opt` and `acc-run` are `ir-opt` and `ir-run` with the dialect (and
//! its lowering) added.

mod ops;
mod semantics;
pub mod to_memref;
mod types;

pub use types::{CellType, FactorAttr};

use ir_core::Dialect;

/// The `acc` dialect.
pub fn dialect() -> Dialect {
    Dialect::new(
        "acc",
        vec![ops::cell(), ops::add(), ops::get(), ops::scale()],
    )
    .with_type::<CellType>()
    .with_attr::<FactorAttr>()
    .with_constant_materializer(ops::materialize_constant)
}
