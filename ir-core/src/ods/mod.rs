//! Declarative op definitions (MLIR's ODS, as data): an [`OpSpec`] names an
//! op's operands, results, attributes, regions and successors with their
//! constraints, and optionally a declarative assembly format. From it come
//! the op's verification (`verify.rs`), its custom parser and printer
//! (`format/`), and the split between properties (inherent attributes) and
//! discardable attributes that the generic form shows.

mod attr_type;
mod constraints;
pub mod format;
mod handle;
mod macros;
pub mod op_attrs;
mod properties;
mod verify;

pub use attr_type::AttrType;
pub use constraints::TypeConstraint;
pub use handle::{group_index, Op, OpShape, StateBuilder};
pub use op_attrs::OpAttr;
pub(crate) use verify::{check_spec, value_types, verify_spec};

use crate::context::attributes::Attr;
use crate::context::types::Type;
use crate::context::Context;

/// How many values (or regions, successors) a named group holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
}

/// A named group of operands or results.
#[derive(Clone, Debug)]
pub struct ValueSpec {
    /// Name used in the format (`$lhs`) and in diagnostics.
    pub name: &'static str,
    /// How many values.
    pub arity: Arity,
    /// What each value's type must satisfy.
    pub constraint: TypeConstraint,
}

/// An inherent attribute (stored as a property).
#[derive(Clone, Debug)]
pub struct AttrSpec {
    /// Attribute name.
    pub name: &'static str,
    /// Its kind: what values it takes and how the custom form writes it.
    pub ty: AttrType,
    /// Whether it may be absent.
    pub optional: bool,
    /// A default (MLIR's `DefaultValuedAttr`): materialized when absent
    /// (unless `optional`), and not printed by an optional group or the
    /// attribute dictionary when equal to it.
    pub default: Option<fn(&Context) -> Attr>,
    /// What the verifier says the attribute must be, when the kind's own
    /// description is not MLIR's (`Integer overflow arith flags`).
    pub summary: Option<&'static str>,
}

impl AttrSpec {
    /// What the verifier says the attribute must be.
    pub fn description(&self) -> String {
        self.summary
            .map_or_else(|| self.ty.description(), str::to_string)
    }
}

/// A named group of regions or successors.
#[derive(Clone, Debug)]
pub struct GroupSpec {
    /// Name used in the format.
    pub name: &'static str,
    /// How many.
    pub arity: Arity,
}

/// Infers the types of one named group from the types known so far.
pub type InferFn = fn(&Context, &KnownTypes<'_>) -> Option<Vec<Type>>;

/// The types a format parser knows for one group (inline up to two).
pub(crate) type TypeList = smallvec::SmallVec<[Type; 2]>;

/// Types of the named groups known while parsing, and the attributes.
pub struct KnownTypes<'a> {
    pub(crate) spec: &'a OpSpec,
    /// Per operand group of `spec`, in order.
    pub(crate) operand_types: &'a [Option<TypeList>],
    /// Per result group of `spec`, in order.
    pub(crate) result_types: &'a [Option<TypeList>],
    pub(crate) properties: Option<Attr>,
    pub(crate) ctx: &'a Context,
}

impl KnownTypes<'_> {
    /// The types of group `name`, if known.
    pub fn types(&self, name: &str) -> Option<&[Type]> {
        let operands = self.spec.operands.iter().zip(self.operand_types);
        let results = self.spec.results.iter().zip(self.result_types);
        operands
            .chain(results)
            .find(|(group, _)| group.name == name)
            .and_then(|(_, types)| types.as_deref())
    }

    /// The single type of group `name`, if known and single.
    pub fn single(&self, name: &str) -> Option<Type> {
        match self.types(name)? {
            [ty] => Some(*ty),
            _ => None,
        }
    }

    /// An inherent attribute parsed so far.
    pub fn property(&self, name: &str) -> Option<Attr> {
        self.ctx.dictionary_get(self.properties?, name)
    }
}

/// The declarative definition of an op.
#[derive(Clone, Debug, Default)]
pub struct OpSpec {
    /// Operand groups in order.
    pub operands: Vec<ValueSpec>,
    /// Result groups in order.
    pub results: Vec<ValueSpec>,
    /// Inherent attributes.
    pub attrs: Vec<AttrSpec>,
    /// Region groups in order.
    pub regions: Vec<GroupSpec>,
    /// Successor groups in order.
    pub successors: Vec<GroupSpec>,
    /// Groups whose types are all equal (MLIR's `AllTypesMatch`,
    /// `SameOperandsAndResultType`).
    pub same_types: Vec<Vec<&'static str>>,
    /// Rules inferring a group's types from others (`TypesMatchWith`,
    /// `InferTypeOpInterface`), tried in order until nothing changes.
    pub inferences: Vec<(&'static str, InferFn)>,
    /// Names the builder methods were given that name nothing (reported
    /// by [`OpSpec::mistakes`]).
    unknown_names: Vec<String>,
}

impl OpSpec {
    /// An op with nothing.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds an operand group, or a result group if `result`.
    fn with_value(
        mut self,
        name: &'static str,
        arity: Arity,
        constraint: TypeConstraint,
        result: bool,
    ) -> Self {
        let group = ValueSpec {
            name,
            arity,
            constraint,
        };
        if result {
            self.results.push(group);
        } else {
            self.operands.push(group);
        }
        self
    }

