//! MLIR's numbering of values and blocks for printing.
//!
//! Exactly MLIR's scheme: a LIFO work list of regions; a region's values
//! are numbered (`%N` for results and non-entry block arguments, `%argN` for
//! entry block arguments, results of one op sharing a number), then the
//! regions of its ops are pushed with the counters as they stand. In the
//! custom form each region restarts from the counters it was pushed with (so
//! sibling regions and functions reuse numbers); in the generic form the
//! counters never go back, so every name is unique.
//!
//! In the custom form an op may suggest a name for its results (MLIR's
//! `getAsmResultNames`: `%c0_i32`, `%cst`, `%alloca`). A suggested name
//! already visible (defined in the same region or an enclosing one) gets
//! `_N` appended, with a conflict counter saved and restored per region
//! like the value counter, exactly as MLIR does.

use crate::context::Context;
use crate::ir::{BlockId, Body, OpId, OpView, RegionId, ValueDef, ValueId};
use rustc_hash::{FxHashMap, FxHashSet};
use slotmap::SecondaryMap;
use std::sync::Arc;

/// The printed name of a value.
#[derive(Clone, Debug)]
enum ValueName {
    /// `%argN`
    Arg(u32),
    /// `%N`, or `%N#i` for result `i` of a multi-result op.
    Num(u32),
    /// A name the op suggested, made unique (`%c0_i32_1`), or `%name#i`.
    Named(Arc<str>),
}

/// Names of one body's values and blocks.
#[derive(Default)]
struct BodyNames {
    values: SecondaryMap<ValueId, ValueName>,
    blocks: SecondaryMap<BlockId, u32>,
}

/// Names of every value and block under a printed op. Read-only once
/// computed, and `Sync`: threads printing parts of the op share it.
#[derive(Default)]
pub struct Names {
    /// Keyed by the body's address (bodies do not move while printed).
    bodies: FxHashMap<usize, BodyNames>,
}

fn key(body: &Body) -> usize {
    std::ptr::from_ref(body) as usize
}

/// The counters a region is numbered from (saved per region on the work list).
#[derive(Copy, Clone, Default)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

/// Suggested names visible at the region being numbered: a set, and the
/// names each open region added (removed when the walk leaves it).
#[derive(Default)]
struct VisibleNames {
    names: FxHashSet<Arc<str>>,
    added: Vec<(u32, Arc<str>)>,
}

impl VisibleNames {
    /// Forgets the names of regions at `depth` or deeper.
    fn leave_to(&mut self, depth: u32) {
        while self.added.last().is_some_and(|(d, _)| *d >= depth) {
            let (_, name) = self.added.pop().expect("checked");
            self.names.remove(&name);
        }
    }

    /// `hint`, or `hint_N` with the first free conflict number.
    fn unique(&mut self, hint: &str, depth: u32, conflict: &mut u32) -> Arc<str> {
        let mut name: Arc<str> = hint.into();
        while self.names.contains(&name) {
            name = format!("{hint}_{conflict}").into();
            *conflict += 1;
        }
        self.names.insert(name.clone());
        self.added.push((depth, name.clone()));
        name
    }
}

/// The state of one numbering walk.
struct Numbering<'c> {
    ctx: Option<&'c Context>,
    names: Names,
    visible: VisibleNames,
}

impl Names {
    /// Numbers everything under `op` (stored in `body`). Without `unique`
    /// (the custom form), ops' suggested result names are used.
    pub fn compute(ctx: &Context, body: &Body, op: OpId, unique: bool) -> Self {
        let mut walk = Numbering {
            ctx: (!unique).then_some(ctx),
            names: Names::default(),
            visible: VisibleNames::default(),
        };
        let mut counters = Counters::default();
        let mut work: Vec<(&Body, RegionId, Counters, u32)> = Vec::new();
        let inner = body.regions_body(op);
        work.extend(body.regions(op).iter().map(|&r| (inner, r, counters, 1)));
        walk.number_results(body, op, &mut counters, 0);
        while let Some((body, region, saved, depth)) = work.pop() {
            if !unique {
                counters = saved;
            }
            walk.visible.leave_to(depth);
            let entry = body.entry_block(region);
            for (ordinal, block) in body.region_blocks(region).enumerate() {
                let table = walk.names.bodies.entry(key(body)).or_default();
                table.blocks.insert(block, ordinal as u32);
                for &arg in body.block_args(block) {
                    let name = if Some(block) == entry {
                        counters.arg += 1;
                        ValueName::Arg(counters.arg - 1)
                    } else {
                        counters.value += 1;
                        ValueName::Num(counters.value - 1)
                    };
                    table.values.insert(arg, name);
                }
                for op in body.block_ops(block) {
                    walk.number_results(body, op, &mut counters, depth);
                }
            }
            for block in body.region_blocks(region) {
                for op in body.block_ops(block) {
                    let inner = body.regions_body(op);
                    work.extend(
                        body.regions(op)
                            .iter()
                            .map(|&r| (inner, r, counters, depth + 1)),
                    );
                }
            }
        }
        walk.names
    }
}

impl Numbering<'_> {
    /// Names an op's results: its suggestion made unique, else the next number.
    fn number_results(&mut self, body: &Body, op: OpId, counters: &mut Counters, depth: u32) {
        let results = body.results(op);
        if results.is_empty() {
            return;
        }
        let hint = self.ctx.and_then(|ctx| {
            let suggest = ctx.op_def(body.op_name(op))?.result_name?;
            suggest(&OpView::new(ctx, body, op))
        });
        let name = match hint {
            Some(hint) => {
                ValueName::Named(self.visible.unique(&hint, depth, &mut counters.conflict))
            }
            None => {
                counters.value += 1;
                ValueName::Num(counters.value - 1)
            }
        };
        let table = self.names.bodies.entry(key(body)).or_default();
        for &result in results {
            table.values.insert(result, name.clone());
        }
    }
}

impl Names {
    /// Appends the name of `value` (`%3`, `%3#1`, `%arg0`).
    pub fn write_value(&self, body: &Body, value: ValueId, out: &mut String) {
        let mut digits = itoa::Buffer::new();
        match self
            .bodies
            .get(&key(body))
            .and_then(|t| t.values.get(value))
        {
            Some(ValueName::Arg(n)) => {
                out.push_str("%arg");
                out.push_str(digits.format(*n));
            }
            Some(ValueName::Num(n)) => {
                out.push('%');
                out.push_str(digits.format(*n));
                write_result_index(body, value, out);
            }
            Some(ValueName::Named(name)) => {
                out.push('%');
                out.push_str(name);
                write_result_index(body, value, out);
            }
            None => out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// The number of a block within its region (`^bbN`).
    pub fn block_number(&self, body: &Body, block: BlockId) -> Option<u32> {
        self.bodies
            .get(&key(body))
            .and_then(|t| t.blocks.get(block))
            .copied()
    }

    /// Appends `^bbN` for a block.
    pub fn write_block(&self, body: &Body, block: BlockId, out: &mut String) {
        match self.block_number(body, block) {
            Some(n) => {
                out.push_str("^bb");
                out.push_str(itoa::Buffer::new().format(n));
            }
            None => out.push_str("<<UNKNOWN BLOCK>>"),
        }
    }
}

/// Appends `#i` when `value` is result `i` of a multi-result op.
fn write_result_index(body: &Body, value: ValueId, out: &mut String) {
    if let ValueDef::Result { op, index } = body.value_def(value) {
        if body.results(op).len() > 1 {
            out.push('#');
            out.push_str(itoa::Buffer::new().format(index));
        }
    }
}
