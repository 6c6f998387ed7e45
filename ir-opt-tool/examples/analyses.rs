//! Measures the CFG analyses (dominator and post-dominator trees, dominance
//! frontiers, liveness, loop nesting forest) on one big function, and how
//! their time grows from the smallest function to the largest: linear
//! growth keeps each ratio near the ratio of op counts. `region CFG` is
//! reading the CFG out of the IR (`RegionCfg::new`), which the tree, the
//! frontiers and the loops then share; liveness reads the IR itself.
//!
//! ```sh
//! cargo run --release -p ir-opt-tool --example analyses
//! cargo run --release -p ir-opt-tool --example analyses -- --skip-liveness \
//!     bench/out/cfg-100k-1fn.mlir bench/out/cfg-1m-1fn.mlir
//! cargo run --release -p ir-opt-tool --example analyses -- --sizes 1000000,10000000
//! ```
//!
//! Without files it builds functions directly, of 100,000 and 1,000,000
//! ops (or the sizes `--sizes` lists): straight code, diamonds and loops,
//! values passed through block arguments, each value used within a few ops
//! of its definition, and the function's arguments used throughout. With files, it measures
//! the largest function of each. Live sets are as large as the program
//! makes them: `bench-gen` keeps about 2,000 values live across every block
//! (`cfg-100k-1fn.mlir`: 41 million live-in entries), so its 1M-op
//! functions have live sets of billions of entries; `--skip-liveness`
//! leaves liveness out for such inputs.
//!
//! Each time is the fastest of nine runs, taken twice:
//!
//! - **warm**: the runs follow each other, so an IR that fits in the
//!   last-level cache (the 100k-op function's, about 18 MB) stays there
//!   from one run to the next, while a larger one never does;
//! - **cold**: before each run the caches are flushed (see `common`), so
//!   every size starts as it would after work on other data. This is the
//!   growth of the algorithm itself: in the warm column, an analysis that
//!   reads the IR (region CFG) compares cache hits at 100k with memory
//!   reads at 1M.
//!
//! `dominance from IR` is reading the CFG plus building the tree: what a
//! pass that asks for dominance pays.

use ir_core::graph::dominance::{DominatorTree, PostDominatorTree};
use ir_core::graph::liveness::Liveness;
use ir_core::graph::loops::LoopForest;
use ir_core::graph::region_cfg::RegionCfg;
use ir_core::ir::{walk_ops, InsertPoint, OperationState, WalkItem};
use ir_core::{BlockId, Body, Context, OpId, ValueId};
use std::time::Duration;

mod common;
use common::{context, fastest, ms, parse, time, Flush};

/// Runs per measurement; the fastest counts (the machine may be busy with
/// other work, which only ever adds time).
const RUNS: usize = 9;

/// The analyses measured, in output order.
const ANALYSES: [&str; 7] = [
    "region CFG",
    "dominance",
    "dominance from IR",
    "post-dominance",
    "frontiers",
    "liveness",
    "loops",
];

/// A warm and a cold time of one analysis.
#[derive(Copy, Clone)]
struct Time {
    warm: Duration,
    cold: Duration,
}

