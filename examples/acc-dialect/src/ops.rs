//! The ops of `acc`, each declared once with `op!` (operands, results and
//! attributes with their constraints and Rust types, and the assembly
//! format), with their verifiers, memory effects, folder and interpreter
//! semantics.

use crate::semantics;
use crate::types::{CellType, FactorAttr};
use ir_core::interfaces::{Effect, EffectInstance, Fold, FoldResult, Folded, MemoryEffects};
use ir_core::ir::Builder;
use ir_core::ods::{op_attrs::InFull, TypeConstraint};
use ir_core::{op, Attr, AttrKind, Diagnostic, OpDefinition, OpId, OpTraits, OpView, Type};

/// A value of type `!acc.cell<iN>`.
const CELL: TypeConstraint = TypeConstraint {
    description: "acc cell",
    check: |ctx, ty| ctx.type_as::<CellType>(ty).is_some(),
    buildable: None,
};

/// A signless integer of any width (or a vector or tensor of them).
const INT: TypeConstraint = TypeConstraint::SIGNLESS_FIXED_WIDTH_INTEGER_LIKE;

/// The type a cell operand holds, for formats that leave it out.
fn element_of_cell(
    ctx: &ir_core::Context,
    known: &ir_core::ods::KnownTypes<'_>,
) -> Option<Vec<Type>> {
    Some(vec![
        ctx.type_as::<CellType>(known.single("cell")?)?.element,
    ])
}

/// One effect on the op's cell (operand 0).
fn on_cell(view: &OpView<'_>, effect: Effect) -> EffectInstance {
    EffectInstance {
        effect,
        value: view.operands().next(),
    }
}

op! {
    /// `%cell = acc.cell : !acc.cell<i32>`: a new cell holding 0.
    pub struct CellOp = acc.cell {
        summary: "Allocates a cell holding zero",
        results: (result: one(CELL)),
        format: "attr-dict `:` type($result)",
    }
}

/// `acc.cell`'s definition.
pub(crate) fn cell() -> OpDefinition {
    CellOp::definition()
        .with_result_name(|_| Some("cell".into()))
        .with_interface(MemoryEffects(|view| {
            vec![EffectInstance {
                effect: Effect::Allocate,
                value: view.results().first().copied(),
            }]
        }))
        .with_interface(semantics::cell())
}

op! {
    /// `acc.add %cell, %x : !acc.cell<i32>`: adds `%x` to the cell.
    pub struct AddOp = acc.add {
        summary: "Adds a value to a cell",
        operands: (cell: one(CELL), value: one(INT)),
        constraints: |spec| spec.infer("value", element_of_cell),
        format: "$cell `,` $value attr-dict `:` type($cell)",
    }
}

/// `acc.add`'s definition.
pub(crate) fn add() -> OpDefinition {
    AddOp::definition()
        .with_signature_verifier(verify_add)
        .with_interface(MemoryEffects(|view| {
            vec![on_cell(view, Effect::Read), on_cell(view, Effect::Write)]
        }))
        .with_interface(semantics::add())
}

fn verify_add(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let Some(add) = view.as_op::<AddOp>() else {
        return Ok(());
    };
    let (cell, value) = (view.body.value_type(add.cell()), add.value());
    if view.ctx.type_as::<CellType>(cell).map(|c| c.element) != Some(view.body.value_type(value)) {
        return Err(view.error("the value's type must be the type the cell holds"));
    }
    Ok(())
}

op! {
    /// `%v = acc.get %cell : !acc.cell<i32>`: the cell's value.
    pub struct GetOp = acc.get {
        summary: "Reads a cell",
        operands: (cell: one(CELL)),
        results: (result: one(INT)),
        constraints: |spec| spec.infer("result", element_of_cell),
        format: "$cell attr-dict `:` type($cell)",
    }
}

/// `acc.get`'s definition.
pub(crate) fn get() -> OpDefinition {
    GetOp::definition()
        .with_interface(MemoryEffects(|view| vec![on_cell(view, Effect::Read)]))
        .with_interface(semantics::get())
}

op! {
    /// `%y = acc.scale %x by #acc.factor<3> : i32`: `%x` times the factor.
    pub struct ScaleOp = acc.scale {
        summary: "Multiplies by a constant factor",
        operands: (x: one(INT)),
        results: (result: one(INT)),
        attributes: (factor: required(InFull<FactorAttr>)),
        constraints: |spec| spec.same_types(&["x", "result"]),
        format: "$x `by` $factor attr-dict `:` type($result)",
    }
}

/// `acc.scale`'s definition.
pub(crate) fn scale() -> OpDefinition {
    ScaleOp::definition()
        .with_traits(OpTraits::PURE)
        .with_signature_verifier(|view| match view.as_op::<ScaleOp>().map(|s| s.factor()) {
            Some(None) => Err(view.error("attribute 'factor' must be an #acc.factor<N>")),
            _ => Ok(()),
        })
        .with_interface(Fold(fold_scale))
        .with_interface(semantics::scale())
}

/// `scale(c, k)` is the constant `c * k`; `scale(x, 1)` is `x`.
fn fold_scale(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let scale = view.as_op::<ScaleOp>()?;
    let factor = scale.factor()?.value;
    if factor == 1 {
        return Some(vec![FoldResult::Value(scale.x())]);
    }
    let AttrKind::Integer { value, ty } = view.ctx.attr_kind(constants.first().copied()??) else {
        return None;
    };
    let product = value.wrapping_mul(i128::from(factor));
    Some(vec![FoldResult::Attr(view.ctx.int_attr(product, *ty))])
}

/// Folded constants are `arith.constant`s.
pub(crate) fn materialize_constant(
    builder: &mut Builder<'_>,
    value: Attr,
    ty: Type,
    loc: Attr,
) -> Option<OpId> {
    let arith = builder.ctx.constant_materializer("arith")?;
    arith(builder, value, ty, loc)
}
