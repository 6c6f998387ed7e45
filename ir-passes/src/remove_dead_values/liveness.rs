//! Which values are live, as MLIR's `LivenessAnalysis` (a sparse backward
//! analysis over the code its dead-code analysis finds can run) decides:
//! a value is live if an op uses it that would not be trivially dead with
//! its results unused (MLIR's `wouldOpBeTriviallyDead`: writes, frees,
//! unknown effects, terminators; not reads), if a public function (or one
//! whose every caller is not known) returns it, if a branch uses it other
//! than to forward it, if a region-branch op (or one of its terminators)
//! uses it other than to forward it and the op has a live result or would
//! not be trivially dead, or if it computes a live value: an operand of an
//! op with a live result, an operand forwarded to a live block argument or
//! region-branch input, a call operand passed to a live argument of its
//! callee, or a returned value whose call result is live at some running
//! call. Everything else, and everything in code that never runs, is dead.
//!
//! A worklist of values: each becomes live once and is looked at once;
//! each op's operands are marked for a live result once, each callee
//! result's returned values once, and the operands a branch forwards are
//! found through ranges asked of it once. Linear in the module.

use super::flow::{edges, Edge};
use super::program::{call_arguments, Program};
use ir_core::dialect::registry::SuccessorRanges;
use ir_core::interfaces::CallOp;
use ir_core::ir::ValueDef;
use ir_core::{Body, Context, OpId, OpTraits, OpView, ValueId};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

/// The live values of each function.
pub(super) struct Liveness {
    live: Vec<FxHashSet<ValueId>>,
}

impl Liveness {
    /// Whether `value` of function `f` is live.
    pub(super) fn is_live(&self, f: usize, value: ValueId) -> bool {
        self.live[f].contains(&value)
    }
}

/// How values flow through one region-branch op.
struct Flow {
    edges: Vec<Edge>,
    /// The edges into each input.
    by_input: FxHashMap<ValueId, SmallVec<[usize; 2]>>,
    /// The op's and each terminator's operands that are not forwarded.
    not_forwarded: Vec<(OpId, Vec<usize>)>,
}

/// Runs the analysis over every function of `program`.
pub(super) fn analyze(ctx: &Context, module: &Body, program: &Program) -> Liveness {
    let mut analysis = Analysis {
        ctx,
        module,
        program,
        live: vec![FxHashSet::default(); program.functions.len()],
        work: Vec::new(),
        flows: Vec::new(),
        flow_of: FxHashMap::default(),
        expanded: FxHashSet::default(),
        returned: FxHashSet::default(),
        ranges: FxHashMap::default(),
    };
    for f in 0..program.functions.len() {
        analysis.seed(f);
    }
    while let Some((f, value)) = analysis.work.pop() {
        analysis.propagate(f, value);
    }
    Liveness {
        live: analysis.live,
    }
}

struct Analysis<'a> {
    ctx: &'a Context,
    module: &'a Body,
    program: &'a Program,
    live: Vec<FxHashSet<ValueId>>,
    work: Vec<(usize, ValueId)>,
    flows: Vec<Flow>,
    flow_of: FxHashMap<(usize, OpId), Option<usize>>,
    /// Ops whose operands were marked for a live result.
    expanded: FxHashSet<(usize, OpId)>,
    /// Callee results whose returned values were marked.
    returned: FxHashSet<(usize, u32)>,
    ranges: FxHashMap<(usize, OpId), Option<SuccessorRanges>>,
}

