//! The interpreter: runs a function of a module on given arguments, with an
//! explicit stack of region activations (no recursion: deep calls and
//! nesting cost heap, not native stack) and a fuel limit.
//!
//! The engine knows no op. Each dialect gives its ops' semantics through
//! the [`Interpretable`] interface: `start` computes an op's effect from its
//! operand values and returns a [`Step`] (results, a branch, leaving the
//! region, entering one of the op's regions, or a call); ops with regions
//! or calls get control back in `resume` with what the region or callee
//! produced. Undefined behaviour (division by zero, out-of-bounds access,
//! branching on poison, ...) is an error at the op, never a panic.

mod elements;
mod machine;
mod memory;
#[cfg(test)]
mod tests;
mod value;

pub use elements::ElementLayout;
pub use machine::{function_signature, run_function, Machine, RunLimits};
pub use memory::Memory;
pub use value::{MemRefValue, RtValue};

use crate::ir::OpView;

/// What an op's semantics asks the machine to do next.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// The op's results; go on with the next op.
    Results(Vec<RtValue>),
    /// Branch to successor `successor`, passing `args` to its block arguments.
    Branch {
        /// Successor position.
        successor: usize,
        /// Values for the target's block arguments.
        args: Vec<RtValue>,
    },
    /// Leave the current region with these values (return, yield).
    Exit(Vec<RtValue>),
    /// Run region `region` of the op from its entry block with `args`; the
    /// op's `resume` gets `state` back with the values the region exits with.
    EnterRegion {
        /// Region position.
        region: usize,
        /// Entry block arguments.
        args: Vec<RtValue>,
        /// Whatever the op needs to remember (a loop counter, a phase).
        state: i128,
    },
    /// Call function `callee`; the op's `resume` gets its results.
    Call {
        /// The function's symbol name.
        callee: String,
        /// The arguments.
        args: Vec<RtValue>,
    },
}

/// Computes an op's effect from its operand values.
pub type StartFn = fn(&mut Machine, &OpView<'_>, &[RtValue]) -> Result<Step, String>;
/// Continues an op after a region it entered (or a function it called)
/// exited with `exited`; `state` is what the op asked to keep.
pub type ResumeFn =
    fn(&mut Machine, &OpView<'_>, &[RtValue], i128, Vec<RtValue>) -> Result<Step, String>;

/// The semantics of an op (MLIR has no such interface; Cranelift's
/// interpreter is the model).
pub struct Interpretable {
    /// Runs the op.
    pub start: StartFn,
    /// Continues it after a region or call; `None` for ops that have neither.
    pub resume: Option<ResumeFn>,
}

impl Interpretable {
    /// Semantics with no region or call: `start` only.
    pub fn simple(start: StartFn) -> Self {
        Self {
            start,
            resume: None,
        }
    }
}
