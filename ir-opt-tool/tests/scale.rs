//! Ops with very many successors, operands and block arguments cost time
//! linear in their size in the verifier, the printer and the standard
//! passes: a 100,000-case `cf.switch` and a block of 100,000 arguments
//! take seconds in a debug build (a quadratic step, hours). The bound is
//! loose on purpose; `bench/many-cases.sh` measures the release build.

mod common;

use common::run;
use std::time::{Duration, Instant};

const PIPELINE: &str =
    "--pass-pipeline=builtin.module(func.func(mem2reg,gvn,sccp,canonicalize,cse,dce))";

/// A function whose entry block switches over `cases` cases to four
/// blocks, each case passing a value.
fn switch(cases: usize) -> String {
    let mut text = String::from(
        "func.func @f(%flag: i32, %v: i32) -> i32 {\n  cf.switch %flag : i32, [\n    default: ^bb1(%v : i32)",
    );
    for i in 0..cases {
        text.push_str(&format!(",\n    {i}: ^bb{}(%v : i32)", i % 4 + 1));
    }
    text.push_str("\n  ]\n");
    for b in 1..=4 {
        text.push_str(&format!("^bb{b}(%a{b}: i32):\n  return %a{b} : i32\n"));
    }
    text + "}\n"
}

/// A block of `count` arguments, all passed by one branch and all used.
fn block_arguments(count: usize) -> String {
    let values = vec!["%v"; count].join(", ");
    let types = vec!["i32"; count].join(", ");
    let args: Vec<String> = (0..count).map(|i| format!("%a{i}: i32")).collect();
    let mut text = format!(
        "func.func @g(%v: i32) -> i32 {{\n  cf.br ^bb1({values} : {types})\n^bb1({}):\n",
        args.join(", ")
    );
    let mut last = "%a0".to_string();
    for i in 1..count {
        text.push_str(&format!("  %s{i} = arith.addi {last}, %a{i} : i32\n"));
        last = format!("%s{i}");
    }
    text + &format!("  return {last} : i32\n}}\n")
}

/// Runs `ir-opt` with `args` on `input`: it succeeds within `bound`.
fn within(bound: Duration, args: &[&str], input: &str) -> String {
    let start = Instant::now();
    let out = run(args, input);
    let elapsed = start.elapsed();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(elapsed < bound, "took {elapsed:?}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn a_switch_of_100000_cases_is_verified_printed_and_optimised_in_linear_time() {
    let input = switch(100_000);
    let bound = Duration::from_secs(120);
    let printed = within(bound, &[], &input);
    let targets = printed.matches("(%arg1 : i32)").count();
    assert_eq!(targets, 100_001, "the default and every case printed");
    assert!(
        printed.contains("99999: ^bb4(%arg1 : i32)"),
        "the last case"
    );
    // Every case passes the same value: the optimised function returns it.
    let optimised = within(bound, &[PIPELINE], &input);
    assert!(optimised.contains("return %arg1 : i32"), "{optimised}");
}

#[test]
fn a_block_of_100000_arguments_is_verified_printed_and_optimised_in_linear_time() {
    let input = block_arguments(100_000);
    let bound = Duration::from_secs(120);
    let printed = within(bound, &[], &input);
    assert!(
        printed.contains("^bb1(%0: i32, %1: i32, "),
        "the arguments printed"
    );
    assert!(
        printed.contains("%99999: i32):"),
        "the last argument printed"
    );
    let optimised = within(bound, &[PIPELINE], &input);
    assert!(!optimised.contains("^bb1("), "the arguments are all %v");
}
