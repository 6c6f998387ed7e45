//! `test-print-liveness` in the format of mlir-opt's pass of that name
//! (MLIR's `Liveness::print`, mlir/lib/Analysis/Liveness.cpp), to stderr:
//! `Testing : <symbol>`, then for each block (numbered in a pre-order walk
//! of the blocks, its values named `argK@B` and `val_N` in that walk) the
//! values live into and out of it, the ops each of its results is live
//! at, and the values live at each of its ops.
//!
//! Liveness is MLIR's: a value used by an op nested in a block is used by
//! the block; each region's blocks are solved on their own. The ops are
//! printed in their custom form, named as in the function.

use super::report::symbol_op_name;
use ir_core::ir::{OwnedOp, ValueDef};
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry};
use ir_core::syntax::printer::print_op_in_scope_custom;
use ir_core::{BlockId, Body, Context, Diagnostic, OpId, RegionId, ValueId};
use rustc_hash::{FxHashMap, FxHashSet};

/// The pass.
struct PrintLiveness;

/// Blocks, ops and values in MLIR's numbering, and each block's sets.
struct Numbering<'a> {
    ctx: &'a Context,
    body: &'a Body,
    blocks: Vec<BlockId>,
    block_ids: FxHashMap<BlockId, usize>,
    op_ids: FxHashMap<OpId, usize>,
    value_ids: FxHashMap<ValueId, usize>,
    live_in: FxHashMap<BlockId, FxHashSet<ValueId>>,
    live_out: FxHashMap<BlockId, FxHashSet<ValueId>>,
}

impl<'a> Numbering<'a> {
    fn new(ctx: &'a Context, body: &'a Body, regions: &[RegionId]) -> Self {
        let mut numbering = Self {
            ctx,
            body,
            blocks: Vec::new(),
            block_ids: FxHashMap::default(),
            op_ids: FxHashMap::default(),
            value_ids: FxHashMap::default(),
            live_in: FxHashMap::default(),
            live_out: FxHashMap::default(),
        };
        for &region in regions {
            numbering.walk(region);
        }
        let mut solved = FxHashSet::default();
        for block in numbering.blocks.clone() {
            if let Some(region) = body.block_region(block) {
                if solved.insert(region) {
                    numbering.solve(region);
                }
            }
        }
        numbering
    }

    /// Numbers `region`'s blocks in pre-order, each block's values and ops
    /// when it is met.
    fn walk(&mut self, region: RegionId) {
        let body = self.body;
        for block in body.region_blocks(region) {
            self.block_ids.insert(block, self.blocks.len());
            self.blocks.push(block);
            for &arg in body.block_args(block) {
                let id = self.value_ids.len();
                self.value_ids.insert(arg, id);
            }
            for op in body.block_ops(block) {
                let id = self.op_ids.len();
                self.op_ids.insert(op, id);
                for &result in body.results(op) {
                    let id = self.value_ids.len();
                    self.value_ids.insert(result, id);
                }
            }
            for op in body.block_ops(block) {
                if !body.is_isolated(op) {
                    for &nested in body.regions(op) {
                        self.walk(nested);
                    }
                }
            }
        }
    }

    /// The values `block` defines and uses (its nested ops' included).
    fn defs_and_uses(&self, block: BlockId) -> (FxHashSet<ValueId>, FxHashSet<ValueId>) {
        let body = self.body;
        let mut defs: FxHashSet<ValueId> = body.block_args(block).iter().copied().collect();
        let mut uses = FxHashSet::default();
        let mut stack: Vec<BlockId> = vec![block];
        while let Some(current) = stack.pop() {
            for op in body.block_ops(current) {
                defs.extend(body.results(op).iter().copied());
                uses.extend(body.operands(op));
                if body.is_isolated(op) {
                    continue;
                }
                for &region in body.regions(op) {
                    for nested in body.region_blocks(region) {
                        defs.extend(body.block_args(nested).iter().copied());
                        stack.push(nested);
                    }
                }
            }
        }
        uses.retain(|v| !defs.contains(v));
        (defs, uses)
    }

