//! `cf.switch`: its custom form (a hook: the cases are a bracketed list),
//! verifier and case values.
//!
//! ```text
//! cf.switch %flag : i32, [
//!   default: ^bb1(%a : i32),
//!   42: ^bb2,
//!   43: ^bb3(%b : i32)
//! ]
//! ```
//!
//! Case values are written as `i64` literals, truncated to the flag's
//! width, and printed zero-extended (as MLIR does: `-1 : i8` prints `255`).
//! They are stored as `case_values = dense<[...]> : vector<Nxiw>`, the
//! operand counts per case as `case_operand_segments`.

use super::branch_operands::{dense_ints, switch_successor_operands, with_property};
use super::patterns;
use ir_core::context::attributes::DenseValues;
use ir_core::interfaces::{
    Canonicalize, ConstantSuccessor, SuccessorOperandErased, SuccessorOperandsAppend,
};
use ir_core::ods::op_attrs::{AnyAttr, DenseI32ArrayAttr};
use ir_core::ods::TypeConstraint;
use ir_core::syntax::custom::{OpParser, OpPrinter};
use ir_core::{op, Attr, AttrKind, BlockId, Context, Diagnostic, OpDefinition, OpTraits, OpView};
use ir_core::{Body, OpId, Type, TypeKind, ValueId};

op! {
    /// `cf.switch %flag : i32, [default: ^bb1, 42: ^bb2(%a : i32)]`.
    pub struct SwitchOp = cf.switch {
        summary: "Branches to the case matching an integer flag",
        operands: (
            flag: one(TypeConstraint::INTEGER),
            default_operands as "defaultOperands": variadic(TypeConstraint::ANY),
            case_operands as "caseOperands": variadic(TypeConstraint::ANY),
        ),
        attributes: (
            case_values: optional(AnyAttr),
            case_operand_segments: required(DenseI32ArrayAttr),
        ),
        successors: (
            default_destination as "defaultDestination": one,
            case_destinations as "caseDestinations": variadic,
        ),
    }
}

/// The `cf.switch` definition.
pub(super) fn switch() -> OpDefinition {
    SwitchOp::definition()
        .with_traits(OpTraits::TERMINATOR | OpTraits::PURE)
        .with_syntax(parse_switch, print_switch)
        .with_verifier(verify_switch)
        .with_successor_operands(switch_successor_operands)
        .with_interface(ConstantSuccessor(switch_successor))
        .with_interface(SuccessorOperandErased(case_operand_erased))
        .with_interface(SuccessorOperandsAppend(append_switch_operands))
        .with_interface(Canonicalize(patterns::switch_patterns))
}

