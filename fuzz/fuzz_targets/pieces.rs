//! `pieces`: any UTF-8 input is parsed both as `ir-opt` parses a large
//! module on threads (`parse_source_in_pieces`, forced at any size) and on
//! one thread (`parse_source`), unregistered ops allowed. Where the
//! piecewise parse gives a result, the one-thread parse must succeed and
//! print the same bytes (generic form with locations, so every op, name
//! and line:column is compared). The byte scan that finds the regions
//! custom syntax skips (`brace_scan_agrees`) must agree with the lexer
//! wherever it does not give up.
#![no_main]

use ir_core::syntax::parser::{brace_scan_agrees, parse_source_in_pieces, ParseOptions};
use ir_fuzz::{context, parse, print, FILE};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    assert_ne!(brace_scan_agrees(text), Some(false));
    let ctx = context(true);
    let options = ParseOptions::whole_file(FILE);
    let Some(pieces) = parse_source_in_pieces(&ctx, text, options) else {
        return;
    };
    let whole = parse(&ctx, text).unwrap_or_else(|d| {
        panic!("the pieces parsed but the whole failed: {}", d.message)
    });
    assert_eq!(print(&ctx, &pieces, true, true), print(&ctx, &whole, true, true));
});
