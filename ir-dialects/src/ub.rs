//! The `ub` dialect: `ub.poison`, a value whose use is undefined behaviour.

use ir_core::interp::{Interpretable, RtValue, Step};
use ir_core::ods::{AttrType, OpSpec, TypeConstraint};
use ir_core::{AttrKind, Context, Dialect, OpDefinition, OpTraits};

/// The `ub` dialect.
pub fn dialect() -> Dialect {
    Dialect::new(
        "ub",
        vec![OpDefinition::new("ub.poison", "A poison value of any type")
            .with_traits(OpTraits::PURE | OpTraits::CONSTANT_LIKE)
            .with_format(
                OpSpec::new()
                    .default_attr(
                        "value",
                        AttrType::Dialect {
                            dialect: "ub",
                            mnemonic: "poison",
                        },
                        poison_attr,
                    )
                    .result("result", TypeConstraint::ANY),
                "attr-dict `:` type($result)",
            )
            .with_interface(Interpretable::simple(|_, _, _| {
                Ok(Step::Results(vec![RtValue::Poison]))
            }))],
    )
    .with_attribute_hook(check_attribute)
}

/// Whether `attr` is `#ub.poison` (without interning it).
pub fn is_poison(ctx: &Context, attr: ir_core::Attr) -> bool {
    matches!(ctx.attr_kind(attr), AttrKind::Opaque { dialect, body } if &**dialect == "ub" && &**body == "poison")
}

/// `#ub.poison`.
pub fn poison_attr(ctx: &Context) -> ir_core::Attr {
    ctx.intern_attr(AttrKind::Opaque {
        dialect: "ub".into(),
        body: "poison".into(),
    })
}

fn check_attribute(body: &str) -> Result<String, String> {
    match body {
        "poison" => Ok(body.to_string()),
        other => Err(format!("unknown attribute `{other}` in dialect `ub`")),
    }
}
