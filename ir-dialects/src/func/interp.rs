//! Interpreter semantics of `func`: `return` leaves the function, `call`
//! and `call_indirect` ask the machine to call a function by symbol name
//! (and take its results back in `resume`), `constant` makes a function
//! value.

use crate::interp_util::results_of_exit;
use ir_core::interp::{Interpretable, RtValue, Step};
use ir_core::{AttrKind, OpView};

/// `func.return`: leaves the function with its operands.
pub(super) fn ret() -> Interpretable {
    Interpretable::simple(|_, _, values| Ok(Step::Exit(values.to_vec())))
}

/// The function `attr` (a flat symbol reference) names.
fn symbol(view: &OpView<'_>, attr: &str) -> Result<String, String> {
    match view.inherent_attr_kind(attr) {
        Some(AttrKind::SymbolRef { root, nested }) if nested.is_empty() => Ok(root.to_string()),
        Some(AttrKind::SymbolRef { .. }) => {
            Err("nested symbol references are not supported by the interpreter".into())
        }
        _ => Err(format!("the '{attr}' symbol is missing")),
    }
}

/// `func.call @f(...)`.
pub(super) fn call() -> Interpretable {
    Interpretable {
        start: |_, view, values| {
            Ok(Step::Call {
                callee: symbol(view, "callee")?,
                args: values.to_vec(),
            })
        },
        resume: Some(results_of_exit),
    }
}

/// `func.call_indirect %f(...)`: calls the function value `%f`; calling
/// poison is undefined behaviour.
pub(super) fn call_indirect() -> Interpretable {
    Interpretable {
        start: |_, _, values| match values.split_first() {
            Some((RtValue::Function(callee), args)) => Ok(Step::Call {
                callee: callee.clone(),
                args: args.to_vec(),
            }),
            Some((RtValue::Poison, _)) => Err("call of a poison function value".into()),
            _ => Err("the callee is not a function value".into()),
        },
        resume: Some(results_of_exit),
    }
}

/// `func.constant @f`: the function `@f` as a value.
pub(super) fn constant() -> Interpretable {
    Interpretable::simple(|_, view, _| {
        Ok(Step::Results(vec![RtValue::Function(symbol(
            view, "value",
        )?)]))
    })
}

#[cfg(test)]
mod tests {
    use crate::interp_util::run_main;

    const CALLS: &str = "
func.func private @square(%x: i64) -> i64 {
  %r = arith.muli %x, %x : i64
  return %r : i64
}
func.func @apply(%f: (i64) -> i64, %x: i64) -> i64 {
  %r = call_indirect %f(%x) : (i64) -> i64
  return %r : i64
}
func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %small = arith.cmpi sle, %n, %c1 : i64
  cf.cond_br %small, ^base, ^step
^base:
  return %c1 : i64
^step:
  %m = arith.subi %n, %c1 : i64
  %r = call @fact(%m) : (i64) -> i64
  %p = arith.muli %n, %r : i64
  return %p : i64
}
func.func @main(%x: i64) -> (i64, i64) {
  %f = constant @square : (i64) -> i64
  %s = call @apply(%f, %x) : ((i64) -> i64, i64) -> i64
  %g = call @fact(%x) : (i64) -> i64
  return %s, %g : i64, i64
}";

    #[test]
    fn direct_indirect_and_recursive_calls() {
        assert_eq!(run_main(CALLS, &["5"]), "25 120");
        assert_eq!(run_main(CALLS, &["1"]), "1 1");
        let declaration_only = CALLS.replace(
            "func.func private @square(%x: i64) -> i64 {\n  %r = arith.muli %x, %x : i64\n  return %r : i64\n}",
            "func.func private @square(i64) -> i64",
        );
        assert_eq!(
            run_main(&declaration_only, &["5"]),
            "error: call to unknown function '@square'"
        );
    }
}
