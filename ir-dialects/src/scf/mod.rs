//! The `scf` dialect (structured control flow): `scf.if`, `scf.for`,
//! `scf.while` with `scf.condition`, `scf.execute_region`,
//! `scf.index_switch` and `scf.yield`, with MLIR's custom syntax,
//! verifiers, region-branch interfaces and canonicalization patterns.

mod bounds;
mod canonicalize;
mod checks;
mod edges;
mod execute_region;
mod for_op;
mod if_op;
mod index_switch;
mod interp;
mod syntax;
mod terminators;
pub mod to_cf;
mod while_op;

#[cfg(test)]
mod tests;

pub use execute_region::ExecuteRegionOp;
pub use for_op::ForOp;
pub use if_op::IfOp;
pub use index_switch::IndexSwitchOp;
pub use terminators::{ConditionOp, YieldOp};
pub use while_op::WhileOp;

use ir_core::{BlockId, Context, Dialect, OpId, OpView, Type, ValueId};

/// The `scf` dialect.
pub fn dialect() -> Dialect {
    Dialect::new(
        "scf",
        vec![
            if_op::definition()
                .with_interface(interp::if_op())
                .with_interface(interp::if_successor())
                .with_interface(bounds::one_region_at_most_once()),
            for_op::definition().with_interface(interp::for_op()),
            while_op::definition().with_interface(interp::while_op()),
            terminators::condition().with_interface(interp::terminator()),
            execute_region::definition()
                .with_interface(interp::execute_region())
                .with_interface(canonicalize::execute_region_patterns()),
            index_switch::definition()
                .with_interface(interp::index_switch())
                .with_interface(interp::index_switch_successor())
                .with_interface(bounds::one_region_at_most_once()),
            terminators::yield_op().with_interface(interp::terminator()),
        ],
    )
    .with_interface(ir_core::interfaces::DialectInliner::ALWAYS)
}

/// The entry block of region `index` of the op, if the region has one.
fn entry_block(view: &OpView<'_>, index: usize) -> Option<BlockId> {
    let region = *view.regions().get(index)?;
    view.regions_body().entry_block(region)
}

/// The arguments of region `index`'s entry block (none if it has no block).
fn entry_args<'a>(view: &OpView<'a>, index: usize) -> &'a [ValueId] {
    match entry_block(view, index) {
        Some(block) => view.regions_body().block_args(block),
        None => &[],
    }
}

/// The last op of region `index`'s entry block.
fn entry_terminator(view: &OpView<'_>, index: usize) -> Option<OpId> {
    view.regions_body().last_op(entry_block(view, index)?)
}

/// A type as the text prints it (for diagnostics).
pub(crate) fn type_text(ctx: &Context, ty: Type) -> String {
    let mut text = String::new();
    ir_core::syntax::printer::print_type(ctx, ty, &mut text);
    text
}
