//! [`Report`]: the text a test pass prints about an op's regions, with
//! blocks and values named as the printer names them; the ops a test pass
//! reports on ([`report_functions`]); and [`RegionPrinter`], a test pass
//! that prints a report on every region.

use crate::walk::ops_in_order;
use ir_core::ir::{walk_ops, OwnedOp, WalkItem};
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry};
use ir_core::syntax::printer::Names;
use ir_core::{BlockId, Body, Context, Diagnostic, OpId, OpTraits, OpView, RegionId, ValueId};

/// Where a test pass writes its report.
#[derive(Copy, Clone)]
pub(super) enum Stream {
    Stdout,
    Stderr,
}

impl Stream {
    /// Appends `text` to this stream of `cx`.
    pub(super) fn write(self, cx: &mut PassContext<'_>, text: &str) {
        match self {
            Stream::Stdout => cx.stdout().push_str(text),
            Stream::Stderr => cx.stderr().push_str(text),
        }
    }
}

/// A test pass that reports on every region of each function, each with
/// the same printing function.
#[derive(Copy, Clone)]
pub(super) struct RegionPrinter {
    /// The pass's pipeline name, name and one-line description.
    pub(super) argument: &'static str,
    pub(super) name: &'static str,
    pub(super) summary: &'static str,
    /// The report's title (`dominance` in `dominance of @f`).
    pub(super) title: &'static str,
    pub(super) stream: Stream,
    /// Appends the report on one region.
    pub(super) print: fn(&mut Report<'_>, RegionId),
}

impl Pass for RegionPrinter {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        cx.preserve_all();
        let text = report_functions(cx.context(), target, self.title, |report| {
            report.for_each_region(self.print)
        });
        self.stream.write(cx, &text);
        Ok(())
    }
}

impl RegionPrinter {
    /// Registers this printer as a pass.
    pub(super) fn register(self, passes: &mut PassRegistry) {
        let info = PassInfo::new(self.argument, self.name, self.summary, move |_| {
            Ok(Box::new(self))
        });
        passes.register(info);
    }
}

/// The reports titled `analysis` on `target` and each function in it: a
/// report is started on each and filled by `fill`.
pub(super) fn report_functions(
    ctx: &Context,
    target: &OwnedOp,
    analysis: &str,
    mut fill: impl FnMut(&mut Report<'_>),
) -> String {
    let mut text = String::new();
    for_each_function(ctx, target, |body, op| {
        let mut report = Report::new(ctx, body, op, analysis);
        fill(&mut report);
        text.push_str(&report.text);
    });
    text
}

/// Calls `visit(body, op)` for `target` and each op isolated from above
/// inside it (`body` storing `op`), in program order, if it has control
/// flow: a pass run on a module reports each function, not the module.
fn for_each_function(ctx: &Context, target: &OwnedOp, mut visit: impl FnMut(&Body, OpId)) {
    walk_ops(&target.body, target.op, |body, item| {
        let WalkItem::Enter(op) = item else {
            return;
        };
        if (is_target(body, op, target) || body.is_isolated(op)) && has_control_flow(ctx, body, op)
        {
            visit(body, op);
        }
    });
}

/// Whether `op` stored in `body` is the op of `target`.
pub(super) fn is_target(body: &Body, op: OpId, target: &OwnedOp) -> bool {
    std::ptr::eq(body, &target.body) && op == target.op
}

/// Whether the regions of `op` (stored in `body`) have a control-flow
/// graph: they are neither graph regions nor regions without terminators.
pub(super) fn has_control_flow(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    !ctx.op_has(name, OpTraits::GRAPH_REGIONS) && !ctx.op_has(name, OpTraits::NO_TERMINATOR)
}

/// A report on the regions of one op.
pub(super) struct Report<'a> {
    ctx: &'a Context,
    /// The body storing the op, and the op.
    pub(super) outer: &'a Body,
    pub(super) op: OpId,
    /// The body holding the op's regions.
    pub(super) body: &'a Body,
    names: Names,
    /// The text so far.
    pub(super) text: String,
}

