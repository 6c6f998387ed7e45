//! `roundtrip`: when the input parses and verifies (every shipped dialect
//! registered, unregistered ops allowed), its printed form must parse and
//! verify again, and printing that must give the same text byte for byte
//! (the printer reaches a fixed point after one round). Checked for the
//! generic form, the custom form, and the generic form with locations
//! (`-mlir-print-debuginfo`). Any failure panics with every text involved.
#![no_main]

use ir_fuzz::{context, parse, print, verify};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let ctx = context(true);
    let Ok(parsed) = parse(&ctx, text) else {
        return;
    };
    if verify(&ctx, &parsed).is_err() {
        return;
    }
    for (generic, debug_info) in [(true, false), (false, false), (true, true)] {
        let form = match (generic, debug_info) {
            (true, false) => "generic",
            (false, _) => "custom",
            (true, true) => "generic with locations",
        };
        let first = print(&ctx, &parsed, generic, debug_info);
        let reparsed = match parse(&ctx, &first) {
            Ok(reparsed) => reparsed,
            Err(diagnostic) => panic!(
                "the {form} form does not parse again: {}\n\
                 --- input ---\n{text}\n--- printed ({form}) ---\n{first}",
                diagnostic.message
            ),
        };
        if let Err(diagnostic) = verify(&ctx, &reparsed) {
            panic!(
                "the {form} form parses again but does not verify: {}\n\
                 --- input ---\n{text}\n--- printed ({form}) ---\n{first}",
                diagnostic.message
            );
        }
        let second = print(&ctx, &reparsed, generic, debug_info);
        if first != second {
            panic!(
                "printing the {form} form is not a fixed point\n\
                 --- input ---\n{text}\n--- first print ---\n{first}\n--- second print ---\n{second}"
            );
        }
    }
});
