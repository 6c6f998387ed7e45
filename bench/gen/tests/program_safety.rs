//! Checks, on the text of many generated programs, the invariants that make
//! them free of undefined behaviour (see the `bench_gen::program` docs):
//! guarded divisors, masked shift amounts, in-bounds indices, every memory
//! element stored before it is read, nothing that makes poison, bounded
//! `scf.for` loops.

use std::collections::{HashMap, HashSet};

use bench_gen::{generate_program, ProgramConfig};

/// An op line: `%r = name operands : type` (or without a result).
struct Op<'a> {
    name: &'a str,
    operands: Vec<&'a str>,
    ty: &'a str,
}

/// Parses an op line; `None` for labels, braces and other non-op lines.
fn parse(line: &str) -> Option<(Option<&str>, Op<'_>)> {
    let line = line.trim();
    let (result, rest) = match line.split_once(" = ") {
        Some((r, rest)) if r.starts_with('%') && !r.contains(' ') => (Some(r), rest),
        _ => (None, line),
    };
    let (name, rest) = rest.split_at(rest.find([' ', '(']).unwrap_or(rest.len()));
    let rest = rest.trim_start();
    if !name.contains('.') {
        return None;
    }
    let (operands, ty) = rest.rsplit_once(" : ").unwrap_or((rest, ""));
    let operands = operands.split(", ").filter(|s| !s.is_empty()).collect();
    Some((result, Op { name, operands, ty }))
}

/// Bit width of an integer type name (`index` is 64).
fn width(ty: &str) -> i64 {
    match ty {
        "index" => 64,
        _ => ty[1..]
            .parse()
            .unwrap_or_else(|_| panic!("not an integer type: {ty}")),
    }
}

/// The definitions of a function's values, by name.
struct Defs<'a>(HashMap<&'a str, Op<'a>>);

impl Defs<'_> {
    /// The value of `name` if it is an `arith.constant`.
    fn constant(&self, name: &str) -> Option<i64> {
        let def = self.0.get(name)?;
        (def.name == "arith.constant").then(|| def.operands[0].parse().ok())?
    }

    /// Whether `name` is `andi x, K` with `K` a constant equal to `mask`.
    fn masked_by(&self, name: &str, mask: i64) -> bool {
        self.0
            .get(name)
            .is_some_and(|d| d.name == "arith.andi" && self.constant(d.operands[1]) == Some(mask))
    }

    /// Whether `name` is `ori x, 1`, and for a signed op `x = andi y, -3`.
    fn guarded_divisor(&self, name: &str, signed: bool) -> bool {
        if let Some(k) = self.constant(name) {
            return k != 0 && !(signed && k == -1);
        }
        self.0.get(name).is_some_and(|d| {
            d.name == "arith.ori"
                && self.constant(d.operands[1]) == Some(1)
                && (!signed || self.masked_by(d.operands[0], -3))
        })
    }
}

/// `memref<4xi32>` -> 4, `memref<i32>` -> 0.
fn slot_length(ty: &str) -> i64 {
    let inner = &ty["memref<".len()..ty.len() - 1];
    inner
        .split_once('x')
        .map_or(0, |(n, _)| n.parse().expect("length"))
}

/// `%s[%i]` -> (`%s`, Some(`%i`)); `%s[]` -> (`%s`, None).
fn split_access(access: &str) -> (&str, Option<&str>) {
    let (slot, index) = access
        .trim_end_matches(']')
        .split_once('[')
        .expect("memref access");
    (slot, (!index.is_empty()).then_some(index))
}

