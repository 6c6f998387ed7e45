//! [`TypeConverter`]: how a conversion maps types, and how it bridges
//! converted and unconverted values (MLIR's `TypeConverter`,
//! DialectConversion document, "Type Conversion").
//!
//! A type converts to any number of types: one (1:1), several (1:N) or
//! none (the value is dropped). Rules are tried from the last added to
//! the first; a rule may pass. When no rule decides a type, its nested
//! types are converted (one to one) through the sub-element replacement,
//! so `memref<!acc.cell<i32>>` follows from a rule for `!acc.cell<i32>`;
//! a type still unchanged is legal as it is only if the converter was
//! made [`TypeConverter::with_identity_fallback`].
//!
//! Materializations create the values one side expects from the other:
//! a *source* materialization gives an original-typed value from
//! converted values (for users not converted yet), a *target* one
//! converted values from an original-typed value (for a pattern's
//! adaptor), an *argument* one an original-typed value from a block's
//! converted arguments. Each is a hook list tried from the last added;
//! when none gives a value, the conversion uses
//! `builtin.unrealized_conversion_cast`.

use super::cast::create_cast;
use crate::dialect::SubElementReplacer;
use crate::ir::Builder;
use crate::{Attr, Context, Type, ValueId};
use smallvec::SmallVec;
use std::sync::Arc;

/// The types a type converts to (empty: dropped).
pub type ConvertedTypes = SmallVec<[Type; 2]>;

/// What one conversion rule says of a type.
pub enum RuleResult {
    /// The rule does not apply; the next one is tried.
    Pass,
    /// The type converts to these types (none: dropped).
    Convert(ConvertedTypes),
    /// The type cannot be converted.
    Fail,
}

/// A conversion rule: given the converter (to convert the types a type
/// holds), the context and a type, what the type becomes.
pub type ConversionRule = Arc<dyn Fn(&TypeConverter, &Context, Type) -> RuleResult + Send + Sync>;

/// A materialization hook: given a builder at the insertion point, a
/// location, the input values and the wanted types, the values made, or
/// `None` to leave it to the next hook (and finally to a cast).
pub type MaterializationHook = Arc<
    dyn Fn(&mut Builder<'_>, Attr, &[ValueId], &[Type]) -> Option<SmallVec<[ValueId; 2]>>
        + Send
        + Sync,
>;

/// Which way a materialization bridges.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum MaterializationKind {
    /// Converted values to one value of the original type.
    Source,
    /// An original-typed value to converted values.
    Target,
    /// A block's converted arguments to a value of the argument's original type.
    Argument,
}

/// Type conversion rules and materializations.
#[derive(Clone, Default)]
pub struct TypeConverter {
    rules: Vec<ConversionRule>,
    identity_fallback: bool,
    source: Vec<MaterializationHook>,
    target: Vec<MaterializationHook>,
    argument: Vec<MaterializationHook>,
}

impl TypeConverter {
    /// A converter with no rule: no type converts.
    pub fn new() -> Self {
        Self::default()
    }

    /// A converter under which a type no rule changes, inside or out, is legal as it is.
    pub fn with_identity_fallback() -> Self {
        Self {
            identity_fallback: true,
            ..Self::default()
        }
    }

    /// Adds a rule (tried before those added earlier).
    pub fn add_rule(
        &mut self,
        rule: impl Fn(&TypeConverter, &Context, Type) -> RuleResult + Send + Sync + 'static,
    ) -> &mut Self {
        self.rules.push(Arc::new(rule));
        self
    }

    /// Adds a 1:1 rule: `Some(t)` converts to `t`, `None` passes.
    pub fn add_one_to_one(
        &mut self,
        rule: impl Fn(&Context, Type) -> Option<Type> + Send + Sync + 'static,
    ) -> &mut Self {
        self.add_rule(move |_, ctx, ty| match rule(ctx, ty) {
            Some(converted) => RuleResult::Convert(smallvec::smallvec![converted]),
            None => RuleResult::Pass,
        })
    }