    /// Adds one operand.
    pub fn operand(self, name: &'static str, constraint: TypeConstraint) -> Self {
        self.with_value(name, Arity::Single, constraint, false)
    }

    /// Adds an optional operand.
    pub fn optional_operand(self, name: &'static str, constraint: TypeConstraint) -> Self {
        self.with_value(name, Arity::Optional, constraint, false)
    }

    /// Adds a variadic operand group.
    pub fn variadic_operand(self, name: &'static str, constraint: TypeConstraint) -> Self {
        self.with_value(name, Arity::Variadic, constraint, false)
    }

    /// Adds one result.
    pub fn result(self, name: &'static str, constraint: TypeConstraint) -> Self {
        self.with_value(name, Arity::Single, constraint, true)
    }

    /// Adds a variadic result group.
    pub fn variadic_result(self, name: &'static str, constraint: TypeConstraint) -> Self {
        self.with_value(name, Arity::Variadic, constraint, true)
    }

    /// Adds an inherent attribute.
    fn with_attr(
        mut self,
        name: &'static str,
        ty: AttrType,
        optional: bool,
        default: Option<fn(&Context) -> Attr>,
    ) -> Self {
        self.attrs.push(AttrSpec {
            name,
            ty,
            optional,
            default,
            summary: None,
        });
        self
    }

    /// Adds a required inherent attribute.
    pub fn attr(self, name: &'static str, ty: AttrType) -> Self {
        self.with_attr(name, ty, false, None)
    }

    /// Adds an optional inherent attribute.
    pub fn optional_attr(self, name: &'static str, ty: AttrType) -> Self {
        self.with_attr(name, ty, true, None)
    }

    /// Adds an inherent attribute with a default value.
    pub fn default_attr(
        self,
        name: &'static str,
        ty: AttrType,
        default: fn(&Context) -> Attr,
    ) -> Self {
        self.with_attr(name, ty, false, Some(default))
    }

    /// Adds an optional inherent attribute with a default (MLIR's
    /// `DefaultValuedOptionalAttr`): absent stays absent, and the custom
    /// form's attribute dictionary leaves it out when equal to the default.
    pub fn default_optional_attr(
        self,
        name: &'static str,
        ty: AttrType,
        default: fn(&Context) -> Attr,
    ) -> Self {
        self.with_attr(name, ty, true, Some(default))
    }

    /// Sets what the verifier says attribute `name` must be (MLIR's
    /// summary of its attribute constraint).
    pub fn attr_summary(mut self, name: &str, summary: &'static str) -> Self {
        match self.attrs.iter_mut().find(|a| a.name == name) {
            Some(attr) => attr.summary = Some(summary),
            None => self
                .unknown_names
                .push(format!("attr_summary names no attribute '{name}'")),
        }
        self
    }

    /// What is wrong with the spec's names: a group or attribute named
    /// twice, or a name in `same_types`, `infer` or `attr_summary` that
    /// names no operand or result (attribute). Checked when the op's
    /// dialect is registered, so that a misspelt name fails there
    /// instead of silently disabling a check.
    pub fn mistakes(&self) -> Vec<String> {
        let mut mistakes = self.unknown_names.clone();
        let values = || self.operands.iter().chain(&self.results).map(|g| g.name);
        let all: Vec<&str> = values()
            .chain(self.attrs.iter().map(|a| a.name))
            .chain(self.regions.iter().map(|g| g.name))
            .chain(self.successors.iter().map(|g| g.name))
            .collect();
        for (i, name) in all.iter().enumerate() {
            if all[..i].contains(name) {
                mistakes.push(format!("'{name}' names two groups or attributes"));
            }
        }
        let is_value = |name: &str| values().any(|n| n == name);
        for name in self.same_types.iter().flatten() {
            if !is_value(name) {
                mistakes.push(format!("same_types names no operand or result '{name}'"));
            }
        }
        for (name, _) in &self.inferences {
            if !is_value(name) {
                mistakes.push(format!("infer names no operand or result '{name}'"));
            }
        }
        mistakes
    }

    /// Adds a region group.
    pub fn region(mut self, name: &'static str, arity: Arity) -> Self {
        self.regions.push(GroupSpec { name, arity });
        self
    }

