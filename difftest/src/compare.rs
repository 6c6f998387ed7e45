//! What a run gives and when two runs agree.

use ir_core::interp::RtValue;
use std::fmt;

/// The outcome of running `@main`.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// Results.
    Values(Vec<RtValue>),
    /// Undefined behaviour or another error at an op.
    Error(String),
    /// The fuel ran out.
    OutOfFuel,
}

impl Outcome {
    /// Sorts an interpreter result.
    pub fn from_run(result: Result<Vec<RtValue>, String>) -> Self {
        match result {
            Ok(values) => Outcome::Values(values),
            Err(message) if message.starts_with("out of fuel") => Outcome::OutOfFuel,
            Err(message) => Outcome::Error(message),
        }
    }
}

/// Whether a transformed program's outcome is allowed given the
/// original's: after undefined behaviour or running out of fuel anything
/// is; otherwise the same values, where a poison result may become any
/// value (refinement).
pub fn agree(expected: &Outcome, actual: &Outcome) -> Result<(), String> {
    let Outcome::Values(expected) = expected else {
        return Ok(());
    };
    match actual {
        Outcome::Values(actual) if actual.len() == expected.len() => {
            for (i, (e, a)) in expected.iter().zip(actual).enumerate() {
                if *e != RtValue::Poison && e != a {
                    return Err(format!("result #{i} was {e}, is {a}"));
                }
            }
            Ok(())
        }
        other => Err(format!("results were {expected:?}, now {other:?}")),
    }
}

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