    /// Adds a materialization hook of `kind` (tried before those added earlier).
    pub fn add_materialization(
        &mut self,
        kind: MaterializationKind,
        hook: impl Fn(&mut Builder<'_>, Attr, &[ValueId], &[Type]) -> Option<SmallVec<[ValueId; 2]>>
            + Send
            + Sync
            + 'static,
    ) -> &mut Self {
        let hooks = match kind {
            MaterializationKind::Source => &mut self.source,
            MaterializationKind::Target => &mut self.target,
            MaterializationKind::Argument => &mut self.argument,
        };
        hooks.push(Arc::new(hook));
        self
    }

    /// The types `ty` converts to, or `None` if it cannot be converted.
    pub fn convert_type(&self, ctx: &Context, ty: Type) -> Option<ConvertedTypes> {
        for rule in self.rules.iter().rev() {
            match rule(self, ctx, ty) {
                RuleResult::Pass => {}
                RuleResult::Convert(types) => return Some(types),
                RuleResult::Fail => return None,
            }
        }
        let mut nested = Nested {
            converter: self,
            ctx,
            failed: false,
        };
        let rebuilt = ctx.replace_type_subelements(ty, &mut nested);
        if nested.failed || (rebuilt == ty && !self.identity_fallback) {
            return None;
        }
        Some(smallvec::smallvec![rebuilt])
    }

    /// The one type `ty` converts to, if it converts to exactly one.
    pub fn convert_one(&self, ctx: &Context, ty: Type) -> Option<Type> {
        match self.convert_type(ctx, ty)?.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// The concatenated conversions of `types`, or `None` if one fails.
    pub fn convert_types(&self, ctx: &Context, types: &[Type]) -> Option<Vec<Type>> {
        let mut converted = Vec::with_capacity(types.len());
        for &ty in types {
            converted.extend(self.convert_type(ctx, ty)?);
        }
        Some(converted)
    }

    /// Whether `ty` converts to itself.
    pub fn is_legal(&self, ctx: &Context, ty: Type) -> bool {
        self.convert_type(ctx, ty)
            .is_some_and(|types| types.as_slice() == [ty])
    }

    /// Whether every type of `types` converts to itself.
    pub fn are_legal(&self, ctx: &Context, types: &[Type]) -> bool {
        types.iter().all(|&ty| self.is_legal(ctx, ty))
    }

    /// Makes values of `types` from `inputs` at the builder's insertion
    /// point: the first hook of `kind` that answers, else a cast.
    pub fn materialize(
        &self,
        kind: MaterializationKind,
        builder: &mut Builder<'_>,
        loc: Attr,
        inputs: &[ValueId],
        types: &[Type],
    ) -> SmallVec<[ValueId; 2]> {
        let hooks = match kind {
            MaterializationKind::Source => &self.source,
            MaterializationKind::Target => &self.target,
            MaterializationKind::Argument => &self.argument,
        };
        for hook in hooks.iter().rev() {
            if let Some(values) = hook(builder, loc, inputs, types) {
                return values;
            }
        }
        let cast = create_cast(builder, loc, inputs, types);
        builder.body.results(cast).iter().copied().collect()
    }
}

/// Converts the types nested in a type one to one; notes a nested type
/// that does not convert to exactly one type.
struct Nested<'a> {
    converter: &'a TypeConverter,
    ctx: &'a Context,
    failed: bool,
}

impl SubElementReplacer for Nested<'_> {
    fn replace_type(&mut self, ty: Type) -> Type {
        match self.converter.convert_one(self.ctx, ty) {
            Some(converted) => converted,
            None => {
                self.failed = true;
                ty
            }
        }
    }

    fn replace_attr(&mut self, attr: Attr) -> Attr {
        self.ctx.replace_attr_subelements(attr, self)
    }
}