/// The case whose value equals a constant flag (its successor `i + 1`),
/// else the default (0); the default whatever the flag when there are no cases.
fn switch_successor(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<usize> {
    let values = case_values(view)?;
    if values.is_empty() {
        return Some(0);
    }
    let AttrKind::Integer { value, ty } = view.ctx.attr_kind(constants.first().copied().flatten()?)
    else {
        return None;
    };
    let flag = wrap(*value, int_width(view.ctx, *ty));
    Some(values.iter().position(|&v| v == flag).map_or(0, |i| i + 1))
}

/// `case_operand_segments` with the entry of each case successor in
/// `erased` decremented by its count, when operands it receives are
/// erased (the default's operands are counted by `operandSegmentSizes`
/// alone).
fn case_operand_erased(
    ctx: &Context,
    properties: Option<Attr>,
    erased: &[(usize, usize)],
) -> Option<Attr> {
    let segments = ctx.dictionary_get(properties?, "case_operand_segments")?;
    let AttrKind::DenseArray {
        element,
        values: DenseValues::Int(sizes),
    } = ctx.attr_kind(segments)
    else {
        return properties;
    };
    let mut sizes = sizes.clone();
    let mut changed = false;
    for &(successor, count) in erased {
        let case = successor
            .checked_sub(1)
            .and_then(|case| sizes.get_mut(case));
        if let Some(size) = case {
            let count = (count as i128).min(*size);
            changed |= count > 0;
            *size -= count;
        }
    }
    if !changed {
        return properties;
    }
    let updated = ctx.intern_attr(AttrKind::DenseArray {
        element: *element,
        values: DenseValues::Int(sizes),
    });
    Some(with_property(
        ctx,
        properties,
        "case_operand_segments",
        updated,
    ))
}

/// Appends operands for some successors of a `cf.switch` in one rewrite
/// (its `SuccessorOperandsAppend`): the default's join `defaultOperands`,
/// a case's join `caseOperands` and its `case_operand_segments` entry.
fn append_switch_operands(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    appended: &[(usize, Vec<ValueId>)],
) {
    let view = OpView::new(ctx, body, op);
    let ranges = switch_successor_operands(&view);
    let mut case_sizes = dense_ints(&view, "case_operand_segments")
        .unwrap_or_default()
        .to_vec();
    let mut segment_sizes = dense_ints(&view, "operandSegmentSizes")
        .unwrap_or_default()
        .to_vec();
    let mut extra: Vec<&[ValueId]> = vec![&[]; ranges.len()];
    for (successor, values) in appended {
        if let Some(slot) = extra.get_mut(*successor) {
            *slot = values;
        }
    }
    let old: Vec<ValueId> = body.operands(op).collect();
    let start = ranges.first().map_or(old.len(), |r| r.start);
    let mut operands = old[..start].to_vec();
    for (successor, (range, added)) in ranges.iter().zip(&extra).enumerate() {
        operands.extend_from_slice(&old[range.clone()]);
        operands.extend_from_slice(added);
        let count = added.len() as i128;
        let (segment, case) = match successor {
            0 => (1, None),
            case => (2, Some(case - 1)),
        };
        if let Some(size) = segment_sizes.get_mut(segment) {
            *size += count;
        }
        if let Some(size) = case.and_then(|c| case_sizes.get_mut(c)) {
            *size += count;
        }
    }
    body.set_operands(op, &operands);
    let array = |values: Vec<i128>| {
        ctx.intern_attr(AttrKind::DenseArray {
            element: ctx.int_type(32),
            values: DenseValues::Int(values),
        })
    };
    let properties = body.op_properties(op);
    let properties = with_property(ctx, properties, "operandSegmentSizes", array(segment_sizes));
    let properties = with_property(
        ctx,
        Some(properties),
        "case_operand_segments",
        array(case_sizes),
    );
    body.set_op_properties(op, Some(properties));
}

/// The width of an integer type (0 for other types).
fn int_width(ctx: &Context, ty: Type) -> u32 {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        _ => 0,
    }
}

/// `value` truncated to `width` bits and sign-extended back (how
/// integers of that width are stored).
fn wrap(value: i128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return value;
    }
    let shift = 128 - width;
    (value << shift) >> shift
}

/// `value` (of `width` bits) read as unsigned, limited to 64 bits as
/// MLIR's `getLimitedValue` prints it.
fn unsigned(value: i128, width: u32) -> u128 {
    let bits = if width == 0 || width >= 128 {
        value as u128
    } else {
        (value as u128) & ((1u128 << width) - 1)
    };
    bits.min(u64::MAX as u128)
}

/// The case values of a switch, one per case, sign-extended from the
/// element width; `None` when `case_values` is malformed.
pub(super) fn case_values(view: &OpView<'_>) -> Option<Vec<i128>> {
    let Some(attr) = view.inherent_attr("case_values") else {
        return Some(Vec::new());
    };
    let AttrKind::DenseElements {
        ty,
        values: DenseValues::Int(values),
    } = view.ctx.attr_kind(attr)
    else {
        return None;
    };
    let (count, element) = shape_of(view.ctx, *ty)?;
    let width = int_width(view.ctx, element);
    let value_at = |i: usize| values.get(if values.len() == 1 { 0 } else { i }).copied();
    (0..count)
        .map(|i| value_at(i).map(|v| wrap(v, width)))
        .collect()
}

