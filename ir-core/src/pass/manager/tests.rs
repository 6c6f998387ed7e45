//! Unit tests of running pipelines: ordered output across threads, failure
//! handling, anchors.

use super::*;
use crate::pass::test_support::{context, module, registry};
use crate::pass::{parse_pipeline, PassEvent};

fn run(pipeline: &str, functions: usize, threads: bool) -> RunResult {
    let ctx = context();
    let pm = parse_pipeline(&ctx, &registry(), pipeline)
        .expect("valid pipeline")
        .expect("not empty");
    let config = RunConfig {
        threads,
        ..RunConfig::default()
    };
    let mut target = module(&ctx, functions);
    PassManager::new(pm, config).run(&ctx, &mut target)
}

fn texts(result: &RunResult) -> Vec<String> {
    result
        .output
        .events()
        .iter()
        .map(|event| match event {
            PassEvent::Diagnostic(d) => d.message.clone(),
            PassEvent::Stderr(text) | PassEvent::Stdout(text) => text.clone(),
        })
        .collect()
}

#[test]
fn output_is_in_op_order_whatever_the_threads() {
    let pipeline = "builtin.module(t.func(report,report),report)";
    let parallel = run(pipeline, 64, true);
    let single = run(pipeline, 64, false);
    assert!(parallel.success && single.success);
    assert_eq!(parallel.output, single.output);
    let texts = texts(&single);
    assert_eq!(texts.len(), 64 * 4 + 2);
    assert_eq!(&texts[..4], ["on f0", "text f0\n", "on f0", "text f0\n"]);
    assert_eq!(texts[4], "on f1");
    assert_eq!(texts[64 * 4], "on ");
}

#[test]
fn failures_are_reported_for_every_function_and_stop_the_pipeline() {
    let pipeline = "builtin.module(t.func(report{fail=f9,f2},report),report)";
    let parallel = run(pipeline, 16, true);
    let single = run(pipeline, 16, false);
    assert!(!parallel.success && !single.success);
    assert_eq!(parallel.output, single.output);
    let failures: Vec<String> = texts(&single)
        .into_iter()
        .filter(|t| t.starts_with("failed"))
        .collect();
    assert_eq!(failures, ["failed on f2", "failed on f9"]);
    let texts = texts(&single);
    // The function that failed does not run the second pass; the others do;
    // the module-level pass after the nested pipeline does not run.
    assert_eq!(texts.iter().filter(|t| *t == "on f2").count(), 1);
    assert_eq!(texts.iter().filter(|t| *t == "on f3").count(), 2);
    assert!(!texts.iter().any(|t| t == "on "));
}

#[test]
fn function_passes_and_any_pipelines_pick_their_ops() {
    let result = run("builtin.module(any(on-func),t.func(on-func))", 3, true);
    assert!(result.success);
    assert_eq!(
        texts(&result)
            .iter()
            .filter(|t| t.starts_with("on f"))
            .count(),
        6
    );
}

#[test]
fn a_pipeline_on_the_wrong_top_level_op_is_an_error() {
    let result = run("t.func(report)", 2, true);
    assert!(!result.success);
    assert!(texts(&result)[0].contains("can't run 't.func' pass manager on 'builtin.module' op"));
}

#[test]
fn statistics_and_timing_reports_follow_the_pipeline() {
    let ctx = context();
    let pm = parse_pipeline(&ctx, &registry(), "builtin.module(t.func(report),report)")
        .expect("valid")
        .expect("not empty");
    let config = RunConfig {
        timing: true,
        ..RunConfig::default()
    };
    let mut manager = PassManager::new(pm, config);
    let mut target = module(&ctx, 4);
    assert!(manager.run(&ctx, &mut target).success);
    let rows: Vec<(String, usize)> = manager
        .timing_rows()
        .into_iter()
        .map(|r| (r.name, r.depth))
        .collect();
    assert_eq!(
        rows,
        [
            ("'t.func' Pipeline".to_string(), 0),
            ("Report".to_string(), 1),
            ("Report".to_string(), 0)
        ]
    );
    let report = manager.statistics_report(StatisticsDisplay::Pipeline);
    assert!(
        report.ends_with("'t.func' Pipeline\n  Report\nReport\n\n"),
        "{report}"
    );
}
