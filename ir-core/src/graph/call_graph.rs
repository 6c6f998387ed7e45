//! The call graph of a symbol table's callables, as MLIR's `CallGraph`
//! (`mlir/Analysis/CallGraph.h`): one node per op with a [`Callable`] body
//! directly in the table's regions, an edge per distinct callee of the
//! [`CallOp`]s in its body, and two nodes standing for the outside world:
//! [`EXTERNAL_CALLER`], with an edge to every callable (any of them may be
//! called from outside), and [`UNKNOWN_CALLEE`], the target of indirect
//! calls and of calls to declarations or to symbols not in the table.
//!
//! [`CallGraph::bottom_up_sccs`] gives the strongly connected components
//! in the order MLIR's inliner visits them (`llvm::scc_iterator` from the
//! external node: callees before callers, ties in program order). Building
//! the graph is linear in the ops of the callables.
//!
//! Callables nested in other callables, and calls inside isolated ops of a
//! callable's body, are not part of the graph.

use super::order::Cfg;
use super::scc::Sccs;
use crate::interfaces::{CallOp, Callable, Callee};
use crate::ir::{walk_ops_up_to_isolated, WalkItem};
use crate::ir::{BlockId, Body, OpId, RegionId};
use crate::symbols::SymbolMap;
use crate::{Context, OpView};
use rustc_hash::FxHashMap;

/// The node of callers outside the table: it calls every callable.
pub const EXTERNAL_CALLER: usize = 0;
/// The node of callees the graph cannot see (indirect calls, declarations).
pub const UNKNOWN_CALLEE: usize = 1;
/// The number of nodes before the first callable.
const FIRST_CALLABLE: usize = 2;

/// A callable of the table: its op (in the table's body) and its body
/// region (in the op's own body).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CallableNode {
    /// The callable op.
    pub op: OpId,
    /// Its body region.
    pub region: RegionId,
}

/// The call graph of the callables directly in some regions of a body.
pub struct CallGraph<'c> {
    callables: Vec<CallableNode>,
    by_op: FxHashMap<OpId, usize>,
    symbols: SymbolMap<'c>,
    edges: Cfg,
}

impl<'c> CallGraph<'c> {
    /// The graph of the callables directly in `regions` of `table` (the
    /// body of a symbol-table op such as `builtin.module`).
    pub fn new(ctx: &'c Context, table: &Body, regions: &[RegionId]) -> Self {
        let mut graph = Self {
            callables: Vec::new(),
            by_op: FxHashMap::default(),
            symbols: SymbolMap::new(ctx, table, regions),
            edges: Cfg::default(),
        };
        for &region in regions {
            for block in table.region_blocks(region) {
                for op in table.block_ops(block) {
                    if let Some(region) = callable_region(ctx, table, op) {
                        graph
                            .by_op
                            .insert(op, graph.callables.len() + FIRST_CALLABLE);
                        graph.callables.push(CallableNode { op, region });
                    }
                }
            }
        }
        let n = graph.num_nodes();
        let mut edges: Vec<(usize, usize)> = (FIRST_CALLABLE..n).map(|c| (0, c)).collect();
        // The last caller that got an edge to each node: one edge per callee.
        let mut last_caller = vec![usize::MAX; n];
        for (index, callable) in graph.callables.iter().enumerate() {
            let caller = index + FIRST_CALLABLE;
            let body = table.regions_body(callable.op);
            for call in call_sites(ctx, body, body.region_blocks(callable.region)) {
                let callee = graph.resolve(ctx, body, call);
                if last_caller[callee] != caller {
                    last_caller[callee] = caller;
                    edges.push((caller, callee));
                }
            }
        }
        graph.edges = Cfg::from_edges(n, edges);
        graph
    }

    /// The number of nodes, the two outside nodes included.
    pub fn num_nodes(&self) -> usize {
        self.callables.len() + FIRST_CALLABLE
    }

    /// The callable of `node`; `None` for the outside nodes.
    pub fn callable(&self, node: usize) -> Option<CallableNode> {
        self.callables
            .get(node.checked_sub(FIRST_CALLABLE)?)
            .copied()
    }

    /// The node of callable op `op`, if it is one of the graph's.
    pub fn node_of(&self, op: OpId) -> Option<usize> {
        self.by_op.get(&op).copied()
    }

    /// The distinct callees of `node`, in the order its calls appear.
    pub fn callees(&self, node: usize) -> impl Iterator<Item = usize> + '_ {
        self.edges.successors(node)
    }

    /// The symbols of the table.
    pub fn symbols(&self) -> &SymbolMap<'c> {
        &self.symbols
    }

    /// The node `call` (an op of `body`, a callable's body) calls:
    /// [`UNKNOWN_CALLEE`] unless it names a callable of the table.
    pub fn resolve(&self, ctx: &Context, body: &Body, call: OpId) -> usize {
        let view = OpView::new(ctx, body, call);
        let target = view
            .interface::<CallOp>()
            .and_then(|CallOp { callee, .. }| match callee(&view)? {
                Callee::Symbol(reference) => self.symbols.resolve_flat(ctx, reference),
                Callee::Value(_) => None,
            });
        target
            .and_then(|op| self.node_of(op))
            .unwrap_or(UNKNOWN_CALLEE)
    }

    /// The strongly connected components of the callables, callees before
    /// their callers (those reached first from the external node first
    /// among independent ones), each in program order; the outside nodes
    /// are left out.
    pub fn bottom_up_sccs(&self) -> Vec<Vec<usize>> {
        let sccs = Sccs::new(&self.edges);
        (0..sccs.num_components())
            .map(|c| sccs.members(c).filter(|&n| n >= FIRST_CALLABLE).collect())
            .filter(|members: &Vec<usize>| !members.is_empty())
            .collect()
    }
}

/// The body region of `op` (in `table`) if it is a callable with a body,
/// isolated from above.
pub fn callable_region(ctx: &Context, table: &Body, op: OpId) -> Option<RegionId> {
    let view = OpView::new(ctx, table, op);
    let Callable { body, .. } = view.interface::<Callable>()?;
    body(&view).filter(|_| table.is_isolated(op))
}

/// The ops with a [`CallOp`] interface in `blocks` of `body` and the
/// regions nested in them (not inside isolated ops), in program order.
pub fn call_sites(
    ctx: &Context,
    body: &Body,
    blocks: impl IntoIterator<Item = BlockId>,
) -> Vec<OpId> {
    let mut calls = Vec::new();
    for block in blocks {
        for op in body.block_ops(block) {
            walk_ops_up_to_isolated(body, op, |inner_body, item| {
                if let WalkItem::Enter(inner) = item {
                    let view = OpView::new(ctx, inner_body, inner);
                    if std::ptr::eq(inner_body, body) && view.interface::<CallOp>().is_some() {
                        calls.push(inner);
                    }
                }
            });
        }
    }
    calls
}
