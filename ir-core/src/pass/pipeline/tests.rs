//! Unit tests of pipelines: printing parses back, the multi-line layout,
//! and no input makes the parser panic.

use super::*;
use crate::pass::test_support::{context, registry};

fn parse(text: &str) -> OpPassManager {
    parse_pipeline(&context(), &registry(), text)
        .expect("valid pipeline")
        .expect("not empty")
}

#[test]
fn printed_pipelines_parse_back() {
    let pm =
        parse("builtin.module( t.func(report{fail={a,{b c}}}, on-func), any(report), report )");
    let printed = pm.to_string();
    assert_eq!(
        printed,
        "builtin.module(t.func(report{fail={a,{b c}}},on-func),any(report{}),report{})"
    );
    assert_eq!(parse(&printed).to_string(), printed);
    assert_eq!(parse("builtin.module()").to_string(), "builtin.module()");
}

#[test]
fn pretty_layout_nests_by_two_spaces() {
    let pm = parse("builtin.module(t.func(on-func,report),t.func(),report)");
    assert_eq!(
        pm.pretty(),
        "builtin.module(\n  t.func(\n    on-func,\n    report{}\n  ),\n  t.func(\n  ),\n  report{}\n)\n"
    );
}

#[test]
fn implicit_nesting_wraps_each_pass_on_another_op() {
    let registry = registry();
    let mut pm = OpPassManager::new(Anchor::op("builtin.module"));
    let on_func = registry.lookup("on-func").expect("registered");
    let report = registry.lookup("report").expect("registered");
    let defaults = |info: &PassInfo| PassOptions::defaults(&info.options);
    pm.add_pass_nesting(on_func, defaults(on_func))
        .expect("nests");
    pm.add_pass_nesting(on_func, defaults(on_func))
        .expect("nests");
    pm.add_pass_nesting(report, defaults(report))
        .expect("direct");
    assert_eq!(
        pm.to_string(),
        "builtin.module(t.func(on-func),t.func(on-func),report{})"
    );
}

#[test]
fn arbitrary_text_never_panics() {
    let ctx = context();
    let registry = registry();
    let alphabet: Vec<char> = "(){}=,\" \n.-_abreport{fail}t.funcbuiltin.moduleany"
        .chars()
        .collect();
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        // SplitMix64.
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    for _ in 0..20_000 {
        let len = (next() % 40) as usize;
        let text: String = (0..len)
            .map(|_| alphabet[(next() % alphabet.len() as u64) as usize])
            .collect();
        if let Err(error) = parse_pipeline(&ctx, &registry, &text) {
            assert!(error.offset <= text.len(), "{text:?}: {error:?}");
            let _ = error.to_diagnostic(&ctx, "<p>", &text);
        }
    }
}
