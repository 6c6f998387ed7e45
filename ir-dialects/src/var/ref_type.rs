//! `!var.ref<T>`: the type of a variable holding values of type `T`.

use ir_core::ods::TypeConstraint;
use ir_core::{type_def, Context, Type};

type_def! {
    /// `!var.ref<i32>`: a variable holding values of its element type.
    pub struct RefType = var.ref {
        /// The type of the values the variable holds.
        pub element: Type,
    }
    format = "`<` $element `>`";
}

/// The operand and result constraint of variables.
pub const REF: TypeConstraint = TypeConstraint {
    description: "variable reference",
    check: |ctx, ty| ctx.type_as::<RefType>(ty).is_some(),
    buildable: None,
};

/// `!var.ref<element>`.
pub fn ref_type(ctx: &Context, element: Type) -> Type {
    ctx.make_type(RefType { element })
        .expect("any type may be held by a variable")
}

/// The element type of `ty` if it is a `!var.ref<...>`.
pub fn element_type(ctx: &Context, ty: Type) -> Option<Type> {
    ctx.type_as::<RefType>(ty).map(|r| r.element)
}
