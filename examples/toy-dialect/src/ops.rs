//! The ops of `toy`, each declared once with `op!` (operands, results and
//! attributes with their constraints and Rust types, and the assembly
//! format), with their verifiers and folders. All are pure, so the
//! framework's passes drop them when their results are unused.

use crate::patterns;
use crate::types::{PredicateAttr, StructType};
use ir_core::interfaces::{Canonicalize, Fold, FoldResult, Folded};
use ir_core::ods::op_attrs::I64Attr;
use ir_core::ods::{KnownTypes, Op, OpAttr, TypeConstraint};
use ir_core::{
    op, Attr, AttrKind, Context, Diagnostic, OpDefinition, OpTraits, OpView, Type, ValueId,
};
use std::cmp::Ordering;

/// A value of type `!toy.struct<...>`.
const STRUCT: TypeConstraint = TypeConstraint {
    description: "toy struct",
    check: |ctx, ty| ctx.type_as::<StructType>(ty).is_some(),
    buildable: None,
};

/// `ty` as the text writes it, for diagnostics.
fn spelled(ctx: &Context, ty: Type) -> String {
    let mut text = String::new();
    ir_core::syntax::printer::print_type(ctx, ty, &mut text);
    text
}

/// The struct type of `value`, if it has one.
fn struct_of<'a>(view: &OpView<'a>, value: ValueId) -> Option<&'a StructType> {
    view.ctx.type_as::<StructType>(view.body.value_type(value))
}

op! {
    /// `%s = toy.struct_new %a, %b : !toy.struct<i32, f64>`: a struct of
    /// the values.
    pub struct StructNewOp = toy.struct_new {
        summary: "Builds a struct of values",
        operands: (elements: variadic(TypeConstraint::ANY)),
        results: (result: one(STRUCT)),
        constraints: |spec| spec.infer("elements", elements_of_result),
        format: "$elements attr-dict `:` type($result)",
    }
}

/// The element types of the struct built, for formats that leave them out.
fn elements_of_result(ctx: &Context, known: &KnownTypes<'_>) -> Option<Vec<Type>> {
    Some(
        ctx.type_as::<StructType>(known.single("result")?)?
            .elements
            .clone(),
    )
}

/// `toy.struct_new`'s definition.
pub(crate) fn struct_new() -> OpDefinition {
    StructNewOp::definition()
        .with_traits(OpTraits::PURE)
        .with_signature_verifier(verify_struct_new)
}

/// The operands are the struct's elements: as many, of its element types.
fn verify_struct_new(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let Some(new) = view.as_op::<StructNewOp>() else {
        return Ok(());
    };
    let Some(ty) = struct_of(view, new.result()) else {
        return Ok(());
    };
    let types: Vec<Type> = new.elements().map(|v| view.body.value_type(v)).collect();
    if types.len() != ty.elements.len() {
        return Err(view.error(format!(
            "expected {} operands, one per element of the struct, but got {}",
            ty.elements.len(),
            types.len()
        )));
    }
    match types
        .iter()
        .zip(&ty.elements)
        .position(|(operand, element)| operand != element)
    {
        Some(i) => Err(view.error(format!(
            "operand #{i} must be of the struct's element type '{}', but got '{}'",
            spelled(view.ctx, ty.elements[i]),
            spelled(view.ctx, types[i]),
        ))),
        None => Ok(()),
    }
}

op! {
    /// `%x = toy.struct_get %s[1] : !toy.struct<i32, f64>`: element 1 of
    /// the struct.
    pub struct StructGetOp = toy.struct_get {
        summary: "Reads an element of a struct",
        operands: (input: one(STRUCT)),
        results: (result: one(TypeConstraint::ANY)),
        attributes: (index: required(I64Attr)),
        constraints: |spec| spec.infer("result", element_at_index),
        format: "$input `[` $index `]` attr-dict `:` type($input)",
    }
}

/// The type of the element read, for formats that leave it out.
fn element_at_index(ctx: &Context, known: &KnownTypes<'_>) -> Option<Vec<Type>> {
    let ty = ctx.type_as::<StructType>(known.single("input")?)?;
    let index = I64Attr::read(ctx, known.property("index")?)?;
    Some(vec![ty.element(index)?])
}

/// `toy.struct_get`'s definition.
pub(crate) fn struct_get() -> OpDefinition {
    StructGetOp::definition()
        .with_traits(OpTraits::PURE)
        .with_signature_verifier(verify_struct_get)
        .with_interface(Fold(fold_struct_get))
}

/// The index names an element, and the result has its type.
fn verify_struct_get(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let Some(get) = view.as_op::<StructGetOp>() else {
        return Ok(());
    };
    let (Some(ty), Some(index)) = (struct_of(view, get.input()), get.index()) else {
        return Ok(());
    };
    match ty.element(index) {
        None => Err(view.error(format!(
            "index {index} is out of range for a struct of {} elements",
            ty.elements.len()
        ))),
        Some(element) if element != view.body.value_type(get.result()) => Err(view.error(format!(
            "result must be of the type of element #{index}, '{}'",
            spelled(view.ctx, element)
        ))),
        Some(_) => Ok(()),
    }
}

/// `toy.struct_get (toy.struct_new %a, %b)[1]` is `%b`.
fn fold_struct_get(view: &OpView<'_>, _: &[Option<Attr>]) -> Option<Folded> {
    let get = view.as_op::<StructGetOp>()?;
    let new = StructNewOp::defining(view.ctx, view.body, get.input())?;
    let element = new.elements().nth(usize::try_from(get.index()?).ok()?)?;
    Some(vec![FoldResult::Value(element)])
}

op! {
    /// `%b = toy.cmp <lt>, %x, %y : i32`: whether `%x < %y` (signed).
    pub struct CmpOp = toy.cmp {
        summary: "Compares two signed integers",
        operands: (
            lhs: one(TypeConstraint::SIGNLESS_INTEGER_OR_INDEX),
            rhs: one(TypeConstraint::SIGNLESS_INTEGER_OR_INDEX),
        ),
        results: (result: one(TypeConstraint::I1)),
        attributes: (predicate: required(PredicateAttr)),
        constraints: |spec| spec.same_types(&["lhs", "rhs"]),
        format: "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
    }
}

/// `toy.cmp`'s definition.
pub(crate) fn cmp() -> OpDefinition {
    CmpOp::definition()
        .with_traits(OpTraits::PURE)
        .with_interface(Fold(fold_cmp))
        .with_interface(Canonicalize(patterns::cmp))
}

/// A comparison of a value with itself, or of two constants, is a
/// constant `i1`.
fn fold_cmp(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let cmp = view.as_op::<CmpOp>()?;
    let predicate = cmp.predicate()?.predicate;
    let order = match constants {
        _ if cmp.lhs() == cmp.rhs() => Ordering::Equal,
        [Some(lhs), Some(rhs)] => integer(view.ctx, *lhs)?.cmp(&integer(view.ctx, *rhs)?),
        _ => return None,
    };
    let holds = i128::from(predicate.holds(order));
    let i1 = view.body.value_type(cmp.result());
    Some(vec![FoldResult::Attr(view.ctx.int_attr(holds, i1))])
}

/// The value of an integer constant (stored sign-extended).
fn integer(ctx: &Context, attr: Attr) -> Option<i128> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}
