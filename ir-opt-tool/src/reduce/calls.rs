//! Reductions across calls: inline a call (its callee erased when nothing
//! refers to it any more), drop a function's unused arguments with the
//! operands every call passes them, and the results no call uses
//! (`llvm-reduce`'s "arguments" and "return values" delta passes,
//! `mlir-reduce`'s inlining). Functions and calls are known by their
//! `Callable` and `CallOp` interfaces; a signature is changed through the
//! function's `function_type` property (`func.func`'s). A function's
//! signature changes only when every reference to it is the callee of a
//! known call, found in one walk of the module ([`CallIndex`]).

use super::sites::{resolve, resolve_ref, Site, Sites};
use ir_core::interfaces::{CallOp, Callable, Callee};
use ir_core::ir::{walk_ops, InsertPoint, OperationState, WalkItem};
use ir_core::symbols::{reference_root, symbol_name, SymbolMap, SymbolUseScanner};
use ir_core::{Attr, AttrKind, Body, Context, NamedAttr, OpId, OpTraits, OpView, OwnedOp};
use ir_core::{Type, ValueId};
use rustc_hash::{FxHashMap, FxHashSet};

/// Who refers to each symbol: the calls that name it as their callee,
/// and whether anything else does.
pub(super) struct CallIndex {
    /// The sites of the calls of each name, in site order.
    calls: FxHashMap<String, Vec<Site>>,
    /// The names referred to otherwise (an attribute, a nested reference).
    other: FxHashSet<String>,
}

impl CallIndex {
    /// The references of every site of `module`, in one walk.
    pub fn of(ctx: &Context, module: &OwnedOp, sites: &Sites) -> Self {
        let mut index = CallIndex {
            calls: FxHashMap::default(),
            other: FxHashSet::default(),
        };
        let mut scanner = SymbolUseScanner::default();
        for &site in &sites.ops {
            let Some(body) = resolve_ref(module, &sites.scopes[site.scope]) else {
                continue;
            };
            if !body.contains_op(site.op) {
                continue;
            }
            let callee = flat_callee(ctx, body, site.op);
            scanner.uses(ctx, body, site.op, |reference| {
                let Some(root) = reference_root(ctx, reference) else {
                    return;
                };
                if Some(reference) == callee {
                    index.calls.entry(root.to_string()).or_default().push(site);
                } else {
                    index.other.insert(root.to_string());
                }
            });
        }
        index
    }

    /// The calls of `name` when nothing else refers to it.
    fn only_calls(&self, name: &str) -> Option<&[Site]> {
        if self.other.contains(name) {
            return None;
        }
        Some(self.calls.get(name).map_or(&[], Vec::as_slice))
    }
}

/// The flat symbol reference (`@f`) that call `op` calls, if it is one.
fn flat_callee(ctx: &Context, body: &Body, op: OpId) -> Option<Attr> {
    let view = OpView::new(ctx, body, op);
    let CallOp { callee, .. } = view.interface::<CallOp>()?;
    match callee(&view)? {
        Callee::Symbol(reference) => match ctx.attr_kind(reference) {
            AttrKind::SymbolRef { nested, .. } if nested.is_empty() => Some(reference),
            _ => None,
        },
        Callee::Value(_) => None,
    }
}

/// The body region of callable `op` (in `body`) when it has one with an
/// entry block, and its signature is a `function_type` property (no
/// argument or result attributes to keep in step).
fn editable_function(ctx: &Context, body: &Body, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let view = OpView::new(ctx, body, op);
    let Callable {
        body: region,
        signature,
    } = view.interface::<Callable>()?;
    let region = region(&view)?;
    body.regions_body(op).entry_block(region)?;
    let properties = body.op_properties(op)?;
    let entries = ctx.dictionary_entries(properties);
    let has = |name: &str| entries.iter().any(|e| &*e.name == name);
    if !has("function_type") || has("arg_attrs") || has("res_attrs") {
        return None;
    }
    signature(&view)
}

/// Gives function `op` the signature `(inputs) -> (results)`.
fn set_signature(ctx: &Context, body: &mut Body, op: OpId, inputs: Vec<Type>, results: Vec<Type>) {
    let value = ctx.type_attr(ctx.function_type(inputs, results));
    let mut entries = body
        .op_properties(op)
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    entries.retain(|e| &*e.name != "function_type");
    entries.push(NamedAttr {
        name: "function_type".into(),
        value,
    });
    body.set_op_properties(op, Some(ctx.dictionary_attr(entries)));
}

/// The entry block arguments of function `op` (in `table`) that nothing
/// uses.
fn unused_arguments(table: &Body, op: OpId) -> Vec<usize> {
    let inner = table.regions_body(op);
    let Some(entry) = table
        .regions(op)
        .first()
        .and_then(|&r| inner.entry_block(r))
    else {
        return Vec::new();
    };
    let args = inner.block_args(entry);
    (0..args.len())
        .filter(|&k| !inner.has_uses(args[k]))
        .collect()
}

