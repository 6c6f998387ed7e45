//! Program generator properties that need no external tool: determinism,
//! feature coverage, feature switches and sizes.

use bench_gen::program::{generate_program_with_coverage, Coverage};
use bench_gen::{generate_program, Feature, Features, ProgramConfig};

const SEEDS: u64 = 200;

#[test]
fn same_seed_same_program_other_seed_other_program() {
    let cfg = ProgramConfig::default();
    let mut seen = std::collections::HashSet::new();
    for seed in 0..50 {
        let text = generate_program(seed, &cfg);
        assert_eq!(text, generate_program(seed, &cfg), "seed {seed}");
        assert!(seen.insert(text), "seed {seed} repeats an earlier program");
    }
}

#[test]
fn every_feature_appears() {
    let cfg = ProgramConfig::default();
    let mut total = Coverage::default();
    let mut text = String::new();
    for seed in 0..SEEDS {
        let (program, coverage) = generate_program_with_coverage(seed, &cfg);
        total.add(&coverage);
        text.push_str(&program);
    }
    for f in Feature::ALL {
        assert!(
            total.count(f) > 0,
            "{f} never generated in {SEEDS} programs"
        );
    }
    for needle in [
        "arith.divsi",
        "arith.remui",
        "arith.ceildivsi",
        "arith.floordivsi",
        "arith.shrsi",
        "arith.maxui",
        "arith.select",
        "arith.index_castui",
        "arith.trunci",
        "cf.cond_br %",
        "cf.switch",
        "memref.alloca() : memref<i32>",
        "memref.alloca() : memref<1xi32>",
        "memref.alloca() : memref<4xi32>",
        "func.func private",
        " = call @",
        " = func.call @",
        "scf.if",
        "} else {",
        "iter_args(",
        "  : i32 {",
        "scf.while",
        "} do {",
        "scf.execute_region",
        "scf.index_switch",
        "default {",
        ": i8",
        ": i64",
        ": index",
    ] {
        assert!(text.contains(needle), "{needle:?} never generated");
    }
}

#[test]
fn every_program_has_an_entry_function() {
    for seed in 0..SEEDS {
        let text = generate_program(seed, &ProgramConfig::default());
        let main = text
            .lines()
            .find(|l| l.starts_with("  func.func @main("))
            .unwrap_or_else(|| panic!("seed {seed}: no @main"));
        let allowed = ["i32", "i64", "index"];
        let types = main
            .split([':', ',', '(', ')', '{'])
            .map(str::trim)
            .filter(|t| t.starts_with('i'));
        for t in types {
            assert!(allowed.contains(&t), "seed {seed}: {t} in {main}");
        }
    }
}

#[test]
fn disabled_features_do_not_appear() {
    let only_arith = ProgramConfig {
        features: Features::from_list(&[]),
        ..ProgramConfig::default()
    };
    let no_memory_scf_calls = ProgramConfig {
        features: Features::all().without(&[
            Feature::Memory,
            Feature::Calls,
            Feature::Recursion,
            Feature::ScfIf,
            Feature::ScfFor,
            Feature::ScfWhile,
            Feature::ExecuteRegion,
            Feature::IndexSwitch,
        ]),
        ..ProgramConfig::default()
    };
    for seed in 0..50 {
        let text = generate_program(seed, &only_arith);
        // Casts still convert arguments to result types.
        for absent in ["cf.", "scf.", "memref", "call", "div", "sh", "select"] {
            assert!(
                !text.contains(absent),
                "seed {seed}: {absent} in arith-only program"
            );
        }
        let text = generate_program(seed, &no_memory_scf_calls);
        for absent in ["scf.", "memref", "call"] {
            assert!(!text.contains(absent), "seed {seed}: {absent} present");
        }
    }
}

#[test]
fn size_follows_the_knobs() {
    let op_lines = |text: &str| {
        text.lines()
            .filter(|l| l.trim_start().starts_with('%') || l.contains(" : "))
            .count()
    };
    let small = ProgramConfig::default();
    let big = ProgramConfig {
        functions: 8,
        ops_per_function: 300,
        ..small
    };
    let (mut small_ops, mut big_ops) = (0, 0);
    for seed in 0..20 {
        small_ops += op_lines(&generate_program(seed, &small));
        let text = generate_program(seed, &big);
        assert_eq!(text.matches("func.func").count(), 8);
        big_ops += op_lines(&text);
    }
    let mean = small_ops / 20;
    assert!(
        (150..=700).contains(&mean),
        "default programs average {mean} ops"
    );
    assert!(big_ops > 5 * small_ops, "{big_ops} vs {small_ops}");
}

#[test]
fn invalid_configs_are_rejected() {
    let default = ProgramConfig::default();
    for bad in [
        ProgramConfig {
            functions: 0,
            ..default
        },
        ProgramConfig {
            ops_per_function: 0,
            ..default
        },
        ProgramConfig {
            max_trips: 101,
            ..default
        },
    ] {
        assert!(bad.validate().is_err(), "{bad:?}");
    }
}
