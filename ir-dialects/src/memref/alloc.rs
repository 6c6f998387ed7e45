//! `memref.alloc`, `memref.alloca` and `memref.dealloc`: allocating and
//! freeing memrefs, with dynamic sizes and layout symbols as operands.

use super::layout::symbol_count;
use super::memref_parts;
use ir_core::interfaces::{
    ArraySlot, DestructurableAllocation, Effect, EffectInstance, MemoryEffects,
    PromotableAllocation,
};
use ir_core::ir::OperationState;
use ir_core::ods::op_attrs::PowerOfTwoI64Attr;
use ir_core::ods::TypeConstraint;
use ir_core::{op, Diagnostic, OpDefinition, OpView, Type, TypeKind, ValueId};

op! {
    /// `%m = memref.alloc(%n)[%s] {alignment = 64 : i64} : memref<?xf32, ...>`:
    /// heap memory, freed by `memref.dealloc`.
    pub struct AllocOp = memref.alloc {
        summary: "Allocates memory on the heap",
        operands: (
            dynamic_sizes as "dynamicSizes": variadic(TypeConstraint::INDEX),
            symbol_operands as "symbolOperands": variadic(TypeConstraint::INDEX),
        ),
        results: (memref: one(TypeConstraint::MEMREF)),
        attributes: (alignment: optional(PowerOfTwoI64Attr)),
        format: "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
    }
}

/// `memref.alloc`'s definition.
pub(super) fn alloc() -> OpDefinition {
    AllocOp::definition()
        .with_signature_verifier(verify_alloc_like)
        .with_result_name(|_| Some("alloc".into()))
        .with_interface(MemoryEffects(allocate_result))
}

op! {
    /// `%m = memref.alloca(%n)[%s] : memref<?xf32, ...>`: stack memory,
    /// freed when the enclosing scope returns.
    pub struct AllocaOp = memref.alloca {
        summary: "Allocates memory on the stack",
        operands: (
            dynamic_sizes as "dynamicSizes": variadic(TypeConstraint::INDEX),
            symbol_operands as "symbolOperands": variadic(TypeConstraint::INDEX),
        ),
        results: (memref: one(TypeConstraint::MEMREF)),
        attributes: (alignment: optional(PowerOfTwoI64Attr)),
        format: "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
    }
}

/// `memref.alloca`'s definition.
pub(super) fn alloca() -> OpDefinition {
    AllocaOp::definition()
        .with_signature_verifier(verify_alloc_like)
        .with_result_name(|_| Some("alloca".into()))
        .with_interface(MemoryEffects(allocate_result))
        .with_interface(PromotableAllocation {
            slot: single_element_slot,
        })
        .with_interface(DestructurableAllocation {
            elements: |view| {
                let &result = view.results().first()?;
                let memref = memref_parts(view.ctx, view.body.value_type(result))?;
                let shape: Option<Vec<u64>> = memref
                    .shape
                    .iter()
                    .map(|&d| u64::try_from(d).ok())
                    .collect();
                let identity = memref.layout.is_none();
                identity.then_some(ArraySlot {
                    slot: result,
                    element: memref.element,
                    shape: shape?,
                })
            },
            element_allocation: element_alloca,
        })
}

/// The most elements an alloca `sroa` splits may have (MLIR's
/// `maxMemrefSizeForDestructuring`).
const MAX_DESTRUCTURED_ELEMENTS: u64 = 16;

/// `memref.alloca() : memref<T>` for an alloca of 2 to 16 elements of
/// type `T`, as MLIR's memref destructuring makes it: no alignment, and
/// (as MLIR's) no memory space.
fn element_alloca(view: &OpView<'_>) -> Option<OperationState> {
    let &result = view.results().first()?;
    let memref = memref_parts(view.ctx, view.body.value_type(result))?;
    let count = memref.shape.iter().try_fold(1u64, |n, &d| {
        u64::try_from(d).ok().and_then(|d| n.checked_mul(d))
    })?;
    if !(2..=MAX_DESTRUCTURED_ELEMENTS).contains(&count) {
        return None;
    }
    let ty = view.ctx.intern_type(TypeKind::MemRef {
        shape: Vec::new(),
        element: memref.element,
        layout: None,
        memory_space: None,
    });
    let loc = view.body.op_loc(view.op);
    Some(AllocaOp::state(view.ctx, loc, ty, &[], &[], None))
}

op! {
    /// `memref.dealloc %m : memref<...>`.
    pub struct DeallocOp = memref.dealloc {
        summary: "Frees memory allocated by memref.alloc",
        operands: (memref: one(TypeConstraint::ANY_MEMREF)),
        format: "$memref attr-dict `:` type($memref)",
    }
}

/// `memref.dealloc`'s definition.
pub(super) fn dealloc() -> OpDefinition {
    DeallocOp::definition().with_interface(MemoryEffects(|view| {
        vec![EffectInstance {
            effect: Effect::Free,
            value: view.as_op::<DeallocOp>().map(|d| d.memref()),
        }]
    }))
}

fn allocate_result(view: &OpView<'_>) -> Vec<EffectInstance> {
    vec![EffectInstance {
        effect: Effect::Allocate,
        value: view.results().first().copied(),
    }]
}

/// Sizes match the `?` of the type, symbols the layout's symbols.
fn verify_alloc_like(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let Some(&result) = view.results().first() else {
        return Err(view.error("result must be a memref"));
    };
    let Some(memref) = memref_parts(view.ctx, view.body.value_type(result)) else {
        return Err(view.error("result must be a memref"));
    };
    let (sizes, symbols) = operand_split(view);
    let dynamic = memref
        .shape
        .iter()
        .filter(|&&d| d == ir_core::context::types::DYNAMIC)
        .count();
    if sizes != dynamic {
        return Err(view.error(format!(
            "incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"
        )));
    }
    let expected = symbol_count(view.ctx, memref.layout);
    if symbols != expected {
        return Err(view.error(format!(
            "symbol operand count does not equal memref symbol count: expected {expected}, got {symbols}"
        )));
    }
    Ok(())
}

/// The number of dynamic-size operands and of symbol operands (the
/// segment sizes, which the spec has checked).
fn operand_split(view: &OpView<'_>) -> (usize, usize) {
    match view.inherent_attr_kind("operandSegmentSizes") {
        Some(ir_core::AttrKind::DenseArray {
            values: ir_core::context::attributes::DenseValues::Int(sizes),
            ..
        }) if sizes.len() == 2 => (sizes[0] as usize, sizes[1] as usize),
        _ => (view.operands().len(), 0),
    }
}

/// The slot of an alloca holding one element (rank 0 or all sizes 1)
/// with the identity layout: mem2reg may turn it into SSA values.
fn single_element_slot(view: &OpView<'_>) -> Option<(ValueId, Type)> {
    let &result = view.results().first()?;
    let memref = memref_parts(view.ctx, view.body.value_type(result))?;
    let single = memref.layout.is_none() && memref.shape.iter().all(|&d| d == 1);
    single.then_some((result, memref.element))
}