impl<'a> Analysis<'a> {
    fn body(&self, f: usize) -> &'a Body {
        self.program.body(self.module, f)
    }

    fn mark(&mut self, f: usize, value: ValueId) {
        if self.live[f].insert(value) {
            self.work.push((f, value));
        }
    }

    fn mark_operands(&mut self, f: usize, op: OpId, positions: impl IntoIterator<Item = usize>) {
        let values: SmallVec<[ValueId; 8]> = {
            let body = self.body(f);
            positions
                .into_iter()
                .filter(|&i| i < body.num_operands(op))
                .map(|i| body.operand(op, i))
                .collect()
        };
        values.into_iter().for_each(|v| self.mark(f, v));
    }

    fn mark_all_operands(&mut self, f: usize, op: OpId) {
        let count = self.body(f).num_operands(op);
        self.mark_operands(f, op, 0..count);
    }

    fn runs_op(&self, f: usize, op: OpId) -> bool {
        self.program.runs(f, self.body(f).op_block(op))
    }

    fn is_free(&self, f: usize, op: OpId) -> bool {
        self.program.is_free(self.ctx, self.body(f), f, op)
    }

    fn would_be_dead(&self, f: usize, op: OpId) -> bool {
        self.program.would_be_dead(self.ctx, self.body(f), f, op)
    }

    /// The flow through `op` of function `f`, if it is a region-branch op.
    fn flow(&mut self, f: usize, op: OpId) -> Option<usize> {
        if let Some(&known) = self.flow_of.get(&(f, op)) {
            return known;
        }
        let body = self.program.body(self.module, f);
        let found = edges(self.ctx, body, op).map(|edges| {
            let mut by_input: FxHashMap<ValueId, SmallVec<[usize; 2]>> = FxHashMap::default();
            let mut forwarded: FxHashMap<OpId, Vec<bool>> = FxHashMap::default();
            forwarded.insert(op, vec![false; body.num_operands(op)]);
            for &region in body.regions(op) {
                for block in body.region_blocks(region) {
                    if let Some(last) = body.last_op(block) {
                        if self.ctx.op_has(body.op_name(last), OpTraits::TERMINATOR) {
                            forwarded.insert(last, vec![false; body.num_operands(last)]);
                        }
                    }
                }
            }
            for (i, edge) in edges.iter().enumerate() {
                by_input.entry(edge.input).or_default().push(i);
                if let Some(slot) = forwarded
                    .get_mut(&edge.owner)
                    .and_then(|f| f.get_mut(edge.operand))
                {
                    *slot = true;
                }
            }
            let mut not_forwarded: Vec<(OpId, Vec<usize>)> = forwarded
                .into_iter()
                .map(|(owner, f)| {
                    let positions = f
                        .iter()
                        .enumerate()
                        .filter(|(_, &f)| !f)
                        .map(|(i, _)| i)
                        .collect();
                    (owner, positions)
                })
                .collect();
            // The op's own first, then its terminators in program order.
            not_forwarded.sort_by_key(|(owner, _)| *owner != op);
            Flow {
                edges,
                by_input,
                not_forwarded,
            }
        });
        let index = found.map(|flow| {
            self.flows.push(flow);
            self.flows.len() - 1
        });
        self.flow_of.insert((f, op), index);
        index
    }

    /// Marks what is live whatever else is: the uses that matter in the
    /// code of `f` that runs.
    fn seed(&mut self, f: usize) {
        let function = &self.program.functions[f];
        let Some(executable) = function.executable.as_ref() else {
            return;
        };
        let body = self.body(f);
        let region = function.region;
        let tracked = function.tracked;
        let ops = crate::walk::ops_in_order(body, &[region], |b| executable.contains_key(b));
        for op in ops {
            let body = self.body(f);
            let name = body.op_name(op);
            let view = OpView::new(self.ctx, body, op);
            if view.interface::<CallOp>().is_some() {
                let tracked_callee = self
                    .program
                    .callee(f, op)
                    .is_some_and(|g| self.program.functions[g].tracked);
                if tracked_callee {
                    // What the callee's arguments need; the rest is live.
                    // (A callee that is not changed keeps every operand
                    // live: MLIR's takes its arguments' liveness, and
                    // leaves a null operand where that erases a value.)
                    let arguments = call_arguments(self.ctx, body, op);
                    let count = body.num_operands(op);
                    self.mark_operands(f, op, (0..count).filter(|i| !arguments.contains(i)));
                } else {
                    self.mark_all_operands(f, op);
                }
                continue;
            }
            if body.num_successors(op) > 0 {
                let forwarded = self.forwarded_by_branch(f, op);
                let count = self.body(f).num_operands(op);
                self.mark_operands(f, op, (0..count).filter(|&i| !forwarded[i]));
                continue;
            }
            if let Some(flow) = self.flow(f, op) {
                // Its and its terminators' other operands decide what runs:
                // live (here) if the op stays whatever its results, that
                // is if it has any memory effect (MLIR's: if it would not
                // be trivially dead, so an op that only reads loses the
                // definition of its condition or bounds and is left with
                // a null operand), or (below) once a result is live.
                if !self.is_free(f, op) {
                    let entries = self.flows[flow].not_forwarded.clone();
                    for (owner, positions) in entries {
                        if owner == op || self.runs_op(f, owner) {
                            self.mark_operands(f, owner, positions);
                        }
                    }
                }
                continue;
            }
            let body = self.body(f);
            let parent = body.parent_op(op);
            if parent.is_some_and(|p| self.flow(f, p).is_some())
                && self.ctx.op_has(name, OpTraits::TERMINATOR)
            {
                // A region-branch terminator: seeded with its parent.
                continue;
            }
            let return_like = self.ctx.op_has(name, OpTraits::RETURN_LIKE);
            if return_like && body.op_region(op) == Some(region) {
                if !tracked {
                    self.mark_all_operands(f, op);
                }
                continue;
            }
            if !self.would_be_dead(f, op) {
                self.mark_all_operands(f, op);
            }
        }
    }

    /// Which operands of branch `op` are forwarded to a successor.
    fn forwarded_by_branch(&mut self, f: usize, op: OpId) -> Vec<bool> {
        let count = self.body(f).num_operands(op);
        let mut forwarded = vec![false; count];
        if let Some(ranges) = self.successor_ranges(f, op) {
            for range in ranges.iter() {
                for i in range.clone() {
                    if let Some(slot) = forwarded.get_mut(i) {
                        *slot = true;
                    }
                }
            }
        }
        forwarded
    }

    fn successor_ranges(&mut self, f: usize, op: OpId) -> Option<&SuccessorRanges> {
        let ctx = self.ctx;
        let body = self.program.body(self.module, f);
        self.ranges
            .entry((f, op))
            .or_insert_with(|| OpView::new(ctx, body, op).successor_ranges())
            .as_ref()
    }

    /// What a value becoming live makes live.
    fn propagate(&mut self, f: usize, value: ValueId) {
        let body = self.body(f);
        match body.value_def(value) {
            ValueDef::Result { op, index } => {
                if let Some(g) = self.program.callee(f, op) {
                    self.mark_returned(g, index);
                } else if OpView::new(self.ctx, body, op)
                    .interface::<CallOp>()
                    .is_some()
                {
                    // An unknown callee: its operands are all live already.
                } else if let Some(flow) = self.flow(f, op) {
                    self.mark_inputs_sources(f, flow, value);
                    if self.expanded.insert((f, op)) {
                        let entries = self.flows[flow].not_forwarded.clone();
                        for (owner, positions) in entries {
                            if owner == op || self.runs_op(f, owner) {
                                self.mark_operands(f, owner, positions);
                            }
                        }
                    }
                } else if self.expanded.insert((f, op)) {
                    self.mark_all_operands(f, op);
                }
            }
            ValueDef::Argument { block, index } => {
                let index = index as usize;
                let function = &self.program.functions[f];
                if body.entry_block(function.region) == Some(block) {
                    if function.tracked {
                        self.mark_passed(f, index);
                    }
                    return;
                }
                if body.is_entry_block(block) {
                    let parent = body.block_region(block).and_then(|r| body.region_parent(r));
                    if let Some(flow) = parent.and_then(|p| self.flow(f, p)) {
                        self.mark_inputs_sources(f, flow, value);
                    }
                    return;
                }
                let uses: SmallVec<[(OpId, usize); 4]> = body
                    .block_uses(block)
                    .map(|u| (u.op, u.index as usize))
                    .collect();
                for (branch, successor) in uses {
                    if !self.runs_op(f, branch) {
                        continue;
                    }
                    let position = self
                        .successor_ranges(f, branch)
                        .and_then(|r| r.get(successor))
                        .filter(|r| index < r.len())
                        .map(|r| r.start + index);
                    if let Some(position) = position {
                        self.mark_operands(f, branch, [position]);
                    }
                }
            }
            ValueDef::Placeholder => {}
        }
    }

    /// Marks the operands forwarded to `input` of region-branch flow `flow`.
    fn mark_inputs_sources(&mut self, f: usize, flow: usize, input: ValueId) {
        let sources: SmallVec<[(OpId, usize); 4]> = match self.flows[flow].by_input.get(&input) {
            Some(edges) => edges
                .iter()
                .map(|&e| {
                    let edge = self.flows[flow].edges[e];
                    (edge.owner, edge.operand)
                })
                .collect(),
            None => return,
        };
        for (owner, operand) in sources {
            if self.runs_op(f, owner) {
                self.mark_operands(f, owner, [operand]);
            }
        }
    }

    /// Marks what function `g` returns as result `index`, once.
    fn mark_returned(&mut self, g: usize, index: u32) {
        if !self.returned.insert((g, index)) {
            return;
        }
        let body = self.body(g);
        let region = self.program.functions[g].region;
        let returns: SmallVec<[OpId; 4]> = body
            .region_blocks(region)
            .filter(|&b| self.program.runs(g, Some(b)))
            .filter_map(|b| body.last_op(b))
            .filter(|&t| self.ctx.op_has(body.op_name(t), OpTraits::RETURN_LIKE))
            .collect();
        for ret in returns {
            self.mark_operands(g, ret, [index as usize]);
        }
    }

    /// Marks what each running call of `f` passes as argument `index`.
    fn mark_passed(&mut self, f: usize, index: usize) {
        let sites = self.program.calls[f].clone();
        for site in sites {
            if !self.runs_op(site.caller, site.op) {
                continue;
            }
            let start = call_arguments(self.ctx, self.body(site.caller), site.op).start;
            self.mark_operands(site.caller, site.op, [start + index]);
        }
    }
}
