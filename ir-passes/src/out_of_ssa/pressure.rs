//! Register pressure of the values living in variables: the most that are
//! live at once in a region, the lower bound on the variables a colouring
//! of them needs (reached per type by the colouring of a chordal graph).

use super::assignment::Assignment;
use super::last_use::LastUses;
use ir_core::graph::liveness::Liveness;
use ir_core::{Body, RegionId, ValueId};

/// The most values of `region` living in variables that are live at once,
/// at block starts and after each op. Linear in the ops of the region plus
/// its live-in sets.
pub(crate) fn max_live(
    body: &Body,
    region: RegionId,
    liveness: &Liveness,
    last_uses: &LastUses,
    assignment: &Assignment,
) -> usize {
    let resident = |v: ValueId| last_uses.is_recorded(v) && assignment.variable(v).is_some();
    let mut most = 0;
    let mut deaths = Vec::new();
    for block in body.region_blocks(region) {
        deaths.clear();
        deaths.resize(body.block_ops(block).count(), 0usize);
        let dies = |value: ValueId, deaths: &mut Vec<usize>| {
            if !liveness.is_live_out(value, block) {
                if let Some(at) = last_uses.last_use(value, block) {
                    deaths[at as usize] += 1;
                }
            }
        };
        let mut live = 0usize;
        let entering = liveness
            .live_in(block)
            .chain(body.block_args(block).iter().copied());
        for value in entering.filter(|&v| resident(v)) {
            live += 1;
            dies(value, &mut deaths);
        }
        most = most.max(live);
        for (position, op) in body.block_ops(block).enumerate() {
            live = live.saturating_sub(deaths[position]);
            for &result in body.results(op).iter().filter(|&&r| resident(r)) {
                live += 1;
                dies(result, &mut deaths);
            }
            most = most.max(live);
        }
    }
    most
}
