//! The classic cases of leaving SSA, run before and after: what each
//! costs in variables, copies and temporaries, and where the copies go.

use super::lower_and_compare;
use crate::out_of_ssa::{OutOfSsaOptions, OutOfSsaStats};

const COALESCE: OutOfSsaOptions = OutOfSsaOptions {
    coalesce: true,
    measure_pressure: true,
};
const NAIVE: OutOfSsaOptions = OutOfSsaOptions {
    coalesce: false,
    measure_pressure: true,
};

/// Wraps blocks into `@f`.
fn function(args: &str, blocks: &str) -> String {
    format!(
        "\"t.func\"() <{{sym_name = \"f\"}}> ({{\n^bb0({args}):\n  %c0 = \"t.const\"() <{{value = 0 : i32}}> : () -> i32\n  %c1 = \"t.const\"() <{{value = 1 : i32}}> : () -> i32\n{blocks}}}) : () -> ()\n"
    )
}

/// `cf.cond_br %cond, ^t(then), ^f(else)` in generic form.
fn cond_br(cond: &str, on_true: (&str, &[&str]), on_false: (&str, &[&str])) -> String {
    let operands: Vec<&str> = std::iter::once(cond)
        .chain(on_true.1.iter().copied())
        .chain(on_false.1.iter().copied())
        .collect();
    let types = vec!["i32"; operands.len() - 1].join(", ");
    format!(
        "  \"cf.cond_br\"({})[{}, {}] <{{operandSegmentSizes = array<i32: 1, {}, {}>}}> : (i1{}{}) -> ()\n",
        operands.join(", "),
        on_true.0,
        on_false.0,
        on_true.1.len(),
        on_false.1.len(),
        if types.is_empty() { "" } else { ", " },
        types
    )
}

#[test]
fn a_counting_loop_needs_no_copy() {
    let src = function(
        "%n: i32",
        &format!(
            "  \"cf.br\"(%c0)[^loop] : (i32) -> ()
^loop(%i: i32):
  %more = \"t.lt\"(%i, %n) : (i32, i32) -> i1
{}^body:
  %next = \"t.add\"(%i, %c1) : (i32, i32) -> i32
  \"cf.br\"(%next)[^loop] : (i32) -> ()
^exit:
  \"t.ret\"(%i) : (i32) -> ()
",
            cond_br("%more", ("^body", &[]), ("^exit", &[]))
        ),
    );
    let (stats, text) = lower_and_compare(&src, &[&[0], &[5], &[-3]], COALESCE);
    let expected = OutOfSsaStats {
        variables: 1,
        max_live: 1,
        copies: 0,
        naive_copies: 2,
        temporaries: 0,
        split_edges: 0,
    };
    assert_eq!(stats, expected, "{text}");
    let (naive, _) = lower_and_compare(&src, &[&[0], &[5]], NAIVE);
    assert_eq!((naive.variables, naive.copies), (1, 2));
}

#[test]
fn the_sum_of_positives_copies_one_initial_value() {
    // s = 0; for i < n: t = i - 3; if t > 0: s += t; return s. The
    // constant 0 that starts `i` is used in the loop too, so it cannot
    // share `i`'s variable: one copy; everything else shares.
    let src = function(
        "%n: i32",
        &format!(
            "  %three = \"t.const\"() <{{value = 3 : i32}}> : () -> i32
  %zero = \"t.const\"() <{{value = 0 : i32}}> : () -> i32
  \"cf.br\"(%c0, %zero)[^header] <{{}}> : (i32, i32) -> ()
^header(%i: i32, %s: i32):
  %more = \"t.lt\"(%i, %n) : (i32, i32) -> i1
{}^body:
  %t = \"t.sub\"(%i, %three) : (i32, i32) -> i32
  %positive = \"t.lt\"(%c0, %t) : (i32, i32) -> i1
{}^add:
  %s2 = \"t.add\"(%s, %t) : (i32, i32) -> i32
  \"cf.br\"(%s2)[^join] : (i32) -> ()
^join(%s3: i32):
  %i2 = \"t.add\"(%i, %c1) : (i32, i32) -> i32
  \"cf.br\"(%i2, %s3)[^header] : (i32, i32) -> ()
^exit:
  \"t.ret\"(%s) : (i32) -> ()
",
            cond_br("%more", ("^body", &[]), ("^exit", &[])),
            cond_br("%positive", ("^add", &[]), ("^join", &["%s"])),
        ),
    );
    let (stats, text) = lower_and_compare(&src, &[&[0], &[4], &[10]], COALESCE);
    let expected = OutOfSsaStats {
        variables: 2,
        max_live: 2,
        copies: 1,
        naive_copies: 6,
        temporaries: 0,
        split_edges: 0,
    };
    assert_eq!(stats, expected, "{text}");
}

