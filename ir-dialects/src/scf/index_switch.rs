//! `scf.index_switch`: runs the region of the case equal to an `index`
//! value, or the `default` region; the region yields the op's results.
//!
//! ```text
//! %r = scf.index_switch %i -> i32
//! case 2 { ... }
//! default { ... }
//! ```

use super::{checks, type_text, YieldOp};
use ir_core::context::attributes::DenseValues;
use ir_core::interfaces::RegionBranch;
use ir_core::ods::op_attrs::DenseI64ArrayAttr;
use ir_core::ods::{Op, TypeConstraint};
use ir_core::syntax::custom::{OpParser, OpPrinter, RegionPrint};
use ir_core::{op, AttrKind, Diagnostic, OpDefinition, OpTraits, OpView, RegionId};

op! {
    /// `%r = scf.index_switch %i -> i32 case 2 { ... } default { ... }`
    /// (hand-written syntax).
    pub struct IndexSwitchOp = scf.index_switch {
        summary: "Switch on an index value",
        operands: (arg: one(TypeConstraint::INDEX)),
        results: (results: variadic(TypeConstraint::ANY)),
        attributes: (cases: required(DenseI64ArrayAttr)),
        regions: (default_region as "defaultRegion": one, case_regions as "caseRegions": variadic),
    }
}

/// The `scf.index_switch` definition.
pub(super) fn definition() -> OpDefinition {
    IndexSwitchOp::definition()
        .with_traits(OpTraits::RECURSIVE_MEMORY_EFFECTS | OpTraits::SINGLE_BLOCK)
        .with_syntax(parse, print)
        .with_implicit_terminator_op::<YieldOp>()
        .with_verifier(verify)
        .with_interface(RegionBranch::one_of_its_regions())
        .with_interface(super::canonicalize::index_switch_patterns())
}

/// The case values.
pub(super) fn cases<'a>(view: &OpView<'a>) -> &'a [i128] {
    match view.inherent_attr_kind("cases") {
        Some(AttrKind::DenseArray {
            values: DenseValues::Int(values),
            ..
        }) => values,
        _ => &[],
    }
}

/// `%arg attr-dict (-> types)? (case N region)* default region`
fn parse(p: &mut OpParser<'_, '_, '_>) -> Result<(), Diagnostic> {
    let offset = p.offset();
    let arg = p.parse_operand()?;
    let index = p.ctx().index_type();
    p.resolve_operands(&[arg], &[index], offset)?;
    p.parse_optional_attr_dict()?;
    let results = match p.parse_optional_punct("->") {
        true => p.parse_type_list()?,
        false => Vec::new(),
    };
    let mut values = Vec::new();
    while p.parse_optional_keyword("case") {
        let at = p.offset();
        let value = p
            .parse_integer()
            .map_err(|_| p.error_at(at, "expected integer value"))?;
        if i64::try_from(value).is_err() {
            return Err(p.error_at(at, "integer value too large"));
        }
        values.push(value);
        p.parse_region()?;
    }
    p.parse_keyword("default")?;
    p.parse_region()?;
    p.move_last_region_to(0);
    let ctx = p.ctx();
    let cases = ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.int_type(64),
        values: DenseValues::Int(values),
    });
    p.add_property("cases", cases);
    p.state().result_types = results.into();
    Ok(())
}

fn print(p: &mut OpPrinter<'_>, view: &OpView<'_>) {
    p.write(" ");
    p.print_values(view.operands());
    p.print_optional_attr_dict(view.body.op_attrs(view.op), &[]);
    let results = view.result_types();
    if !results.is_empty() {
        p.write(" -> ");
        p.print_type_list(&results);
    }
    p.write(" ");
    let regions = view.regions();
    for (value, &region) in cases(view).iter().zip(&regions[1..]) {
        p.print_newline();
        p.write(&format!("case {value} "));
        p.print_region_with(
            region,
            RegionPrint {
                entry_args: false,
                terminators: true,
            },
        );
    }
    p.print_newline();
    p.write("default ");
    let terminators = yield_carries_something(view, regions[0]);
    p.print_region_with(
        regions[0],
        RegionPrint {
            entry_args: true,
            terminators,
        },
    );
}

/// Whether the `default` region's `scf.yield` must be printed: it has
/// operands or attributes (as MLIR prints regions of a declarative format).
fn yield_carries_something(view: &OpView<'_>, region: RegionId) -> bool {
    let body = view.regions_body();
    let Some(last) = body.entry_block(region).and_then(|b| body.last_op(b)) else {
        return true;
    };
    body.num_operands(last) > 0 || !view.ctx.dictionary_entries(body.op_attrs(last)).is_empty()
}

fn verify(view: &OpView<'_>) -> Result<(), Diagnostic> {
    for index in 0..view.regions().len() {
        let name = if index == 0 {
            "defaultRegion"
        } else {
            "caseRegions"
        };
        checks::one_block(view, index, name)?;
    }
    let values = cases(view);
    let regions = view.regions().len() - 1;
    if values.len() != regions {
        return Err(view.error(format!(
            "has {regions} case regions but {} case values",
            values.len()
        )));
    }
    let mut seen = std::collections::HashSet::new();
    if let Some(duplicate) = values.iter().find(|v| !seen.insert(**v)) {
        return Err(view.error(format!("has duplicate case value: {duplicate}")));
    }
    for index in 0..=regions {
        let name = match index {
            0 => "default region".to_string(),
            i => format!("case region #{}", i - 1),
        };
        verify_region_yield(view, index, &name)?;
    }
    Ok(())
}

/// Region `index` ends with an `scf.yield` of the op's result types.
fn verify_region_yield(view: &OpView<'_>, index: usize, name: &str) -> Result<(), Diagnostic> {
    let body = view.regions_body();
    let Some(last) = super::entry_terminator(view, index) else {
        return Err(view.error("expected region to end with scf.yield, but got nothing"));
    };
    let last = OpView::new(view.ctx, body, last);
    if !YieldOp::matches(&last) {
        return Err(view.error(format!(
            "expected region to end with scf.yield, but got {}",
            last.name()
        )));
    }
    let (results, yielded) = (view.result_types(), last.operand_types());
    if results.len() != yielded.len() {
        return Err(view
            .error(format!(
                "expected each region to return {} values, but {name} returns {}",
                results.len(),
                yielded.len()
            ))
            .with_note(last.loc(), "see yield operation here"));
    }
    match (0..results.len()).find(|&i| results[i] != yielded[i]) {
        Some(i) => Err(view
            .error(format!(
                "expected result #{i} of each region to be '{}'",
                type_text(view.ctx, results[i])
            ))
            .with_note(
                last.loc(),
                format!("{name} returns '{}' here", type_text(view.ctx, yielded[i])),
            )),
        None => Ok(()),
    }
}
