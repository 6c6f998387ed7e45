//! Interpreter semantics of `scf`: each region op enters one of its
//! regions and takes control back in `resume` when the region yields
//! (`scf.for` counts its induction variable in the resume state).

use crate::interp_util::{condition, results_of_exit, signed, unsigned};
use ir_core::interfaces::ConstantSuccessor;
use ir_core::interp::{Interpretable, RtValue, Step};
use ir_core::{AttrKind, OpView, TypeKind};

/// `scf.yield` and `scf.condition` leave their region with their operands.
pub(super) fn terminator() -> Interpretable {
    Interpretable::simple(|_, _, values| Ok(Step::Exit(values.to_vec())))
}

/// `scf.if`: the then region on true, the else region (if any) on false.
pub(super) fn if_op() -> Interpretable {
    Interpretable {
        start: |_, view, values| {
            let region = usize::from(!condition(values, 0)?);
            let has_blocks = view
                .regions()
                .get(region)
                .is_some_and(|&r| view.regions_body().entry_block(r).is_some());
            if !has_blocks {
                return Ok(Step::Results(Vec::new()));
            }
            Ok(Step::EnterRegion {
                region,
                args: Vec::new(),
                state: 0,
            })
        },
        resume: Some(results_of_exit),
    }
}

/// `scf.execute_region`: its region, once.
pub(super) fn execute_region() -> Interpretable {
    Interpretable {
        start: |_, _, _| {
            Ok(Step::EnterRegion {
                region: 0,
                args: Vec::new(),
                state: 0,
            })
        },
        resume: Some(results_of_exit),
    }
}

/// The width of `scf.for`'s induction variable (64 for `index`).
fn bound_width(view: &OpView<'_>) -> u32 {
    let ty = view.operand_types()[0];
    match view.ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    }
}

/// The induction variable's value as the comparison with the upper bound
/// sees it: signed, or unsigned with `unsignedCmp`.
fn compare_value(view: &OpView<'_>, value: i128, width: u32) -> i128 {
    if view.inherent_attr("unsignedCmp").is_some() {
        RtValue::int(value, width)
            .as_unsigned()
            .expect("an integer") as i128
    } else {
        value
    }
}

/// `scf.for`: the body while `iv < ub`, `iv` stepping by `step` (> 0).
pub(super) fn for_op() -> Interpretable {
    Interpretable {
        start: |_, view, values| {
            let width = bound_width(view);
            let lower = signed(values, 0, "the lower bound")?;
            signed(values, 1, "the upper bound")?;
            if signed(values, 2, "the step")? <= 0 {
                return Err("the step is not positive".into());
            }
            let inits = values[3..].to_vec();
            iterate(view, values, width, lower, inits)
        },
        resume: Some(|_, view, values, iv, exited| {
            let width = bound_width(view);
            let step = signed(values, 2, "the step")?;
            let next = RtValue::int(iv + step, width)
                .as_signed()
                .expect("an integer");
            if compare_value(view, next, width) <= compare_value(view, iv, width) {
                return Ok(Step::Results(exited));
            }
            iterate(view, values, width, next, exited)
        }),
    }
}

/// Enters the body with `iv` if it is below the upper bound, else ends.
fn iterate(
    view: &OpView<'_>,
    values: &[RtValue],
    width: u32,
    iv: i128,
    carried: Vec<RtValue>,
) -> Result<Step, String> {
    let upper = if view.inherent_attr("unsignedCmp").is_some() {
        unsigned(values, 1, "the upper bound")? as i128
    } else {
        signed(values, 1, "the upper bound")?
    };
    if compare_value(view, iv, width) >= upper {
        return Ok(Step::Results(carried));
    }
    let mut args = vec![RtValue::int(iv, width)];
    args.extend(carried);
    Ok(Step::EnterRegion {
        region: 0,
        args,
        state: iv,
    })
}

/// `scf.while`: the `before` region decides (`scf.condition`), the
/// `after` region loops back.
pub(super) fn while_op() -> Interpretable {
    const BEFORE: i128 = 0;
    const AFTER: i128 = 1;
    Interpretable {
        start: |_, _, values| {
            Ok(Step::EnterRegion {
                region: 0,
                args: values.to_vec(),
                state: BEFORE,
            })
        },
        resume: Some(|_, _, _, state, exited| match state {
            BEFORE => {
                let args = exited[1..].to_vec();
                if condition(&exited, 0)? {
                    Ok(Step::EnterRegion {
                        region: 1,
                        args,
                        state: AFTER,
                    })
                } else {
                    Ok(Step::Results(args))
                }
            }
            _ => Ok(Step::EnterRegion {
                region: 0,
                args: exited,
                state: BEFORE,
            }),
        }),
    }
}

/// `scf.index_switch`: the region of the matching case, else `default`
/// (region 0; case `i` is region `i + 1`).
pub(super) fn index_switch() -> Interpretable {
    Interpretable {
        start: |_, view, values| {
            let selector = signed(values, 0, "the switch value")?;
            let cases: &[i128] = match view.inherent_attr_kind("cases") {
                Some(AttrKind::DenseArray {
                    values: ir_core::context::attributes::DenseValues::Int(cases),
                    ..
                }) => cases,
                _ => &[],
            };
            let region = cases
                .iter()
                .position(|&c| c == selector)
                .map_or(0, |i| i + 1);
            Ok(Step::EnterRegion {
                region,
                args: Vec::new(),
                state: 0,
            })
        },
        resume: Some(results_of_exit),
    }
}

/// The region `scf.if` enters given a constant condition (0: then, 1: else).
pub(super) fn if_successor() -> ConstantSuccessor {
    ConstantSuccessor(|view, constants| {
        let value = int_value(view, constants.first().copied().flatten()?)?;
        Some(usize::from(value == 0))
    })
}

/// The region `scf.index_switch` enters given a constant selector.
pub(super) fn index_switch_successor() -> ConstantSuccessor {
    ConstantSuccessor(|view, constants| {
        let selector = int_value(view, constants.first().copied().flatten()?)?;
        Some(
            super::index_switch::cases(view)
                .iter()
                .position(|&c| c == selector)
                .map_or(0, |i| i + 1),
        )
    })
}

fn int_value(view: &OpView<'_>, attr: ir_core::Attr) -> Option<i128> {
    match view.ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}
