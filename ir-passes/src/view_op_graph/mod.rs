//! The `view-op-graph` pass, as MLIR's `ViewOpGraph` (Passes.md,
//! "-view-op-graph"; `mlir/lib/Transforms/ViewOpGraph.cpp`): prints its op
//! as a Graphviz graph in the DOT language to stderr, as mlir-opt-22 does,
//! and leaves the IR unchanged.
//!
//! The graph ([`graph`]): an op with regions is a cluster (`subgraph
//! cluster_N`) labelled with its name, result types and attributes, each
//! block a cluster inside it; an op without regions is a record node
//! (`shape = Mrecord`) with a row of operand ports, its name and
//! attributes, and a row of result ports, filled with a colour per op
//! name (hues spread evenly over the names in post-order); each block
//! argument is a record node of one port. Every cluster holds an invisible
//! anchor node that edges to or from it attach to (with `lhead`/`ltail`).
//! After the nodes come the control-flow edges (dashed, from each op to
//! the next in its block, with `print-control-flow-edges`) and then the
//! data-flow edges (solid, from the port of each operand's value to the
//! operand's port, with `print-data-flow-edges`), both in MLIR's order.
//!
//! Labels ([`labels`]): values are named as the printer names them
//! (`%0`, `%arg0`, `%c1_i32`), types and attributes are cut at
//! `max-label-len` bytes (then `...`) and escaped for record labels;
//! elements attributes of more than 16 elements print as `[...] : type`
//! and arrays of more as `[...]` (MLIR's default elision, which MLIR also
//! takes from `-mlir-elide-elementsattrs-if-larger`; here it is fixed).
//!
//! Where it departs from mlir-opt-22, to keep the output valid DOT: op
//! names are escaped (in a record label as its other text, elsewhere
//! their `"`), and so is a `"` in the result types of a cluster label
//! (MLIR writes both bare, and a `"` ends the label); a port whose value's
//! name is not a DOT identifier (`%c-1_i32`) is quoted in edges; a cut
//! never splits a UTF-8 character. The walk uses an explicit stack
//! (nesting may be deep), and indentation stops growing at the printer's
//! 512 columns.

mod graph;
mod labels;

use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry};
use ir_core::Diagnostic;

ir_core::pass_options! {
    /// The options of `view-op-graph`, with MLIR's names and defaults.
    pub(crate) struct ViewOpGraphOptions {
        max_label_len("max-label-len"): i64 = 20,
            "Limit attribute/type length to number of chars";
        print_attrs("print-attrs"): bool = true,
            "Print attributes of operations";
        print_control_flow_edges("print-control-flow-edges"): bool = false,
            "Print control flow edges";
        print_data_flow_edges("print-data-flow-edges"): bool = true,
            "Print data flow edges";
        print_result_types("print-result-types"): bool = true,
            "Print result types of operations";
    }
}

/// What the graph shows (the options, checked).
#[derive(Clone, Copy, Debug)]
pub(crate) struct GraphOptions {
    /// Types and attributes longer than this many bytes are cut.
    pub(crate) max_label_len: usize,
    /// Attributes in op labels.
    pub(crate) attrs: bool,
    /// Dashed edges between consecutive ops of a block.
    pub(crate) control_flow: bool,
    /// Solid edges from values to their uses.
    pub(crate) data_flow: bool,
    /// Types of results and block arguments.
    pub(crate) result_types: bool,
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::with_options(
        "view-op-graph",
        "ViewOpGraph",
        "Print Graphviz visualization of an operation",
        |options: &ViewOpGraphOptions| {
            let max_label_len = usize::try_from(options.max_label_len)
                .map_err(|_| "'max-label-len' must not be negative".to_string())?;
            Ok(Box::new(ViewOpGraph {
                options: GraphOptions {
                    max_label_len,
                    attrs: options.print_attrs,
                    control_flow: options.print_control_flow_edges,
                    data_flow: options.print_data_flow_edges,
                    result_types: options.print_result_types,
                },
            }))
        },
    ));
}

/// The pass.
struct ViewOpGraph {
    options: GraphOptions,
}

impl Pass for ViewOpGraph {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let dot = graph::write_graph(cx.context(), target, self.options);
        cx.stderr().push_str(&dot);
        cx.preserve_all();
        Ok(())
    }
}
