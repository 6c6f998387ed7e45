//! Rewriting a function out of SSA once its values have variables: declare
//! the variables, write each value that lives in one where it is defined,
//! sequentialize the copies of each edge, read block arguments where they
//! are used, and drop the arguments and the operands that fed them.

use super::assignment::Assignment;
use super::forwarded::take_successor_operands;
use super::parallel_copy::{sequentialize, Move, Source};
use super::split_edges::SplitEdge;
use super::webs::{is_phi, Edge};
use ir_core::ir::{Builder, InsertPoint};
use ir_core::{Attr, BlockId, Body, Context, Diagnostic, OpId, OpTraits, RegionId, ValueId};
use ir_dialects::var;
use rustc_hash::FxHashMap;
use slotmap::SecondaryMap;

/// What the rewriting inserted on edges.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct EdgeMoves {
    /// Values moved into variables (`var.copy`, `var.write`).
    pub copies: u64,
    /// Temporaries that broke a cycle of copies.
    pub temporaries: u64,
}

/// The rewriting of one body.
pub(crate) struct Rewrite<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    assignment: &'a Assignment,
    /// The `!var.ref` of each variable.
    variables: Vec<ValueId>,
    /// Where the ops that must follow the declarations of a root go.
    after_declarations: SecondaryMap<RegionId, OpId>,
    /// The first copy placed before a block's terminator: the terminator's
    /// own reads go before it.
    first_copy: SecondaryMap<BlockId, OpId>,
}

impl<'a> Rewrite<'a> {
    /// Declares the variables of `assignment` at the top of their roots'
    /// entry blocks, at `loc`.
    pub(crate) fn declare(
        ctx: &'a Context,
        body: &'a mut Body,
        assignment: &'a Assignment,
        loc: Attr,
    ) -> Self {
        let mut variables = Vec::with_capacity(assignment.num_variables());
        let mut after_declarations = SecondaryMap::new();
        for variable in 0..assignment.num_variables() as u32 {
            let root = assignment.root(variable);
            let entry = body.entry_block(root).expect("a root with blocks");
            let at = match after_declarations.get(root) {
                Some(&last) => InsertPoint::After(last),
                None => InsertPoint::Start(entry),
            };
            let mut builder = Builder::new(ctx, body);
            builder.set_insertion_point(at);
            let ty = assignment.variable_type(variable);
            let reference = var::declare(&mut builder, ty, loc);
            let declaration = body.defining_op(reference).expect("a declaration");
            after_declarations.insert(root, declaration);
            variables.push(reference);
        }
        Self {
            ctx,
            body,
            assignment,
            variables,
            after_declarations,
            first_copy: SecondaryMap::new(),
        }
    }

    /// Writes every value of `region` that lives in a variable and is not
    /// a block argument there, just after its definition: the value is
    /// defined into its variable, no copy.
    pub(crate) fn write_definitions(&mut self, region: RegionId) {
        let Some(entry) = self.body.entry_block(region) else {
            return;
        };
        let start = match self.after_declarations.get(region) {
            Some(&last) => InsertPoint::After(last),
            None => InsertPoint::Start(entry),
        };
        let in_variables = |values: &[ValueId]| -> Vec<ValueId> {
            values
                .iter()
                .copied()
                .filter(|&v| self.assignment.variable(v).is_some())
                .collect()
        };
        let mut writes = vec![(start, in_variables(self.body.block_args(entry)))];
        for block in self.body.region_blocks(region) {
            for op in self.body.block_ops(block) {
                let values = in_variables(self.body.results(op));
                if !values.is_empty() {
                    writes.push((InsertPoint::After(op), values));
                }
            }
        }
        for (at, values) in writes {
            let mut builder = Builder::new(self.ctx, self.body);
            builder.set_insertion_point(at);
            for value in values {
                let variable =
                    self.variables[self.assignment.variable(value).expect("a variable") as usize];
                let loc = builder
                    .body
                    .value_loc(value)
                    .unwrap_or_else(|| self.ctx.unknown_loc());
                var::write(&mut builder, value, variable, loc);
            }
        }
    }

    fn variable_of(&self, value: ValueId) -> ValueId {
        let variable = self
            .assignment
            .variable(value)
            .expect("a value in a variable");
        self.variables[variable as usize]
    }

    /// Places the parallel copy of each edge of `edges` on its edge and
    /// removes the operands the branches passed.
    pub(crate) fn place_copies(&mut self, edges: &[Edge]) -> Result<EdgeMoves, Diagnostic> {
        let mut moves = EdgeMoves::default();
        for edge in edges {
            let copies = self.edge_copies(edge);
            if copies.is_empty() {
                continue;
            }
            let at = self.edge_point(edge)?;
            self.emit(&sequentialize(&copies), at, edge.terminator, &mut moves);
        }
        let mut done: Vec<OpId> = edges.iter().map(|e| e.terminator).collect();
        done.dedup();
        for terminator in done {
            take_successor_operands(self.ctx, self.body, terminator, |_| true)?;
        }
        Ok(moves)
    }

    /// The copies of `edge`, one per needed argument of its target that
    /// does not already share the variable of the value passed.
    fn edge_copies(&self, edge: &Edge) -> Vec<(u32, Source<ValueId>)> {
        let arguments = self.body.block_args(edge.target);
        let mut copies = Vec::new();
        for (&arg, &value) in arguments.iter().zip(&edge.operands) {
            let Some(to) = self.assignment.variable(arg) else {
                continue;
            };
            let from = self.assignment.variable(value);
            let source = match from {
                Some(from) if is_phi(self.body, value) => Source::Variable(from),
                Some(from) if from == to => continue,
                _ => Source::Value(value),
            };
            copies.push((to, source));
        }
        copies
    }

