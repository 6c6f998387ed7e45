//! SSA dominance: every use is dominated by its definition, within a block,
//! across blocks of a region, and from enclosing regions into nested ones.
//!
//! One walk with an explicit stack keeps the chain of enclosing ops, so the
//! op that contains a use within the definition's region is found in O(1);
//! op order within a block is a precomputed index; each region's dominator
//! tree is built once, on first need, and answers in O(1).
//!
//! This is the plain path's walk; the contents of functions verified on
//! threads or after a pass are walked once for structure and uses together
//! (`piece.rs`), with the same check of each use ([`check_operands`]).

use super::{has_ssa_regions, is_op, Part};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::graph::region::RegionDominance;
use crate::ir::{BlockId, Body, OpId, OpView, RegionId, ValueDef};
use rustc_hash::FxHashMap;
use slotmap::SecondaryMap;

/// Dominator trees by region.
pub(super) type Trees = FxHashMap<RegionId, RegionDominance>;

/// The dominator trees of the non-empty regions of `op` (stored in `body`)
/// when they are SSACFG (other regions need none).
pub(super) fn region_trees(ctx: &Context, body: &Body, op: OpId) -> Trees {
    if !has_ssa_regions(ctx, body, op) {
        return Trees::default();
    }
    let inner = body.regions_body(op);
    body.regions(op)
        .iter()
        .filter(|&&region| inner.entry_block(region).is_some())
        .map(|&region| (region, RegionDominance::new(inner, region)))
        .collect()
}

/// Per-body state: op order in blocks, the open path, dominance per region.
#[derive(Default)]
struct BodyState {
    order: SecondaryMap<OpId, u32>,
    /// For each region on the current path: (depth, whether it is SSACFG).
    open_regions: SecondaryMap<RegionId, (usize, bool)>,
    dominance: Trees,
}

impl BodyState {
    /// The position of `op` in its block (an op of an entered region).
    fn position(&self, op: OpId) -> u32 {
        self.order[op]
    }

    /// The dominator tree of `region` (of `body`), built on first need.
    fn tree(&mut self, body: &Body, region: RegionId) -> &RegionDominance {
        self.dominance
            .entry(region)
            .or_insert_with(|| RegionDominance::new(body, region))
    }
}

