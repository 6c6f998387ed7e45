//! Verification an [`OpSpec`] implies: operand, result, region and
//! successor counts; type constraints; inherent attributes present and of
//! their kind; groups of equal types. Messages follow MLIR's wording.

use super::{Arity, OpSpec, ValueSpec};
use crate::context::attributes::{AttrKind, DenseValues};
use crate::context::types::Type;
use crate::diagnostics::Diagnostic;
use crate::ir::OpView;
use crate::syntax::printer::print_type;
use smallvec::SmallVec;
use std::ops::Range;

/// Per-group data of one op; inline for the usual handful of groups, so
/// that verifying an op allocates nothing.
pub(crate) type PerGroup<T> = SmallVec<[T; 4]>;

/// The operand (or result) positions of each group of one op.
pub(crate) enum GroupRanges {
    /// At most one group (`sized`) is not single: it has `sized_len`
    /// positions, every other group one. Answered without storing ranges.
    Implied {
        groups: usize,
        sized: Option<usize>,
        sized_len: usize,
    },
    /// Given by a segment-sizes attribute.
    Explicit(PerGroup<Range<usize>>),
}

impl Default for GroupRanges {
    /// No groups at all.
    fn default() -> Self {
        GroupRanges::Explicit(PerGroup::new())
    }
}

impl GroupRanges {
    /// The positions of group `i`, if there is such a group.
    pub(crate) fn get(&self, i: usize) -> Option<Range<usize>> {
        match *self {
            GroupRanges::Implied {
                groups,
                sized,
                sized_len,
            } => (i < groups).then(|| match sized {
                Some(s) if i == s => i..i + sized_len,
                Some(s) if i > s => i - 1 + sized_len..i + sized_len,
                _ => i..i + 1,
            }),
            GroupRanges::Explicit(ref ranges) => ranges.get(i).cloned(),
        }
    }
}

/// Which operand (`results == false`) or result positions each group has.
pub(crate) fn group_ranges(
    spec: &OpSpec,
    view: &OpView<'_>,
    results: bool,
) -> Result<GroupRanges, Diagnostic> {
    let (groups, total, segments_attr, what) = if results {
        (
            &spec.results,
            view.results().len(),
            spec.has_result_segments().then_some("resultSegmentSizes"),
            "results",
        )
    } else {
        (
            &spec.operands,
            view.operands().len(),
            spec.has_operand_segments().then_some("operandSegmentSizes"),
            "operands",
        )
    };
    let Some(name) = segments_attr else {
        return implied_ranges(view, groups, total, what);
    };
    let mut ranges = PerGroup::new();
    let mut start = 0;
    for size in segment_sizes(view, name, groups.len(), total)? {
        ranges.push(start..start + size);
        start += size;
    }
    Ok(GroupRanges::Explicit(ranges))
}

/// Sizes given by a segment-sizes property, checked against the count.
fn segment_sizes(
    view: &OpView<'_>,
    name: &str,
    groups: usize,
    total: usize,
) -> Result<PerGroup<usize>, Diagnostic> {
    let Some(AttrKind::DenseArray {
        values: DenseValues::Int(sizes),
        ..
    }) = view.inherent_attr_kind(name)
    else {
        return Err(view.error(format!("requires dense i32 array attribute '{name}'")));
    };
    if sizes.len() != groups || sizes.iter().any(|&s| s < 0) {
        return Err(view.error(format!(
            "'{name}' attribute for specifying {} segments must have {groups} non-negative elements, but got {}",
            if name.starts_with("operand") { "operand" } else { "result" },
            sizes.len()
        )));
    }
    let sizes: PerGroup<usize> = sizes.iter().map(|&s| s as usize).collect();
    let sum: usize = sizes.iter().sum();
    if sum != total {
        let what = if name.starts_with("operand") {
            "operand"
        } else {
            "result"
        };
        return Err(view.error(format!(
            "{what} count ({total}) does not match with the total size ({sum}) specified in attribute '{name}'"
        )));
    }
    Ok(sizes)
}

/// Ranges when at most one group is not single: it takes what is left.
fn implied_ranges(
    view: &OpView<'_>,
    groups: &[ValueSpec],
    total: usize,
    what: &str,
) -> Result<GroupRanges, Diagnostic> {
    if let Some(ranges) = implied(groups, total) {
        return Ok(ranges);
    }
    // MLIR's wording: `ZeroOperands`, `OneOperand`, `OneResult` and
    // `NOperands`/`AtLeastNOperands` traits.
    let fixed = groups.iter().filter(|g| g.arity == Arity::Single).count();
    let sized = groups.iter().find(|g| g.arity != Arity::Single);
    let message = match (sized, fixed, what) {
        (None, 0, _) => format!("requires zero {what}"),
        (None, 1, "operands") => "requires a single operand".into(),
        (None, 1, _) => "requires one result".into(),
        (None, _, _) => format!("expected {fixed} {what}, but found {total}"),
        (Some(_), _, _) => format!("expected {fixed} or more {what}, but found {total}"),
    };
    Err(view.error(message))
}

/// The ranges of `groups`, at most one of which is not single, over
/// `total` values, if they fit.
fn implied(groups: &[ValueSpec], total: usize) -> Option<GroupRanges> {
    let fixed = groups.iter().filter(|g| g.arity == Arity::Single).count();
    let sized = groups.iter().position(|g| g.arity != Arity::Single);
    let ok = match sized.map(|i| groups[i].arity) {
        None => total == fixed,
        Some(Arity::Optional) => total == fixed || total == fixed + 1,
        Some(_) => total >= fixed,
    };
    ok.then_some(GroupRanges::Implied {
        groups: groups.len(),
        sized,
        sized_len: total.saturating_sub(fixed),
    })
}

