//! Where each variable's merged values go (Cytron et al.'s placement,
//! pruned): per variable, the nodes where it is live-in (a backward walk
//! from its upward-exposed loads that stops at its definitions), the
//! structured ops that must carry it (they store it and it is live where
//! their regions hand it on), then the iterated dominance frontier of its
//! definitions and carried values, kept to live-in nodes, so no block
//! argument of a branch target is ever dead (a structured op carrying a
//! value takes it at all of its points, e.g. both a loop's body argument
//! and its result, even where one is not read). A variable whose merges
//! cannot all be written in the IR (a branch that does not say what it
//! passes, a region op that cannot take another value) stays in memory.
//!
//! Marks are stamped with the variable, so nothing is cleared between
//! variables: the work per variable is proportional to its live range,
//! its accesses and the frontiers it visits.

use super::carry::{plan_carry, CarryPlan};
use super::flow::{EdgeLists, Scope, Start, Via};
use super::sites::Sites;
use super::slots::Slots;
use crate::operand_growth::{plan_growth, Growth};
use ir_core::graph::dominance::{DominanceFrontiers, DominatorTree};
use ir_core::graph::order::Cfg;
use ir_core::{Body, Context, OpId, OpView};
use rustc_hash::FxHashMap;

/// A variable merged at a node.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Merge {
    /// The variable.
    pub var: u32,
    /// Whether the variable is live there; a structured op carrying a
    /// value takes it at all of its points, live or not, and a dead one
    /// receives poison.
    pub live: bool,
}

/// What a scope's variables need.
#[derive(Debug)]
pub(super) struct Placement {
    /// The merges at each node, by ascending variable.
    pub merges: Vec<Vec<Merge>>,
    /// How each carrying structured op takes them.
    pub carry_plans: Vec<Option<CarryPlan>>,
    /// How each branch successor passing merged values grows.
    pub branch_growth: FxHashMap<(OpId, u32), Growth>,
    /// The variables promoted, ascending.
    pub promoted: Vec<u32>,
    /// The structured ops that kept a variable in memory because they
    /// could not carry it.
    pub blocked: Vec<OpId>,
    /// The dominator tree of the scope.
    pub tree: DominatorTree,
}

/// Where one variable merges.
struct VariablePlacement {
    /// The merge nodes, with whether the variable is live there.
    merges: Vec<(u32, bool)>,
    /// The structured ops that carry it.
    carried: Vec<u32>,
}

/// One node's part in a variable's life.
#[derive(Copy, Clone, Debug)]
struct NodeUse {
    node: u32,
    /// The first event in the node reads the variable.
    upward: bool,
    /// Some event in the node defines it.
    defines: bool,
}

/// Computes the placement of the variables of scope `index`.
pub(super) fn place(
    ctx: &Context,
    body: &mut Body,
    scope: &Scope,
    index: u32,
    slots: &Slots,
    sites: &Sites,
) -> Placement {
    let num_nodes = scope.nodes.len();
    let cfg = Cfg::from_edges(
        num_nodes,
        scope.edges.iter().map(|e| (e.from as usize, e.to as usize)),
    );
    let tree = DominatorTree::new(&cfg, 0);
    let frontiers = tree.frontiers(&cfg);
    let vars = &sites.scope_vars[index as usize];
    let uses = node_uses(body, scope, index, slots, sites);
    let mut analysis = Analysis {
        ctx,
        body,
        scope,
        frontiers: &frontiers,
        incoming: scope.incoming(),
        predecessors: scope.predecessors(),
        marks: (0..num_nodes)
            .map(|n| Marks {
                reachable: tree.is_reachable(n),
                ..Marks::default()
            })
            .collect(),
        stores_inside: vec![0; scope.region_ops.len()],
        carry_cache: vec![None; scope.region_ops.len()],
        blocked: Vec::new(),
        blocking: vec![false; scope.region_ops.len()],
        branch_cache: FxHashMap::default(),
    };
    let mut merges = vec![Vec::new(); num_nodes];
    let mut carried = vec![Vec::new(); scope.region_ops.len()];
    let mut promoted = Vec::new();
    for (local, &var) in vars.iter().enumerate() {
        if sites.blocked[var as usize] {
            continue;
        }
        let Some(placed) = analysis.place_variable(var + 1, &uses[local]) else {
            continue;
        };
        promoted.push(var);
        for (node, live) in placed.merges {
            merges[node as usize].push(Merge { var, live });
        }
        for region_op in placed.carried {
            carried[region_op as usize].push(var);
        }
    }
    let carry_plans = (analysis.carry_cache.into_iter().zip(&carried))
        .map(|(plan, vars)| plan.flatten().filter(|_| !vars.is_empty()))
        .collect();
    let branch_growth = analysis
        .branch_cache
        .into_iter()
        .filter_map(|(key, growth)| Some((key, growth?)))
        .collect();
    let blocked = analysis
        .blocked
        .iter()
        .map(|&r| scope.region_ops[r as usize].op)
        .collect();
    Placement {
        merges,
        blocked,
        carry_plans,
        branch_growth,
        promoted,
        tree,
    }
}

