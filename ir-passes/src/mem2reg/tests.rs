//! mem2reg on a small dialect defined here (so the pass is seen to reach
//! ops only through the promotable, branch and region-branch interfaces),
//! the flow graph of structured ops, and scale: deep nesting and long
//! chains of blocks.

use super::flow::{Flow, Via};
use super::{promote_memory_slots, Extensions, Mem2RegStats};
use crate::nested::for_each_isolated_body;
use ir_core::context::same_for_every_successor;
use ir_core::interfaces::{
    MemAccess, PromotableAllocation, PromotableMemOp, RegionBranch, RegionBranchTerminator,
    RegionPoint,
};
use ir_core::ir::OwnedOp;
use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::syntax::printer::{print_op, PrintOptions};
use ir_core::{verifier, Context, Dialect, OpDefinition, OpTraits, OpView};

/// `t.slot` allocates an `i32`, `t.read`/`t.write` access it, `t.escape`
/// takes its address, `t.loop` runs its region until `t.next`'s condition
/// is false, forwarding `t.next`'s other operands to the next iteration
/// and to its results.
fn dialect() -> Dialect {
    let terminator = OpTraits::TERMINATOR | OpTraits::PURE;
    Dialect::new(
        "t",
        vec![
            OpDefinition::new("t.slot", "allocates an i32").with_interface(PromotableAllocation {
                slot: |view| Some((view.results()[0], view.ctx.int_type(32))),
            }),
            OpDefinition::new("t.read", "loads").with_interface(PromotableMemOp {
                access: |view, slot| {
                    (view.body.operand(view.op, 0) == slot).then_some(MemAccess::Load)
                },
                indices: |_| 0..0,
            }),
            OpDefinition::new("t.write", "stores").with_interface(PromotableMemOp {
                access: |view, slot| {
                    (view.body.operand(view.op, 1) == slot)
                        .then_some(MemAccess::Store { stored: 0 })
                },
                indices: |_| 0..0,
            }),
            OpDefinition::new("t.escape", "takes an address"),
            OpDefinition::new("t.add", "pure").with_traits(OpTraits::PURE),
            OpDefinition::new("t.loop", "a do-while loop")
                .with_traits(OpTraits::RECURSIVE_MEMORY_EFFECTS)
                .with_interface(RegionBranch {
                    successors: |_, from| match from {
                        RegionPoint::Parent => vec![RegionPoint::Region(0)],
                        RegionPoint::Region(_) => vec![RegionPoint::Region(0), RegionPoint::Parent],
                    },
                    entry_operands: |view, _| 0..view.operands().len(),
                    region_inputs: |view, _| {
                        let region = view.regions()[0];
                        let entry = view.body.entry_block(region).expect("a body");
                        0..view.body.block_args(entry).len()
                    },
                    passthrough_operands: |_| 0..0,
                }),
            OpDefinition::new("t.maybe", "runs its region or not, forwarding nothing")
                .with_traits(OpTraits::RECURSIVE_MEMORY_EFFECTS)
                .with_interface(RegionBranch {
                    successors: |_, from| match from {
                        RegionPoint::Parent => vec![RegionPoint::Region(0), RegionPoint::Parent],
                        RegionPoint::Region(_) => vec![RegionPoint::Parent],
                    },
                    entry_operands: |_, _| 0..0,
                    region_inputs: |_, _| 0..0,
                    passthrough_operands: |_| 0..0,
                }),
            OpDefinition::new("t.done", "ends t.maybe's region")
                .with_traits(terminator)
                .with_interface(RegionBranchTerminator {
                    forwarded: |view: &OpView<'_>, _| 0..view.operands().len(),
                }),
            OpDefinition::new("t.next", "continues while operand 0 holds")
                .with_traits(terminator)
                .with_interface(RegionBranchTerminator {
                    forwarded: |view: &OpView<'_>, _| 1..view.operands().len(),
                }),
            OpDefinition::new("t.jump", "a branch that does not say what it passes")
                .with_traits(terminator),
            OpDefinition::new("t.br", "branch")
                .with_traits(terminator)
                .with_successor_operands(|v| same_for_every_successor(v, 0..v.operands().len())),
        ],
    )
}

fn context() -> Context {
    let mut ctx = Context::new();
    ir_dialects::register_all(&mut ctx);
    ctx.register_dialect(dialect());
    ctx
}

fn parse(ctx: &Context, src: &str) -> OwnedOp {
    let options = ParseOptions::whole_file("t.mlir");
    parse_source(ctx, src, options).expect("test input parses")
}

