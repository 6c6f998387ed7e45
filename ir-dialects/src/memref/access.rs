//! `memref.load` and `memref.store`: reading and writing one element.

use super::memref_parts;
use ir_core::interfaces::{Effect, EffectInstance, MemAccess, MemoryEffects, PromotableMemOp};
use ir_core::ods::{AttrType, KnownTypes, OpSpec, TypeConstraint};
use ir_core::{Attr, Context, Diagnostic, OpDefinition, OpView, Type, ValueId};

/// `nontemporal = false`, the default MLIR leaves out.
fn not_nontemporal(ctx: &Context) -> Attr {
    ctx.int_attr(0, ctx.int_type(1))
}

/// The attributes load and store share.
fn with_access_attrs(spec: OpSpec) -> OpSpec {
    spec.default_optional_attr("nontemporal", AttrType::Bool, not_nontemporal)
        .optional_attr("alignment", AttrType::PowerOfTwoI64)
}

/// The element type of the memref group, for the format to leave out.
fn element_of_memref(ctx: &Context, known: &KnownTypes<'_>) -> Option<Vec<Type>> {
    Some(vec![memref_parts(ctx, known.single("memref")?)?.element])
}

/// `%v = memref.load %m[%i, %j] : memref<4x4xf32>`.
pub(super) fn load() -> OpDefinition {
    let spec = OpSpec::new()
        .operand("memref", TypeConstraint::MEMREF)
        .variadic_operand("indices", TypeConstraint::INDEX)
        .result("result", TypeConstraint::ANY)
        .infer("result", element_of_memref);
    OpDefinition::new("memref.load", "Reads one element of a memref")
        .with_format(
            with_access_attrs(spec),
            "$memref `[` $indices `]` attr-dict `:` type($memref)",
        )
        .with_signature_verifier(verify_load)
        .with_interface(MemoryEffects(|view| on_operand(view, Effect::Read, 0)))
        .with_interface(PromotableMemOp {
            access: |view, slot| (view.body.operand(view.op, 0) == slot).then_some(MemAccess::Load),
            indices: |view| 1..view.body.num_operands(view.op),
        })
}

/// `memref.store %v, %m[%i] : memref<4xf32>`.
pub(super) fn store() -> OpDefinition {
    let spec = OpSpec::new()
        .operand("value", TypeConstraint::ANY)
        .operand("memref", TypeConstraint::MEMREF)
        .variadic_operand("indices", TypeConstraint::INDEX)
        .infer("value", element_of_memref);
    OpDefinition::new("memref.store", "Writes one element of a memref")
        .with_format(
            with_access_attrs(spec),
            "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
        )
        .with_signature_verifier(verify_store)
        .with_interface(MemoryEffects(|view| on_operand(view, Effect::Write, 1)))
        .with_interface(PromotableMemOp {
            access: store_access,
            indices: |view| 2..view.body.num_operands(view.op),
        })
}

fn on_operand(view: &OpView<'_>, effect: Effect, index: usize) -> Vec<EffectInstance> {
    vec![EffectInstance {
        effect,
        value: view.operands().nth(index),
    }]
}

/// A store writes `slot` when it is the memref, not the stored value.
fn store_access(view: &OpView<'_>, slot: ValueId) -> Option<MemAccess> {
    let body = view.body;
    let writes_slot = body.operand(view.op, 1) == slot && body.operand(view.op, 0) != slot;
    writes_slot.then_some(MemAccess::Store { stored: 0 })
}

/// The memref operand's rank and element type.
fn rank_and_element(view: &OpView<'_>, memref: usize) -> Option<(usize, Type)> {
    let ty = view.body.value_type(view.body.operand(view.op, memref));
    let memref = memref_parts(view.ctx, ty)?;
    Some((memref.shape.len(), memref.element))
}

fn verify_load(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let Some((rank, element)) = rank_and_element(view, 0) else {
        return Ok(());
    };
    if view.result_types()[0] != element {
        return Err(
            view.error("failed to verify that result type matches element type of 'memref'")
        );
    }
    let indices = view.operands().len() - 1;
    if indices != rank {
        return Err(view.error(format!(
            "incorrect number of indices for load, expected {rank} but got {indices}"
        )));
    }
    Ok(())
}

fn verify_store(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let Some((rank, element)) = rank_and_element(view, 1) else {
        return Ok(());
    };
    if view.body.value_type(view.body.operand(view.op, 0)) != element {
        return Err(
            view.error("failed to verify that type of 'value' matches element type of 'memref'")
        );
    }
    if view.operands().len() - 2 != rank {
        return Err(view.error("store index operand count not equal to memref rank"));
    }
    Ok(())
}
