//! The flow graph mem2reg builds SSA on: one per *scope*, a region together
//! with the regions of the structured ops inside it (those whose control
//! flow the `RegionBranch` interface describes, down any depth).
//!
//! A node is a stretch of a block: a block is cut after each structured op,
//! so the op ends one node (whose edges enter the op's regions, or skip
//! them) and the rest of the block is a new node (which the regions' exits
//! reach). Branches give the ordinary edges. SSA construction on this graph
//! treats a structured op like any join: a value merging at the node after
//! the op becomes a new result of the op, and one merging at the entry of a
//! region that is re-entered (a loop body) a new region argument.
//!
//! The regions of any other op (unknown control flow) are scopes of their
//! own; the op is a single instruction of its scope.

use ir_core::interfaces::{RegionBranch, RegionBranchTerminator, RegionPoint};
use ir_core::{BlockId, Body, Context, OpId, OpName, OpTraits, OpView, RegionId};
use slotmap::SecondaryMap;

/// Where an op sits: its scope and the node holding it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Place {
    /// Index of the scope.
    pub scope: u32,
    /// Index of the node within the scope.
    pub node: u32,
}

/// How control reaches a node along an edge, which says what passes a
/// merged value along it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Via {
    /// Successor `successor` of branch `op`.
    Branch {
        /// The branch.
        op: OpId,
        /// The successor slot.
        successor: u32,
    },
    /// From before structured op `region_op` into one of its regions.
    Enter(u32),
    /// From before structured op `region_op` to after it, no region run.
    Skip(u32),
    /// From `terminator` (in a region of `region_op`) to `point`.
    Exit {
        /// The region's terminator.
        terminator: OpId,
        /// The structured op.
        region_op: u32,
        /// Where control goes: the op's results or a region's entry.
        point: RegionPoint,
    },
}

/// An edge of the flow graph.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Edge {
    /// The source node.
    pub from: u32,
    /// The target node.
    pub to: u32,
    /// What passes values along it.
    pub via: Via,
}

/// How a node starts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Start {
    /// At the start of a block that is not a structured op's region entry.
    Block,
    /// At the entry block of region `index` of structured op `region_op`.
    RegionEntry {
        /// The structured op.
        region_op: u32,
        /// The region's position.
        index: u32,
    },
    /// Right after structured op `region_op`.
    After(u32),
}

/// A stretch of a block.
#[derive(Clone, Debug)]
pub(super) struct Node {
    /// The block.
    pub block: BlockId,
    /// The first op of the stretch (`None` when empty).
    pub first: Option<OpId>,
    /// How it starts.
    pub start: Start,
    /// The innermost structured op whose region holds the block.
    pub owner: Option<u32>,
    /// Position of the block's region in `owner`.
    region_index: u32,
    /// Whether the stretch ends at a structured op (`Some(index)`) rather
    /// than at the end of the block.
    pub ends_at: Option<u32>,
}

/// A structured op of a scope.
#[derive(Clone, Debug)]
pub(super) struct RegionOp {
    /// The op (it is replaced when it gains results).
    pub op: OpId,
    /// The node it ends.
    pub pre: u32,
    /// The node right after it.
    pub post: u32,
    /// The innermost structured op whose region holds it.
    pub owner: Option<u32>,
    /// The entry node of each region (`None` for an empty region).
    pub entries: Vec<Option<u32>>,
    /// Whether each region is entered from a region (a loop, or the
    /// `after` region of a while loop): it then needs an argument for a
    /// value that changes inside the op.
    pub reentered: Vec<bool>,
    /// Whether each region is entered from the op itself.
    pub entered: Vec<bool>,
    /// Whether control may pass the op without running a region.
    pub skippable: bool,
    /// The edges leaving its regions (indices into the scope's edges),
    /// grouped by terminator.
    pub exits: Vec<u32>,
}

