//! Region checks several scf ops share, with MLIR's wording: a region
//! holding exactly one block, without arguments, ended by `scf.yield`.

use super::YieldOp;
use ir_core::ods::Op;
use ir_core::{Diagnostic, OpView};

/// Region `index` (named `name` in the op's definition) has exactly one block.
pub(super) fn one_block(view: &OpView<'_>, index: usize, name: &str) -> Result<(), Diagnostic> {
    let count = view
        .regions()
        .get(index)
        .map_or(0, |&r| view.regions_body().region_blocks(r).count());
    if count == 1 {
        return Ok(());
    }
    Err(view.error(format!(
        "region #{index} ('{name}') failed to verify constraint: region with 1 blocks"
    )))
}

/// No region of the op has entry-block arguments.
pub(super) fn no_arguments(view: &OpView<'_>) -> Result<(), Diagnostic> {
    for index in 0..view.regions().len() {
        if !super::entry_args(view, index).is_empty() {
            return Err(view.error(format!("region #{index} should have no arguments")));
        }
    }
    Ok(())
}

/// Every block of every region ends with `scf.yield` (MLIR's
/// `SingleBlockImplicitTerminator<"scf.yield">`).
pub(super) fn ends_with_yield(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let body = view.regions_body();
    for &region in view.regions() {
        for block in body.region_blocks(region) {
            let Some(last) = body.last_op(block) else {
                return Err(view.error("expects a non-empty block"));
            };
            let last = OpView::new(view.ctx, body, last);
            if !YieldOp::matches(&last) {
                return Err(view
                    .error(format!(
                        "expects regions to end with 'scf.yield', found '{}'",
                        last.name()
                    ))
                    .with_note(
                        view.loc(),
                        "in custom textual format, the absence of terminator implies 'scf.yield'",
                    ));
            }
        }
    }
    Ok(())
}
