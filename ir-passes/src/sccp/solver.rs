//! The Wegman–Zadeck solver: a lattice value per SSA value (block
//! arguments included), executable blocks and edges, and two worklists —
//! blocks that became executable (each swept once, in order, before any
//! op is revisited) and ops whose operands changed. Ops are
//! evaluated through their `Fold` hook; branches through
//! `ConstantSuccessor`. Region ops with structured control flow
//! (`RegionBranch`: `scf.if`, `scf.for`, `scf.while`) are edges too: the
//! regions their constants allow run, each region's inputs meet what its
//! predecessors forward (the op's operands, its terminators' through
//! `RegionBranchTerminator`), and so do the op's results. Regions of other
//! ops run with unknowable inputs, and their results are overdefined.

use super::lattice::Lattice;
use crate::greedy::constant_value;
use ir_core::interfaces::{
    ConstantSuccessor, Fold, FoldResult, RegionBranch, RegionBranchTerminator, RegionPoint,
};
use ir_core::{Attr, BlockId, Body, Context, OpId, OpTraits, OpView, RegionId, ValueId};
use rustc_hash::{FxHashMap, FxHashSet};
use slotmap::SecondaryMap;
use smallvec::SmallVec;

/// The solution: what is known of each value, and which blocks run.
pub(super) struct Solution {
    pub(super) values: SecondaryMap<ValueId, Lattice>,
    pub(super) executable: SecondaryMap<BlockId, ()>,
}

impl Solution {
    pub(super) fn lattice(&self, value: ValueId) -> Lattice {
        self.values.get(value).copied().unwrap_or_default()
    }
}

/// What the functions around a body tell its solve (interprocedural
/// SCCP); without it, entry arguments and call results are overdefined.
pub(super) struct Boundary<'a> {
    /// What is known of the entry arguments of the first root region.
    pub(super) arguments: &'a [Lattice],
    /// What is known of a call's results, if its callee is solved too.
    pub(super) call_results: &'a dyn Fn(OpId) -> Option<&'a [Lattice]>,
}

struct Solver<'a> {
    ctx: &'a Context,
    body: &'a Body,
    solution: Solution,
    blocks: Vec<BlockId>,
    ops: Vec<OpId>,
    /// The ops on `ops`: an op is queued once however many of its operands
    /// change (a switch passing one value to 100,000 cases reads it
    /// 100,000 times, and each visit walks every case).
    queued: FxHashSet<OpId>,
    boundary: Option<&'a Boundary<'a>>,
    /// Whether the ops of a block are being visited for the first time
    /// (its sweep): see [`Solver::update_result`].
    sweeping: bool,
    /// Values read while still unknown: whoever read one must see it change.
    read_unknown: FxHashSet<ValueId>,
    /// Ops whose fold gave a value that is not among their operands (it
    /// looked through an operand's definer): they are revisited when that
    /// value changes, as its users are.
    dependents: FxHashMap<ValueId, SmallVec<[OpId; 2]>>,
}

/// Solves the regions `roots` of `body`, with what other functions tell
/// it (`boundary`), if anything.
pub(super) fn solve<'a>(
    ctx: &'a Context,
    body: &'a Body,
    roots: &[RegionId],
    boundary: Option<&'a Boundary<'a>>,
) -> Solution {
    let mut solver = Solver {
        ctx,
        body,
        solution: Solution {
            values: SecondaryMap::new(),
            executable: SecondaryMap::new(),
        },
        blocks: Vec::new(),
        ops: Vec::new(),
        queued: FxHashSet::default(),
        boundary,
        sweeping: false,
        read_unknown: FxHashSet::default(),
        dependents: FxHashMap::default(),
    };
    for (index, &region) in roots.iter().enumerate() {
        match boundary.filter(|_| index == 0) {
            Some(boundary) => solver.enter_function(region, boundary.arguments),
            None => solver.enter_region(region),
        }
    }
    loop {
        if let Some(block) = solver.blocks.pop() {
            solver.sweeping = true;
            for op in body.block_ops(block) {
                solver.visit(op);
            }
            solver.sweeping = false;
        } else if let Some(op) = solver.ops.pop() {
            solver.queued.remove(&op);
            if body
                .op_block(op)
                .is_some_and(|b| solver.solution.executable.contains_key(b))
            {
                solver.visit(op);
            }
        } else {
            return solver.solution;
        }
    }
}

