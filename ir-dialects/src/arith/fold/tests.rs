//! Unit tests of the folders: each parses a few ops (operands come from
//! `test.op`), folds the last op of the given name with the constants
//! that define its operands, and checks the result as text.

use crate::arith::test_util::{context, Snippet};

/// What the last `op` of `src` folds to.
fn fold(src: &str, op: &str) -> String {
    let ctx = context();
    Snippet::new(&ctx, src).fold_text(&ctx, op)
}

/// Folds `arith.<op> %x, %y : <ty>` with constants `x` and `y`.
fn binary(op: &str, x: &str, y: &str, ty: &str) -> String {
    let src = format!(
        "%x = arith.constant {x} : {ty}\n%y = arith.constant {y} : {ty}\n\
         %r = arith.{op} %x, %y : {ty}"
    );
    fold(&src, &format!("arith.{op}"))
}

/// Folds `arith.<op> %a, %c` where `%a` is unknown and `%c` is `c`
/// (or the other way round with `constant_first`).
fn with_constant(op: &str, c: &str, ty: &str, constant_first: bool) -> String {
    let operands = if constant_first { "%c, %a" } else { "%a, %c" };
    let src = format!(
        "%a = \"test.op\"() : () -> {ty}\n%c = arith.constant {c} : {ty}\n\
         %r = arith.{op} {operands} : {ty}"
    );
    fold(&src, &format!("arith.{op}"))
}

/// Folds `arith.<op> %a, %a` with `%a` unknown.
fn same_operands(op: &str, ty: &str) -> String {
    let src = format!("%a = \"test.op\"() : () -> {ty}\n%r = arith.{op} %a, %a : {ty}");
    fold(&src, &format!("arith.{op}"))
}

#[test]
fn integer_arithmetic_wraps_at_its_width() {
    assert_eq!(binary("addi", "127", "1", "i8"), "-128 : i8");
    assert_eq!(binary("addi", "1", "1", "i1"), "false");
    assert_eq!(binary("subi", "0", "1", "i16"), "-1 : i16");
    assert_eq!(binary("muli", "16", "16", "i8"), "0 : i8");
    assert_eq!(binary("muli", "5", "3", "i3"), "-1 : i3");
    assert_eq!(
        binary(
            "addi",
            "170141183460469231731687303715884105727",
            "1",
            "i128"
        ),
        "-170141183460469231731687303715884105728 : i128"
    );
    assert_eq!(
        binary("muli", "4294967296", "4294967296", "index"),
        "0 : index"
    );
    assert_eq!(
        binary("addi", "9223372036854775807", "1", "index"),
        "-9223372036854775808 : index"
    );
}

#[test]
fn division_folds_except_by_zero_or_on_signed_overflow() {
    assert_eq!(binary("divsi", "-7", "2", "i32"), "-3 : i32");
    assert_eq!(binary("divsi", "-128", "-1", "i8"), "none");
    assert_eq!(binary("divsi", "5", "0", "i8"), "none");
    assert_eq!(binary("divui", "-2", "3", "i8"), "84 : i8");
    assert_eq!(binary("divui", "5", "0", "i8"), "none");
    assert_eq!(binary("ceildivsi", "7", "-2", "i32"), "-3 : i32");
    assert_eq!(binary("ceildivsi", "-128", "3", "i8"), "none");
    assert_eq!(binary("ceildivui", "7", "2", "i32"), "4 : i32");
    assert_eq!(binary("floordivsi", "-7", "2", "i32"), "-4 : i32");
    assert_eq!(binary("floordivsi", "-128", "-1", "i8"), "none");
    assert_eq!(binary("remsi", "-7", "2", "i32"), "-1 : i32");
    assert_eq!(binary("remsi", "-128", "-1", "i8"), "0 : i8");
    assert_eq!(binary("remsi", "1", "0", "i8"), "none");
    assert_eq!(binary("remui", "6", "-2", "i16"), "6 : i16");
    assert_eq!(binary("remui", "6", "0", "i16"), "none");
}

