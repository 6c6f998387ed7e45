//! `arith.constant`: an integer, float or elements attribute as a value.
//! Its result is named after the value when printed (`%c42_i32`, `%c0`
//! for `index`, `%true`, `%cst`), and it materializes the constants that
//! arith's folders produce.

use super::fold::to_attr;
use super::interp::compare;
use ir_core::interfaces::PatternRewriter;
use ir_core::interfaces::{Fold, Folded};
use ir_core::interp::Interpretable;
use ir_core::ir::{Builder, InsertPoint};
use ir_core::ods::{op_attrs::TypedAttr, KnownTypes, TypeConstraint};
use ir_core::syntax::printer::print_type;
use ir_core::{op, Attr, AttrKind, Context, Diagnostic, OpDefinition, OpId, OpTraits};
use ir_core::{OpView, Signedness, Type, TypeKind, ValueId};

op! {
    /// `%c42_i32 = arith.constant 42 : i32`.
    pub struct ConstantOp = arith.constant {
        summary: "An integer, float or elements constant",
        results: (result: one(TypeConstraint::ANY)),
        attributes: (value: required(TypedAttr)),
        constraints: |spec| spec.infer("result", value_type),
        format: "attr-dict $value",
    }
}

/// The definition of `arith.constant`.
pub fn op() -> OpDefinition {
    ConstantOp::definition()
        .with_traits(OpTraits::CONSTANT_LIKE)
        .with_signature_verifier(verify_constant)
        .with_result_name(result_name)
        .with_interface(Fold(fold_constant))
        .with_interface(Interpretable::simple(|_, view, _| {
            compare::constant(view.as_op::<ConstantOp>())
        }))
}

fn value_type(ctx: &Context, known: &KnownTypes<'_>) -> Option<Vec<Type>> {
    Some(vec![ctx.attr_type(known.property("value")?)?])
}

fn verify_constant(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let ctx = view.ctx;
    let Some(constant) = view.as_op::<ConstantOp>() else {
        return Ok(());
    };
    let Some(value) = constant.value() else {
        return Ok(());
    };
    let result = view.body.value_type(constant.result());
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
    let constant = view.as_op::<ConstantOp>()?;
    let mut name = String::with_capacity(16);
    name.push('c');
    let ty = match ctx.attr_kind(constant.value()?) {
        AttrKind::Integer { value, ty } => {
            if matches!(ctx.type_kind(*ty), TypeKind::Integer { width: 1, .. }) {
                return Some(if *value != 0 { "true" } else { "false" }.into());
            }
            // `itoa`: `format!` of an `i128` costs more than the rest of the name.
            name.push_str(itoa::Buffer::new().format(*value));
            *ty
        }
        AttrKind::WideInteger { value, ty } => {
            name.push_str(&value.to_string());
            *ty
        }
        _ => return Some("cst".into()),
    };
    if matches!(ctx.type_kind(ty), TypeKind::Integer { .. }) {
        name.push('_');
        print_type(ctx, ty, &mut name);
    }
    Some(name)
}

/// A constant folds to its value.
fn fold_constant(view: &OpView<'_>, _: &[Option<Attr>]) -> Option<Folded> {
    to_attr(view.as_op::<ConstantOp>()?.value()?)
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
    let state = if crate::ub::is_poison(ctx, value) {
        crate::ub::PoisonOp::state(ctx, loc, ty, Some(value))
    } else if is_buildable(ctx, value, ty) {
        ConstantOp::state(ctx, loc, ty, value)
    } else {
        return None;
    };
    Some(builder.create(state))
}

/// Creates `arith.constant <value> : i1` before `op`, at its location.
pub(crate) fn bool_constant(rewriter: &mut PatternRewriter<'_>, op: OpId, value: bool) -> ValueId {
    let ctx = rewriter.ctx();
    let ty = ctx.int_type(1);
    let value = ctx.int_attr(i128::from(value), ty);
    let state = ConstantOp::state(ctx, rewriter.body().op_loc(op), ty, value);
    rewriter.set_insertion_point(InsertPoint::Before(op));
    let constant = rewriter.create(state);
    rewriter.body().results(constant)[0]
}
