//! The fast path of passes run again on what they left unchanged
//! (`RunConfig::skip_fixed_points`, `BodyPass::skipping_fixed_points` in
//! ir-passes) against the plain path: the same IR, statistics and
//! diagnostics on generated programs, for pipelines that run passes again
//! and again.

use ir_core::pass::{parse_pipeline, PassManager, PassRegistry, RunConfig, StatisticsDisplay};
use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::syntax::printer::{print_op, PrintOptions};
use ir_core::Context;

/// What a run of `pipeline` on `source` leaves: the printed IR, the
/// statistics report, whether it succeeded, and what it reported.
fn run(ctx: &Context, source: &str, pipeline: &str, skip_fixed_points: bool) -> [String; 4] {
    let mut passes = PassRegistry::new();
    ir_passes::register_all(&mut passes);
    let mut module =
        parse_source(ctx, source, ParseOptions::whole_file("p.mlir")).expect("the program parses");
    let pm = parse_pipeline(ctx, &passes, pipeline)
        .expect("the pipeline parses")
        .expect("it is not empty");
    let config = RunConfig {
        input_verified: true,
        skip_fixed_points,
        ..RunConfig::default()
    };
    let mut manager = PassManager::new(pm, config);
    let mut result = manager.run(ctx, &mut module);
    [
        print_op(ctx, &module.body, module.op, &PrintOptions::default()),
        manager.statistics_report(StatisticsDisplay::Pipeline),
        result.success.to_string(),
        format!("{:?}", result.output.take()),
    ]
}

#[test]
fn passes_run_again_leave_the_same_ir_and_statistics_as_on_the_plain_path() {
    let mut ctx = Context::new();
    ir_dialects::register_all(&mut ctx);
    let pipelines = [
        "builtin.module(composite-fixed-point-pass{pipeline=canonicalize,cse})",
        "builtin.module(composite-fixed-point-pass{max-iterations=1 pipeline=canonicalize,cse})",
        "builtin.module(canonicalize,cse,loop-invariant-code-motion,control-flow-sink,canonicalize,cse,sroa,mem2reg,dce,canonicalize,cse)",
        "builtin.module(func.func(canonicalize,cse,canonicalize,cse),inline,canonicalize,cse)",
        "builtin.module(convert-scf-to-cf,canonicalize,mem2reg,canonicalize,sccp,dce,canonicalize,reconcile-unrealized-casts)",
    ];
    for seed in 1..=4 {
        let config = bench_gen::ProgramConfig {
            functions: 30,
            ops_per_function: 120,
            ..Default::default()
        };
        let source = bench_gen::generate_program(seed, &config);
        for pipeline in pipelines {
            let fast = run(&ctx, &source, pipeline, true);
            let plain = run(&ctx, &source, pipeline, false);
            assert_eq!(fast[2], "true", "seed {seed}, {pipeline}: {}", fast[3]);
            assert_eq!(fast, plain, "seed {seed}, {pipeline}");
        }
    }
}