#[test]
fn bitwise_and_shifts() {
    assert_eq!(binary("andi", "12", "10", "i8"), "8 : i8");
    assert_eq!(binary("ori", "12", "10", "i8"), "14 : i8");
    assert_eq!(binary("xori", "12", "10", "i8"), "6 : i8");
    assert_eq!(binary("shli", "1", "7", "i8"), "-128 : i8");
    assert_eq!(binary("shli", "1", "8", "i8"), "none");
    assert_eq!(binary("shrui", "-128", "7", "i8"), "1 : i8");
    assert_eq!(binary("shrsi", "-128", "7", "i8"), "-1 : i8");
    assert_eq!(binary("shrsi", "-128", "-1", "i8"), "none");
}

#[test]
fn minimum_and_maximum_by_signedness() {
    assert_eq!(binary("maxsi", "-1", "1", "i8"), "1 : i8");
    assert_eq!(binary("maxui", "-1", "1", "i8"), "-1 : i8");
    assert_eq!(binary("minsi", "-1", "1", "i8"), "-1 : i8");
    assert_eq!(binary("minui", "-1", "1", "i8"), "1 : i8");
}

#[test]
fn vectors_fold_element_by_element() {
    assert_eq!(
        binary("addi", "dense<[1, 2]>", "dense<3>", "vector<2xi32>"),
        "dense<[4, 5]> : vector<2xi32>"
    );
    assert_eq!(
        binary("muli", "dense<2>", "dense<3>", "tensor<2x2xi8>"),
        "dense<6> : tensor<2x2xi8>"
    );
    assert_eq!(
        binary("divsi", "dense<[4, 8]>", "dense<[2, 0]>", "vector<2xi32>"),
        "none"
    );
    assert_eq!(
        binary("addf", "dense<[1.0, 2.0]>", "dense<0.5>", "vector<2xf32>"),
        "dense<[1.500000e+00, 2.500000e+00]> : vector<2xf32>"
    );
}

#[test]
fn integer_identities() {
    assert_eq!(with_constant("addi", "0", "i32", false), "operand #0");
    assert_eq!(with_constant("addi", "0", "i32", true), "operand #1");
    assert_eq!(with_constant("subi", "0", "i32", false), "operand #0");
    assert_eq!(with_constant("subi", "0", "i32", true), "none");
    assert_eq!(with_constant("muli", "1", "i32", true), "operand #1");
    assert_eq!(with_constant("muli", "0", "i32", false), "operand #1");
    assert_eq!(with_constant("divsi", "1", "i32", false), "operand #0");
    assert_eq!(with_constant("divui", "1", "index", false), "operand #0");
    assert_eq!(with_constant("floordivsi", "1", "i32", false), "operand #0");
    assert_eq!(with_constant("remsi", "1", "i32", false), "0 : i32");
    assert_eq!(with_constant("remui", "1", "i32", false), "0 : i32");
    assert_eq!(with_constant("andi", "0", "i32", false), "operand #1");
    assert_eq!(with_constant("andi", "-1", "i32", false), "operand #0");
    assert_eq!(with_constant("ori", "0", "i32", true), "operand #1");
    assert_eq!(with_constant("ori", "-1", "i32", false), "operand #1");
    assert_eq!(with_constant("xori", "0", "i32", false), "operand #0");
    assert_eq!(with_constant("shli", "0", "i32", false), "operand #0");
    assert_eq!(with_constant("shrsi", "0", "i32", false), "operand #0");
    assert_eq!(with_constant("maxsi", "127", "i8", false), "operand #1");
    assert_eq!(with_constant("maxsi", "-128", "i8", false), "operand #0");
    assert_eq!(with_constant("maxui", "0", "i8", false), "operand #0");
    assert_eq!(with_constant("minui", "0", "i8", false), "operand #1");
    assert_eq!(with_constant("minsi", "127", "i8", false), "operand #0");
    assert_eq!(
        with_constant("addi", "dense<0>", "vector<4xi32>", false),
        "operand #0"
    );
}

