//! A pipeline's mismatch on a program (what ran is an
//! [`ir_opt_tool::reduce::Outcome`], compared by [`ir_opt_tool::reduce::agree`]).

use std::fmt;

/// A pipeline that changed what a program computes.
#[derive(Clone, Debug)]
pub struct Mismatch {
    /// The pipeline.
    pub pipeline: String,
    /// The program (the original, or the reduced one).
    pub program: String,
    /// Whose fault it is.
    pub fault: Fault,
    /// What differed.
    pub detail: String,
}

/// What went wrong: the kinds a reduced program must keep failing with.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The program is not one to test: it does not parse or verify, has
    /// no `@main`, or does not run itself (a bug of the generator).
    Program,
    /// The pipeline failed, or left IR whose links are broken.
    Failed,
    /// The pipeline, or the interpreter running its output, panicked.
    Panicked,
    /// The transformed program computes something else.
    Miscompiled,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "pipeline '{}': {}", self.pipeline, self.detail)?;
        write!(f, "{}", self.program)
    }
}
