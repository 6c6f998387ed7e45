//! `ir-run`: runs a function of an MLIR file in the interpreter.

use std::process::ExitCode;

fn main() -> ExitCode {
    ir_opt_tool::run_main(std::env::args_os(), ir_dialects::register_all)
}