#[test]
fn equal_operands() {
    assert_eq!(same_operands("subi", "i32"), "0 : i32");
    assert_eq!(
        same_operands("subi", "vector<2xi8>"),
        "dense<0> : vector<2xi8>"
    );
    assert_eq!(same_operands("subi", "tensor<?xi8>"), "none");
    assert_eq!(same_operands("xori", "index"), "0 : index");
    assert_eq!(same_operands("andi", "i32"), "operand #0");
    assert_eq!(same_operands("ori", "i32"), "operand #0");
    assert_eq!(same_operands("maxsi", "i32"), "operand #0");
    assert_eq!(same_operands("minui", "i32"), "operand #0");
    assert_eq!(same_operands("addi", "i32"), "none");
    assert_eq!(same_operands("maximumf", "f32"), "operand #0");
}

#[test]
fn add_and_sub_cancel() {
    let src = "%a, %b = \"test.op\"() : () -> (i32, i32)\n%s = arith.subi %a, %b : i32\n";
    let sum = format!("{src}%r = arith.addi %s, %b : i32");
    assert_eq!(fold(&sum, "arith.addi"), "result of test.op");
    let sum = format!("{src}%r = arith.addi %b, %s : i32");
    assert_eq!(fold(&sum, "arith.addi"), "result of test.op");
    let add = "%a, %b = \"test.op\"() : () -> (i32, i32)\n%s = arith.addi %a, %b : i32\n";
    let difference = format!("{add}%r = arith.subi %s, %b : i32");
    assert_eq!(fold(&difference, "arith.subi"), "result of test.op");
    let difference = format!("{add}%r = arith.subi %s, %a : i32");
    assert_eq!(fold(&difference, "arith.subi"), "result of test.op");
    let twice = format!("{add}%x = arith.xori %a, %b : i32\n%r = arith.xori %x, %b : i32");
    assert_eq!(fold(&twice, "arith.xori"), "result of test.op");
}

#[test]
fn and_or_with_the_complement() {
    let src = "%a = \"test.op\"() : () -> i8\n%m = arith.constant -1 : i8\n\
               %n = arith.xori %a, %m : i8\n";
    assert_eq!(
        fold(&format!("{src}%r = arith.andi %a, %n : i8"), "arith.andi"),
        "0 : i8"
    );
    assert_eq!(
        fold(&format!("{src}%r = arith.ori %n, %a : i8"), "arith.ori"),
        "-1 : i8"
    );
}

#[test]
fn float_arithmetic_rounds_to_the_operand_format() {
    assert_eq!(binary("addf", "1.0", "2.0", "f32"), "3.000000e+00 : f32");
    assert_eq!(binary("divf", "1.0", "3.0", "f32"), "0.333333343 : f32");
    assert_eq!(
        binary("divf", "1.0", "3.0", "f64"),
        "0.33333333333333331 : f64"
    );
    assert_eq!(
        binary("mulf", "0.0", "0x7F800000", "f32"),
        "0x7FC00000 : f32"
    );
    assert_eq!(binary("subf", "65504.0", "-65504.0", "f16"), "0x7C00 : f16");
    assert_eq!(
        binary("remf", "-7.5", "2.0", "bf16"),
        "-1.500000e+00 : bf16"
    );
    assert_eq!(
        binary("maximumf", "-0.0", "0.0", "f32"),
        "0.000000e+00 : f32"
    );
    assert_eq!(
        binary("minimumf", "-0.0", "0.0", "f32"),
        "-0.000000e+00 : f32"
    );
    assert_eq!(
        binary("maximumf", "1.0", "0x7FC00000", "f32"),
        "0x7FC00000 : f32"
    );
    assert_eq!(binary("addf", "1.0", "1.0", "f80"), "none");
    assert_eq!(
        binary("maxnumf", "0x7FC00000", "1.0", "f32"),
        "1.000000e+00 : f32"
    );
    assert_eq!(
        binary("minnumf", "0x7F800001", "1.0", "f32"),
        "0x7FC00001 : f32"
    );
    assert_eq!(binary("minnumf", "1.0", "0x7F800001", "f32"), "operand #0");
}

