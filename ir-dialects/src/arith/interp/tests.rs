//! arith's semantics on small functions run by the interpreter: wrap-around
//! at several widths, poison from flags and shifts, undefined behaviour
//! of divisions, casts, floats, comparisons, selection and constants.
//! Each table row is an op, its operand types and values, and what the
//! function returns (or `error: ` and the message).

use crate::interp_util::run_main;

/// Binary op (with its flags, e.g. `arith.addi overflow<nsw>`), operand
/// type, operands, expected outcome.
type BinaryCase<'a> = (&'a str, &'a str, &'a str, &'a str, &'a str);

/// Checks each case of `cases` in a function `%r = op %a, %b : ty`.
fn check_binary(cases: &[BinaryCase<'_>]) {
    for &(op, ty, a, b, expected) in cases {
        let (name, flags) = op.split_once(' ').unwrap_or((op, ""));
        let src = format!(
            "func.func @main(%a: {ty}, %b: {ty}) -> {ty} {{\n\
             %r = {name} %a, %b {flags} : {ty}\n\
             return %r : {ty}\n}}"
        );
        assert_eq!(run_main(&src, &[a, b]), expected, "{op} {a}, {b} : {ty}");
    }
}

/// Cast (`op %a` with its attributes), source and result type, operand,
/// expected outcome.
type CastCase<'a> = (&'a str, &'a str, &'a str, &'a str, &'a str);

/// Checks each case of `cases` in a function `%r = op : from to to`.
fn check_casts(cases: &[CastCase<'_>]) {
    for &(op, from, to, a, expected) in cases {
        let src = format!(
            "func.func @main(%a: {from}) -> {to} {{\n\
             %r = {op} : {from} to {to}\n\
             return %r : {to}\n}}",
        );
        assert_eq!(run_main(&src, &[a]), expected, "{op} {a} : {from} to {to}");
    }
}

const I128_MAX: &str = "170141183460469231731687303715884105727";
const I128_MIN: &str = "-170141183460469231731687303715884105728";

#[test]
fn integer_arithmetic_wraps_at_every_width() {
    check_binary(&[
        ("arith.addi", "i8", "127", "1", "-128"),
        ("arith.subi", "i8", "-128", "1", "127"),
        ("arith.muli", "i8", "16", "16", "0"),
        ("arith.addi", "i1", "true", "true", "false"),
        ("arith.addi", "i3", "3", "1", "-4"),
        ("arith.addi", "i128", I128_MAX, "1", I128_MIN),
        (
            "arith.muli",
            "index",
            "4611686018427387904",
            "2",
            "-9223372036854775808",
        ),
        ("arith.andi", "i8", "12", "10", "8"),
        ("arith.ori", "i8", "12", "10", "14"),
        ("arith.xori", "i8", "12", "10", "6"),
        ("arith.maxsi", "i8", "-1", "1", "1"),
        ("arith.maxui", "i8", "-1", "1", "-1"),
        ("arith.minsi", "i8", "-1", "1", "-1"),
        ("arith.minui", "i8", "-1", "1", "1"),
    ]);
}

#[test]
fn overflow_flags_make_overflow_poison() {
    check_binary(&[
        ("arith.addi overflow<nsw>", "i8", "127", "1", "poison"),
        ("arith.addi overflow<nuw>", "i8", "127", "1", "-128"),
        ("arith.addi overflow<nuw>", "i8", "-1", "1", "poison"),
        ("arith.subi overflow<nuw>", "i8", "0", "1", "poison"),
        ("arith.subi overflow<nsw>", "i8", "0", "1", "-1"),
        ("arith.muli overflow<nsw>", "i8", "-16", "8", "-128"),
        ("arith.muli overflow<nsw>", "i8", "16", "8", "poison"),
        (
            "arith.addi overflow<nsw, nuw>",
            "i128",
            I128_MAX,
            "1",
            "poison",
        ),
        ("arith.shli overflow<nsw>", "i8", "64", "1", "poison"),
        ("arith.shli overflow<nuw>", "i8", "64", "1", "-128"),
        ("arith.shli overflow<nuw>", "i8", "-64", "1", "poison"),
        ("arith.shli overflow<nsw>", "i8", "-64", "1", "-128"),
    ]);
}

#[test]
fn divisions_round_and_refuse_undefined_cases() {
    check_binary(&[
        ("arith.divsi", "i8", "-7", "2", "-3"),
        ("arith.divui", "i8", "-2", "3", "84"),
        ("arith.ceildivsi", "i8", "7", "-2", "-3"),
        ("arith.ceildivsi", "i8", "-7", "-2", "4"),
        ("arith.ceildivsi", "i8", "-128", "2", "-64"),
        ("arith.ceildivui", "i8", "7", "2", "4"),
        ("arith.floordivsi", "i8", "-7", "2", "-4"),
        ("arith.remsi", "i8", "-7", "2", "-1"),
        ("arith.remui", "i16", "6", "-2", "6"),
        ("arith.divsi exact", "i8", "7", "2", "poison"),
        ("arith.divui exact", "i8", "8", "2", "4"),
        (
            "arith.divsi",
            "i32",
            "1",
            "0",
            "error: 'arith.divsi' op division by zero",
        ),
        (
            "arith.remui",
            "i32",
            "1",
            "0",
            "error: 'arith.remui' op division by zero",
        ),
        (
            "arith.divsi",
            "i8",
            "-128",
            "-1",
            "error: 'arith.divsi' op signed division overflows: -128 / -1",
        ),
        (
            "arith.floordivsi",
            "i8",
            "-128",
            "-1",
            "error: 'arith.floordivsi' op signed division overflows: -128 / -1",
        ),
        (
            "arith.remsi",
            "index",
            "-9223372036854775808",
            "-1",
            "error: 'arith.remsi' op signed division overflows: -9223372036854775808 % -1",
        ),
    ]);
}

#[test]
fn shifts_of_the_width_or_more_are_poison() {
    check_binary(&[
        ("arith.shli", "i8", "1", "7", "-128"),
        ("arith.shli", "i8", "1", "8", "poison"),
        ("arith.shrui", "i8", "-128", "7", "1"),
        ("arith.shrsi", "i8", "-128", "7", "-1"),
        ("arith.shrsi", "i8", "1", "-1", "poison"),
        ("arith.shrui exact", "i8", "3", "1", "poison"),
        ("arith.shrsi exact", "i8", "-4", "2", "-1"),
    ]);
}

#[test]
fn floats_round_to_their_format() {
    let third = format!("{:?}", f64::from(1.0f32 / 3.0f32));
    check_binary(&[
        ("arith.divf", "f32", "1", "3", &third),
        ("arith.divf", "f64", "1", "3", "0.3333333333333333"),
        ("arith.addf", "f16", "65504", "32", "inf"),
        ("arith.subf", "bf16", "1", "0.01", "0.98828125"),
        ("arith.mulf", "f64", "0", "inf", "NaN"),
        ("arith.remf", "f32", "-7.5", "2", "-1.5"),
        ("arith.maximumf", "f32", "NaN", "1", "NaN"),
        ("arith.minimumf", "f32", "-0.0", "0.0", "-0.0"),
        ("arith.maximumf", "f32", "-0.0", "0.0", "0.0"),
        ("arith.maxnumf", "f32", "NaN", "1", "1.0"),
        ("arith.minnumf", "f64", "2", "NaN", "2.0"),
        ("arith.minnumf", "f64", "2", "-3", "-3.0"),
        ("arith.addf fastmath<nnan>", "f32", "NaN", "1", "poison"),
        ("arith.divf fastmath<ninf>", "f32", "1", "0", "poison"),
        ("arith.divf fastmath<fast>", "f32", "1", "2", "0.5"),
    ]);
    let negate = "func.func @main(%a: f32) -> f32 {
      %r = arith.negf %a : f32
      return %r : f32
    }";
    assert_eq!(run_main(negate, &["0.0"]), "-0.0");
}

