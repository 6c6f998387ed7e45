//! The ops of `acc`: declared with `OpSpec` and assembly formats, with
//! their verifiers, memory effects, folder and interpreter semantics.

use crate::semantics;
use crate::types::{CellType, FactorAttr};
use ir_core::interfaces::{Effect, EffectInstance, Fold, FoldResult, Folded, MemoryEffects};
use ir_core::ir::Builder;
use ir_core::ods::{AttrType, OpSpec, TypeConstraint};
use ir_core::{Attr, AttrKind, Diagnostic, OpDefinition, OpId, OpTraits, OpView, Type};

/// A value of type `!acc.cell<iN>`.
const CELL: TypeConstraint = TypeConstraint {
    description: "acc cell",
    check: |ctx, ty| ctx.type_as::<CellType>(ty).is_some(),
    buildable: None,
};

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

/// `%cell = acc.cell : !acc.cell<i32>`: a new cell holding 0.
pub(crate) fn cell() -> OpDefinition {
    OpDefinition::new("acc.cell", "Allocates a cell holding zero")
        .with_format(
            OpSpec::new().result("result", CELL),
            "attr-dict `:` type($result)",
        )
        .with_result_name(|_| Some("cell".into()))
        .with_interface(MemoryEffects(|view| {
            vec![EffectInstance {
                effect: Effect::Allocate,
                value: view.results().first().copied(),
            }]
        }))
        .with_interface(semantics::cell())
}

/// `acc.add %cell, %x : !acc.cell<i32>`: adds `%x` to the cell.
pub(crate) fn add() -> OpDefinition {
    OpDefinition::new("acc.add", "Adds a value to a cell")
        .with_format(
            OpSpec::new()
                .operand("cell", CELL)
                .operand("value", TypeConstraint::SIGNLESS_FIXED_WIDTH_INTEGER_LIKE)
                .infer("value", element_of_cell),
            "$cell `,` $value attr-dict `:` type($cell)",
        )
        .with_signature_verifier(verify_add)
        .with_interface(MemoryEffects(|view| {
            vec![on_cell(view, Effect::Read), on_cell(view, Effect::Write)]
        }))
        .with_interface(semantics::add())
}

fn verify_add(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let types = view.operand_types();
    if view.ctx.type_as::<CellType>(types[0]).map(|c| c.element) != Some(types[1]) {
        return Err(view.error("the value's type must be the type the cell holds"));
    }
    Ok(())
}

/// `%v = acc.get %cell : !acc.cell<i32>`: the cell's value.
pub(crate) fn get() -> OpDefinition {
    OpDefinition::new("acc.get", "Reads a cell")
        .with_format(
            OpSpec::new()
                .operand("cell", CELL)
                .result("result", TypeConstraint::SIGNLESS_FIXED_WIDTH_INTEGER_LIKE)
                .infer("result", element_of_cell),
            "$cell attr-dict `:` type($cell)",
        )
        .with_interface(MemoryEffects(|view| vec![on_cell(view, Effect::Read)]))
        .with_interface(semantics::get())
}

/// `%y = acc.scale %x by #acc.factor<3> : i32`: `%x` times the factor.
pub(crate) fn scale() -> OpDefinition {
    let int = TypeConstraint::SIGNLESS_FIXED_WIDTH_INTEGER_LIKE;
    OpDefinition::new("acc.scale", "Multiplies by a constant factor")
        .with_traits(OpTraits::PURE)
        .with_format(
            OpSpec::new()
                .operand("x", int)
                .attr("factor", AttrType::Any)
                .result("result", int)
                .same_types(&["x", "result"]),
            "$x `by` $factor attr-dict `:` type($result)",
        )
        .with_signature_verifier(|view| {
            match view
                .inherent_attr("factor")
                .map(|f| view.ctx.attr_as::<FactorAttr>(f))
            {
                Some(Some(_)) => Ok(()),
                _ => Err(view.error("attribute 'factor' must be an #acc.factor<N>")),
            }
        })
        .with_interface(Fold(fold_scale))
        .with_interface(semantics::scale())
}

/// `scale(c, k)` is the constant `c * k`; `scale(x, 1)` is `x`.
fn fold_scale(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let factor = i128::from(
        view.ctx
            .attr_as::<FactorAttr>(view.inherent_attr("factor")?)?
            .value,
    );
    if factor == 1 {
        return Some(vec![FoldResult::Value(view.operands().next()?)]);
    }
    let AttrKind::Integer { value, ty } = view.ctx.attr_kind(constants.first().copied()??) else {
        return None;
    };
    let product = value.wrapping_mul(factor);
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
