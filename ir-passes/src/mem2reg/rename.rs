//! Renaming: a walk of the scope's dominator tree with an explicit stack,
//! keeping the current value of each promoted variable (undone on the way
//! back up through an undo log). A merge sets the value; an allocation
//! makes it undefined (poison when read); a store sets it to the stored
//! value; a load's uses take the current value. At the end of each node,
//! the edges to merging nodes record the values they pass.

use super::flow::Scope;
use super::placement::Placement;
use super::poison::Poison;
use super::sites::{Kind, Sites};
use super::slots::Slots;
use ir_core::{Body, Context, OpId, ValueId};

/// What the renaming walk reads and writes.
pub(super) struct Renamer<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The body being rewritten.
    pub body: &'a mut Body,
    /// The scope and its index.
    pub scope: &'a Scope,
    /// Index of the scope.
    pub index: u32,
    /// The slots.
    pub slots: &'a Slots,
    /// Where their events are.
    pub sites: &'a Sites,
    /// The scope's placement.
    pub placement: &'a Placement,
    /// The value of each merge (parallel to `placement.merges`).
    pub merge_values: &'a [Vec<ValueId>],
    /// Poison values by allocation.
    pub poison: &'a mut Poison,
}

/// The current value of each variable of the scope (by position; `None`
/// when undefined) and the log of values replaced.
struct Values {
    current: Vec<Option<ValueId>>,
    undo: Vec<(u32, Option<ValueId>)>,
}

impl Values {
    fn set(&mut self, local: u32, value: Option<ValueId>) {
        let old = std::mem::replace(&mut self.current[local as usize], value);
        self.undo.push((local, old));
    }

    fn undo_to(&mut self, mark: usize) {
        for (local, value) in self.undo.drain(mark..).rev() {
            self.current[local as usize] = value;
        }
    }
}

/// A step of the walk.
enum Step {
    /// Process a node, then its children in the tree.
    Enter(u32),
    /// Undo the values set since the undo log had this length.
    Leave(usize),
}

impl Renamer<'_> {
    /// Renames every reachable access of the promoted variables and
    /// returns, per edge of the scope, the values it passes to its target's
    /// merges (empty for edges out of unreachable nodes).
    pub fn run(mut self) -> Vec<Vec<ValueId>> {
        let scope = self.scope;
        let vars = &self.sites.scope_vars[self.index as usize];
        let mut promoted = vec![false; vars.len()];
        for &var in &self.placement.promoted {
            promoted[self.sites.position[var as usize] as usize] = true;
        }
        let mut values = Values {
            current: vec![None; vars.len()],
            undo: Vec::new(),
        };
        let outgoing = scope.outgoing();
        let mut edge_values = vec![Vec::new(); scope.edges.len()];
        let mut events: Vec<(u32, Kind)> = Vec::new();
        let mut stack = vec![Step::Enter(0)];
        while let Some(step) = stack.pop() {
            let node = match step {
                Step::Leave(mark) => {
                    values.undo_to(mark);
                    continue;
                }
                Step::Enter(node) => node,
            };
            stack.push(Step::Leave(values.undo.len()));
            let merges = &self.placement.merges[node as usize];
            for (merge, &value) in merges.iter().zip(&self.merge_values[node as usize]) {
                values.set(self.sites.position[merge.var as usize], Some(value));
            }
            let ops: Vec<OpId> = scope.node_ops(self.body, node).collect();
            for op in ops {
                events.clear();
                self.sites
                    .for_each_event(self.slots, self.index, op, |var, kind| {
                        events.push((var, kind))
                    });
                for &(var, kind) in &events {
                    let local = self.sites.position[var as usize];
                    if !promoted[local as usize] {
                        continue;
                    }
                    match kind {
                        Kind::Allocate => values.set(local, None),
                        Kind::Store { store, stored } => {
                            values.set(local, Some(self.body.operand(store, stored as usize)))
                        }
                        Kind::Load { load } => {
                            let result = self.body.results(load)[0];
                            if self.body.has_uses(result) {
                                let value = self.value(var, values.current[local as usize]);
                                self.body.replace_all_uses(result, value);
                            }
                        }
                    }
                }
            }
            for &edge in outgoing.of(node) {
                let target = scope.edges[edge as usize].to as usize;
                let passed: Vec<_> = self.placement.merges[target]
                    .iter()
                    .map(|m| {
                        let current = values.current[self.sites.position[m.var as usize] as usize];
                        (m.var, current.filter(|_| m.live))
                    })
                    .collect();
                edge_values[edge as usize] = passed
                    .into_iter()
                    .map(|(var, value)| self.value(var, value))
                    .collect();
            }
            let children = self.placement.tree.children(node as usize);
            stack.extend(children.rev().map(|c| Step::Enter(c as u32)));
        }
        edge_values
    }

    /// `value`, or the poison of `var`'s allocation when undefined.
    fn value(&mut self, var: u32, value: Option<ValueId>) -> ValueId {
        value.unwrap_or_else(|| {
            let allocation = self.slots.vars[var as usize].allocation;
            let op = self.slots.allocations[allocation as usize].op;
            let ty = self.slots.vars[var as usize].ty;
            self.poison
                .of_allocation(self.ctx, self.body, allocation, op, ty)
        })
    }
}
