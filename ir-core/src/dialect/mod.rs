//! What a dialect is and defines: its registration ([`registry`]: the
//! [`Dialect`](registry::Dialect) value, op definitions and traits, the
//! registry the context holds), and its types and attributes as Rust
//! values with typed parameters (MLIR's `TypeDef` / `AttrDef`, and
//! pliron's typed attributes), enumerations, and the walk over the types
//! and attributes nested in them. Op declarations and handles are in
//! [`crate::ods`].
//!
//! A definition (`type_def!`, `attr_def!`, or a hand-written
//! [`ParamsDef`]) is a plain struct. The context interns its value like a
//! builtin type ([`crate::TypeKind::Dialect`]): equal parameters, one id;
//! it is made with [`crate::Context::make_type`] (which runs its verifier)
//! and read back with [`crate::Context::type_as`]. Its syntax comes from a
//! declarative format over its parameters (`format.rs`); the parser reads
//! it in place, so nested types, aliases and locations work as anywhere.

pub(crate) mod definition;
mod flags;
mod format;
mod macros;
mod params;
pub mod registry;
mod storage;
mod subelements;
#[cfg(test)]
mod tests;

pub use definition::ParamsDefinition;
pub use flags::FlagSet;
pub(crate) use format::{punct_token, space_before_literal};
pub use format::{FormatCursor, ParamFormat, ParamParser, ParamPrinter};
pub use params::Param;
pub use storage::{AttrDef, DialectParams, ParamsDef, TypeDef};
pub use subelements::{SubElement, SubElementReplacer};