/// A region and the structured ops' regions inside it.
#[derive(Clone, Debug)]
pub(super) struct Scope {
    /// Whether SSA construction is meaningful here (not a graph region).
    pub ssa: bool,
    /// The op of unknown control flow holding the region (`None` for the
    /// regions the pass runs on).
    pub parent: Option<OpId>,
    /// The nodes; node 0 is the entry.
    pub nodes: Vec<Node>,
    /// All edges.
    pub edges: Vec<Edge>,
    /// The structured ops.
    pub region_ops: Vec<RegionOp>,
}

/// The flow graphs of every scope of a body.
#[derive(Debug, Default)]
pub(super) struct Flow {
    /// The scopes, outermost first.
    pub scopes: Vec<Scope>,
    /// Where each op of a scope sits.
    pub place: SecondaryMap<OpId, Place>,
}

/// Something of each edge (its index or an endpoint) grouped by node
/// (compressed rows: the entries of node `n` are
/// `list[offsets[n]..offsets[n + 1]]`).
pub(super) struct EdgeLists {
    offsets: Vec<u32>,
    list: Vec<u32>,
}

impl EdgeLists {
    /// The entries of `node`.
    pub fn of(&self, node: u32) -> &[u32] {
        let node = node as usize;
        &self.list[self.offsets[node] as usize..self.offsets[node + 1] as usize]
    }
}

impl Scope {
    /// The edges into each node.
    pub fn incoming(&self) -> EdgeLists {
        self.group_edges(|e| e.to, |index, _| index)
    }

    /// The source node of each edge into each node.
    pub fn predecessors(&self) -> EdgeLists {
        self.group_edges(|e| e.to, |_, e| e.from)
    }

    /// The edges out of each node, in edge order.
    pub fn outgoing(&self) -> EdgeLists {
        self.group_edges(|e| e.from, |index, _| index)
    }

    /// For each node (`node_of` an edge), `entry` of its edges.
    fn group_edges(
        &self,
        node_of: impl Fn(&Edge) -> u32,
        entry: impl Fn(u32, &Edge) -> u32,
    ) -> EdgeLists {
        let mut offsets = vec![0u32; self.nodes.len() + 1];
        for edge in &self.edges {
            offsets[node_of(edge) as usize + 1] += 1;
        }
        for n in 0..self.nodes.len() {
            offsets[n + 1] += offsets[n];
        }
        let mut cursor = offsets.clone();
        let mut list = vec![0u32; self.edges.len()];
        for (index, edge) in self.edges.iter().enumerate() {
            let node = node_of(edge) as usize;
            list[cursor[node] as usize] = entry(index as u32, edge);
            cursor[node] += 1;
        }
        EdgeLists { offsets, list }
    }

    /// The ops of node `node` in order: up to and including the structured
    /// op that ends it, or to the end of its block.
    pub fn node_ops<'b>(&self, body: &'b Body, node: u32) -> impl Iterator<Item = OpId> + 'b {
        let node = &self.nodes[node as usize];
        let last = node.ends_at.map(|r| self.region_ops[r as usize].op);
        let mut current = node.first;
        std::iter::from_fn(move || {
            let op = current?;
            current = body.next_op(op).filter(|_| Some(op) != last);
            Some(op)
        })
    }
}

