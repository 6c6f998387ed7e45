//! The `cf` dialect (unstructured control flow): `cf.br`, `cf.cond_br`,
//! `cf.switch` and `cf.assert`, with MLIR's custom forms, the branch
//! operand mapping the verifier checks successors with, and
//! canonicalization patterns (`patterns/`).

mod branch_operands;
mod interp;
mod patterns;
mod switch;

pub use branch_operands::{branch_targets, BranchTarget};

use ir_core::interfaces::{Canonicalize, ConstantSuccessor, Effect, EffectInstance, MemoryEffects};
use ir_core::ods::{Arity, AttrType, OpSpec, TypeConstraint};
use ir_core::{Attr, AttrKind, Diagnostic, Dialect, OpDefinition, OpTraits, OpView};

/// The `cf` dialect.
pub fn dialect() -> Dialect {
    Dialect::new(
        "cf",
        vec![
            br().with_interface(interp::branch()),
            cond_br().with_interface(interp::branch()),
            switch::switch().with_interface(interp::switch()),
            assert().with_interface(interp::assert()),
        ],
    )
}

/// `cf.br ^bb1(%a : i32)`.
fn br() -> OpDefinition {
    OpDefinition::new("cf.br", "Branches to a block, passing its arguments")
        .with_traits(OpTraits::TERMINATOR | OpTraits::PURE)
        .with_format(
            OpSpec::new()
                .variadic_operand("destOperands", TypeConstraint::ANY)
                .successor("dest", Arity::Single),
            "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
        )
        .with_successor_operands(branch_operands::successor_operands)
        .with_interface(ConstantSuccessor(|_, _| Some(0)))
        .with_interface(Canonicalize(patterns::br_patterns))
}

/// `cf.cond_br %c weights([1, 2]), ^bb1(%a : i32), ^bb2`.
fn cond_br() -> OpDefinition {
    OpDefinition::new(
        "cf.cond_br",
        "Branches to one of two blocks on an i1 condition",
    )
    .with_traits(OpTraits::TERMINATOR | OpTraits::PURE)
    .with_format(
        OpSpec::new()
            .operand("condition", TypeConstraint::I1)
            .variadic_operand("trueDestOperands", TypeConstraint::ANY)
            .variadic_operand("falseDestOperands", TypeConstraint::ANY)
            .optional_attr("branch_weights", AttrType::DenseI32Array)
            .successor("trueDest", Arity::Single)
            .successor("falseDest", Arity::Single),
        "$condition (`weights` `(` $branch_weights^ `)`)? `,` \
         $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` \
         $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
    )
    .with_verifier(verify_weights)
    .with_successor_operands(branch_operands::successor_operands)
    .with_interface(ConstantSuccessor(cond_br_successor))
    .with_interface(Canonicalize(patterns::cond_br_patterns))
}

/// The true destination (0) on a non-zero constant condition, else the false one (1).
fn cond_br_successor(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<usize> {
    match view.ctx.attr_kind(constants.first().copied().flatten()?) {
        AttrKind::Integer { value, .. } => Some(usize::from(*value == 0)),
        _ => None,
    }
}

/// As many branch weights as successors (MLIR's `WeightedBranchOpInterface`).
fn verify_weights(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let Some(AttrKind::DenseArray {
        values: ir_core::context::attributes::DenseValues::Int(weights),
        ..
    }) = view.inherent_attr_kind("branch_weights")
    else {
        return Ok(());
    };
    let successors = view.body.num_successors(view.op);
    if weights.len() != successors {
        return Err(view.plain_error(format!(
            "expects number of branch weights to match number of successors: {} vs {successors}",
            weights.len()
        )));
    }
    Ok(())
}

/// `cf.assert %c, "message"`: aborts with the message when `%c` is false.
fn assert() -> OpDefinition {
    OpDefinition::new(
        "cf.assert",
        "Aborts with a message unless a condition holds",
    )
    .with_format(
        OpSpec::new()
            .operand("arg", TypeConstraint::I1)
            .attr("msg", AttrType::String),
        "$arg `,` $msg attr-dict",
    )
    .with_interface(MemoryEffects(|_| {
        vec![EffectInstance {
            effect: Effect::Write,
            value: None,
        }]
    }))
    .with_interface(Canonicalize(patterns::assert_patterns))
}
