//! Interprocedural SCCP over the functions of a module, as MLIR's solver
//! does it (its dead-code analysis over the call graph): a private
//! function whose symbol is used only as the callee of direct calls (so
//! every call is seen) runs only if an executable call reaches it, and
//! takes, as its entry arguments, the meet of what its executable calls
//! pass; any other function may be called from outside, so it runs with
//! its arguments unknown. A call's results are the meet of what its
//! callee's executable returns give, whatever the callee's visibility.
//! Functions are solved again from a worklist when what they are told
//! changes (the lattice only goes down, so this ends), then each that
//! runs is rewritten as the intraprocedural pass does; one that never
//! runs is left as it is.

use super::lattice::Lattice;
use super::rewrite::rewrite;
use super::solver::{solve, Boundary, Solution};
use super::SccpStats;
use crate::walk::ops_in_order;
use ir_core::interfaces::{CallOp, Callable, Callee};
use ir_core::symbols::{reference_root, symbol_name, symbol_uses};
use ir_core::{AttrKind, BlockId, Body, Context, OpId, OpTraits, OpView, RegionId};
use rustc_hash::{FxHashMap, FxHashSet};
use slotmap::SecondaryMap;

/// A function of the module.
struct Function {
    op: OpId,
    /// Its body's region (stored in its own body).
    region: RegionId,
    /// Whether every call to it is seen (private, used only by calls).
    tracked: bool,
    /// What is known of its entry arguments (overdefined if not tracked).
    arguments: Vec<Lattice>,
    /// What is known of what it returns.
    returns: Vec<Lattice>,
}

/// Runs SCCP over the functions stored in `module` (the body of a
/// `builtin.module`), propagating through the calls between them; `None`
/// (nothing done) if `roots` hold no function.
pub(super) fn propagate_across_calls(
    ctx: &Context,
    module: &mut Body,
    roots: &[RegionId],
) -> Option<SccpStats> {
    let (functions, solutions, _) = solve_module(ctx, module, roots)?;
    let mut stats = SccpStats::default();
    for (function, solution) in functions.iter().zip(solutions) {
        let Some(solution) = solution else {
            continue;
        };
        let body = module.regions_body_mut(function.op);
        let done = rewrite(ctx, body, &[function.region], &solution);
        stats.constants += done.constants;
        stats.erased += done.erased;
    }
    Some(stats)
}

/// A function of a module as the interprocedural solve sees it (for
/// passes that need MLIR's dead-code analysis, e.g. `remove-dead-values`).
pub(crate) struct SolvedFunction {
    /// The function op (in the module's body).
    pub(crate) op: OpId,
    /// Its body's region (in its own body).
    pub(crate) region: RegionId,
    /// Whether every call to it is seen (private, used only by calls).
    pub(crate) tracked: bool,
    /// The blocks that can run, `None` if the function never runs.
    pub(crate) executable: Option<SecondaryMap<BlockId, ()>>,
}

/// The functions of `module` (directly in `roots`) with the blocks that
/// can run in each, and the index of each by symbol name; `None` if
/// `roots` hold no function.
pub(crate) fn executable_functions(
    ctx: &Context,
    module: &Body,
    roots: &[RegionId],
) -> Option<(Vec<SolvedFunction>, BySymbol)> {
    let (functions, solutions, by_symbol) = solve_module(ctx, module, roots)?;
    let solved = functions
        .into_iter()
        .zip(solutions)
        .map(|(f, s)| SolvedFunction {
            op: f.op,
            region: f.region,
            tracked: f.tracked,
            executable: s.map(|s| s.executable),
        })
        .collect();
    Some((solved, by_symbol))
}

/// The index of each function by symbol name.
pub(crate) type BySymbol = FxHashMap<Box<str>, usize>;

type Solved = (Vec<Function>, Vec<Option<Solution>>, BySymbol);

