//! Which integer divisions may run speculatively (MLIR's
//! `ConditionallySpeculatable` on `arith.divsi` and its kin, in
//! `ArithOps.cpp`): a division is speculatable only when its divisor is a
//! constant that cannot make it undefined: non-zero, and for the signed
//! ones not -1 (`MIN / -1` overflows). Every other arith op is `PURE` and
//! so speculatable.
//!
//! One deliberate difference from mlir-opt-22: MLIR declares
//! `arith.remsi`, `arith.remui` and `arith.floordivsi` always speculatable,
//! though a zero divisor is as undefined for them as for `divsi` (and our
//! interpreter stops there); here they follow the division rule, so that
//! hoisting one out of a loop that runs no iteration cannot introduce
//! undefined behaviour.

use ir_core::interfaces::{constant_int, Speculatability, Speculation};
use ir_core::OpView;

/// The speculatability of a signed division or remainder: its divisor
/// (operand 1) is a constant neither 0 nor -1.
pub(super) const SIGNED: Speculation = Speculation(|view| divisor_is(view, |d| d != 0 && d != -1));

/// The speculatability of an unsigned division or remainder: its divisor
/// is a non-zero constant.
pub(super) const UNSIGNED: Speculation = Speculation(|view| divisor_is(view, |d| d != 0));

/// Speculatable if operand 1 is an integer constant that `safe` accepts
/// (constants are sign-extended, so -1 is all ones at every width).
fn divisor_is(view: &OpView<'_>, safe: fn(i128) -> bool) -> Speculatability {
    let divisor = view.operands().nth(1).and_then(|d| constant_int(view, d));
    match divisor {
        Some(d) if safe(d) => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

#[cfg(test)]
mod tests {
    use crate::func::FuncOp;
    use crate::test_support::{context, find_op, parse};
    use ir_core::interfaces::{speculatability, Speculatability};
    use ir_core::ods::Op;
    use ir_core::OpView;

    /// The speculatability of each op of the entry block of the one
    /// function in `source`, in order.
    fn of_each_op(source: &str) -> Vec<Speculatability> {
        let ctx = context();
        let module = parse(&ctx, source);
        let (holder, function) = find_op(&ctx, &module, FuncOp::matches);
        let body = holder.regions_body(function);
        let entry = body.root_regions().next().and_then(|r| body.entry_block(r));
        let entry = entry.expect("an entry block");
        body.block_ops(entry)
            .map(|op| speculatability(&OpView::new(&ctx, body, op)))
            .collect()
    }

    #[test]
    fn divisions_need_a_safe_constant_divisor() {
        use Speculatability::{NotSpeculatable as No, Speculatable as Yes};
        let found = of_each_op(
            "func.func @f(%a: i32, %b: i32) {
               %z = arith.constant 0 : i32
               %m = arith.constant -1 : i32
               %t = arith.constant 2 : i32
               %0 = arith.divsi %a, %b : i32
               %1 = arith.divsi %a, %t : i32
               %2 = arith.divsi %a, %m : i32
               %3 = arith.divui %a, %m : i32
               %4 = arith.divui %a, %z : i32
               %5 = arith.remsi %a, %b : i32
               %6 = arith.remui %a, %t : i32
               %7 = arith.ceildivsi %a, %m : i32
               %8 = arith.ceildivui %a, %t : i32
               %9 = arith.floordivsi %a, %b : i32
               %10 = arith.addi %a, %b : i32
               return
             }",
        );
        let divisions = [No, Yes, No, Yes, No, No, Yes, No, Yes, No];
        let expected: Vec<_> = [Yes; 3]
            .into_iter()
            .chain(divisions)
            .chain([Yes, Yes])
            .collect();
        assert_eq!(found, expected);
    }
}
