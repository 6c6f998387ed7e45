//! `pipeline`: arbitrary text as a `--pass-pipeline` string, parsed with
//! every shipped pass registered; errors are fine, panics are not. A
//! pipeline that parses is printed and parsed again, and must print the
//! same (the textual form round-trips).
#![no_main]

use ir_core::pass::{parse_pipeline, PassRegistry};
use ir_fuzz::context;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let ctx = context(false);
    let mut passes = PassRegistry::new();
    ir_passes::register_all(&mut passes);
    let Ok(Some(pipeline)) = parse_pipeline(&ctx, &passes, text) else {
        return;
    };
    let printed = pipeline.to_string();
    let again = parse_pipeline(&ctx, &passes, &printed)
        .unwrap_or_else(|e| panic!("printed pipeline {printed:?} does not parse: {e:?}"))
        .expect("a printed pipeline is not empty");
    assert_eq!(again.to_string(), printed);
});
