//! `test-mark-visited`: adds the unit attribute `test.visited` to the op it
//! runs on, unless it is already there; so it changes the IR only the
//! first time (for `-mlir-print-ir-after-change`).

use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry};
use ir_core::{AttrKind, Diagnostic, NamedAttr};

/// The attribute the pass adds.
const VISITED: &str = "test.visited";

/// Marks the op once.
struct MarkVisited;

impl Pass for MarkVisited {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        let attrs = target.body.op_attrs(target.op);
        if ctx.dictionary_get(attrs, VISITED).is_some() {
            cx.preserve_all();
            return Ok(());
        }
        let mut entries = ctx.dictionary_entries(attrs).to_vec();
        entries.push(NamedAttr {
            name: VISITED.into(),
            value: ctx.intern_attr(AttrKind::Unit),
        });
        let marked = ctx.dictionary_attr(entries);
        target.body.set_op_attrs(target.op, marked);
        Ok(())
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "test-mark-visited",
        "TestMarkVisited",
        "Add the unit attribute 'test.visited' to the op (once)",
        |_| Ok(Box::new(MarkVisited)),
    ));
}