/// The results of a function of `count` results that none of `calls`
/// uses (every call must have `count` results).
fn unused_results(module: &OwnedOp, sites: &Sites, calls: &[Site], count: usize) -> Vec<usize> {
    let mut used = vec![false; count];
    for call in calls {
        let Some(body) = resolve_ref(module, &sites.scopes[call.scope]) else {
            return Vec::new();
        };
        let results = body.results(call.op);
        if results.len() != count {
            return Vec::new();
        }
        for (k, &result) in results.iter().enumerate() {
            used[k] |= body.has_uses(result);
        }
    }
    (0..count).filter(|&k| !used[k]).collect()
}

/// Whether `site` is a function in the module's own region whose
/// signature could change (see [`editable_function`]), with an
/// argument (`results`: a result) to drop.
pub(super) fn may_drop(
    ctx: &Context,
    table: &Body,
    sites: &Sites,
    site: Site,
    results: bool,
) -> bool {
    site.scope == sites.module_scope()
        && editable_function(ctx, table, site.op).is_some_and(|(inputs, outputs)| {
            if results {
                !outputs.is_empty()
            } else {
                !inputs.is_empty() && !unused_arguments(table, site.op).is_empty()
            }
        })
}

/// Of the functions `list`, those whose references are all calls that
/// pass every argument (`results`: of which some result is unused at
/// every call), from one [`CallIndex`].
pub(super) fn select_droppable(
    ctx: &Context,
    module: &OwnedOp,
    sites: &Sites,
    list: Vec<Site>,
    results: bool,
) -> Vec<Site> {
    let index = CallIndex::of(ctx, module, sites);
    list.into_iter()
        .filter(|site| {
            let Some(table) = resolve_ref(module, &sites.scopes[site.scope]) else {
                return false;
            };
            let Some(calls) = symbol_name(ctx, table, site.op).and_then(|n| index.only_calls(n))
            else {
                return false;
            };
            let Some((inputs, outputs)) = editable_function(ctx, table, site.op) else {
                return false;
            };
            let passes_all = calls.iter().all(|call| {
                resolve_ref(module, &sites.scopes[call.scope])
                    .is_some_and(|body| call_arguments(ctx, body, call.op) == Some(inputs.len()))
            });
            passes_all
                && (!results || !unused_results(module, sites, calls, outputs.len()).is_empty())
        })
        .collect()
}

/// How many arguments call `op` passes.
fn call_arguments(ctx: &Context, body: &Body, op: OpId) -> Option<usize> {
    let view = OpView::new(ctx, body, op);
    let CallOp { arguments, .. } = view.interface::<CallOp>()?;
    Some(arguments(&view).len())
}

/// Drops the unused arguments (`results`: the results no call uses) of
/// the functions of `chunk`, at the functions and at every call.
pub(super) fn drop_signature_parts(
    ctx: &Context,
    module: &mut OwnedOp,
    sites: &Sites,
    chunk: &[Site],
    results: bool,
) -> bool {
    let index = CallIndex::of(ctx, module, sites);
    let mut changed = false;
    for site in chunk {
        let Some(table) = resolve_ref(module, &sites.scopes[site.scope]) else {
            continue;
        };
        let Some(name) = symbol_name(ctx, table, site.op) else {
            continue;
        };
        let (Some(calls), Some((inputs, outputs))) = (
            index.only_calls(name),
            editable_function(ctx, table, site.op),
        ) else {
            continue;
        };
        let calls = calls.to_vec();
        let dropped = match results {
            true => unused_results(module, sites, &calls, outputs.len()),
            false => unused_arguments(table, site.op),
        };
        if dropped.is_empty() {
            continue;
        }
        for call in &calls {
            let Some(body) = resolve(module, &sites.scopes[call.scope]) else {
                continue;
            };
            match results {
                true => drop_call_results(ctx, body, call.op, &dropped),
                false => drop_call_arguments(ctx, body, call.op, &dropped),
            }
        }
        let Some(table) = resolve(module, &sites.scopes[site.scope]) else {
            continue;
        };
        let keep = |types: &[Type]| -> Vec<Type> {
            (0..types.len())
                .filter(|k| !dropped.contains(k))
                .map(|k| types[k])
                .collect()
        };
        let (inputs, outputs) = match results {
            true => (inputs, keep(&outputs)),
            false => (keep(&inputs), outputs),
        };
        set_signature(ctx, table, site.op, inputs, outputs);
        let regions = table.regions(site.op).to_vec();
        let inner = table.regions_body_mut(site.op);
        if results {
            let returns: Vec<OpId> = regions
                .iter()
                .flat_map(|&r| inner.region_blocks(r))
                .filter_map(|b| inner.last_op(b))
                .filter(|&t| ctx.op_has(inner.op_name(t), OpTraits::RETURN_LIKE))
                .collect();
            for ret in returns {
                let kept: Vec<ValueId> = inner
                    .operands(ret)
                    .enumerate()
                    .filter(|(k, _)| !dropped.contains(k))
                    .map(|(_, v)| v)
                    .collect();
                inner.set_operands(ret, &kept);
            }
        } else if let Some(entry) = regions.first().and_then(|&r| inner.entry_block(r)) {
            for &k in dropped.iter().rev() {
                inner.erase_block_arg(entry, k);
            }
        }
        changed = true;
    }
    changed
}

