//! Where each variable is defined and used in its scope's flow graph.
//!
//! An access in the scope itself is an event of its own node. An access
//! nested in the regions of an op of unknown control flow counts as an
//! event of that op (the value it reads is the one at the op); a store
//! there cannot be followed, so its variable stays in memory.

use super::flow::Flow;
use super::slots::{Access, Slots};
use ir_core::OpId;
use slotmap::SecondaryMap;

/// What an event does to a variable.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// The allocation: the value is undefined from here.
    Allocate,
    /// A load (op `load`'s result 0 reads the value).
    Load {
        /// The load.
        load: OpId,
    },
    /// A store of operand `stored` of op `store`.
    Store {
        /// The store.
        store: OpId,
        /// The stored operand.
        stored: u32,
    },
}

impl Kind {
    /// Whether the event gives the variable a new value.
    pub fn defines(self) -> bool {
        !matches!(self, Kind::Load { .. })
    }
}

/// The scope of each variable and the loads nested in ops of unknown
/// control flow.
#[derive(Debug, Default)]
pub(super) struct Sites {
    /// The scope of each variable (that of its allocation).
    pub var_scope: Vec<u32>,
    /// The variables of each scope.
    pub scope_vars: Vec<Vec<u32>>,
    /// The position of each variable in its scope's `scope_vars`.
    pub position: Vec<u32>,
    /// Variables that must stay in memory.
    pub blocked: Vec<bool>,
    /// For an op of unknown control flow, the loads nested in it of the
    /// variables of its own scope, as (load, variable).
    nested: SecondaryMap<OpId, Vec<(OpId, u32)>>,
    /// The allocation each allocating op makes.
    allocation_of: SecondaryMap<OpId, u32>,
}

impl Sites {
    /// Attributes every access of `slots` to an op of its variable's scope.
    pub fn new(flow: &Flow, slots: &Slots) -> Self {
        let mut sites = Sites {
            var_scope: Vec::with_capacity(slots.vars.len()),
            scope_vars: vec![Vec::new(); flow.scopes.len()],
            blocked: vec![false; slots.vars.len()],
            ..Sites::default()
        };
        for (index, allocation) in slots.allocations.iter().enumerate() {
            sites.allocation_of.insert(allocation.op, index as u32);
            let scope = flow.place[allocation.op].scope;
            for var in allocation.vars.clone() {
                let vars = &mut sites.scope_vars[scope as usize];
                sites.var_scope.push(scope);
                sites.position.push(vars.len() as u32);
                vars.push(var);
            }
        }
        for (op, &access) in &slots.accesses {
            let var = access.var();
            let target = sites.var_scope[var as usize];
            match holder_in_scope(flow, op, target) {
                Some(holder) if holder == op => {}
                Some(holder) if matches!(access, Access::Load(_)) => {
                    sites
                        .nested
                        .entry(holder)
                        .expect("live op")
                        .or_default()
                        .push((op, var));
                }
                _ => sites.blocked[var as usize] = true,
            }
        }
        for loads in sites.nested.values_mut() {
            loads.sort_unstable();
        }
        sites
    }

    /// Calls `visit(var, kind)` for each event of `op` in `scope`, in order.
    pub fn for_each_event(
        &self,
        slots: &Slots,
        scope: u32,
        op: OpId,
        mut visit: impl FnMut(u32, Kind),
    ) {
        if let Some(&allocation) = self.allocation_of.get(op) {
            for var in slots.allocations[allocation as usize].vars.clone() {
                visit(var, Kind::Allocate);
            }
        }
        if let Some(&access) = slots.accesses.get(op) {
            let var = access.var();
            if self.var_scope[var as usize] == scope {
                match access {
                    Access::Load(_) => visit(var, Kind::Load { load: op }),
                    Access::Store { stored, .. } => visit(var, Kind::Store { store: op, stored }),
                }
            }
        }
        for &(load, var) in self.nested.get(op).into_iter().flatten() {
            visit(var, Kind::Load { load });
        }
    }
}

/// The op of scope `target` that is or holds `op`, walking out through
/// the ops whose regions are scopes of their own (`None` if `op` is not
/// inside `target`, which valid IR rules out).
fn holder_in_scope(flow: &Flow, op: OpId, target: u32) -> Option<OpId> {
    let mut current = op;
    loop {
        let scope = flow.place.get(current)?.scope;
        if scope == target {
            return Some(current);
        }
        current = flow.scopes[scope as usize].parent?;
    }
}
