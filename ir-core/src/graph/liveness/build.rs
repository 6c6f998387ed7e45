//! Construction of [`Liveness`]: number the blocks, values and ops of the
//! analysed regions, then explore each value's live range from its uses.

use super::Liveness;
use crate::graph::lists::Lists;
use crate::graph::order::NONE;
use crate::ir::{BlockId, Body, OpId, RegionId, ValueId};

/// Computes the liveness of the values in `regions` (stored in `body`) and
/// the regions nested in them.
pub(super) fn build(body: &Body, regions: &[RegionId]) -> Liveness {
    let mut liveness = Liveness::default();
    let blocks = number(body, regions, &mut liveness);
    let (first_outer, outer_uses) = number_outer_values(body, &blocks, &mut liveness);
    let mut explorer = Explorer {
        body,
        liveness: &liveness,
        blocks: &blocks,
        last_in: vec![NONE; blocks.len()],
        last_out: vec![NONE; blocks.len()],
        live_in: Vec::new(),
        live_out: Vec::new(),
        stack: Vec::new(),
    };
    // Values defined inside have all their uses inside (SSA); the uses of
    // values from outside were collected.
    let mut outer = outer_uses.iter().peekable();
    for (number, &value) in liveness.values.iter().enumerate() {
        let number = number as u32;
        let variable = Variable::new(body, number, value);
        if number < first_outer {
            for use_ in body.uses(value) {
                explorer.add_use(&variable, use_.op);
            }
        }
        while let Some(&(_, op)) = outer.next_if(|&&(v, _)| v == number) {
            explorer.add_use(&variable, op);
        }
    }
    let num_blocks = blocks.len();
    let (live_in, live_out) = (explorer.live_in, explorer.live_out);
    liveness.live_in = Lists::from_pairs(num_blocks, live_in);
    liveness.live_out = Lists::from_pairs(num_blocks, live_out);
    liveness
}

/// Numbers the blocks, the values they define and their ops, region after
/// region in program order (a region's nested regions after it), and
/// returns the blocks in that order.
fn number(body: &Body, regions: &[RegionId], liveness: &mut Liveness) -> Vec<BlockId> {
    let mut blocks = Vec::new();
    let mut pending: Vec<RegionId> = regions.iter().rev().copied().collect();
    let mut nested: Vec<RegionId> = Vec::new();
    while let Some(region) = pending.pop() {
        nested.clear();
        for block in body.region_blocks(region) {
            liveness.block_index.insert(block, blocks.len() as u32);
            blocks.push(block);
            for &arg in body.block_args(block) {
                add_value(liveness, arg);
            }
            for (position, op) in body.block_ops(block).enumerate() {
                liveness.position.insert(op, position as u32);
                for &result in body.results(op) {
                    add_value(liveness, result);
                }
                if !body.is_isolated(op) {
                    nested.extend_from_slice(body.regions(op));
                }
            }
        }
        pending.extend(nested.iter().rev());
    }
    blocks
}

/// Gives `value` the next number.
fn add_value(liveness: &mut Liveness, value: ValueId) {
    liveness
        .value_number
        .insert(value, liveness.values.len() as u32);
    liveness.values.push(value);
}

/// Numbers the values defined outside the analysed regions and used in
/// them, after the others. Returns the first of their numbers and their
/// uses as (number, user) pairs sorted by number.
fn number_outer_values(
    body: &Body,
    blocks: &[BlockId],
    liveness: &mut Liveness,
) -> (u32, Vec<(u32, OpId)>) {
    let first_outer = liveness.values.len() as u32;
    let mut uses = Vec::new();
    for &block in blocks {
        for op in body.block_ops(block) {
            for value in body.operands(op) {
                if !liveness.value_number.contains_key(value) {
                    add_value(liveness, value);
                }
                let number = liveness.value_number[value];
                if number >= first_outer {
                    uses.push((number, op));
                }
            }
        }
    }
    uses.sort_by_key(|&(number, _)| number);
    (first_outer, uses)
}

/// The value whose live range is being explored.
struct Variable {
    number: u32,
    /// Where it is defined (`None` for a value defined nowhere, which only
    /// malformed IR has).
    def_block: Option<BlockId>,
    def_region: Option<RegionId>,
}

impl Variable {
    fn new(body: &Body, number: u32, value: ValueId) -> Self {
        let def_block = body.value_block(value);
        Self {
            number,
            def_block,
            def_region: def_block.and_then(|b| body.block_region(b)),
        }
    }
}

/// The path exploration, one variable at a time.
struct Explorer<'a> {
    body: &'a Body,
    liveness: &'a Liveness,
    blocks: &'a [BlockId],
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
    /// Accounts for a use of `variable` by `user`: the value is live into
    /// the user's block unless defined there, and the same holds for the
    /// op holding the user's region, up to the region of the definition.
    fn add_use(&mut self, variable: &Variable, user: OpId) {
        let body = self.body;
        let mut op = user;
        loop {
            let Some(block) = body.op_block(op) else {
                return;
            };
            let Some(&b) = self.liveness.block_index.get(block) else {
                return;
            };
            if Some(block) == variable.def_block || !self.mark_in(b, variable.number) {
                // A local use, or the rest was done when `b` was marked.
                return;
            }
            self.explore_predecessors(b, variable);
            let region = body.block_region(block);
            if region == variable.def_region {
                return;
            }
            let Some(parent) = region.and_then(|r| body.region_parent(r)) else {
                return;
            };
            op = parent;
        }
    }

    /// Marks `variable` live-out of the predecessors of block `b` (where it
    /// is live-in) and live-in at those that do not define it, transitively.
    fn explore_predecessors(&mut self, b: u32, variable: &Variable) {
        let n = variable.number;
        self.stack.push(b);
        while let Some(x) = self.stack.pop() {
            for pred in self.body.predecessors(self.blocks[x as usize]) {
                let Some(&p) = self.liveness.block_index.get(pred) else {
                    continue;
                };
                if self.last_out[p as usize] != n {
                    self.last_out[p as usize] = n;
                    self.live_out.push((p, n));
                }
                if Some(pred) != variable.def_block && self.mark_in(p, n) {
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
