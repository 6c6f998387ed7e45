//! Unit tests of the canonicalization patterns: each parses a few ops,
//! applies the first matching pattern of the last op of a name, and
//! checks what the `test.op` at the end now uses.

use crate::arith::test_util::{context, Snippet};

/// The pattern applied to the last `op` of `src`, and the printed line of
/// the final `test.op` (which uses the rewritten value) with the lines
/// defining what it uses.
fn rewrite(src: &str, op: &str) -> (Option<&'static str>, Vec<String>) {
    let ctx = context();
    let mut snippet = Snippet::new(&ctx, src);
    let applied = snippet.rewrite_last(&ctx, op);
    (applied, snippet.print(&ctx))
}

/// Asserts that a pattern applied and that the printed ops contain each of `lines`.
fn assert_rewrites(src: &str, op: &str, lines: &[&str]) {
    let (applied, printed) = rewrite(src, op);
    assert!(applied.is_some(), "no pattern applied to:\n{src}");
    for line in lines {
        assert!(
            printed.iter().any(|l| l == line),
            "missing `{line}` in:\n{}",
            printed.join("\n")
        );
    }
}

const X: &str = "%x = \"test.op\"() : () -> i32\n";

#[test]
fn constants_reassociate_through_additions() {
    let src = format!(
        "{X}%c1 = arith.constant 1 : i32\n%c2 = arith.constant 2 : i32\n\
         %a = arith.addi %x, %c1 overflow<nsw, nuw> : i32\n\
         %r = arith.addi %c2, %a overflow<nsw> : i32\n\"test.op\"(%r) : (i32) -> ()"
    );
    assert_rewrites(
        &src,
        "arith.addi",
        &[
            "%c3_i32 = arith.constant 3 : i32",
            "%2 = arith.addi %0, %c3_i32 overflow<nsw> : i32",
            "\"test.op\"(%2) : (i32) -> ()",
        ],
    );
}

#[test]
fn constants_reassociate_through_subtractions() {
    let cases = [
        (
            "%a = arith.subi %x, %c5 : i32\n%r = arith.addi %a, %c2 : i32",
            "arith.addi",
            "%2 = arith.addi %0, %c-3_i32 : i32",
        ),
        (
            "%a = arith.subi %c5, %x : i32\n%r = arith.addi %a, %c2 : i32",
            "arith.addi",
            "%2 = arith.subi %c7_i32, %0 : i32",
        ),
        (
            "%a = arith.addi %x, %c5 : i32\n%r = arith.subi %a, %c2 : i32",
            "arith.subi",
            "%2 = arith.addi %0, %c3_i32 : i32",
        ),
        (
            "%a = arith.addi %x, %c5 : i32\n%r = arith.subi %c2, %a : i32",
            "arith.subi",
            "%2 = arith.subi %c-3_i32, %0 : i32",
        ),
        (
            "%a = arith.subi %x, %c5 : i32\n%r = arith.subi %a, %c2 : i32",
            "arith.subi",
            "%2 = arith.subi %0, %c7_i32 : i32",
        ),
        (
            "%a = arith.subi %c5, %x : i32\n%r = arith.subi %a, %c2 : i32",
            "arith.subi",
            "%2 = arith.subi %c3_i32, %0 : i32",
        ),
        (
            "%a = arith.subi %x, %c5 : i32\n%r = arith.subi %c2, %a : i32",
            "arith.subi",
            "%2 = arith.subi %c7_i32, %0 : i32",
        ),
        (
            "%a = arith.subi %c5, %x : i32\n%r = arith.subi %c2, %a : i32",
            "arith.subi",
            "%2 = arith.addi %0, %c-3_i32 : i32",
        ),
        (
            "%a = arith.muli %x, %c5 : i32\n%r = arith.muli %c2, %a : i32",
            "arith.muli",
            "%2 = arith.muli %0, %c10_i32 : i32",
        ),
    ];
    for (ops, op, expected) in cases {
        let src = format!(
            "{X}%c5 = arith.constant 5 : i32\n%c2 = arith.constant 2 : i32\n{ops}\n\
             \"test.op\"(%r) : (i32) -> ()"
        );
        assert_rewrites(&src, op, &[expected, "\"test.op\"(%2) : (i32) -> ()"]);
    }
}

