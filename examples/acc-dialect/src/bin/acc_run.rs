//! `acc-run`: `ir-run` plus the `acc` dialect.

use std::process::ExitCode;

fn main() -> ExitCode {
    ir_opt_tool::run_main(std::env::args_os(), |ctx| {
        ir_dialects::register_all(ctx);
        ctx.register_dialect(acc_dialect::dialect());
    })
}
