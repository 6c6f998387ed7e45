//! The variables of a function and the values living in them.

use ir_core::{RegionId, Type, ValueId};
use slotmap::SecondaryMap;

/// Which variable each value lives in, and each variable's type and the
/// root region where it is declared. Variables are numbered from 0.
#[derive(Default)]
pub(crate) struct Assignment {
    variable: SecondaryMap<ValueId, u32>,
    types: Vec<Type>,
    roots: Vec<RegionId>,
}

impl Assignment {
    /// The variable `value` lives in, if any.
    pub(crate) fn variable(&self, value: ValueId) -> Option<u32> {
        self.variable.get(value).copied()
    }

    /// The number of variables.
    pub(crate) fn num_variables(&self) -> usize {
        self.types.len()
    }

    /// The type of the values of `variable`.
    pub(crate) fn variable_type(&self, variable: u32) -> Type {
        self.types[variable as usize]
    }

    /// The root region whose entry block declares `variable`.
    pub(crate) fn root(&self, variable: u32) -> RegionId {
        self.roots[variable as usize]
    }

    /// A new variable of `ty`, declared in `root`.
    pub(crate) fn new_variable(&mut self, ty: Type, root: RegionId) -> u32 {
        self.types.push(ty);
        self.roots.push(root);
        (self.types.len() - 1) as u32
    }

    /// Puts `value` in `variable`.
    pub(crate) fn assign(&mut self, value: ValueId, variable: u32) {
        self.variable.insert(value, variable);
    }

    /// Takes `value` out of its variable.
    pub(crate) fn unassign(&mut self, value: ValueId) {
        self.variable.remove(value);
    }

    /// Drops the variables no value lives in, renumbering the others in
    /// order.
    pub(crate) fn compact(&mut self) {
        let mut used = vec![false; self.types.len()];
        for (_, &v) in &self.variable {
            used[v as usize] = true;
        }
        let mut renumbered = vec![0u32; used.len()];
        let mut next = 0;
        for (old, &is_used) in used.iter().enumerate() {
            renumbered[old] = next;
            if is_used {
                self.types[next as usize] = self.types[old];
                self.roots[next as usize] = self.roots[old];
                next += 1;
            }
        }
        self.types.truncate(next as usize);
        self.roots.truncate(next as usize);
        for (_, v) in &mut self.variable {
            *v = renumbered[*v as usize];
        }
    }
}