/// For each variable of scope `index` (by position), the nodes where it
/// is accessed, in node order.
fn node_uses(
    body: &Body,
    scope: &Scope,
    index: u32,
    slots: &Slots,
    sites: &Sites,
) -> Vec<Vec<NodeUse>> {
    let mut uses: Vec<Vec<NodeUse>> = vec![Vec::new(); sites.scope_vars[index as usize].len()];
    for node in 0..scope.nodes.len() as u32 {
        for op in scope.node_ops(body, node) {
            sites.for_each_event(slots, index, op, |var, kind| {
                let list = &mut uses[sites.position[var as usize] as usize];
                match list.last_mut() {
                    Some(last) if last.node == node => last.defines |= kind.defines(),
                    _ => list.push(NodeUse {
                        node,
                        upward: !kind.defines(),
                        defines: kind.defines(),
                    }),
                }
            });
        }
    }
    uses
}

/// A node's marks, stamped with the variable being placed (+1), kept
/// together so a visit touches one cache line.
#[derive(Copy, Clone, Debug, Default)]
struct Marks {
    /// The variable is live-in.
    live: u32,
    /// The node defines the variable.
    defined: u32,
    /// The variable merges at the node.
    merged: u32,
    /// The node is reachable from the entry.
    reachable: bool,
}

/// The per-scope state of the placement.
struct Analysis<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    scope: &'a Scope,
    frontiers: &'a DominanceFrontiers,
    incoming: EdgeLists,
    predecessors: EdgeLists,
    marks: Vec<Marks>,
    /// Structured op marks: its regions store the variable.
    stores_inside: Vec<u32>,
    carry_cache: Vec<Option<Option<CarryPlan>>>,
    /// Structured ops that could not carry a variable that needed it.
    blocked: Vec<u32>,
    blocking: Vec<bool>,
    branch_cache: FxHashMap<(OpId, u32), Option<Growth>>,
}