#[test]
fn a_swap_costs_one_temporary() {
    let src = function(
        "%a: i32, %b: i32, %n: i32",
        &format!(
            "  \"cf.br\"(%a, %b, %c0)[^loop] : (i32, i32, i32) -> ()
^loop(%x: i32, %y: i32, %i: i32):
  %more = \"t.lt\"(%i, %n) : (i32, i32) -> i1
  %i2 = \"t.add\"(%i, %c1) : (i32, i32) -> i32
{}^exit:
  %d = \"t.sub\"(%x, %y) : (i32, i32) -> i32
  \"t.ret\"(%d) : (i32) -> ()
",
            cond_br("%more", ("^loop", &["%y", "%x", "%i2"]), ("^exit", &[]))
        ),
    );
    let inputs: &[&[i128]] = &[&[7, 2, 0], &[7, 2, 1], &[7, 2, 2], &[7, 2, 5]];
    let (stats, text) = lower_and_compare(&src, inputs, COALESCE);
    let expected = OutOfSsaStats {
        variables: 3,
        max_live: 3,
        copies: 2,
        naive_copies: 6,
        temporaries: 1,
        split_edges: 1,
    };
    assert_eq!(stats, expected, "{text}");
    assert!(text.contains("\"var.copy\""), "{text}");
}

#[test]
fn the_lost_copy_goes_on_the_split_back_edge() {
    // x2 is used after the loop: writing x3 into its variable at the end
    // of the loop block would lose it on the exit edge.
    let src = function(
        "%n: i32",
        &format!(
            "  \"cf.br\"(%c1)[^loop] : (i32) -> ()
^loop(%x2: i32):
  %x3 = \"t.add\"(%x2, %c1) : (i32, i32) -> i32
  %more = \"t.lt\"(%x3, %n) : (i32, i32) -> i1
{}^exit:
  \"t.ret\"(%x2) : (i32) -> ()
",
            cond_br("%more", ("^loop", &["%x3"]), ("^exit", &[]))
        ),
    );
    let (stats, text) = lower_and_compare(&src, &[&[0], &[3], &[8]], COALESCE);
    let expected = OutOfSsaStats {
        variables: 1,
        max_live: 1,
        copies: 2,
        naive_copies: 2,
        temporaries: 0,
        split_edges: 1,
    };
    assert_eq!(stats, expected, "{text}");
}

#[test]
fn a_switch_with_several_edges_to_one_block() {
    let src = function(
        "%f: i32, %a: i32, %b: i32",
        "  \"cf.switch\"(%f, %a, %b, %b, %a, %a, %a)[^join, ^join, ^join] <{operandSegmentSizes = array<i32: 1, 2, 4>, case_operand_segments = array<i32: 2, 2>}> : (i32, i32, i32, i32, i32, i32, i32) -> ()
^join(%p: i32, %q: i32):
  %d = \"t.sub\"(%p, %q) : (i32, i32) -> i32
  %e = \"t.mul\"(%d, %p) : (i32, i32) -> i32
  \"t.ret\"(%e) : (i32) -> ()
",
    );
    let inputs: &[&[i128]] = &[&[0, 5, 2], &[1, 5, 2], &[2, 5, 2], &[-1, 5, 2]];
    let (stats, text) = lower_and_compare(&src, inputs, COALESCE);
    let expected = OutOfSsaStats {
        variables: 2,
        max_live: 2,
        copies: 3,
        naive_copies: 6,
        temporaries: 0,
        split_edges: 2,
    };
    assert_eq!(stats, expected, "{text}");
    lower_and_compare(&src, inputs, NAIVE);
}

#[test]
fn a_self_loop_copies_only_what_outlives_it() {
    // The accumulator's old value is returned, so its update cannot share
    // its variable; the counter's can.
    let src = function(
        "%n: i32",
        &format!(
            "  \"cf.br\"(%c0, %c0)[^loop] : (i32, i32) -> ()
^loop(%i: i32, %acc: i32):
  %acc2 = \"t.add\"(%acc, %i) : (i32, i32) -> i32
  %i2 = \"t.add\"(%i, %c1) : (i32, i32) -> i32
  %more = \"t.lt\"(%i2, %n) : (i32, i32) -> i1
{}^exit:
  \"t.ret\"(%acc) : (i32) -> ()
",
            cond_br("%more", ("^loop", &["%i2", "%acc2"]), ("^exit", &[]))
        ),
    );
    let (stats, text) = lower_and_compare(&src, &[&[0], &[1], &[6]], COALESCE);
    assert_eq!(
        (stats.variables, stats.temporaries, stats.split_edges),
        (2, 0, 1),
        "{text}"
    );
    lower_and_compare(&src, &[&[0], &[1], &[6]], NAIVE);
}

#[test]
fn unreachable_blocks_and_dead_arguments() {
    // ^dead is unreachable; ^unused's argument is never used.
    let src = function(
        "%n: i32",
        "  \"cf.br\"(%n)[^unused] : (i32) -> ()
^unused(%u: i32):
  \"t.ret\"(%c1) : (i32) -> ()
^dead(%d: i32):
  %e = \"t.add\"(%d, %d) : (i32, i32) -> i32
  \"cf.br\"(%e)[^dead] : (i32) -> ()
",
    );
    let (stats, text) = lower_and_compare(&src, &[&[3]], COALESCE);
    assert_eq!((stats.variables, stats.copies), (1, 1), "{text}");
}