enum Step<'a> {
    Enter(&'a Body, OpId),
    LeaveRegion(&'a Body, RegionId),
    /// Past the contents of an isolated op: the state of its body is
    /// dropped (a module's functions are not all held at once).
    LeaveBody(&'a Body),
    PopPath,
}

/// Checks the uses in the `part` of `root` (stored in `root_body`).
pub(super) fn verify_dominance(
    ctx: &Context,
    root_body: &Body,
    root: OpId,
    part: Part<'_>,
) -> Result<(), Diagnostic> {
    let mut walk = Walk::new(ctx, root_body, root, part);
    walk.stack.push(Step::Enter(root_body, root));
    walk.run()
}

/// Checks the operands of `op` alone, as the walk from `op` does first.
pub(super) fn verify_own_operands(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    check_operands(ctx, body, op, &mut (&mut BodyState::default(), &[][..]))
}

/// One walk: the state of each body it entered, the chain of enclosing
/// ops, and the steps left.
struct Walk<'a> {
    ctx: &'a Context,
    root_body: &'a Body,
    root: OpId,
    part: Part<'a>,
    states: FxHashMap<*const Body, BodyState>,
    /// path[d] = the op at depth d of the chain of enclosing ops.
    path: Vec<OpId>,
    stack: Vec<Step<'a>>,
}

impl<'a> Walk<'a> {
    fn new(ctx: &'a Context, root_body: &'a Body, root: OpId, part: Part<'a>) -> Self {
        Self {
            ctx,
            root_body,
            root,
            part,
            states: FxHashMap::default(),
            path: Vec::new(),
            stack: Vec::new(),
        }
    }

    /// Takes the steps on the stack until it is empty or a check fails.
    fn run(&mut self) -> Result<(), Diagnostic> {
        while let Some(step) = self.stack.pop() {
            match step {
                Step::PopPath => {
                    self.path.pop();
                }
                Step::LeaveRegion(body, region) => {
                    self.states
                        .get_mut(&(body as *const Body))
                        .expect("state")
                        .open_regions
                        .remove(region);
                }
                Step::LeaveBody(body) => {
                    self.states.remove(&(body as *const Body));
                }
                Step::Enter(body, op) => self.enter(body, op)?,
            }
        }
        Ok(())
    }

    fn enter(&mut self, body: &'a Body, op: OpId) -> Result<(), Diagnostic> {
        let is_root = is_op(body, op, self.root_body, self.root);
        let state = self.states.entry(body as *const Body).or_default();
        check_operands(self.ctx, body, op, &mut (state, &self.path[..]))?;
        if let Part::UpToIsolated(contents) = self.part {
            if !is_root && body.is_isolated(op) {
                return contents(body, op);
            }
        }
        if body.regions(op).is_empty() {
            // Most ops: nothing nested to walk.
            return Ok(());
        }
        self.path.push(op);
        self.stack.push(Step::PopPath);
        let inner = body.regions_body(op);
        if !std::ptr::eq(inner, body) {
            self.stack.push(Step::LeaveBody(inner));
        }
        let ssa = has_ssa_regions(self.ctx, body, op);
        let inner_state = self.states.entry(inner as *const Body).or_default();
        for &region in body.regions(op).iter().rev() {
            inner_state
                .open_regions
                .insert(region, (self.path.len(), ssa));
            self.stack.push(Step::LeaveRegion(inner, region));
            let blocks: Vec<BlockId> = inner.region_blocks(region).collect();
            for &block in blocks.iter().rev() {
                // One pass over the block's ops: their positions, and their
                // steps (reversed below, so the first op comes off first).
                let first = self.stack.len();
                for (i, child) in inner.block_ops(block).enumerate() {
                    inner_state.order.insert(child, i as u32);
                    self.stack.push(Step::Enter(inner, child));
                }
                self.stack[first..].reverse();
            }
        }
        Ok(())
    }
}

/// What checking one use needs from the walk that meets it.
pub(super) trait UseScope {
    /// The depth at which `region` was opened on the walk's path, and
    /// whether it is SSACFG; `None` if it is not open.
    fn open_region(&self, region: RegionId) -> Option<(usize, bool)>;
    /// Whether the region holding `block`, the block of the op whose uses
    /// are checked, is SSACFG; `None` if it is not open.
    fn ssa_block(&self, body: &Body, block: BlockId) -> Option<bool> {
        self.open_region(body.block_region(block)?)
            .map(|(_, ssa)| ssa)
    }
    /// The op at `depth` on the walk's path, or `user` below its end: the
    /// op in the region opened at `depth` that holds the use.
    fn ancestor(&self, depth: usize, user: OpId) -> OpId;
    /// Whether `def` comes before `op` in their block.
    fn precedes(&self, def: OpId, op: OpId) -> bool;
    /// The dominator tree of `region` (of `body`).
    fn tree(&mut self, body: &Body, region: RegionId) -> &RegionDominance;
}

impl UseScope for (&mut BodyState, &[OpId]) {
    fn open_region(&self, region: RegionId) -> Option<(usize, bool)> {
        self.0.open_regions.get(region).copied()
    }

    fn ancestor(&self, depth: usize, user: OpId) -> OpId {
        self.1.get(depth).copied().unwrap_or(user)
    }

    fn precedes(&self, def: OpId, op: OpId) -> bool {
        self.0.position(def) < self.0.position(op)
    }

    fn tree(&mut self, body: &Body, region: RegionId) -> &RegionDominance {
        self.0.tree(body, region)
    }
}

/// Checks that each operand of `user` (stored in `body`) is dominated by
/// its definition, as `scope` sees the walk that meets it.
pub(super) fn check_operands(
    ctx: &Context,
    body: &Body,
    user: OpId,
    scope: &mut impl UseScope,
) -> Result<(), Diagnostic> {
    let operands = body.operands(user);
    if operands.len() == 0 {
        return Ok(()); // constants, allocations, ...
    }
    let user_block = body.op_block(user);
    for (index, value) in operands.enumerate() {
        let def = body.value_def(value);
        let def_block = match def {
            ValueDef::Result { op, .. } => body.op_block(op),
            ValueDef::Argument { block, .. } => Some(block),
            ValueDef::Placeholder => None,
        };
        let Some(def_block) = def_block else {
            return Err(
                OpView::new(ctx, body, user).error(format!("operand #{index} has no definition"))
            );
        };
        // Most uses: a definition in the user's own block.
        if Some(def_block) == user_block {
            let dominated = match scope.ssa_block(body, def_block) {
                None => false,
                Some(false) => true,
                Some(true) => match def {
                    ValueDef::Result { op: def, .. } => def != user && scope.precedes(def, user),
                    _ => true, // an argument of the block
                },
            };
            if !dominated {
                return Err(not_dominated(ctx, body, user, index));
            }
            continue;
        }
        let Some(def_region) = body.block_region(def_block) else {
            return Err(OpView::new(ctx, body, user)
                .error(format!("operand #{index} is defined in a detached block")));
        };
        let Some((depth, ssa)) = scope.open_region(def_region) else {
            return Err(not_dominated(ctx, body, user, index));
        };
        if !ssa {
            continue;
        }
        // The op in the definition's region that contains the use.
        let ancestor = scope.ancestor(depth, user);
        let use_block = body
            .op_block(ancestor)
            .expect("ops on the path are in blocks");
        let dominated = match def {
            ValueDef::Result { op: def, .. } if use_block == def_block => {
                def != ancestor && scope.precedes(def, ancestor)
            }
            ValueDef::Argument { .. } if use_block == def_block => true,
            // The entry block dominates every block of its region (the
            // unreachable ones too): no tree needed.
            _ if body.entry_block(def_region) == Some(def_block) => true,
            _ => {
                use_block != def_block
                    && scope.tree(body, def_region).dominates(def_block, use_block)
            }
        };
        if !dominated {
            return Err(not_dominated(ctx, body, user, index));
        }
    }
    Ok(())
}

/// MLIR's error for an operand that does not dominate its use, with a
/// note at the definition saying where it lies from the use.
pub(super) fn not_dominated(ctx: &Context, body: &Body, user: OpId, index: usize) -> Diagnostic {
    let value = body.operand(user, index);
    let diagnostic = OpView::new(ctx, body, user)
        .plain_error(format!("operand #{index} does not dominate this use"));
    let (Some(use_block), Some(def_block)) = (body.op_block(user), body.value_block(value)) else {
        return diagnostic;
    };
    let place = match region_relation(body, use_block, def_block) {
        Some(relation) => format!("in {relation}"),
        None => "is neither in a parent nor in a child region".to_string(),
    };
    let note = match body.value_def(value) {
        ValueDef::Result { .. } if use_block == def_block => {
            "operand defined here (op in the same block)".to_string()
        }
        ValueDef::Result { .. } => format!("operand defined here (op {place})"),
        _ => {
            let number = body
                .block_region(def_block)
                .and_then(|r| body.region_blocks(r).position(|b| b == def_block))
                .unwrap_or(0);
            format!("operand defined as a block argument (block #{number} {place})")
        }
    };
    match body.value_loc(value) {
        Some(loc) => diagnostic.with_note(loc, note),
        None => diagnostic,
    }
}

/// Where `def_block`'s region lies from `use_block`'s, as MLIR words it:
/// `the same region`, `a parent region` or `a child region`; `None` when
/// neither encloses the other.
fn region_relation(body: &Body, use_block: BlockId, def_block: BlockId) -> Option<&'static str> {
    let (use_region, def_region) = (body.block_region(use_block)?, body.block_region(def_block)?);
    if use_region == def_region {
        Some("the same region")
    } else if encloses(body, def_region, use_region) {
        Some("a parent region")
    } else if encloses(body, use_region, def_region) {
        Some("a child region")
    } else {
        None
    }
}

/// Whether `outer` is a proper ancestor of `inner` (in this body).
fn encloses(body: &Body, outer: RegionId, mut inner: RegionId) -> bool {
    while let Some(block) = body.region_parent(inner).and_then(|op| body.op_block(op)) {
        match body.block_region(block) {
            Some(region) if region == outer => return true,
            Some(region) => inner = region,
            None => return false,
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::super::tests::ir_text::{cfg_context, module};
    use super::{Part, Step, Walk};
    use crate::syntax::parser::{parse_source, ParseOptions};

    #[test]
    fn the_walk_drops_the_state_of_each_function_it_leaves() {
        let ctx = cfg_context();
        let (text, _) = module(&[("t.func", 3, 2, &[]), ("t.func", 2, 2, &[])]);
        let options = ParseOptions::whole_file("t.mlir");
        let parsed = parse_source(&ctx, &text, options).expect("the text parses");
        let mut walk = Walk::new(&ctx, &parsed.body, parsed.op, Part::Whole);
        walk.stack.push(Step::Enter(&parsed.body, parsed.op));
        assert!(walk.run().is_ok());
        // Only the state of the body holding the module is left.
        assert_eq!(walk.states.len(), 1);
    }
}
