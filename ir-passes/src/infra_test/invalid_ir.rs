//! `test-pass-invalid-ir`: leaves invalid IR behind (an op after the
//! terminator of the entry block), for `-verify-each`.

use ir_core::ir::{InsertPoint, OwnedOp};
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry};
use ir_core::Diagnostic;
use ir_dialects::test::AnyOp;

/// Appends a `test.op` at the end of the first block of the op's first region.
struct InvalidIr;

impl Pass for InvalidIr {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        let loc = target.body.op_loc(target.op);
        let Some(&region) = target.body.regions(target.op).first() else {
            return Ok(());
        };
        let body = target.body.regions_body_mut(target.op);
        let Some(block) = body.entry_block(region) else {
            return Ok(());
        };
        let op = body.create_op(ctx, AnyOp::state(ctx, loc));
        body.insert_op(op, InsertPoint::End(block));
        Ok(())
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "test-pass-invalid-ir",
        "TestInvalidIRPass",
        "Test a pass that leaves invalid IR (an op after a terminator)",
        |_| Ok(Box::new(InvalidIr)),
    ));
}
