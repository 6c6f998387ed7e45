//! How the interpreter runs `acc` ops: a cell is a one-element buffer of
//! the interpreter's memory; `acc.scale` wraps around at the type's width.

use ir_core::interp::{ElementLayout, Interpretable, RtValue, Step};
use ir_core::{OpView, TypeKind};

/// The integer width of the op's `index`-th operand or result type.
fn width_of(view: &OpView<'_>, ty: ir_core::Type) -> u32 {
    match view.ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    }
}

fn cell_of(values: &[RtValue]) -> Result<ir_core::interp::MemRefValue, String> {
    match values.first() {
        Some(RtValue::MemRef(cell)) => Ok(cell.clone()),
        _ => Err("operand is not a cell".into()),
    }
}

/// `acc.cell`: a buffer of one element, holding 0.
pub(crate) fn cell() -> Interpretable {
    Interpretable::simple(|machine, view, _| {
        let ty = view.result_types()[0];
        let element = view
            .ctx
            .type_as::<crate::CellType>(ty)
            .ok_or("not a cell type")?
            .element;
        let cell = machine
            .memory()
            .allocate(vec![1], ElementLayout::of(view.ctx, element))?;
        let zero = RtValue::int(0, width_of(view, element));
        machine.memory().store(&cell, &[0], zero)?;
        Ok(Step::Results(vec![RtValue::MemRef(cell)]))
    })
}

/// `acc.add`: cell += value (poison in, poison stored).
pub(crate) fn add() -> Interpretable {
    Interpretable::simple(|machine, view, values| {
        let cell = cell_of(values)?;
        let width = width_of(view, view.operand_types()[1]);
        let sum = match (machine.memory().load(&cell, &[0])?, &values[1]) {
            (RtValue::Poison, _) | (_, RtValue::Poison) => RtValue::Poison,
            (old, new) => RtValue::int(
                old.as_signed().unwrap_or(0) + new.as_signed().unwrap_or(0),
                width,
            ),
        };
        machine.memory().store(&cell, &[0], sum)?;
        Ok(Step::Results(Vec::new()))
    })
}

/// `acc.get`: the cell's value.
pub(crate) fn get() -> Interpretable {
    Interpretable::simple(|machine, _, values| {
        let cell = cell_of(values)?;
        Ok(Step::Results(vec![machine.memory().load(&cell, &[0])?]))
    })
}

/// `acc.scale`: x times the factor, wrapped to the width.
pub(crate) fn scale() -> Interpretable {
    Interpretable::simple(|_, view, values| {
        let factor = view
            .inherent_attr("factor")
            .and_then(|f| view.ctx.attr_as::<crate::FactorAttr>(f))
            .ok_or("no factor")?
            .value;
        let width = width_of(view, view.result_types()[0]);
        let result = match values[0].as_signed() {
            Some(x) => RtValue::int(x.wrapping_mul(i128::from(factor)), width),
            None => RtValue::Poison,
        };
        Ok(Step::Results(vec![result]))
    })
}
