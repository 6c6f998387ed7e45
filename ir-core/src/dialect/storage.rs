//! How the context stores a dialect type or attribute: the Rust value of
//! its definition behind a trait object that can be hashed, compared and
//! printed without knowing its type (MLIR's `TypeStorage` /
//! `AttributeStorage`, uniqued by their parameters).

use super::format::{ParamParser, ParamPrinter};
use super::subelements::{SubElement, SubElementReplacer};
use crate::diagnostics::Diagnostic;
use std::any::Any;
use std::fmt::Debug;
use std::hash::{Hash, Hasher};

/// A dialect type or attribute defined as a Rust value: its parameters
/// are the value's fields. `type_def!` and `attr_def!` implement it from
/// a declaration; a hand-written implementation is the escape hatch for
/// syntax no declarative format describes.
pub trait ParamsDef: Clone + Eq + Hash + Debug + Send + Sync + 'static {
    /// The dialect namespace (`acc`).
    const DIALECT: &'static str;
    /// The name after the namespace (`cell` in `!acc.cell<i32>`).
    const MNEMONIC: &'static str;

    /// Checks the definition itself (its format against its parameters):
    /// run when the dialect is registered and before a value is made, so
    /// a mistake in a definition is reported there, never at a print.
    fn check() -> Result<(), String> {
        Ok(())
    }

    /// Parses what follows the mnemonic.
    fn parse(p: &mut ParamParser<'_, '_, '_>) -> Result<Self, Diagnostic>;

    /// Prints what follows the mnemonic.
    fn print(&self, p: &mut ParamPrinter<'_>);

    /// Checks the parameters when the value is built (MLIR's `verify`).
    fn verify(&self, _ctx: &crate::Context) -> Result<(), String> {
        Ok(())
    }

    /// Visits the types and attributes held, in printing order.
    fn walk(&self, visit: &mut dyn FnMut(SubElement));

    /// The value with each held type and attribute replaced.
    fn replace(&self, replacer: &mut dyn SubElementReplacer) -> Self;
}

/// A dialect type definition (`!dialect.mnemonic<...>`).
pub trait TypeDef: ParamsDef {}

/// A dialect attribute definition (`#dialect.mnemonic<...>`).
pub trait AttrDef: ParamsDef {}

/// [`ParamsDef`] with its type erased, as the context stores it.
pub(crate) trait DynParams: Send + Sync + Debug {
    fn as_any(&self) -> &dyn Any;
    fn dyn_eq(&self, other: &dyn DynParams) -> bool;
    fn dyn_hash(&self, state: &mut dyn Hasher);
    fn dyn_clone(&self) -> Box<dyn DynParams>;
    fn dialect(&self) -> &'static str;
    fn mnemonic(&self) -> &'static str;
    fn print(&self, p: &mut ParamPrinter<'_>);
    fn walk(&self, visit: &mut dyn FnMut(SubElement));
    fn replace(&self, replacer: &mut dyn SubElementReplacer) -> Box<dyn DynParams>;
}

impl<T: ParamsDef> DynParams for T {
    fn as_any(&self) -> &dyn Any {
        self
    }

    fn dyn_eq(&self, other: &dyn DynParams) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }

    fn dyn_hash(&self, mut state: &mut dyn Hasher) {
        std::any::TypeId::of::<T>().hash(&mut state);
        self.hash(&mut state);
    }

    fn dyn_clone(&self) -> Box<dyn DynParams> {
        Box::new(self.clone())
    }

    fn dialect(&self) -> &'static str {
        T::DIALECT
    }

    fn mnemonic(&self) -> &'static str {
        T::MNEMONIC
    }

    fn print(&self, p: &mut ParamPrinter<'_>) {
        ParamsDef::print(self, p)
    }

    fn walk(&self, visit: &mut dyn FnMut(SubElement)) {
        ParamsDef::walk(self, visit)
    }

    fn replace(&self, replacer: &mut dyn SubElementReplacer) -> Box<dyn DynParams> {
        Box::new(ParamsDef::replace(self, replacer))
    }
}

/// A dialect type's or attribute's value, as [`crate::TypeKind::Dialect`]
/// and [`crate::AttrKind::Dialect`] hold it. Equal when the definitions
/// and all parameters are.
pub struct DialectParams(pub(crate) Box<dyn DynParams>);

impl DialectParams {
    /// Wraps a definition's value.
    pub(crate) fn new<T: ParamsDef>(value: T) -> Self {
        DialectParams(Box::new(value))
    }

    /// The value, if it is a `T`.
    pub fn downcast<T: ParamsDef>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref::<T>()
    }

    /// The Rust type of the value.
    pub(crate) fn value_type_id(&self) -> std::any::TypeId {
        self.0.as_any().type_id()
    }

    /// Whether the value is a `T`.
    pub fn is<T: ParamsDef>(&self) -> bool {
        self.0.as_any().is::<T>()
    }

    /// The dialect namespace.
    pub fn dialect(&self) -> &'static str {
        self.0.dialect()
    }

    /// The mnemonic.
    pub fn mnemonic(&self) -> &'static str {
        self.0.mnemonic()
    }

    /// Prints what follows the mnemonic.
    pub(crate) fn print(&self, p: &mut ParamPrinter<'_>) {
        self.0.print(p)
    }

    /// Visits the types and attributes held, in printing order.
    pub fn walk(&self, visit: &mut dyn FnMut(SubElement)) {
        self.0.walk(visit)
    }

    /// The value with each held type and attribute replaced.
    pub fn replace(&self, replacer: &mut dyn SubElementReplacer) -> DialectParams {
        DialectParams(self.0.replace(replacer))
    }
}

impl Clone for DialectParams {
    fn clone(&self) -> Self {
        DialectParams(self.0.dyn_clone())
    }
}

impl PartialEq for DialectParams {
    fn eq(&self, other: &Self) -> bool {
        self.0.dyn_eq(&*other.0)
    }
}

impl Eq for DialectParams {}

impl Hash for DialectParams {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.dyn_hash(state)
    }
}

impl Debug for DialectParams {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}
