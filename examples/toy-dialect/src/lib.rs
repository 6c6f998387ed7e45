//! `toy`: a small dialect to copy when starting one, defined outside the
//! framework's crates with nothing but their public API:
//!
//! - a type holding other types, `!toy.struct<i32, f64>`, and an
//!   attribute holding an enumeration, `#toy.predicate<lt>`, declared as
//!   Rust values with their syntax and verifiers (`types.rs`);
//! - pure ops with custom syntax from declarative formats, verifiers and
//!   folders (`ops.rs`), and a canonicalization pattern (`patterns.rs`),
//!   all written against the ops' typed handles:
//!
//! ```mlir
//! %s = toy.struct_new %a, %b : !toy.struct<i32, f64>
//! %x = toy.struct_get %s[0] : !toy.struct<i32, f64>
//! %lt = toy.cmp <lt>, %x, %y : i32
//! ```
//!
//! `toy-opt` is `ir-opt` with the dialect added.

mod ops;
mod patterns;
mod types;

pub use ops::{CmpOp, StructGetOp, StructNewOp};
pub use types::{Predicate, PredicateAttr, StructType};

use ir_core::Dialect;

/// The `toy` dialect.
pub fn dialect() -> Dialect {
    Dialect::new(
        "toy",
        vec![ops::struct_new(), ops::struct_get(), ops::cmp()],
    )
    .with_type::<StructType>()
    .with_attr::<PredicateAttr>()
    .with_constant_materializer(|builder, value, ty, loc| {
        // Folded constants are `arith.constant`s.
        builder.ctx.constant_materializer("arith")?(builder, value, ty, loc)
    })
}