#[test]
fn additions_of_negations_and_self_subtraction() {
    let src = format!(
        "{X}%y = \"test.op\"() : () -> i32\n%m = arith.constant -1 : i32\n\
         %n = arith.muli %m, %y : i32\n%r = arith.addi %n, %x : i32\n\"test.op\"(%r) : (i32) -> ()"
    );
    assert_rewrites(&src, "arith.addi", &["%3 = arith.subi %0, %1 : i32"]);
    let src = format!(
        "{X}%y = \"test.op\"() : () -> i32\n%s = arith.subi %x, %y : i32\n\
         %r = arith.subi %s, %x : i32\n\"test.op\"(%r) : (i32) -> ()"
    );
    assert_rewrites(
        &src,
        "arith.subi",
        &[
            "%c0_i32 = arith.constant 0 : i32",
            "%3 = arith.subi %c0_i32, %1 : i32",
        ],
    );
}

#[test]
fn reassociation_needs_scalar_constants_and_drops_flags_where_mlir_does() {
    let splats =
        "%x = \"test.op\"() : () -> vector<2xi32>\n%c = arith.constant dense<1> : vector<2xi32>\n\
                  %a = arith.addi %x, %c : vector<2xi32>\n%r = arith.addi %a, %c : vector<2xi32>";
    assert_eq!(rewrite(splats, "arith.addi").0, None);
    let src = format!(
        "{X}%c5 = arith.constant 5 : i32\n%c2 = arith.constant 2 : i32\n\
         %a = arith.addi %x, %c5 overflow<nsw> : i32\n%r = arith.subi %a, %c2 overflow<nsw> : i32\n\
         \"test.op\"(%r) : (i32) -> ()"
    );
    assert_rewrites(&src, "arith.subi", &["%2 = arith.addi %0, %c3_i32 : i32"]);
}

#[test]
fn no_pattern_without_constants() {
    let src = format!("{X}%y = \"test.op\"() : () -> i32\n%a = arith.addi %x, %y : i32\n%r = arith.addi %a, %y : i32");
    assert_eq!(rewrite(&src, "arith.addi").0, None);
}

#[test]
fn comparisons() {
    let src = format!(
        "{X}%c = arith.constant 3 : i32\n%r = arith.cmpi slt, %c, %x : i32\n\"test.op\"(%r) : (i1) -> ()"
    );
    assert_rewrites(
        &src,
        "arith.cmpi",
        &["%1 = arith.cmpi sgt, %0, %c3_i32 : i32"],
    );
    let src = format!(
        "{X}%y = \"test.op\"() : () -> i32\n%t = arith.constant true\n\
         %c = arith.cmpi ult, %x, %y : i32\n%r = arith.xori %t, %c : i1\n\"test.op\"(%r) : (i1) -> ()"
    );
    assert_rewrites(&src, "arith.xori", &["%3 = arith.cmpi uge, %0, %1 : i32"]);
    let src = "%a, %b = \"test.op\"() : () -> (i8, i8)\n%x = arith.extsi %a : i8 to i32\n\
               %y = arith.extsi %b : i8 to i32\n%r = arith.cmpi ne, %x, %y : i32\n\"test.op\"(%r) : (i1) -> ()";
    assert_rewrites(src, "arith.cmpi", &["%3 = arith.cmpi ne, %0#0, %0#1 : i8"]);
    let mixed = src.replace("%y = arith.extsi", "%y = arith.extui");
    assert_eq!(rewrite(&mixed, "arith.cmpi").0, None);
}

#[test]
fn bitwise_ops_of_extensions() {
    let src = "%a, %b = \"test.op\"() : () -> (i8, i8)\n%x = arith.extui %a : i8 to i32\n\
               %y = arith.extui %b : i8 to i32\n%r = arith.ori %x, %y : i32\n\"test.op\"(%r) : (i32) -> ()";
    assert_rewrites(
        src,
        "arith.ori",
        &[
            "%3 = arith.ori %0#0, %0#1 : i8",
            "%4 = arith.extui %3 : i8 to i32",
        ],
    );
}

