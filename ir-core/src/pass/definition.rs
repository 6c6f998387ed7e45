//! What a pass is: the [`Pass`] trait, the op it anchors on, and the
//! statistics it counts.

use super::context::PassContext;
use crate::diagnostics::Diagnostic;
use crate::ir::OwnedOp;
use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};

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

    /// The counters this pass declares (reported by `-mlir-pass-statistics`).
    fn statistics(&self) -> &[Statistic] {
        &[]
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

/// A counter a pass declares: summed over every op and thread it ran on.
///
/// ```
/// use ir_core::pass::Statistic;
/// let erased = Statistic::new("num-erased", "Number of ops erased");
/// erased.add(2);
/// assert_eq!(erased.value(), 2);
/// ```
#[derive(Debug)]
pub struct Statistic {
    name: &'static str,
    description: &'static str,
    value: AtomicU64,
}

impl Statistic {
    /// A counter at zero.
    pub const fn new(name: &'static str, description: &'static str) -> Self {
        Self {
            name,
            description,
            value: AtomicU64::new(0),
        }
    }

    /// Adds `n` (thread-safe; the order of additions does not matter).
    pub fn add(&self, n: u64) {
        self.value.fetch_add(n, Ordering::Relaxed);
    }

    /// The current count.
    pub fn value(&self) -> u64 {
        self.value.load(Ordering::Relaxed)
    }

    /// Name as reported.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// One-line description.
    pub fn description(&self) -> &'static str {
        self.description
    }
}
