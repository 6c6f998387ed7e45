//! A structural fingerprint of an op and everything nested in it, to tell
//! whether a pass changed it (`-mlir-print-ir-after-change`, a fixed point
//! of a pipeline run again and again) without
//! printing it: as MLIR's `OperationFingerPrint`, it hashes the identity of
//! every op, block and value, and each op's name, attributes, properties,
//! location, operands, successors and result types, in walk order.

use crate::ir::{walk_ops, Body, OpId, WalkItem};
use slotmap::Key;
use std::hash::{DefaultHasher, Hash, Hasher};

/// The fingerprint of `op` (stored in `body`).
pub fn fingerprint(body: &Body, op: OpId) -> u64 {
    let mut hasher = DefaultHasher::new();
    walk_ops(body, op, |body, item| {
        let WalkItem::Enter(op) = item else {
            return;
        };
        (body as *const Body as usize).hash(&mut hasher);
        op.data().as_ffi().hash(&mut hasher);
        body.op_name(op).hash(&mut hasher);
        body.op_attrs(op).hash(&mut hasher);
        body.op_properties(op).hash(&mut hasher);
        body.op_loc(op).hash(&mut hasher);
        for value in body.operands(op) {
            value.data().as_ffi().hash(&mut hasher);
        }
        for block in body.successors(op) {
            block.data().as_ffi().hash(&mut hasher);
        }
        for &value in body.results(op) {
            body.value_type(value).hash(&mut hasher);
        }
        let inner = body.regions_body(op);
        for &region in body.regions(op) {
            region.data().as_ffi().hash(&mut hasher);
            for block in inner.region_blocks(region) {
                block.data().as_ffi().hash(&mut hasher);
                for &arg in inner.block_args(block) {
                    arg.data().as_ffi().hash(&mut hasher);
                    inner.value_type(arg).hash(&mut hasher);
                }
            }
        }
    });
    hasher.finish()
}