/// [`group_ranges`] when it succeeds, without making a diagnostic when
/// it does not (a typed handle's match, taken on hot paths).
pub(crate) fn fitting_ranges(
    spec: &OpSpec,
    view: &OpView<'_>,
    results: bool,
) -> Option<GroupRanges> {
    let (groups, total, segments) = if results {
        (
            &spec.results,
            view.results().len(),
            spec.has_result_segments(),
        )
    } else {
        (
            &spec.operands,
            view.body.num_operands(view.op),
            spec.has_operand_segments(),
        )
    };
    match segments {
        false => implied(groups, total),
        true => group_ranges(spec, view, results).ok(),
    }
}

fn type_text(view: &OpView<'_>, ty: Type) -> String {
    let mut text = String::new();
    print_type(view.ctx, ty, &mut text);
    text
}

/// Checks `view` against `spec`.
pub(crate) fn verify_spec(spec: &OpSpec, view: &OpView<'_>) -> Result<(), Diagnostic> {
    let (operand_types, result_types) = value_types(view);
    check_spec(spec, view, &operand_types, &result_types)
}

/// The types of the op's operands and results.
pub(crate) fn value_types(view: &OpView<'_>) -> (PerGroup<Type>, PerGroup<Type>) {
    let body = view.body;
    let operand_types = body.operands(view.op).map(|v| body.value_type(v)).collect();
    let result_types = view.results().iter().map(|&v| body.value_type(v)).collect();
    (operand_types, result_types)
}

/// Checks `view` against `spec`, given the types of its operands and
/// results.
pub(crate) fn check_spec(
    spec: &OpSpec,
    view: &OpView<'_>,
    operand_types: &[Type],
    result_types: &[Type],
) -> Result<(), Diagnostic> {
    // Result counts first, as MLIR's traits check them.
    let result_ranges = group_ranges(spec, view, true)?;
    let operand_ranges = group_ranges(spec, view, false)?;
    for (kind, groups, ranges, types) in [
        ("operand", &spec.operands, &operand_ranges, operand_types),
        ("result", &spec.results, &result_ranges, result_types),
    ] {
        for (index, group) in groups.iter().enumerate() {
            for i in ranges.get(index).unwrap_or_default() {
                if !(group.constraint.check)(view.ctx, types[i]) {
                    return Err(view.error(format!(
                        "{kind} #{i} must be {}{}, but got '{}'",
                        if group.arity == Arity::Variadic {
                            "variadic of "
                        } else {
                            ""
                        },
                        group.constraint.description,
                        type_text(view, types[i])
                    )));
                }
            }
        }
    }
    verify_counts(view, "regions", &spec.regions, view.regions().len())?;
    verify_counts(
        view,
        "successors",
        &spec.successors,
        view.body.num_successors(view.op),
    )?;
    for attr in &spec.attrs {
        match view.inherent_attr(attr.name) {
            None if attr.optional || attr.default.is_some() => {}
            None => return Err(view.error(format!("requires attribute '{}'", attr.name))),
            Some(value) if !attr.ty.accepts(view.ctx, value) => {
                return Err(view.error(format!(
                    "attribute '{}' failed to satisfy constraint: {}",
                    attr.name,
                    attr.description()
                )))
            }
            Some(_) => {}
        }
    }
    for names in &spec.same_types {
        let mut seen: Option<Type> = None;
        for name in names {
            let types = group_types(&spec.operands, name, &operand_ranges, operand_types)
                .or_else(|| group_types(&spec.results, name, &result_ranges, result_types))
                .unwrap_or_default();
            for &ty in types {
                if seen.is_some_and(|s| s != ty) {
                    return Err(view.error(format!(
                        "failed to verify that all of {{{}}} have same type",
                        names.join(", ")
                    )));
                }
                seen = Some(ty);
            }
        }
    }
    Ok(())
}

/// The types of group `name` among `groups`, if it is one of them.
fn group_types<'t>(
    groups: &[ValueSpec],
    name: &str,
    ranges: &GroupRanges,
    types: &'t [Type],
) -> Option<&'t [Type]> {
    let index = groups.iter().position(|g| g.name == name)?;
    types.get(ranges.get(index)?)
}

fn verify_counts(
    view: &OpView<'_>,
    what: &str,
    groups: &[super::GroupSpec],
    count: usize,
) -> Result<(), Diagnostic> {
    let fixed = groups.iter().filter(|g| g.arity == Arity::Single).count();
    let open = groups.iter().any(|g| g.arity == Arity::Variadic);
    let optional = groups.iter().filter(|g| g.arity == Arity::Optional).count();
    let ok = count >= fixed && (open || count <= fixed + optional);
    if ok {
        return Ok(());
    }
    // MLIR's wording: `expected 2 regions` (`expected 1 or more regions`),
    // `requires 1 successor but found 0`, `requires at least 1 successors`.
    Err(view.error(match (what, open) {
        ("regions", false) => format!("expected {fixed} regions"),
        ("regions", true) => format!("expected {fixed} or more regions"),
        (_, open) => format!(
            "requires {}{fixed} {} but found {count}",
            if open { "at least " } else { "" },
            if fixed == 1 && !open {
                "successor"
            } else {
                "successors"
            }
        ),
    }))
}