/// Runs mem2reg with all of its extensions on every function of `src`;
/// returns the generic output (verified) and the summed statistics.
fn mem2reg(src: &str) -> (String, Mem2RegStats) {
    let ctx = context();
    let mut owned = parse(&ctx, src);
    let mut total = Mem2RegStats::default();
    for_each_isolated_body(&mut owned, |body, roots, _| {
        let all = Extensions {
            in_regions: true,
            split_arrays: true,
        };
        let stats = promote_memory_slots(&ctx, body, roots, all);
        total.slots += stats.slots;
        total.block_arguments += stats.block_arguments;
    });
    if let Err(d) = verifier::verify(&ctx, &owned.body, owned.op) {
        panic!("invalid output: {}\n{}", d.message, print(&ctx, &owned));
    }
    (print(&ctx, &owned), total)
}

fn print(ctx: &Context, owned: &OwnedOp) -> String {
    let options = PrintOptions {
        generic: true,
        debug_info: false,
        ..Default::default()
    };
    print_op(ctx, &owned.body, owned.op, &options)
}

/// Wraps `body` (a block of generic ops, arguments `%c: i1, %a: i32,
/// %b: i32`) in a function returning `i32`.
fn function(body: &str) -> String {
    format!(
        r#""func.func"() <{{function_type = (i1, i32, i32) -> i32, sym_name = "f"}}> ({{
^bb0(%c: i1, %a: i32, %b: i32):
{body}
}}) : () -> ()"#
    )
}

