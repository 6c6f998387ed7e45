//! `scf.execute_region`: runs its region (any number of blocks) once;
//! each `scf.yield` in it gives the op's results.
//!
//! `%r = scf.execute_region -> i32 (no_inline)? { ... }`

use super::edges;
use ir_core::interfaces::RegionBranch;
use ir_core::ods::op_attrs::UnitAttr;
use ir_core::ods::TypeConstraint;
use ir_core::syntax::custom::{OpParser, OpPrinter, RegionPrint};
use ir_core::{op, AttrKind, Diagnostic, OpDefinition, OpTraits, OpView};

op! {
    /// `%r = scf.execute_region -> i32 { ... }` (hand-written syntax).
    pub struct ExecuteRegionOp = scf.execute_region {
        summary: "Runs a region exactly once",
        results: (results: variadic(TypeConstraint::ANY)),
        attributes: (no_inline: optional(UnitAttr)),
        regions: (region: one),
    }
}

/// The `scf.execute_region` definition.
pub(super) fn definition() -> OpDefinition {
    ExecuteRegionOp::definition()
        .with_traits(OpTraits::RECURSIVE_MEMORY_EFFECTS)
        .with_syntax(parse, print)
        .with_verifier(verify)
        .with_region_verifier(edges::verify_edges)
        .with_interface(RegionBranch::run_once())
        .with_interface(super::canonicalize::execute_region_patterns())
}

fn parse(p: &mut OpParser<'_, '_, '_>) -> Result<(), Diagnostic> {
    let results = p.parse_optional_arrow_type_list()?;
    if p.parse_optional_keyword("no_inline") {
        let unit = p.ctx().intern_attr(AttrKind::Unit);
        p.add_property("no_inline", unit);
    }
    p.parse_region()?;
    p.parse_optional_attr_dict()?;
    p.state().result_types = results.into();
    Ok(())
}

fn print(p: &mut OpPrinter<'_>, view: &OpView<'_>) {
    let results = view.result_types();
    if !results.is_empty() {
        p.write(" -> ");
        p.print_function_result_types(&results);
    }
    p.write(" ");
    if view.inherent_attr("no_inline").is_some() {
        p.write("no_inline ");
    }
    let style = RegionPrint {
        entry_args: false,
        terminators: true,
    };
    p.print_region_with(view.regions()[0], style);
    p.print_optional_attr_dict(view.body.op_attrs(view.op), &[]);
}

fn verify(view: &OpView<'_>) -> Result<(), Diagnostic> {
    if super::entry_block(view, 0).is_none() {
        return Err(view.error("region needs to have at least one block"));
    }
    if !super::entry_args(view, 0).is_empty() {
        return Err(view.error("region cannot have any arguments"));
    }
    Ok(())
}