impl Solver<'_> {
    /// A region entered from its op: its entry block runs, with unknowable arguments.
    fn enter_region(&mut self, region: RegionId) {
        let Some(entry) = self.body.entry_block(region) else {
            return;
        };
        for &arg in self.body.block_args(entry) {
            self.update(arg, Lattice::Overdefined);
        }
        self.mark_executable(entry);
    }

    /// A function's body entered from its calls: its entry block runs,
    /// with arguments as known from them.
    fn enter_function(&mut self, region: RegionId, arguments: &[Lattice]) {
        let Some(entry) = self.body.entry_block(region) else {
            return;
        };
        for (&arg, &lattice) in self.body.block_args(entry).iter().zip(arguments) {
            self.update(arg, lattice);
        }
        self.mark_executable(entry);
    }

    fn mark_executable(&mut self, block: BlockId) {
        if self.solution.executable.insert(block, ()).is_none() {
            self.blocks.push(block);
        }
    }

    /// Lowers `value` to its meet with `new`; users are revisited on change.
    fn update(&mut self, value: ValueId, new: Lattice) {
        if self.lower(value, new) {
            self.revisit_readers(value);
        }
    }

    /// Revisits the ops that read `value`: its users, and the ops whose
    /// fold gave it.
    fn revisit_readers(&mut self, value: ValueId) {
        let dependents = self.dependents.get(&value).into_iter().flatten().copied();
        for op in self.body.uses(value).map(|u| u.op).chain(dependents) {
            if self.queued.insert(op) {
                self.ops.push(op);
            }
        }
    }

    /// [`Solver::update`] for a result of the op being visited. During the
    /// first visit of an op (its block's sweep: blocks are swept before any
    /// op is revisited, and each once), its results change from unknown,
    /// and whoever read them before read them unknown. Anyone else reads
    /// them after the change: so only if someone did read one unknown
    /// (code where uses come before definitions: graph regions) are its
    /// users revisited. In SSA code the sweep walks no use list.
    fn update_result(&mut self, value: ValueId, new: Lattice) {
        if self.sweeping {
            if self.lower(value, new) && self.read_unknown.remove(&value) {
                self.revisit_readers(value);
            }
        } else {
            self.update(value, new);
        }
    }

    /// Lowers `value` to its meet with `new`; whether that changed it.
    fn lower(&mut self, value: ValueId, new: Lattice) -> bool {
        let old = self.solution.lattice(value);
        let met = old.meet(new);
        if met == old {
            return false;
        }
        self.solution.values.insert(value, met);
        true
    }

    /// What is known of `value`, noting it if that is nothing yet (see
    /// [`Solver::update_result`]).
    fn read(&mut self, value: ValueId) -> Lattice {
        let lattice = self.solution.lattice(value);
        if lattice == Lattice::Unknown {
            self.read_unknown.insert(value);
        }
        lattice
    }

    /// The operands' lattice values; `None` if one is still unknown.
    fn operand_constants(&mut self, op: OpId) -> Option<SmallVec<[Option<Attr>; 4]>> {
        let body = self.body;
        body.operands(op)
            .map(|v| match self.read(v) {
                Lattice::Unknown => None,
                lattice => Some(lattice.constant()),
            })
            .collect()
    }

    fn visit(&mut self, op: OpId) {
        let body = self.body;
        if !body.regions(op).is_empty() && !body.is_isolated(op) {
            self.visit_region_op(op);
            return;
        }
        if body.num_successors(op) > 0 {
            self.visit_branch(op);
            return;
        }
        if body.results(op).is_empty() {
            self.visit_region_terminator(op);
            return;
        }
        if let Some(results) = self.boundary.and_then(|b| (b.call_results)(op)) {
            for (&result, &lattice) in body.results(op).iter().zip(results) {
                self.update_result(result, lattice);
            }
            return;
        }
        let Some(constants) = self.operand_constants(op) else {
            return;
        };
        let view = OpView::new(self.ctx, body, op);
        let name = body.op_name(op);
        if self.ctx.op_has(name, OpTraits::CONSTANT_LIKE) {
            if let (Some(value), [result]) = (constant_value(self.ctx, body, op), body.results(op))
            {
                self.update_result(
                    *result,
                    Lattice::Constant {
                        value,
                        producer: name,
                    },
                );
                return;
            }
        }
        let folded = view
            .interface::<Fold>()
            .and_then(|Fold(fold)| fold(&view, &constants));
        let Some(folded) = folded.filter(|f| f.len() == body.results(op).len()) else {
            self.overdefine_results(op);
            return;
        };
        for (&result, fold) in body.results(op).iter().zip(folded) {
            let lattice = match fold {
                FoldResult::Attr(value) => Lattice::Constant {
                    value,
                    producer: name,
                },
                FoldResult::Value(value) => {
                    if !body.operands(op).any(|v| v == value) {
                        let dependents = self.dependents.entry(value).or_default();
                        if !dependents.contains(&op) {
                            dependents.push(op);
                        }
                    }
                    self.read(value)
                }
            };
            if lattice != Lattice::Unknown {
                self.update_result(result, lattice);
            }
        }
    }

    /// An op with regions: with `RegionBranch`, the regions its constant
    /// operands allow run, receiving its operands, and its results receive
    /// what it passes them directly; otherwise every region runs with
    /// unknowable inputs, and the results are overdefined.
    fn visit_region_op(&mut self, op: OpId) {
        let body = self.body;
        let view = OpView::new(self.ctx, body, op);
        let Some(branch) = view.interface::<RegionBranch>() else {
            for &region in body.regions(op) {
                self.enter_region(region);
            }
            self.overdefine_results(op);
            return;
        };
        let Some(constants) = self.operand_constants(op) else {
            return;
        };
        let taken = view
            .interface::<ConstantSuccessor>()
            .and_then(|ConstantSuccessor(decide)| decide(&view, &constants));
        let mut successors = (branch.successors)(&view, RegionPoint::Parent);
        // A decided region that is not among them (`scf.if` without an
        // else region, on false) means straight to the results.
        let decided = match taken {
            Some(index) if successors.contains(&RegionPoint::Region(index)) => {
                Some(RegionPoint::Region(index))
            }
            Some(_) if successors.contains(&RegionPoint::Parent) => Some(RegionPoint::Parent),
            _ => None,
        };
        if let Some(decided) = decided {
            successors.retain(|&s| s == decided);
        }
        let operands: SmallVec<[ValueId; 8]> = body.operands(op).collect();
        for successor in successors {
            let forwarded = match successor {
                RegionPoint::Region(index) => (branch.entry_operands)(&view, index),
                RegionPoint::Parent => (branch.passthrough_operands)(&view),
            };
            let values = operands.get(forwarded).unwrap_or(&[]);
            self.flow(op, branch, successor, values, true);
        }
    }

    /// A terminator of a region of a `RegionBranch` op (`scf.yield`,
    /// `scf.condition`): what it forwards flows to each region or result
    /// list that may follow its region. One that does not say what it
    /// forwards (no `RegionBranchTerminator`) makes them overdefined.
    fn visit_region_terminator(&mut self, op: OpId) {
        let body = self.body;
        if !self.ctx.op_has(body.op_name(op), OpTraits::TERMINATOR) {
            return;
        }
        let held = body.op_block(op).and_then(|b| body.block_region(b));
        let Some((parent, region)) = held.and_then(|r| body.region_position(r)) else {
            return;
        };
        let view = OpView::new(self.ctx, body, op);
        let forwarded = view
            .interface::<RegionBranchTerminator>()
            .map(|t| t.forwarded);
        let parent_view = OpView::new(self.ctx, body, parent);
        let Some(branch) = parent_view.interface::<RegionBranch>() else {
            return;
        };
        let operands: SmallVec<[ValueId; 8]> = body.operands(op).collect();
        for successor in (branch.successors)(&parent_view, RegionPoint::Region(region)) {
            // Without a range, no values: a count that cannot match.
            let values = forwarded
                .and_then(|forwarded| operands.get(forwarded(&view, successor)))
                .unwrap_or(&[]);
            self.flow(parent, branch, successor, values, forwarded.is_some());
        }
    }

    /// Control reaches `to` (a region of `op`, or its results) carrying
    /// `values`: a region's entry block runs, its inputs meeting `values`
    /// (its other arguments, such as an induction variable, are
    /// overdefined); the results meet `values`. Unless the values are
    /// `known`, or if their count does not match, the inputs or results
    /// are overdefined.
    fn flow(
        &mut self,
        op: OpId,
        branch: &RegionBranch,
        to: RegionPoint,
        values: &[ValueId],
        known: bool,
    ) {
        let body = self.body;
        let (targets, inputs) = match to {
            RegionPoint::Parent => (body.results(op), 0..body.results(op).len()),
            RegionPoint::Region(index) => {
                let Some(entry) = body
                    .regions(op)
                    .get(index)
                    .and_then(|&r| body.entry_block(r))
                else {
                    return;
                };
                let view = OpView::new(self.ctx, body, op);
                self.mark_executable(entry);
                (body.block_args(entry), (branch.region_inputs)(&view, index))
            }
        };
        let matches = known && inputs.len() == values.len() && inputs.end <= targets.len();
        for (position, &target) in targets.iter().enumerate() {
            let lattice = match position.checked_sub(inputs.start) {
                Some(at) if matches && inputs.contains(&position) => self.read(values[at]),
                _ => Lattice::Overdefined,
            };
            self.update(target, lattice);
        }
    }

    /// The results of `op`, being visited, are overdefined.
    fn overdefine_results(&mut self, op: OpId) {
        for &result in self.body.results(op) {
            self.update_result(result, Lattice::Overdefined);
        }
    }

    /// A terminator: the successors its operands allow become executable,
    /// and the values it forwards flow into their arguments (those of every
    /// successor slot to an executable edge's block).
    fn visit_branch(&mut self, op: OpId) {
        let body = self.body;
        let view = OpView::new(self.ctx, body, op);
        let Some(constants) = self.operand_constants(op) else {
            return;
        };
        let taken = view
            .interface::<ConstantSuccessor>()
            .and_then(|ConstantSuccessor(decide)| decide(&view, &constants));
        // As in MLIR, an edge is between blocks, not successors: every
        // successor going where the taken one goes forwards its values.
        let taken_target = taken.and_then(|t| body.successors(op).nth(t));
        let forwarded = view.successor_ranges();
        let operands: SmallVec<[ValueId; 8]> = body.operands(op).collect();
        for (index, target) in body.successors(op).enumerate() {
            if taken_target.is_some_and(|t| t != target) {
                continue;
            }
            self.mark_executable(target);
            let args = body.block_args(target);
            match &forwarded {
                Some(ranges) => {
                    let range = ranges.get(index).cloned().unwrap_or(0..0);
                    let passed = operands.get(range).unwrap_or_default();
                    for (&arg, &value) in args.iter().zip(passed) {
                        let lattice = self.read(value);
                        self.update(arg, lattice);
                    }
                }
                None => args
                    .iter()
                    .for_each(|&arg| self.update(arg, Lattice::Overdefined)),
            }
        }
    }
}
