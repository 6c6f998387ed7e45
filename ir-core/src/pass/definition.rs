//! What a pass is: the [`Pass`] trait and the op it anchors on.

use super::context::PassContext;
use super::statistic::Statistic;
use crate::diagnostics::Diagnostic;
use crate::ir::OwnedOp;
use std::fmt;

/// A transformation or analysis that runs on one op isolated from above.
///
/// One instance serves every op its pipeline runs it on, possibly on several
/// threads at once (sibling functions in parallel), hence `&self`, `Send`
/// and `Sync`; per-run state lives in locals, counters in [`Statistic`]s.
pub trait Pass: Send + Sync {
    /// Runs on `target`: an isolated op (`func.func`, `builtin.module`, ...)
    /// together with the storage that holds it. The pass may change
    /// anything inside the op and the op's attributes, properties and
    /// location, but must not erase the op or change its operands, results
    /// or successors. Returning an error fails the pipeline; the diagnostic
    /// should point at the op that caused the failure.
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic>;

    /// The counters this pass declares (reported by `-mlir-pass-statistics`),
    /// in declaration order: usually [`StatisticSet::each`] of its
    /// [`pass_statistics!`](crate::pass_statistics) struct.
    ///
    /// [`StatisticSet::each`]: super::StatisticSet::each
    fn statistics(&self) -> Vec<&Statistic> {
        Vec::new()
    }
}

/// The ops a pass (or a nested pipeline) can run on.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Anchor {
    /// Ops of this name only (`func.func`).
    Op(String),
    /// Any op isolated from above.
    Any,
}

impl Anchor {
    /// An anchor on ops named `name`.
    pub fn op(name: &str) -> Self {
        Anchor::Op(name.to_string())
    }

    /// Whether an op named `name` is one of these.
    pub fn accepts(&self, name: &str) -> bool {
        match self {
            Anchor::Op(anchor) => anchor == name,
            Anchor::Any => true,
        }
    }
}

impl fmt::Display for Anchor {
    /// The op name, or `any` (as the pipeline syntax spells them).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Anchor::Op(name) => f.write_str(name),
            Anchor::Any => f.write_str("any"),
        }
    }
}
