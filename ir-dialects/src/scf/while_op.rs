//! `scf.while`: a loop whose `before` region computes a condition and
//! the values forwarded (`scf.condition`), and whose `after` region is
//! the body (`scf.yield` back to `before`).
//!
//! `scf.while (%a = %x) : (i32) -> i32 { ... } do { ^bb0(%b: i32): ... }`

use super::syntax::{parse_assignment_list, print_assignment_list};
use super::{checks, edges, ConditionOp, YieldOp};
use ir_core::interfaces::{LoopLike, RegionBranch, RegionPoint};
use ir_core::ods::{Op, TypeConstraint};
use ir_core::syntax::custom::{OpParser, OpPrinter, RegionPrint};
use ir_core::{op, Diagnostic, OpDefinition, OpTraits, OpView, TypeKind};

op! {
    /// `scf.while (%a = %x) : (i32) -> i32 { ... } do { ... }` (hand-written
    /// syntax).
    pub struct WhileOp = scf.while {
        summary: "A generic 'while' loop",
        operands: (inits: variadic(TypeConstraint::ANY)),
        results: (results: variadic(TypeConstraint::ANY)),
        regions: (before: one, after: one),
    }
}

/// The `scf.while` definition.
pub(super) fn definition() -> OpDefinition {
    WhileOp::definition()
        .with_traits(OpTraits::RECURSIVE_MEMORY_EFFECTS | OpTraits::SINGLE_BLOCK)
        .with_syntax(parse, print)
        .with_verifier(verify)
        .with_region_verifier(edges::verify_edges)
        .with_interface(RegionBranch {
            successors,
            entry_operands: |view, _| 0..view.operands().len(),
            region_inputs: |view, index| 0..super::entry_args(view, index).len(),
            passthrough_operands: |_| 0..0,
        })
        .with_interface(LoopLike {
            loop_regions: |view| view.regions().to_vec(),
        })
        .with_interface(super::canonicalize::while_patterns())
}

fn parse(p: &mut OpParser<'_, '_, '_>) -> Result<(), Diagnostic> {
    let (mut args, inits) = match p.at_punct("(") {
        true => parse_assignment_list(p)?,
        false => (Vec::new(), Vec::new()),
    };
    let type_offset = p.offset();
    let ty = p.parse_colon_type()?;
    let TypeKind::Function { inputs, results } = p.ctx().type_kind(ty).clone() else {
        let found = super::type_text(p.ctx(), ty);
        return Err(p.error_at(
            type_offset,
            format!(
                "invalid kind of type specified: expected builtin.function, but found '{found}'"
            ),
        ));
    };
    if inputs.len() != inits.len() {
        return Err(p.error_at(
            type_offset,
            format!(
                "expected as many input types as operands (expected {} got {})",
                inits.len(),
                inputs.len()
            ),
        ));
    }
    p.resolve_operands(&inits, &inputs, type_offset)?;
    for (arg, &ty) in args.iter_mut().zip(&inputs) {
        arg.ty = Some(ty);
    }
    match args.is_empty() {
        true => p.parse_region()?,
        false => p.parse_region_with_arguments(args)?,
    }
    p.parse_keyword("do")?;
    p.parse_region()?;
    p.parse_optional_attr_dict_with_keyword()?;
    p.state().result_types = results.into();
    Ok(())
}

fn print(p: &mut OpPrinter<'_>, view: &OpView<'_>) {
    let inits: Vec<_> = view.operands().collect();
    let body = view.regions_body();
    print_assignment_list(p, " ", body, super::entry_args(view, 0), &inits);
    p.write(" : (");
    p.print_type_list(&view.operand_types());
    p.write(") -> ");
    p.print_function_result_types(&view.result_types());
    p.write(" ");
    let before = RegionPrint {
        entry_args: false,
        terminators: true,
    };
    p.print_region_with(view.regions()[0], before);
    p.write(" do ");
    p.print_region(view.regions()[1]);
    p.print_optional_attr_dict_with_keyword(view.body.op_attrs(view.op), &[]);
}

/// Whether an op is a region's expected terminator (a handle's `matches`).
type IsTerminator = fn(&OpView<'_>) -> bool;

/// The regions hold one block each, ended by `scf.condition` and `scf.yield`
/// (the values they forward are checked after the nested ops).
fn verify(view: &OpView<'_>) -> Result<(), Diagnostic> {
    checks::one_block(view, 0, "before")?;
    checks::one_block(view, 1, "after")?;
    let terminators: [(&str, &str, IsTerminator); 2] = [
        ("before", ConditionOp::NAME, ConditionOp::matches),
        ("after", YieldOp::NAME, YieldOp::matches),
    ];
    for (index, (region, terminator, is_terminator)) in terminators.into_iter().enumerate() {
        let last = super::entry_terminator(view, index)
            .map(|t| OpView::new(view.ctx, view.regions_body(), t));
        if last.as_ref().is_some_and(is_terminator) {
            continue;
        }
        let error = view.error(format!(
            "expects the '{region}' region to terminate with '{terminator}'"
        ));
        return Err(match last {
            Some(last) => error.with_note(last.loc(), "terminator here"),
            None => error,
        });
    }
    Ok(())
}

/// Into `before`; from `before` out or to `after`; from `after` back to `before`.
fn successors(_: &OpView<'_>, from: RegionPoint) -> Vec<RegionPoint> {
    match from {
        RegionPoint::Parent => vec![RegionPoint::Region(0)],
        RegionPoint::Region(0) => vec![RegionPoint::Parent, RegionPoint::Region(1)],
        RegionPoint::Region(_) => vec![RegionPoint::Region(0)],
    }
}
