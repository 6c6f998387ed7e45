//! A small dialect with interpreter semantics for the lowering's tests:
//! functions, 32-bit arithmetic, a return, and branch ops named as `cf`'s
//! (`cf.br`, `cf.cond_br`, `cf.switch`, with the same operand groups), so
//! the lowering's own `cf.br` runs too.

use ir_core::context::attributes::DenseValues;
use ir_core::context::{same_for_every_successor, SuccessorRanges};
use ir_core::interfaces::Callable;
use ir_core::interp::{Interpretable, RtValue, Step};
use ir_core::{AttrKind, Context, Dialect, OpDefinition, OpTraits, OpView};
use std::ops::Range;

/// An `i32` operand.
fn int(values: &[RtValue], i: usize) -> Result<i128, String> {
    values[i]
        .as_signed()
        .ok_or_else(|| "operand is poison".to_string())
}

/// The integer property `name`.
fn int_property(view: &OpView<'_>, name: &str) -> i128 {
    match view.inherent_attr_kind(name) {
        Some(AttrKind::Integer { value, .. }) => *value,
        _ => 0,
    }
}

/// The dense array property `name`.
fn sizes(view: &OpView<'_>, name: &str) -> Vec<usize> {
    match view.inherent_attr_kind(name) {
        Some(AttrKind::DenseArray {
            values: DenseValues::Int(v),
            ..
        }) => v.iter().map(|&s| s.max(0) as usize).collect(),
        _ => Vec::new(),
    }
}

/// The operands of group `group` of `operandSegmentSizes`.
fn segment(view: &OpView<'_>, group: usize) -> Range<usize> {
    let sizes = sizes(view, "operandSegmentSizes");
    let start: usize = sizes.iter().take(group).sum();
    start..start + sizes.get(group).copied().unwrap_or(0)
}

/// `cf.cond_br`: condition, then the operands of each successor.
fn cond_br_operands(view: &OpView<'_>) -> SuccessorRanges {
    smallvec::smallvec![segment(view, 1), segment(view, 2)]
}

/// `cf.switch`: flag, default operands, then case operands split by
/// `case_operand_segments`.
fn switch_operands(view: &OpView<'_>) -> SuccessorRanges {
    let default = segment(view, 1);
    let mut start = default.end;
    let mut ranges: SuccessorRanges = smallvec::smallvec![default];
    for size in sizes(view, "case_operand_segments") {
        ranges.push(start..start + size);
        start += size;
    }
    ranges
}

/// Branches to `successor` with the operands `ranges` says it gets.
fn branch(
    view: &OpView<'_>,
    values: &[RtValue],
    successor: usize,
    ranges: fn(&OpView<'_>) -> SuccessorRanges,
) -> Step {
    Step::Branch {
        successor,
        args: values[ranges(view)[successor].clone()].to_vec(),
    }
}

/// A binary `i32` op: `t.add`, `t.sub` or `t.mul`, wrapping.
fn binary(name: &str) -> OpDefinition {
    OpDefinition::new(name, "binary")
        .with_traits(OpTraits::PURE)
        .with_interface(Interpretable::simple(|_, view, v| {
            let (a, b) = (int(v, 0)?, int(v, 1)?);
            let result = match view.name() {
                "t.add" => a.wrapping_add(b),
                "t.sub" => a.wrapping_sub(b),
                _ => a.wrapping_mul(b),
            };
            Ok(Step::Results(vec![RtValue::int(result, 32)]))
        }))
}

/// The dialects of the tests: `t` and the test `cf`.
pub(super) fn register(ctx: &mut Context) {
    let terminator = OpTraits::TERMINATOR;
    ctx.register_dialect(Dialect::new(
        "t",
        vec![
            OpDefinition::new("t.func", "function")
                .with_traits(OpTraits::ISOLATED_FROM_ABOVE)
                .with_interface(Callable {
                    body: |view| view.regions().first().copied(),
                    signature: |_| None,
                }),
            OpDefinition::new("t.const", "constant")
                .with_traits(OpTraits::PURE)
                .with_interface(Interpretable::simple(|_, view, _| {
                    let value = int_property(view, "value");
                    Ok(Step::Results(vec![RtValue::int(value, 32)]))
                })),
            binary("t.add"),
            binary("t.sub"),
            binary("t.mul"),
            OpDefinition::new("t.lt", "less than")
                .with_traits(OpTraits::PURE)
                .with_interface(Interpretable::simple(|_, _, v| {
                    Ok(Step::Results(vec![RtValue::bool(int(v, 0)? < int(v, 1)?)]))
                })),
            OpDefinition::new("t.ret", "return")
                .with_traits(terminator)
                .with_interface(Interpretable::simple(|_, _, v| Ok(Step::Exit(v.to_vec())))),
        ],
    ));
    ctx.register_dialect(Dialect::new(
        "cf",
        vec![
            OpDefinition::new("cf.br", "branch")
                .with_traits(terminator)
                .with_successor_operands(|view| {
                    same_for_every_successor(view, 0..view.operands().len())
                })
                .with_interface(Interpretable::simple(|_, _, v| {
                    Ok(Step::Branch {
                        successor: 0,
                        args: v.to_vec(),
                    })
                })),
            OpDefinition::new("cf.cond_br", "conditional branch")
                .with_traits(terminator)
                .with_successor_operands(cond_br_operands)
                .with_interface(Interpretable::simple(|_, view, v| {
                    let taken = usize::from(v[0].as_unsigned() != Some(1));
                    Ok(branch(view, v, taken, cond_br_operands))
                })),
            OpDefinition::new("cf.switch", "switch on flag modulo successors")
                .with_traits(terminator)
                .with_successor_operands(switch_operands)
                .with_interface(Interpretable::simple(|_, view, v| {
                    let successors = view.body.num_successors(view.op) as i128;
                    let taken = int(v, 0)?.rem_euclid(successors) as usize;
                    Ok(branch(view, v, taken, switch_operands))
                })),
        ],
    ));
}
