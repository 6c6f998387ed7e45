//! Checks generated files with the real `mlir-opt-22` when it is installed
//! (skipped otherwise): every benchmark shape must parse and verify, and a
//! single-function module must print back unchanged in generic form;
//! generated programs must parse and verify, and print back unchanged but
//! for value names.

use std::io::Write;
use std::process::{Command, Stdio};

use bench_gen::{
    generate_program, generate_string, Config, Feature, Features, ProgramConfig, Shape,
};

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

/// `text` with every SSA value name replaced by `%`, `// N preds` comments
/// dropped and trailing blank lines trimmed: what must stay the same when
/// mlir-opt prints a program (it renames values as it prints).
fn without_value_names(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let code = line.split_once("  //").map_or(line, |(code, _)| code);
        let mut chars = code.chars().peekable();
        while let Some(c) = chars.next() {
            out.push(c);
            if c == '%' {
                while chars
                    .next_if(|&c| c.is_ascii_alphanumeric() || "_$.-#".contains(c))
                    .is_some()
                {}
            }
        }
        out.push('\n');
    }
    out.trim_end().to_owned()
}

#[test]
fn programs_are_accepted_and_print_back_alike() {
    if !mlir_opt_available() {
        return;
    }
    const SEEDS: u64 = 200;
    let cfg = ProgramConfig::default();
    let programs: Vec<String> = (0..SEEDS).map(|s| generate_program(s, &cfg)).collect();
    let printed = run(
        &programs.join("// -----\n"),
        &["--split-input-file", "--verify-each"],
    );
    let printed: Vec<&str> = printed.split("// -----\n").collect();
    assert_eq!(printed.len(), programs.len());
    for (seed, (ours, theirs)) in programs.iter().zip(printed).enumerate() {
        let (ours, theirs) = (without_value_names(ours), without_value_names(theirs));
        if ours != theirs {
            let (i, (a, b)) = ours
                .lines()
                .zip(theirs.lines())
                .enumerate()
                .find(|(_, (a, b))| a != b)
                .unwrap_or((0, ("", "")));
            panic!(
                "seed {seed}: mlir-opt-22 prints line {i} differently:\n ours:   {a}\n theirs: {b}"
            );
        }
    }
}

#[test]
fn programs_of_extreme_configs_are_accepted() {
    if !mlir_opt_available() {
        return;
    }
    let default = ProgramConfig::default();
    let configs = [
        ProgramConfig {
            functions: 1,
            ops_per_function: 1,
            ..default
        },
        ProgramConfig {
            max_depth: 0,
            max_loop_depth: 0,
            max_trips: 1,
            max_recursion: 0,
            ..default
        },
        ProgramConfig {
            functions: 12,
            ops_per_function: 400,
            max_depth: 6,
            max_loop_depth: 4,
            ..default
        },
        ProgramConfig {
            features: Features::from_list(&[]),
            ..default
        },
        ProgramConfig {
            features: Features::from_list(&[Feature::Memory, Feature::Loops]),
            ..default
        },
        ProgramConfig {
            features: Features::from_list(&[Feature::ExecuteRegion, Feature::Switch]),
            ..default
        },
    ];
    let programs: Vec<String> = configs
        .iter()
        .flat_map(|cfg| (0..20).map(|seed| generate_program(seed, cfg)))
        .collect();
    run(
        &programs.join("// -----\n"),
        &["--split-input-file", "--verify-each", "-o", "/dev/null"],
    );
}
