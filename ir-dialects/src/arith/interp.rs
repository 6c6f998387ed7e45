//! Interpreter semantics of `arith` (the [`ir_core::interp::Interpretable`]
//! interface, which each op's declaration attaches), on scalars: integers
//! of 1 to 128 bits and `index` (64 bits), and floats in `f16`, `bf16`,
//! `f32` and `f64`. The arithmetic is the folders' ([`super::ApInt`],
//! `apfloat.rs`); what is poison and what is undefined behaviour follows
//! the LLVM instructions arith lowers to (see `int.rs`, `cast.rs`,
//! `float.rs`). Vectors and tensors are refused with an error.

pub mod cast;
pub mod compare;
pub mod float;
pub mod int;
pub mod rounding;
mod scalar;
#[cfg(test)]
mod tests;
