//! MLIR's numbering of values and blocks for printing.
//!
//! Exactly MLIR's scheme: a LIFO work list of regions; a region's values
//! are numbered (`%N` for results and non-entry block arguments, `%argN` for
//! entry block arguments, results of one op sharing a number), then the
//! regions of its ops are pushed with the counters as they stand. In the
//! custom form each region restarts from the counters it was pushed with (so
//! sibling regions and functions reuse numbers); in the generic form the
//! counters never go back, so every name is unique.

use crate::ir::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};
use rustc_hash::FxHashMap;
use slotmap::SecondaryMap;

/// The printed name of a value.
#[derive(Copy, Clone, Debug)]
enum ValueName {
    /// `%argN`
    Arg(u32),
    /// `%N`, or `%N#i` for result `i` of a multi-result op.
    Num(u32),
}

/// Names of one body's values and blocks.
#[derive(Default)]
struct BodyNames {
    values: SecondaryMap<ValueId, ValueName>,
    blocks: SecondaryMap<BlockId, u32>,
}

/// Names of every value and block under a printed op.
#[derive(Default)]
pub(crate) struct Names {
    bodies: FxHashMap<*const Body, BodyNames>,
}

fn key(body: &Body) -> *const Body {
    body as *const Body
}

impl Names {
    /// Numbers everything under `op` (stored in `body`).
    pub(crate) fn compute(body: &Body, op: OpId, unique: bool) -> Self {
        let mut names = Names::default();
        let (mut next_value, mut next_arg) = (0u32, 0u32);
        let mut work: Vec<(&Body, RegionId, u32, u32)> = Vec::new();
        let inner = body.regions_body(op);
        work.extend(body.regions(op).iter().map(|&r| (inner, r, 0, 0)));
        names.number_results(body, op, &mut next_value);
        while let Some((body, region, value, arg)) = work.pop() {
            if !unique {
                next_value = value;
                next_arg = arg;
            }
            let entry = body.entry_block(region);
            for (ordinal, block) in body.region_blocks(region).enumerate() {
                let table = names.bodies.entry(key(body)).or_default();
                table.blocks.insert(block, ordinal as u32);
                for &arg in body.block_args(block) {
                    let name = if Some(block) == entry {
                        next_arg += 1;
                        ValueName::Arg(next_arg - 1)
                    } else {
                        next_value += 1;
                        ValueName::Num(next_value - 1)
                    };
                    table.values.insert(arg, name);
                }
                for op in body.block_ops(block) {
                    names.number_results(body, op, &mut next_value);
                }
            }
            for block in body.region_blocks(region) {
                for op in body.block_ops(block) {
                    let inner = body.regions_body(op);
                    work.extend(
                        body.regions(op)
                            .iter()
                            .map(|&r| (inner, r, next_value, next_arg)),
                    );
                }
            }
        }
        names
    }

    fn number_results(&mut self, body: &Body, op: OpId, next_value: &mut u32) {
        let results = body.results(op);
        if results.is_empty() {
            return;
        }
        let table = self.bodies.entry(key(body)).or_default();
        for &result in results {
            table.values.insert(result, ValueName::Num(*next_value));
        }
        *next_value += 1;
    }

    /// Appends the name of `value` (`%3`, `%3#1`, `%arg0`).
    pub(crate) fn write_value(&self, body: &Body, value: ValueId, out: &mut String) {
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
                if let ValueDef::Result { op, index } = body.value_def(value) {
                    if body.results(op).len() > 1 {
                        out.push('#');
                        out.push_str(digits.format(index));
                    }
                }
            }
            None => out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// The number of a block within its region (`^bbN`).
    pub(crate) fn block_number(&self, body: &Body, block: BlockId) -> Option<u32> {
        self.bodies
            .get(&key(body))
            .and_then(|t| t.blocks.get(block))
            .copied()
    }

    /// Appends `^bbN` for a block.
    pub(crate) fn write_block(&self, body: &Body, block: BlockId, out: &mut String) {
        match self.block_number(body, block) {
            Some(n) => {
                out.push_str("^bb");
                out.push_str(itoa::Buffer::new().format(n));
            }
            None => out.push_str("<<UNKNOWN BLOCK>>"),
        }
    }
}
