//! `toy-opt`: `ir-opt` plus the `toy` dialect.

use std::process::ExitCode;

fn main() -> ExitCode {
    ir_opt_tool::opt_main(std::env::args_os(), |registry| {
        ir_dialects::register_all(registry.context());
        ir_passes::register_all(registry.passes());
        registry.context().register_dialect(toy_dialect::dialect());
    })
}
