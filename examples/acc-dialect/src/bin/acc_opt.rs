//! `acc-opt`: `ir-opt` plus the `acc` dialect and `convert-acc-to-memref`.

use std::process::ExitCode;

fn main() -> ExitCode {
    ir_opt_tool::opt_main(std::env::args_os(), |registry| {
        ir_dialects::register_all(registry.context());
        ir_passes::register_all(registry.passes());
        acc_dialect::to_memref::register(registry.passes());
        registry.context().register_dialect(acc_dialect::dialect());
    })
}