impl Flow {
    /// Builds the flow graphs of the regions `roots` and of every scope
    /// nested in them (never inside isolated ops).
    pub fn new(ctx: &Context, body: &Body, roots: &[RegionId]) -> Self {
        let mut flow = Flow::default();
        let mut pending: Vec<(RegionId, Option<OpId>)> =
            roots.iter().rev().map(|&r| (r, None)).collect();
        while let Some((root, parent)) = pending.pop() {
            let index = flow.scopes.len() as u32;
            let mut builder = ScopeBuilder {
                ctx,
                body,
                index,
                place: &mut flow.place,
                nodes: Vec::new(),
                region_ops: Vec::new(),
                block_node: SecondaryMap::new(),
                opaque: Vec::new(),
            };
            builder.add_regions(root);
            let ScopeBuilder {
                nodes,
                region_ops,
                block_node,
                opaque,
                ..
            } = builder;
            let mut scope = Scope {
                ssa: is_ssa_region(ctx, parent.map(|p| body.op_name(p))),
                parent,
                nodes,
                edges: Vec::new(),
                region_ops,
            };
            connect(ctx, body, &mut scope, &block_node);
            flow.scopes.push(scope);
            for op in opaque.into_iter().rev() {
                for &region in body.regions(op).iter().rev() {
                    pending.push((region, Some(op)));
                }
            }
        }
        flow
    }
}

/// Whether the regions of an op named `parent` (the pass's target when
/// `None`) have SSA dominance.
fn is_ssa_region(ctx: &Context, parent: Option<OpName>) -> bool {
    parent
        .is_none_or(|name| ctx.op_def(name).is_some() && !ctx.op_has(name, OpTraits::GRAPH_REGIONS))
}

/// Collects the nodes and structured ops of one scope.
struct ScopeBuilder<'a> {
    ctx: &'a Context,
    body: &'a Body,
    index: u32,
    place: &'a mut SecondaryMap<OpId, Place>,
    nodes: Vec<Node>,
    region_ops: Vec<RegionOp>,
    block_node: SecondaryMap<BlockId, u32>,
    /// Ops whose regions are scopes of their own.
    opaque: Vec<OpId>,
}

impl ScopeBuilder<'_> {
    /// Adds the blocks of `root` and, with an explicit stack, of the
    /// structured ops' regions inside.
    fn add_regions(&mut self, root: RegionId) {
        let mut stack: Vec<(RegionId, Option<u32>, u32)> = vec![(root, None, 0)];
        while let Some((region, owner, region_index)) = stack.pop() {
            for (position, block) in self.body.region_blocks(region).enumerate() {
                let start = match owner {
                    Some(region_op) if position == 0 => {
                        self.region_ops[region_op as usize].entries[region_index as usize] =
                            Some(self.nodes.len() as u32);
                        Start::RegionEntry {
                            region_op,
                            index: region_index,
                        }
                    }
                    _ => Start::Block,
                };
                self.block_node.insert(block, self.nodes.len() as u32);
                self.add_block(block, start, owner, region_index, &mut stack);
            }
        }
    }

    /// Adds the nodes of `block`, queueing structured ops' regions.
    fn add_block(
        &mut self,
        block: BlockId,
        start: Start,
        owner: Option<u32>,
        region_index: u32,
        stack: &mut Vec<(RegionId, Option<u32>, u32)>,
    ) {
        let body = self.body;
        let mut node = self.push_node(block, body.first_op(block), start, owner, region_index);
        for op in body.block_ops(block) {
            self.place.insert(
                op,
                Place {
                    scope: self.index,
                    node,
                },
            );
            let regions = body.regions(op);
            if regions.is_empty() || body.is_isolated(op) {
                continue;
            }
            if !is_structured(self.ctx, body, op) {
                self.opaque.push(op);
                continue;
            }
            let region_op = self.region_ops.len() as u32;
            self.nodes[node as usize].ends_at = Some(region_op);
            let post = self.push_node(
                block,
                body.next_op(op),
                Start::After(region_op),
                owner,
                region_index,
            );
            self.region_ops.push(RegionOp {
                op,
                pre: node,
                post,
                owner,
                entries: vec![None; regions.len()],
                reentered: vec![false; regions.len()],
                entered: vec![false; regions.len()],
                skippable: false,
                exits: Vec::new(),
            });
            for (index, &region) in regions.iter().enumerate().rev() {
                stack.push((region, Some(region_op), index as u32));
            }
            node = post;
        }
    }

    fn push_node(
        &mut self,
        block: BlockId,
        first: Option<OpId>,
        start: Start,
        owner: Option<u32>,
        region_index: u32,
    ) -> u32 {
        self.nodes.push(Node {
            block,
            first,
            start,
            owner,
            region_index,
            ends_at: None,
        });
        self.nodes.len() as u32 - 1
    }
}

