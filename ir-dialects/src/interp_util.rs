//! Small helpers shared by the dialects' interpreter semantics.

use ir_core::interp::RtValue;

/// Operand `i` as a signed integer; poison (or a non-integer) is undefined
/// behaviour where the value decides something.
pub(crate) fn signed(values: &[RtValue], i: usize, what: &str) -> Result<i128, String> {
    match values.get(i) {
        Some(RtValue::Poison) => Err(format!("{what} is poison")),
        Some(value) => value
            .as_signed()
            .ok_or_else(|| format!("{what} is not an integer")),
        None => Err(format!("{what} is missing")),
    }
}

/// Operand `i` as an unsigned integer (see [`signed`]).
pub(crate) fn unsigned(values: &[RtValue], i: usize, what: &str) -> Result<u128, String> {
    match values.get(i) {
        Some(RtValue::Poison) => Err(format!("{what} is poison")),
        Some(value) => value
            .as_unsigned()
            .ok_or_else(|| format!("{what} is not an integer")),
        None => Err(format!("{what} is missing")),
    }
}

/// An `i1` operand as a condition.
pub(crate) fn condition(values: &[RtValue], i: usize) -> Result<bool, String> {
    Ok(unsigned(values, i, "the condition")? == 1)
}
