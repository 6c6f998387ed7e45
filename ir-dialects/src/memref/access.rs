//! `memref.load` and `memref.store`: reading and writing one element.

use super::memref_parts;
use ir_core::interfaces::{Effect, EffectInstance, MemAccess, MemoryEffects, PromotableMemOp};
use ir_core::ods::op_attrs::{BoolAttr, PowerOfTwoI64Attr};
use ir_core::ods::{KnownTypes, TypeConstraint};
use ir_core::{op, Attr, Context, Diagnostic, OpDefinition, OpView, Type, ValueId};

/// `nontemporal = false`, the default MLIR leaves out.
fn not_nontemporal(ctx: &Context) -> Attr {
    ctx.int_attr(0, ctx.int_type(1))
}

/// The element type of the memref group, for the format to leave out.
fn element_of_memref(ctx: &Context, known: &KnownTypes<'_>) -> Option<Vec<Type>> {
    Some(vec![memref_parts(ctx, known.single("memref")?)?.element])
}

op! {
    /// `%v = memref.load %m[%i, %j] : memref<4x4xf32>`.
    pub struct LoadOp = memref.load {
        summary: "Reads one element of a memref",
        operands: (memref: one(TypeConstraint::MEMREF), indices: variadic(TypeConstraint::INDEX)),
        results: (result: one(TypeConstraint::ANY)),
        attributes: (
            nontemporal: optional_default(BoolAttr, not_nontemporal),
            alignment: optional(PowerOfTwoI64Attr),
        ),
        constraints: |spec| spec.infer("result", element_of_memref),
        format: "$memref `[` $indices `]` attr-dict `:` type($memref)",
    }
}

/// `memref.load`'s definition.
pub(super) fn load() -> OpDefinition {
    LoadOp::definition()
        .with_signature_verifier(verify_load)
        .with_interface(MemoryEffects(|view| {
            on_operand(view.as_op::<LoadOp>().map(|l| l.memref()), Effect::Read)
        }))
        .with_interface(PromotableMemOp {
            access: |view, slot| {
                let load = view.as_op::<LoadOp>()?;
                (load.memref() == slot).then_some(MemAccess::Load)
            },
            indices: |view| 1..view.body.num_operands(view.op),
        })
}

op! {
    /// `memref.store %v, %m[%i] : memref<4xf32>`.
    pub struct StoreOp = memref.store {
        summary: "Writes one element of a memref",
        operands: (
            value: one(TypeConstraint::ANY),
            memref: one(TypeConstraint::MEMREF),
            indices: variadic(TypeConstraint::INDEX),
        ),
        attributes: (
            nontemporal: optional_default(BoolAttr, not_nontemporal),
            alignment: optional(PowerOfTwoI64Attr),
        ),
        constraints: |spec| spec.infer("value", element_of_memref),
        format: "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
    }
}

/// `memref.store`'s definition.
pub(super) fn store() -> OpDefinition {
    StoreOp::definition()
        .with_signature_verifier(verify_store)
        .with_interface(MemoryEffects(|view| {
            on_operand(view.as_op::<StoreOp>().map(|s| s.memref()), Effect::Write)
        }))
        .with_interface(PromotableMemOp {
            access: store_access,
            indices: |view| 2..view.body.num_operands(view.op),
        })
}

/// `effect` on `memref`.
fn on_operand(memref: Option<ValueId>, effect: Effect) -> Vec<EffectInstance> {
    vec![EffectInstance {
        effect,
        value: memref,
    }]
}

/// A store writes `slot` when it is the memref, not the stored value.
fn store_access(view: &OpView<'_>, slot: ValueId) -> Option<MemAccess> {
    let store = view.as_op::<StoreOp>()?;
    let writes_slot = store.memref() == slot && store.value() != slot;
    writes_slot.then_some(MemAccess::Store { stored: 0 })
}

/// The rank and element type of `memref`'s type.
fn rank_and_element(view: &OpView<'_>, memref: ValueId) -> Option<(usize, Type)> {
    let ty = view.body.value_type(memref);
    let memref = memref_parts(view.ctx, ty)?;
    Some((memref.shape.len(), memref.element))
}

fn verify_load(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let Some(load) = view.as_op::<LoadOp>() else {
        return Ok(());
    };
    let Some((rank, element)) = rank_and_element(view, load.memref()) else {
        return Ok(());
    };
    if view.body.value_type(load.result()) != element {
        return Err(
            view.error("failed to verify that result type matches element type of 'memref'")
        );
    }
    let indices = load.indices().len();
    if indices != rank {
        return Err(view.error(format!(
            "incorrect number of indices for load, expected {rank} but got {indices}"
        )));
    }
    Ok(())
}

fn verify_store(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let Some(store) = view.as_op::<StoreOp>() else {
        return Ok(());
    };
    let Some((rank, element)) = rank_and_element(view, store.memref()) else {
        return Ok(());
    };
    if view.body.value_type(store.value()) != element {
        return Err(
            view.error("failed to verify that type of 'value' matches element type of 'memref'")
        );
    }
    if store.indices().len() != rank {
        return Err(view.error("store index operand count not equal to memref rank"));
    }
    Ok(())
}
