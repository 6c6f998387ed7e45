//! The float arithmetic ops (`addf`, ..., `minnumf`, and `negf`): operands
//! and a result of one float type (or vectors and tensors of it), with
//! optional fast-math flags, written `$lhs, $rhs fastmath<...> : type`.

use super::attrs::{fastmath_none, summarized, FASTMATH};
use super::commutative_if;
use super::fold::float as fold;
use super::fold::{with_folder, FoldFn};
use super::types::same_as_result;
use super::verify;
use ir_core::ods::{OpSpec, TypeConstraint};
use ir_core::OpDefinition;

/// Name, summary, whether commutative, folder.
const BINARY: &[(&str, &str, bool, FoldFn)] = &[
    ("arith.addf", "Float addition", true, fold::addf),
    ("arith.subf", "Float subtraction", false, fold::subf),
    ("arith.mulf", "Float multiplication", true, fold::mulf),
    ("arith.divf", "Float division", false, fold::divf),
    (
        "arith.remf",
        "Float remainder (the sign of the dividend)",
        false,
        fold::remf,
    ),
    (
        "arith.maximumf",
        "Float maximum (NaNs propagate, -0 < +0)",
        true,
        fold::maximumf,
    ),
    (
        "arith.minimumf",
        "Float minimum (NaNs propagate, -0 < +0)",
        true,
        fold::minimumf,
    ),
    (
        "arith.maxnumf",
        "Float maximum (numbers win over quiet NaNs)",
        true,
        fold::maxnumf,
    ),
    (
        "arith.minnumf",
        "Float minimum (numbers win over quiet NaNs)",
        true,
        fold::minnumf,
    ),
];

/// The definitions of the float arithmetic ops.
pub fn ops() -> Vec<OpDefinition> {
    let float = TypeConstraint::FLOAT_LIKE;
    let mut ops: Vec<OpDefinition> = BINARY
        .iter()
        .map(|&(name, summary, commutative, folder)| {
            let spec = OpSpec::new()
                .operand("lhs", float)
                .operand("rhs", float)
                .default_attr("fastmath", FASTMATH, fastmath_none)
                .result("result", float)
                .infer("lhs", same_as_result)
                .infer("rhs", same_as_result);
            let op = OpDefinition::new(name, summary)
                .with_traits(commutative_if(commutative))
                .with_format(
                    summarized(spec),
                    "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
                )
                .with_signature_verifier(verify::arithmetic);
            with_folder(op, folder)
        })
        .collect();
    let negf = OpSpec::new()
        .operand("operand", float)
        .default_attr("fastmath", FASTMATH, fastmath_none)
        .result("result", float)
        .infer("operand", same_as_result);
    let negf = OpDefinition::new("arith.negf", "Float negation")
        .with_format(
            summarized(negf),
            "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        )
        .with_signature_verifier(verify::arithmetic);
    ops.push(with_folder(negf, fold::negf));
    ops
}