#[test]
fn extensions_and_truncations() {
    let def = "%a = \"test.op\"() : () -> i8\n";
    let cases = [
        (
            "%e = arith.extsi %a : i8 to i16\n%r = arith.extsi %e : i16 to i64",
            "arith.extsi",
            "%2 = arith.extsi %0 : i8 to i64",
        ),
        (
            "%e = arith.extui %a : i8 to i16\n%r = arith.extsi %e : i16 to i64",
            "arith.extsi",
            "%2 = arith.extui %0 : i8 to i64",
        ),
        (
            "%e = arith.extui %a : i8 to i16\n%r = arith.extui %e : i16 to i64",
            "arith.extui",
            "%2 = arith.extui %0 : i8 to i64",
        ),
        (
            "%e = arith.extsi %a : i8 to i64\n%r = arith.trunci %e : i64 to i16",
            "arith.trunci",
            "%2 = arith.extsi %0 : i8 to i16",
        ),
        (
            "%e = arith.extui %a : i8 to i64\n%r = arith.trunci %e : i64 to i16",
            "arith.trunci",
            "%2 = arith.extui %0 : i8 to i16",
        ),
        (
            "%e = arith.extsi %a : i8 to i16\n%r = arith.index_cast %e : i16 to index",
            "arith.index_cast",
            "%2 = arith.index_cast %0 : i8 to index",
        ),
    ];
    for (ops, op, expected) in cases {
        let src = format!(
            "{def}{ops}\n\"test.op\"(%r) : ({}) -> ()",
            op_result_type(ops)
        );
        assert_rewrites(&src, op, &[expected]);
    }
    let wide = "%a = \"test.op\"() : () -> i64\n%e = arith.trunci %a : i64 to i32\n\
                %r = arith.trunci %e : i32 to i8\n\"test.op\"(%r) : (i8) -> ()";
    assert_rewrites(wide, "arith.trunci", &["%2 = arith.trunci %0 : i64 to i8"]);
    let ext = "%a = \"test.op\"() : () -> i32\n%e = arith.extsi %a : i32 to i64\n\
               %r = arith.trunci %e : i64 to i8\n\"test.op\"(%r) : (i8) -> ()";
    assert_rewrites(ext, "arith.trunci", &["%2 = arith.trunci %0 : i32 to i8"]);
    let shift = "%a = \"test.op\"() : () -> i64\n%c = arith.constant 32 : i64\n\
                 %s = arith.shrsi %a, %c : i64\n%r = arith.trunci %s overflow<nuw> : i64 to i32\n\
                 \"test.op\"(%r) : (i32) -> ()";
    assert_rewrites(
        shift,
        "arith.trunci",
        &[
            // A new constant for the amount, as MLIR's pattern builds.
            "%c32_i64_0 = arith.constant 32 : i64",
            "%2 = arith.shrui %0, %c32_i64_0 : i64",
            "%3 = arith.trunci %2 overflow<nuw> : i64 to i32",
        ],
    );
    assert_eq!(
        rewrite(&shift.replace("32 : i64", "31 : i64"), "arith.trunci").0,
        None
    );
}

/// The result type written last in `ops` (after the final `to`).
fn op_result_type(ops: &str) -> &str {
    ops.rsplit(" to ").next().expect("a cast")
}

