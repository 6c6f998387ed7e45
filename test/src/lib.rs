//! The lit runner of the project as a library: discovers the `*.mlir`
//! tests of a suite directory (configured by its `lit.suite.toml`), runs
//! them in parallel through the `litcheck` crates with a directory of
//! tools first on `PATH`, and reports. `ir-opt`'s suite (`lit.rs`) and
//! downstream crates' suites (e.g. `examples/acc-dialect`) call
//! [`run_suite`] from a `harness = false` test.

use std::{env, path::Path, process::ExitCode, sync::Arc, time::Duration};

use litcheck_core::diagnostics::DiagResult;
use litcheck_lit::{
    Config, DefaultTestSuiteRegistry, Test, TestFormat, TestResult, TestStatus, TestSuiteRegistry,
};

/// Longest time one test may take before it counts as failed (timed out).
const TIMEOUT: Duration = Duration::from_secs(300);

/// Runs the suite in `suite_dir` with the tools of `bin_dir` (which must
/// hold every name of `required`, plus `filecheck` and `not`), keeping the
/// tests whose path contains the command line's filter argument.
pub fn run_suite(suite_dir: &Path, bin_dir: &Path, required: &[&str]) -> ExitCode {
    match run(suite_dir, bin_dir, required, filter_arg().as_deref()) {
        Ok(code) => code,
        Err(report) => {
            eprintln!("error: {report:?}");
            ExitCode::FAILURE
        }
    }
}

/// The first argument that is neither a libtest flag (which `cargo test -- ...` passes
/// to every test binary, e.g. `--nocapture`, `--test-threads 2`) nor a flag's value.
fn filter_arg() -> Option<String> {
    let mut args = env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--test-threads" | "--skip" | "--logfile" | "--format" | "--color" | "-Z" => {
                args.next();
            }
            _ if arg.starts_with('-') => {}
            _ => return Some(arg),
        }
    }
    None
}

/// Discovers the tests whose path contains `filter`, runs them in parallel and reports.
fn run(
    suite_dir: &Path,
    bin_dir: &Path,
    required: &[&str],
    filter: Option<&str>,
) -> DiagResult<ExitCode> {
    for tool in required.iter().chain(&["filecheck", "not"]) {
        let path = bin_dir.join(format!("{tool}{}", env::consts::EXE_SUFFIX));
        if !path.is_file() {
            eprintln!(
                "error: {} not found. Build the workspace, then run the suite: \
                 `cargo test --workspace` (`cargo test -p X` builds only X's binaries).",
                path.display()
            );
            return Ok(ExitCode::FAILURE);
        }
    }

    // litcheck only accepts test paths under the current directory.
    env::set_current_dir(suite_dir).expect("the suite directory exists");
    let mut config = Config::new(vec![".".to_owned()]);
    config.options.search_paths = vec![bin_dir.to_path_buf()];
    config.options.timeout = Some(TIMEOUT.as_secs());
    let mut registry = DefaultTestSuiteRegistry::default();
    registry.load(&config)?;
    let mut tests: Vec<Arc<Test>> = registry
        .into_iter()
        .filter(|test| filter.is_none_or(|f| test.path.to_string_lossy().contains(f)))
        .collect();
    tests.sort_by(|a, b| a.path.cmp(&b.path));
    if tests.is_empty() {
        // Like libtest, a filter meant for other test binaries selects nothing here.
        let Some(filter) = filter else {
            eprintln!("error: found no lit tests under {}", suite_dir.display());
            return Ok(ExitCode::FAILURE);
        };
        eprintln!("note: no lit test path contains '{filter}'");
    }

    let results = execute_all(&tests, &config);

    let (mut passed, mut failed, mut skipped, mut expected_failures) = (0, 0, 0, 0);
    for (test, result) in tests.iter().zip(&results) {
        match result.status() {
            status if status.is_failure() => {
                failed += 1;
                println!("{}: {}\n{result}", status.tag(), test.path.display());
            }
            TestStatus::Unsupported | TestStatus::Skipped | TestStatus::Excluded => skipped += 1,
            TestStatus::Xfail => expected_failures += 1,
            _ => passed += 1,
        }
    }
    if expected_failures > 0 {
        println!("{expected_failures} tests failed as expected (XFAIL: known gaps)");
    }
    let skipped = if skipped > 0 {
        format!(", {skipped} skipped")
    } else {
        String::new()
    };
    println!("{passed} passed, {failed} failed{skipped}");
    Ok(if failed > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// Runs `tests` in parallel, returning their results in the same order.
fn execute_all(tests: &[Arc<Test>], config: &Config) -> Vec<TestResult> {
    // Scoped here: litcheck's test iterators are also rayon iterators, making
    // `filter`/`collect` ambiguous wherever `ParallelIterator` is in scope.
    use rayon::prelude::*;
    tests
        .par_iter()
        .map(|test| {
            test.config
                .format
                .execute(test, config)
                .unwrap_or_else(|report| {
                    TestResult::new(TestStatus::Unresolved)
                        .with_stderr(format!("{report:?}").into_bytes())
                })
        })
        .collect()
}
