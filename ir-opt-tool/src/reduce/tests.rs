//! Unit tests of the reducer: each reduction, determinism across thread
//! counts, the built-in tests, and the errors.

use super::{BuiltinTest, ReduceError, Reducer};
use ir_core::pass::PassRegistry;
use ir_core::Context;

fn setup() -> (Context, PassRegistry) {
    let mut ctx = Context::new();
    ir_dialects::register_all(&mut ctx);
    let mut passes = PassRegistry::new();
    ir_passes::register_all(&mut passes);
    (ctx, passes)
}

fn reduce(input: &str, test: &(dyn Fn(&str) -> bool + Sync)) -> String {
    let (ctx, passes) = setup();
    let reduced = Reducer::new(&ctx, &passes).reduce("input.mlir", input, test);
    reduced.expect("the input is interesting").text
}

const CHAIN: &str = r#"
func.func @unused(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %0 : i32
  %3 = arith.xori %2, %a : i32
  return %3 : i32
}
"#;

/// Everything but the op the test wants goes: what feeds it becomes the
/// function's argument; the argument and result nothing uses (no call
/// refers to `@f`) go.
#[test]
fn erases_functions_and_ops_and_uses_arguments() {
    let reduced = reduce(CHAIN, &|text| text.contains("arith.muli"));
    assert_eq!(
        reduced,
        "module {\n  func.func @f(%arg0: i32) {\n    \
         %0 = arith.muli %arg0, %arg0 : i32\n    return\n  }\n}\n\n"
    );
}

/// The same input and test give the same output on one thread and on many.
#[test]
fn output_does_not_depend_on_threads() {
    let test = |text: &str| text.contains("arith.muli") && text.contains("arith.xori");
    let many = reduce(CHAIN, &test);
    let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build();
    let one = pool
        .expect("a pool of one thread")
        .install(|| reduce(CHAIN, &test));
    assert_eq!(one, many);
    assert!(
        many.contains("arith.xori") && !many.contains("@unused"),
        "{many}"
    );
}

/// A region op whose body holds what matters is replaced by its body.
#[test]
fn inlines_a_region_op_body() {
    let input = r#"
func.func @f(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %m = arith.muli %a, %a : i32
    scf.yield %m : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
"#;
    let reduced = reduce(input, &|text| text.contains("arith.muli"));
    assert!(!reduced.contains("scf.if"), "{reduced}");
    assert!(reduced.contains("arith.muli"), "{reduced}");
}

/// Block arguments go with the branch operands that feed them.
#[test]
fn drops_block_arguments_with_branch_operands() {
    let input = r#"
func.func @f(%a: i32, %b: i64) -> i32 {
  cf.br ^bb1(%a, %b : i32, i64)
^bb1(%x: i32, %y: i64):
  %m = arith.muli %x, %x : i32
  return %m : i32
}
"#;
    let reduced = reduce(input, &|text| {
        text.contains("arith.muli") && text.contains("^bb1")
    });
    assert!(reduced.contains("^bb1:"), "{reduced}");
    assert!(reduced.contains("cf.br ^bb1\n"), "{reduced}");
}

/// `--miscompile`: a planted miscompile (`test-swap-subi`) is reduced to
/// the subtraction it breaks.
#[test]
fn miscompile_keeps_the_broken_subtraction() {
    let (ctx, passes) = setup();
    let test = BuiltinTest::Miscompile {
        pipeline: "builtin.module(func.func(test-swap-subi))".into(),
        entry: "f".into(),
        args: "7,2".into(),
        fuel: 10_000,
    };
    let reduced = Reducer::new(&ctx, &passes)
        .reduce("input.mlir", CHAIN, &|text| {
            test.is_interesting(&ctx, &passes, text)
        })
        .expect("the swap changes @f(7, 2)");
    assert!(reduced.text.contains("arith.subi"), "{}", reduced.text);
    assert!(reduced.ops_after < reduced.ops_before);
    assert!(reduced.ops_after <= 6, "{}", reduced.text);
}

/// A loop that only carries a value computed before it (the generated
/// program of seed 8 reduced to this) goes: its result is replaced by
/// that earlier value, which keeps the miscompile.
#[test]
fn a_loop_carrying_an_earlier_value_is_replaced_by_it() {
    let (ctx, passes) = setup();
    let carried = r#"
func.func @main(%n: index) -> i32 {
  %p = ub.poison : i32
  %n64 = arith.index_castui %n : index to i64
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %d = arith.subi %c0, %c3 : i32
  %z = arith.constant 0 : i64
  %r:2 = scf.while (%i = %z, %v = %p) : (i64, i32) -> (i64, i32) {
    %more = arith.cmpi slt, %i, %n64 : i64
    scf.condition(%more) %i, %v : i64, i32
  } do {
  ^bb0(%i: i64, %v: i32):
    %one = arith.constant 1 : i64
    %next = arith.addi %i, %one : i64
    scf.yield %next, %d : i64, i32
  }
  return %r#1 : i32
}
"#;
    let test = BuiltinTest::Miscompile {
        pipeline: "builtin.module(func.func(test-swap-subi))".into(),
        entry: "main".into(),
        args: "5".into(),
        fuel: 10_000,
    };
    let reduced = Reducer::new(&ctx, &passes)
        .reduce("input.mlir", carried, &|text| {
            test.is_interesting(&ctx, &passes, text)
        })
        .expect("the swap changes @main(5)");
    assert!(!reduced.text.contains("scf.while"), "{}", reduced.text);
    assert!(reduced.text.contains("arith.subi"), "{}", reduced.text);
}

/// An input the test rejects, and one that does not verify, are errors.
#[test]
fn reports_uninteresting_and_invalid_input() {
    let (ctx, passes) = setup();
    let reducer = Reducer::new(&ctx, &passes);
    let uninteresting = reducer.reduce("input.mlir", CHAIN, &|_| false);
    assert!(matches!(uninteresting, Err(ReduceError::NotInteresting)));
    let invalid = reducer.reduce("input.mlir", "func.func @f() { %0 = arith.addi }", &|_| {
        true
    });
    assert!(matches!(invalid, Err(ReduceError::Invalid(_))));
}

/// Branches go (returning early, or decided and folded), with the blocks
/// they no longer reach and the block arguments they fed.
#[test]
fn branches_and_their_blocks_go() {
    let input = r#"
func.func @f(%c: i1, %a: i32) -> i32 {
  %m = arith.muli %a, %a : i32
  cf.cond_br %c, ^bb1(%m : i32), ^bb2
^bb1(%v: i32):
  %x = arith.addi %v, %a : i32
  cf.br ^bb1(%x : i32)
^bb2:
  return %a : i32
}
"#;
    let reduced = reduce(input, &|text| text.contains("arith.muli"));
    assert!(!reduced.contains("cf."), "{reduced}");
    assert!(!reduced.contains("^bb"), "{reduced}");
}

/// A constant that cannot be 0 becomes 1, though `7` and `1` print as long.
#[test]
fn simplifies_a_constant_to_one_when_zero_is_not_interesting() {
    let input = r#"
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 7 : i32
  %0 = arith.divsi %a, %c : i32
  return %0 : i32
}
"#;
    let test = |text: &str| {
        text.contains("arith.divsi")
            && text.contains("arith.constant")
            && !text.contains("constant 0")
    };
    let reduced = reduce(input, &test);
    assert!(reduced.contains("arith.constant 1 : i32"), "{reduced}");
}

