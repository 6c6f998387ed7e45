//! Unit tests of the pass's internals, on the framework's dialects: the
//! liveness of chosen values, what the cleanup leaves (always verified),
//! and scale (many call sites, block arguments and switch cases).

use super::liveness::analyze;
use super::program::Program;
use super::remove_dead_values;
use ir_core::ir::OwnedOp;
use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::syntax::printer::{print_op, PrintOptions};
use ir_core::{verifier, Context};

fn context() -> Context {
    let mut ctx = Context::new();
    ir_dialects::register_all(&mut ctx);
    ctx
}

fn parse(ctx: &Context, src: &str) -> OwnedOp {
    let options = ParseOptions::whole_file("t.mlir");
    parse_source(ctx, src, options).expect("test input parses")
}

/// Runs the pass on `src`; returns the verified output.
fn run(src: &str, canonicalize: bool) -> String {
    let ctx = context();
    let mut owned = parse(&ctx, src);
    let roots = owned.body.regions(owned.op).to_vec();
    let module = owned.body.regions_body_mut(owned.op);
    assert!(remove_dead_values(&ctx, module, &roots, canonicalize));
    let printed = print_op(&ctx, &owned.body, owned.op, &PrintOptions::default());
    if let Err(d) = verifier::verify(&ctx, &owned.body, owned.op) {
        panic!("invalid output: {}\n{printed}", d.message);
    }
    printed
}

/// Whether each entry argument of function `f` (in module order) is live.
fn live_arguments(src: &str, f: usize) -> Vec<bool> {
    let ctx = context();
    let owned = parse(&ctx, src);
    let roots = owned.body.regions(owned.op).to_vec();
    let module = owned.body.regions_body(owned.op);
    let program = Program::new(&ctx, module, &roots).expect("functions");
    let live = analyze(&ctx, module, &program);
    let body = program.body(module, f);
    let entry = body
        .entry_block(program.functions[f].region)
        .expect("a body");
    body.block_args(entry)
        .iter()
        .map(|&a| live.is_live(f, a))
        .collect()
}

#[test]
fn liveness_follows_stores_returns_and_calls() {
    let src = r#"
func.func private @callee(%a: i32, %b: i32) -> i32 {
  return %b : i32
}
func.func @main(%m: memref<i32>, %x: i32, %y: i32, %z: i32) -> i32 {
  memref.store %x, %m[] : memref<i32>
  %r = call @callee(%y, %z) : (i32, i32) -> i32
  %u = arith.addi %z, %z : i32
  return %r : i32
}
"#;
    // @callee returns only %b, which @main's result needs.
    assert_eq!(live_arguments(src, 0), [false, true]);
    // %m and %x are stored, %y goes to a dead argument, %z is returned.
    assert_eq!(live_arguments(src, 1), [true, true, false, true]);
}

#[test]
fn reads_do_not_keep_values_live() {
    let src = r#"
func.func @f(%m: memref<i32>, %n: memref<i32>, %v: i32) {
  %x = memref.load %m[] : memref<i32>
  memref.store %v, %n[] : memref<i32>
  return
}
"#;
    assert_eq!(live_arguments(src, 0), [false, true, true]);
}

#[test]
fn a_function_nothing_calls_is_dead_throughout() {
    let src = r#"
func.func private @never(%a: i32, %m: memref<i32>) {
  memref.store %a, %m[] : memref<i32>
  return
}
func.func @main() {
  return
}
"#;
    assert_eq!(live_arguments(src, 0), [false, false]);
}

#[test]
fn a_region_branch_condition_lives_with_results_or_effects() {
    let src = r#"
func.func @f(%c: i1, %d: i1, %x: i32, %m: memref<i32>) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  scf.if %d {
    memref.store %x, %m[] : memref<i32>
  }
  return %r : i32
}
"#;
    assert_eq!(live_arguments(src, 0), [true, true, true, true]);
}

#[test]
fn a_call_operand_for_a_dead_argument_goes_at_every_call() {
    let out = run(
        r#"
func.func private @g(%a: i32, %b: i32) -> i32 {
  return %a : i32
}
func.func @main(%x: i32) -> i32 {
  %y = arith.muli %x, %x : i32
  %r = call @g(%x, %y) : (i32, i32) -> i32
  %s = call @g(%r, %y) : (i32, i32) -> i32
  return %s : i32
}
"#,
        true,
    );
    assert!(
        out.contains("func.func private @g(%arg0: i32) -> i32"),
        "{out}"
    );
    assert!(out.contains("call @g(%arg0) : (i32) -> i32"), "{out}");
    assert!(!out.contains("arith.muli"), "{out}");
}

#[test]
fn branches_disagreeing_on_an_argument_lose_it_all_at_once() {
    let out = run(
        r#"
func.func @f(%c: i1, %x: i32) -> i32 {
  %d = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1(%d, %x : i32, i32), ^bb1(%x, %x : i32, i32)
^bb1(%dead: i32, %live: i32):
  return %live : i32
}
"#,
        false,
    );
    assert!(out.contains("^bb1(%0: i32):"), "{out}");
    assert!(!out.contains("arith.addi"), "{out}");
}

