//! Making and reading dialect types and attributes (see [`crate::dialect`]).

use super::attributes::{Attr, AttrKind};
use super::types::{Type, TypeKind};
use super::Context;
use crate::dialect::{AttrDef, DialectParams, TypeDef};

impl Context {
    /// Interns the dialect type `value` after its verifier passed; the
    /// error says why the parameters are not a valid type.
    pub fn make_type<T: TypeDef>(&self, value: T) -> Result<Type, String> {
        crate::dialect::definition::verify(self, &value)?;
        Ok(self.intern_type(TypeKind::Dialect(DialectParams::new(value))))
    }

    /// Interns the dialect attribute `value` after its verifier passed.
    pub fn make_attr<T: AttrDef>(&self, value: T) -> Result<Attr, String> {
        crate::dialect::definition::verify(self, &value)?;
        Ok(self.intern_attr(AttrKind::Dialect(DialectParams::new(value))))
    }

    /// The value of `ty` if it is a `T`.
    pub fn type_as<T: TypeDef>(&self, ty: Type) -> Option<&T> {
        match self.type_kind(ty) {
            TypeKind::Dialect(params) => params.downcast(),
            _ => None,
        }
    }

    /// The value of `attr` if it is a `T`.
    pub fn attr_as<T: AttrDef>(&self, attr: Attr) -> Option<&T> {
        if self.is_file_location(attr) {
            return None;
        }
        match self.attr_kind(attr) {
            AttrKind::Dialect(params) => params.downcast(),
            _ => None,
        }
    }

    /// Interface `I` of a dialect type, if its definition implements it.
    pub fn type_interface<I: std::any::Any>(&self, ty: Type) -> Option<&I> {
        match self.type_kind(ty) {
            TypeKind::Dialect(params) => self.registry.params_interface(params),
            _ => None,
        }
    }

    /// Interface `I` of a dialect attribute, if its definition implements it.
    pub fn attr_interface<I: std::any::Any>(&self, attr: Attr) -> Option<&I> {
        if self.is_file_location(attr) {
            return None;
        }
        match self.attr_kind(attr) {
            AttrKind::Dialect(params) => self.registry.params_interface(params),
            _ => None,
        }
    }
}
