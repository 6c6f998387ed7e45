//! Type constraints of operands and results, with MLIR's descriptions (the
//! verifier's messages read `operand #0 must be <description>, but got 'f32'`).

use crate::context::types::{Signedness, Type, TypeKind};
use crate::context::Context;

/// A predicate on a type, with its description and, when the constraint
/// admits exactly one type, a way to build it (so formats may omit it).
#[derive(Copy, Clone)]
pub struct TypeConstraint {
    /// What the verifier says the type must be.
    pub description: &'static str,
    /// The predicate.
    pub check: fn(&Context, Type) -> bool,
    /// The only type allowed, if there is one.
    pub buildable: Option<fn(&Context) -> Type>,
}

impl std::fmt::Debug for TypeConstraint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.description)
    }
}

/// The element type of a vector or tensor, or the type itself.
fn element_or_self(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. }
        | TypeKind::Tensor { element, .. }
        | TypeKind::UnrankedTensor { element } => *element,
        _ => ty,
    }
}

fn is_signless_int(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

fn is_signless_int_or_index(ctx: &Context, ty: Type) -> bool {
    is_signless_int(ctx, ty) || matches!(ctx.type_kind(ty), TypeKind::Index)
}

fn is_float(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Float(_))
}

fn is_i1(ctx: &Context, ty: Type) -> bool {
    *ctx.type_kind(ty) == TypeKind::int(1)
}

impl TypeConstraint {
    /// Any type.
    pub const ANY: TypeConstraint = TypeConstraint {
        description: "any type",
        check: |_, _| true,
        buildable: None,
    };

    /// `index`.
    pub const INDEX: TypeConstraint = TypeConstraint {
        description: "index",
        check: |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::Index),
        buildable: Some(|ctx| ctx.index_type()),
    };

    /// `i1`.
    pub const I1: TypeConstraint = TypeConstraint {
        description: "1-bit signless integer",
        check: is_i1,
        buildable: Some(|ctx| ctx.int_type(1)),
    };

    /// A signless integer or `index`, or a vector/tensor of them.
    pub const SIGNLESS_INTEGER_LIKE: TypeConstraint = TypeConstraint {
        description: "signless-integer-like",
        check: |ctx, ty| is_signless_int_or_index(ctx, element_or_self(ctx, ty)),
        buildable: None,
    };

    /// A signless integer (not `index`), or a vector/tensor of them.
    pub const SIGNLESS_FIXED_WIDTH_INTEGER_LIKE: TypeConstraint = TypeConstraint {
        description: "signless-fixed-width-integer-like",
        check: |ctx, ty| is_signless_int(ctx, element_or_self(ctx, ty)),
        buildable: None,
    };

    /// A signless integer or `index` (scalar).
    pub const SIGNLESS_INTEGER_OR_INDEX: TypeConstraint = TypeConstraint {
        description: "signless integer or index",
        check: is_signless_int_or_index,
        buildable: None,
    };

    /// Any integer type (scalar).
    pub const INTEGER: TypeConstraint = TypeConstraint {
        description: "integer",
        check: |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::Integer { .. }),
        buildable: None,
    };

    /// A float, or a vector/tensor of floats.
    pub const FLOAT_LIKE: TypeConstraint = TypeConstraint {
        description: "floating-point-like",
        check: |ctx, ty| is_float(ctx, element_or_self(ctx, ty)),
        buildable: None,
    };

    /// `i1`, or a vector/tensor of `i1`.
    pub const BOOL_LIKE: TypeConstraint = TypeConstraint {
        description: "bool-like",
        check: |ctx, ty| is_i1(ctx, element_or_self(ctx, ty)),
        buildable: None,
    };

    /// A ranked memref.
    pub const MEMREF: TypeConstraint = TypeConstraint {
        description: "memref of any type values",
        check: |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::MemRef { .. }),
        buildable: None,
    };

    /// A ranked or unranked memref.
    pub const ANY_MEMREF: TypeConstraint = TypeConstraint {
        description: "ranked or unranked memref of any type values",
        check: |ctx, ty| {
            matches!(
                ctx.type_kind(ty),
                TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
            )
        },
        buildable: None,
    };

    /// A function type.
    pub const FUNCTION: TypeConstraint = TypeConstraint {
        description: "function type",
        check: |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::Function { .. }),
        buildable: None,
    };
}
