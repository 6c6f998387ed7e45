//! The `mixed` shape: straight-line, SSA control flow and `-O0` memory code
//! interleaved (and nested in each other) within every function.

use super::Construct;

/// Construct weights of the `mixed` shape.
pub const MENU: &[(Construct, u32)] = &[
    (Construct::BinOp, 25),
    (Construct::ConstChain, 6),
    (Construct::Repeat, 10),
    (Construct::CmpSelect, 6),
    (Construct::Call, 3),
    (Construct::Diamond, 6),
    (Construct::Loop, 4),
    (Construct::Irreducible, 1),
    (Construct::MemStmt, 15),
    (Construct::MemStoreConst, 3),
    (Construct::MemStoreValue, 4),
    (Construct::MemCall, 2),
    (Construct::MemIf, 4),
    (Construct::MemLoop, 3),
];
