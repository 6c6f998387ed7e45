//! End-to-end checks of the `ir-opt` binary's exit codes and streams (the
//! lit suite covers output text; this covers what lit cannot see well).

mod common;

use common::run;

#[test]
fn valid_input_exits_zero_and_prints_module() {
    let out = run(&[], "module {\n}\n");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "module {\n}\n\n");
}

#[test]
fn parse_error_exits_one_with_located_snippet() {
    let out = run(&[], "\"test.op\"(%x) : (i32) -> ()\n");
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("<stdin>:1:11"), "{stderr}");
    assert!(stderr.contains("undeclared SSA value"), "{stderr}");
    assert!(out.stdout.is_empty());
}

#[test]
fn unregistered_op_needs_the_flag() {
    let input = "\"foo.bar\"() : () -> ()\n";
    assert_eq!(run(&[], input).status.code(), Some(1));
    assert_eq!(
        run(&["-allow-unregistered-dialect"], input).status.code(),
        Some(0)
    );
}

#[test]
fn missing_input_file_is_an_error_not_a_panic() {
    let out = run(&["/nonexistent/input.mlir"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read"));
}

#[test]
fn unknown_option_exits_one() {
    assert_eq!(run(&["-no-such-option"], "").status.code(), Some(1));
}

#[test]
fn version_and_help_exit_zero() {
    assert_eq!(run(&["--version"], "").status.code(), Some(0));
    assert_eq!(run(&["--help"], "").status.code(), Some(0));
}

#[test]
fn a_failed_run_removes_its_output_file_but_never_dev_null() {
    let dir = std::env::temp_dir().join(format!("ir-opt-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let output = dir.join("out.mlir");
    let bad = "\"test.op\"(%x) : (i32) -> ()\n";
    let out = run(&["-o", output.to_str().expect("utf-8 path")], bad);
    assert_eq!(out.status.code(), Some(1));
    assert!(!output.exists(), "the output of a failed run is removed");
    let out = run(&["-o", "/dev/null"], bad);
    assert_eq!(out.status.code(), Some(1));
    let null = std::fs::metadata("/dev/null").expect("/dev/null exists");
    assert!(!null.file_type().is_file(), "/dev/null is still a device");
    std::fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn a_large_file_is_mapped_and_its_released_text_still_quoted_in_diagnostics() {
    // Over 1 MiB, so `ir-opt` maps the file and releases the text it has
    // parsed: the output equals that of the same text on stdin, and a
    // diagnostic raised after parsing quotes lines far behind the parser.
    let mut ops = String::new();
    for i in 0..60_000 {
        let add = "\"arith.addi\"";
        ops.push_str(&format!(
            "  %{} = {add}(%{i}, %{i}) : (i32, i32) -> i32\n",
            i + 1
        ));
    }
    let function = "\"func.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}>";
    let good = format!(
        "{function} ({{\n^bb0(%0: i32):\n{ops}  \"func.return\"() : () -> ()\n}}) : () -> ()\n"
    );
    let bad = good.replacen("(%0, %0)", "(%60000, %0)", 1);
    assert!(bad.len() > 2 << 20);
    let dir = std::env::temp_dir().join(format!("ir-opt-mapped-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("large.mlir");
    let args = ["-split-input-file"];
    std::fs::write(&path, format!("{good}// -----\n{bad}")).expect("write");
    let mapped = run(
        &[&args[..], &[path.to_str().expect("utf-8 path")]].concat(),
        "",
    );
    let piped = run(&args, &format!("{good}// -----\n{bad}"));
    assert_eq!(mapped.status.code(), Some(1));
    assert_eq!(mapped.stdout, piped.stdout);
    let stderr = String::from_utf8_lossy(&mapped.stderr);
    let first_use = 60_004 + 4; // the chunk's line 3, after the first chunk
    assert!(stderr.contains("does not dominate this use"), "{stderr}");
    assert!(
        stderr.contains(&format!("large.mlir:{first_use}:")),
        "{stderr}"
    );
    assert!(
        stderr.contains("%1 = \"arith.addi\"(%60000, %0)"),
        "{stderr}"
    );
    assert!(
        stderr.contains("%60000 = \"arith.addi\"(%59999, %59999)"),
        "{stderr}"
    );
    // Written over itself (`-o` naming the input): read, not mapped, so
    // truncating the output cannot pull the text from under the parser.
    std::fs::write(&path, &good).expect("write");
    let in_place = path.to_str().expect("utf-8 path");
    let out = run(&[in_place, "-o", in_place], "");
    assert_eq!(out.status.code(), Some(0));
    let expected = run(&[], &good);
    assert_eq!(std::fs::read(&path).expect("read back"), expected.stdout);
    std::fs::remove_dir_all(&dir).expect("clean up");
}
