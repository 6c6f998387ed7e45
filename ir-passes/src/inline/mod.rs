//! The `inline` pass, as MLIR's inliner (`mlir/lib/Transforms/Inliner.cpp`
//! and `Utils/Inliner.cpp`; Passes.md, "-inline").
//!
//! On an op holding a symbol table of callables (a module), the pass builds
//! the call graph ([`CallGraph`]) and visits its strongly connected
//! components bottom-up, callees before callers. For each component it
//! repeats, at most `max-iterations` times: run the optimization pipeline
//! on each of its callables (`op-pipelines` for the callable's op,
//! otherwise `default-pipeline`, `canonicalize` by default), then inline
//! the calls in them. A call is inlined when its callee has a body in the
//! table, the dialects involved allow it
//! ([`DialectInliner`](ir_core::interfaces::DialectInliner)), the callee
//! is not recursive through itself or the caller, a callee of several
//! blocks is not asked into a single-block region, and the profitability
//! hook agrees (`inlining-threshold`: callee ops over caller ops, in
//! percent). Calls that inlining brings in are considered in the same
//! round, remembering what they were inlined from, so that a chain of
//! recursive calls is not unrolled without end (MLIR's inline history).
//!
//! Uses of private callables are counted (`uses`): a private callable
//! with no use is erased when its component is visited, and the last call
//! to one is inlined and the callable erased.
//!
//! Each symbol table nested in the op (outside callables) gets the same
//! treatment on its own. What it leaves alone: callables nested in
//! callables, calls inside isolated ops of a callable, and calls through
//! nested tables (`@m::@f`), which are left as calls. Locations of inlined ops are
//! kept as they are (MLIR wraps them in `callsite(...)`, visible only with
//! `-mlir-print-debuginfo`).

mod inline_call;
mod pipelines;
mod uses;

use inline_call::{inline_call, structurally_inlinable, Callee};
use ir_core::graph::call_graph::{call_sites, CallGraph, UNKNOWN_CALLEE};
use ir_core::ir::{walk_ops, OwnedOp};
use ir_core::pass::{
    Pass, PassContext, PassEvent, PassInfo, PassRegistry, Statistic, StatisticSet,
};
use ir_core::{Body, Context, Diagnostic, OpId, OpView};
use pipelines::{Optimizer, Pipelines};
use rustc_hash::FxHashSet;
use std::sync::Arc;
use uses::UseList;

ir_core::pass_options! {
    /// The options of `inline`, with MLIR's names and defaults.
    pub(crate) struct InlineOptions {
        default_pipeline("default-pipeline"): String = "canonicalize".to_string(),
            "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList";
        op_pipelines("op-pipelines"): Vec<String> = Vec::new(),
            "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)";
        max_iterations("max-iterations"): i64 = 4,
            "Maximum number of iterations when inlining within an SCC";
        inlining_threshold("inlining-threshold"): i64 = u32::MAX as i64,
            "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it";
    }
}

ir_core::pass_statistics! {
    /// The counters of `inline`.
    struct InlineStatistics {
        inlined("num-inlined-calls"): "Number of inlined calls";
        erased("num-erased-callables"): "Number of callables erased";
    }
}

/// Whether inlining a resolved call is worth it (MLIR's `isProfitable`
/// hook of `InlinerConfig`): given the number of ops of the callee and of
/// the caller.
pub type Profitability = dyn Fn(usize, usize) -> bool + Send + Sync;

/// Registers the pass; its pipelines may use the passes of `nested`.
pub fn register(passes: &mut PassRegistry, nested: Arc<PassRegistry>) {
    passes.register(PassInfo::with_options(
        "inline",
        "Inliner",
        "Inline function calls",
        move |options: &InlineOptions| {
            if options.max_iterations < 1 {
                return Err("'max-iterations' must be at least 1".to_string());
            }
            let threshold = u64::try_from(options.inlining_threshold)
                .map_err(|_| "'inlining-threshold' must not be negative".to_string())?;
            let profitable: Box<Profitability> = Box::new(move |callee, caller| {
                threshold >= u32::MAX as u64
                    || caller == 0
                    || (callee * 100 / caller) as u64 <= threshold
            });
            Ok(Box::new(Inliner {
                pipelines: Pipelines::new(nested.clone(), options)?,
                max_iterations: options.max_iterations as usize,
                profitable,
                counters: InlineStatistics::default(),
            }))
        },
    ));
}

/// The pass.
struct Inliner {
    pipelines: Pipelines,
    max_iterations: usize,
    profitable: Box<Profitability>,
    counters: InlineStatistics,
}

