//! Shared fixtures of the pass-infrastructure unit tests: a context with a
//! module op and an isolated function op, modules of N functions, and
//! small passes.

use super::{Pass, PassContext, PassInfo, PassRegistry};
use crate::context::{Context, Dialect, OpDefinition, OpTraits};
use crate::diagnostics::Diagnostic;
use crate::ir::{InsertPoint, OperationState, OwnedOp};
use crate::NamedAttr;

/// A context with `builtin.module` and `t.func` (both isolated, no
/// terminators) and `t.op`.
pub(crate) fn context() -> Context {
    let isolated = OpTraits::ISOLATED_FROM_ABOVE | OpTraits::NO_TERMINATOR;
    let mut ctx = Context::new();
    ctx.register_dialect(Dialect::new(
        "builtin",
        vec![OpDefinition::new("builtin.module", "module").with_traits(isolated)],
    ));
    ctx.register_dialect(Dialect::new(
        "t",
        vec![
            OpDefinition::new("t.func", "function").with_traits(isolated),
            OpDefinition::new("t.op", "anything"),
        ],
    ));
    ctx
}

/// A module of `functions` `t.func` ops named `f0`, `f1`, ..., each holding a `t.op`.
pub(crate) fn module(ctx: &Context, functions: usize) -> OwnedOp {
    let loc = ctx.unknown_loc();
    let mut body = crate::ir::Body::new();
    let mut state = OperationState::new(ctx.op_name("builtin.module"), loc);
    state.num_regions = 1;
    let module = body.create_op(ctx, state);
    let region = body.regions(module)[0];
    let inner = body.regions_body_mut(module);
    let block = inner.append_block(region);
    for i in 0..functions {
        let mut state = OperationState::new(ctx.op_name("t.func"), loc);
        state.num_regions = 1;
        state.attrs = Some(ctx.dictionary_attr(vec![NamedAttr {
            name: "sym_name".into(),
            value: ctx.string_attr(&format!("f{i}")),
        }]));
        let func = inner.create_op(ctx, state);
        inner.insert_op(func, InsertPoint::End(block));
        let func_region = inner.regions(func)[0];
        let func_body = inner.regions_body_mut(func);
        let entry = func_body.append_block(func_region);
        let op = func_body.create_op(ctx, OperationState::new(ctx.op_name("t.op"), loc));
        func_body.insert_op(op, InsertPoint::End(entry));
    }
    OwnedOp { body, op: module }
}

/// The `sym_name` of the op a pass runs on.
pub(crate) fn symbol(cx: &PassContext<'_>, target: &OwnedOp) -> String {
    let attrs = target.body.op_attrs(target.op);
    cx.context()
        .dictionary_get(attrs, "sym_name")
        .and_then(|a| cx.context().string_value(a))
        .unwrap_or("")
        .to_string()
}

/// Reports each op it runs on (a remark and a line of stderr text) and
/// fails on the functions listed in its `fail` option.
struct Report {
    fail: Vec<String>,
}

impl Pass for Report {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        cx.preserve_all();
        let name = symbol(cx, target);
        let loc = target.body.op_loc(target.op);
        cx.emit(Diagnostic::remark(loc, format!("on {name}")));
        cx.stderr().push_str(&format!("text {name}\n"));
        if self.fail.contains(&name) {
            return Err(Diagnostic::error(loc, format!("failed on {name}")));
        }
        Ok(())
    }
}

crate::pass_options! {
    /// The options of `report`.
    struct ReportOptions {
        fail("fail"): Vec<String> = Vec::new(), "Fail on these";
    }
}

/// A registry with `report` (any op; option `fail`, a list of names).
pub(crate) fn registry() -> PassRegistry {
    let mut registry = PassRegistry::new();
    registry.register(PassInfo::with_options(
        "report",
        "Report",
        "Reports each op",
        |options: &ReportOptions| {
            Ok(Box::new(Report {
                fail: options.fail.clone(),
            }))
        },
    ));
    registry.register(
        PassInfo::new("on-func", "OnFunc", "A function pass", |_| {
            Ok(Box::new(Report { fail: Vec::new() }))
        })
        .anchored_on("t.func"),
    );
    registry
}