#[test]
fn integer_casts() {
    check_casts(&[
        ("arith.extsi %a", "i8", "i32", "-1", "-1"),
        ("arith.extui %a", "i8", "i32", "-1", "255"),
        ("arith.extui %a", "i1", "i128", "true", "1"),
        ("arith.trunci %a", "i32", "i8", "300", "44"),
        ("arith.trunci %a overflow<nsw>", "i32", "i8", "300", "poison"),
        ("arith.trunci %a overflow<nsw>", "i32", "i8", "-100", "-100"),
        ("arith.trunci %a overflow<nuw>", "i32", "i8", "-100", "poison"),
        ("arith.trunci %a overflow<nuw>", "i32", "i8", "200", "-56"),
        ("arith.index_cast %a", "i32", "index", "-5", "-5"),
        ("arith.index_castui %a", "i32", "index", "-5", "4294967291"),
        ("arith.index_cast %a", "index", "i8", "257", "1"),
        ("arith.index_cast %a", "index", "i128", "-2", "-2"),
        (
            "arith.index_castui %a",
            "index",
            "i128",
            "-1",
            "18446744073709551615",
        ),
        (
            "arith.extui %a",
            "i64",
            "i256",
            "1",
            "error: 'arith.extui' op integers of 256 bits are not supported by the interpreter (only 1 to 128)",
        ),
    ]);
}

