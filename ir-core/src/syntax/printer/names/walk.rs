//! The numbering walk: MLIR's LIFO work list of regions (the scheme is
//! described in the parent module), which may leave the regions of some
//! isolated ops to be numbered apart, on other threads.

use super::{key, BodyNames, NameFlags, Names, ValueName};
use crate::context::Context;
use crate::ir::{Body, OpId, OpView, RegionId};
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::Arc;

/// The counters a region is numbered from (saved per region on the work list).
#[derive(Copy, Clone, Default)]
pub(super) struct Counters {
    pub(super) value: u32,
    pub(super) arg: u32,
    pub(super) conflict: u32,
}

/// An entry of the work list.
enum Work<'b> {
    /// A region (stored in a body), the counters it is numbered from and
    /// its depth in the region nest.
    Region(&'b Body, RegionId, Counters, u32),
    /// The regions of an isolated op, to be numbered apart (as a
    /// [`Job`]) from the counters they would start from.
    Apart(&'b Body, OpId, Counters, u32),
}

/// Where the numbering of an isolated op's regions left apart starts: the
/// counters and depth its regions start from, and the flags.
#[derive(Copy, Clone)]
pub(super) struct Start {
    counters: Counters,
    depth: u32,
    pub(super) flags: NameFlags,
}

/// The regions of an isolated op left to be numbered apart: the op (in
/// its body), and where their numbering starts.
pub(super) struct Job<'b> {
    pub(super) body: &'b Body,
    pub(super) op: OpId,
    pub(super) start: Start,
}

impl<'b> Job<'b> {
    /// The job of numbering the regions of `op` (stored in `body`) from `start`.
    pub(super) fn new(body: &'b Body, op: OpId, start: Start) -> Self {
        Self { body, op, start }
    }
}

/// What a walk leaves to be numbered apart, and what it needs to know to
/// carry on past it.
#[derive(Default)]
pub(super) struct Apart<'b> {
    /// With unique numbers, how far numbering each op left apart advances
    /// the counters (keyed by the op's body: see [`consumed`]); the walk
    /// carries on from there, so numbers stay unique and in MLIR's order.
    pub(super) consumed: FxHashMap<usize, Counters>,
    /// The ops left, in the order the walk reached them.
    pub(super) jobs: Vec<Job<'b>>,
}

/// Suggested names visible at the region being numbered: a set, and the
/// names each open region added (removed when the walk leaves it).
#[derive(Default)]
struct VisibleNames {
    names: FxHashSet<Arc<str>>,
    added: Vec<(u32, Arc<str>)>,
}

impl VisibleNames {
    /// Forgets the names of regions at `depth` or deeper.
    fn leave_to(&mut self, depth: u32) {
        while self.added.last().is_some_and(|(d, _)| *d >= depth) {
            let (_, name) = self.added.pop().expect("checked");
            self.names.remove(&name);
        }
    }

    /// `hint`, or `hint_N` with the first free conflict number.
    fn unique(&mut self, hint: &str, depth: u32, conflict: &mut u32) -> Arc<str> {
        let mut name: Arc<str> = hint.into();
        while self.names.contains(&name) {
            let mut numbered = String::with_capacity(hint.len() + 11);
            numbered.push_str(hint);
            numbered.push('_');
            numbered.push_str(itoa::Buffer::new().format(*conflict));
            name = numbered.into();
            *conflict += 1;
        }
        self.names.insert(name.clone());
        self.added.push((depth, name.clone()));
        name
    }
}

/// The state of one numbering walk.
pub(super) struct Numbering<'c> {
    /// The context, in the custom form (where ops suggest names).
    ctx: Option<&'c Context>,
    /// The flags it numbers by.
    flags: NameFlags,
    pub(super) names: Names,
    visible: VisibleNames,
    counters: Counters,
}

/// The work list entries of `op`'s regions.
fn regions_of<'b>(
    body: &'b Body,
    op: OpId,
    counters: Counters,
    depth: u32,
) -> impl Iterator<Item = Work<'b>> {
    let inner = body.regions_body(op);
    body.regions(op)
        .iter()
        .map(move |&r| Work::Region(inner, r, counters, depth))
}

impl<'c> Numbering<'c> {
    /// A walk numbering as `flags` say.
    pub(super) fn new(ctx: &'c Context, flags: NameFlags) -> Self {
        Numbering {
            ctx: (!flags.generic).then_some(ctx),
            flags,
            names: Names::default(),
            visible: VisibleNames::default(),
            counters: Counters::default(),
        }
    }