#[test]
fn float_identities() {
    assert_eq!(with_constant("addf", "-0.0", "f32", false), "operand #0");
    assert_eq!(with_constant("addf", "-0.0", "f32", true), "operand #1");
    assert_eq!(with_constant("addf", "0.0", "f32", false), "none");
    assert_eq!(with_constant("subf", "0.0", "f32", false), "operand #0");
    assert_eq!(with_constant("subf", "-0.0", "f32", false), "none");
    assert_eq!(with_constant("mulf", "1.0", "f64", true), "operand #1");
    assert_eq!(with_constant("divf", "1.0", "f16", false), "operand #0");
    assert_eq!(with_constant("divf", "1.0", "f16", true), "none");
    assert_eq!(
        with_constant("maximumf", "0xFF800000", "f32", false),
        "operand #0"
    );
    assert_eq!(
        with_constant("minimumf", "0x7F800000", "f32", true),
        "operand #1"
    );
}

#[test]
fn negation() {
    let src = "%c = arith.constant 2.5 : f32\n%r = arith.negf %c : f32";
    assert_eq!(fold(src, "arith.negf"), "-2.500000e+00 : f32");
    let src = "%a = \"test.op\"() : () -> f32\n%n = arith.negf %a : f32\n%r = arith.negf %n : f32";
    assert_eq!(fold(src, "arith.negf"), "result of test.op");
}

/// Folds `arith.<op> %c : <from> to <to>` with `%c` the constant `c`.
fn cast(op: &str, c: &str, from: &str, to: &str) -> String {
    let src = format!("%c = arith.constant {c} : {from}\n%r = arith.{op} %c : {from} to {to}");
    fold(&src, &format!("arith.{op}"))
}

#[test]
fn integer_casts_extend_and_truncate() {
    assert_eq!(cast("extsi", "5", "i3", "i6"), "-3 : i6");
    assert_eq!(cast("extui", "5", "i3", "i6"), "5 : i6");
    assert_eq!(cast("trunci", "21", "i5", "i4"), "5 : i4");
    assert_eq!(cast("trunci", "-1", "i128", "i1"), "true");
    assert_eq!(cast("index_cast", "-1", "i8", "index"), "-1 : index");
    assert_eq!(cast("index_castui", "-1", "i8", "index"), "255 : index");
    assert_eq!(cast("index_cast", "300", "index", "i8"), "44 : i8");
    assert_eq!(
        cast("extsi", "dense<[-1, 1]>", "vector<2xi8>", "vector<2xi16>"),
        "dense<[-1, 1]> : vector<2xi16>"
    );
}

#[test]
fn float_casts() {
    assert_eq!(cast("sitofp", "-3", "i8", "f32"), "-3.000000e+00 : f32");
    assert_eq!(cast("uitofp", "-3", "i8", "f32"), "2.530000e+02 : f32");
    assert_eq!(cast("uitofp", "65535", "i32", "f16"), "0x7C00 : f16");
    assert_eq!(cast("fptosi", "-2.75", "f32", "i8"), "-2 : i8");
    assert_eq!(cast("fptosi", "300.7", "f32", "i8"), "none");
    assert_eq!(cast("fptoui", "-0.5", "f32", "i8"), "0 : i8");
    assert_eq!(cast("fptoui", "-1.5", "f32", "i8"), "none");
    assert_eq!(cast("fptosi", "0x7FC00000", "f32", "i32"), "none");
    assert_eq!(
        cast("extf", "0.1", "f32", "f64"),
        "0.10000000149011612 : f64"
    );
    assert_eq!(cast("truncf", "0.5", "f64", "f16"), "5.000000e-01 : f16");
    assert_eq!(cast("truncf", "0.1", "f64", "f32"), "none");
    assert_eq!(cast("truncf", "1.0e30", "f32", "bf16"), "none");
    assert_eq!(cast("bitcast", "1.0", "f32", "i32"), "1065353216 : i32");
    assert_eq!(
        cast("bitcast", "-16384", "i16", "f16"),
        "-2.000000e+00 : f16"
    );
    assert_eq!(cast("bitcast", "1.0", "f16", "bf16"), "7.812500e-03 : bf16");
}

