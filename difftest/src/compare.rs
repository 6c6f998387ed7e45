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
    /// What differed.
    pub detail: String,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "pipeline '{}': {}", self.pipeline, self.detail)?;
        write!(f, "{}", self.program)
    }
}