    /// Numbers `op`'s results and everything nested in it; with `apart`,
    /// the regions of isolated ops that hold no isolated op (functions)
    /// are left to it, where that does not change any name (see
    /// [`Numbering::may_leave`]).
    pub(super) fn op<'b>(&mut self, body: &'b Body, op: OpId, apart: Option<&mut Apart<'b>>) {
        // As MLIR, the regions are pushed before the op's results are
        // numbered: in the custom form they number from 0 too.
        let work = regions_of(body, op, self.counters, 1).collect();
        self.number_results(body, op, 0);
        self.run(work, apart);
    }

    /// Numbers `roots`, regions of `body`, and everything nested in them,
    /// as the regions of one op.
    pub(super) fn regions(&mut self, body: &Body, roots: &[RegionId]) {
        let work = roots
            .iter()
            .map(|&r| Work::Region(body, r, self.counters, 1))
            .collect();
        self.run(work, None);
    }

    /// Numbers the regions of a job left apart (as the walk that left it
    /// would have).
    pub(super) fn job(&mut self, job: &Job<'_>) {
        let Start {
            counters, depth, ..
        } = job.start;
        self.counters = counters;
        let work = regions_of(job.body, job.op, counters, depth).collect();
        self.run(work, None);
    }

    /// Numbers the regions on `work` and everything nested in them.
    fn run<'b>(&mut self, mut work: Vec<Work<'b>>, mut apart: Option<&mut Apart<'b>>) {
        while let Some(entry) = work.pop() {
            let (body, region, saved, depth) = match entry {
                Work::Region(body, region, saved, depth) => (body, region, saved, depth),
                Work::Apart(body, op, saved, depth) => {
                    let apart = apart.as_deref_mut().expect("left apart only with `apart`");
                    self.leave(apart, body, op, saved, depth);
                    continue;
                }
            };
            if !self.flags.unique_counters() {
                self.counters = saved;
            }
            self.visible.leave_to(depth);
            let entry = body.entry_block(region);
            for (ordinal, block) in body.region_blocks(region).enumerate() {
                let table = self.names.table_mut(body);
                table.blocks.insert(block, ordinal as u32);
                for &arg in body.block_args(block) {
                    let name = if Some(block) == entry {
                        self.counters.arg += 1;
                        ValueName::Arg(self.counters.arg - 1)
                    } else {
                        self.counters.value += 1;
                        ValueName::Num(self.counters.value - 1)
                    };
                    table.insert(&[arg], name);
                }
                for op in body.block_ops(block) {
                    self.number_results(body, op, depth);
                }
            }
            let leaving = apart.is_some();
            for block in body.region_blocks(region) {
                for op in body.block_ops(block) {
                    if leaving && self.may_leave(body, op) {
                        work.push(Work::Apart(body, op, self.counters, depth + 1));
                    } else {
                        work.extend(regions_of(body, op, self.counters, depth + 1));
                    }
                }
            }
        }
    }

    /// Whether the regions of `op` may be numbered apart: it is isolated
    /// and holds no isolated op (so they are all in one body no other job
    /// touches), and, in the custom form, no suggested name is visible
    /// (so a job starts from its counters alone).
    fn may_leave(&self, body: &Body, op: OpId) -> bool {
        body.is_isolated(op)
            && body.regions_body(op).num_isolated() == 0
            && (self.flags.generic || self.visible.names.is_empty())
    }

    /// Leaves the regions of `op` to `apart`, starting from the counters
    /// they would start from here, and moves the counters past them when
    /// numbers are unique.
    fn leave<'b>(
        &mut self,
        apart: &mut Apart<'b>,
        body: &'b Body,
        op: OpId,
        saved: Counters,
        depth: u32,
    ) {
        let unique = self.flags.unique_counters();
        let counters = if unique { self.counters } else { saved };
        let start = Start {
            counters,
            depth,
            flags: self.flags,
        };
        apart.jobs.push(Job::new(body, op, start));
        if unique {
            let used = apart.consumed[&key(body.regions_body(op))];
            self.counters.value += used.value;
            self.counters.arg += used.arg;
        }
    }

    /// Names an op's results: its suggestion made unique, else the next
    /// number; an op without results takes a number if [`NameFlags::op_ids`].
    fn number_results(&mut self, body: &Body, op: OpId, depth: u32) {
        let results = body.results(op);
        if results.is_empty() {
            if self.flags.op_ids {
                self.counters.value += 1;
                let number = self.counters.value - 1;
                self.names.table_mut(body).ops.insert(op, number);
            }
            return;
        }
        let hint = self.ctx.and_then(|ctx| {
            let suggest = ctx.op_def(body.op_name(op))?.result_name?;
            suggest(&OpView::new(ctx, body, op))
        });
        let name = match hint {
            Some(hint) => ValueName::Named(self.visible.unique(
                &hint,
                depth,
                &mut self.counters.conflict,
            )),
            None => {
                self.counters.value += 1;
                ValueName::Num(self.counters.value - 1)
            }
        };
        self.names.table_mut(body).insert(results, name);
    }
}

impl Names {
    /// The table of `body`'s names, made empty if there is none.
    fn table_mut(&mut self, body: &Body) -> &mut BodyNames {
        self.bodies
            .entry(key(body))
            .or_insert_with(|| BodyNames::for_body(body))
    }
}

/// How far numbering the regions of `op`, an isolated op holding no
/// isolated op, advances the counters in the generic form: one number per
/// argument of an entry block, and one per other block argument and per op
/// with results (the results of an op share a number), or per op with
/// `op_ids`.
pub(super) fn consumed(body: &Body, op: OpId, op_ids: bool) -> Counters {
    let inner = body.regions_body(op);
    let mut regions: Vec<RegionId> = body.regions(op).to_vec();
    let mut used = Counters::default();
    while let Some(region) = regions.pop() {
        let entry = inner.entry_block(region);
        for block in inner.region_blocks(region) {
            let args = inner.block_args(block).len() as u32;
            if Some(block) == entry {
                used.arg += args;
            } else {
                used.value += args;
            }
            for op in inner.block_ops(block) {
                used.value += u32::from(op_ids || !inner.results(op).is_empty());
                // No op here is isolated: its regions are stored here too.
                regions.extend_from_slice(inner.regions(op));
            }
        }
    }
    used
}
