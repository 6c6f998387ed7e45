//! `arith.constant`: an integer, float or elements attribute as a value.
//! Its result is named after the value when printed (`%c42_i32`, `%c0`
//! for `index`, `%true`, `%cst`), and it materializes the constants that
//! arith's folders produce.

use super::fold::to_attr;
use ir_core::interfaces::{Fold, Folded};
use ir_core::ir::{Builder, OperationState};
use ir_core::ods::{AttrType, KnownTypes, OpSpec, TypeConstraint};
use ir_core::syntax::printer::print_type;
use ir_core::{Attr, AttrKind, Context, Diagnostic, NamedAttr, OpDefinition, OpId, OpTraits};
use ir_core::{OpView, Signedness, Type, TypeKind};

/// The definition of `arith.constant`.
pub fn op() -> OpDefinition {
    let spec = OpSpec::new()
        .attr("value", AttrType::Typed)
        .result("result", TypeConstraint::ANY)
        .infer("result", value_type);
    OpDefinition::new("arith.constant", "An integer, float or elements constant")
        .with_traits(OpTraits::CONSTANT_LIKE)
        .with_format(spec, "attr-dict $value")
        .with_signature_verifier(verify_constant)
        .with_result_name(result_name)
        .with_interface(Fold(fold_constant))
}

fn value_type(ctx: &Context, known: &KnownTypes<'_>) -> Option<Vec<Type>> {
    Some(vec![ctx.attr_type(known.property("value")?)?])
}

fn verify_constant(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let ctx = view.ctx;
    let value = view
        .inherent_attr("value")
        .expect("the spec requires a value");
    let result = view.result_types()[0];
    if ctx.attr_type(value) != Some(result) {
        return Err(view.error("failed to verify that all of {value, result} have same type"));
    }
    if matches!(ctx.type_kind(result), TypeKind::Integer { signedness, .. } if *signedness != Signedness::Signless)
    {
        return Err(view.error("integer return type must be signless"));
    }
    let kind = ctx.attr_kind(value);
    if !kind.is_number_or_elements() {
        return Err(view.error("value must be an integer, float, or elements attribute"));
    }
    let scalable = matches!(ctx.type_kind(result), TypeKind::Vector { scalable, .. } if scalable.contains(&true));
    let splat = matches!(kind, AttrKind::DenseElements { values, .. } if dense_len(values) == 1);
    if scalable && !splat {
        return Err(view.error(
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
        ));
    }
    Ok(())
}

fn dense_len(values: &ir_core::context::attributes::DenseValues) -> usize {
    use ir_core::context::attributes::DenseValues;
    match values {
        DenseValues::Int(v) => v.len(),
        DenseValues::Float(v) => v.len(),
    }
}

/// `true`/`false` for `i1`, `c<value>_<type>` for integers (`c<value>` for
/// `index`), `cst` for everything else.
fn result_name(view: &OpView<'_>) -> Option<String> {
    let ctx = view.ctx;
    let value = view.inherent_attr("value")?;
    let AttrKind::Integer { value, ty } = ctx.attr_kind(value) else {
        return Some("cst".into());
    };
    let result = view.result_types()[0];
    let kind = ctx.type_kind(result);
    if matches!(kind, TypeKind::Integer { width: 1, .. }) {
        return Some(if *value != 0 { "true" } else { "false" }.into());
    }
    // `itoa`: `format!` of an `i128` costs more than the rest of the name.
    let mut name = String::with_capacity(16);
    name.push('c');
    name.push_str(itoa::Buffer::new().format(*value));
    if matches!(kind, TypeKind::Integer { .. }) {
        name.push('_');
        print_type(ctx, *ty, &mut name);
    }
    Some(name)
}

/// A constant folds to its value.
fn fold_constant(view: &OpView<'_>, _: &[Option<Attr>]) -> Option<Folded> {
    to_attr(view.inherent_attr("value")?)
}

/// Whether `arith.constant` can hold `value` as a `ty` (MLIR's
/// `isBuildableWith`).
fn is_buildable(ctx: &Context, value: Attr, ty: Type) -> bool {
    let signless = !matches!(ctx.type_kind(ty), TypeKind::Integer { signedness, .. } if *signedness != Signedness::Signless);
    signless && ctx.attr_type(value) == Some(ty) && ctx.attr_kind(value).is_number_or_elements()
}

/// The dialect's constant materializer: `arith.constant` for integer,
/// float and elements values, `ub.poison` for `#ub.poison`.
pub fn materialize(builder: &mut Builder<'_>, value: Attr, ty: Type, loc: Attr) -> Option<OpId> {
    let ctx = builder.ctx;
    let name = if crate::ub::is_poison(ctx, value) {
        "ub.poison"
    } else if is_buildable(ctx, value, ty) {
        "arith.constant"
    } else {
        return None;
    };
    let mut state = OperationState::new(ctx.op_name(name), loc);
    state.result_types = smallvec::smallvec![ty];
    state.properties = Some(ctx.dictionary_attr(vec![NamedAttr {
        name: "value".into(),
        value,
    }]));
    Some(builder.create(state))
}
