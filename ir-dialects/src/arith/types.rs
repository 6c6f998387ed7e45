//! Type queries shared by arith's verifiers and folders: element types,
//! shapes, integer widths, the `i1` type of a comparison's result, and
//! the type constraints only arith's casts use.

use super::attrs::summarized;
use ir_core::context::types::DYNAMIC;
use ir_core::ods::{KnownTypes, OpSpec, TypeConstraint};
use ir_core::{Context, FloatKind, Type, TypeKind};

/// The bit width MLIR gives `index` when folding.
pub const INDEX_WIDTH: u32 = 64;

/// The shape of a shaped type: `None` for a scalar, `Some(None)` for an
/// unranked tensor or memref, `Some(Some(dims))` for a ranked one.
pub fn shape(ctx: &Context, ty: Type) -> Option<Option<&[i64]>> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. }
        | TypeKind::Tensor { shape, .. }
        | TypeKind::MemRef { shape, .. } => Some(Some(shape)),
        TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => Some(None),
        _ => None,
    }
}

/// Whether two types have compatible shapes (MLIR's `verifyCompatibleShape`):
/// both scalars, or both shaped with equal ranks and dimensions that are
/// equal or dynamic (an unranked type is compatible with any shape).
pub fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (shape(ctx, a), shape(ctx, b)) {
        (None, None) => true,
        (Some(Some(x)), Some(Some(y))) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(&p, &q)| p == q || p == DYNAMIC || q == DYNAMIC)
        }
        (Some(_), Some(_)) => true,
        _ => false,
    }
}

/// The element type of a vector or tensor, or the type itself.
pub fn element_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. }
        | TypeKind::Tensor { element, .. }
        | TypeKind::UnrankedTensor { element } => *element,
        _ => ty,
    }
}

/// The element type of a memref, or of a vector or tensor, or the type itself.
pub fn element_type_or_memref(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } => *element,
        _ => element_type(ctx, ty),
    }
}

/// The width of an integer type, [`INDEX_WIDTH`] for `index`.
pub fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(INDEX_WIDTH),
        _ => None,
    }
}

/// The width of a (non-index) integer type.
pub fn integer_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// The format of a float type.
pub fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match ctx.type_kind(ty) {
        TypeKind::Float(kind) => Some(*kind),
        _ => None,
    }
}

/// Whether `ty` is a vector or a (ranked or unranked) tensor: what
/// element-wise ops map over.
pub fn is_mappable(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Vector { .. } | TypeKind::Tensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// Type inference for formats that write only the result's type: the
/// group has the result's type.
pub fn same_as_result(_: &Context, known: &KnownTypes<'_>) -> Option<Vec<Type>> {
    Some(vec![known.single("result")?])
}

/// The constraints of a binary op whose format writes only the result's
/// type: the operands have it; arith's attribute summaries.
pub fn binary_constraints(spec: OpSpec) -> OpSpec {
    summarized(
        spec.infer("lhs", same_as_result)
            .infer("rhs", same_as_result),
    )
}

/// Type inference for comparisons: the right operand has the left's type.
pub fn same_as_lhs(_: &Context, known: &KnownTypes<'_>) -> Option<Vec<Type>> {
    Some(vec![known.single("lhs")?])
}

/// Type inference for comparisons: the result is `i1` in the left operand's shape.
pub fn bool_like_lhs(ctx: &Context, known: &KnownTypes<'_>) -> Option<Vec<Type>> {
    Some(vec![i1_same_shape(ctx, known.single("lhs")?)])
}

/// `i1` in the shape of `ty` (MLIR's `getI1SameShape`): the result type of
/// a comparison of `ty` values.
pub fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    let i1 = ctx.int_type(1);
    let kind = match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape, scalable, ..
        } => TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element: i1,
        },
        TypeKind::Tensor { shape, .. } => TypeKind::Tensor {
            shape: shape.clone(),
            element: i1,
            encoding: None,
        },
        TypeKind::UnrankedTensor { .. } => TypeKind::UnrankedTensor { element: i1 },
        _ => return i1,
    };
    ctx.intern_type(kind)
}

/// What `arith.index_cast` converts: integers and indices (also in
/// vectors, tensors and memrefs).
pub const INDEX_CAST_OPERAND: TypeConstraint = TypeConstraint {
    description: "signless-integer-like or memref of signless-integer",
    check: |ctx, ty| {
        let element = element_type_or_memref(ctx, ty);
        (TypeConstraint::SIGNLESS_INTEGER_OR_INDEX.check)(ctx, element)
    },
    buildable: None,
};

/// What `arith.bitcast` converts: integers and floats (also in vectors,
/// tensors and memrefs).
pub const BITCAST_OPERAND: TypeConstraint = TypeConstraint {
    description: "signless-integer-or-float-like or memref of signless-integer or float",
    check: |ctx, ty| {
        let element = element_type_or_memref(ctx, ty);
        let int = TypeConstraint::SIGNLESS_FIXED_WIDTH_INTEGER_LIKE.check;
        int(ctx, element) || float_kind(ctx, element).is_some()
    },
    buildable: None,
};

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(ctx: &Context, text: &str) -> Type {
        crate::arith::test_util::types(ctx, &[text])[0]
    }

    #[test]
    fn comparison_results_keep_the_shape() {
        let ctx = crate::arith::test_util::context();
        for (operand, result) in [
            ("i32", "i1"),
            ("vector<4x[8]xf32>", "vector<4x[8]xi1>"),
            ("tensor<?x3xindex>", "tensor<?x3xi1>"),
            ("tensor<*xi8>", "tensor<*xi1>"),
        ] {
            assert_eq!(
                i1_same_shape(&ctx, parse(&ctx, operand)),
                parse(&ctx, result)
            );
        }
    }

    #[test]
    fn shape_compatibility() {
        let ctx = crate::arith::test_util::context();
        let compatible = |a: &str, b: &str| compatible_shapes(&ctx, parse(&ctx, a), parse(&ctx, b));
        assert!(compatible("i32", "f32"));
        assert!(compatible("tensor<4xi32>", "tensor<?xi32>"));
        assert!(compatible("tensor<4xi32>", "vector<4xi32>"));
        assert!(compatible("tensor<*xi32>", "tensor<4x4xi32>"));
        assert!(!compatible("tensor<4xi32>", "tensor<5xi32>"));
        assert!(!compatible("tensor<4xi32>", "tensor<4x1xi32>"));
        assert!(!compatible("i32", "vector<4xi32>"));
    }

    #[test]
    fn cast_constraints() {
        let ctx = crate::arith::test_util::context();
        let index_cast = |t: &str| (INDEX_CAST_OPERAND.check)(&ctx, parse(&ctx, t));
        assert!(index_cast("memref<4xindex>"));
        assert!(index_cast("vector<2xi8>"));
        assert!(!index_cast("f32"));
        let bitcast = |t: &str| (BITCAST_OPERAND.check)(&ctx, parse(&ctx, t));
        assert!(bitcast("memref<4xf16>"));
        assert!(bitcast("tensor<2xbf16>"));
        assert!(!bitcast("memref<4xindex>"));
        assert!(!bitcast("index"));
        assert!(!bitcast("si32"));
    }
}