impl Pass for Inliner {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        let regions = target.body.regions(target.op).to_vec();
        let loc = target.body.op_loc(target.op);
        let qualified = uses::qualified_names(ctx, &target.body, target.op);
        let table = target.body.regions_body_mut(target.op);
        self.run_on_table(ctx, table, &regions, (loc, &mut *cx, &qualified))?;
        // The symbol tables nested in this one (not in callables), each on
        // its own.
        let mut pending = nested_tables(ctx, table, &regions);
        while let Some(path) = pending.pop() {
            let mut outer = &mut *table;
            for &op in &path[..path.len() - 1] {
                outer = outer.regions_body_mut(op);
            }
            let op = path[path.len() - 1];
            let regions = outer.regions(op).to_vec();
            let inner = outer.regions_body_mut(op);
            self.run_on_table(ctx, inner, &regions, (loc, &mut *cx, &qualified))?;
            for mut nested in nested_tables(ctx, inner, &regions) {
                let mut full = path.clone();
                full.append(&mut nested);
                pending.push(full);
            }
        }
        Ok(())
    }

    fn statistics(&self) -> Vec<&Statistic> {
        self.counters.each()
    }
}

/// The paths (one op each) to the symbol-table ops directly in `regions`
/// of `table`.
fn nested_tables(ctx: &Context, table: &Body, regions: &[ir_core::RegionId]) -> Vec<Vec<OpId>> {
    let mut found = Vec::new();
    for &region in regions {
        for block in table.region_blocks(region) {
            for op in table.block_ops(block) {
                if ctx.op_has(table.op_name(op), ir_core::OpTraits::SYMBOL_TABLE)
                    && table.is_isolated(op)
                {
                    found.push(vec![op]);
                }
            }
        }
    }
    found
}

impl Inliner {
    /// Inlines within the callables directly in `regions` of `table`.
    fn run_on_table(
        &self,
        ctx: &Context,
        table: &mut Body,
        regions: &[ir_core::RegionId],
        (loc, cx, qualified): (ir_core::Attr, &mut PassContext<'_>, &FxHashSet<String>),
    ) -> Result<(), Diagnostic> {
        let graph = CallGraph::new(ctx, table, regions);
        let mut run = Run {
            optimizer: self.pipelines.parse(cx, loc)?,
            ctx,
            graph: &graph,
            uses: UseList::new(ctx, (table, regions), &graph, qualified),
            sizes: (0..graph.num_nodes())
                .map(|n| size_of(table, &graph, n))
                .collect(),
            dead: vec![false; graph.num_nodes()],
            pass: self,
        };
        for scc in graph.bottom_up_sccs() {
            run.inline_scc(table, &scc, &mut |e| crate::nested_pipeline::forward(cx, e))?;
        }
        let mut erased = 0;
        for node in 0..graph.num_nodes() {
            if let (true, Some(callable)) = (run.dead[node], graph.callable(node)) {
                table.erase_op(callable.op);
                erased += 1;
            }
        }
        self.counters.erased.add(erased as u64);
        Ok(())
    }
}

/// The number of ops in `node`'s body (0 for the outside nodes).
fn size_of(table: &Body, graph: &CallGraph<'_>, node: usize) -> usize {
    let Some(callable) = graph.callable(node) else {
        return 0;
    };
    let mut count = 0;
    walk_ops(table, callable.op, |_, item| {
        count += matches!(item, ir_core::ir::WalkItem::Enter(_)) as usize;
    });
    count - 1
}

/// The state of one run of the pass.
struct Run<'r, 'c> {
    ctx: &'c Context,
    graph: &'r CallGraph<'c>,
    uses: UseList,
    /// Ops in each callable's body, kept up to date.
    sizes: Vec<usize>,
    /// Callables to erase at the end.
    dead: Vec<bool>,
    optimizer: Optimizer,
    pass: &'r Inliner,
}

/// A call to consider: the node it is in, the op, and the entry of the
/// inline history it came from.
type PendingCall = (usize, OpId, Option<usize>);

impl Run<'_, '_> {
    /// Optimizes and inlines within one component until nothing is
    /// inlined or the iterations are spent.
    fn inline_scc(
        &mut self,
        table: &mut Body,
        scc: &[usize],
        report: &mut dyn FnMut(PassEvent),
    ) -> Result<(), Diagnostic> {
        for _ in 0..self.pass.max_iterations {
            for &node in scc {
                if self.dead[node] || self.uses.is_dead(node) {
                    continue;
                }
                let Some(callable) = self.graph.callable(node) else {
                    continue;
                };
                self.optimizer.run(self.ctx, table, callable.op, report)?;
                self.uses.recompute(self.ctx, table, self.graph, node);
                self.sizes[node] = size_of(table, self.graph, node);
            }
            if !self.inline_calls(table, scc) {
                break;
            }
        }
        Ok(())
    }

