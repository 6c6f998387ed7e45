//! Interfaces of dialect types (MLIR's type interfaces), which a type
//! definition carries as an op definition carries op interfaces:
//! `Dialect::with_type_definition::<T>(|def| def.with_interface(...))`,
//! then `ctx.type_interface::<I>(ty)`.

/// Marks a dialect type that may be the element type of a `memref`
/// (MLIR's `MemRefElementTypeInterface`); builtin scalars, vectors,
/// complex numbers and memrefs always may.
#[derive(Copy, Clone, Debug, Default)]
pub struct MemRefElementType;
