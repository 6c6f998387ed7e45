//! Construction of [`Liveness`]: two walks over the analysed blocks copy
//! what the exploration needs into flat arrays (each value's definition
//! block and use blocks, each block's predecessors, region and enclosing
//! block), then each value's live range is explored from its uses on those
//! arrays alone. The exploration never touches the IR's ops again, which
//! keeps it cache-friendly on functions of millions of ops.

use super::Liveness;
use crate::graph::lists::Lists;
use crate::graph::order::NONE;
use crate::ir::{BlockId, Body, RegionId, ValueId};

/// The analysed blocks, numbered in the order of [`Liveness`]'s walk.
#[derive(Default)]
struct Blocks {
    ids: Vec<BlockId>,
    /// Number of the region of each block.
    region: Vec<u32>,
    /// The block of the op holding each block's region, `NONE` at the top.
    holder: Vec<u32>,
}

/// Where each numbered value is defined: its block, `NONE` for the values
/// from outside the analysed regions.
type DefBlocks = Vec<u32>;

/// Computes the liveness of the values in `regions` (stored in `body`) and
/// the regions nested in them.
pub(super) fn build(body: &Body, regions: &[RegionId]) -> Liveness {
    let mut liveness = Liveness::default();
    let mut def_block = DefBlocks::new();
    let blocks = number(body, regions, &mut liveness, &mut def_block);
    let (uses, preds) = collect_uses_and_edges(body, &blocks, &mut liveness, &mut def_block);
    let num_blocks = blocks.ids.len();
    let mut explorer = Explorer {
        preds: &preds,
        last_in: vec![NONE; num_blocks],
        last_out: vec![NONE; num_blocks],
        live_in: Vec::new(),
        live_out: Vec::new(),
        stack: Vec::new(),
    };
    for (number, &def) in def_block.iter().enumerate() {
        let variable = Variable {
            number: number as u32,
            def_block: def,
            def_region: if def == NONE {
                NONE
            } else {
                blocks.region[def as usize]
            },
        };
        for &block in uses.slice(number) {
            explorer.add_use(&variable, block, &blocks);
        }
    }
    liveness.live_in = Lists::from_pairs(num_blocks, explorer.live_in);
    liveness.live_out = Lists::from_pairs(num_blocks, explorer.live_out);
    liveness
}

/// Numbers the blocks, the values they define and their ops, region after
/// region in program order (a region's nested regions after it).
fn number(
    body: &Body,
    regions: &[RegionId],
    liveness: &mut Liveness,
    def_block: &mut DefBlocks,
) -> Blocks {
    let mut blocks = Blocks::default();
    let mut pending: Vec<(RegionId, u32)> = regions.iter().rev().map(|&r| (r, NONE)).collect();
    let mut nested: Vec<(RegionId, u32)> = Vec::new();
    let mut num_regions = 0u32;
    while let Some((region, holder)) = pending.pop() {
        nested.clear();
        for block in body.region_blocks(region) {
            let b = blocks.ids.len() as u32;
            liveness.block_index.insert(block, b);
            blocks.ids.push(block);
            blocks.region.push(num_regions);
            blocks.holder.push(holder);
            for &arg in body.block_args(block) {
                add_value(liveness, def_block, arg, b);
            }
            for (position, op) in body.block_ops(block).enumerate() {
                liveness.position.insert(op, position as u32);
                for &result in body.results(op) {
                    add_value(liveness, def_block, result, b);
                }
                if !body.is_isolated(op) {
                    nested.extend(body.regions(op).iter().map(|&r| (r, b)));
                }
            }
        }
        num_regions += 1;
        pending.extend(nested.iter().rev());
    }
    blocks
}

/// Gives `value`, defined in block `block`, the next number.
fn add_value(liveness: &mut Liveness, def_block: &mut DefBlocks, value: ValueId, block: u32) {
    liveness
        .value_number
        .insert(value, liveness.values.len() as u32);
    liveness.values.push(value);
    def_block.push(block);
}

/// Returns the blocks using each value (once per use, ascending) and the
/// predecessors of each block (once per edge). Values from outside the
/// analysed regions get numbers after the others as they are met.
fn collect_uses_and_edges(
    body: &Body,
    blocks: &Blocks,
    liveness: &mut Liveness,
    def_block: &mut DefBlocks,
) -> (Lists, Lists) {
    let mut uses: Vec<(u32, u32)> = Vec::new();
    let mut edges: Vec<(u32, u32)> = Vec::new();
    for (b, &block) in blocks.ids.iter().enumerate() {
        for op in body.block_ops(block) {
            for value in body.operands(op) {
                if !liveness.value_number.contains_key(value) {
                    add_value(liveness, def_block, value, NONE);
                }
                uses.push((liveness.value_number[value], b as u32));
            }
        }
        for successor in body.block_successors(block) {
            if let Some(&s) = liveness.block_index.get(successor) {
                edges.push((s, b as u32));
            }
        }
    }
    let uses = Lists::from_pairs(liveness.values.len(), uses);
    let preds = Lists::from_pairs(blocks.ids.len(), edges);
    (uses, preds)
}

/// The value whose live range is being explored.
struct Variable {
    number: u32,
    /// Its block and that block's region (`NONE` for values from outside).
    def_block: u32,
    def_region: u32,
}

/// The path exploration, one variable at a time.
struct Explorer<'a> {
    preds: &'a Lists,
    /// The last variable marked live-in (live-out) at each block, so that
    /// marking is one comparison.
    last_in: Vec<u32>,
    last_out: Vec<u32>,
    /// (block, variable) pairs, grouped by variable in ascending order.
    live_in: Vec<(u32, u32)>,
    live_out: Vec<(u32, u32)>,
    /// Blocks whose predecessors are still to visit.
    stack: Vec<u32>,
}

impl Explorer<'_> {
    /// Accounts for a use of `variable` in block `b`: the value is live
    /// into it unless defined there, and the same holds for the block of
    /// the op holding its region, up to the region of the definition.
    fn add_use(&mut self, variable: &Variable, mut b: u32, blocks: &Blocks) {
        while b != NONE && b != variable.def_block && self.mark_in(b, variable.number) {
            self.explore_predecessors(b, variable);
            if blocks.region[b as usize] == variable.def_region {
                return;
            }
            b = blocks.holder[b as usize];
        }
        // Otherwise: a use in the defining block, or the rest was done when
        // `b` was marked.
    }

    /// Marks `variable` live-out of the predecessors of block `b` (where it
    /// is live-in) and live-in at those that do not define it, transitively.
    fn explore_predecessors(&mut self, b: u32, variable: &Variable) {
        let (n, preds) = (variable.number, self.preds);
        self.stack.push(b);
        while let Some(x) = self.stack.pop() {
            for &p in preds.slice(x as usize) {
                if self.last_out[p as usize] != n {
                    self.last_out[p as usize] = n;
                    self.live_out.push((p, n));
                }
                if p != variable.def_block && self.mark_in(p, n) {
                    self.stack.push(p);
                }
            }
        }
    }

    /// Marks variable `n` live-in at block `b`; false if it already was.
    fn mark_in(&mut self, b: u32, n: u32) -> bool {
        if self.last_in[b as usize] == n {
            return false;
        }
        self.last_in[b as usize] = n;
        self.live_in.push((b, n));
        true
    }
}