/// A float constant becomes 0.0.
#[test]
fn simplifies_a_float_constant_to_zero() {
    let input = r#"
func.func @f(%a: f32) -> f32 {
  %c = arith.constant 2.5 : f32
  %0 = arith.mulf %a, %c : f32
  return %0 : f32
}
"#;
    let test = |text: &str| text.contains("arith.mulf") && text.contains("arith.constant");
    let reduced = reduce(input, &test);
    assert!(
        reduced.contains("arith.constant 0.000000e+00 : f32"),
        "{reduced}"
    );
}

/// A web of `i64` ops fed by constants becomes `i8`, constants truncated;
/// a web that reaches a function argument keeps its type.
#[test]
fn narrows_a_closed_web_of_integer_ops() {
    let input = r#"
func.func @f(%a: i32) -> i1 {
  %c = arith.constant 300 : i64
  %d = arith.constant 7 : i64
  %0 = arith.muli %c, %d : i64
  %1 = arith.addi %a, %a : i32
  %2 = arith.cmpi eq, %0, %c : i64
  return %2 : i1
}
"#;
    let test = |text: &str| text.contains("arith.muli") && text.contains("arith.addi");
    let reduced = reduce(input, &test);
    assert!(
        reduced.contains("arith.muli") && reduced.contains(": i8"),
        "{reduced}"
    );
    assert!(!reduced.contains("i64"), "{reduced}");
    assert!(
        reduced.contains("arith.addi %arg0, %arg0 : i32"),
        "{reduced}"
    );
}

/// A call goes when its callee's body, inlined, keeps what matters, and
/// the callee goes with it when nothing else refers to it.
#[test]
fn inlines_a_call_and_erases_its_callee() {
    let input = r#"
func.func @g(%a: i32) -> i32 {
  %m = arith.muli %a, %a : i32
  return %m : i32
}
func.func @f(%a: i32) -> i32 {
  %0 = call @g(%a) : (i32) -> i32
  return %0 : i32
}
"#;
    // Erasing the call (its result replaced) would leave the muli in @g
    // alone, a second function.
    let test = |text: &str| {
        text.contains("arith.muli")
            && text.contains("@f")
            && (text.contains("call @g") || text.matches("func.func").count() == 1)
    };
    let reduced = reduce(input, &test);
    assert!(!reduced.contains("call"), "{reduced}");
    assert!(!reduced.contains("@g"), "{reduced}");
}

