//! `scf.if`: runs its `then` region when the condition holds, else its
//! (optional) `else` region; both yield the op's results.
//!
//! `scf.if %c -> (i32) { ... } else { ... }`; without results the
//! `scf.yield`s are left out.

use super::{checks, edges, YieldOp};
use ir_core::interfaces::{FoldInPlace, RegionBranch, RegionPoint, Speculatability, Speculation};
use ir_core::ods::TypeConstraint;
use ir_core::syntax::custom::{OpParser, OpPrinter, RegionPrint};
use ir_core::{op, Diagnostic, OpDefinition, OpTraits, OpView};

op! {
    /// `scf.if %c -> (i32) { ... } else { ... }` (hand-written syntax).
    pub struct IfOp = scf.if {
        summary: "If-then-else with structured regions",
        operands: (condition: one(TypeConstraint::I1)),
        results: (results: variadic(TypeConstraint::ANY)),
        regions: (then_region as "thenRegion": one, else_region as "elseRegion": one),
    }
}

/// The `scf.if` definition.
pub(super) fn definition() -> OpDefinition {
    IfOp::definition()
        .with_traits(OpTraits::RECURSIVE_MEMORY_EFFECTS | OpTraits::SINGLE_BLOCK)
        .with_syntax(parse, print)
        .with_implicit_terminator_op::<YieldOp>()
        .with_verifier(verify)
        .with_region_verifier(verify_regions)
        .with_interface(RegionBranch {
            successors,
            entry_operands: |_, _| 0..0,
            region_inputs: |_, _| 0..0,
            // Without an else region it has no results.
            passthrough_operands: |_| 0..0,
        })
        .with_interface(FoldInPlace(super::canonicalize::fold_negated_condition))
        .with_interface(super::canonicalize::if_patterns())
        // As MLIR's `RecursivelySpeculatable` trait on `scf.if`.
        .with_interface(Speculation(|_| Speculatability::RecursivelySpeculatable))
}

/// `%c (-> (types))? region (else region)? attr-dict`
fn parse(p: &mut OpParser<'_, '_, '_>) -> Result<(), Diagnostic> {
    let offset = p.offset();
    let condition = p.parse_operand()?;
    let i1 = p.ctx().int_type(1);
    p.resolve_operands(&[condition], &[i1], offset)?;
    let results = p.parse_optional_arrow_type_list()?;
    p.parse_region()?;
    if p.parse_optional_keyword("else") {
        p.parse_region()?;
    } else {
        p.add_empty_region();
    }
    p.parse_optional_attr_dict()?;
    p.state().result_types = results.into();
    Ok(())
}

fn print(p: &mut OpPrinter<'_>, view: &OpView<'_>) {
    p.write(" ");
    p.print_values(view.operands());
    let results = view.result_types();
    if !results.is_empty() {
        p.write(" -> (");
        p.print_type_list(&results);
        p.write(")");
    }
    let style = RegionPrint {
        entry_args: false,
        terminators: !results.is_empty(),
    };
    p.write(" ");
    p.print_region_with(view.regions()[0], style);
    if super::entry_block(view, 1).is_some() {
        p.write(" else ");
        p.print_region_with(view.regions()[1], style);
    }
    p.print_optional_attr_dict(view.body.op_attrs(view.op), &[]);
}

fn verify(view: &OpView<'_>) -> Result<(), Diagnostic> {
    checks::one_block(view, 0, "thenRegion")?;
    checks::no_arguments(view)?;
    if !view.results().is_empty() && super::entry_block(view, 1).is_none() {
        return Err(view.error("must have an else block if defining values"));
    }
    Ok(())
}

/// After the nested ops: the regions end with `scf.yield`s of the results' types.
fn verify_regions(view: &OpView<'_>) -> Result<(), Diagnostic> {
    checks::ends_with_yield(view)?;
    edges::verify_edges(view)
}

/// From the op: either region (or past the op without an `else`); from
/// a region: back to the op.
fn successors(view: &OpView<'_>, from: RegionPoint) -> Vec<RegionPoint> {
    match from {
        RegionPoint::Parent if super::entry_block(view, 1).is_some() => {
            vec![RegionPoint::Region(0), RegionPoint::Region(1)]
        }
        RegionPoint::Parent => vec![RegionPoint::Region(0), RegionPoint::Parent],
        RegionPoint::Region(_) => vec![RegionPoint::Parent],
    }
}
