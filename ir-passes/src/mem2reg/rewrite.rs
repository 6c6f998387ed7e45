//! Writing a placement into the IR: merges become block arguments, region
//! arguments or results of structured ops; the values renaming found on
//! each edge become branch operands, entry operands or forwarded operands;
//! at the end the promoted loads and stores and the allocations left
//! without uses go.

use super::carry::{add_operands, add_results};
use super::flow::{Scope, Start, Via};
use super::placement::{Merge, Placement};
use super::poison::{poison_before, Poison};
use super::slots::{Access, Slots};
use crate::operand_growth::grow;
use ir_core::{Body, Context, OpId, OpView, ValueId};
use rustc_hash::FxHashMap;

/// Creates the value of each merge of `placement`, per node (parallel to
/// its `merges`), and returns them with the number of block arguments
/// added. Structured ops gaining results are replaced in `scope`.
pub(super) fn create_merges(
    ctx: &Context,
    body: &mut Body,
    scope: &mut Scope,
    placement: &Placement,
    slots: &Slots,
) -> (Vec<Vec<ValueId>>, u64) {
    let mut values = vec![Vec::new(); scope.nodes.len()];
    let mut arguments = 0;
    for (node, merges) in placement.merges.iter().enumerate() {
        if merges.is_empty() {
            continue;
        }
        let types: Vec<_> = merges
            .iter()
            .map(|m| slots.vars[m.var as usize].ty)
            .collect();
        match scope.nodes[node].start {
            Start::After(region_op) => {
                let info = &mut scope.region_ops[region_op as usize];
                let old = info.op;
                let new = add_results(ctx, body, old, &types);
                info.op = new;
                let pre = &mut scope.nodes[info.pre as usize];
                if pre.first == Some(old) {
                    pre.first = Some(new);
                }
                let results = body.results(new);
                values[node] = results[results.len() - merges.len()..].to_vec();
            }
            Start::Block | Start::RegionEntry { .. } => {
                let block = scope.nodes[node].block;
                for (merge, &ty) in merges.iter().zip(&types) {
                    let allocation = slots.vars[merge.var as usize].allocation;
                    let loc = body.op_loc(slots.allocations[allocation as usize].op);
                    values[node].push(body.add_block_arg(block, ty, loc));
                }
                arguments += merges.len() as u64;
            }
        }
    }
    (values, arguments)
}

/// The values an edge passes, with the merges of its target.
type Passed<'p> = (Vec<ValueId>, &'p [Merge]);

/// Passes the values found on each edge (`edge_values`; where the source
/// is unreachable, the poison of the variable's allocation, as MLIR's
/// default value) to the merges of its target.
pub(super) fn pass_edge_values(
    ctx: &Context,
    body: &mut Body,
    scope: &Scope,
    placement: &Placement,
    slots: &Slots,
    poison: &mut Poison,
    mut edge_values: Vec<Vec<ValueId>>,
) {
    let mut carried: FxHashMap<u32, Vec<(Via, Passed<'_>)>> = FxHashMap::default();
    for (index, edge) in scope.edges.iter().enumerate() {
        let merges = &placement.merges[edge.to as usize][..];
        if merges.is_empty() {
            continue;
        }
        let mut values = std::mem::take(&mut edge_values[index]);
        if values.is_empty() {
            for merge in merges {
                let var = &slots.vars[merge.var as usize];
                let op = slots.allocations[var.allocation as usize].op;
                values.push(poison.of_allocation(ctx, body, var.allocation, op, var.ty));
            }
        }
        match edge.via {
            Via::Branch { op, successor } => {
                let growth = &placement.branch_growth[&(op, successor)];
                let hook = OpView::new(ctx, body, op)
                    .definition()
                    .and_then(|d| d.successor_operands)
                    .expect("planned branches say what they pass");
                let ranges = move |v: &OpView<'_>| hook(v).into_vec();
                grow(ctx, body, op, &ranges, successor as usize, growth, &values);
            }
            Via::Enter(region_op) | Via::Skip(region_op) | Via::Exit { region_op, .. } => {
                carried
                    .entry(region_op)
                    .or_default()
                    .push((edge.via, (values, merges)));
            }
        }
    }
    for (region_op, plan) in placement.carry_plans.iter().enumerate() {
        let Some(plan) = plan else { continue };
        let op = scope.region_ops[region_op].op;
        let passed = carried.remove(&(region_op as u32)).unwrap_or_default();
        let entry = combine(
            passed
                .iter()
                .filter(|(via, _)| matches!(via, Via::Enter(_) | Via::Skip(_))),
        );
        add_operands(ctx, body, op, plan, &entry, |terminator, points| {
            combine(passed.iter().filter(|(via, _)| {
                matches!(via, Via::Exit { terminator: t, point, .. } if *t == terminator && points.contains(point))
            }))
        });
    }
}

/// One operand list for edges passing through the same operands: at each
/// position, the value of an edge whose target merge is live (the others
/// pass poison).
fn combine<'a, 'p: 'a>(passed: impl Iterator<Item = &'a (Via, Passed<'p>)>) -> Vec<ValueId> {
    let mut combined: Vec<(ValueId, bool)> = Vec::new();
    for (_, (values, merges)) in passed {
        if combined.is_empty() {
            combined = values
                .iter()
                .zip(*merges)
                .map(|(&v, m)| (v, m.live))
                .collect();
            continue;
        }
        for ((slot, &value), merge) in combined.iter_mut().zip(values).zip(*merges) {
            if merge.live && !slot.1 {
                *slot = (value, true);
            }
        }
    }
    combined.into_iter().map(|(v, _)| v).collect()
}

/// Erases the accesses of promoted variables (a load not reached by the
/// renaming, in unreachable code, reads poison) and the allocations left
/// without uses.
pub(super) fn erase_promoted(ctx: &Context, body: &mut Body, slots: &Slots, promoted: &[bool]) {
    let accesses: Vec<(OpId, Access)> = slots
        .accesses
        .iter()
        .map(|(op, &access)| (op, access))
        .filter(|(_, access)| promoted[access.var() as usize])
        .collect();
    for (op, access) in accesses {
        if let Access::Load(var) = access {
            let result = body.results(op)[0];
            if body.has_uses(result) {
                let poison = poison_before(ctx, body, op, slots.vars[var as usize].ty);
                body.replace_all_uses(result, poison);
            }
        }
        body.erase_op(op);
    }
    for allocation in &slots.allocations {
        if allocation.vars.clone().all(|v| promoted[v as usize]) {
            body.erase_op(allocation.op);
        }
    }
}