    /// Adds a successor group.
    pub fn successor(mut self, name: &'static str, arity: Arity) -> Self {
        self.successors.push(GroupSpec { name, arity });
        self
    }

    /// Requires the named groups to have one and the same type.
    pub fn same_types(mut self, names: &[&'static str]) -> Self {
        self.same_types.push(names.to_vec());
        self
    }

    /// Adds a rule inferring group `name`'s types.
    pub fn infer(mut self, name: &'static str, rule: InferFn) -> Self {
        self.inferences.push((name, rule));
        self
    }

    /// `properties` with every absent default-valued attribute added (what
    /// MLIR materializes for an op written in the generic form).
    pub fn with_defaults(&self, ctx: &Context, properties: Option<Attr>) -> Option<Attr> {
        let missing: Vec<_> = self
            .attrs
            .iter()
            .filter(|a| a.default.is_some() && !a.optional)
            .filter(|a| properties.is_none_or(|p| ctx.dictionary_get(p, a.name).is_none()))
            .collect();
        if missing.is_empty() {
            return properties;
        }
        let mut entries = properties
            .map(|p| ctx.dictionary_entries(p).to_vec())
            .unwrap_or_default();
        entries.extend(missing.iter().map(|a| crate::NamedAttr {
            name: a.name.into(),
            value: ctx.default_attr(a.default.expect("filtered")),
        }));
        Some(ctx.dictionary_attr(entries))
    }

    /// Whether `name` is an inherent attribute (segment sizes included).
    pub fn is_inherent(&self, name: &str) -> bool {
        self.attr_spec(name).is_some()
            || (name == "operandSegmentSizes" && self.has_operand_segments())
            || (name == "resultSegmentSizes" && self.has_result_segments())
    }

    /// The entries of dictionary `attrs` split into (inherent,
    /// discardable), or `None` when none is inherent.
    fn split_inherent(
        &self,
        ctx: &Context,
        attrs: Option<Attr>,
    ) -> Option<(Vec<crate::NamedAttr>, Vec<crate::NamedAttr>)> {
        let entries = ctx.dictionary_entries(attrs?);
        if !entries.iter().any(|e| self.is_inherent(&e.name)) {
            return None;
        }
        Some(
            entries
                .iter()
                .cloned()
                .partition(|e| self.is_inherent(&e.name)),
        )
    }

    /// Splits a generic op's discardable `attrs` as MLIR does for ops with
    /// properties: entries naming an inherent attribute become properties
    /// when the op has no `<{...}>`, and are dropped when it has (the
    /// written properties win). Returns (properties, attributes).
    pub fn take_inherent_attrs(
        &self,
        ctx: &Context,
        properties: Option<Attr>,
        attrs: Option<Attr>,
    ) -> (Option<Attr>, Option<Attr>) {
        let Some((inherent, discardable)) = self.split_inherent(ctx, attrs) else {
            return (properties, attrs);
        };
        let properties = properties.or_else(|| Some(ctx.dictionary_attr(inherent)));
        (properties, Some(ctx.dictionary_attr(discardable)))
    }

    /// Moves the inherent entries of a custom op's attribute dictionary
    /// into its properties (those a parse hook set win). Returns
    /// (properties, attributes).
    pub fn merge_inherent_attrs(
        &self,
        ctx: &Context,
        properties: Option<Attr>,
        attrs: Option<Attr>,
    ) -> (Option<Attr>, Option<Attr>) {
        let Some((inherent, discardable)) = self.split_inherent(ctx, attrs) else {
            return (properties, attrs);
        };
        let mut merged = properties
            .map(|p| ctx.dictionary_entries(p).to_vec())
            .unwrap_or_default();
        for entry in inherent {
            if !merged.iter().any(|m| m.name == entry.name) {
                merged.push(entry);
            }
        }
        (
            Some(ctx.dictionary_attr(merged)),
            Some(ctx.dictionary_attr(discardable)),
        )
    }

    /// The inherent attribute named `name`.
    pub fn attr_spec(&self, name: &str) -> Option<&AttrSpec> {
        self.attrs.iter().find(|a| a.name == name)
    }

    /// Whether operand groups are sized by `operandSegmentSizes` (more
    /// than one group that is not single, as MLIR's `AttrSizedOperandSegments`).
    pub fn has_operand_segments(&self) -> bool {
        count_sized(&self.operands) > 1
    }

    /// Whether result groups are sized by `resultSegmentSizes`.
    pub fn has_result_segments(&self) -> bool {
        count_sized(&self.results) > 1
    }
}

/// How many groups are not single (their sizes are not implied).
fn count_sized(groups: &[ValueSpec]) -> usize {
    groups.iter().filter(|g| g.arity != Arity::Single).count()
}
