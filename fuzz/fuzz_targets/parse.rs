//! `parse`: arbitrary bytes, if valid UTF-8, go through `ir-opt`'s
//! sequence — parse (`parse_source`), verify (`verifier::verify`), print
//! (`print_op`, generic and custom, with and without locations) — in a
//! context with every shipped dialect registered, once with unregistered
//! ops allowed and once without. Checks that none of it panics (or
//! overflows the stack, hangs, or runs out of memory); errors are fine.
#![no_main]

use ir_fuzz::{context, parse, print, verify};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for allow_unregistered in [true, false] {
        let ctx = context(allow_unregistered);
        let Ok(parsed) = parse(&ctx, text) else {
            continue;
        };
        // `ir-opt -verify=false` prints unverified IR too, so the printer
        // must cope with IR the verifier rejects.
        let _ = verify(&ctx, &parsed);
        for generic in [true, false] {
            for debug_info in [false, true] {
                let _ = print(&ctx, &parsed, generic, debug_info);
            }
        }
    }
});
