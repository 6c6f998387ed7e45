//! Where a reduction can apply: every op of a module in a fixed order
//! (the ops of the module's region first, then each isolated op's body
//! in turn), each with the scope that stores it. A variant is made by
//! parsing the current text again (the parser is deterministic, so the
//! ids are the same) and resolving its sites there, as `mlir-reduce`'s
//! reduction tree addresses ops of a cloned module by position.

use ir_core::ir::{walk_ops_up_to_isolated, WalkItem};
use ir_core::{Body, OpId, OwnedOp};
use std::collections::VecDeque;

/// The isolated ops, from the module's own op inward, whose nested
/// bodies lead to the body storing a site's op.
pub(super) type Scope = Vec<OpId>;

/// An op and the index of its scope in [`Sites::scopes`].
#[derive(Clone, Copy, Debug)]
pub(super) struct Site {
    /// Index into [`Sites::scopes`].
    pub scope: usize,
    /// The op.
    pub op: OpId,
    /// Which part of the op the site is, for edits with several per op
    /// (a loop's carried values); 0 otherwise.
    pub index: usize,
}

/// Every op of a module but the module itself, in the order reductions
/// try them.
pub(super) struct Sites {
    /// The scopes the sites refer to.
    pub scopes: Vec<Scope>,
    /// The ops.
    pub ops: Vec<Site>,
}

impl Sites {
    /// The sites of `module`: breadth first over isolated bodies (so the
    /// module's functions come before the ops inside them), program
    /// order within a body.
    pub fn of(module: &OwnedOp) -> Sites {
        let mut sites = Sites {
            scopes: Vec::new(),
            ops: Vec::new(),
        };
        // (scope of the body storing `owner`, that body, owner)
        let mut work: VecDeque<(Scope, &Body, OpId)> = VecDeque::new();
        work.push_back((Vec::new(), &module.body, module.op));
        while let Some((outer, body, owner)) = work.pop_front() {
            let mut scope = outer;
            if body.is_isolated(owner) {
                scope.push(owner);
            }
            let index = sites.scopes.len();
            walk_ops_up_to_isolated(body, owner, |stored, item| {
                let WalkItem::Enter(op) = item else { return };
                if op == owner && std::ptr::eq(stored, body) {
                    return;
                }
                sites.ops.push(Site {
                    scope: index,
                    op,
                    index: 0,
                });
                if stored.is_isolated(op) {
                    work.push_back((scope.clone(), stored, op));
                }
            });
            sites.scopes.push(scope);
        }
        sites
    }

    /// The index of the scope of the ops in the module's own region (the
    /// first body listed).
    pub fn module_scope(&self) -> usize {
        0
    }
}

/// The body that `scope` names in `module`, if every op on the way is
/// still there (an earlier edit of the same variant may have erased it).
pub(super) fn resolve<'a>(module: &'a mut OwnedOp, scope: &[OpId]) -> Option<&'a mut Body> {
    let mut body = &mut module.body;
    for &op in scope {
        if !body.contains_op(op) || !body.is_isolated(op) {
            return None;
        }
        body = body.regions_body_mut(op);
    }
    Some(body)
}

/// [`resolve`] without mutation.
pub(super) fn resolve_ref<'a>(module: &'a OwnedOp, scope: &[OpId]) -> Option<&'a Body> {
    let mut body = &module.body;
    for &op in scope {
        if !body.contains_op(op) || !body.is_isolated(op) {
            return None;
        }
        body = body.regions_body(op);
    }
    Some(body)
}