/// The element count and element type of a static one-dimensional
/// vector or tensor.
fn shape_of(ctx: &Context, ty: Type) -> Option<(usize, Type)> {
    let (shape, element) = match ctx.type_kind(ty) {
        TypeKind::Vector { shape, element, .. } => (shape, *element),
        TypeKind::Tensor { shape, element, .. } => (shape, *element),
        _ => return None,
    };
    let count = shape.iter().try_fold(1usize, |n, &d| {
        usize::try_from(d).ok().and_then(|d| n.checked_mul(d))
    })?;
    matches!(ctx.type_kind(element), TypeKind::Integer { .. }).then_some((count, element))
}

fn verify_switch(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let ctx = view.ctx;
    let flag_type = view.operand_types()[0];
    let cases = view.body.num_successors(view.op) - 1;
    if let Some(attr) = view.inherent_attr("case_values") {
        let Some((count, element)) = element_info(ctx, attr) else {
            return Err(view.error(
                "attribute 'case_values' failed to satisfy constraint: integer elements attribute",
            ));
        };
        if element != flag_type {
            return Err(view.error(format!(
                "'flag' type ({}) should match case value type ({})",
                quoted(ctx, flag_type),
                quoted(ctx, element)
            )));
        }
        if count != cases {
            return Err(view.error(format!(
                "number of case values ({count}) should match number of case destinations ({cases})"
            )));
        }
    } else if cases != 0 {
        return Err(view.error(format!(
            "number of case values (0) should match number of case destinations ({cases})"
        )));
    }
    let segments = dense_ints(view, "case_operand_segments").unwrap_or_default();
    let sizes = super::branch_operands::dense_ints(view, "operandSegmentSizes");
    let case_operands = sizes.and_then(|s| s.get(2).copied()).unwrap_or_default();
    let total: i128 = segments.iter().sum();
    if segments.iter().any(|&s| s < 0) || total != case_operands {
        return Err(view.error(format!(
            "caseOperands count ({case_operands}) does not match with the total size ({total}) specified in attribute 'case_operand_segments'"
        )));
    }
    Ok(())
}

/// Element count and type of a dense integer elements attribute.
fn element_info(ctx: &Context, attr: Attr) -> Option<(usize, Type)> {
    match ctx.attr_kind(attr) {
        AttrKind::DenseElements {
            ty,
            values: DenseValues::Int(_),
        } => shape_of(ctx, *ty),
        _ => None,
    }
}

fn quoted(ctx: &Context, ty: Type) -> String {
    let mut text = String::from("'");
    ir_core::syntax::printer::print_type(ctx, ty, &mut text);
    text.push('\'');
    text
}

/// `%flag : type, [ default: ^bb(...), value: ^bb(...), ... ]`
fn parse_switch(p: &mut OpParser<'_, '_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let flag = p.parse_operand()?;
    p.parse_punct(":")?;
    let type_offset = p.offset();
    let flag_type = p.parse_type()?;
    let width = int_width(ctx, flag_type);
    if width == 0 {
        let mut text = String::new();
        ir_core::syntax::printer::print_type(ctx, flag_type, &mut text);
        return Err(p.error_at(
            type_offset,
            format!("invalid kind of type specified: expected builtin.integer, but found '{text}'"),
        ));
    }
    p.resolve_operands(&[flag], &[flag_type], type_offset)?;
    p.parse_punct(",")?;
    p.parse_punct("[")?;
    p.parse_keyword("default")?;
    p.parse_punct(":")?;
    let default_count = parse_successor_and_operands(p)?;
    let mut values = Vec::new();
    let mut case_counts = Vec::new();
    while p.parse_optional_punct(",") {
        let offset = p.offset();
        let value = p.parse_integer()?;
        if i64::try_from(value).is_err() {
            return Err(p.error_at(offset, "integer value too large"));
        }
        values.push(wrap(value, width));
        p.parse_punct(":")?;
        case_counts.push(parse_successor_and_operands(p)?);
    }
    p.parse_punct("]")?;
    p.parse_optional_attr_dict()?;
    if !values.is_empty() {
        let ty = ctx.intern_type(TypeKind::Vector {
            shape: vec![values.len() as i64],
            scalable: vec![false],
            element: flag_type,
        });
        let attr = ctx.intern_attr(AttrKind::DenseElements {
            ty,
            values: DenseValues::Int(values),
        });
        p.add_property("case_values", attr);
    }
    let int_array = |values: Vec<usize>| {
        ctx.intern_attr(AttrKind::DenseArray {
            element: ctx.int_type(32),
            values: DenseValues::Int(values.into_iter().map(|v| v as i128).collect()),
        })
    };
    let case_total = case_counts.iter().sum();
    p.add_property("case_operand_segments", int_array(case_counts));
    p.add_property(
        "operandSegmentSizes",
        int_array(vec![1, default_count, case_total]),
    );
    Ok(())
}

