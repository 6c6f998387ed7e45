//! The ops that stay after a change and see it: what region simplification
//! hands the greedy driver to revisit, as the driver's own worklist does
//! after a rewrite.

use ir_core::ir::ValueDef;
use ir_core::{Body, OpId, ValueId};
use rustc_hash::FxHashSet;

/// Ops noted as changed or seeing a change, in the order noted, with
/// repeats; some may be erased later (the reader skips those).
#[derive(Default)]
pub(crate) struct Touched {
    ops: Vec<OpId>,
    /// Block arguments whose branches were already noted.
    arguments: FxHashSet<ValueId>,
}

impl Touched {
    /// Notes `ops`.
    pub(crate) fn extend(&mut self, ops: impl IntoIterator<Item = OpId>) {
        self.ops.extend(ops);
    }

    /// Notes the ops that see `value` lose a use ([`Body::value_watchers`]),
    /// a block argument's once.
    pub(crate) fn lost_use(&mut self, body: &Body, value: ValueId) {
        let is_argument = matches!(body.value_def(value), ValueDef::Argument { .. });
        if !is_argument || self.arguments.insert(value) {
            self.ops.extend(body.value_watchers(value));
        }
    }

    /// The noted ops still in `body`, each once, in the order first noted.
    pub(crate) fn into_live_ops(self, body: &Body) -> Vec<OpId> {
        let mut seen = FxHashSet::default();
        self.ops
            .into_iter()
            .filter(|&op| body.contains_op(op) && seen.insert(op))
            .collect()
    }
}