#[test]
fn casts_of_casts() {
    let def = "%a = \"test.op\"() : () -> i8\n";
    let back = format!("{def}%e = arith.extsi %a : i8 to i32\n%r = arith.trunci %e : i32 to i8");
    assert_eq!(fold(&back, "arith.trunci"), "result of test.op");
    let partial =
        format!("{def}%e = arith.extui %a : i8 to i32\n%r = arith.trunci %e : i32 to i16");
    assert_eq!(fold(&partial, "arith.trunci"), "none");
    let index = format!(
        "{def}%i = arith.index_cast %a : i8 to index\n%r = arith.index_cast %i : index to i8"
    );
    assert_eq!(fold(&index, "arith.index_cast"), "result of test.op");
    let bits = "%a = \"test.op\"() : () -> f32\n%i = arith.bitcast %a : f32 to i32\n\
                %r = arith.bitcast %i : i32 to f32";
    assert_eq!(fold(bits, "arith.bitcast"), "result of test.op");
    let floats = "%a = \"test.op\"() : () -> f16\n%e = arith.extf %a : f16 to f32\n\
                  %r = arith.truncf %e : f32 to f16";
    assert_eq!(fold(floats, "arith.truncf"), "result of test.op");
    let contract = "%a = \"test.op\"() : () -> f32\n\
                    %t = arith.truncf %a fastmath<contract> : f32 to f16\n";
    let both = format!("{contract}%r = arith.extf %t fastmath<fast> : f16 to f32");
    assert_eq!(fold(&both, "arith.extf"), "result of test.op");
    let one = format!("{contract}%r = arith.extf %t : f16 to f32");
    assert_eq!(fold(&one, "arith.extf"), "none");
}

/// Folds `arith.cmpi <pred>, %x, %y : <ty>` on constants.
fn cmpi(pred: &str, x: &str, y: &str, ty: &str) -> String {
    let src = format!(
        "%x = arith.constant {x} : {ty}\n%y = arith.constant {y} : {ty}\n\
         %r = arith.cmpi {pred}, %x, %y : {ty}"
    );
    fold(&src, "arith.cmpi")
}

#[test]
fn integer_comparisons() {
    assert_eq!(cmpi("slt", "-1", "1", "i8"), "true");
    assert_eq!(cmpi("ult", "-1", "1", "i8"), "false");
    assert_eq!(cmpi("eq", "3", "3", "index"), "true");
    assert_eq!(cmpi("ne", "3", "3", "index"), "false");
    assert_eq!(cmpi("sge", "-5", "-5", "i32"), "true");
    assert_eq!(cmpi("ugt", "-5", "5", "i32"), "true");
    assert_eq!(
        cmpi("sle", "dense<[1, 5]>", "dense<3>", "vector<2xi32>"),
        "dense<[true, false]> : vector<2xi1>"
    );
    let same = |pred: &str| {
        let src = format!("%a = \"test.op\"() : () -> i32\n%r = arith.cmpi {pred}, %a, %a : i32");
        fold(&src, "arith.cmpi")
    };
    for (pred, holds) in [
        ("eq", true),
        ("ne", false),
        ("slt", false),
        ("sle", true),
        ("ugt", false),
        ("uge", true),
    ] {
        assert_eq!(same(pred), holds.to_string(), "{pred}");
    }
}

#[test]
fn boolean_comparisons_with_zero_and_one() {
    let def =
        "%b = \"test.op\"() : () -> i1\n%f = arith.constant false\n%t = arith.constant true\n";
    assert_eq!(
        fold(
            &format!("{def}%r = arith.cmpi ne, %b, %f : i1"),
            "arith.cmpi"
        ),
        "operand #0"
    );
    assert_eq!(
        fold(
            &format!("{def}%r = arith.cmpi eq, %b, %t : i1"),
            "arith.cmpi"
        ),
        "operand #0"
    );
    assert_eq!(
        fold(
            &format!("{def}%r = arith.cmpi eq, %b, %f : i1"),
            "arith.cmpi"
        ),
        "none"
    );
    let ext = format!(
        "{def}%e = arith.extui %b : i1 to i32\n%z = arith.constant 0 : i32\n\
         %r = arith.cmpi ne, %e, %z : i32"
    );
    assert_eq!(fold(&ext, "arith.cmpi"), "result of test.op");
}

