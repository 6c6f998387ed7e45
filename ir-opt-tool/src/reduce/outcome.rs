//! What a run of the interpreter gives and when a transformed program's
//! run agrees with the original's: the oracle of `ir-reduce --miscompile`
//! and of `ir-difftest` (a pass may refine poison, never change a
//! defined result, as MLIR's and LLVM's refinement rules say).

use ir_core::interp::RtValue;

/// The outcome of running a function.
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