/// Times of each analysis, in the order of [`ANALYSES`].
type Times = [Option<Time>; ANALYSES.len()];

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let skip_liveness = args.iter().any(|a| a == "--skip-liveness");
    args.retain(|a| a != "--skip-liveness");
    // `--sizes 1000000,10000000`: the synthetic functions' op counts.
    let mut sizes = vec![100_000, 1_000_000];
    if let Some(at) = args.iter().position(|a| a == "--sizes") {
        let list = args.get(at + 1).expect("--sizes takes a list of op counts");
        sizes = list
            .split(',')
            .map(|n| n.parse().expect("an op count"))
            .collect();
        args.drain(at..at + 2);
    }
    let ctx = context();
    let mut rows: Vec<(usize, Times)> = Vec::new();
    let mut report = |name: &str, body: &Body, function: OpId| {
        let ops = count_ops(body, function);
        let (times, live_entries) = measure(body, function, skip_liveness);
        print!("{name}: {ops} ops; warm/cold:");
        for (analysis, time) in ANALYSES.iter().zip(times) {
            if let Some(time) = time {
                print!(" {analysis} {}/{}", ms(time.warm), ms(time.cold));
            }
        }
        match live_entries {
            Some(entries) => println!(" ({entries} live-in entries)"),
            None => println!(),
        }
        rows.push((ops, times));
    };
    if args.is_empty() {
        for ops in sizes {
            let (body, function) = synthetic_function(&ctx, ops);
            report(&format!("synthetic function of {ops} ops"), &body, function);
        }
    }
    for path in &args {
        let text = std::fs::read_to_string(path).expect("read the input");
        let module = parse(&ctx, path, &text);
        let inner = module.body.regions_body(module.op);
        let function = largest_function(inner, &module.body, module.op);
        report(path, inner, function);
    }
    rows.sort_by_key(|&(ops, _)| ops);
    let ((small_ops, small), (large_ops, large)) = (rows[0], rows[rows.len() - 1]);
    println!(
        "growth from {small_ops} to {large_ops} ops ({:.2}x):   warm    cold",
        large_ops as f64 / small_ops as f64
    );
    let growth = |large: Duration, small: Duration| large.as_secs_f64() / small.as_secs_f64();
    for (i, name) in ANALYSES.iter().enumerate() {
        if let (Some(small), Some(large)) = (small[i], large[i]) {
            println!(
                "  {name:<17} {:>14.2}x {:>6.2}x",
                growth(large.warm, small.warm),
                growth(large.cold, small.cold)
            );
        }
    }
}

/// Times each analysis of the region of `function` (stored in `body`);
/// also returns the total size of the live-in sets.
fn measure(body: &Body, function: OpId, skip_liveness: bool) -> (Times, Option<usize>) {
    let function_body = body.regions_body(function);
    let region = body.regions(function)[0];
    let cfg = RegionCfg::new(function_body, region);
    let dom = DominatorTree::new(cfg.graph(), 0);
    let flush = Flush::new();
    let liveness = (!skip_liveness).then(|| both(&flush, || Liveness::new(body, function)));
    let live_entries = (!skip_liveness).then(|| {
        let liveness = Liveness::new(body, function);
        let blocks = cfg.blocks().iter();
        blocks.map(|&b| liveness.live_in(b).len()).sum()
    });
    let times = [
        Some(both(&flush, || RegionCfg::new(function_body, region))),
        Some(both(&flush, || DominatorTree::new(cfg.graph(), 0))),
        Some(both(&flush, || {
            let cfg = RegionCfg::new(function_body, region);
            (DominatorTree::new(cfg.graph(), 0), cfg)
        })),
        Some(both(&flush, || PostDominatorTree::new(cfg.graph()))),
        Some(both(&flush, || dom.frontiers(cfg.graph()))),
        liveness,
        Some(both(&flush, || LoopForest::new(cfg.graph(), &dom))),
    ];
    (times, live_entries)
}

/// The fastest warm and cold times of `f`.
fn both<T>(flush: &Flush, f: impl Fn() -> T) -> Time {
    Time {
        warm: fastest(RUNS, || time(&f)),
        cold: fastest(RUNS, || {
            flush.evict();
            time(&f)
        }),
    }
}

/// Builds a `test.func` op of about `ops` ops in one region: segments of
/// straight code, diamonds and counted loops, with values passed to join
/// and loop header blocks as arguments. Each op uses recent values and,
/// now and then, one of the four function arguments.
fn synthetic_function(ctx: &Context, ops: usize) -> (Body, OpId) {
    let mut b = Synthetic {
        ctx,
        body: Body::new(),
        recent: Vec::new(),
        args: Vec::new(),
        count: 0,
        seed: 1,
    };
    let mut state = OperationState::new(ctx.op_name("test.func"), ctx.unknown_loc());
    state.num_regions = 1;
    let function = b.body.create_op(ctx, state);
    let region = b.body.regions(function)[0];
    let mut block = b.body.append_block(region);
    for _ in 0..4 {
        let arg = b
            .body
            .add_block_arg(block, ctx.int_type(32), ctx.unknown_loc());
        b.args.push(arg);
    }
    b.recent = b.args.clone();
    while b.count < ops {
        block = match b.next(3) {
            0 => b.straight(block),
            1 => b.diamond(block, region),
            _ => b.counted_loop(block, region),
        };
    }
    b.op("test.return", block, 0, &[]);
    (b.body, function)
}

