//! Helpers for arith's unit tests: a context with every dialect, types and
//! snippets of IR parsed from text, ops found by name, and folding with
//! the constants that define an op's operands.

use ir_core::interfaces::{Canonicalize, Fold, FoldResult, Folded, PatternRewriter};
use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::syntax::printer::{print_attr, print_op, PrintOptions};
use ir_core::{Attr, Body, Context, OpId, OpTraits, OpView, OwnedOp, Type, ValueId};

/// A context with every dialect of the crate and unregistered ops allowed.
pub fn context() -> Context {
    let mut ctx = Context::new();
    crate::register_all(&mut ctx);
    ctx.set_allow_unregistered(true);
    ctx
}

fn parse(ctx: &Context, src: &str) -> OwnedOp {
    let options = ParseOptions::whole_file("test.mlir");
    parse_source(ctx, src, options).unwrap_or_else(|d| panic!("{}\n{src}", d.message))
}

/// The types spelled `texts`.
pub fn types(ctx: &Context, texts: &[&str]) -> Vec<Type> {
    let src = format!("\"test.op\"() : () -> ({})", texts.join(", "));
    let snippet = Snippet {
        owned: parse(ctx, &src),
    };
    let op = snippet.ops(ctx, "test.op")[0];
    snippet
        .body()
        .results(op)
        .iter()
        .map(|&r| snippet.body().value_type(r))
        .collect()
}

/// Top-level ops parsed from text (into the implicit module).
pub struct Snippet {
    owned: OwnedOp,
}

impl Snippet {
    /// Parses `src`; panics on a syntax error.
    pub fn new(ctx: &Context, src: &str) -> Self {
        Self {
            owned: parse(ctx, src),
        }
    }

    /// The module's body, where the snippet's ops live.
    pub fn body(&self) -> &Body {
        self.owned.body.regions_body(self.owned.op)
    }

    /// Applies the first canonicalization pattern of the last op named
    /// `name` that matches; returns the pattern's name.
    pub fn rewrite_last(&mut self, ctx: &Context, name: &str) -> Option<&'static str> {
        let op = self.last(ctx, name);
        let def = ctx.lookup_op_def(name).expect("a registered op");
        let Canonicalize(patterns) = def.interface::<Canonicalize>().expect("patterns");
        let body = self.owned.body.regions_body_mut(self.owned.op);
        let mut rewriter = PatternRewriter::new(ctx, body);
        patterns()
            .into_iter()
            .find(|p| p.match_and_rewrite(op, &mut rewriter))
            .map(|p| p.name())
    }

    /// The snippet's ops as printed (custom form), one per line, trimmed.
    pub fn print(&self, ctx: &Context) -> Vec<String> {
        let options = PrintOptions::default();
        let text = print_op(ctx, &self.owned.body, self.owned.op, &options);
        text.lines()
            .filter(|l| l.starts_with("  "))
            .map(|l| l.trim().to_string())
            .collect()
    }

    /// The top-level ops named `name`, in order.
    pub fn ops(&self, ctx: &Context, name: &str) -> Vec<OpId> {
        let body = self.body();
        let region = self.owned.body.regions(self.owned.op)[0];
        body.region_blocks(region)
            .flat_map(|block| body.block_ops(block))
            .filter(|&op| ctx.op_name_str(body.op_name(op)) == name)
            .collect()
    }

    /// The last top-level op named `name`.
    pub fn last(&self, ctx: &Context, name: &str) -> OpId {
        *self
            .ops(ctx, name)
            .last()
            .unwrap_or_else(|| panic!("no '{name}' op"))
    }

    /// Folds the last op named `name` with its constant operands.
    pub fn fold_last(&self, ctx: &Context, name: &str) -> Option<Folded> {
        let op = self.last(ctx, name);
        let body = self.body();
        let view = OpView::new(ctx, body, op);
        let Fold(fold) = view.interface::<Fold>().expect("the op has a folder");
        let constants: Vec<Option<Attr>> = view
            .operands()
            .map(|v| {
                body.defining_op(v)
                    .and_then(|d| constant_value(ctx, body, d))
            })
            .collect();
        fold(&view, &constants)
    }

    /// What the last op named `name` folds to, as text: an attribute, or
    /// `operand #i` / `result of <op>` for an existing value, or `none`.
    pub fn fold_text(&self, ctx: &Context, name: &str) -> String {
        let op = self.last(ctx, name);
        match self.fold_last(ctx, name).as_deref() {
            Some([FoldResult::Attr(attr)]) => attr_text(ctx, *attr),
            Some([FoldResult::Value(value)]) => self.value_text(ctx, op, *value),
            Some(other) => format!("{other:?}"),
            None => "none".into(),
        }
    }

    fn value_text(&self, ctx: &Context, op: OpId, value: ValueId) -> String {
        let body = self.body();
        if let Some(i) = body.operands(op).position(|v| v == value) {
            return format!("operand #{i}");
        }
        match body.defining_op(value) {
            Some(def) => format!("result of {}", ctx.op_name_str(body.op_name(def))),
            None => "a block argument".into(),
        }
    }
}

/// The value of a constant-like op: its `value` attribute.
fn constant_value(ctx: &Context, body: &Body, op: OpId) -> Option<Attr> {
    if !ctx.op_has(body.op_name(op), OpTraits::CONSTANT_LIKE) {
        return None;
    }
    OpView::new(ctx, body, op).inherent_attr("value")
}

/// An attribute as the printer writes it.
pub fn attr_text(ctx: &Context, attr: Attr) -> String {
    let mut text = String::new();
    print_attr(ctx, attr, &mut text);
    text
}
