//! `memref.cast`: the same memory seen with a more or less static type
//! (shape, strides), or as an unranked memref and back. A cast to its
//! source's own type folds to the source (MLIR's fold of a
//! `CastOpInterface` op).

use super::layout::strides_and_offset;
use super::memref_parts;
use ir_core::context::types::DYNAMIC;
use ir_core::interfaces::{Fold, FoldResult, Folded};
use ir_core::ods::TypeConstraint;
use ir_core::{op, Context, Diagnostic, OpDefinition, OpTraits, OpView, Type, TypeKind};

op! {
    /// `%c = memref.cast %m : memref<4xf32> to memref<?xf32>`.
    pub struct CastOp = memref.cast {
        summary: "Casts a memref to a compatible memref type",
        operands: (source: one(TypeConstraint::ANY_MEMREF)),
        results: (dest: one(TypeConstraint::ANY_MEMREF)),
        format: "$source attr-dict `:` type($source) `to` type($dest)",
    }
}

/// `memref.cast`'s definition.
pub(super) fn cast() -> OpDefinition {
    CastOp::definition()
        .with_traits(OpTraits::PURE)
        .with_signature_verifier(verify_cast)
        .with_interface(Fold(fold_identity))
        .with_result_name(|_| Some("cast".into()))
}

/// The source of a cast to the source's own type.
fn fold_identity(view: &OpView<'_>, _constants: &[Option<ir_core::Attr>]) -> Option<Folded> {
    let cast = view.as_op::<CastOp>()?;
    let source = cast.source();
    let same = view.body.value_type(source) == view.body.value_type(cast.dest());
    same.then(|| vec![FoldResult::Value(source)])
}

fn verify_cast(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let from = view.operand_types()[0];
    let to = view.result_types()[0];
    if cast_compatible(view.ctx, from, to) {
        return Ok(());
    }
    let (mut a, mut b) = (String::new(), String::new());
    ir_core::syntax::printer::print_type(view.ctx, from, &mut a);
    ir_core::syntax::printer::print_type(view.ctx, to, &mut b);
    Err(view.error(format!(
        "operand type '{a}' and result type '{b}' are cast incompatible"
    )))
}

/// Two sizes, strides or offsets agree unless both are static and differ.
fn agree(a: i64, b: i64) -> bool {
    a == DYNAMIC || b == DYNAMIC || a == b
}

/// MLIR's rule: same element type and memory space; between ranked
/// memrefs, same rank, agreeing sizes and (when the layouts differ)
/// agreeing strides and offset; ranked to unranked either way, but not
/// unranked to unranked.
pub(crate) fn cast_compatible(ctx: &Context, from: Type, to: Type) -> bool {
    if let (Some(a), Some(b)) = (memref_parts(ctx, from), memref_parts(ctx, to)) {
        if a.element != b.element
            || a.memory_space != b.memory_space
            || a.shape.len() != b.shape.len()
        {
            return false;
        }
        if a.layout != b.layout {
            let strided = (
                strides_and_offset(ctx, a.shape, a.layout),
                strides_and_offset(ctx, b.shape, b.layout),
            );
            let (Some((a_strides, a_offset)), Some((b_strides, b_offset))) = strided else {
                return false;
            };
            if a_strides.len() != b_strides.len()
                || !agree(a_offset, b_offset)
                || !a_strides.iter().zip(&b_strides).all(|(&x, &y)| agree(x, y))
            {
                return false;
            }
        }
        return a.shape.iter().zip(b.shape).all(|(&x, &y)| agree(x, y));
    }
    let (Some(a), Some(b)) = (element_and_space(ctx, from), element_and_space(ctx, to)) else {
        return false;
    };
    let both_unranked = matches!(ctx.type_kind(from), TypeKind::UnrankedMemRef { .. })
        && matches!(ctx.type_kind(to), TypeKind::UnrankedMemRef { .. });
    !both_unranked && a == b
}

/// The element type and memory space of a ranked or unranked memref.
fn element_and_space(ctx: &Context, ty: Type) -> Option<(Type, Option<ir_core::Attr>)> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef {
            element,
            memory_space,
            ..
        }
        | TypeKind::UnrankedMemRef {
            element,
            memory_space,
        } => Some((*element, *memory_space)),
        _ => None,
    }
}