/// The state of [`synthetic_function`].
struct Synthetic<'a> {
    ctx: &'a Context,
    body: Body,
    /// The values the next ops use (the last few defined).
    recent: Vec<ValueId>,
    /// The function's arguments.
    args: Vec<ValueId>,
    /// Ops created so far.
    count: usize,
    seed: u64,
}

impl Synthetic<'_> {
    /// A pseudo-random number below `bound`.
    fn next(&mut self, bound: u64) -> u64 {
        self.seed = self
            .seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        (self.seed >> 33) % bound
    }

    /// Appends an op with `results` i32 results, operands and successors.
    fn op(&mut self, name: &str, block: BlockId, results: usize, succs: &[BlockId]) -> OpId {
        let mut state = OperationState::new(self.ctx.op_name(name), self.ctx.unknown_loc());
        let back = self.next(self.recent.len().min(4) as u64) as usize;
        let a = self.recent[self.recent.len() - 1 - back];
        let b = if self.next(8) == 0 {
            let arg = self.next(4) as usize;
            self.args[arg]
        } else {
            self.recent[self.recent.len() - 1]
        };
        state.operands = ir_core::smallvec::smallvec![a, b];
        state.result_types = ir_core::smallvec::smallvec![self.ctx.int_type(32); results];
        state.successors = succs.into();
        let op = self.body.create_op(self.ctx, state);
        self.body.insert_op(op, InsertPoint::End(block));
        self.count += 1;
        if results > 0 {
            self.recent.push(self.body.results(op)[0]);
            if self.recent.len() > 8 {
                self.recent.remove(0);
            }
        }
        op
    }

    /// A few ops in `block`.
    fn straight(&mut self, block: BlockId) -> BlockId {
        for _ in 0..2 + self.next(6) {
            self.op("test.compute", block, 1, &[]);
        }
        block
    }

    /// `block` branches to two arms that pass a value to a join block.
    fn diamond(&mut self, block: BlockId, region: ir_core::RegionId) -> BlockId {
        let arms = [
            self.body.append_block(region),
            self.body.append_block(region),
        ];
        let join = self.body.append_block(region);
        self.op("test.cond_br", block, 0, &arms);
        let before = self.recent.clone();
        for arm in arms {
            self.recent.clone_from(&before);
            self.straight(arm);
            self.op("test.br", arm, 0, &[join]);
        }
        self.join_with_argument(join, before);
        join
    }

    /// `block` enters a loop whose header takes a value, runs a body and
    /// branches back or to the exit.
    fn counted_loop(&mut self, block: BlockId, region: ir_core::RegionId) -> BlockId {
        let header = self.body.append_block(region);
        let exit = self.body.append_block(region);
        self.op("test.br", block, 0, &[header]);
        let before = self.recent.clone();
        self.join_with_argument(header, before);
        self.straight(header);
        self.op("test.loop_br", header, 0, &[header, exit]);
        exit
    }

    /// Adds an argument to `join`; the recent values become `before` and
    /// that argument.
    fn join_with_argument(&mut self, join: BlockId, mut before: Vec<ValueId>) {
        let arg = self
            .body
            .add_block_arg(join, self.ctx.int_type(32), self.ctx.unknown_loc());
        before.push(arg);
        let keep = before.len().saturating_sub(8);
        self.recent = before.split_off(keep);
    }
}

/// The number of ops nested in `op`, itself included.
fn count_ops(body: &Body, op: OpId) -> usize {
    let mut ops = 0;
    walk_ops(body, op, |_, item| {
        ops += usize::from(matches!(item, WalkItem::Enter(_)))
    });
    ops
}

/// The op of the module with the most nested ops and a region.
fn largest_function(inner: &Body, outer: &Body, module: OpId) -> OpId {
    let mut best = (module, 0);
    for &region in outer.regions(module) {
        for block in inner.region_blocks(region) {
            for op in inner.block_ops(block) {
                let ops = count_ops(inner, op);
                if ops > best.1 && !inner.regions(op).is_empty() {
                    best = (op, ops);
                }
            }
        }
    }
    best.0
}
