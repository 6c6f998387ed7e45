//! Failed writes of `ir-opt` and `ir-run`: a full device, a closed stream,
//! a pipe closed by its reader, a full disk under `-o`. Each is exit code 1
//! with a message on stderr (or silently when stderr is what failed),
//! never a panic (101) nor exit code 0 with the output lost; a failed `-o`
//! leaves the previous file (or none), never a truncated one.

use std::fs::File;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const VALID: &str = "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n";
const INVALID: &str = "\"test.op\"(%x) : (i32) -> ()\n";

/// `/dev/full`: every write fails with ENOSPC.
fn dev_full() -> Stdio {
    File::options()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full exists")
        .into()
}

/// Runs `binary` with `args` on `stdin`, its stdout and stderr as given
/// (`None`: collected).
fn run_to(
    binary: &str,
    args: &[&str],
    stdin: &str,
    out: Option<Stdio>,
    err: Option<Stdio>,
) -> Output {
    let mut child = Command::new(binary)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(out.unwrap_or_else(Stdio::piped))
        .stderr(err.unwrap_or_else(Stdio::piped))
        .spawn()
        .expect("the tool starts");
    let _ = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes());
    child.wait_with_output().expect("the tool finishes")
}

fn ir_opt(args: &[&str], stdin: &str, out: Option<Stdio>, err: Option<Stdio>) -> Output {
    run_to(env!("CARGO_BIN_EXE_ir-opt"), args, stdin, out, err)
}

fn ir_run(args: &[&str], stdin: &str, out: Option<Stdio>, err: Option<Stdio>) -> Output {
    run_to(env!("CARGO_BIN_EXE_ir-run"), args, stdin, out, err)
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Exit code 1 and `message` on stderr.
fn assert_reported(output: &Output, message: &str) {
    assert_eq!(output.status.code(), Some(1), "{}", stderr(output));
    assert!(stderr(output).contains(message), "{}", stderr(output));
}

#[test]
fn output_to_a_full_device_is_an_error() {
    let full = "error: cannot write to standard output: No space left on device";
    assert_reported(&ir_opt(&[], VALID, Some(dev_full()), None), full);
    assert_reported(
        &ir_opt(&["--list-passes"], "", Some(dev_full()), None),
        full,
    );
    assert_reported(&ir_opt(&["--help"], "", Some(dev_full()), None), full);
    let run = ir_run(
        &["-", "-e", "f", "--args", "3"],
        VALID,
        Some(dev_full()),
        None,
    );
    assert_reported(&run, full);
}

#[test]
fn a_report_to_a_full_stderr_is_exit_one_and_silent() {
    let out = ir_opt(&[], INVALID, None, Some(dev_full()));
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let dump = ir_opt(
        &["-cse", "-mlir-print-ir-after-all"],
        VALID,
        None,
        Some(dev_full()),
    );
    assert_eq!(
        dump.status.code(),
        Some(1),
        "an IR dump that cannot be written"
    );
    let run = ir_run(&["-", "-e", "nope"], VALID, None, Some(dev_full()));
    assert_eq!(run.status.code(), Some(1));
}

/// Runs `binary` through `sh` with its standard output closed (`>&-`).
fn with_stdout_closed(binary: &str, args: &[&str], input: &Path) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg("exec \"$@\" <\"$0\" >&-")
        .arg(input)
        .arg(binary)
        .args(args)
        .stderr(Stdio::piped())
        .output()
        .expect("sh runs")
}

#[test]
fn a_closed_stdout_is_an_error_not_lost_output() {
    let dir = scratch("closed");
    let input = dir.join("ok.mlir");
    std::fs::write(&input, VALID).expect("write input");
    let closed = "error: cannot write to standard output: Bad file descriptor";
    let opt = with_stdout_closed(env!("CARGO_BIN_EXE_ir-opt"), &[], &input);
    assert_reported(&opt, closed);
    let run = with_stdout_closed(
        env!("CARGO_BIN_EXE_ir-run"),
        &["-", "-e", "f", "--args", "1"],
        &input,
    );
    assert_reported(&run, closed);
    // With `-o`, stdout is not needed.
    let output = dir.join("out.mlir");
    let to_file = with_stdout_closed(
        env!("CARGO_BIN_EXE_ir-opt"),
        &["-o", output.to_str().expect("utf-8 path")],
        &input,
    );
    assert_eq!(to_file.status.code(), Some(0), "{}", stderr(&to_file));
    assert!(std::fs::read_to_string(&output)
        .expect("written")
        .contains("func.func @f"));
    std::fs::remove_dir_all(&dir).expect("clean up");
}

