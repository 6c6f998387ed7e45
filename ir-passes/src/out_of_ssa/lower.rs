//! The lowering out of SSA of one body: split the critical edges that pass
//! operands, colour the block arguments and the values copied into them
//! (coalescing), then rewrite with variables, and check the result.

use super::assignment::Assignment;
use super::colouring::colour_region;
use super::live_check::LiveCheck;
use super::pressure::max_live;
use super::regions::{ssa_regions, SsaRegion};
use super::rewrite::{drop_empty_splits, Rewrite};
use super::split_edges::split_critical_edges_in;
use super::verify::verify_out_of_ssa;
use super::webs::{region_edges, Edge, Webs};
use ir_core::ods::Op;
use ir_core::{Attr, Body, Context, Diagnostic, RegionId};
use ir_dialects::var::DeclareOp;

/// How to lower.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OutOfSsaOptions {
    /// Let values that do not interfere share a variable; without it every
    /// block argument has a variable of its own and every value passed on
    /// an edge is copied.
    pub coalesce: bool,
    /// Measure the register pressure ([`OutOfSsaStats::max_live`]). It
    /// takes time proportional to the total size of the live ranges, which
    /// grows faster than the function when the number of values live at
    /// once does; the lowering itself does not need it.
    pub measure_pressure: bool,
}

impl Default for OutOfSsaOptions {
    fn default() -> Self {
        Self {
            coalesce: true,
            measure_pressure: false,
        }
    }
}

/// What the lowering of one body did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct OutOfSsaStats {
    /// Variables declared.
    pub variables: u64,
    /// The most values living in variables that are live at once (in one
    /// region): the fewest variables that could hold them. Zero unless
    /// measured ([`OutOfSsaOptions::measure_pressure`]).
    pub max_live: u64,
    /// Copies placed on edges (`var.copy`, `var.write`).
    pub copies: u64,
    /// Copies a naive lowering places: one per operand passed to a block
    /// argument.
    pub naive_copies: u64,
    /// Temporaries that broke cycles of copies (one per cycle).
    pub temporaries: u64,
    /// Critical edges split (and kept: they hold copies).
    pub split_edges: u64,
}

/// Lowers the SSA regions of `roots` (stored in `body`) and the regions
/// nested in them out of SSA: afterwards no block but an entry block has
/// arguments and no branch passes operands; values flow through variables
/// of the `var` dialect, declared at the top of each root's entry block
/// (located at `loc`).
pub fn convert_block_args_to_copies(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    loc: Attr,
    options: OutOfSsaOptions,
) -> Result<OutOfSsaStats, Diagnostic> {
    let regions = ssa_regions(ctx, body, roots);
    let mut stats = OutOfSsaStats::default();
    // Without arguments outside entry blocks no branch passes operands.
    if !has_block_arguments(body, &regions) {
        return Ok(stats);
    }
    if !DeclareOp::is_registered(ctx) {
        return Err(Diagnostic::error(
            loc,
            "leaving SSA needs the 'var' dialect to be registered",
        ));
    }
    let splits = split_critical_edges_in(ctx, body, &regions, true)?;
    let edges = regions
        .iter()
        .map(|r| region_edges(ctx, body, r.region))
        .collect::<Result<Vec<Vec<Edge>>, Diagnostic>>()?;
    // Splitting an edge moves its operands to the new block's branch.
    stats.naive_copies = edges
        .iter()
        .flatten()
        .map(|e| e.operands.len() as u64)
        .sum();
    let webs: Vec<Webs> = regions
        .iter()
        .zip(&edges)
        .map(|(r, edges)| Webs::new(body, r.region, edges))
        .collect();
    let mut assignment = Assignment::default();
    for (&region, webs) in regions.iter().zip(&webs) {
        if webs.is_empty() {
            continue;
        }
        let mut check = LiveCheck::new(body, region.region);
        colour_region(
            ctx,
            body,
            region,
            webs,
            &mut check,
            &mut assignment,
            options.coalesce,
        );
        if options.measure_pressure {
            let live = max_live(body, &check, &assignment);
            stats.max_live = stats.max_live.max(live as u64);
        }
    }
    assignment.compact();
    stats.variables = assignment.num_variables() as u64;
    let mut rewrite = Rewrite::declare(ctx, body, &assignment, loc);
    for region in &regions {
        rewrite.write_definitions(region.region);
    }
    for edges in &edges {
        let moves = rewrite.place_copies(edges)?;
        stats.copies += moves.copies;
        stats.temporaries += moves.temporaries;
    }
    for region in &regions {
        rewrite.read_arguments(region.region)?;
    }
    stats.split_edges = drop_empty_splits(body, &splits);
    verify_out_of_ssa(ctx, body, roots)?;
    Ok(stats)
}

/// Whether a block other than an entry block of `regions` has arguments.
fn has_block_arguments(body: &Body, regions: &[SsaRegion]) -> bool {
    regions.iter().any(|r| {
        let entry = body.entry_block(r.region);
        body.region_blocks(r.region)
            .any(|b| Some(b) != entry && !body.block_args(b).is_empty())
    })
}
