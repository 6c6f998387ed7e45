//! [`Speculation`]: whether an op may run on paths where it did not run
//! before (hoisted out of a loop that may run no iteration), as MLIR's
//! `ConditionallySpeculatable` interface and `isSpeculatable`
//! (`mlir/Interfaces/SideEffectInterfaces.h`).
//!
//! A `PURE` op is speculatable unless its definition carries a
//! [`Speculation`] saying otherwise: MLIR's `Pure` is `AlwaysSpeculatable`
//! plus `NoMemoryEffect`, and ops that touch no memory but may trap
//! (`arith.divsi` by a divisor that may be zero) say so here. An op that is
//! neither `PURE` nor carries the interface is not speculatable.

use crate::context::OpTraits;
use crate::ir::{Body, OpId, OpView};
use crate::Context;
use smallvec::{smallvec, SmallVec};

/// Whether an op may be executed speculatively (MLIR's
/// `Speculation::Speculatability`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Speculatability {
    /// Running the op where it did not run may be undefined behaviour.
    NotSpeculatable,
    /// The op may always run.
    Speculatable,
    /// The op may run if every op in its regions may (`scf.if`).
    RecursivelySpeculatable,
}

/// The speculatability of an op of this definition, which may depend on
/// the op (a division by a known non-zero constant is speculatable).
pub struct Speculation(pub fn(&OpView<'_>) -> Speculatability);

/// The speculatability of `view`'s own op (its regions not looked into):
/// its [`Speculation`] if it has one, `Speculatable` for `PURE` ops,
/// `NotSpeculatable` otherwise (unregistered ops included).
pub fn speculatability(view: &OpView<'_>) -> Speculatability {
    let Some(definition) = view.definition() else {
        return Speculatability::NotSpeculatable;
    };
    match definition.interface::<Speculation>() {
        Some(Speculation(hook)) => hook(view),
        None if definition.has(OpTraits::PURE) => Speculatability::Speculatable,
        None => Speculatability::NotSpeculatable,
    }
}

/// Whether `op` and, for recursively speculatable ops, every op nested in
/// it may be executed speculatively (MLIR's `isSpeculatable`), with an
/// explicit stack however deep the nesting.
pub fn is_speculatable(ctx: &Context, body: &Body, op: OpId) -> bool {
    // On the stack frame until an op with regions is met: most ops asked
    // about have none.
    let mut stack: SmallVec<[(&Body, OpId); 4]> = smallvec![(body, op)];
    while let Some((body, op)) = stack.pop() {
        let view = OpView::new(ctx, body, op);
        match speculatability(&view) {
            Speculatability::NotSpeculatable => return false,
            Speculatability::Speculatable => {}
            Speculatability::RecursivelySpeculatable => {
                let nested = body.regions_body(op);
                for &region in body.regions(op) {
                    for block in nested.region_blocks(region) {
                        stack.extend(nested.block_ops(block).map(|op| (nested, op)));
                    }
                }
            }
        }
    }
    true
}