impl Analysis<'_> {
    /// The merges and carrying structured ops of the variable stamped
    /// `stamp`, or `None` if it must stay in memory.
    fn place_variable(&mut self, stamp: u32, uses: &[NodeUse]) -> Option<VariablePlacement> {
        for node_use in uses.iter().filter(|u| u.defines) {
            self.marks[node_use.node as usize].defined = stamp;
        }
        self.mark_live(stamp, uses);
        let mut merges: Vec<(u32, bool)> = Vec::new();
        let mut carried = Vec::new();
        let mut blocked = false;
        for region_op in self.storing_region_ops(stamp, uses) {
            let info = &self.scope.region_ops[region_op as usize];
            let mut points = vec![info.post];
            let reentered = info.entries.iter().zip(&info.reentered);
            points.extend(reentered.filter(|e| *e.1).filter_map(|e| *e.0));
            if !points.iter().any(|&p| self.marks[p as usize].live == stamp) {
                continue;
            }
            if self.carry_plan(region_op).is_none() {
                if !std::mem::replace(&mut self.blocking[region_op as usize], true) {
                    self.blocked.push(region_op);
                }
                blocked = true;
                continue;
            }
            carried.push(region_op);
            for point in points {
                let marks = &mut self.marks[point as usize];
                marks.merged = stamp;
                merges.push((point, marks.live == stamp));
            }
        }
        if blocked {
            return None;
        }
        let mut work: Vec<u32> = uses.iter().filter(|u| u.defines).map(|u| u.node).collect();
        work.extend(merges.iter().map(|m| m.0));
        while let Some(node) = work.pop() {
            for frontier in self.frontiers.frontier(node as usize) {
                let marks = &mut self.marks[frontier];
                if marks.live == stamp && std::mem::replace(&mut marks.merged, stamp) != stamp {
                    merges.push((frontier as u32, true));
                    work.push(frontier as u32);
                    if !self.can_merge(frontier as u32, stamp) {
                        return None;
                    }
                }
            }
        }
        merges.sort_unstable();
        carried.sort_unstable();
        Some(VariablePlacement { merges, carried })
    }

    /// Marks the nodes where the variable is live-in.
    fn mark_live(&mut self, stamp: u32, uses: &[NodeUse]) {
        let mut work: Vec<u32> = Vec::new();
        for node_use in uses.iter().filter(|u| u.upward) {
            let marks = &mut self.marks[node_use.node as usize];
            if marks.reachable {
                marks.live = stamp;
                work.push(node_use.node);
            }
        }
        while let Some(node) = work.pop() {
            for &from in self.predecessors.of(node) {
                let marks = &mut self.marks[from as usize];
                if marks.reachable && marks.live != stamp && marks.defined != stamp {
                    marks.live = stamp;
                    work.push(from);
                }
            }
        }
    }

    /// The structured ops whose regions define the variable, innermost
    /// first along each chain.
    fn storing_region_ops(&mut self, stamp: u32, uses: &[NodeUse]) -> Vec<u32> {
        let mut found = Vec::new();
        for node_use in uses.iter().filter(|u| u.defines) {
            let mut owner = self.scope.nodes[node_use.node as usize].owner;
            while let Some(region_op) = owner {
                if std::mem::replace(&mut self.stores_inside[region_op as usize], stamp) == stamp {
                    break;
                }
                found.push(region_op);
                owner = self.scope.region_ops[region_op as usize].owner;
            }
        }
        found
    }

    /// Whether a merge at `node` (not a carried op's point) can be written:
    /// it starts a block whose predecessors all say what they pass.
    fn can_merge(&mut self, node: u32, stamp: u32) -> bool {
        match self.scope.nodes[node as usize].start {
            Start::Block => {}
            Start::After(region_op) | Start::RegionEntry { region_op, .. } => {
                return self.stores_inside[region_op as usize] == stamp
                    && self.carry_plan(region_op).is_some();
            }
        }
        let incoming = self.incoming.of(node).to_vec();
        incoming
            .into_iter()
            .all(|edge| match self.scope.edges[edge as usize].via {
                Via::Branch { op, successor } => self.branch_growth(op, successor).is_some(),
                _ => false,
            })
    }

    /// How successor `successor` of `branch` takes more operands (cached).
    fn branch_growth(&mut self, branch: OpId, successor: u32) -> Option<Growth> {
        if let Some(cached) = self.branch_cache.get(&(branch, successor)) {
            return cached.clone();
        }
        let view = OpView::new(self.ctx, self.body, branch);
        let hook = view.definition().and_then(|d| d.successor_operands);
        let growth = hook.and_then(|hook| {
            let ranges = move |v: &OpView<'_>| hook(v).into_vec();
            plan_growth(self.ctx, self.body, branch, &ranges, successor as usize)
        });
        self.branch_cache
            .insert((branch, successor), growth.clone());
        growth
    }

    /// How structured op `region_op` carries values (cached).
    fn carry_plan(&mut self, region_op: u32) -> Option<&CarryPlan> {
        let slot = &mut self.carry_cache[region_op as usize];
        if slot.is_none() {
            *slot = Some(plan_carry(self.ctx, self.body, self.scope, region_op));
        }
        self.carry_cache[region_op as usize]
            .as_ref()
            .and_then(|p| p.as_ref())
    }
}
