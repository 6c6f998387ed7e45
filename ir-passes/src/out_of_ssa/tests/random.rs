//! Random programs with loops, joins, switches and block arguments, run
//! in the interpreter before and after leaving SSA (with and without
//! coalescing): the same results, verified and round-tripping output.

use super::{context, lower, parse, print, run};
use crate::out_of_ssa::OutOfSsaOptions;
use ir_core::graph::dominance::DominatorTree;
use ir_core::graph::order::Cfg;
use std::fmt::Write;

/// A xorshift generator.
pub(super) struct Rng(pub(super) u64);

impl Rng {
    pub(super) fn below(&mut self, bound: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % bound as u64) as usize
    }
}

/// A block's terminator: return, or branches to targets.
enum Exit {
    Return,
    Branch(Vec<usize>),
}

/// A random function `@f(%a0, %a1, %a2)` of `blocks` blocks.
pub(super) fn program(rng: &mut Rng, blocks: usize) -> String {
    let exits: Vec<Exit> = (0..blocks)
        .map(|b| match rng.below(6) {
            0 if b > 0 => Exit::Return,
            n => {
                let count = match n {
                    1 | 2 => 1,
                    3 | 4 => 2,
                    _ => 3,
                };
                Exit::Branch((0..count).map(|_| 1 + rng.below(blocks - 1)).collect())
            }
        })
        .collect();
    let succs: Vec<Vec<usize>> = exits
        .iter()
        .map(|e| match e {
            Exit::Return => Vec::new(),
            Exit::Branch(t) => t.clone(),
        })
        .collect();
    let tree = DominatorTree::new(&Cfg::new(&succs), 0);
    let arity: Vec<usize> = (0..blocks)
        .map(|b| if b == 0 { 3 } else { rng.below(4) })
        .collect();
    // Values visible in each block: those of its dominators, then its own.
    let mut visible: Vec<Vec<String>> = vec![Vec::new(); blocks];
    let mut text: Vec<String> = vec![String::new(); blocks];
    let mut order = vec![0];
    let mut next_value = 0;
    while let Some(b) = order.pop() {
        let mut values = tree.idom(b).map(|d| visible[d].clone()).unwrap_or_default();
        let out = &mut text[b];
        let args: Vec<String> = (0..arity[b]).map(|i| format!("%b{b}_{i}")).collect();
        let _ = writeln!(
            out,
            "^bb{b}({}):",
            args.iter()
                .map(|a| format!("{a}: i32"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        values.extend(args);
        let _ = writeln!(
            out,
            "  %k{b} = \"t.const\"() <{{value = {} : i32}}> : () -> i32",
            rng.below(7) as i32 - 3
        );
        values.push(format!("%k{b}"));
        for _ in 0..rng.below(4) {
            let op = ["t.add", "t.sub", "t.mul"][rng.below(3)];
            let (x, y) = (
                &values[rng.below(values.len())],
                &values[rng.below(values.len())],
            );
            let _ = writeln!(
                out,
                "  %v{next_value} = \"{op}\"({x}, {y}) : (i32, i32) -> i32"
            );
            values.push(format!("%v{next_value}"));
            next_value += 1;
        }
        let pick = |rng: &mut Rng, values: &[String]| values[rng.below(values.len())].clone();
        match &exits[b] {
            Exit::Return => {
                let _ = writeln!(out, "  \"t.ret\"({}) : (i32) -> ()", pick(rng, &values));
            }
            Exit::Branch(targets) => {
                let passed: Vec<Vec<String>> = targets
                    .iter()
                    .map(|&t| (0..arity[t]).map(|_| pick(rng, &values)).collect())
                    .collect();
                let all: Vec<String> = passed.iter().flatten().cloned().collect();
                let labels: Vec<String> = targets.iter().map(|t| format!("^bb{t}")).collect();
                let (head, properties) = match targets.len() {
                    1 => (Vec::new(), String::new()),
                    2 => {
                        let (x, y) = (pick(rng, &values), pick(rng, &values));
                        let _ = writeln!(out, "  %c{b} = \"t.lt\"({x}, {y}) : (i32, i32) -> i1");
                        (vec![(format!("%c{b}"), "i1")], format!(
                            " <{{operandSegmentSizes = array<i32: 1, {}, {}>}}>",
                            passed[0].len(),
                            passed[1].len()
                        ))
                    }
                    _ => (vec![(pick(rng, &values), "i32")], format!(
                        " <{{operandSegmentSizes = array<i32: 1, {}, {}>, case_operand_segments = array<i32: {}, {}>}}>",
                        passed[0].len(),
                        passed[1].len() + passed[2].len(),
                        passed[1].len(),
                        passed[2].len()
                    )),
                };
                let name = ["cf.br", "cf.cond_br", "cf.switch"][targets.len() - 1];
                let operands: Vec<String> = head
                    .iter()
                    .map(|(v, _)| v.clone())
                    .chain(all.iter().cloned())
                    .collect();
                let types: Vec<&str> = head
                    .iter()
                    .map(|(_, t)| *t)
                    .chain(all.iter().map(|_| "i32"))
                    .collect();
                let _ = writeln!(
                    out,
                    "  \"{name}\"({})[{}]{properties} : ({}) -> ()",
                    operands.join(", "),
                    labels.join(", "),
                    types.join(", ")
                );
            }
        }
        visible[b] = values;
        order.extend(tree.children(b));
    }
    let body: String = (0..blocks)
        .filter(|&b| tree.is_reachable(b))
        .map(|b| text[b].as_str())
        .collect();
    let body = body.replacen("^bb0(", "^entry(", 1);
    format!("\"t.func\"() <{{sym_name = \"f\"}}> ({{\n{body}}}) : () -> ()\n")
}

#[test]
fn random_programs_compute_the_same_after_leaving_ssa() {
    let ctx = context();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut compared = 0;
    let (mut copies, mut naive, mut temporaries) = (0, 0, 0);
    for _ in 0..500 {
        let blocks = 2 + rng.below(9);
        let src = program(&mut rng, blocks);
        let original = parse(&ctx, &src);
        let inputs: Vec<[i128; 3]> = (0..3)
            .map(|_| [0, 1, 2].map(|_| rng.below(9) as i128 - 4))
            .collect();
        for options in [
            OutOfSsaOptions {
                coalesce: true,
                measure_pressure: true,
            },
            OutOfSsaOptions {
                coalesce: false,
                measure_pressure: true,
            },
        ] {
            let mut lowered = parse(&ctx, &src);
            let stats = lower(&ctx, &mut lowered, options);
            let text = print(&ctx, &lowered);
            assert_eq!(
                print(&ctx, &parse(&ctx, &text)),
                text,
                "round trip of\n{text}"
            );
            if options.coalesce {
                copies += stats.copies;
                naive += stats.naive_copies;
                temporaries += stats.temporaries;
            }
            for args in &inputs {
                let Ok(expected) = run(&ctx, &original, "f", args, 300) else {
                    continue;
                };
                let actual = run(&ctx, &lowered, "f", args, 30_000);
                assert_eq!(actual, Ok(expected), "on {args:?}\n{src}\nlowered:\n{text}");
                compared += 1;
            }
        }
    }
    assert!(compared > 500, "only {compared} runs compared");
    assert!(copies < naive, "{copies} copies, naive {naive}");
    eprintln!("{compared} runs; copies {copies} vs naive {naive}; {temporaries} temporaries");
}
