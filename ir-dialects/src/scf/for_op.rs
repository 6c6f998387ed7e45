//! `scf.for`: a counted loop from a lower to an upper bound by a step,
//! carrying `iter_args` from one iteration to the next.
//!
//! `scf.for (unsigned)? %iv = %lb to %ub step %s (iter_args(%a = %x) -> (i32))? (: i32)? { ... }`

use super::syntax::{parse_assignment_list, print_assignment_list};
use super::{checks, type_text, YieldOp};
use ir_core::interfaces::{
    constant_int, LoopLike, RegionBranch, RegionPoint, Speculatability, Speculation,
};
use ir_core::ods::op_attrs::UnitAttr;
use ir_core::ods::TypeConstraint;
use ir_core::syntax::custom::{OpParser, OpPrinter, RegionPrint};
use ir_core::{op, AttrKind, Diagnostic, OpDefinition, OpTraits, OpView, TypeKind};

/// Operands before the `iter_args` initial values: lower bound, upper bound, step.
const BOUNDS: usize = 3;

/// A loop bound or step.
const BOUND: TypeConstraint = TypeConstraint::SIGNLESS_INTEGER_OR_INDEX;

op! {
    /// `scf.for %iv = %lb to %ub step %s iter_args(%a = %x) -> (i32) { ... }`
    /// (hand-written syntax).
    pub struct ForOp = scf.for {
        summary: "A counted loop with loop-carried values",
        operands: (
            lower_bound as "lowerBound": one(BOUND),
            upper_bound as "upperBound": one(BOUND),
            step: one(BOUND),
            init_args as "initArgs": variadic(TypeConstraint::ANY),
        ),
        results: (results: variadic(TypeConstraint::ANY)),
        attributes: (unsigned_cmp as "unsignedCmp": optional(UnitAttr)),
        regions: (region: one),
        constraints: |spec| spec.same_types(&["lowerBound", "upperBound", "step"]),
    }
}

/// The `scf.for` definition.
pub(super) fn definition() -> OpDefinition {
    ForOp::definition()
        .with_traits(OpTraits::RECURSIVE_MEMORY_EFFECTS | OpTraits::SINGLE_BLOCK)
        .with_syntax(parse, print)
        .with_implicit_terminator_op::<YieldOp>()
        .with_verifier(|view| {
            if view.operands().len() - BOUNDS != view.results().len() {
                return Err(
                    view.error("mismatch in number of loop-carried values and defined values")
                );
            }
            Ok(())
        })
        .with_region_verifier(verify_regions)
        .with_interface(RegionBranch {
            successors: |_, _| vec![RegionPoint::Region(0), RegionPoint::Parent],
            entry_operands: |view, _| BOUNDS..view.operands().len(),
            region_inputs: |view, _| 1..super::entry_args(view, 0).len().max(1),
            passthrough_operands: |view| BOUNDS..view.operands().len(),
        })
        .with_interface(super::canonicalize::for_patterns())
        .with_interface(LoopLike {
            loop_regions: |view| view.regions().to_vec(),
        })
        .with_interface(Speculation(speculatability))
}

