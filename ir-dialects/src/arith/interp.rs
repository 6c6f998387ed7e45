//! Interpreter semantics of `arith` (the [`Interpretable`] interface), on
//! scalars: integers of 1 to 128 bits and `index` (64 bits), and floats
//! in `f16`, `bf16`, `f32` and `f64`. The arithmetic is the folders'
//! ([`super::ApInt`], `apfloat.rs`); what is poison and what is undefined
//! behaviour follows the LLVM instructions arith lowers to (see `int.rs`,
//! `cast.rs`, `float.rs`). Vectors and tensors are refused with an error.

mod cast;
mod compare;
mod float;
mod int;
mod rounding;
mod scalar;
#[cfg(test)]
mod tests;

use crate::arith::apfloat::BinaryOp;
use cast::{cast, CastOp};
use float::FloatOp;
use int::{binary, IntOp};
use ir_core::interp::{Interpretable, StartFn};
use ir_core::OpDefinition;

/// Gives arith op `op` its semantics.
pub(super) fn attach(op: OpDefinition) -> OpDefinition {
    match start_of(&op.name) {
        Some(start) => op.with_interface(Interpretable::simple(start)),
        None => op,
    }
}

/// The semantics of arith op `name`.
fn start_of(name: &str) -> Option<StartFn> {
    let start: StartFn = match name {
        "arith.constant" => |_, view, _| compare::constant(view),
        "arith.cmpi" => |_, view, v| compare::cmpi(view, v),
        "arith.cmpf" => |_, view, v| compare::cmpf(view, v),
        "arith.select" => |_, _, v| compare::select(v),
        "arith.negf" => |_, view, v| float::negate(view, v),
        "arith.addi" => |_, view, v| binary(view, v, IntOp::Add),
        "arith.subi" => |_, view, v| binary(view, v, IntOp::Sub),
        "arith.muli" => |_, view, v| binary(view, v, IntOp::Mul),
        "arith.divsi" => |_, view, v| binary(view, v, IntOp::DivS),
        "arith.divui" => |_, view, v| binary(view, v, IntOp::DivU),
        "arith.ceildivsi" => |_, view, v| binary(view, v, IntOp::CeilDivS),
        "arith.ceildivui" => |_, view, v| binary(view, v, IntOp::CeilDivU),
        "arith.floordivsi" => |_, view, v| binary(view, v, IntOp::FloorDivS),
        "arith.remsi" => |_, view, v| binary(view, v, IntOp::RemS),
        "arith.remui" => |_, view, v| binary(view, v, IntOp::RemU),
        "arith.andi" => |_, view, v| binary(view, v, IntOp::And),
        "arith.ori" => |_, view, v| binary(view, v, IntOp::Or),
        "arith.xori" => |_, view, v| binary(view, v, IntOp::Xor),
        "arith.shli" => |_, view, v| binary(view, v, IntOp::Shl),
        "arith.shrsi" => |_, view, v| binary(view, v, IntOp::ShrS),
        "arith.shrui" => |_, view, v| binary(view, v, IntOp::ShrU),
        "arith.maxsi" => |_, view, v| binary(view, v, IntOp::MaxS),
        "arith.maxui" => |_, view, v| binary(view, v, IntOp::MaxU),
        "arith.minsi" => |_, view, v| binary(view, v, IntOp::MinS),
        "arith.minui" => |_, view, v| binary(view, v, IntOp::MinU),
        "arith.addf" => |_, view, v| float::binary(view, v, FloatOp::Arithmetic(BinaryOp::Add)),
        "arith.subf" => |_, view, v| float::binary(view, v, FloatOp::Arithmetic(BinaryOp::Sub)),
        "arith.mulf" => |_, view, v| float::binary(view, v, FloatOp::Arithmetic(BinaryOp::Mul)),
        "arith.divf" => |_, view, v| float::binary(view, v, FloatOp::Arithmetic(BinaryOp::Div)),
        "arith.remf" => |_, view, v| float::binary(view, v, FloatOp::Arithmetic(BinaryOp::Rem)),
        "arith.maximumf" => |_, view, v| float::binary(view, v, FloatOp::Maximum),
        "arith.minimumf" => |_, view, v| float::binary(view, v, FloatOp::Minimum),
        "arith.maxnumf" => |_, view, v| float::binary(view, v, FloatOp::MaxNum),
        "arith.minnumf" => |_, view, v| float::binary(view, v, FloatOp::MinNum),
        "arith.extsi" => |_, view, v| cast(view, v, CastOp::ExtS),
        "arith.extui" => |_, view, v| cast(view, v, CastOp::ExtU),
        "arith.trunci" => |_, view, v| cast(view, v, CastOp::Trunc),
        "arith.index_cast" => |_, view, v| cast(view, v, CastOp::IndexCast),
        "arith.index_castui" => |_, view, v| cast(view, v, CastOp::IndexCastU),
        "arith.bitcast" => |_, view, v| cast(view, v, CastOp::Bitcast),
        "arith.sitofp" => |_, view, v| cast(view, v, CastOp::SIToFP),
        "arith.uitofp" => |_, view, v| cast(view, v, CastOp::UIToFP),
        "arith.fptosi" => |_, view, v| cast(view, v, CastOp::FPToSI),
        "arith.fptoui" => |_, view, v| cast(view, v, CastOp::FPToUI),
        "arith.extf" => |_, view, v| cast(view, v, CastOp::ExtF),
        "arith.truncf" => |_, view, v| cast(view, v, CastOp::TruncF),
        _ => return None,
    };
    Some(start)
}
