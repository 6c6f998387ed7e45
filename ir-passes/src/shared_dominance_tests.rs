//! The passes of a pipeline share one dominance computation per function
//! while none of them changes the control flow: `cse` and `gvn` take it
//! from the pass manager's cache and keep it, `canonicalize` (which folds
//! a constant branch here) drops it. `-mlir-timing` lists an analysis
//! under each pass that computed it.

use ir_core::pass::{parse_pipeline, PassManager, PassRegistry, RunConfig};
use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::Context;

const SOURCE: &str = r#"
module {
func.func @f(%a: i32, %c: i1) -> i32 {
  %t = arith.constant true
  cf.cond_br %c, ^left, ^right
^left:
  %x = arith.addi %a, %a : i32
  cf.br ^join(%x : i32)
^right:
  %y = arith.addi %a, %a : i32
  %z = arith.addi %a, %a : i32
  cf.br ^join(%z : i32)
^join(%v: i32):
  cf.cond_br %t, ^done, ^join(%v : i32)
^done:
  return %v : i32
}
}
"#;

/// The rows of `-mlir-timing` for `pipeline` run on [`SOURCE`], by name.
fn timing_rows(pipeline: &str) -> Vec<String> {
    let mut ctx = Context::new();
    ir_dialects::register_all(&mut ctx);
    let mut passes = PassRegistry::new();
    crate::register_all(&mut passes);
    let options = ParseOptions::whole_file("t.mlir");
    let mut module = parse_source(&ctx, SOURCE, options).expect("the input parses");
    let pm = parse_pipeline(&ctx, &passes, pipeline)
        .expect("the pipeline parses")
        .expect("it is not empty");
    let config = RunConfig {
        timing: true,
        ..RunConfig::default()
    };
    let mut manager = PassManager::new(pm, config);
    assert!(manager.run(&ctx, &mut module).success);
    manager
        .timing_rows()
        .into_iter()
        .map(|row| row.name)
        .collect()
}

#[test]
fn dominance_is_computed_once_until_a_pass_changes_the_cfg() {
    let rows = timing_rows("builtin.module(func.func(cse,gvn,cse,canonicalize,cse,gvn))");
    assert_eq!(
        rows,
        [
            "'func.func' Pipeline",
            "CSE",
            "(A) Dominance",
            "GVN",
            "CSE",
            "Canonicalizer",
            "CSE",
            "(A) Dominance",
            "GVN",
        ]
    );
}
