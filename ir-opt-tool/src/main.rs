//! `ir-opt`: reads MLIR text, runs passes on it, and prints it back.

use std::process::ExitCode;

fn main() -> ExitCode {
    ir_opt_tool::opt_main(std::env::args_os(), |registry| {
        ir_dialects::register_all(registry.context());
        ir_passes::register_all(registry.passes());
    })
}
