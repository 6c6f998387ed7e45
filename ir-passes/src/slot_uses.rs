//! The uses of memory slots, classified in one sweep over a body's ops in
//! program order (walking each slot's use list instead would cross the
//! function once per slot): what `mem2reg` and `sroa` both need to decide
//! which allocations every use of lets them rewrite.

use ir_core::{Body, OpId, ValueId};
use rustc_hash::FxHashMap;

/// For every operand of `ops` that is one of `slots`, `classify(slot
/// index, op, operand position)`; per slot, what it returned for each of
/// its uses in order, or `None` once it returned `None` for one.
pub(crate) fn classify_uses<A>(
    body: &Body,
    ops: impl IntoIterator<Item = OpId>,
    slots: &[ValueId],
    mut classify: impl FnMut(usize, OpId, usize) -> Option<A>,
) -> Vec<Option<Vec<A>>> {
    let by_slot: FxHashMap<ValueId, usize> =
        slots.iter().enumerate().map(|(i, &s)| (s, i)).collect();
    let mut uses: Vec<Option<Vec<A>>> = slots.iter().map(|_| Some(Vec::new())).collect();
    for op in ops {
        for (position, value) in body.operands(op).enumerate() {
            let Some(&index) = by_slot.get(&value) else {
                continue;
            };
            if uses[index].is_none() {
                continue;
            }
            match classify(index, op, position) {
                Some(access) => uses[index].as_mut().map_or((), |list| list.push(access)),
                None => uses[index] = None,
            }
        }
    }
    uses
}
