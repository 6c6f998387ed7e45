//! The `ub` dialect: `ub.poison`, a value whose use is undefined
//! behaviour, and `ub.unreachable`, a terminator that must never run.

use ir_core::interp::{Interpretable, RtValue, Step};
use ir_core::ods::TypeConstraint;
use ir_core::{attr_def, op, Context, Dialect, OpTraits};

/// The `ub` dialect.
pub fn dialect() -> Dialect {
    Dialect::new(
        "ub",
        vec![
            PoisonOp::definition()
                .with_traits(OpTraits::PURE | OpTraits::CONSTANT_LIKE)
                .with_interface(Interpretable::simple(|_, _, _| {
                    Ok(Step::Results(vec![RtValue::Poison]))
                })),
            UnreachableOp::definition().with_traits(OpTraits::TERMINATOR),
        ],
    )
    .with_attr::<PoisonAttr>()
}

op! {
    /// `%p = ub.poison : i32`: a poison value of any type.
    pub struct PoisonOp = ub.poison {
        summary: "A poison value of any type",
        results: (result: one(TypeConstraint::ANY)),
        attributes: (value: default(PoisonAttr, poison_attr)),
        format: "attr-dict `:` type($result)",
    }
}

op! {
    /// `ub.unreachable`: control never gets here (reaching it is undefined
    /// behaviour).
    pub struct UnreachableOp = ub.unreachable {
        summary: "Unreachable operation",
        format: "attr-dict",
    }
}

attr_def! {
    /// `#ub.poison`: the value of a poison constant.
    pub struct PoisonAttr = ub.poison {}
}

/// Whether `attr` is `#ub.poison`.
pub fn is_poison(ctx: &Context, attr: ir_core::Attr) -> bool {
    ctx.attr_as::<PoisonAttr>(attr).is_some()
}

/// `#ub.poison`.
pub fn poison_attr(ctx: &Context) -> ir_core::Attr {
    ctx.make_attr(PoisonAttr {})
        .expect("#ub.poison has nothing to check")
}
