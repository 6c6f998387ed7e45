//! The symbol uses of a module's callables that decide when the inliner
//! may erase one, as MLIR's `CGUseList`: a private callable is
//! discardable, and counts its uses; a use from outside every callable
//! (or a reference into it from a nested table) keeps it alive for good.

use ir_core::graph::call_graph::CallGraph;
use ir_core::ir::{walk_ops, WalkItem};
use ir_core::symbols::{symbol_name, symbol_uses, visibility, SymbolUseScanner, Visibility};
use ir_core::{Body, Context, OpId, RegionId};
use rustc_hash::{FxHashMap, FxHashSet};

/// Uses of the discardable callables, per node of the call graph.
pub(super) struct UseList {
    /// Uses of each discardable node (`None`: not discardable).
    discardable: Vec<Option<usize>>,
    /// The discardable nodes each node's body refers to, with counts.
    inner: Vec<FxHashMap<usize, usize>>,
    /// The discardable nodes each callable op refers to itself (in its
    /// own attributes): one use each, however many references.
    top_level: Vec<Vec<usize>>,
}

impl UseList {
    /// Counts the uses in the ops of `regions` of `table`; a callable
    /// whose name is in `qualified` (named by a nested reference, `@m::@f`,
    /// from somewhere) is kept alive.
    pub(super) fn new(
        ctx: &Context,
        (table, regions): (&Body, &[RegionId]),
        graph: &CallGraph<'_>,
        qualified: &FxHashSet<String>,
    ) -> Self {
        let n = graph.num_nodes();
        let mut discardable: Vec<Option<usize>> = (0..n)
            .map(|node| {
                let callable = graph.callable(node)?;
                let named =
                    symbol_name(ctx, table, callable.op).is_some_and(|n| qualified.contains(n));
                (!named && visibility(ctx, table, callable.op) == Visibility::Private).then_some(0)
            })
            .collect();
        let mut always_live = Vec::new();
        let mut scanner = SymbolUseScanner::default();
        for &region in regions {
            for block in table.region_blocks(region) {
                for op in table.block_ops(block) {
                    if graph.node_of(op).is_none() {
                        let live = &mut |node| always_live.push(node);
                        referenced(ctx, (table, op), graph, &mut scanner, live);
                    }
                }
            }
        }
        for node in always_live {
            discardable[node] = None;
        }
        let mut uses = Self {
            discardable,
            inner: vec![FxHashMap::default(); n],
            top_level: vec![Vec::new(); n],
        };
        for node in 0..n {
            uses.recompute(ctx, table, graph, node);
        }
        uses
    }

    /// Counts again the uses in `node`'s body (after it changed).
    pub(super) fn recompute(
        &mut self,
        ctx: &Context,
        table: &Body,
        graph: &CallGraph<'_>,
        node: usize,
    ) {
        let Some(callable) = graph.callable(node) else {
            return;
        };
        self.drop_uses_of(node);
        let mut top_level = Vec::new();
        symbol_uses(ctx, table, callable.op, |reference| {
            if let Some(target) = resolve(ctx, graph, reference) {
                if self.discardable[target].is_some() && !top_level.contains(&target) {
                    top_level.push(target);
                }
            }
        });
        for &target in &top_level {
            self.add(target, 1);
        }
        self.top_level[node] = top_level;
        let body = table.regions_body(callable.op);
        let mut found = FxHashMap::default();
        let mut scanner = SymbolUseScanner::default();
        for block in body.region_blocks(callable.region) {
            for op in body.block_ops(block) {
                referenced(ctx, (body, op), graph, &mut scanner, &mut |target| {
                    if self.discardable[target].is_some() {
                        *found.entry(target).or_insert(0) += 1;
                    }
                });
            }
        }
        for (&target, &count) in &found {
            self.add(target, count as isize);
        }
        self.inner[node] = found;
    }

    /// Whether `node` is a discardable callable nothing uses.
    pub(super) fn is_dead(&self, node: usize) -> bool {
        self.discardable[node] == Some(0)
    }

    /// Whether `node` is discardable with exactly one use.
    pub(super) fn has_one_use_and_discardable(&self, node: usize) -> bool {
        self.discardable[node] == Some(1)
    }

    /// Drops the uses `call` (an op of `body`, in `caller`) makes.
    pub(super) fn drop_call(
        &mut self,
        ctx: &Context,
        (body, call): (&Body, OpId),
        caller: usize,
        graph: &CallGraph<'_>,
    ) {
        symbol_uses(ctx, body, call, |reference| {
            let Some(target) = resolve(ctx, graph, reference) else {
                return;
            };
            if let Some(count) = self.inner[caller].get_mut(&target) {
                *count -= 1;
                self.add(target, -1);
            }
        });
    }

    /// After `callee` was inlined into `caller`: the callee's uses are
    /// now also the caller's.
    pub(super) fn merge_after_inlining(&mut self, callee: usize, caller: usize) {
        let callee_uses: Vec<(usize, usize)> =
            self.inner[callee].iter().map(|(&t, &c)| (t, c)).collect();
        for (target, count) in callee_uses {
            *self.inner[caller].entry(target).or_insert(0) += count;
            self.add(target, count as isize);
        }
    }

    /// `node` is erased: its uses go.
    pub(super) fn erase(&mut self, node: usize) {
        self.drop_uses_of(node);
        self.discardable[node] = None;
    }

    /// Takes back every use `node` makes.
    fn drop_uses_of(&mut self, node: usize) {
        for (target, count) in std::mem::take(&mut self.inner[node]) {
            self.add(target, -(count as isize));
        }
        for target in std::mem::take(&mut self.top_level[node]) {
            self.add(target, -1);
        }
    }

    fn add(&mut self, node: usize, delta: isize) {
        if let Some(count) = &mut self.discardable[node] {
            *count = count.saturating_add_signed(delta);
        }
    }
}

/// The callable a symbol reference names.
fn resolve(ctx: &Context, graph: &CallGraph<'_>, reference: ir_core::Attr) -> Option<usize> {
    graph.node_of(graph.symbols().resolve_flat(ctx, reference)?)
}

/// Calls `visit` with the node of every callable that `op` (in `body`) or
/// an op nested in it refers to, once per reference.
fn referenced(
    ctx: &Context,
    (body, op): (&Body, OpId),
    graph: &CallGraph<'_>,
    scanner: &mut SymbolUseScanner,
    visit: &mut dyn FnMut(usize),
) {
    walk_ops(body, op, |body, item| {
        if let WalkItem::Enter(inner) = item {
            scanner.uses(ctx, body, inner, |reference| {
                if let Some(node) = resolve(ctx, graph, reference) {
                    visit(node);
                }
            });
        }
    });
}

/// The leaf names of the nested references (`@m::@f` gives `f`) held by
/// `op` (in `body`) and the ops nested in it.
pub(super) fn qualified_names(ctx: &Context, body: &Body, op: OpId) -> FxHashSet<String> {
    let mut names = FxHashSet::default();
    let mut scanner = SymbolUseScanner::default();
    walk_ops(body, op, |body, item| {
        if let WalkItem::Enter(inner) = item {
            scanner.uses(ctx, body, inner, |reference| {
                if let ir_core::AttrKind::SymbolRef { nested, .. } = ctx.attr_kind(reference) {
                    names.extend(nested.last().map(|n| n.to_string()));
                }
            });
        }
    });
    names
}
