//! The pressure measured by exploring live ranges one at a time equals the
//! most values in variables live at once by the exact live sets of
//! `ir_core`, on random functions after colouring.

use super::random::{program, Rng};
use super::{context, first_function, parse};
use crate::out_of_ssa::assignment::Assignment;
use crate::out_of_ssa::colouring::colour_region;
use crate::out_of_ssa::live_check::LiveCheck;
use crate::out_of_ssa::pressure::max_live;
use crate::out_of_ssa::regions::SsaRegion;
use crate::out_of_ssa::webs::{region_edges, Webs};
use ir_core::graph::liveness::Liveness;
use ir_core::{Body, RegionId, ValueId};

/// The most values of `region` living in variables and live at once, at
/// block starts and after each op, by the exact live sets.
fn exact_max_live(body: &Body, region: RegionId, assignment: &Assignment) -> usize {
    let liveness = Liveness::of_regions(body, &[region]);
    let mut resident: Vec<ValueId> = Vec::new();
    for block in body.region_blocks(region) {
        resident.extend_from_slice(body.block_args(block));
        for op in body.block_ops(block) {
            resident.extend_from_slice(body.results(op));
        }
    }
    resident.retain(|&v| assignment.variable(v).is_some());
    let mut most = 0;
    for block in body.region_blocks(region) {
        let at_start = resident
            .iter()
            .filter(|&&v| liveness.is_live_in(v, block) || body.block_args(block).contains(&v))
            .count();
        most = most.max(at_start);
        for op in body.block_ops(block) {
            let after = resident
                .iter()
                .filter(|&&v| liveness.is_live_after(body, v, op))
                .count();
            most = most.max(after);
        }
    }
    most
}

#[test]
fn measured_pressure_is_the_exact_one() {
    let ctx = context();
    let mut rng = Rng(0x5851_f42d_4c95_7f2d);
    let mut largest = 0;
    for _ in 0..300 {
        let blocks = 2 + rng.below(9);
        let module = parse(&ctx, &program(&mut rng, blocks));
        let (body, region) = first_function(&module);
        let edges = region_edges(&ctx, body, region).expect("known branches");
        let webs = Webs::new(body, region, &edges);
        let mut check = LiveCheck::new(body, region);
        let mut assignment = Assignment::default();
        let ssa = SsaRegion {
            region,
            root: region,
        };
        colour_region(&ctx, body, ssa, &webs, &mut check, &mut assignment, true);
        let measured = max_live(body, &check, &assignment);
        assert_eq!(measured, exact_max_live(body, region, &assignment));
        largest = largest.max(measured);
    }
    assert!(largest >= 4, "the programs keep few values live: {largest}");
}