/// Whether `op`'s control flow is known: it implements [`RegionBranch`] and
/// every block of its regions ends in a branch or in a terminator that says
/// what it forwards.
fn is_structured(ctx: &Context, body: &Body, op: OpId) -> bool {
    let view = OpView::new(ctx, body, op);
    if view.interface::<RegionBranch>().is_none() {
        return false;
    }
    body.regions(op).iter().all(|&region| {
        body.region_blocks(region).all(|block| {
            body.last_op(block).is_some_and(|last| {
                let terminator = OpView::new(ctx, body, last);
                ctx.op_has(body.op_name(last), OpTraits::TERMINATOR)
                    && (body.num_successors(last) > 0
                        || terminator.interface::<RegionBranchTerminator>().is_some())
            })
        })
    })
}

/// Adds the edges of `scope`: branches, entering and skipping structured
/// ops, and their regions' exits.
fn connect(ctx: &Context, body: &Body, scope: &mut Scope, block_node: &SecondaryMap<BlockId, u32>) {
    let mut edges = Vec::new();
    for (index, region_op) in scope.region_ops.iter_mut().enumerate() {
        let view = OpView::new(ctx, body, region_op.op);
        let branch = view
            .interface::<RegionBranch>()
            .expect("structured ops implement RegionBranch");
        for point in (branch.successors)(&view, RegionPoint::Parent) {
            let (to, via) = match point {
                RegionPoint::Parent => {
                    region_op.skippable = true;
                    (Some(region_op.post), Via::Skip(index as u32))
                }
                RegionPoint::Region(r) => {
                    if let Some(entered) = region_op.entered.get_mut(r) {
                        *entered = true;
                    }
                    let entry = region_op.entries.get(r).copied().flatten();
                    (entry, Via::Enter(index as u32))
                }
            };
            if let Some(to) = to {
                edges.push(Edge {
                    from: region_op.pre,
                    to,
                    via,
                });
            }
        }
    }
    for (from, node) in scope.nodes.iter().enumerate() {
        let at_block_end = node.ends_at.is_none();
        let Some(terminator) = body.last_op(node.block).filter(|_| at_block_end) else {
            continue;
        };
        for (successor, block) in body.successors(terminator).enumerate() {
            if let Some(&to) = block_node.get(block) {
                let op = terminator;
                let via = Via::Branch {
                    op,
                    successor: successor as u32,
                };
                edges.push(Edge {
                    from: from as u32,
                    to,
                    via,
                });
            }
        }
        if body.num_successors(terminator) > 0 {
            continue;
        }
        let Some(owner) = node.owner else {
            continue;
        };
        let region_op = &mut scope.region_ops[owner as usize];
        let view = OpView::new(ctx, body, region_op.op);
        let branch = view
            .interface::<RegionBranch>()
            .expect("structured ops implement RegionBranch");
        let exit = RegionPoint::Region(node.region_index as usize);
        for point in (branch.successors)(&view, exit) {
            let to = match point {
                RegionPoint::Parent => Some(region_op.post),
                RegionPoint::Region(r) => {
                    if let Some(reentered) = region_op.reentered.get_mut(r) {
                        *reentered = true;
                    }
                    region_op.entries.get(r).copied().flatten()
                }
            };
            if let Some(to) = to {
                let via = Via::Exit {
                    terminator,
                    region_op: owner,
                    point,
                };
                region_op.exits.push(edges.len() as u32);
                edges.push(Edge {
                    from: from as u32,
                    to,
                    via,
                });
            }
        }
    }
    scope.edges = edges;
}
