//! Runs the lit suite of `ir-opt` (every `*.mlir` file under `test/`) from `cargo test`.
//!
//! Usage, once `ir-opt` is built (`cargo build -p ir-opt-tool`): `cargo test --workspace`
//! or `cargo test -p ir-lit-tests --test lit -- [FILTER]`, where FILTER is a substring of
//! the test paths to run (e.g. `Parser`). The tests are discovered and run by the
//! `litcheck-lit` library, configured by `lit.suite.toml`, with the directory holding
//! `ir-opt`, `filecheck` and `not` put first on PATH. Each failing test is printed with
//! its output, and the last line reads `N passed, M failed[, K skipped]`
//! (expected failures, `XFAIL`, are counted on a line of their own).
//! `IR_LIT_TOOLS_DIR`, when set, names the directory of tools to use instead
//! of the built ones (the cross-check with `mlir-opt-22` uses it).

use std::env;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn main() -> ExitCode {
    let built = Path::new(env!("CARGO_BIN_EXE_filecheck"))
        .parent()
        .expect("a binary lives in a directory");
    // `scripts/lit-under-mlir-opt.sh` points this at a directory whose
    // `ir-opt` runs `mlir-opt-22`.
    let tools = env::var_os("IR_LIT_TOOLS_DIR").map(PathBuf::from);
    ir_lit_tests::run_suite(
        Path::new(env!("CARGO_MANIFEST_DIR")),
        tools.as_deref().unwrap_or(built),
        &["ir-opt", "ir-run", "ir-reduce"],
    )
}
