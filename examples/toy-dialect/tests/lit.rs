//! The lit suite of `toy-opt` (`test/*.mlir`), run with the framework's
//! lit runner: `cargo test --workspace` (which also builds the
//! `filecheck` and `not` tools the RUN lines use).

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_toy-opt"))
        .parent()
        .expect("a binary lives in a directory");
    let suite = Path::new(env!("CARGO_MANIFEST_DIR")).join("test");
    ir_lit_tests::run_suite(&suite, bin_dir, &["toy-opt"])
}
