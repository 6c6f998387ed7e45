//! The `print-op-stats` pass, as MLIR's `PrintOpStats` (Passes.md,
//! "-print-op-stats"; `mlir/lib/Transforms/OpStats.cpp`): counts the ops
//! of each name in its op (itself included, nested isolated ops too) and
//! prints the counts to stderr, sorted by name, byte for byte as
//! `mlir-opt` does:
//!
//! ```text
//! Operations encountered:
//! -----------------------
//!     arith.addi     , 2
//!   builtin.module   , 1
//!      func.return   , 1
//! ```
//!
//! Names are split at their first dot; dialect names are right-aligned and
//! op names left-aligned to the longest of each (in bytes), and a name
//! without a dialect is indented past the dialect column. With `json`, the
//! counts are one JSON object instead (`"arith.addi" : 2`, names as they
//! are). The IR is left unchanged. With threads, the contents of the
//! isolated ops stored apart (a module's functions) are counted in
//! parallel and the counts added: the same counts either way.

use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry};
use ir_core::{Body, Diagnostic, OpId, OpName};
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::fmt::Write;

ir_core::pass_options! {
    /// The options of `print-op-stats`, with MLIR's names and defaults.
    pub(crate) struct PrintOpStatsOptions {
        json("json"): bool = false, "print the stats as JSON";
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::with_options(
        "print-op-stats",
        "PrintOpStats",
        "Print statistics of operations",
        |options: &PrintOpStatsOptions| Ok(Box::new(PrintOpStats { json: options.json })),
    ));
}

/// The pass.
struct PrintOpStats {
    json: bool,
}

impl Pass for PrintOpStats {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        let mut tally = Tally::default();
        tally.count(target.body.op_name(target.op));
        let tally = tally.merge(Tally::of_contents(&target.body, target.op, cx.threads()));
        let counts: BTreeMap<&str, u64> = tally
            .names
            .iter()
            .map(|&name| (ctx.op_name_str(name), tally.counts[name.index()]))
            .collect();
        let out = cx.stderr();
        match self.json {
            true => write_json(&counts, out),
            false => write_table(&counts, out),
        }
        cx.preserve_all();
        Ok(())
    }
}

/// Op counts by interned name: no string compared per op.
#[derive(Default)]
struct Tally {
    /// The count of each name, indexed by [`OpName::index`].
    counts: Vec<u64>,
    /// The names counted, each once.
    names: Vec<OpName>,
}

impl Tally {
    /// Counts `n` more ops named `name`.
    fn add(&mut self, name: OpName, n: u64) {
        if self.counts.len() <= name.index() {
            self.counts.resize(name.index() + 1, 0);
        }
        if self.counts[name.index()] == 0 {
            self.names.push(name);
        }
        self.counts[name.index()] += n;
    }

    fn count(&mut self, name: OpName) {
        self.add(name, 1);
    }

    /// The counts of both.
    fn merge(mut self, other: Tally) -> Tally {
        for &name in &other.names {
            self.add(name, other.counts[name.index()]);
        }
        self
    }

    /// The counts of the ops nested in `holder` (stored in `body`), the
    /// contents of nested isolated ops (a module's functions) included:
    /// those counted in parallel with `threads`, which changes no count.
    fn of_contents(body: &Body, holder: OpId, threads: bool) -> Tally {
        let mut tally = Tally::default();
        let isolated = tally.count_up_to_isolated(body, holder);
        let nested = |&(body, op): &(&Body, OpId)| Tally::of_contents(body, op, threads);
        let nested = if threads {
            isolated
                .par_iter()
                .map(nested)
                .reduce(Tally::default, Tally::merge)
        } else {
            isolated
                .iter()
                .map(nested)
                .fold(Tally::default(), Tally::merge)
        };
        tally.merge(nested)
    }

    /// Counts the ops nested in `holder`, up to the isolated ops with
    /// bodies of their own (counted, their contents not), which it gives
    /// back: each block's ops are read in place, and only the ops with
    /// regions are stacked.
    fn count_up_to_isolated<'b>(&mut self, body: &'b Body, holder: OpId) -> Vec<(&'b Body, OpId)> {
        let mut isolated = Vec::new();
        let mut holders = vec![(body, holder)];
        while let Some((body, holder)) = holders.pop() {
            let inner = body.regions_body(holder);
            for &region in body.regions(holder) {
                for block in inner.region_blocks(region) {
                    for op in inner.block_ops(block) {
                        self.count(inner.op_name(op));
                        if inner.regions(op).is_empty() {
                            continue;
                        }
                        if inner.is_isolated(op) {
                            isolated.push((inner, op));
                        } else {
                            holders.push((inner, op));
                        }
                    }
                }
            }
        }
        isolated
    }
}

/// The dialect and op parts of `name`, split at its first dot (`("",
/// name)` without one, or with nothing after it, as MLIR splits).
fn split_name(name: &str) -> (&str, &str) {
    match name.split_once('.') {
        Some((dialect, op)) if !op.is_empty() => (dialect, op),
        Some((dialect, _)) => ("", dialect),
        None => ("", name),
    }
}

/// MLIR's table: a header, then one aligned `dialect.op , count` line per
/// name.
fn write_table(counts: &BTreeMap<&str, u64>, out: &mut String) {
    out.push_str("Operations encountered:\n-----------------------\n");
    let (dialect_width, op_width) = counts.keys().fold((0, 0), |(d, o), name| {
        let (dialect, op) = split_name(name);
        (d.max(dialect.len()), o.max(op.len()))
    });
    for (name, count) in counts {
        let (dialect, op) = split_name(name);
        match dialect.is_empty() {
            true => pad(out, dialect_width + 3),
            false => {
                pad(out, (dialect_width + 2).saturating_sub(dialect.len()));
                out.push_str(dialect);
                out.push('.');
            }
        }
        out.push_str(op);
        pad(out, op_width - op.len());
        let _ = writeln!(out, " , {count}");
    }
}

/// Appends `n` spaces.
fn pad(out: &mut String, n: usize) {
    out.extend(std::iter::repeat_n(' ', n));
}

/// MLIR's JSON form: one `"name" : count` member per line.
fn write_json(counts: &BTreeMap<&str, u64>, out: &mut String) {
    out.push_str("{\n");
    let mut members = counts.iter().peekable();
    while let Some((name, count)) = members.next() {
        let end = if members.peek().is_some() {
            ",\n"
        } else {
            "\n"
        };
        let _ = write!(out, "  \"{name}\" : {count}{end}");
    }
    out.push_str("}\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_split_as_mlir_splits_them() {
        assert_eq!(split_name("arith.addi"), ("arith", "addi"));
        assert_eq!(split_name("test.a.b"), ("test", "a.b"));
        assert_eq!(split_name("foo"), ("", "foo"));
        assert_eq!(split_name("foo."), ("", "foo"));
    }

    #[test]
    fn a_name_without_dialect_is_indented_past_the_dialect_column() {
        let counts = BTreeMap::from([("foo", 1), ("ab.c", 2), ("abc.de", 3)]);
        let mut out = String::new();
        write_table(&counts, &mut out);
        assert_eq!(
            out,
            "Operations encountered:\n-----------------------\n   ab.c   , 2\n  abc.de  , 3\n      foo , 1\n"
        );
    }

    #[test]
    fn empty_json_is_an_empty_object() {
        let mut out = String::new();
        write_json(&BTreeMap::new(), &mut out);
        assert_eq!(out, "{\n}\n");
    }
}