#[test]
fn float_casts_and_negations() {
    let src = "%a = \"test.op\"() : () -> f64\n%e = arith.extf %a : f64 to f128\n\
               %r = arith.truncf %e : f128 to f16\n\"test.op\"(%r) : (f16) -> ()";
    assert_rewrites(src, "arith.truncf", &["%2 = arith.truncf %0 : f64 to f16"]);
    let src = "%a = \"test.op\"() : () -> i32\n%e = arith.sitofp %a : i32 to f32\n\
               %r = arith.truncf %e : f32 to f16\n\"test.op\"(%r) : (f16) -> ()";
    assert_rewrites(src, "arith.truncf", &["%2 = arith.sitofp %0 : i32 to f16"]);
    let rounded = src.replace("truncf %e :", "truncf %e downward :");
    assert_eq!(rewrite(&rounded, "arith.truncf").0, None);
    let src = "%a, %b = \"test.op\"() : () -> (f32, f32)\n%x = arith.negf %a : f32\n\
               %y = arith.negf %b : f32\n%r = arith.divf %x, %y fastmath<nnan> : f32\n\"test.op\"(%r) : (f32) -> ()";
    assert_rewrites(
        src,
        "arith.divf",
        &["%3 = arith.divf %0#0, %0#1 fastmath<nnan> : f32"],
    );
    let src = "%a = \"test.op\"() : () -> f16\n%e = arith.bitcast %a : f16 to i16\n\
               %r = arith.bitcast %e : i16 to bf16\n\"test.op\"(%r) : (bf16) -> ()";
    assert_rewrites(
        src,
        "arith.bitcast",
        &["%2 = arith.bitcast %0 : f16 to bf16"],
    );
}

#[test]
fn selections() {
    let def = "%c = \"test.op\"() : () -> i1\n%one = arith.constant 1 : i32\n%zero = arith.constant 0 : i32\n";
    let src =
        format!("{def}%r = arith.select %c, %one, %zero : i32\n\"test.op\"(%r) : (i32) -> ()");
    assert_rewrites(&src, "arith.select", &["%1 = arith.extui %0 : i1 to i32"]);
    let src =
        format!("{def}%r = arith.select %c, %zero, %one : i32\n\"test.op\"(%r) : (i32) -> ()");
    assert_rewrites(
        &src,
        "arith.select",
        &[
            "%1 = arith.xori %0, %true : i1",
            "%2 = arith.extui %1 : i1 to i32",
        ],
    );
    let bools =
        "%c = \"test.op\"() : () -> i1\n%t = arith.constant true\n%f = arith.constant false\n";
    let src = format!("{bools}%r = arith.select %c, %f, %t : i1\n\"test.op\"(%r) : (i1) -> ()");
    assert_rewrites(&src, "arith.select", &["%1 = arith.xori %0, %true_0 : i1"]);
    let or_like =
        format!("{bools}%x = \"test.op\"() : () -> i1\n%r = arith.select %c, %t, %x : i1");
    assert_eq!(rewrite(&or_like, "arith.select").0, None);
    let vector =
        "%c = \"test.op\"() : () -> vector<2xi1>\n%one = arith.constant dense<1> : vector<2xi32>\n\
                  %zero = arith.constant dense<0> : vector<2xi32>\n\
                  %r = arith.select %c, %one, %zero : vector<2xi1>, vector<2xi32>";
    assert_eq!(rewrite(vector, "arith.select").0, None);
    let not = "%c = \"test.op\"() : () -> i1\n%a, %b = \"test.op\"() : () -> (i32, i32)\n\
               %t = arith.constant true\n%n = arith.xori %c, %t : i1\n\
               %r = arith.select %n, %a, %b : i32\n\"test.op\"(%r) : (i32) -> ()";
    assert_rewrites(
        not,
        "arith.select",
        &["%3 = arith.select %0, %1#1, %1#0 : i32"],
    );
    let nested = "%c = \"test.op\"() : () -> i1\n%a, %b, %d = \"test.op\"() : () -> (i32, i32, i32)\n\
                  %s = arith.select %c, %a, %b : i32\n%r = arith.select %c, %s, %d : i32\n\"test.op\"(%r) : (i32) -> ()";
    assert_rewrites(
        nested,
        "arith.select",
        &["%3 = arith.select %0, %1#0, %1#2 : i32"],
    );
}

#[test]
fn malformed_ops_are_not_rewritten() {
    let src = format!("{X}%c = arith.constant 3 : i32\n%r = \"arith.cmpi\"(%c) <{{predicate = 2 : i64}}> : (i32) -> i1");
    assert_eq!(rewrite(&src, "arith.cmpi").0, None);
}