/// A module large enough not to fit in a pipe's buffer when printed.
fn large_module() -> String {
    let mut text = String::from("func.func @f(%a: i32) -> i32 {\n");
    for i in 0..20_000 {
        text.push_str(&format!("  %v{i} = arith.addi %a, %a : i32\n"));
    }
    text.push_str("  return %a : i32\n}\n");
    text
}

#[test]
fn a_pipe_closed_by_its_reader_ends_the_tool_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ir-opt"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ir-opt starts");
    // The reader goes away after one byte.
    let mut stdout = child.stdout.take().expect("stdout");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(large_module().as_bytes())
        .expect("input written");
    let mut first = [0u8; 1];
    stdout.read_exact(&mut first).expect("some output");
    drop(stdout);
    let out = child.wait_with_output().expect("ir-opt finishes");
    // As mlir-opt, which SIGPIPE ends: no message, the status a shell shows.
    assert_eq!(out.status.code(), Some(141), "{}", stderr(&out));
    assert_eq!(stderr(&out), "");
}

#[test]
fn ir_dumps_into_a_closed_pipe_are_exit_one() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ir-opt"))
        .args(["-cse", "-mlir-print-ir-after-all", "-o", "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ir-opt starts");
    drop(child.stderr.take());
    let _ = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(large_module().as_bytes());
    assert_eq!(child.wait().expect("ir-opt finishes").code(), Some(1));
}

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ir-opt-streams-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// The names in `dir`, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("list dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_failed_run_leaves_the_previous_output_file() {
    let dir = scratch("previous");
    let output = dir.join("out.mlir");
    let path = output.to_str().expect("utf-8 path");
    std::fs::write(&output, "previous\n").expect("write");
    let failed = ir_opt(&["-o", path], INVALID, None, None);
    assert_eq!(failed.status.code(), Some(1));
    assert_eq!(
        std::fs::read_to_string(&output).expect("kept"),
        "previous\n"
    );
    let done = ir_opt(&["-o", path], VALID, None, None);
    assert_eq!(done.status.code(), Some(0), "{}", stderr(&done));
    assert!(std::fs::read_to_string(&output)
        .expect("replaced")
        .contains("func.func @f"));
    assert_eq!(listing(&dir), ["out.mlir"], "no temporary file is left");
    std::fs::remove_dir_all(&dir).expect("clean up");
}

/// Mounts a 64 KiB tmpfs on `dir`, if this machine lets the test do so.
fn small_tmpfs(dir: &Path) -> bool {
    Command::new("mount")
        .args(["-t", "tmpfs", "-o", "size=64k", "tmpfs"])
        .arg(dir)
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn a_full_disk_under_dash_o_leaves_no_truncated_file() {
    let dir = scratch("disk-full");
    if !small_tmpfs(&dir) {
        println!("skipped: cannot mount a tmpfs here (needs root), so no full disk to test");
        std::fs::remove_dir_all(&dir).expect("clean up");
        return;
    }
    let output = dir.join("out.mlir");
    let path = output.to_str().expect("utf-8 path");
    let large = large_module();
    let none_before = ir_opt(&["-o", path], &large, None, None);
    let left_after_first = listing(&dir);
    let previous = "previous\n";
    std::fs::write(&output, previous).expect("write");
    let with_previous = ir_opt(&["-o", path], &large, None, None);
    let kept = std::fs::read_to_string(&output);
    let names = listing(&dir);
    let unmounted = Command::new("umount").arg(&dir).status();
    assert_reported(&none_before, "No space left on device");
    assert!(left_after_first.is_empty(), "{left_after_first:?}");
    assert_reported(&with_previous, "No space left on device");
    assert_eq!(kept.expect("kept"), previous);
    assert_eq!(names, ["out.mlir"], "no temporary file is left");
    assert!(unmounted.is_ok_and(|s| s.success()), "unmounted");
    std::fs::remove_dir_all(&dir).expect("clean up");
}