    /// One round of inlining the calls in `scc`'s callables; whether any
    /// call was inlined.
    fn inline_calls(&mut self, table: &mut Body, scc: &[usize]) -> bool {
        let mut calls: Vec<PendingCall> = Vec::new();
        for &node in scc {
            if self.dead[node] {
                continue;
            }
            if self.uses.is_dead(node) {
                self.dead[node] = true;
                continue;
            }
            let Some(callable) = self.graph.callable(node) else {
                continue;
            };
            let body = table.regions_body(callable.op);
            calls.extend(
                call_sites(self.ctx, body, body.region_blocks(callable.region))
                    .into_iter()
                    .map(|c| (node, c, None)),
            );
        }
        // (callee inlined, the history entry of the call it replaced).
        let mut history: Vec<(usize, Option<usize>)> = Vec::new();
        let mut inlined_any = false;
        let mut index = 0;
        while let Some(&(source, call, from)) = calls.get(index) {
            index += 1;
            if self.dead[source] {
                continue;
            }
            let Some(caller) = self.graph.callable(source) else {
                continue;
            };
            let target = self
                .graph
                .resolve(self.ctx, table.regions_body(caller.op), call);
            let Some(callee) = self
                .graph
                .callable(target)
                .filter(|_| target != UNKNOWN_CALLEE && !self.dead[target])
            else {
                continue;
            };
            if in_history(&history, target, from)
                || !self.should_inline(table, (source, call), target)
            {
                continue;
            }
            let in_place = self.uses.has_one_use_and_discardable(target);
            let callee_body = table.regions_body(callee.op);
            let several_blocks = callee_body.region_blocks(callee.region).nth(1).is_some();
            let mut caller_owned = table
                .detach_isolated(caller.op)
                .expect("a callable of the graph is isolated");
            let caller_view = OpView::new(self.ctx, table, caller.op);
            let callee_ref = Callee {
                table,
                op: callee.op,
                region: callee.region,
            };
            let caller_body = caller_owned.body.regions_body_mut(caller_owned.op);
            self.uses
                .drop_call(self.ctx, (caller_body, call), source, self.graph);
            let result = inline_call(self.ctx, (caller_body, call), caller_view, callee_ref);
            table.reattach_isolated(caller.op, caller_owned);
            let Some(new_calls) = result else {
                // Not inlined: the call's uses stand.
                self.uses.recompute(self.ctx, table, self.graph, source);
                continue;
            };
            inlined_any = true;
            self.pass.counters.inlined.add(1);
            // The call goes; so do the callee's return unless it became a branch.
            let removed = if several_blocks { 1 } else { 2 };
            self.sizes[source] = (self.sizes[source] + self.sizes[target]).saturating_sub(removed);
            history.push((target, from));
            let entry = Some(history.len() - 1);
            calls.extend(new_calls.into_iter().map(|c| (source, c, entry)));
            self.uses.merge_after_inlining(target, source);
            if in_place {
                self.uses.erase(target);
                self.dead[target] = true;
            }
        }
        inlined_any
    }

    /// MLIR's `shouldInline`: not recursive, structurally possible, and
    /// profitable.
    fn should_inline(&self, table: &Body, (source, call): (usize, OpId), target: usize) -> bool {
        if self
            .graph
            .callees(target)
            .any(|c| c == target || c == source)
        {
            return false;
        }
        let (Some(caller), Some(callee)) =
            (self.graph.callable(source), self.graph.callable(target))
        else {
            return false;
        };
        let caller_view = OpView::new(self.ctx, table, caller.op);
        let callee_ref = Callee {
            table,
            op: callee.op,
            region: callee.region,
        };
        structurally_inlinable(
            self.ctx,
            (table.regions_body(caller.op), call),
            caller_view,
            callee_ref,
        ) && (self.pass.profitable)(self.sizes[target], self.sizes[source])
    }
}

/// Inlines the callee `callee` (a callable op of `table`) at `call`, a
/// call in the body of `caller` (another callable op of `table`), as the
/// pass does one call, without running a pipeline or erasing the callee:
/// for `ir-reduce`. Whether it did (the dialects and types must allow it,
/// a callee of several blocks only into a region that can hold several).
pub fn inline_one_call(
    ctx: &Context,
    table: &mut Body,
    (caller, call): (OpId, OpId),
    callee: OpId,
) -> bool {
    let Some(region) = ir_core::graph::call_graph::callable_region(ctx, table, callee) else {
        return false;
    };
    if caller == callee || !table.contains_op(caller) || !table.is_isolated(caller) {
        return false;
    }
    let mut caller_owned = table
        .detach_isolated(caller)
        .expect("the caller is isolated");
    let caller_view = OpView::new(ctx, table, caller);
    let callee_ref = Callee {
        table,
        op: callee,
        region,
    };
    let caller_body = caller_owned.body.regions_body_mut(caller_owned.op);
    let inlined = caller_body.contains_op(call)
        && structurally_inlinable(ctx, (caller_body, call), caller_view, callee_ref)
        && inline_call(ctx, (caller_body, call), caller_view, callee_ref).is_some();
    table.reattach_isolated(caller, caller_owned);
    inlined
}

/// Whether `target` was inlined on the way that produced a call (its
/// history entry `from`).
fn in_history(history: &[(usize, Option<usize>)], target: usize, mut from: Option<usize>) -> bool {
    while let Some(entry) = from {
        if history[entry].0 == target {
            return true;
        }
        from = history[entry].1;
    }
    false
}