/// MLIR's `ForOp::getSpeculatability`: a loop of constant step 1 always
/// terminates, so it is as speculatable as its body; any other step may
/// not.
fn speculatability(view: &OpView<'_>) -> Speculatability {
    let step = view
        .as_op::<ForOp>()
        .and_then(|op| constant_int(view, op.step()));
    match step {
        Some(1) => Speculatability::RecursivelySpeculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

fn parse(p: &mut OpParser<'_, '_, '_>) -> Result<(), Diagnostic> {
    let start = p.offset();
    if p.parse_optional_keyword("unsigned") {
        let unit = p.ctx().intern_attr(AttrKind::Unit);
        p.add_property("unsignedCmp", unit);
    }
    let mut induction = p.parse_region_argument(false)?;
    p.parse_punct("=")?;
    let lower = p.parse_operand()?;
    p.parse_keyword("to")?;
    let upper = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let (mut args, mut inits, mut types) = (Vec::new(), Vec::new(), Vec::new());
    if p.parse_optional_keyword("iter_args") {
        (args, inits) = parse_assignment_list(p)?;
        p.parse_punct("->")?;
        types = p.parse_function_result_types()?;
    }
    if args.len() != types.len() {
        return Err(p.error_at(
            start,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    let bound_type = match p.parse_optional_punct(":") {
        true => p.parse_type()?,
        false => p.ctx().index_type(),
    };
    induction.ty = Some(bound_type);
    for (arg, &ty) in args.iter_mut().zip(&types) {
        arg.ty = Some(ty);
    }
    let mut region_args = vec![induction];
    region_args.extend(args);
    p.parse_region_with_arguments(region_args)?;
    p.resolve_operands(&[lower, upper, step], &[bound_type; BOUNDS], start)?;
    p.resolve_operands(&inits, &types, start)?;
    p.parse_optional_attr_dict()?;
    p.state().result_types = types.into();
    Ok(())
}

fn print(p: &mut OpPrinter<'_>, view: &OpView<'_>) {
    let body = view.regions_body();
    let args = super::entry_args(view, 0);
    let operands: Vec<_> = view.operands().collect();
    if view.inherent_attr("unsignedCmp").is_some() {
        p.write(" unsigned");
    }
    p.write(" ");
    if let Some(&induction) = args.first() {
        p.print_region_argument(body, induction, false);
    }
    for (keyword, &value) in [" = ", " to ", " step "].iter().zip(&operands) {
        p.write(keyword);
        p.print_value(value);
    }
    let inits = operands.get(BOUNDS..).unwrap_or(&[]);
    print_assignment_list(p, " iter_args", body, args.get(1..).unwrap_or(&[]), inits);
    if !inits.is_empty() {
        p.write(" -> (");
        p.print_type_list(&view.result_types());
        p.write(")");
    }
    p.write(" ");
    let bound_type = view.body.value_type(operands[0]);
    if !matches!(view.ctx.type_kind(bound_type), TypeKind::Index) {
        p.write(" : ");
        p.print_type(bound_type);
        p.write(" ");
    }
    let style = RegionPrint {
        entry_args: false,
        terminators: !inits.is_empty(),
    };
    p.print_region_with(view.regions()[0], style);
    p.print_optional_attr_dict(view.body.op_attrs(view.op), &[]);
}

/// MLIR's loop checks, after the nested ops: the body ends with
/// `scf.yield`; inits, region `iter_args`, yielded values and results
/// agree in number and type; the induction variable has the bounds' type.
fn verify_regions(view: &OpView<'_>) -> Result<(), Diagnostic> {
    checks::ends_with_yield(view)?;
    let body = view.regions_body();
    let args = super::entry_args(view, 0);
    let Some((&induction, iter_args)) = args.split_first() else {
        return Err(
            view.error("expects the body to have the induction variable as its first argument")
        );
    };
    let inits: Vec<_> = view.operand_types()[BOUNDS..].to_vec();
    let iter_types: Vec<_> = iter_args.iter().map(|&a| body.value_type(a)).collect();
    let yielded = super::entry_terminator(view, 0)
        .map(|t| OpView::new(view.ctx, body, t).operand_types())
        .unwrap_or_default();
    let results = view.result_types();
    // The op's own verifier has matched results with inits.
    let count_mismatch = [
        ("inits and region iter_args", inits.len(), iter_types.len()),
        (
            "region iter_args and yielded values",
            iter_types.len(),
            yielded.len(),
        ),
    ];
    if let Some((what, a, b)) = count_mismatch.into_iter().find(|(_, a, b)| a != b) {
        return Err(view.error(format!("different number of {what}: {a} != {b}")));
    }
    let text = |ty| type_text(view.ctx, ty);
    for i in 0..iter_types.len() {
        let pairs = [
            ("init", inits[i], "region iter_arg", iter_types[i]),
            (
                "region iter_arg",
                iter_types[i],
                "yielded value",
                yielded[i],
            ),
        ];
        if let Some((a, x, b, y)) = pairs.into_iter().find(|(_, x, _, y)| x != y) {
            return Err(view.error(format!(
                "{i}-th {a} and {i}-th {b} have different type: '{}' != '{}'",
                text(x),
                text(y)
            )));
        }
    }
    // MLIR numbers every result mismatch as the 0-th.
    if let Some(i) = (0..results.len()).find(|&i| iter_types[i] != results[i]) {
        return Err(view.error(format!(
            "0-th region iter_arg and 0-th loop result have different type: '{}' != '{}'",
            text(iter_types[i]),
            text(results[i])
        )));
    }
    if body.value_type(induction) != view.operand_types()[0] {
        return Err(view.error("expected induction variable to be same type as bounds and step"));
    }
    Ok(())
}
