//! The dialects shipped with the framework, and [`register_all`] to add them
//! to a context.
//!
//! Each dialect is a [`ir_core::Dialect`] value built by its module's
//! `dialect()` function; downstream crates build theirs the same way.

pub mod arith;
pub mod builtin;
pub mod cf;
pub mod func;
mod helpers;
mod interp_util;
pub mod memref;
pub mod scf;
pub mod symbols;
pub mod test;
#[cfg(test)]
mod test_support;
pub mod ub;
pub mod var;

use ir_core::Context;

/// Registers every dialect of this crate.
pub fn register_all(ctx: &mut Context) {
    ctx.register_dialect(builtin::dialect());
    ctx.register_dialect(arith::dialect());
    ctx.register_dialect(func::dialect());
    ctx.register_dialect(cf::dialect());
    ctx.register_dialect(test::dialect());
    ctx.register_dialect(ub::dialect());
    ctx.register_dialect(memref::dialect());
    ctx.register_dialect(scf::dialect());
    ctx.register_dialect(var::dialect());
}