/// Folds `arith.cmpf <pred>, %x, %y : f32` on constants.
fn cmpf(pred: &str, x: &str, y: &str) -> String {
    let src = format!(
        "%x = arith.constant {x} : f32\n%y = arith.constant {y} : f32\n\
         %r = arith.cmpf {pred}, %x, %y : f32"
    );
    fold(&src, "arith.cmpf")
}

#[test]
fn float_comparisons_and_nans() {
    let nan = "0x7FC00000";
    assert_eq!(cmpf("olt", "1.0", "2.0"), "true");
    assert_eq!(cmpf("oeq", "0.0", "-0.0"), "true");
    assert_eq!(cmpf("one", "1.0", nan), "false");
    assert_eq!(cmpf("une", "1.0", nan), "true");
    assert_eq!(cmpf("ord", nan, "1.0"), "false");
    assert_eq!(cmpf("uno", nan, "1.0"), "true");
    assert_eq!(cmpf("true", "1.0", "2.0"), "true");
    assert_eq!(cmpf("false", "1.0", "2.0"), "false");
    assert_eq!(cmpf("uge", "1.0", "2.0"), "false");
    // A NaN decides alone, the other operand unknown.
    let src = format!(
        "%a = \"test.op\"() : () -> f32\n%n = arith.constant {nan} : f32\n\
         %r = arith.cmpf ult, %a, %n : f32"
    );
    assert_eq!(fold(&src, "arith.cmpf"), "true");
}

#[test]
fn selections() {
    let def = "%c = \"test.op\"() : () -> i1\n%a, %b = \"test.op\"() : () -> (i32, i32)\n";
    let constant = |cond: &str| {
        let src = format!("{def}%k = arith.constant {cond}\n%r = arith.select %k, %a, %b : i32");
        fold(&src, "arith.select")
    };
    assert_eq!(constant("true"), "operand #1");
    assert_eq!(constant("false"), "operand #2");
    assert_eq!(
        fold(
            &format!("{def}%r = arith.select %c, %a, %a : i32"),
            "arith.select"
        ),
        "operand #1"
    );
    let booleans =
        "%c = \"test.op\"() : () -> i1\n%t = arith.constant true\n%f = arith.constant false\n\
                    %r = arith.select %c, %t, %f : i1";
    assert_eq!(fold(booleans, "arith.select"), "operand #0");
    let eq = format!("{def}%e = arith.cmpi eq, %a, %b : i32\n%r = arith.select %e, %a, %b : i32");
    assert_eq!(fold(&eq, "arith.select"), "operand #2");
    let ne = format!("{def}%e = arith.cmpi ne, %b, %a : i32\n%r = arith.select %e, %a, %b : i32");
    assert_eq!(fold(&ne, "arith.select"), "operand #1");
    let poison = format!("{def}%p = ub.poison : i32\n%r = arith.select %c, %p, %b : i32");
    assert_eq!(fold(&poison, "arith.select"), "operand #2");
    let elements = "%c = arith.constant dense<[true, false]> : vector<2xi1>\n\
                    %a = arith.constant dense<[1, 2]> : vector<2xi32>\n\
                    %b = arith.constant dense<7> : vector<2xi32>\n\
                    %r = arith.select %c, %a, %b : vector<2xi1>, vector<2xi32>";
    assert_eq!(
        fold(elements, "arith.select"),
        "dense<[1, 7]> : vector<2xi32>"
    );
}

#[test]
fn constants_fold_to_their_value() {
    assert_eq!(
        fold("%c = arith.constant 42 : i32", "arith.constant"),
        "42 : i32"
    );
}

#[test]
fn malformed_ops_do_not_fold() {
    let src = "%c = arith.constant 0 : i32\n%r = \"arith.addi\"(%c) : (i32) -> i32";
    assert_eq!(fold(src, "arith.addi"), "none");
    let src = "%c = arith.constant 1.0 : f32\n%r = \"arith.negf\"(%c, %c) : (f32, f32) -> f32";
    assert_eq!(fold(src, "arith.negf"), "none");
}