impl<'a> Report<'a> {
    /// Starts a report of `analysis` on `op` (stored in `body`): the line
    /// `<analysis> of @symbol` (`of 'op.name'` for an op without a symbol).
    pub(super) fn new(ctx: &'a Context, body: &'a Body, op: OpId, analysis: &str) -> Self {
        let view = OpView::new(ctx, body, op);
        let symbol = view
            .inherent_attr("sym_name")
            .and_then(|name| ctx.string_value(name));
        let text = match symbol {
            Some(symbol) => format!("{analysis} of @{symbol}\n"),
            None => format!("{analysis} of '{}'\n", view.name()),
        };
        Self {
            ctx,
            outer: body,
            op,
            body: body.regions_body(op),
            names: Names::compute(ctx, body, op, false),
            text,
        }
    }

    /// Visits the regions of the op and those nested in them (not inside
    /// isolated ops), in program order; each starts a `region N (op):`
    /// section, with `N` its position in this order.
    pub(super) fn for_each_region(&mut self, mut visit: impl FnMut(&mut Self, RegionId)) {
        let (ctx, body) = (self.ctx, self.body);
        let top = self.outer.regions(self.op);
        let target_name = ctx.op_name_str(self.outer.op_name(self.op));
        let mut sections: Vec<(&str, RegionId)> = top.iter().map(|&r| (target_name, r)).collect();
        for op in ops_in_order(body, top, |_| true) {
            if !body.is_isolated(op) {
                let name = ctx.op_name_str(body.op_name(op));
                sections.extend(body.regions(op).iter().map(|&r| (name, r)));
            }
        }
        for (index, (holder, region)) in sections.into_iter().enumerate() {
            self.text.push_str(&format!("region {index} ({holder}):\n"));
            visit(self, region);
        }
    }

    /// `^bbN`.
    pub(super) fn block(&self, block: BlockId) -> String {
        let mut out = String::new();
        self.names.write_block(self.body, block, &mut out);
        out
    }

    /// `[^bb1, ^bb2]`.
    pub(super) fn blocks(&self, blocks: impl IntoIterator<Item = BlockId>) -> String {
        let names: Vec<String> = blocks.into_iter().map(|b| self.block(b)).collect();
        format!("[{}]", names.join(", "))
    }

    /// `[%0, %arg1]`.
    pub(super) fn values(&self, values: impl IntoIterator<Item = ValueId>) -> String {
        let mut out = String::from("[");
        for (i, value) in values.into_iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.names.write_value(self.body, value, &mut out);
        }
        out.push(']');
        out
    }

    /// An op as `%0, %1 = dialect.name`, or `dialect.name` without results.
    pub(super) fn op(&self, op: OpId) -> String {
        let mut out = String::new();
        for (i, &result) in self.body.results(op).iter().enumerate() {
            out.push_str(if i == 0 { "" } else { ", " });
            self.names.write_value(self.body, result, &mut out);
        }
        if !out.is_empty() {
            out.push_str(" = ");
        }
        out.push_str(self.ctx.op_name_str(self.body.op_name(op)));
        out
    }
}

/// The symbol name of `target`, for MLIR's `Testing : <name>` header; an
/// error as MLIR's pass manager gives for a pass on an op that is not a
/// symbol (MLIR's SymbolOpInterface passes), naming the pass `pass`.
pub(super) fn symbol_op_name(
    ctx: &Context,
    target: &OwnedOp,
    pass: &str,
) -> Result<String, Diagnostic> {
    let view = OpView::new(ctx, &target.body, target.op);
    view.inherent_attr("sym_name")
        .and_then(|name| ctx.string_value(name))
        .map(|name| name.to_string())
        .ok_or_else(|| {
            Diagnostic::error(
                target.body.op_loc(target.op),
                format!(
                    "'{}' op trying to schedule pass '(anonymous namespace)::{pass}' on an unsupported operation",
                    view.name()
                ),
            )
        })
}