/// `^bb1` or `^bb1(%a, %b : i32, i64)`; returns how many operands.
fn parse_successor_and_operands(p: &mut OpParser<'_, '_, '_>) -> Result<usize, Diagnostic> {
    p.parse_successor()?;
    if !p.parse_optional_punct("(") {
        return Ok(0);
    }
    let operands = p.parse_operand_list()?;
    p.parse_punct(":")?;
    let offset = p.offset();
    let types = p.parse_type_list()?;
    p.parse_punct(")")?;
    p.resolve_operands(&operands, &types, offset)?;
    Ok(operands.len())
}

fn print_switch(p: &mut OpPrinter<'_>, view: &OpView<'_>) {
    let ctx = view.ctx;
    let operands: Vec<ValueId> = view.operands().collect();
    let Some(&flag) = operands.first() else {
        return;
    };
    let flag_type = view.body.value_type(flag);
    let width = int_width(ctx, flag_type);
    p.write(" ");
    p.print_value(flag);
    p.write(" : ");
    p.print_type(flag_type);
    p.write(", [");
    p.print_newline();
    p.write("  default: ");
    let successors: Vec<BlockId> = view.successors();
    let ranges = switch_successor_operands(view);
    let print_target = |p: &mut OpPrinter<'_>, i: usize| {
        let range = ranges.get(i).cloned().unwrap_or(0..0);
        print_successor(
            p,
            view,
            successors[i],
            operands.get(range).unwrap_or_default(),
        );
    };
    print_target(p, 0);
    if view.inherent_attr("case_values").is_none() {
        p.write("]");
    } else {
        let values = case_values(view).unwrap_or_default();
        for (i, value) in values.iter().enumerate().take(successors.len() - 1) {
            p.write(",");
            p.print_newline();
            p.write("  ");
            p.write(&unsigned(*value, width).to_string());
            p.write(": ");
            print_target(p, i + 1);
        }
        p.print_newline();
        p.write("]");
    }
    let entries = crate::helpers::attr_dict_entries(
        view,
        &[
            "case_values",
            "case_operand_segments",
            "operandSegmentSizes",
        ],
    );
    p.print_attr_entries(&entries, false);
}

/// `^bb1` or `^bb1(%a, %b : i32, i64)`.
fn print_successor(p: &mut OpPrinter<'_>, view: &OpView<'_>, block: BlockId, values: &[ValueId]) {
    p.print_block_name(block);
    if values.is_empty() {
        return;
    }
    p.write("(");
    p.print_values(values.iter().copied());
    p.write(" : ");
    let types: Vec<Type> = values.iter().map(|&v| view.body.value_type(v)).collect();
    p.print_type_list(&types);
    p.write(")");
}

#[cfg(test)]
mod tests {
    use super::{unsigned, wrap};

    #[test]
    fn case_values_wrap_to_the_flag_width_and_print_unsigned() {
        assert_eq!(wrap(300, 8), 44);
        assert_eq!(wrap(-1, 8), -1);
        assert_eq!(wrap(255, 8), -1);
        assert_eq!(unsigned(-1, 8), 255);
        assert_eq!(unsigned(-3, 32), 4_294_967_293);
        assert_eq!(unsigned(-1, 64), u64::MAX as u128);
        assert_eq!(unsigned(1, 1), 1);
        assert_eq!(wrap(1, 1), -1);
    }
}
