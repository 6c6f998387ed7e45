//! `ir-opt`: reads MLIR text, verifies it, and prints it back.

use std::process::ExitCode;

fn main() -> ExitCode {
    ir_opt_tool::opt_main(std::env::args_os(), ir_dialects::register_all)
}