    /// Live-in and live-out sets of `region`'s blocks, to a fixed point.
    fn solve(&mut self, region: RegionId) {
        let body = self.body;
        let blocks: Vec<BlockId> = body.region_blocks(region).collect();
        let sets: Vec<_> = blocks.iter().map(|&b| self.defs_and_uses(b)).collect();
        let mut live_in: FxHashMap<BlockId, FxHashSet<ValueId>> = blocks
            .iter()
            .zip(&sets)
            .map(|(&b, s)| (b, s.1.clone()))
            .collect();
        let mut live_out: FxHashMap<BlockId, FxHashSet<ValueId>> = FxHashMap::default();
        let mut changed = true;
        while changed {
            changed = false;
            for (&block, (defs, uses)) in blocks.iter().zip(&sets).rev() {
                let mut out = FxHashSet::default();
                for successor in body.block_successors(block) {
                    out.extend(live_in[&successor].iter().copied());
                }
                let mut into: FxHashSet<ValueId> = uses.clone();
                into.extend(out.iter().filter(|v| !defs.contains(v)).copied());
                changed |= live_in[&block] != into;
                live_in.insert(block, into);
                live_out.insert(block, out);
            }
        }
        self.live_in.extend(live_in);
        self.live_out.extend(live_out);
    }

    /// `val_N ` or `argK@B `.
    fn value(&self, value: ValueId) -> String {
        match self.body.value_def(value) {
            ValueDef::Argument { block, index } => {
                format!("arg{index}@{} ", self.block_ids[&block])
            }
            _ => format!("val_{} ", self.value_ids[&value]),
        }
    }

    /// `values` in value order.
    fn values(&self, values: impl IntoIterator<Item = ValueId>) -> String {
        let mut values: Vec<ValueId> = values.into_iter().collect();
        values.sort_by_key(|v| self.value_ids.get(v).copied().unwrap_or(usize::MAX));
        values.iter().map(|&v| self.value(v)).collect()
    }

    /// The op of `block` that is `op` or holds it.
    fn ancestor_in(&self, block: BlockId, mut op: OpId) -> Option<OpId> {
        loop {
            let parent = self.body.op_block(op)?;
            if parent == block {
                return Some(op);
            }
            op = self.body.parent_op(op)?;
        }
    }

    /// Where `op` stands among the ops of its block: its number (a block's
    /// ops are numbered one after another).
    fn position(&self, op: OpId) -> usize {
        self.op_ids[&op]
    }

    /// Where `value` starts to be live in `block` (MLIR's
    /// `getStartOperation`).
    fn start(&self, block: BlockId, value: ValueId) -> Option<OpId> {
        match self.body.defining_op(value) {
            Some(def) if !self.live_in[&block].contains(&value) => self.ancestor_in(block, def),
            _ => self.body.first_op(block),
        }
    }

    /// Where `value` stops being live in `block`, from `start` (MLIR's
    /// `getEndOperation`).
    fn end(&self, block: BlockId, value: ValueId, start: OpId) -> OpId {
        if self.live_out[&block].contains(&value) {
            return self.body.last_op(block).unwrap_or(start);
        }
        let mut end = start;
        for user in self.body.uses(value).map(|u| u.op) {
            if let Some(user) = self.ancestor_in(block, user) {
                if self.position(end) < self.position(user) {
                    end = user;
                }
            }
        }
        end
    }

