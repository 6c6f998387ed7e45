//! End-to-end checks of running passes through the `ir-opt` binary: exit
//! codes, what reaches stdout and stderr, and that threads change nothing.

mod common;

use common::run;

/// A module of `n` functions `f0`, `f1`, ... in the generic form.
fn functions(n: usize) -> String {
    (0..n)
        .map(|i| {
            format!(
                "\"func.func\"() <{{function_type = () -> (), sym_name = \"f{i}\"}}> ({{\n  \"test.op\"() {{n = {i} : i32}} : () -> ()\n  \"func.return\"() : () -> ()\n}}) : () -> ()\n"
            )
        })
        .collect()
}

#[test]
fn output_is_byte_identical_with_and_without_threads() {
    let input = functions(300);
    let pipeline = "--pass-pipeline=builtin.module(func.func(test-analysis-cache,test-mark-visited,test-stats-pass,test-pass-invalid-ir),test-stats-pass)";
    for extra in [
        &["-mlir-print-ir-after-all"][..],
        &["-verify-each=false"][..],
    ] {
        let mut args = vec![pipeline, "-mlir-pass-statistics"];
        args.extend_from_slice(extra);
        let parallel = run(&args, &input);
        args.push("-mlir-disable-threading");
        let single = run(&args, &input);
        assert_eq!(parallel.status.code(), single.status.code());
        assert_eq!(parallel.stdout, single.stdout);
        assert_eq!(parallel.stderr, single.stderr);
        assert!(!single.stderr.is_empty());
    }
}

#[test]
fn a_pass_run_on_a_module_transforms_its_functions_alike_on_threads() {
    // The passes made of a transform of one body run on the module's
    // functions in parallel when run on the module: each pass, its
    // statistics and its remarks, against the same pass on one thread.
    let config = bench_gen::ProgramConfig {
        functions: 40,
        ops_per_function: 80,
        ..Default::default()
    };
    let input = bench_gen::generate_program(11, &config);
    for pass in [
        "loop-invariant-code-motion",
        "control-flow-sink",
        "canonicalize",
        "cse",
        "sccp",
        "sroa",
        "mem2reg",
        "convert-block-args-to-copies{report=true}",
        "composite-fixed-point-pass{pipeline=canonicalize,cse}",
        "print-op-stats",
        "print-op-stats{json=true}",
    ] {
        let pipeline = format!("--pass-pipeline=builtin.module({pass})");
        let mut args = vec![pipeline.as_str(), "-mlir-pass-statistics"];
        let parallel = run(&args, &input);
        args.push("-mlir-disable-threading");
        let single = run(&args, &input);
        assert_eq!(parallel.status.code(), Some(0), "{pass}");
        assert_eq!(single.status.code(), Some(0), "{pass}");
        assert_eq!(parallel.stdout, single.stdout, "{pass}");
        assert_eq!(parallel.stderr, single.stderr, "{pass}");
    }
}

#[test]
fn a_large_module_reads_and_prints_the_same_on_threads() {
    // Over 1 MiB of functions: parsed in pieces on threads; then numbered
    // and printed on threads, the small functions in chunks and the
    // 40,000-op function alone, its body in chunks. With locations, so
    // every line and column is compared too, and in the generic form too,
    // where values are numbered across the whole module.
    let big_body = "  \"test.op\"() : () -> ()\n".repeat(40_000);
    let good = functions(8000)
        + &format!("\"func.func\"() <{{function_type = () -> (), sym_name = \"big\"}}> ({{\n{big_body}  \"func.return\"() : () -> ()\n}}) : () -> ()\n");
    let bad = good.replacen(
        "sym_name = \"f6000\"}> ({",
        "sym_name = \"f6000\"}> ({ %",
        1,
    );
    for (input, code) in [(good, 0), (bad, 1)] {
        assert!(input.len() > 1 << 20);
        for form in [&[][..], &["-mlir-print-op-generic"][..]] {
            let mut args = vec!["-mlir-print-debuginfo"];
            args.extend_from_slice(form);
            let parallel = run(&args, &input);
            args.push("-mlir-disable-threading");
            let single = run(&args, &input);
            assert_eq!(single.status.code(), Some(code));
            assert_eq!(parallel.status.code(), Some(code));
            assert_eq!(parallel.stdout, single.stdout);
            assert_eq!(parallel.stderr, single.stderr);
        }
    }
}

#[test]
fn a_failing_pass_exits_one_and_prints_no_ir() {
    let out = run(
        &["--pass-pipeline=builtin.module(func.func(test-pass-failure-at{functions=f1}))"],
        &functions(3),
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("<stdin>:5:1"), "{stderr}");
}

#[test]
fn a_bad_pipeline_exits_one_before_reading_the_input() {
    // The input is not even valid: the pipeline is rejected first.
    let out = run(&["--pass-pipeline=builtin.module(nope)"], "garbage");
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with("error: 'nope' does not refer to a registered pass"),
        "{stderr}"
    );
}

#[test]
fn list_passes_exits_zero_without_input() {
    let out = run(&["--list-passes"], "");
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("Passes:\n"));
}

#[test]
fn printing_flags_name_registered_passes() {
    let out = run(&["-mlir-print-ir-after=test-mark-visted"], "module {\n}\n");
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("-mlir-print-ir-after names no registered pass 'test-mark-visted'; did you mean 'test-mark-visited'?"),
        "{stderr}"
    );
}

#[test]
fn every_pass_runs_on_a_deep_nest_in_memory_linear_in_its_depth() {
    // 10,000 nested `scf.if`s, each region of one block: a pass that spent
    // memory in proportion to the body on each region (the block numbering
    // of every region's CFG once did, in cse: 1.6 GB here) runs out under a
    // 1 GiB address-space cap; each pass must finish and print the nest.
    let depth = 10_000;
    let mut src = String::from("func.func @deep(%c: i1, %a: i32) -> i32 {\n");
    for i in 0..depth {
        src.push_str(&format!("%r{i} = scf.if %c -> i32 {{\n"));
    }
    src.push_str("scf.yield %a : i32\n");
    for i in (0..depth).rev() {
        src.push_str("} else {\nscf.yield %a : i32\n}\n");
        if i > 0 {
            src.push_str(&format!("scf.yield %r{i} : i32\n"));
        }
    }
    src.push_str("return %r0 : i32\n}\n");
    let dir = std::env::temp_dir().join(format!("ir-opt-deep-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("deep.mlir");
    std::fs::write(&path, &src).expect("write");
    for pass in [
        "cse",
        "gvn",
        "sccp",
        "canonicalize",
        "dce",
        "mem2reg",
        "mem2reg-structured",
        "split-critical-edges",
        "convert-block-args-to-copies",
    ] {
        let script = format!(
            "ulimit -v 1048576 && exec '{}' --{pass} '{}'",
            env!("CARGO_BIN_EXE_ir-opt"),
            path.display()
        );
        let out = std::process::Command::new("sh")
            .args(["-c", &script])
            .output()
            .expect("sh runs");
        assert_eq!(
            out.status.code(),
            Some(0),
            "--{pass}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        // Canonicalization folds the nest away (every `scf.if` yields `%a`
        // on both sides); the others keep it.
        let expected = if pass == "canonicalize" {
            "return %arg1 : i32"
        } else {
            "scf.if"
        };
        assert!(
            String::from_utf8_lossy(&out.stdout).contains(expected),
            "--{pass}"
        );
    }
    std::fs::remove_dir_all(&dir).expect("clean up");
}
