//! The interpreter on a small dialect defined here: calls, branches with
//! block arguments, a region op that loops through `resume`, memory,
//! fuel, and undefined behaviour reported at the op.

use super::{run_function, ElementLayout, Interpretable, RtValue, RunLimits, Step};
use crate::interfaces::Callable;
use crate::ir::OpView;
use crate::syntax::parser::{parse_source, ParseOptions};
use crate::{AttrKind, Context, Dialect, OpDefinition, OpTraits};

fn int_attr(view: &OpView<'_>, name: &str) -> i128 {
    match view.inherent_attr_kind(name) {
        Some(AttrKind::Integer { value, .. }) => *value,
        _ => 0,
    }
}

fn arg(values: &[RtValue], i: usize) -> Result<i128, String> {
    values[i]
        .as_signed()
        .ok_or_else(|| "operand is poison".to_string())
}

fn dialect() -> Dialect {
    let region_of = |view: &OpView<'_>| view.regions().first().copied();
    Dialect::new(
        "t",
        vec![
            OpDefinition::new("t.func", "function")
                .with_traits(OpTraits::ISOLATED_FROM_ABOVE)
                .with_interface(Callable {
                    body: region_of,
                    signature: |_| None,
                }),
            OpDefinition::new("t.const", "constant").with_interface(Interpretable::simple(
                |_, view, _| {
                    Ok(Step::Results(vec![RtValue::int(
                        int_attr(view, "value"),
                        32,
                    )]))
                },
            )),
            OpDefinition::new("t.poison", "poison").with_interface(Interpretable::simple(
                |_, _, _| Ok(Step::Results(vec![RtValue::Poison])),
            )),
            OpDefinition::new("t.add", "add").with_interface(Interpretable::simple(|_, _, v| {
                Ok(Step::Results(vec![RtValue::int(
                    arg(v, 0)? + arg(v, 1)?,
                    32,
                )]))
            })),
            OpDefinition::new("t.div", "divide").with_interface(Interpretable::simple(
                |_, _, v| match arg(v, 1)? {
                    0 => Err("division by zero".into()),
                    d => Ok(Step::Results(vec![RtValue::int(arg(v, 0)? / d, 32)])),
                },
            )),
            OpDefinition::new("t.lt", "less than").with_interface(Interpretable::simple(
                |_, _, v| Ok(Step::Results(vec![RtValue::bool(arg(v, 0)? < arg(v, 1)?)])),
            )),
            OpDefinition::new("t.br", "branch")
                .with_traits(OpTraits::TERMINATOR)
                .with_interface(Interpretable::simple(|_, _, v| {
                    Ok(Step::Branch {
                        successor: 0,
                        args: v.to_vec(),
                    })
                })),
            OpDefinition::new("t.cond_br", "conditional branch")
                .with_traits(OpTraits::TERMINATOR)
                .with_interface(Interpretable::simple(|_, _, v| match v[0] {
                    RtValue::Poison => Err("branch on poison".into()),
                    ref c => Ok(Step::Branch {
                        successor: usize::from(c.as_unsigned() != Some(1)),
                        args: Vec::new(),
                    }),
                })),
            OpDefinition::new("t.ret", "return")
                .with_traits(OpTraits::TERMINATOR)
                .with_interface(Interpretable::simple(|_, _, v| Ok(Step::Exit(v.to_vec())))),
            OpDefinition::new("t.call", "call").with_interface(Interpretable {
                start: |_, view, v| match view.inherent_attr_kind("callee") {
                    Some(AttrKind::SymbolRef { root, .. }) => Ok(Step::Call {
                        callee: root.to_string(),
                        args: v.to_vec(),
                    }),
                    _ => Err("no callee".into()),
                },
                resume: Some(|_, _, _, _, results| Ok(Step::Results(results))),
            }),
            // `t.repeat %n, %init { ^bb0(%acc): ... t.ret %next }`: runs the
            // region n times, threading the accumulator.
            OpDefinition::new("t.repeat", "loop").with_interface(Interpretable {
                start: |_, _, v| match arg(v, 0)? {
                    n if n <= 0 => Ok(Step::Results(vec![v[1].clone()])),
                    _ => Ok(Step::EnterRegion {
                        region: 0,
                        args: vec![v[1].clone()],
                        state: 1,
                    }),
                },
                resume: Some(|_, _, v, done, exited| {
                    if done >= arg(v, 0)? {
                        return Ok(Step::Results(exited));
                    }
                    Ok(Step::EnterRegion {
                        region: 0,
                        args: exited,
                        state: done + 1,
                    })
                }),
            }),
            OpDefinition::new("t.store_load", "store then load").with_interface(
                Interpretable::simple(|machine, _, v| {
                    let memref = machine
                        .memory()
                        .allocate(vec![4], ElementLayout::Int { width: 32 })?;
                    let index = arg(v, 0)? as i64;
                    machine.memory().store(&memref, &[index], v[1].clone())?;
                    let value = machine.memory().load(&memref, &[index])?;
                    Ok(Step::Results(vec![value]))
                }),
            ),
        ],
    )
}

