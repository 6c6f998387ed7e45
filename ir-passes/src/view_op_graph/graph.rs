//! The DOT text of `view-op-graph`: clusters and nodes in program order
//! (an explicit stack of open clusters), then the edges, numbered and
//! ordered as mlir-opt-22 numbers and orders them.

use super::labels::Labels;
use super::GraphOptions;
use ir_core::ir::{walk_ops, OwnedOp, WalkItem};
use ir_core::syntax::printer::{Names, MAX_INDENT};
use ir_core::{BlockId, Body, Context, OpId, OpName, ValueId};
use rustc_hash::FxHashMap;
use std::fmt::Write;

/// A node of the graph: its number, and the cluster it anchors (edges to
/// and from an op with regions attach to its cluster's anchor node).
#[derive(Clone, Copy, Default)]
struct Node {
    id: u32,
    cluster: Option<u32>,
}

/// A value, by the body that stores it.
type ValueKey = (usize, ValueId);

fn value_key(body: &Body, value: ValueId) -> ValueKey {
    (std::ptr::from_ref(body) as usize, value)
}

/// A data-flow edge waiting for the end (its value may be defined later:
/// graph regions, loops through block arguments).
struct DataEdge {
    value: ValueKey,
    to: Node,
    port: String,
}

/// An open cluster on the stack.
enum Frame<'b> {
    /// An op's: the blocks of its regions (stored in `body`) still to
    /// visit.
    Op {
        body: &'b Body,
        op: OpId,
        node: Node,
        blocks: std::vec::IntoIter<BlockId>,
    },
    /// A block's: the next op to visit and the node of the previous one.
    Block {
        body: &'b Body,
        next: Option<OpId>,
        previous: Option<Node>,
    },
}

/// What to do next, decided from the top of the stack.
enum Step<'b> {
    OpenBlock(&'b Body, BlockId),
    CloseOp(&'b Body, OpId, Node),
    VisitOp(&'b Body, OpId),
    CloseBlock,
}

/// The graph being written.
struct Graph<'a> {
    labels: Labels<'a>,
    options: GraphOptions,
    colours: FxHashMap<OpName, String>,
    out: String,
    depth: usize,
    counter: u32,
    values: FxHashMap<ValueKey, Node>,
    control_edges: Vec<String>,
    data_edges: Vec<DataEdge>,
}

/// The graph of `target` in the DOT language.
pub(super) fn write_graph(ctx: &Context, target: &OwnedOp, options: GraphOptions) -> String {
    let names = Names::compute(ctx, &target.body, target.op, false);
    let mut graph = Graph {
        labels: Labels::new(ctx, &names, options),
        options,
        colours: colours(&target.body, target.op),
        out: String::new(),
        depth: 0,
        counter: 0,
        values: FxHashMap::default(),
        control_edges: Vec::new(),
        data_edges: Vec::new(),
    };
    graph.line("digraph G {");
    graph.depth = 1;
    graph.line("compound = true;");
    graph.visit(&target.body, target.op);
    graph.edges();
    graph.depth = 0;
    graph.line("}");
    graph.out
}

/// The fill colour of each op name: hues spread evenly over the names in
/// the order a post-order walk first meets them (MLIR's colour mapping).
fn colours(body: &Body, root: OpId) -> FxHashMap<OpName, String> {
    let mut order = Vec::new();
    let mut seen = FxHashMap::default();
    walk_ops(body, root, |body, item| {
        if let WalkItem::Leave(op) = item {
            let name = body.op_name(op);
            seen.entry(name).or_insert_with(|| order.push(name));
        }
    });
    let total = order.len() as f64;
    order
        .iter()
        .enumerate()
        .map(|(i, &name)| (name, format!("{:.6} 0.3 0.95", i as f64 / total)))
        .collect()
}

impl<'a> Graph<'a> {
    /// Writes one line at the current depth (two spaces a level, up to the
    /// printer's [`MAX_INDENT`] columns, so that deep nesting does not make
    /// the output quadratic); a line break inside `text` (an escaped one
    /// in a label) starts a line at that depth too, as MLIR's indenting
    /// stream writes it.
    fn line(&mut self, text: &str) {
        let columns = (2 * self.depth).min(MAX_INDENT);
        for part in text.split('\n') {
            self.out.extend(std::iter::repeat_n(' ', columns));
            self.out.push_str(part);
            self.out.push('\n');
        }
    }

    /// A new node or cluster number.
    fn next_id(&mut self) -> u32 {
        self.counter += 1;
        self.counter
    }

    /// Writes a node statement; `fill` colours it.
    fn node(&mut self, label: &str, shape: &str, fill: Option<&str>) -> Node {
        let id = self.next_id();
        let text = match fill {
            Some(colour) => format!(
                "v{id} [fillcolor = \"{colour}\", label = \"{label}\", shape = {shape}, style = filled];"
            ),
            None => format!("v{id} [label = \"{label}\", shape = {shape}];"),
        };
        self.line(&text);
        Node { id, cluster: None }
    }

    /// Opens a cluster labelled `label`, with its anchor node.
    fn open_cluster(&mut self, label: &str) -> Node {
        let cluster = self.next_id();
        self.line(&format!("subgraph cluster_{cluster} {{"));
        self.depth += 1;
        let anchor = self.node(" ", "plain", None);
        self.line(&format!("label = \"{label}\";"));
        Node {
            id: anchor.id,
            cluster: Some(cluster),
        }
    }

    fn close_cluster(&mut self) {
        self.depth -= 1;
        self.line("}");
    }

    /// Writes `root` and everything nested in it.
    fn visit<'b>(&mut self, body: &'b Body, root: OpId) {
        let mut stack: Vec<Frame<'b>> = Vec::new();
        self.start_op(body, root, &mut stack);
        while let Some(top) = stack.last_mut() {
            let step = match top {
                Frame::Op {
                    body,
                    op,
                    node,
                    blocks,
                } => match blocks.next() {
                    Some(block) => Step::OpenBlock(body.regions_body(*op), block),
                    None => Step::CloseOp(body, *op, *node),
                },
                Frame::Block { body, next, .. } => match *next {
                    Some(op) => {
                        *next = body.next_op(op);
                        Step::VisitOp(body, op)
                    }
                    None => Step::CloseBlock,
                },
            };
            match step {
                Step::OpenBlock(inner, block) => {
                    self.open_cluster("");
                    for &arg in inner.block_args(block) {
                        let label = self.labels.argument_label(inner, arg);
                        let node = self.node(&label, "Mrecord", None);
                        self.values.insert(value_key(inner, arg), node);
                    }
                    stack.push(Frame::Block {
                        body: inner,
                        next: inner.first_op(block),
                        previous: None,
                    });
                }
                Step::CloseOp(body, op, node) => {
                    stack.pop();
                    self.close_cluster();
                    self.finish_op(body, op, node, &mut stack);
                }
                Step::VisitOp(body, op) => self.start_op(body, op, &mut stack),
                Step::CloseBlock => {
                    stack.pop();
                    self.close_cluster();
                }
            }
        }
    }

    /// Writes `op`'s node, or opens its cluster (its blocks come next).
    fn start_op<'b>(&mut self, body: &'b Body, op: OpId, stack: &mut Vec<Frame<'b>>) {
        if body.regions(op).is_empty() {
            let label = self.labels.record_label(body, op);
            let colour = self.colours.get(&body.op_name(op)).cloned();
            let node = self.node(&label, "Mrecord", colour.as_deref());
            return self.finish_op(body, op, node, stack);
        }
        let label = self.labels.cluster_label(body, op);
        let node = self.open_cluster(&label);
        let inner = body.regions_body(op);
        let blocks: Vec<BlockId> = body
            .regions(op)
            .iter()
            .flat_map(|&region| inner.region_blocks(region))
            .collect();
        stack.push(Frame::Op {
            body,
            op,
            node,
            blocks: blocks.into_iter(),
        });
    }

    /// After `op`'s node or cluster: the edges into it, its results, and
    /// the control-flow edge from the op before it in its block.
    fn finish_op<'b>(&mut self, body: &'b Body, op: OpId, node: Node, stack: &mut [Frame<'b>]) {
        if self.options.data_flow {
            for operand in body.operands(op) {
                self.data_edges.push(DataEdge {
                    value: value_key(body, operand),
                    to: node,
                    port: self.labels.port(body, operand),
                });
            }
        }
        for &result in body.results(op) {
            self.values.insert(value_key(body, result), node);
        }
        if let Some(Frame::Block { previous, .. }) = stack.last_mut() {
            if let (true, Some(before)) = (self.options.control_flow, *previous) {
                let edge = edge(before, node, None, "dashed");
                self.control_edges.push(edge);
            }
            *previous = Some(node);
        }
    }

    /// Writes the control-flow edges, then the data-flow edges.
    fn edges(&mut self) {
        let mut lines = std::mem::take(&mut self.control_edges);
        for data in std::mem::take(&mut self.data_edges) {
            let from = self.values.get(&data.value).copied().unwrap_or_default();
            lines.push(edge(from, data.to, Some(&data.port), "solid"));
        }
        for line in lines {
            self.line(&format!("{line};"));
        }
    }
}

