//! The types and attributes held inside a type or attribute (MLIR's
//! `SubElementInterfaces`, now `AttrTypeWalker` / `AttrTypeReplacer`): one
//! walk for builtin and dialect kinds alike, in the order the printer
//! prints them, which the printer's aliases and type conversion both use.

use crate::context::attributes::{Attr, AttrKind, Location, NamedAttr};
use crate::context::types::{Type, TypeKind};
use crate::Context;

/// A type or attribute held by another.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SubElement {
    /// A held type.
    Type(Type),
    /// A held attribute.
    Attr(Attr),
}

/// What replaces the types and attributes held by a type or attribute.
pub trait SubElementReplacer {
    /// The replacement of `ty`.
    fn replace_type(&mut self, ty: Type) -> Type;
    /// The replacement of `attr`.
    fn replace_attr(&mut self, attr: Attr) -> Attr;
}

impl Context {
    /// Visits the types and attributes `ty` holds directly, in printing order.
    pub fn walk_type_subelements(&self, ty: Type, visit: &mut dyn FnMut(SubElement)) {
        let types = |visit: &mut dyn FnMut(SubElement), list: &[Type]| {
            list.iter().for_each(|&t| visit(SubElement::Type(t)))
        };
        let attrs = |visit: &mut dyn FnMut(SubElement), list: &[Option<Attr>]| {
            list.iter()
                .flatten()
                .for_each(|&a| visit(SubElement::Attr(a)))
        };
        match self.type_kind(ty) {
            TypeKind::Function { inputs, results } => {
                types(visit, inputs);
                types(visit, results);
            }
            TypeKind::MemRef {
                element,
                layout,
                memory_space,
                ..
            } => {
                types(visit, &[*element]);
                attrs(visit, &[*layout, *memory_space]);
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => {
                types(visit, &[*element]);
                attrs(visit, &[*memory_space]);
            }
            TypeKind::Tensor {
                element, encoding, ..
            } => {
                types(visit, &[*element]);
                attrs(visit, &[*encoding]);
            }
            TypeKind::UnrankedTensor { element }
            | TypeKind::Vector { element, .. }
            | TypeKind::Complex(element) => types(visit, &[*element]),
            TypeKind::Tuple(elements) => types(visit, elements),
            TypeKind::Dialect(params) => params.walk(visit),
            TypeKind::Integer { .. }
            | TypeKind::Index
            | TypeKind::Float(_)
            | TypeKind::None
            | TypeKind::Opaque { .. } => {}
        }
    }

    /// Visits the types and attributes `attr` holds directly, in printing order.
    pub fn walk_attr_subelements(&self, attr: Attr, visit: &mut dyn FnMut(SubElement)) {
        if self.is_file_location(attr) {
            return;
        }
        let attrs = |visit: &mut dyn FnMut(SubElement), list: &[Attr]| {
            list.iter().for_each(|&a| visit(SubElement::Attr(a)))
        };
        match self.attr_kind(attr) {
            AttrKind::Integer { ty, .. }
            | AttrKind::WideInteger { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::String { ty: Some(ty), .. }
            | AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::DenseArray { element: ty, .. }
            | AttrKind::Type(ty) => visit(SubElement::Type(*ty)),
            AttrKind::Array(items) => attrs(visit, items),
            AttrKind::Dictionary(entries) => entries
                .iter()
                .for_each(|e| visit(SubElement::Attr(e.value))),
            AttrKind::Location(location) => match location {
                Location::FileLineCol { file, .. } | Location::FileRange { file, .. } => {
                    attrs(visit, &[*file])
                }
                Location::Name { child, .. } => attrs(visit, child.as_slice()),
                Location::CallSite { callee, caller } => attrs(visit, &[*callee, *caller]),
                Location::Fused {
                    locations,
                    metadata,
                } => {
                    attrs(visit, metadata.as_slice());
                    attrs(visit, locations);
                }
                Location::Unknown => {}
            },
            AttrKind::Dialect(params) => params.walk(visit),
            AttrKind::String { ty: None, .. }
            | AttrKind::Strided { .. }
            | AttrKind::AffineMap(_)
            | AttrKind::IntegerSet(_)
            | AttrKind::Unit
            | AttrKind::SymbolRef { .. }
            | AttrKind::Opaque { .. } => {}
        }
    }

    /// `ty` with every type and attribute it holds directly replaced by
    /// `replacer` (the same id when nothing changes).
    pub fn replace_type_subelements(
        &self,
        ty: Type,
        replacer: &mut dyn SubElementReplacer,
    ) -> Type {
        let mut types = |list: &[Type]| -> Vec<Type> {
            list.iter().map(|&t| replacer.replace_type(t)).collect()
        };
        let kind = match self.type_kind(ty) {
            TypeKind::Function { inputs, results } => TypeKind::Function {
                inputs: types(inputs),
                results: types(results),
            },
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => TypeKind::MemRef {
                shape: shape.clone(),
                element: replacer.replace_type(*element),
                layout: layout.map(|a| replacer.replace_attr(a)),
                memory_space: memory_space.map(|a| replacer.replace_attr(a)),
            },
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => TypeKind::UnrankedMemRef {
                element: replacer.replace_type(*element),
                memory_space: memory_space.map(|a| replacer.replace_attr(a)),
            },
            TypeKind::Tensor {
                shape,
                element,
                encoding,
            } => TypeKind::Tensor {
                shape: shape.clone(),
                element: replacer.replace_type(*element),
                encoding: encoding.map(|a| replacer.replace_attr(a)),
            },
            TypeKind::UnrankedTensor { element } => TypeKind::UnrankedTensor {
                element: replacer.replace_type(*element),
            },
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => TypeKind::Vector {
                shape: shape.clone(),
                scalable: scalable.clone(),
                element: replacer.replace_type(*element),
            },
            TypeKind::Complex(element) => TypeKind::Complex(replacer.replace_type(*element)),
            TypeKind::Tuple(elements) => TypeKind::Tuple(types(elements)),
            TypeKind::Dialect(params) => TypeKind::Dialect(params.replace(replacer)),
            TypeKind::Integer { .. }
            | TypeKind::Index
            | TypeKind::Float(_)
            | TypeKind::None
            | TypeKind::Opaque { .. } => return ty,
        };
        self.intern_type(kind)
    }

    /// `attr` with every type and attribute it holds directly replaced by
    /// `replacer` (the same id when nothing changes). Locations are kept.
    pub fn replace_attr_subelements(
        &self,
        attr: Attr,
        replacer: &mut dyn SubElementReplacer,
    ) -> Attr {
        if self.is_location(attr) {
            return attr;
        }
        let kind = match self.attr_kind(attr) {
            AttrKind::Type(ty) => AttrKind::Type(replacer.replace_type(*ty)),
            AttrKind::Array(items) => {
                AttrKind::Array(items.iter().map(|&a| replacer.replace_attr(a)).collect())
            }
            AttrKind::Dictionary(entries) => AttrKind::Dictionary(
                entries
                    .iter()
                    .map(|e| NamedAttr {
                        name: e.name.clone(),
                        value: replacer.replace_attr(e.value),
                    })
                    .collect(),
            ),
            AttrKind::Dialect(params) => AttrKind::Dialect(params.replace(replacer)),
            // The type of a number or of elements decides how its value
            // is stored; it is not replaced on its own.
            _ => return attr,
        };
        self.intern_attr(kind)
    }

    /// `ty` with every type anywhere inside it (itself included) for which
    /// `map` gives a replacement replaced, innermost first (MLIR's
    /// `AttrTypeReplacer`). Recursion is bounded by the nesting of types,
    /// which the parser limits.
    pub fn replace_types_deep(&self, ty: Type, map: &mut dyn FnMut(Type) -> Option<Type>) -> Type {
        struct Deep<'c, 'm> {
            ctx: &'c Context,
            map: &'m mut dyn FnMut(Type) -> Option<Type>,
        }
        impl SubElementReplacer for Deep<'_, '_> {
            fn replace_type(&mut self, ty: Type) -> Type {
                if let Some(replaced) = (self.map)(ty) {
                    return replaced;
                }
                self.ctx.replace_type_subelements(ty, self)
            }
            fn replace_attr(&mut self, attr: Attr) -> Attr {
                self.ctx.replace_attr_subelements(attr, self)
            }
        }
        Deep { ctx: self, map }.replace_type(ty)
    }
}
