//! The module as the analysis sees it: its functions (with the blocks
//! MLIR's dead-code analysis finds can run, from the interprocedural SCCP
//! solve), the calls between them, and which ops are free of memory
//! effects (computed once per function, innermost ops first, so a deep
//! nest of regions is looked at once).

use crate::sccp::{executable_functions, SolvedFunction};
use crate::walk::ops_in_post_order;
use ir_core::interfaces::{memory_effects, CallOp, Callee, Effect};
use ir_core::{AttrKind, BlockId, Body, Context, OpId, OpTraits, OpView, RegionId};
use rustc_hash::FxHashMap;
use std::ops::Range;

/// A call to a function of the module.
#[derive(Copy, Clone, Debug)]
pub(super) struct CallSite {
    /// The calling function.
    pub(super) caller: usize,
    /// The call op (in the caller's body).
    pub(super) op: OpId,
}

/// The functions of a module and the calls between them.
pub(super) struct Program {
    /// Each function, as the solve saw it.
    pub(super) functions: Vec<SolvedFunction>,
    /// The calls of each function, in every block (running or not).
    pub(super) calls: Vec<Vec<CallSite>>,
    /// The callee of each call op of each function, where it is one of
    /// the module's functions with a body.
    callees: Vec<FxHashMap<OpId, usize>>,
    /// Whether each op of each function is free of memory effects.
    free: Vec<FxHashMap<OpId, bool>>,
    /// Whether each op of each function has only effects that do not
    /// matter once its results are unused (reads, allocating them).
    harmless: Vec<FxHashMap<OpId, bool>>,
}

impl Program {
    /// The functions directly in `roots` of `module`; `None` if there is
    /// none.
    pub(super) fn new(ctx: &Context, module: &Body, roots: &[RegionId]) -> Option<Self> {
        let (functions, by_symbol) = executable_functions(ctx, module, roots)?;
        let mut calls = vec![Vec::new(); functions.len()];
        let mut callees = Vec::with_capacity(functions.len());
        let mut free = Vec::with_capacity(functions.len());
        let mut harmless = Vec::with_capacity(functions.len());
        for (caller, function) in functions.iter().enumerate() {
            let body = module.regions_body(function.op);
            let mut of_caller = FxHashMap::default();
            let ops = ops_in_post_order(body, &[function.region]);
            for &op in &ops {
                let Some(callee) = symbol_callee(ctx, body, op) else {
                    continue;
                };
                if let Some(&index) = by_symbol.get(callee) {
                    of_caller.insert(op, index);
                    calls[index].push(CallSite { caller, op });
                }
            }
            callees.push(of_caller);
            free.push(effect_free_ops(ctx, body, &ops));
            harmless.push(harmless_ops(ctx, body, &ops));
        }
        Some(Self {
            functions,
            calls,
            callees,
            free,
            harmless,
        })
    }

    /// The body of function `f`.
    pub(super) fn body<'m>(&self, module: &'m Body, f: usize) -> &'m Body {
        module.regions_body(self.functions[f].op)
    }

    /// Whether `block` of function `f` can run.
    pub(super) fn runs(&self, f: usize, block: Option<BlockId>) -> bool {
        let executable = self.functions[f].executable.as_ref();
        block.is_some_and(|b| executable.is_some_and(|e| e.contains_key(b)))
    }

    /// The module's function that `op` of function `f` calls, if any.
    pub(super) fn callee(&self, f: usize, op: OpId) -> Option<usize> {
        self.callees[f].get(&op).copied()
    }

    /// Whether `op` of function `f` has no memory effect (MLIR's
    /// `isMemoryEffectFree`).
    pub(super) fn is_free(&self, ctx: &Context, body: &Body, f: usize, op: OpId) -> bool {
        match self.free[f].get(&op) {
            Some(&free) => free,
            None => ir_core::interfaces::is_memory_effect_free(ctx, body, op),
        }
    }
}

impl Program {
    /// Whether `op` of function `f` would be trivially dead were its
    /// results unused (MLIR's `wouldOpBeTriviallyDead`): not a terminator
    /// nor a symbol, and only effects that do not matter then.
    pub(super) fn would_be_dead(&self, ctx: &Context, body: &Body, f: usize, op: OpId) -> bool {
        let name = body.op_name(op);
        if ctx.op_has(name, OpTraits::TERMINATOR) || ctx.op_has(name, OpTraits::SYMBOL) {
            return false;
        }
        match self.harmless[f].get(&op) {
            Some(&harmless) => harmless,
            None => crate::greedy::would_be_trivially_dead(ctx, body, op),
        }
    }
}

/// The flat symbol `op` calls, if it is a call by symbol.
fn symbol_callee<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c str> {
    let view = OpView::new(ctx, body, op);
    let CallOp { callee, .. } = view.interface::<CallOp>()?;
    match callee(&view)? {
        Callee::Symbol(attr) => match ctx.attr_kind(attr) {
            AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(root),
            _ => None,
        },
        Callee::Value(_) => None,
    }
}

/// Whether each of `ops` (innermost first) is free of memory effects.
fn effect_free_ops(ctx: &Context, body: &Body, ops: &[OpId]) -> FxHashMap<OpId, bool> {
    let mut free: FxHashMap<OpId, bool> = FxHashMap::default();
    for &op in ops {
        let view = OpView::new(ctx, body, op);
        let own = memory_effects(&view).is_some_and(|effects| effects.is_empty());
        let recursive = view
            .definition()
            .is_some_and(|d| d.has(OpTraits::RECURSIVE_MEMORY_EFFECTS));
        let value = own
            && (!recursive
                || if body.is_isolated(op) {
                    ir_core::interfaces::is_memory_effect_free(ctx, body, op)
                } else {
                    nested_ops(body, op).all(|n| free.get(&n).copied().unwrap_or(false))
                });
        free.insert(op, value);
    }
    free
}

/// Whether each of `ops` (innermost first) has only reads and
/// allocations of its own results, within it too where it takes its
/// effects from the ops nested in it (terminators included).
fn harmless_ops(ctx: &Context, body: &Body, ops: &[OpId]) -> FxHashMap<OpId, bool> {
    let mut harmless: FxHashMap<OpId, bool> = FxHashMap::default();
    for &op in ops {
        let view = OpView::new(ctx, body, op);
        let recursive = view
            .definition()
            .is_some_and(|d| d.has(OpTraits::RECURSIVE_MEMORY_EFFECTS));
        let own = match memory_effects(&view) {
            Some(effects) => effects.iter().all(|e| match e.effect {
                Effect::Read => true,
                Effect::Allocate => e.value.is_some_and(|v| body.results(op).contains(&v)),
                Effect::Write | Effect::Free => false,
            }),
            None => recursive,
        };
        let value = own
            && (!recursive
                || if body.is_isolated(op) {
                    false
                } else {
                    nested_ops(body, op).all(|n| harmless.get(&n).copied().unwrap_or(false))
                });
        harmless.insert(op, value);
    }
    harmless
}

/// The ops directly in the regions of `op`.
pub(super) fn nested_ops(body: &Body, op: OpId) -> impl Iterator<Item = OpId> + '_ {
    body.regions(op)
        .iter()
        .flat_map(move |&r| body.region_blocks(r))
        .flat_map(move |b| body.block_ops(b))
}

/// The argument operands of call `op`.
pub(super) fn call_arguments(ctx: &Context, body: &Body, op: OpId) -> Range<usize> {
    let view = OpView::new(ctx, body, op);
    match view.interface::<CallOp>() {
        Some(CallOp { arguments, .. }) => arguments(&view),
        None => 0..0,
    }
}