/// An edge statement from `from` to `to`, through the ports of `port` (a
/// value's) where the ends are nodes, clipped at the ends' clusters.
fn edge(from: Node, to: Node, port: Option<&str>, style: &str) -> String {
    let mut text = format!("v{}", from.id);
    if let (Some(port), None) = (port, from.cluster) {
        let _ = write!(text, ":{}:s", port_id("res", port));
    }
    let _ = write!(text, " -> v{}", to.id);
    if let (Some(port), None) = (port, to.cluster) {
        let _ = write!(text, ":{}:n", port_id("arg", port));
    }
    text.push('[');
    if let Some(cluster) = to.cluster {
        let _ = write!(text, "lhead = cluster_{cluster}, ");
    }
    if let Some(cluster) = from.cluster {
        let _ = write!(text, "ltail = cluster_{cluster}, ");
    }
    let _ = write!(text, "style = {style}]");
    text
}

/// The port `prefix` + `port` as a DOT identifier: bare when it is one
/// (as MLIR writes every port), quoted when the value's name holds a
/// character that is not (`%c-1_i32`; MLIR's bare `arg_c-1_i32` reads as
/// two tokens).
fn port_id(prefix: &str, port: &str) -> String {
    match port.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        true => format!("{prefix}{port}"),
        false => format!("\"{prefix}{port}\""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges_attach_to_ports_of_nodes_and_clip_at_clusters() {
        let node = |id| Node { id, cluster: None };
        let cluster = Node {
            id: 4,
            cluster: Some(3),
        };
        assert_eq!(
            edge(node(1), node(2), Some("_0"), "solid"),
            "v1:res_0:s -> v2:arg_0:n[style = solid]"
        );
        assert_eq!(
            edge(cluster, node(2), Some("_c-1_i32"), "solid"),
            "v4 -> v2:\"arg_c-1_i32\":n[ltail = cluster_3, style = solid]"
        );
        assert_eq!(
            edge(node(1), cluster, None, "dashed"),
            "v1 -> v4[lhead = cluster_3, style = dashed]"
        );
    }
}