/// Checks one function's text; returns the first violation.
fn check_function(text: &str, max_trips: i64) -> Result<(), String> {
    let mut defs = Defs(HashMap::new());
    let mut stored: HashMap<&str, HashSet<i64>> = HashMap::new();
    for line in text.lines() {
        if ["nsw", "nuw", "poison"].iter().any(|w| line.contains(w)) {
            return Err(format!("may make poison: {line}"));
        }
        let Some((result, op)) = parse(line) else {
            continue;
        };
        let fail = |what: &str| Err(format!("{what}: {line}"));
        let signed_division = match op.name {
            "arith.divsi" | "arith.remsi" | "arith.ceildivsi" | "arith.floordivsi" => Some(true),
            "arith.divui" | "arith.remui" | "arith.ceildivui" => Some(false),
            _ => None,
        };
        if signed_division.is_some_and(|signed| !defs.guarded_divisor(op.operands[1], signed)) {
            return fail("unguarded divisor");
        }
        match op.name {
            "arith.shli" | "arith.shrsi" | "arith.shrui" => {
                let w = width(op.ty);
                let amount = op.operands[1];
                let ok = defs.constant(amount).is_some_and(|k| (0..w).contains(&k))
                    || defs.masked_by(amount, w - 1);
                if !ok {
                    return fail("unmasked shift amount");
                }
            }
            "memref.alloca" => {
                stored.insert(result.expect("alloca result"), HashSet::new());
            }
            "memref.load" | "memref.store" => {
                let (slot, index) = split_access(op.operands[op.operands.len() - 1]);
                let len = slot_length(op.ty);
                let elements: Vec<i64> = match index {
                    None => vec![0],
                    Some(i) => match defs.constant(i) {
                        Some(k) if (0..len).contains(&k) => vec![k],
                        None if len.count_ones() == 1 && defs.masked_by(i, len - 1) => {
                            (0..len).collect()
                        }
                        _ => return fail("index not provably in bounds"),
                    },
                };
                let done = stored.get_mut(slot).expect("access to a known slot");
                if op.name == "memref.store" {
                    if elements.len() == 1 {
                        done.insert(elements[0]);
                    }
                } else if !elements.iter().all(|e| done.contains(e)) {
                    return fail("load of an element not stored before");
                }
            }
            _ => {}
        }
        if let Some(r) = result {
            defs.0.insert(r, op);
        }
    }
    check_for_loops(text, &defs, max_trips)
}

/// Every `scf.for` starts at a constant in `0..=2`, steps by a positive
/// constant and ends at a constant in `0..=max_trips` or at
/// `remui x, max_trips + 1`.
fn check_for_loops(text: &str, defs: &Defs<'_>, max_trips: i64) -> Result<(), String> {
    for line in text.lines().filter(|l| l.contains("scf.for ")) {
        // `scf.for %iv = %lb to %ub step %step ...`
        let words: Vec<&str> = line.split_whitespace().collect();
        let i = words.iter().position(|&w| w == "scf.for").expect("scf.for");
        let lb = defs.constant(words[i + 3]);
        let ub = words[i + 5];
        let step = defs.constant(words[i + 7].trim_end_matches(['{', ' ']));
        let ub_ok = defs
            .constant(ub)
            .is_some_and(|k| (0..=max_trips).contains(&k))
            || defs.0.get(ub).is_some_and(|d| {
                d.name == "arith.remui" && defs.constant(d.operands[1]) == Some(max_trips + 1)
            });
        let lb_ok = lb.is_some_and(|k| (0..=2).contains(&k));
        if !(lb_ok && step.is_some_and(|k| k > 0) && ub_ok) {
            return Err(format!("unbounded scf.for: {line}"));
        }
    }
    Ok(())
}

#[test]
fn generated_programs_keep_the_safety_invariants() {
    let cfg = ProgramConfig::default();
    for seed in 0..300 {
        let text = generate_program(seed, &cfg);
        for func in text.split("\n  func.func").skip(1) {
            if let Err(e) = check_function(func, i64::from(cfg.max_trips)) {
                panic!("seed {seed}: {e}");
            }
        }
    }
}

#[test]
fn the_checker_catches_violations() {
    let bad = [
        "%0 = arith.constant 0 : i32\n%1 = arith.divui %arg0, %0 : i32",
        "%0 = arith.constant 1 : i32\n%1 = arith.ori %arg0, %0 : i32\n%2 = arith.divsi %arg0, %1 : i32",
        "%0 = arith.shli %arg0, %arg0 : i32",
        "%0 = arith.addi %arg0, %arg0 overflow<nsw> : i32",
        "%0 = memref.alloca() : memref<4xi32>\n%1 = arith.constant 4 : index\n%2 = memref.load %0[%1] : memref<4xi32>",
        "%0 = memref.alloca() : memref<i32>\n%1 = memref.load %0[] : memref<i32>",
        "%0 = arith.constant 1 : index\n%1 = scf.for %2 = %0 to %arg0 step %0 {",
    ];
    for text in bad {
        assert!(check_function(text, 6).is_err(), "accepted:\n{text}");
    }
    let good = "%0 = memref.alloca() : memref<i32>\nmemref.store %arg0, %0[] : memref<i32>\n%1 = memref.load %0[] : memref<i32>";
    assert_eq!(check_function(good, 6), Ok(()));
}
