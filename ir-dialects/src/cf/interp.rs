//! Interpreter semantics of `cf`: branches pass the operands their
//! successor-operand mapping gives each target; `cond_br` on poison and
//! `switch` on a poison flag are undefined behaviour; a failing `assert`
//! is an error carrying its message.

use super::switch::case_values;
use crate::interp_util::{condition, signed};
use ir_core::interp::{Interpretable, RtValue, Step};
use ir_core::{AttrKind, OpView};

/// Branches to successor `successor` with the operands it receives.
fn branch_to(view: &OpView<'_>, values: &[RtValue], successor: usize) -> Result<Step, String> {
    let ranges = view
        .successor_ranges()
        .ok_or("the branch maps no operands to its successors")?;
    let args = ranges
        .get(successor)
        .and_then(|range| values.get(range.clone()))
        .ok_or("the successor operands are out of range")?;
    Ok(Step::Branch {
        successor,
        args: args.to_vec(),
    })
}

/// `cf.br`.
pub(super) fn br() -> Interpretable {
    Interpretable::simple(|_, view, values| branch_to(view, values, 0))
}

/// `cf.cond_br`: the true destination when the condition holds.
pub(super) fn cond_br() -> Interpretable {
    Interpretable::simple(|_, view, values| {
        let successor = usize::from(!condition(values, 0)?);
        branch_to(view, values, successor)
    })
}

/// `cf.switch`: the case whose value equals the flag, else the default.
pub(super) fn switch() -> Interpretable {
    Interpretable::simple(|_, view, values| {
        let flag = signed(values, 0, "the switch flag")?;
        let cases = case_values(view).ok_or("the case values are malformed")?;
        let successor = cases.iter().position(|&c| c == flag).map_or(0, |i| i + 1);
        branch_to(view, values, successor)
    })
}

/// `cf.assert`: fails with its message when the condition is false.
pub(super) fn assert() -> Interpretable {
    Interpretable::simple(|_, view, values| {
        if condition(values, 0)? {
            return Ok(Step::Results(Vec::new()));
        }
        let message = match view.inherent_attr_kind("msg") {
            Some(AttrKind::String { bytes, .. }) => String::from_utf8_lossy(bytes).into_owned(),
            _ => String::new(),
        };
        Err(format!("assertion failed: {message}"))
    })
}

#[cfg(test)]
mod tests {
    use crate::interp_util::run_main;

    /// Sums `0 + 1 + ... + (n - 1)` in a loop of blocks, then classifies
    /// the sum with a switch.
    const LOOP_AND_SWITCH: &str = "
func.func @main(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %sum: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^done(%sum : i32)
^body:
  %next = arith.addi %i, %c1 : i32
  %total = arith.addi %sum, %i : i32
  cf.br ^head(%next, %total : i32, i32)
^done(%s: i32):
  cf.switch %s : i32, [
    default: ^exit(%c0 : i32),
    3: ^exit(%c1 : i32),
    -1: ^exit(%n : i32)
  ]
^exit(%kind: i32):
  return %s, %kind : i32, i32
}";

    /// Branches on `%c` to `cf.assert`s of `%c` (true on one side only).
    const POISON_AND_ASSERT: &str = r#"
func.func @main(%poison: i1, %c: i1) -> i32 {
  %p = ub.poison : i1
  %flag = ub.poison : i32
  %zero = arith.constant 0 : i32
  cf.cond_br %poison, ^on_poison, ^checks
^on_poison:
  cf.cond_br %p, ^done, ^done
^checks:
  cf.assert %c, "c must hold"
  cf.cond_br %c, ^done, ^switch
^switch:
  cf.switch %flag : i32, [
    default: ^done
  ]
^done:
  return %zero : i32
}"#;

    #[test]
    fn block_loops_and_switches() {
        for (n, expected) in [("3", "3 1"), ("5", "10 0"), ("0", "0 0")] {
            assert_eq!(run_main(LOOP_AND_SWITCH, &[n]), expected, "n = {n}");
        }
    }

    #[test]
    fn poison_decisions_are_undefined_and_asserts_report_their_message() {
        for (args, expected) in [
            (["false", "true"], "0"),
            (
                ["true", "true"],
                "error: 'cf.cond_br' op the condition is poison",
            ),
            (
                ["false", "false"],
                "error: 'cf.assert' op assertion failed: c must hold",
            ),
        ] {
            assert_eq!(run_main(POISON_AND_ASSERT, &args), expected, "{args:?}");
        }
    }

    #[test]
    fn switching_on_poison_is_undefined() {
        let src = POISON_AND_ASSERT.replace(r#"cf.assert %c, "c must hold""#, "");
        assert_eq!(
            run_main(&src, &["false", "false"]),
            "error: 'cf.switch' op the switch flag is poison"
        );
    }
}
