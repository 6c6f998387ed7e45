//! Dialect conversion, after MLIR's DialectConversion document: a
//! [`ConversionTarget`] says which ops must be legal, a [`TypeConverter`]
//! how types map and how converted and unconverted values meet
//! (`builtin.unrealized_conversion_cast`), [`ConversionPattern`]s rewrite
//! illegal ops seeing their operands converted ([`OpAdaptor`]), block
//! signatures convert with [`SignatureConversion`], and the one-shot
//! driver ([`apply_partial_conversion`], [`apply_full_conversion`])
//! applies them in time linear in the IR converted. [`reconcile_casts`]
//! is what the `reconcile-unrealized-casts` pass runs.
//!
//! The core reaches dialects only through interfaces and typed handles:
//! `func.func` signatures, calls and returns are converted by patterns the
//! `func` dialect builds from [`signature`] and [`ConvertTypesPattern`].

mod cast;
mod driver;
mod generic;
mod legalize;
mod levels;
mod op_list;
mod pattern;
mod reconcile;
mod rewriter;
mod rules;
pub mod signature;
mod target;
#[cfg(test)]
mod tests;
mod type_converter;

pub use cast::{create_cast, UnrealizedConversionCastOp};
pub use driver::{
    apply_full_conversion, apply_partial_conversion, Conversion, ConversionMode, ConversionStats,
};
pub use generic::{types_legal, ConvertTypesPattern};
pub use pattern::{
    ConversionPattern, ConversionPatternSet, FnPattern, OpAdaptor, RemappedValues, RewriteFn,
};
pub use reconcile::{casts_in, reconcile_casts, ReconcileStats};
pub use rewriter::ConversionRewriter;
pub use signature::SignatureConversion;
pub use target::{ConversionTarget, Legality, LegalityPredicate, OpStatus};
pub use type_converter::{
    ConversionRule, ConvertedTypes, MaterializationHook, MaterializationKind, RuleResult,
    TypeConverter,
};
