//! What the registry keeps of a registered dialect type or attribute:
//! its name, how to parse it from the text after its mnemonic, and the
//! interfaces it implements.

use super::format::ParamParser;
use super::storage::{DialectParams, ParamsDef};
use crate::diagnostics::Diagnostic;
use crate::interfaces::InterfaceMap;
use crate::Context;
use std::any::TypeId;

/// Parses a definition's parameters and checks them.
type ParseParamsFn = fn(&mut ParamParser<'_, '_, '_>) -> Result<DialectParams, Diagnostic>;

/// A registered dialect type or attribute definition.
pub struct ParamsDefinition {
    /// The dialect namespace.
    pub dialect: &'static str,
    /// The mnemonic.
    pub mnemonic: &'static str,
    /// The Rust type of its values.
    pub(crate) type_id: TypeId,
    pub(crate) parse: ParseParamsFn,
    /// Interfaces its values implement (as an op's, by Rust type).
    pub interfaces: InterfaceMap,
}

impl ParamsDefinition {
    /// The definition of `T`.
    pub(crate) fn of<T: ParamsDef>() -> Self {
        Self {
            dialect: T::DIALECT,
            mnemonic: T::MNEMONIC,
            type_id: TypeId::of::<T>(),
            parse: parse_checked::<T>,
            interfaces: InterfaceMap::default(),
        }
    }
}

impl ParamsDefinition {
    /// Adds the implementation of an interface (any `'static` type).
    pub fn with_interface<I: std::any::Any + Send + Sync>(mut self, implementation: I) -> Self {
        self.interfaces.insert(implementation);
        self
    }
}

/// Parses a `T` and runs its verifier, located where it starts.
fn parse_checked<T: ParamsDef>(
    p: &mut ParamParser<'_, '_, '_>,
) -> Result<DialectParams, Diagnostic> {
    let start = p.offset();
    let value = T::parse(p)?;
    verify(p.ctx(), &value).map_err(|message| p.error_at(start, message))?;
    Ok(DialectParams::new(value))
}

/// The checks a value of `T` passes before it is interned.
pub(crate) fn verify<T: ParamsDef>(ctx: &Context, value: &T) -> Result<(), String> {
    T::check()?;
    value.verify(ctx)
}