    /// Where the copies of `edge` go: before the branch if it has one
    /// successor, at the start of the target if it has one predecessor.
    fn edge_point(&self, edge: &Edge) -> Result<InsertPoint, Diagnostic> {
        let body = &*self.body;
        if body.num_successors(edge.terminator) == 1 {
            return Ok(InsertPoint::Before(edge.terminator));
        }
        if body.block_uses(edge.target).count() == 1 {
            return Ok(InsertPoint::Start(edge.target));
        }
        Err(Diagnostic::error(
            body.op_loc(edge.terminator),
            "internal error: copies on a critical edge that was not split",
        ))
    }

    /// Emits `moves` at `at`, located at `branch`.
    fn emit(
        &mut self,
        moves: &[Move<ValueId>],
        at: InsertPoint,
        branch: OpId,
        count: &mut EdgeMoves,
    ) {
        let loc = self.body.op_loc(branch);
        let vars = &self.variables;
        let mut builder = Builder::new(self.ctx, self.body);
        builder.set_insertion_point(at);
        let mut temporary = None;
        let mut first = None;
        for &step in moves {
            let op = match step {
                Move::Copy { from, to } => {
                    var::copy(&mut builder, vars[from as usize], vars[to as usize], loc)
                }
                Move::Write { value, to } => {
                    var::write(&mut builder, value, vars[to as usize], loc)
                }
                Move::Save { from } => {
                    let ty = self.assignment.variable_type(from);
                    let saved = var::read(&mut builder, vars[from as usize], ty, loc);
                    temporary = Some(saved);
                    count.temporaries += 1;
                    builder.body.defining_op(saved).expect("a read")
                }
                Move::Restore { to } => {
                    let saved = temporary.take().expect("a saved value");
                    var::write(&mut builder, saved, vars[to as usize], loc)
                }
            };
            if !matches!(step, Move::Save { .. }) {
                count.copies += 1;
            }
            first.get_or_insert(op);
        }
        if let (InsertPoint::Before(terminator), Some(first)) = (at, first) {
            let block = self.body.op_block(terminator).expect("a branch in a block");
            self.first_copy.insert(block, first);
        }
    }

    /// Replaces each use of a needed argument of a non-entry block of
    /// `region` by a read of its variable just before the user (one read
    /// per user), and erases the arguments.
    pub(crate) fn read_arguments(&mut self, region: RegionId) -> Result<(), Diagnostic> {
        let entry = self.body.entry_block(region);
        let blocks: Vec<BlockId> = self
            .body
            .region_blocks(region)
            .filter(|&b| Some(b) != entry && !self.body.block_args(b).is_empty())
            .collect();
        for block in blocks {
            let arguments = self.body.block_args(block).to_vec();
            for &arg in &arguments {
                if self.assignment.variable(arg).is_some() {
                    self.read_at_uses(arg);
                }
            }
            for index in (0..arguments.len()).rev() {
                if self.body.has_uses(arguments[index]) {
                    return Err(Diagnostic::error(
                        self.body
                            .value_loc(arguments[index])
                            .unwrap_or_else(|| self.ctx.unknown_loc()),
                        "internal error: a block argument still used after lowering",
                    ));
                }
                self.body.erase_block_arg(block, index);
            }
        }
        Ok(())
    }

    /// Replaces the uses of `arg` by reads of its variable.
    fn read_at_uses(&mut self, arg: ValueId) {
        let variable = self.variable_of(arg);
        let ty = self.body.value_type(arg);
        let uses: Vec<(OpId, usize)> = self
            .body
            .uses(arg)
            .map(|u| (u.op, u.index as usize))
            .collect();
        let mut reads: FxHashMap<OpId, ValueId> = FxHashMap::default();
        for (user, index) in uses {
            let read = match reads.get(&user) {
                Some(&read) => read,
                None => {
                    let at = self.read_point(user);
                    let mut builder = Builder::new(self.ctx, self.body);
                    builder.set_insertion_point(at);
                    let loc = builder.body.op_loc(user);
                    let read = var::read(&mut builder, variable, ty, loc);
                    reads.insert(user, read);
                    read
                }
            };
            self.body.set_operand(user, index, read);
        }
    }

    /// Where the read for `user` goes: just before it, or before the
    /// copies placed ahead of it if it is a branch (it reads its operands
    /// before the edge's copies happen).
    fn read_point(&self, user: OpId) -> InsertPoint {
        let is_terminator = self
            .ctx
            .op_has(self.body.op_name(user), OpTraits::TERMINATOR);
        let block = self.body.op_block(user);
        match block.and_then(|b| self.first_copy.get(b)) {
            Some(&first) if is_terminator => InsertPoint::Before(first),
            _ => InsertPoint::Before(user),
        }
    }
}

/// Removes the blocks of `splits` that received no copy (branching
/// straight to the target again); returns how many edges stay split.
pub(crate) fn drop_empty_splits(body: &mut Body, splits: &[SplitEdge]) -> u64 {
    let mut kept = 0;
    for split in splits {
        if body.first_op(split.block) != body.last_op(split.block) {
            kept += 1;
            continue;
        }
        body.set_successor(split.terminator, split.position, split.target);
        body.erase_blocks(&[split.block]);
    }
    kept
}
