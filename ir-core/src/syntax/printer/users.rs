//! The comments of `-mlir-print-value-users` (MLIR's
//! `OperationPrinter::printUsersComment`, `AsmPrinter.cpp`): after an op
//! its users (`// users: %3, %1`, per result in parentheses for several
//! results, `// unused`) or, for an op without results that has operands,
//! its number (`// id: %5`); at the start of a block, one line per
//! argument (`// %arg0 is used by %2`, `// %arg1 is unused`).
//!
//! MLIR lists a value's users in the order of its use list, where a new use
//! goes first. What that order is after passes depends on every rewrite
//! MLIR made, so this printer does not keep it; it lists the users in the
//! order mlir-opt-22 gives them when it parses the printed text, so that
//! freshly parsed IR prints as mlir-opt prints it, and IR after passes as
//! mlir-opt prints this output. MLIR's parser makes an op's uses when it
//! creates the op, after the op's regions; a use of a value not defined
//! yet (a later block, a graph region) goes on a placeholder's list, moved
//! to the value's list (reversed) when it is defined. So the users are:
//! those parsed after the definition, the last made first, then those
//! parsed before it, the first made first.

use super::names::NameLookup;
use crate::ir::{walk_ops, BlockId, Body, OpId, ValueDef, ValueId, WalkItem};
use rustc_hash::FxHashMap;
use slotmap::SecondaryMap;
use std::cmp::Reverse;

/// Where the parser reaches ops and blocks of one body, in one count over
/// the text.
#[derive(Default)]
struct Positions {
    /// Where an op's operands are read (before its regions) and where it is
    /// created (after them).
    ops: SecondaryMap<OpId, (u32, u32)>,
    /// Where a block's arguments are defined (its label).
    blocks: SecondaryMap<BlockId, u32>,
}

/// The order MLIR's parser makes the uses of everything under an op in.
#[derive(Default)]
pub(super) struct UseOrder {
    /// Keyed by the body's address, as the names are.
    bodies: FxHashMap<usize, Positions>,
}

fn key(body: &Body) -> usize {
    std::ptr::from_ref(body) as usize
}

impl UseOrder {
    /// The order of everything under `op` (stored in `body`), in one walk.
    pub(super) fn compute(body: &Body, op: OpId) -> Self {
        let mut order = Self::default();
        let mut count = 0u32;
        let mut next = || {
            count += 1;
            count
        };
        walk_ops(body, op, |body, item| {
            let positions = order.bodies.entry(key(body)).or_default();
            match item {
                WalkItem::Enter(op) => {
                    if let (Some(block), None) = (body.op_block(op), body.prev_op(op)) {
                        positions.blocks.insert(block, next());
                    }
                    positions.ops.insert(op, (next(), 0));
                }
                WalkItem::Leave(op) => {
                    if let Some((_, created)) = positions.ops.get_mut(op) {
                        *created = next();
                    }
                }
            }
        });
        order
    }

    /// The distinct users of `value` (stored in `body`) in the order of its
    /// use list after parsing.
    fn users(&self, body: &Body, value: ValueId) -> Vec<OpId> {
        let Some(positions) = self.bodies.get(&key(body)) else {
            return Vec::new();
        };
        let read = |op: OpId| positions.ops.get(op).map_or(0, |p| p.0);
        let created = |op: OpId| positions.ops.get(op).map_or(0, |p| p.1);
        let defined = match body.value_def(value) {
            ValueDef::Result { op, .. } => created(op),
            ValueDef::Argument { block, .. } => positions.blocks.get(block).copied().unwrap_or(0),
            ValueDef::Placeholder => 0,
        };
        let mut users: Vec<OpId> = body.uses(value).map(|u| u.op).collect();
        users.sort_unstable();
        users.dedup();
        let (mut after, mut before): (Vec<_>, Vec<_>) =
            users.into_iter().partition(|&op| read(op) > defined);
        after.sort_unstable_by_key(|&op| Reverse(created(op)));
        before.sort_unstable_by_key(|&op| created(op));
        after.extend(before);
        after
    }

    /// Appends the comment after `op`: ` // id: %5`, ` // unused`, or
    /// ` // user: ...` / ` // users: ...` (nothing for an op without
    /// results or operands).
    pub(super) fn write_op_comment(
        &self,
        names: NameLookup,
        body: &Body,
        op: OpId,
        out: &mut String,
    ) {
        let results = body.results(op);
        if results.is_empty() {
            if body.num_operands(op) > 0 {
                out.push_str(" // id: ");
                names.write_op_id(body, op, out);
            }
            return;
        }
        let per_result: Vec<Vec<OpId>> = results.iter().map(|&r| self.users(body, r)).collect();
        if per_result.iter().all(Vec::is_empty) {
            out.push_str(" // unused");
            return;
        }
        // "user" when one result is used by one op with at most one result.
        let mut all: Vec<OpId> = per_result.iter().flatten().copied().collect();
        all.sort_unstable();
        all.dedup();
        let their_results: usize = all.iter().map(|&user| body.results(user).len()).sum();
        let one = all.len() == 1 && their_results <= 1 && results.len() == 1;
        out.push_str(if one { " // user: " } else { " // users: " });
        for (i, users) in per_result.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let bracket = results.len() > 1;
            if bracket {
                out.push('(');
            }
            write_users(names, body, users, out);
            if bracket {
                out.push(')');
            }
        }
    }

    /// Appends the line for a block argument (after the `indent`):
    /// `// %arg0 is used by %2` or `// %arg0 is unused`.
    pub(super) fn write_argument_line(
        &self,
        names: NameLookup,
        body: &Body,
        arg: ValueId,
        out: &mut String,
    ) {
        out.push_str("// ");
        names.write_value(body, arg, out);
        let users = self.users(body, arg);
        if users.is_empty() {
            out.push_str(" is unused\n");
        } else {
            out.push_str(" is used by ");
            write_users(names, body, &users, out);
            out.push('\n');
        }
    }
}

/// Appends `users` (`unused` if none): each user's results, or its number
/// if it has none.
fn write_users(names: NameLookup, body: &Body, users: &[OpId], out: &mut String) {
    if users.is_empty() {
        out.push_str("unused");
    }
    for (i, &user) in users.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let results = body.results(user);
        if results.is_empty() {
            names.write_op_id(body, user, out);
        }
        for (j, &result) in results.iter().enumerate() {
            if j > 0 {
                out.push_str(", ");
            }
            names.write_value(body, result, out);
        }
    }
}

#[cfg(test)]
mod tests;
