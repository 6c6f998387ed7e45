//! Checks generated files with the real `mlir-opt-22` when it is installed
//! (skipped otherwise): every shape must parse and verify, and a
//! single-function module must print back unchanged in generic form.

use std::io::Write;
use std::process::{Command, Stdio};

use bench_gen::{generate_string, Config, Shape};

const MLIR_OPT: &str = "mlir-opt-22";

fn mlir_opt_available() -> bool {
    let found = Command::new(MLIR_OPT)
        .arg("--version")
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !found {
        eprintln!("{MLIR_OPT} not installed: skipping");
    }
    found
}

/// Runs mlir-opt-22 with `args` on `input`; returns stdout or panics with stderr.
fn run(input: &str, args: &[&str]) -> String {
    let mut child = Command::new(MLIR_OPT)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn mlir-opt");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_owned();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("wait mlir-opt");
    writer.join().expect("writer thread").expect("write stdin");
    assert!(
        out.status.success(),
        "mlir-opt failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

#[test]
fn accepted_by_mlir_opt() {
    if !mlir_opt_available() {
        return;
    }
    for shape in [Shape::Straight, Shape::Cfg, Shape::Memory, Shape::Mixed] {
        for seed in [1, 2, 3] {
            for functions in [1, 100] {
                let cfg = Config {
                    shape,
                    ops: 10_000,
                    functions,
                    seed,
                };
                run(
                    &generate_string(&cfg),
                    &["--verify-each", "-o", "/dev/null"],
                );
            }
        }
    }
}

#[test]
fn generic_print_round_trips() {
    if !mlir_opt_available() {
        return;
    }
    for shape in [Shape::Straight, Shape::Cfg, Shape::Memory, Shape::Mixed] {
        let text = generate_string(&Config {
            shape,
            ops: 3_000,
            functions: 1,
            seed: 11,
        });
        let printed = run(&text, &["--mlir-print-op-generic"]);
        // mlir-opt adds `// N preds: ...` after block labels and a final blank line.
        let normalized: String = printed
            .lines()
            .map(|l| l.split_once("  //").map_or(l, |(code, _)| code))
            .map(|l| format!("{l}\n"))
            .collect::<String>()
            .trim_end()
            .to_owned()
            + "\n";
        assert!(normalized == text, "{shape:?}: generic print differs");
    }
}