/// An argument the callee does not use goes, with the operand every
/// call passes it.
#[test]
fn drops_an_unused_function_argument_at_every_call() {
    let input = r#"
func.func private @g(%a: i32, %b: i64) -> i32 {
  %m = arith.muli %a, %a : i32
  return %m : i32
}
func.func @f(%a: i32, %b: i64) -> i32 {
  %0 = call @g(%a, %b) : (i32, i64) -> i32
  %1 = call @g(%0, %b) : (i32, i64) -> i32
  return %1 : i32
}
"#;
    let test = |text: &str| text.contains("arith.muli") && text.matches("call @g").count() == 2;
    let reduced = reduce(input, &test);
    assert!(
        reduced.contains("func.func private @g(%arg0: i32) -> i32"),
        "{reduced}"
    );
    assert!(!reduced.contains("i64"), "{reduced}");
}

/// A result no call uses goes from the function, its returns and its
/// calls.
#[test]
fn drops_a_function_result_no_call_uses() {
    let input = r#"
func.func @g(%a: i32) -> (i32, i32) {
  %m = arith.muli %a, %a : i32
  %s = arith.subi %a, %m : i32
  return %s, %m : i32, i32
}
func.func @f(%a: i32) -> i32 {
  %0:2 = call @g(%a) : (i32) -> (i32, i32)
  return %0#1 : i32
}
"#;
    // A call result must stay in use.
    let test = |text: &str| text.contains("arith.muli") && text.contains("= call @g");
    let reduced = reduce(input, &test);
    assert!(
        reduced.contains("call @g(%arg0) : (i32) -> i32"),
        "{reduced}"
    );
    assert!(!reduced.contains("(i32, i32)"), "{reduced}");
}

/// A function referred to other than by a call keeps its signature.
#[test]
fn keeps_the_signature_of_a_function_referred_to_otherwise() {
    let input = r#"
func.func @g(%a: i32, %b: i64) -> i32 {
  %m = arith.muli %a, %a : i32
  return %m : i32
}
func.func @f(%a: i32, %b: i64) -> i32 {
  %h = func.constant @g : (i32, i64) -> i32
  %0 = call @g(%a, %b) : (i32, i64) -> i32
  return %0 : i32
}
"#;
    let test = |text: &str| {
        text.contains("arith.muli") && text.contains("call @g") && text.contains("constant @g")
    };
    let reduced = reduce(input, &test);
    assert!(reduced.contains("@g(%arg0: i32, %arg1: i64)"), "{reduced}");
}

/// A value an `scf.while` only passes through goes: its uses inside the
/// loop and after it become its initial value.
#[test]
fn drops_a_value_a_while_loop_passes_through() {
    let input = r#"
func.func @f(%n: i64, %x: i32) -> i32 {
  %c0 = arith.constant 0 : i64
  %r:3 = scf.while (%i = %c0, %p = %x, %v = %x) : (i64, i32, i32) -> (i64, i32, i32) {
    %more = arith.cmpi slt, %i, %n : i64
    scf.condition(%more) %i, %p, %v : i64, i32, i32
  } do {
  ^bb0(%i: i64, %p: i32, %v: i32):
    %m = arith.muli %p, %v : i32
    %c1 = arith.constant 1 : i64
    %next = arith.addi %i, %c1 : i64
    scf.yield %next, %p, %m : i64, i32, i32
  }
  %s = arith.addi %r#1, %r#2 : i32
  return %s : i32
}
"#;
    let test = |text: &str| {
        text.contains("scf.while") && text.contains("arith.muli") && text.contains("scf.yield %")
    };
    let reduced = reduce(input, &test);
    assert!(reduced.contains("scf.while (%arg"), "{reduced}");
    assert!(!reduced.contains("i32, i32, i32"), "{reduced}");
}

/// A carried value of `scf.for` goes too.
#[test]
fn drops_a_value_a_for_loop_carries() {
    let input = r#"
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %m = arith.muli %a, %a : i32
    %n = arith.xori %b, %m : i32
    scf.yield %m, %n : i32, i32
  }
  return %r#1 : i32
}
"#;
    let test = |text: &str| text.contains("scf.for") && text.contains("arith.xori");
    let reduced = reduce(input, &test);
    assert!(!reduced.contains("(i32, i32)"), "{reduced}");
    assert!(reduced.contains("arith.xori"), "{reduced}");
}
