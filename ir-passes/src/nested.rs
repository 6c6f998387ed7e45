//! Visiting an op's body and the bodies of every op isolated from above
//! nested in it (a function pass run on a module reaches each function).

use ir_core::ir::OwnedOp;
use ir_core::{Attr, Body, OpId, RegionId};

/// Calls `visit(body, regions, loc)` for `target`'s own regions and, depth
/// first with an explicit stack, for each isolated op's regions inside, in
/// program order (so what a pass reports per function comes in order).
pub(crate) fn for_each_isolated_body(
    target: &mut OwnedOp,
    mut visit: impl FnMut(&mut Body, &[RegionId], Attr),
) {
    let loc = target.body.op_loc(target.op);
    let roots = target.body.regions(target.op).to_vec();
    let mut work = vec![(roots, loc, target.body.regions_body_mut(target.op))];
    while let Some((roots, loc, body)) = work.pop() {
        visit(body, &roots, loc);
        work.extend(nested_bodies(body).into_iter().rev());
    }
}

/// The bodies of the isolated ops stored in `body`, with their regions
/// and locations (read before the bodies are borrowed mutably).
fn nested_bodies(body: &mut Body) -> Vec<(Vec<RegionId>, Attr, &mut Body)> {
    let ops: Vec<OpId> = body.isolated_bodies_mut().map(|(op, _)| op).collect();
    let headers: Vec<(Vec<RegionId>, Attr)> = ops
        .iter()
        .map(|&op| (body.regions(op).to_vec(), body.op_loc(op)))
        .collect();
    body.isolated_bodies_mut()
        .zip(headers)
        .map(|((_, nested), (roots, loc))| (roots, loc, nested))
        .collect()
}
