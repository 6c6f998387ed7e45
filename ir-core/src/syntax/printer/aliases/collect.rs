//! Finding the aliases of a top-level op: a walk that meets attributes and
//! types in the order mlir-opt's alias pass does, with an explicit stack.
//!
//! Per op: its location (with `-mlir-print-debuginfo`; only such op
//! locations may have their definition after the op), then in the generic
//! form its regions, operand types, result types and attribute values, or
//! in a custom form what its print hook prints, in order (the hook is run
//! with its text thrown away). In a region: each printed block's argument
//! types and locations, then its ops. Within an attribute or type, what
//! the printer prints of it, in order.

use super::nodes::Collector;
use super::{Aliases, Symbol};
use crate::context::attributes::Attr;
use crate::context::types::Type;
use crate::context::Context;
use crate::dialect::registry::PrintFn;
use crate::ir::{BlockId, Body, OpId, OpView, RegionId};
use crate::syntax::custom::{OpPrinter, RegionPrint};
use crate::syntax::printer::ops::{custom_print_fn, elides};
use crate::syntax::printer::style::Style;
use crate::syntax::printer::{NameLookup, Names, PrintOptions};

/// What a print hook printed, recorded while aliases are found.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Visit {
    /// An attribute (or a block argument's location).
    Attr(Attr),
    /// A type.
    Type(Type),
    /// A region, printed in `style`.
    Region(RegionId, RegionPrint),
}

/// Work of the walk.
enum Work<'a> {
    Op(&'a Body, OpId),
    /// A block, whether its arguments and its terminator are printed.
    Block(&'a Body, BlockId, bool, bool),
    /// What a print hook printed, from the next item on (its regions are
    /// stored in `Body`).
    Visits(&'a Body, std::vec::IntoIter<Visit>),
    /// What the generic form prints after an op's regions.
    GenericTail(&'a Body, OpId),
}

/// Whether printing `op` (stored in `body`) with `options` looks for
/// aliases: for a top-level op printed in full, when locations are printed
/// or the context has made something that prints through an alias.
pub(crate) fn wanted(ctx: &Context, body: &Body, op: OpId, options: &PrintOptions) -> bool {
    !options.local_scope
        && body.op_block(op).is_none()
        && (options.debug_info || ctx.may_print_aliases())
}

/// The aliases of top-level `op` (stored in `body`) printed with `options`
/// and `names`: none unless [`wanted`].
pub(crate) fn collect(
    ctx: &Context,
    names: &Names,
    body: &Body,
    op: OpId,
    options: &PrintOptions,
) -> Aliases {
    if !wanted(ctx, body, op, options) {
        return Aliases::NONE;
    }
    let mut collector = Collector::new(ctx);
    let mut stack = vec![Work::Op(body, op)];
    while let Some(work) = stack.pop() {
        match work {
            Work::Op(body, op) => {
                if options.debug_info {
                    collector.visit(Symbol::Attr(body.op_loc(op)), true);
                }
                let view = OpView::new(ctx, body, op);
                if let Some(print) = custom_print_fn(&view, options) {
                    let visits = hook_visits(ctx, names, &view, print, options);
                    stack.push(Work::Visits(body.regions_body(op), visits.into_iter()));
                } else if body.regions(op).is_empty() {
                    visit_generic_tail(&mut collector, ctx, body, op);
                } else {
                    stack.push(Work::GenericTail(body, op));
                    let inner = body.regions_body(op);
                    for &region in body.regions(op).iter().rev() {
                        push_region(&mut stack, inner, region, RegionPrint::default());
                    }
                }
            }
            Work::GenericTail(body, op) => visit_generic_tail(&mut collector, ctx, body, op),
            Work::Visits(body, mut visits) => {
                for visit in visits.by_ref() {
                    match visit {
                        Visit::Attr(attr) => {
                            collector.visit(Symbol::Attr(attr), false);
                        }
                        Visit::Type(ty) => {
                            collector.visit(Symbol::Type(ty), false);
                        }
                        Visit::Region(region, style) => {
                            stack.push(Work::Visits(body, visits));
                            push_region(&mut stack, body, region, style);
                            break;
                        }
                    }
                }
            }
            Work::Block(body, block, with_args, terminator) => {
                if with_args {
                    for &arg in body.block_args(block) {
                        collector.visit(Symbol::Type(body.value_type(arg)), false);
                        if let Some(loc) = body.value_loc(arg).filter(|_| options.debug_info) {
                            collector.visit(Symbol::Attr(loc), false);
                        }
                    }
                }
                let mut ops: Vec<OpId> = body.block_ops(block).collect();
                if ops
                    .last()
                    .is_some_and(|&op| elides(ctx, body, op, terminator))
                {
                    ops.pop();
                }
                stack.extend(ops.into_iter().rev().map(|op| Work::Op(body, op)));
            }
        }
    }
    collector.into_aliases()
}

/// Pushes the blocks of `region` (stored in `body`) printed in `style`.
fn push_region<'a>(
    stack: &mut Vec<Work<'a>>,
    body: &'a Body,
    region: RegionId,
    style: RegionPrint,
) {
    let blocks: Vec<BlockId> = body.region_blocks(region).collect();
    for (i, &block) in blocks.iter().enumerate().rev() {
        let with_args = i > 0 || style.entry_args;
        stack.push(Work::Block(body, block, with_args, style.terminators));
    }
}

/// What `print`, the custom print hook of `view`'s op, prints, in order
/// (run with its text thrown away).
fn hook_visits(
    ctx: &Context,
    names: &Names,
    view: &OpView,
    print: PrintFn,
    options: &PrintOptions,
) -> Vec<Visit> {
    let mut printer = OpPrinter {
        indent: 0,
        ctx,
        out: String::new(),
        names: NameLookup::new(names, None),
        pieces: Vec::new(),
        body: view.body,
        debug_info: options.debug_info,
        style: Style::PLAIN,
        visits: Some(Vec::new()),
    };
    print(&mut printer, view);
    printer.visits.unwrap_or_default()
}

/// Meets what the generic form prints after `op`'s regions: operand
/// types, result types, attribute values.
fn visit_generic_tail(collector: &mut Collector, ctx: &Context, body: &Body, op: OpId) {
    for value in body.operands(op) {
        collector.visit(Symbol::Type(body.value_type(value)), false);
    }
    for &value in body.results(op) {
        collector.visit(Symbol::Type(body.value_type(value)), false);
    }
    for entry in ctx.dictionary_entries(body.op_attrs(op)) {
        collector.visit(Symbol::Attr(entry.value), false);
    }
}
