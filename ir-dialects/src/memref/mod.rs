//! The `memref` dialect: `memref.alloc`, `memref.alloca`,
//! `memref.dealloc`, `memref.load`, `memref.store` and `memref.cast`, with
//! MLIR's custom syntax, verifiers, memory effects, the interfaces
//! mem2reg promotes single-element `alloca`s with, the erasure of
//! allocations nothing reads, and memref operands seen through casts.

mod access;
mod alloc;
mod cast;
mod cast_operands;
mod interp;
mod layout;
mod patterns;

#[cfg(test)]
mod tests;

pub use access::{LoadOp, StoreOp};
pub use alloc::{AllocOp, AllocaOp, DeallocOp};
pub use cast::CastOp;

use ir_core::interfaces::Canonicalize;
use ir_core::{Attr, Context, Dialect, Type, TypeKind};

/// The `memref` dialect.
pub fn dialect() -> Dialect {
    Dialect::new(
        "memref",
        vec![
            alloc::alloc()
                .with_interface(interp::allocation())
                .with_interface(Canonicalize(patterns::allocation)),
            alloc::alloca()
                .with_interface(interp::allocation())
                .with_interface(Canonicalize(patterns::allocation)),
            alloc::dealloc()
                .with_interface(interp::dealloc())
                .with_interface(Canonicalize(cast_operands::through_cast)),
            access::load()
                .with_interface(interp::load())
                .with_interface(Canonicalize(cast_operands::through_cast)),
            access::store()
                .with_interface(interp::store())
                .with_interface(Canonicalize(cast_operands::through_cast)),
            cast::cast()
                .with_interface(interp::cast())
                .with_interface(Canonicalize(cast_operands::through_cast)),
        ],
    )
    .with_interface(ir_core::interfaces::DialectInliner::ALWAYS)
}

/// The parts of a ranked memref type.
pub(crate) struct MemRefParts<'a> {
    /// Dimension sizes ([`ir_core::context::types::DYNAMIC`] for `?`).
    pub(crate) shape: &'a [i64],
    /// Element type.
    pub(crate) element: Type,
    /// Layout attribute (`None` for the identity).
    pub(crate) layout: Option<Attr>,
    /// Memory space attribute.
    pub(crate) memory_space: Option<Attr>,
}

/// The parts of `ty` if it is a ranked memref.
pub(crate) fn memref_parts(ctx: &Context, ty: Type) -> Option<MemRefParts<'_>> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => Some(MemRefParts {
            shape,
            element: *element,
            layout: *layout,
            memory_space: *memory_space,
        }),
        _ => None,
    }
}