#[test]
fn a_dead_branch_becomes_unreachable() {
    // The else block never runs, so its branch's condition is dead.
    let out = run(
        r#"
func.func @f(%x: i32, %c: i1) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  %n = arith.xori %c, %true : i1
  cf.cond_br %n, ^bb1, ^bb1
}
"#,
        false,
    );
    assert!(out.contains("ub.unreachable"), "{out}");
    assert!(!out.contains("arith.xori"), "{out}");
}

#[test]
fn symbol_taken_functions_keep_their_signature() {
    let out = run(
        r#"
func.func private @g(%a: i32, %b: i32) -> i32 {
  return %a : i32
}
func.func @main(%x: i32) -> ((i32, i32) -> i32) {
  %f = func.constant @g : (i32, i32) -> i32
  %r = call @g(%x, %x) : (i32, i32) -> i32
  return %f : (i32, i32) -> i32
}
"#,
        true,
    );
    assert!(out.contains("@g(%arg0: i32, %arg1: i32) -> i32"), "{out}");
}

/// Many calls of a function with many arguments, a block with many
/// arguments reached from many branches, and a switch with many cases:
/// each is looked at once (a quadratic pass would take minutes here).
#[test]
fn scale() {
    use std::fmt::Write;
    let (calls, args) = (3000, 40);
    let mut src = String::new();
    let params: Vec<String> = (0..args).map(|i| format!("%a{i}: i32")).collect();
    let types = vec!["i32"; args].join(", ");
    writeln!(src, "func.func private @g({}) -> i32 {{", params.join(", ")).unwrap();
    writeln!(src, "  return %a0 : i32\n}}").unwrap();
    writeln!(src, "func.func @main(%x: i32, %s: i32) -> i32 {{").unwrap();
    let passed = vec!["%x"; args].join(", ");
    for i in 0..calls {
        writeln!(src, "  %r{i} = call @g({passed}) : ({types}) -> i32").unwrap();
    }
    // Dead values for the block's arguments: they go, from every case.
    let dead = vec!["%d"; args].join(", ");
    writeln!(src, "  %d = arith.addi %s, %s : i32").unwrap();
    write!(
        src,
        "  cf.switch %s : i32, [\n    default: ^bb1({dead} : {types})"
    )
    .unwrap();
    for case in 0..calls {
        write!(src, ",\n    {case}: ^bb1({dead} : {types})").unwrap();
    }
    writeln!(src, "\n  ]").unwrap();
    let block_params: Vec<String> = (0..args).map(|i| format!("%b{i}: i32")).collect();
    writeln!(src, "^bb1({}):", block_params.join(", ")).unwrap();
    writeln!(src, "  return %r0 : i32\n}}").unwrap();
    let out = run(&src, false);
    assert!(out.contains("func.func private @g(%arg0: i32) -> i32"));
    assert!(out.contains("^bb1:"), "{out}");
    assert!(!out.contains("arith.addi"));
}

#[test]
fn a_live_argument_fed_dead_values_by_code_that_never_runs_stays() {
    // ^bb2 never runs, so what it passes ^bb3 is dead; ^bb3's argument
    // is live all the same (it is returned).
    let out = run(
        r#"
func.func @f(%x: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%x : i32)
^bb2:
  %y = arith.muli %x, %x : i32
  cf.br ^bb3(%y : i32)
^bb3(%a: i32):
  return %a : i32
}
"#,
        false,
    );
    // (The dead multiplication becomes poison on the edge that never runs.)
    assert!(out.contains("^bb3(%1: i32):"), "{out}");
    assert!(out.contains("return %1 : i32"), "{out}");
}

/// A switch to many blocks, each with a dead argument: the switch is
/// rewritten once, not once per block.
#[test]
fn scale_switch_to_many_blocks() {
    use std::fmt::Write;
    let cases = 20000;
    let mut src = String::from("func.func @main(%s: i32) -> i32 {\n");
    src.push_str("  %d = arith.addi %s, %s : i32\n");
    src.push_str("  cf.switch %s : i32, [\n    default: ^bb0x(%d : i32)");
    for case in 0..cases {
        write!(src, ",\n    {case}: ^b{case}(%d : i32)").unwrap();
    }
    src.push_str("\n  ]\n^bb0x(%x: i32):\n  return %s : i32\n");
    for case in 0..cases {
        writeln!(src, "^b{case}(%a{case}: i32):\n  return %s : i32").unwrap();
    }
    src.push_str("}\n");
    let start = std::time::Instant::now();
    let out = run(&src, false);
    assert!(!out.contains("arith.addi"));
    assert!(start.elapsed().as_secs() < 60, "{:?}", start.elapsed());
}