/// Solves every function of the module across its calls.
fn solve_module(ctx: &Context, module: &Body, roots: &[RegionId]) -> Option<Solved> {
    let mut functions = find_functions(ctx, module, roots);
    if functions.is_empty() {
        return None;
    }
    let by_symbol: FxHashMap<Box<str>, usize> = functions
        .iter()
        .enumerate()
        .filter_map(|(i, f)| Some((symbol_name(ctx, module, f.op)?.into(), i)))
        .collect();
    let callee_of = |body: &Body, op: OpId| -> Option<usize> {
        let view = OpView::new(ctx, body, op);
        let CallOp { callee, .. } = view.interface::<CallOp>()?;
        match callee(&view)? {
            Callee::Symbol(attr) => match ctx.attr_kind(attr) {
                AttrKind::SymbolRef { root, nested } if nested.is_empty() => {
                    by_symbol.get(root).copied()
                }
                _ => None,
            },
            Callee::Value(_) => None,
        }
    };
    mark_tracked(ctx, module, roots, &mut functions, &by_symbol, &callee_of);
    let mut solutions: Vec<Option<Solution>> = functions.iter().map(|_| None).collect();
    let mut callers: Vec<Vec<usize>> = vec![Vec::new(); functions.len()];
    let mut recorded: FxHashSet<(usize, usize)> = FxHashSet::default();
    let mut pending: Vec<usize> = (0..functions.len()).rev().collect();
    let mut queued = vec![true; functions.len()];
    // Whether the function runs: a tracked one once a call reaches it.
    let mut reached: Vec<bool> = functions.iter().map(|f| !f.tracked).collect();
    while let Some(index) = pending.pop() {
        queued[index] = false;
        if !reached[index] {
            continue;
        }
        let body = module.regions_body(functions[index].op);
        let region = functions[index].region;
        let solution = {
            let known = &functions;
            let call_results = |op: OpId| -> Option<&[Lattice]> {
                Some(known[callee_of(body, op)?].returns.as_slice())
            };
            let boundary = Boundary {
                arguments: &known[index].arguments,
                call_results: &call_results,
            };
            solve(ctx, body, &[region], Some(&boundary))
        };
        // What its executable returns give.
        let mut returns = vec![Lattice::Unknown; functions[index].returns.len()];
        for block in body.region_blocks(region) {
            let Some(last) = body.last_op(block) else {
                continue;
            };
            let returning = ctx.op_has(body.op_name(last), OpTraits::RETURN_LIKE);
            if returning && solution.executable.contains_key(block) {
                for (known, value) in returns.iter_mut().zip(body.operands(last)) {
                    *known = known.meet(solution.lattice(value));
                }
            }
        }
        let mut changed = Vec::new();
        // What its executable calls pass.
        for op in ops_in_order(body, &[region], |b| solution.executable.contains_key(b)) {
            let Some(callee) = callee_of(body, op) else {
                continue;
            };
            if recorded.insert((callee, index)) {
                callers[callee].push(index);
            }
            if !functions[callee].tracked {
                continue;
            }
            if !reached[callee] {
                reached[callee] = true;
                changed.push(callee);
            }
            let view = OpView::new(ctx, body, op);
            let Some(CallOp { arguments, .. }) = view.interface::<CallOp>() else {
                continue;
            };
            let range = arguments(&view);
            let passed: Vec<Lattice> = body
                .operands(op)
                .skip(range.start)
                .take(range.len())
                .map(|v| solution.lattice(v))
                .collect();
            let known = &mut functions[callee].arguments;
            let met: Vec<Lattice> = known.iter().zip(&passed).map(|(k, p)| k.meet(*p)).collect();
            if met != *known {
                *known = met;
                changed.push(callee);
            }
        }
        // After its calls are recorded: a recursive function is its own caller.
        if returns != functions[index].returns {
            functions[index].returns = returns;
            changed.extend(callers[index].iter().copied());
        }
        solutions[index] = Some(solution);
        for next in changed {
            if !queued[next] {
                queued[next] = true;
                pending.push(next);
            }
        }
    }
    Some((functions, solutions, by_symbol))
}

/// The functions directly in `roots`: isolated ops with a `Callable` body.
fn find_functions(ctx: &Context, module: &Body, roots: &[RegionId]) -> Vec<Function> {
    let mut functions = Vec::new();
    for &root in roots {
        for block in module.region_blocks(root) {
            for op in module.block_ops(block) {
                let view = OpView::new(ctx, module, op);
                let Some(Callable { body, signature }) = view.interface::<Callable>() else {
                    continue;
                };
                let (Some(region), Some((inputs, results))) = (body(&view), signature(&view))
                else {
                    continue;
                };
                if !module.is_isolated(op) {
                    continue;
                }
                functions.push(Function {
                    op,
                    region,
                    tracked: false,
                    arguments: vec![Lattice::Overdefined; inputs.len()],
                    returns: vec![Lattice::Unknown; results.len()],
                });
            }
        }
    }
    functions
}

/// Marks the private functions whose symbol is used only as the callee of
/// direct calls (every use counted, in every attribute of every op of the
/// module and its functions); their arguments start unknown.
fn mark_tracked(
    ctx: &Context,
    module: &Body,
    roots: &[RegionId],
    functions: &mut [Function],
    by_symbol: &FxHashMap<Box<str>, usize>,
    callee_of: &dyn Fn(&Body, OpId) -> Option<usize>,
) {
    let mut uses = vec![0usize; functions.len()];
    let mut calls = vec![0usize; functions.len()];
    let mut bodies: Vec<(&Body, Vec<RegionId>)> = vec![(module, roots.to_vec())];
    for function in functions.iter() {
        bodies.push((module.regions_body(function.op), vec![function.region]));
    }
    for (body, regions) in bodies {
        for op in ops_in_order(body, &regions, |_| true) {
            if let Some(callee) = callee_of(body, op) {
                calls[callee] += 1;
            }
            symbol_uses(ctx, body, op, |reference| {
                if let Some(&index) = reference_root(ctx, reference).and_then(|r| by_symbol.get(r))
                {
                    uses[index] += 1;
                }
            });
        }
    }
    for (index, function) in functions.iter_mut().enumerate() {
        let visibility = OpView::new(ctx, module, function.op).inherent_attr("sym_visibility");
        let private = visibility.and_then(|v| ctx.string_value(v)) == Some("private");
        if private && uses[index] == calls[index] {
            function.tracked = true;
            function.arguments.fill(Lattice::Unknown);
        }
    }
}
