//! How an op touches memory, for CSE. An op with regions whose effects are
//! those of the ops it holds (`RECURSIVE_MEMORY_EFFECTS`, as `scf.if`) is
//! looked into: it only reads if they only read, and has no effect if they
//! have none. Each such op is looked into once per run (a memo), so a deep
//! nest costs time linear in its size.

use ir_core::interfaces::{memory_effects, Effect};
use ir_core::{Body, Context, OpId, OpTraits, OpView};
use slotmap::SecondaryMap;

/// How an op touches memory, from the least to the most.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(crate) enum Access {
    /// Not at all.
    None,
    /// Only reads.
    ReadOnly,
    /// Anything else (writes, allocation, or unknown effects).
    Other,
}

/// The accesses of the ops whose effects are their nested ops', found so far.
#[derive(Default)]
pub(crate) struct Accesses {
    recursive: SecondaryMap<OpId, Access>,
}

impl Accesses {
    /// How `op` touches memory, its nested ops included.
    pub(crate) fn of(&mut self, ctx: &Context, body: &Body, op: OpId) -> Access {
        let definition = ctx.op_def(body.op_name(op));
        if definition
            .is_some_and(|d| d.has(OpTraits::PURE) && !d.has(OpTraits::RECURSIVE_MEMORY_EFFECTS))
        {
            return Access::None;
        }
        if !looks_inside(ctx, body, op) {
            return own_access(ctx, body, op);
        }
        // Post-order over the ops to look into below `op`, on a stack.
        let mut stack = vec![(op, false)];
        while let Some((current, expanded)) = stack.pop() {
            if self.recursive.contains_key(current) {
                continue;
            }
            if !expanded {
                stack.push((current, true));
                for nested in nested_ops(body, current) {
                    if looks_inside(ctx, body, nested) && !self.recursive.contains_key(nested) {
                        stack.push((nested, false));
                    }
                }
                continue;
            }
            let access = nested_ops(body, current)
                .map(|nested| match self.recursive.get(nested) {
                    Some(&known) => known,
                    None => own_access(ctx, body, nested),
                })
                .fold(own_access(ctx, body, current), Access::max);
            self.recursive.insert(current, access);
        }
        self.recursive[op]
    }
}

/// Whether `op`'s effects include those of the ops in its regions (stored
/// in this body).
fn looks_inside(ctx: &Context, body: &Body, op: OpId) -> bool {
    !body.regions(op).is_empty()
        && !body.is_isolated(op)
        && ctx.op_has(body.op_name(op), OpTraits::RECURSIVE_MEMORY_EFFECTS)
}

/// The ops directly in `op`'s regions.
fn nested_ops<'b>(body: &'b Body, op: OpId) -> impl Iterator<Item = OpId> + 'b {
    body.regions(op)
        .iter()
        .flat_map(move |&region| body.region_blocks(region))
        .flat_map(move |block| body.block_ops(block))
}

/// How `op` itself touches memory (not counting the ops it holds; an
/// isolated op whose effects are its nested ops' is not looked into, so
/// it may do anything).
fn own_access(ctx: &Context, body: &Body, op: OpId) -> Access {
    let view = OpView::new(ctx, body, op);
    let recursive = view
        .definition()
        .is_some_and(|d| d.has(OpTraits::RECURSIVE_MEMORY_EFFECTS));
    if recursive && body.is_isolated(op) && !body.regions(op).is_empty() {
        return Access::Other;
    }
    match memory_effects(&view) {
        None => Access::Other,
        Some(effects) if effects.is_empty() => Access::None,
        Some(effects) if effects.iter().all(|e| e.effect == Effect::Read) => Access::ReadOnly,
        Some(_) => Access::Other,
    }
}