#[test]
fn a_downstream_loop_carries_the_value() {
    let (out, stats) = mem2reg(&function(
        r#"
  %p = "t.slot"() : () -> memref<i32>
  "t.write"(%a, %p) : (i32, memref<i32>) -> ()
  "t.loop"() ({
    %x = "t.read"(%p) : (memref<i32>) -> i32
    %y = "t.add"(%x, %b) : (i32, i32) -> i32
    "t.write"(%y, %p) : (i32, memref<i32>) -> ()
    "t.next"(%c) : (i1) -> ()
  }) : () -> ()
  %v = "t.read"(%p) : (memref<i32>) -> i32
  "func.return"(%v) : (i32) -> ()"#,
    ));
    assert!(!out.contains("t.slot"), "{out}");
    assert!(out.contains(r#"%0 = "t.loop"(%arg1) ({"#), "{out}");
    assert!(out.contains("^bb0(%arg3: i32):"), "{out}");
    assert!(out.contains(r#"%1 = "t.add"(%arg3, %arg2)"#), "{out}");
    assert!(
        out.contains(r#""t.next"(%arg0, %1) : (i1, i32) -> ()"#),
        "{out}"
    );
    assert!(out.contains(r#""func.return"(%0)"#), "{out}");
    assert_eq!(
        stats,
        Mem2RegStats {
            slots: 1,
            block_arguments: 1
        }
    );
}

#[test]
fn merges_go_only_where_the_value_is_read() {
    let (out, stats) = mem2reg(&function(
        r#"
  %p = "t.slot"() : () -> memref<i32>
  %q = "t.slot"() : () -> memref<i32>
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "t.write"(%a, %p) : (i32, memref<i32>) -> ()
  "t.write"(%a, %q) : (i32, memref<i32>) -> ()
  "t.br"()[^bb3] : () -> ()
^bb2:
  "t.write"(%b, %p) : (i32, memref<i32>) -> ()
  "t.write"(%b, %q) : (i32, memref<i32>) -> ()
  "t.br"()[^bb3] : () -> ()
^bb3:
  %v = "t.read"(%p) : (memref<i32>) -> i32
  "func.return"(%v) : (i32) -> ()"#,
    ));
    assert!(out.contains(r#""t.br"(%arg1)[^bb3]"#), "{out}");
    assert!(out.contains(r#""t.br"(%arg2)[^bb3]"#), "{out}");
    assert!(out.contains("^bb3(%0: i32):"), "{out}");
    assert_eq!(
        stats,
        Mem2RegStats {
            slots: 2,
            block_arguments: 1
        }
    );
}

#[test]
fn a_region_op_that_cannot_carry_keeps_the_slot() {
    let (out, stats) = mem2reg(&function(
        r#"
  %p = "t.slot"() : () -> memref<i32>
  %q = "t.slot"() : () -> memref<i32>
  "t.write"(%a, %p) : (i32, memref<i32>) -> ()
  "t.write"(%a, %q) : (i32, memref<i32>) -> ()
  "t.maybe"() ({
    "t.write"(%b, %p) : (i32, memref<i32>) -> ()
    %x = "t.read"(%q) : (memref<i32>) -> i32
    "t.done"() : () -> ()
  }) : () -> ()
  %v = "t.read"(%p) : (memref<i32>) -> i32
  "func.return"(%v) : (i32) -> ()"#,
    ));
    assert_eq!(out.matches("t.slot").count(), 1, "{out}");
    assert_eq!(out.matches("t.write").count(), 2, "{out}");
    assert!(out.contains(r#""t.maybe"() ({"#), "{out}");
    assert_eq!(stats.slots, 1);
}

#[test]
fn an_escaping_slot_stays_whole() {
    let (out, stats) = mem2reg(&function(
        r#"
  %p = "t.slot"() : () -> memref<i32>
  "t.write"(%a, %p) : (i32, memref<i32>) -> ()
  "t.escape"(%p) : (memref<i32>) -> ()
  %v = "t.read"(%p) : (memref<i32>) -> i32
  "func.return"(%v) : (i32) -> ()"#,
    ));
    assert_eq!(out.matches("t.write").count(), 1, "{out}");
    assert_eq!(out.matches("t.read").count(), 1, "{out}");
    assert_eq!(stats, Mem2RegStats::default());
}

#[test]
fn a_branch_that_hides_its_operands_keeps_the_slot() {
    let (out, _) = mem2reg(&function(
        r#"
  %p = "t.slot"() : () -> memref<i32>
  "t.write"(%a, %p) : (i32, memref<i32>) -> ()
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "t.write"(%b, %p) : (i32, memref<i32>) -> ()
  "t.jump"()[^bb2] : () -> ()
^bb2:
  %v = "t.read"(%p) : (memref<i32>) -> i32
  "func.return"(%v) : (i32) -> ()"#,
    ));
    assert!(out.contains("t.slot"), "{out}");
}

#[test]
fn the_flow_graph_runs_through_structured_regions() {
    let ctx = context();
    let owned = parse(
        &ctx,
        r#"
func.func @f(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %c {
    scf.for %i = %c0 to %n step %c1 {
    }
  }
  return
}"#,
    );
    let module = owned.body.regions_body(owned.op);
    let function = module
        .region_blocks(owned.body.regions(owned.op)[0])
        .flat_map(|b| module.block_ops(b))
        .next()
        .expect("a function");
    let body = module.regions_body(function);
    let flow = Flow::new(&ctx, body, module.regions(function));
    assert_eq!(flow.scopes.len(), 1);
    let scope = &flow.scopes[0];
    // Entry and after-if; the then block and after-for; the loop body.
    assert_eq!(scope.nodes.len(), 5);
    assert_eq!(scope.region_ops.len(), 2);
    let kinds = |pick: fn(&Via) -> bool| scope.edges.iter().filter(|e| pick(&e.via)).count();
    // Into then; into the loop body.
    assert_eq!(kinds(|v| matches!(v, Via::Enter(_))), 2);
    // An if without else, and a loop that may run zero times.
    assert_eq!(kinds(|v| matches!(v, Via::Skip(_))), 2);
    // then to after-if; the body back to itself and to after-for.
    assert_eq!(kinds(|v| matches!(v, Via::Exit { .. })), 3);
    assert_eq!(kinds(|v| matches!(v, Via::Branch { .. })), 0);
}

/// `depth` nested `scf.if`s with an `else`, the innermost storing.
fn nested_ifs(depth: usize) -> String {
    let mut text = String::from(
        "func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {\n\
         %s = memref.alloca() : memref<i32>\n\
         memref.store %a, %s[] : memref<i32>\n",
    );
    for _ in 0..depth {
        text.push_str("scf.if %c {\n");
    }
    text.push_str("memref.store %b, %s[] : memref<i32>\n");
    for _ in 0..depth {
        text.push_str("} else {\n}\n");
    }
    text.push_str("%v = memref.load %s[] : memref<i32>\nreturn %v : i32\n}\n");
    text
}

#[test]
fn ten_thousand_nested_regions_carry_the_value() {
    let (out, stats) = mem2reg(&nested_ifs(10_000));
    assert!(!out.contains("memref"));
    assert_eq!(out.matches("\"scf.if\"").count(), 10_000);
    assert_eq!(stats.slots, 1);
}

#[test]
fn a_long_chain_of_joins_is_linear() {
    // 20,000 diamonds in a row, each storing in one arm; the slot is read
    // at every join.
    let mut text = String::from(
        "func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {\n\
         %s = memref.alloca() : memref<i32>\n\
         memref.store %a, %s[] : memref<i32>\n\
         cf.br ^d0\n",
    );
    let diamonds = 20_000;
    for i in 0..diamonds {
        text.push_str(&format!(
            "^d{i}:\n cf.cond_br %c, ^t{i}, ^j{i}\n\
             ^t{i}:\n memref.store %b, %s[] : memref<i32>\n cf.br ^j{i}\n\
             ^j{i}:\n %v{i} = memref.load %s[] : memref<i32>\n cf.br ^d{}\n",
            i + 1
        ));
    }
    text.push_str(&format!(
        "^d{diamonds}:\n %r = memref.load %s[] : memref<i32>\n return %r : i32\n}}\n"
    ));
    let (out, stats) = mem2reg(&text);
    assert!(!out.contains("memref"));
    assert_eq!(stats.block_arguments, diamonds as u64);
}
