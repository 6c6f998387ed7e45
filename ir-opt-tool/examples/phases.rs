//! Times each phase (parse, verify, print, drop) of ir-opt on one file.
use ir_core::syntax::printer::{print_op, PrintOptions};
use std::time::Instant;

mod common;
use common::{context, parse};

fn main() {
    let path = std::env::args().nth(1).expect("usage: phases FILE");
    let text = std::fs::read_to_string(&path).expect("read");
    let ctx = context();
    let t = Instant::now();
    let op = parse(&ctx, &path, &text);
    let parse = t.elapsed();
    let t = Instant::now();
    ir_core::verifier::verify(&ctx, &op.body, op.op).expect("verify");
    let verify = t.elapsed();
    let print_with = |threads| {
        let options = PrintOptions {
            generic: true,
            assume_verified: true,
            threads,
            ..Default::default()
        };
        let t = Instant::now();
        let out = print_op(&ctx, &op.body, op.op, &options);
        (t.elapsed(), out.len())
    };
    let (print, len) = print_with(false);
    let (print_threads, _) = print_with(true);
    let t = Instant::now();
    drop(op);
    let drop_time = t.elapsed();
    println!(
        "parse {parse:?} verify {verify:?} print {print:?} (on threads {print_threads:?}) \
         drop {drop_time:?} ({len} bytes out)"
    );
}