#[test]
fn float_casts() {
    let tenth = f64::from(0.1f32).to_string();
    check_casts(&[
        ("arith.sitofp %a", "i32", "f32", "16777217", "16777216.0"),
        ("arith.sitofp %a", "i8", "f16", "-3", "-3.0"),
        ("arith.uitofp %a", "i8", "f32", "-1", "255.0"),
        ("arith.uitofp %a", "i32", "f16", "65535", "inf"),
        ("arith.fptosi %a", "f32", "i8", "-128.9", "-128"),
        ("arith.fptosi %a", "f32", "i8", "128.0", "poison"),
        ("arith.fptoui %a", "f64", "i8", "255.9", "-1"),
        ("arith.fptoui %a", "f64", "i8", "-1.5", "poison"),
        ("arith.fptosi %a", "f64", "i32", "NaN", "poison"),
        ("arith.bitcast %a", "f32", "i32", "1.0", "1065353216"),
        ("arith.bitcast %a", "i16", "f16", "-16384", "-2.0"),
        ("arith.bitcast %a", "i16", "bf16", "16256", "1.0"),
        ("arith.extf %a", "f16", "f64", "0.1", "0.0999755859375"),
        ("arith.truncf %a", "f64", "f32", "0.1", &tenth),
        ("arith.truncf %a", "f64", "f16", "1e10", "inf"),
        (
            "arith.truncf %a toward_zero",
            "f64",
            "f16",
            "1e10",
            "65504.0",
        ),
        (
            "arith.truncf %a upward",
            "f64",
            "f16",
            "1.0001",
            "1.0009765625",
        ),
        ("arith.truncf %a downward", "f64", "f16", "1.0001", "1.0"),
    ]);
}

const POISON_FLOW: &str = "
func.func @main(%c: i1, %x: i32) -> (i32, i32, i1, i32) {
  %p = ub.poison : i32
  %sum = arith.addi %p, %x : i32
  %picked = arith.select %c, %x, %p : i32
  %cmp = arith.cmpi eq, %p, %x : i32
  %pc = ub.poison : i1
  %sel = arith.select %pc, %x, %x : i32
  return %sum, %picked, %cmp, %sel : i32, i32, i1, i32
}";

#[test]
fn poison_propagates_and_select_picks_arms() {
    assert_eq!(
        run_main(POISON_FLOW, &["true", "5"]),
        "poison 5 poison poison"
    );
    assert_eq!(
        run_main(POISON_FLOW, &["false", "5"]),
        "poison poison poison poison"
    );
    let poison_divisor = "func.func @main(%a: i32) -> i32 {
      %p = ub.poison : i32
      %r = arith.divui %a, %p : i32
      return %r : i32
    }";
    assert_eq!(
        run_main(poison_divisor, &["1"]),
        "error: 'arith.divui' op division by poison"
    );
}

#[test]
fn comparisons_of_every_predicate() {
    let signed_and_unsigned = "false true true true false false false false true true";
    let predicates = "eq ne slt sle sgt sge ult ule ugt uge";
    let cmpi: Vec<String> = predicates
        .split(' ')
        .map(|p| format!("arith.cmpi {p}, %a, %b : i8"))
        .collect();
    assert_eq!(run_compares(&cmpi, "i8", &["-1", "1"]), signed_and_unsigned);
    let predicates = "false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true";
    let cmpf: Vec<String> = predicates
        .split(' ')
        .map(|p| format!("arith.cmpf {p}, %a, %b : f64"))
        .collect();
    assert_eq!(
        run_compares(&cmpf, "f64", &["1", "2"]),
        "false false false false true true true true false false false true true true false true"
    );
    assert_eq!(
        run_compares(&cmpf, "f64", &["NaN", "2"]),
        "false false false false false false false false true true true true true true true true"
    );
}

/// Runs the comparisons `compares` of `%a` and `%b` of type `ty` in one
/// function returning every result.
fn run_compares(compares: &[String], ty: &str, args: &[&str]) -> String {
    let lines: Vec<String> = compares
        .iter()
        .enumerate()
        .map(|(i, c)| format!("  %r{i} = {c}\n"))
        .collect();
    let names: Vec<String> = (0..compares.len()).map(|i| format!("%r{i}")).collect();
    let types = vec!["i1"; compares.len()].join(", ");
    let src = format!(
        "func.func @main(%a: {ty}, %b: {ty}) -> ({types}) {{\n{}  return {} : {types}\n}}",
        lines.concat(),
        names.join(", ")
    );
    run_main(&src, args)
}

#[test]
fn constants_of_scalars_and_refusals() {
    let src = "func.func @main() -> (i8, index, f16, i1, i128) {
      %a = arith.constant -3 : i8
      %b = arith.constant 42 : index
      %c = arith.constant 0.1 : f16
      %d = arith.constant true
      %e = arith.constant -170141183460469231731687303715884105728 : i128
      return %a, %b, %c, %d, %e : i8, index, f16, i1, i128
    }";
    assert_eq!(
        run_main(src, &[]),
        format!("-3 42 0.0999755859375 true {I128_MIN}")
    );
    let vector = "func.func @main() -> vector<2xi32> {
      %a = arith.constant dense<1> : vector<2xi32>
      return %a : vector<2xi32>
    }";
    assert_eq!(
        run_main(vector, &[]),
        "error: 'arith.constant' op vectors and tensors are not supported by the interpreter"
    );
}

#[test]
fn every_arith_op_has_semantics() {
    let dialect = crate::arith::dialect();
    let missing: Vec<&str> = dialect
        .ops
        .iter()
        .filter(|op| {
            op.interfaces
                .get::<ir_core::interp::Interpretable>()
                .is_none()
        })
        .map(|op| op.name.as_str())
        .collect();
    assert!(missing.is_empty(), "no semantics: {missing:?}");
}
