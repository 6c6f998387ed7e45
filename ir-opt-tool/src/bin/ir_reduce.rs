//! `ir-reduce`: shrinks an MLIR file while a test finds it interesting
//! (see `ir_opt_tool::reduce_main`).

use std::process::ExitCode;

fn main() -> ExitCode {
    ir_opt_tool::reduce_main(std::env::args_os(), |registry| {
        ir_dialects::register_all(registry.context());
        ir_passes::register_all(registry.passes());
    })
}
