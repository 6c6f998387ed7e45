//! Interpreter semantics of `memref`: allocations in the interpreter's
//! memory, loads and stores with bounds checks, casts that check the
//! static sizes they claim.

use crate::interp_util::signed;
use ir_core::interp::{ElementLayout, Interpretable, MemRefValue, RtValue, Step};
use ir_core::{OpView, Type, TypeKind};

/// The static shape of the op's memref result (`DYNAMIC` for `?`) and
/// its element type.
fn result_memref(view: &OpView<'_>) -> Result<(Vec<i64>, Type), String> {
    let ty = view.result_types()[0];
    match view.ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, .. } => Ok((shape.clone(), *element)),
        _ => Err("only ranked memrefs are supported".into()),
    }
}

fn memref_operand(values: &[RtValue], i: usize) -> Result<&MemRefValue, String> {
    match values.get(i) {
        Some(RtValue::MemRef(memref)) => Ok(memref),
        Some(RtValue::Poison) => Err("the memref is poison".into()),
        _ => Err("operand is not a memref".into()),
    }
}

fn indices(values: &[RtValue]) -> Result<Vec<i64>, String> {
    (0..values.len())
        .map(|i| signed(values, i, "an index").map(|v| v as i64))
        .collect()
}

/// `memref.alloc` / `memref.alloca`: the dynamic sizes fill the `?`s.
pub(super) fn allocation() -> Interpretable {
    Interpretable::simple(|machine, view, values| {
        let mut dynamic = values.iter().enumerate();
        let (shape, element) = result_memref(view)?;
        let shape = shape
            .into_iter()
            .map(|size| match size {
                ir_core::context::types::DYNAMIC => {
                    let (i, _) = dynamic.next().ok_or("a dynamic size is missing")?;
                    signed(values, i, "a dynamic size").map(|v| v as i64)
                }
                size => Ok(size),
            })
            .collect::<Result<Vec<_>, String>>()?;
        let layout = ElementLayout::of(view.ctx, element);
        let memref = machine.memory().allocate(shape, layout)?;
        Ok(Step::Results(vec![RtValue::MemRef(memref)]))
    })
}

/// `memref.dealloc`.
pub(super) fn dealloc() -> Interpretable {
    Interpretable::simple(|machine, _, values| {
        let memref = memref_operand(values, 0)?.clone();
        machine.memory().free(&memref)?;
        Ok(Step::Results(Vec::new()))
    })
}

/// `memref.load %m[%i, ...]`.
pub(super) fn load() -> Interpretable {
    Interpretable::simple(|machine, _, values| {
        let memref = memref_operand(values, 0)?.clone();
        let value = machine.memory().load(&memref, &indices(&values[1..])?)?;
        Ok(Step::Results(vec![value]))
    })
}

/// `memref.store %v, %m[%i, ...]`.
pub(super) fn store() -> Interpretable {
    Interpretable::simple(|machine, _, values| {
        let memref = memref_operand(values, 1)?.clone();
        let at = indices(&values[2..])?;
        machine.memory().store(&memref, &at, values[0].clone())?;
        Ok(Step::Results(Vec::new()))
    })
}

/// `memref.cast`: the same buffer; a static size the result type claims
/// must be the real one.
pub(super) fn cast() -> Interpretable {
    Interpretable::simple(|_, view, values| {
        let memref = memref_operand(values, 0)?.clone();
        let (shape, _) = result_memref(view)?;
        let claimed = shape.iter().zip(&memref.shape).enumerate();
        for (dim, (&claim, &real)) in claimed {
            if claim != ir_core::context::types::DYNAMIC && claim != real {
                return Err(format!("dimension {dim} has size {real}, not {claim}"));
            }
        }
        Ok(Step::Results(vec![RtValue::MemRef(memref)]))
    })
}
