//! The `cf` dialect (unstructured control flow): `cf.br`, `cf.cond_br`,
//! `cf.switch` and `cf.assert`, with MLIR's custom forms, the branch
//! operand mapping the verifier checks successors with, and
//! canonicalization patterns (`patterns/`).

mod branch_operands;
mod interp;
mod patterns;
mod switch;

pub(crate) use branch_operands::with_property;
pub use branch_operands::{branch_targets, BranchTarget};

use ir_core::interfaces::{Canonicalize, ConstantSuccessor, Effect, EffectInstance, MemoryEffects};
use ir_core::ods::op_attrs::{DenseI32ArrayAttr, StringAttr};
use ir_core::ods::TypeConstraint;
use ir_core::{op, Attr, AttrKind, Diagnostic, Dialect, OpDefinition, OpTraits, OpView};

pub use switch::SwitchOp;

/// The `cf` dialect.
pub fn dialect() -> Dialect {
    Dialect::new(
        "cf",
        vec![
            br().with_interface(interp::br()),
            cond_br().with_interface(interp::cond_br()),
            switch::switch().with_interface(interp::switch()),
            assert().with_interface(interp::assert()),
        ],
    )
    .with_interface(ir_core::interfaces::DialectInliner::ALWAYS)
}

op! {
    /// `cf.br ^bb1(%a : i32)`.
    pub struct BrOp = cf.br {
        summary: "Branches to a block, passing its arguments",
        operands: (dest_operands as "destOperands": variadic(TypeConstraint::ANY)),
        successors: (dest: one),
        format: "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
    }
}

/// `cf.br`'s definition.
fn br() -> OpDefinition {
    BrOp::definition()
        .with_traits(OpTraits::TERMINATOR | OpTraits::PURE)
        .with_successor_operands(branch_operands::br_successor_operands)
        .with_interface(ConstantSuccessor(|_, _| Some(0)))
        .with_interface(Canonicalize(patterns::br_patterns))
}

op! {
    /// `cf.cond_br %c weights([1, 2]), ^bb1(%a : i32), ^bb2`.
    pub struct CondBrOp = cf.cond_br {
        summary: "Branches to one of two blocks on an i1 condition",
        operands: (
            condition: one(TypeConstraint::I1),
            true_dest_operands as "trueDestOperands": variadic(TypeConstraint::ANY),
            false_dest_operands as "falseDestOperands": variadic(TypeConstraint::ANY),
        ),
        attributes: (branch_weights: optional(DenseI32ArrayAttr)),
        successors: (true_dest as "trueDest": one, false_dest as "falseDest": one),
        format: "$condition (`weights` `(` $branch_weights^ `)`)? `,` \
                 $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` \
                 $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
    }
}

/// `cf.cond_br`'s definition.
fn cond_br() -> OpDefinition {
    CondBrOp::definition()
        .with_traits(OpTraits::TERMINATOR | OpTraits::PURE)
        .with_verifier(verify_weights)
        .with_successor_operands(branch_operands::cond_br_successor_operands)
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

/// As many branch weights as successors, not all zero (MLIR's
/// `WeightedBranchOpInterface`).
fn verify_weights(view: &OpView<'_>) -> Result<(), Diagnostic> {
    // Most branches have no weights: matching the handle is not needed then.
    if view.inherent_attr("branch_weights").is_none() {
        return Ok(());
    }
    let Some(weights) = view.as_op::<CondBrOp>().and_then(|c| c.branch_weights()) else {
        return Ok(());
    };
    let successors = view.body.num_successors(view.op);
    if weights.len() != successors {
        return Err(view.plain_error(format!(
            "expects number of branch weights to match number of successors: {} vs {successors}",
            weights.len()
        )));
    }
    if weights.iter().all(|&w| w == 0) {
        return Err(view.plain_error("branch weights cannot all be zero"));
    }
    Ok(())
}

op! {
    /// `cf.assert %c, "message"`: aborts with the message when `%c` is false.
    pub struct AssertOp = cf.assert {
        summary: "Aborts with a message unless a condition holds",
        operands: (arg: one(TypeConstraint::I1)),
        attributes: (msg: required(StringAttr)),
        format: "$arg `,` $msg attr-dict",
    }
}

/// `cf.assert`'s definition.
fn assert() -> OpDefinition {
    AssertOp::definition()
        .with_interface(MemoryEffects(|_| {
            vec![EffectInstance {
                effect: Effect::Write,
                value: None,
            }]
        }))
        .with_interface(Canonicalize(patterns::assert_patterns))
}