/// Removes the argument operands `dropped` (indices among the arguments)
/// of call `op`.
fn drop_call_arguments(ctx: &Context, body: &mut Body, op: OpId, dropped: &[usize]) {
    let view = OpView::new(ctx, body, op);
    let Some(CallOp { arguments, .. }) = view.interface::<CallOp>() else {
        return;
    };
    let range = arguments(&view);
    let kept: Vec<ValueId> = body
        .operands(op)
        .enumerate()
        .filter(|(i, _)| !range.contains(i) || !dropped.contains(&(i - range.start)))
        .map(|(_, v)| v)
        .collect();
    body.set_operands(op, &kept);
}

/// Replaces call `op` by the same call without the (unused) results
/// `dropped`.
fn drop_call_results(ctx: &Context, body: &mut Body, op: OpId, dropped: &[usize]) {
    let results = body.results(op).to_vec();
    let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
    state.operands = body.operands(op).collect::<Vec<_>>().as_slice().into();
    state.result_types = (0..results.len())
        .filter(|k| !dropped.contains(k))
        .map(|k| body.value_type(results[k]))
        .collect();
    state.attrs = Some(body.op_attrs(op));
    state.properties = body.op_properties(op);
    let new = body.create_op(ctx, state);
    body.insert_op(new, InsertPoint::Before(op));
    let kept: Vec<ValueId> = (0..results.len())
        .filter(|k| !dropped.contains(k))
        .map(|k| results[k])
        .collect();
    let fresh = body.results(new).to_vec();
    for (old, new) in kept.into_iter().zip(fresh) {
        body.replace_all_uses(old, new);
    }
    body.erase_op(op);
}

/// Whether `site` is a call, in a function of the module's own region,
/// of a symbol.
pub(super) fn may_inline(ctx: &Context, body: &Body, sites: &Sites, site: Site) -> bool {
    sites.scopes[site.scope].len() == 2 && flat_callee(ctx, body, site.op).is_some()
}

/// Inlines the calls of `chunk` whose callees are functions of the
/// module's region (see `ir_passes::inline::inline_one_call`), then erases
/// the callees inlined that nothing refers to any more.
pub(super) fn inline_calls(
    ctx: &Context,
    module: &mut OwnedOp,
    sites: &Sites,
    chunk: &[Site],
) -> bool {
    let mut inlined: Vec<OpId> = Vec::new();
    let owner = module.op;
    let regions = module.body.regions(owner).to_vec();
    let symbols = SymbolMap::new(ctx, module.body.regions_body(owner), &regions);
    for site in chunk.iter().rev() {
        let scope = &sites.scopes[site.scope];
        let [top, caller] = scope[..] else {
            continue;
        };
        if top != owner {
            continue;
        }
        let table = module.body.regions_body_mut(owner);
        if !table.contains_op(caller) {
            continue;
        }
        let call = site.op;
        let callee = {
            let caller_body = table.regions_body(caller);
            if !caller_body.contains_op(call) {
                continue;
            }
            let reference = flat_callee(ctx, caller_body, call);
            reference.and_then(|r| symbols.resolve_flat(ctx, r))
        };
        let Some(callee) = callee else {
            continue;
        };
        if ir_passes::inline::inline_one_call(ctx, table, (caller, call), callee) {
            inlined.push(callee);
        }
    }
    if inlined.is_empty() {
        return false;
    }
    let mut referred: FxHashSet<String> = FxHashSet::default();
    let mut scanner = SymbolUseScanner::default();
    walk_ops(&module.body, module.op, |body, item| {
        let WalkItem::Enter(op) = item else { return };
        scanner.uses(ctx, body, op, |reference| {
            referred.extend(reference_root(ctx, reference).map(str::to_string));
        });
    });
    let table = module.body.regions_body_mut(module.op);
    for callee in inlined {
        let unreferred = table.contains_op(callee)
            && symbol_name(ctx, table, callee).is_some_and(|n| !referred.contains(n));
        if unreferred {
            table.erase_op(callee);
        }
    }
    true
}