    /// The ops `value` is live at, in op order (MLIR's
    /// `resolveLiveness`).
    fn live_ops(&self, value: ValueId) -> Vec<OpId> {
        let body = self.body;
        let home = body.value_block(value).expect("a defined value");
        let mut visited = FxHashSet::default();
        let mut pending = vec![home];
        visited.insert(home);
        for user in body.uses(value).map(|u| u.op) {
            if let Some(block) = body.op_block(user) {
                if visited.insert(block) {
                    pending.push(block);
                }
            }
        }
        let mut ops = Vec::new();
        while let Some(block) = pending.pop() {
            if let Some(mut op) = self.start(block, value) {
                let end = self.end(block, value, op);
                ops.push(op);
                while op != end {
                    match body.next_op(op) {
                        Some(next) => op = next,
                        None => break,
                    }
                    ops.push(op);
                }
            }
            for successor in body.block_successors(block) {
                if self.live_in[&successor].contains(&value) && visited.insert(successor) {
                    pending.push(successor);
                }
            }
        }
        ops.sort_by_key(|op| self.op_ids[op]);
        ops
    }

    /// The values live at `op` of `block` (MLIR's `currentlyLiveValues`).
    fn live_at(&self, block: BlockId, op: OpId) -> Vec<ValueId> {
        let body = self.body;
        let at = self.position(op);
        let mut candidates: Vec<ValueId> = body.block_args(block).to_vec();
        candidates.extend(self.live_in[&block].iter().copied());
        for walked in body.block_ops(block) {
            candidates.extend(body.results(walked).iter().copied());
            if walked == op {
                break;
            }
        }
        let mut live = FxHashSet::default();
        for value in candidates {
            let from_front = self.live_in[&block].contains(&value)
                || matches!(body.value_def(value), ValueDef::Argument { .. });
            let start = if from_front {
                body.first_op(block)
            } else {
                body.defining_op(value)
                    .and_then(|d| self.ancestor_in(block, d))
            };
            let Some(start) = start else {
                continue;
            };
            let end = if self.live_out[&block].contains(&value) {
                body.last_op(block).unwrap_or(start)
            } else {
                self.end(block, value, start)
            };
            if self.position(start) <= at && at <= self.position(end) {
                live.insert(value);
            }
        }
        live.into_iter().collect()
    }

    fn print(&self) -> String {
        let body = self.body;
        let op_text = |op: OpId| print_op_in_scope_custom(self.ctx, body, op);
        let mut out = String::from("// ---- Liveness -----\n");
        for &block in &self.blocks {
            out.push_str(&format!("// - Block: {}\n", self.block_ids[&block]));
            out.push_str("// --- LiveIn: ");
            out.push_str(&self.values(self.live_in[&block].iter().copied()));
            out.push_str("\n// --- LiveOut: ");
            out.push_str(&self.values(self.live_out[&block].iter().copied()));
            out.push_str("\n// --- BeginLivenessIntervals");
            for op in body.block_ops(block) {
                if body.results(op).is_empty() {
                    continue;
                }
                out.push('\n');
                for &result in body.results(op) {
                    out.push_str("// ");
                    out.push_str(&self.value(result));
                    out.push(':');
                    for live in self.live_ops(result) {
                        out.push_str("\n//     ");
                        out.push_str(&op_text(live));
                    }
                }
            }
            out.push_str("\n// --- EndLivenessIntervals\n// --- BeginCurrentlyLive\n");
            for op in body.block_ops(block) {
                let live = self.live_at(block, op);
                if live.is_empty() {
                    continue;
                }
                out.push_str("//     ");
                out.push_str(&op_text(op));
                out.push_str(" [");
                out.push_str(&self.values(live));
                out.push_str("\u{8}]\n");
            }
            out.push_str("// --- EndCurrentlyLive\n");
        }
        out.push_str("// -------------------\n");
        out
    }
}

impl Pass for PrintLiveness {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        cx.preserve_all();
        let name = symbol_op_name(cx.context(), target, "TestLivenessPass")?;
        let body = target.body.regions_body(target.op);
        let numbering = Numbering::new(cx.context(), body, target.body.regions(target.op));
        let text = format!("Testing : {name}\n{}", numbering.print());
        cx.stderr().push_str(&text);
        Ok(())
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "test-print-liveness",
        "TestLivenessPass",
        "Print the contents of a constructed liveness information (MLIR's format, to stderr)",
        |_| Ok(Box::new(PrintLiveness)),
    ));
}
