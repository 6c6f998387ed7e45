//! The integer arithmetic ops (`addi`, `subi`, ..., `minui`): two operands
//! and a result of one signless integer or index type (or vectors and
//! tensors of it), written `$lhs, $rhs <flags> : type`.

use super::attrs::{overflow_none, summarized, OVERFLOW};
use super::commutative_if;
use super::fold::int as fold;
use super::fold::{with_folder, FoldFn};
use super::types::same_as_result;
use super::verify;
use ir_core::ods::{AttrType, OpSpec, TypeConstraint};
use ir_core::OpDefinition;

/// The flag an integer op may carry.
#[derive(Copy, Clone)]
enum Flag {
    /// None.
    No,
    /// `overflow<nsw, nuw>` (`overflowFlags`, default `none`).
    Overflow,
    /// `exact` (the unit attribute `isExact`).
    Exact,
}

/// Name, summary, flag, whether commutative, folder.
const OPS: &[(&str, &str, Flag, bool, FoldFn)] = &[
    (
        "arith.addi",
        "Integer addition",
        Flag::Overflow,
        true,
        fold::addi,
    ),
    (
        "arith.subi",
        "Integer subtraction",
        Flag::Overflow,
        false,
        fold::subi,
    ),
    (
        "arith.muli",
        "Integer multiplication",
        Flag::Overflow,
        true,
        fold::muli,
    ),
    (
        "arith.divsi",
        "Signed integer division (rounds toward zero)",
        Flag::Exact,
        false,
        fold::divsi,
    ),
    (
        "arith.divui",
        "Unsigned integer division (rounds toward zero)",
        Flag::Exact,
        false,
        fold::divui,
    ),
    (
        "arith.ceildivsi",
        "Signed integer division rounding up",
        Flag::No,
        false,
        fold::ceildivsi,
    ),
    (
        "arith.ceildivui",
        "Unsigned integer division rounding up",
        Flag::No,
        false,
        fold::ceildivui,
    ),
    (
        "arith.floordivsi",
        "Signed integer division rounding down",
        Flag::No,
        false,
        fold::floordivsi,
    ),
    (
        "arith.remsi",
        "Signed integer remainder",
        Flag::No,
        false,
        fold::remsi,
    ),
    (
        "arith.remui",
        "Unsigned integer remainder",
        Flag::No,
        false,
        fold::remui,
    ),
    ("arith.andi", "Bitwise and", Flag::No, true, fold::andi),
    ("arith.ori", "Bitwise or", Flag::No, true, fold::ori),
    (
        "arith.xori",
        "Bitwise exclusive or",
        Flag::No,
        true,
        fold::xori,
    ),
    (
        "arith.shli",
        "Shift left",
        Flag::Overflow,
        false,
        fold::shli,
    ),
    (
        "arith.shrsi",
        "Arithmetic shift right",
        Flag::Exact,
        false,
        fold::shrsi,
    ),
    (
        "arith.shrui",
        "Logical shift right",
        Flag::Exact,
        false,
        fold::shrui,
    ),
    (
        "arith.maxsi",
        "Signed integer maximum",
        Flag::No,
        true,
        fold::maxsi,
    ),
    (
        "arith.maxui",
        "Unsigned integer maximum",
        Flag::No,
        true,
        fold::maxui,
    ),
    (
        "arith.minsi",
        "Signed integer minimum",
        Flag::No,
        true,
        fold::minsi,
    ),
    (
        "arith.minui",
        "Unsigned integer minimum",
        Flag::No,
        true,
        fold::minui,
    ),
];

/// The definitions of the integer arithmetic ops.
pub fn ops() -> Vec<OpDefinition> {
    OPS.iter()
        .map(|&(name, summary, flag, commutative, folder)| {
            let int = TypeConstraint::SIGNLESS_INTEGER_LIKE;
            let spec = OpSpec::new()
                .operand("lhs", int)
                .operand("rhs", int)
                .result("result", int)
                .infer("lhs", same_as_result)
                .infer("rhs", same_as_result);
            let (spec, format) = match flag {
                Flag::No => (spec, "$lhs `,` $rhs attr-dict `:` type($result)"),
                Flag::Overflow => (
                    spec.default_attr("overflowFlags", OVERFLOW, overflow_none),
                    "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
                ),
                Flag::Exact => (
                    spec.optional_attr("isExact", AttrType::Unit),
                    "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
                ),
            };
            let op = OpDefinition::new(name, summary)
                .with_traits(commutative_if(commutative))
                .with_format(summarized(spec), format)
                .with_signature_verifier(verify::arithmetic);
            with_folder(op, folder)
        })
        .collect()
}
