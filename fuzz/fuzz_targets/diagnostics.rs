//! `diagnostics`: the input is split into chunks at `// -----` lines as
//! `ir-opt -split-input-file` does (so chunks have line offsets), each
//! chunk is parsed and verified, and every error is rendered with
//! `render_snippet` (plain and colored, with a `SourceManager` holding the
//! input) and `render_line`; the chunk's `expected-*` comments are also
//! checked against the errors (`-verify-diagnostics`) and those failures
//! rendered too. Checks that none of it panics.
#![no_main]

use ir_core::diagnostics::{
    render_line, render_snippet,
    verify::{verify_diagnostics, Checked},
    SourceManager,
};
use ir_fuzz::{context, parse_at, split_chunks, verify, FILE};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let ctx = context(true);
    let mut sources = SourceManager::default();
    sources.add(FILE, text);
    for (chunk, line_offset) in split_chunks(text) {
        let diagnostics = match parse_at(&ctx, chunk, line_offset) {
            Err(diagnostic) => vec![diagnostic],
            Ok(parsed) => match verify(&ctx, &parsed) {
                Err(diagnostic) => vec![diagnostic],
                Ok(()) => Vec::new(),
            },
        };
        let failures = verify_diagnostics(&ctx, FILE, chunk, line_offset, &diagnostics, Checked::All);
        for diagnostic in diagnostics.iter().chain(&failures) {
            let _ = render_snippet(&ctx, &sources, diagnostic, false);
            let _ = render_snippet(&ctx, &sources, diagnostic, true);
            let _ = render_line(&ctx, diagnostic);
        }
    }
});