const PROGRAM: &str = r#"
"t.func"() <{sym_name = "double"}> ({
^bb0(%x: i32):
  %y = "t.add"(%x, %x) : (i32, i32) -> i32
  "t.ret"(%y) : (i32) -> ()
}) : () -> ()
"t.func"() <{sym_name = "main"}> ({
^bb0(%a: i32, %b: i32):
  %c = "t.lt"(%a, %b) : (i32, i32) -> i1
  "t.cond_br"(%c)[^small, ^big] : (i1) -> ()
^small:
  %d = "t.call"(%a) <{callee = @double}> : (i32) -> i32
  "t.br"(%d)[^done] : (i32) -> ()
^big:
  %one = "t.const"() <{value = 1 : i32}> : () -> i32
  %r = "t.repeat"(%b, %a) ({
  ^bb0(%acc: i32):
    %next = "t.add"(%acc, %one) : (i32, i32) -> i32
    "t.ret"(%next) : (i32) -> ()
  }) : (i32, i32) -> i32
  "t.br"(%r)[^done] : (i32) -> ()
^done(%out: i32):
  "t.ret"(%out) : (i32) -> ()
}) : () -> ()
"t.func"() <{sym_name = "spin"}> ({
^bb0:
  "t.br"()[^bb0] : () -> ()
}) : () -> ()
"t.func"() <{sym_name = "divide"}> ({
^bb0(%a: i32, %b: i32):
  %q = "t.div"(%a, %b) : (i32, i32) -> i32
  "t.ret"(%q) : (i32) -> ()
}) : () -> ()
"t.func"() <{sym_name = "poison_branch"}> ({
^bb0:
  %p = "t.poison"() : () -> i1
  "t.cond_br"(%p)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()
"t.func"() <{sym_name = "memory"}> ({
^bb0(%i: i32, %v: i32):
  %r = "t.store_load"(%i, %v) : (i32, i32) -> i32
  "t.ret"(%r) : (i32) -> ()
}) : () -> ()
"#;

/// Runs `name` on integer `args`: the results, or the error message.
fn run(name: &str, args: &[i128], fuel: u64) -> Result<Vec<RtValue>, String> {
    let mut ctx = Context::new();
    ctx.register_dialect(dialect());
    ctx.set_allow_unregistered(true);
    let options = ParseOptions::whole_file("t.mlir");
    let owned = parse_source(&ctx, PROGRAM, options).expect("the program parses");
    let args = args.iter().map(|&a| RtValue::int(a, 32)).collect();
    let limits = RunLimits {
        fuel,
        ..RunLimits::default()
    };
    run_function(&ctx, &owned.body, owned.op, name, args, limits).map_err(|d| d.message)
}

#[test]
fn calls_branches_and_region_loops() {
    assert_eq!(run("main", &[3, 5], 1000), Ok(vec![RtValue::int(6, 32)]));
    assert_eq!(run("main", &[7, 5], 1000), Ok(vec![RtValue::int(12, 32)]));
}

#[test]
fn memory_round_trips_and_checks_bounds() {
    assert_eq!(run("memory", &[2, 9], 100), Ok(vec![RtValue::int(9, 32)]));
    let error = run("memory", &[4, 9], 100).expect_err("index 4 of 4");
    assert!(
        error.contains("index 4 out of bounds for dimension 0 of size 4"),
        "{error}"
    );
}

#[test]
fn undefined_behaviour_is_an_error_at_the_op() {
    assert_eq!(
        run("divide", &[1, 0], 100),
        Err("'t.div' op division by zero".into())
    );
    assert_eq!(
        run("poison_branch", &[], 100),
        Err("'t.cond_br' op branch on poison".into())
    );
}

#[test]
fn fuel_stops_a_loop_and_unknown_functions_are_reported() {
    assert_eq!(run("spin", &[], 50), Err("out of fuel after 50 ops".into()));
    assert_eq!(
        run("nothing", &[], 50),
        Err("no function named '@nothing' to run".into())
    );
}

#[test]
fn integers_wrap_and_sign_extend() {
    let v = RtValue::int(-1, 8);
    assert_eq!(v.as_unsigned(), Some(255));
    assert_eq!(v.as_signed(), Some(-1));
    assert_eq!(RtValue::int(300, 8).as_signed(), Some(44));
    assert_eq!(RtValue::bool(true).to_string(), "true");
}
