//! Generator properties that need no external tool: exact op counts,
//! determinism, well-formed layout.

use bench_gen::{generate_string, Config, Shape};

const SHAPES: [Shape; 4] = [Shape::Straight, Shape::Cfg, Shape::Memory, Shape::Mixed];

/// Every op is printed on its own line starting with `"name"` or `%x = "name"`.
fn count_ops(text: &str) -> usize {
    text.lines()
        .map(str::trim_start)
        .filter(|l| l.starts_with('"') || l.starts_with('%'))
        .count()
}

#[test]
fn op_count_is_exact() {
    for shape in SHAPES {
        for (ops, functions) in [(5, 2), (101, 1), (2_000, 1), (2_000, 20), (7_777, 3)] {
            let cfg = Config {
                shape,
                ops,
                functions,
                seed: 9,
            };
            let text = generate_string(&cfg);
            assert_eq!(count_ops(&text), ops, "{cfg:?}");
            assert_eq!(text.matches("\"func.func\"").count(), functions, "{cfg:?}");
        }
    }
}

#[test]
fn same_seed_same_output_other_seed_other_output() {
    for shape in SHAPES {
        let cfg = Config {
            shape,
            ops: 3_000,
            functions: 4,
            seed: 42,
        };
        let a = generate_string(&cfg);
        assert_eq!(a, generate_string(&cfg));
        assert_ne!(a, generate_string(&Config { seed: 43, ..cfg }));
    }
}

/// Whether a non-entry block has arguments.
fn has_block_args(text: &str) -> bool {
    text.lines()
        .any(|l| l.starts_with("  ^bb") && !l.starts_with("  ^bb0(") && l.contains('('))
}

#[test]
fn every_block_ends_in_a_terminator() {
    for shape in SHAPES {
        let text = generate_string(&Config {
            shape,
            ops: 5_000,
            functions: 1,
            seed: 5,
        });
        let lines: Vec<&str> = text.lines().collect();
        for (i, l) in lines.iter().enumerate().skip(1) {
            let label = l.starts_with("  ^bb") && !l.starts_with("  ^bb0(");
            if label || l.starts_with("  })") {
                let prev = lines[i - 1].trim_start();
                assert!(
                    prev.starts_with("\"cf.br\"")
                        || prev.starts_with("\"cf.cond_br\"")
                        || prev.starts_with("\"func.return\""),
                    "{shape:?}: line {i} follows a non-terminator: {prev}"
                );
            }
        }
    }
}

#[test]
fn shapes_have_their_features() {
    let gen = |shape| {
        generate_string(&Config {
            shape,
            ops: 20_000,
            functions: 1,
            seed: 1,
        })
    };
    let straight = gen(Shape::Straight);
    assert!(!straight.contains("^bb1"), "straight code has one block");
    assert!(!straight.contains("memref"));
    let cfg = gen(Shape::Cfg);
    assert!(cfg.contains("\"cf.cond_br\"") && has_block_args(&cfg));
    assert!(!cfg.contains("memref"));
    let memory = gen(Shape::Memory);
    assert!(memory.contains("\"memref.alloca\"") && memory.contains("\"cf.cond_br\""));
    assert!(!has_block_args(&memory), "-O0 blocks have no arguments");
    let mixed = gen(Shape::Mixed);
    assert!(mixed.contains("\"memref.store\"") && has_block_args(&mixed));
}

/// Each function's `cf.cond_br`s all branch on different conditions, so no
/// branch is decided by an enclosing one (see `shapes::cond`).
#[test]
fn branch_conditions_are_never_reused() {
    for shape in SHAPES {
        let text = generate_string(&Config {
            shape,
            ops: 20_000,
            functions: 10,
            seed: 2,
        });
        for func in text.split("\"func.func\"").skip(1) {
            let mut seen = std::collections::HashSet::new();
            for l in func.lines() {
                if let Some(rest) = l.trim_start().strip_prefix("\"cf.cond_br\"(") {
                    let cond = rest.split([',', ')']).next().unwrap_or_default();
                    assert!(seen.insert(cond.to_owned()), "{shape:?}: {cond} reused");
                }
            }
        }
    }
}

#[test]
fn rejects_impossible_budgets() {
    let cfg = Config {
        shape: Shape::Mixed,
        ops: 20,
        functions: 10,
        seed: 0,
    };
    assert!(cfg.validate().is_err());
    assert!(Config {
        functions: 0,
        ..cfg
    }
    .validate()
    .is_err());
    assert!(Config { ops: 21, ..cfg }.validate().is_ok());
}
