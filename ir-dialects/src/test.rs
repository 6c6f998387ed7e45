//! The `test` dialect: region-holding ops with each region kind, for lit
//! tests of the framework itself (like MLIR's test dialect).

use ir_core::context::{same_for_every_successor, SuccessorRanges};
use ir_core::{op, Dialect, OpDefinition, OpTraits, OpView};

/// The `test` dialect.
pub fn dialect() -> Dialect {
    Dialect::new(
        "test",
        vec![
            OpDefinition::new(
                "test.ssacfg_region",
                "Holds SSACFG regions whose blocks need terminators",
            ),
            GraphRegionOp::definition()
                .with_traits(OpTraits::GRAPH_REGIONS | OpTraits::NO_TERMINATOR),
            OpDefinition::new("test.isolated_region", "Holds regions isolated from above")
                .with_traits(OpTraits::ISOLATED_FROM_ABOVE | OpTraits::NO_TERMINATOR),
            any_op(),
            OpDefinition::new("test.terminator", "A terminator without successors")
                .with_traits(OpTraits::TERMINATOR),
            OpDefinition::new(
                "test.br",
                "Branches to every successor, passing all operands to each",
            )
            .with_traits(OpTraits::TERMINATOR)
            .with_successor_operands(all_operands),
        ],
    )
    // As MLIR's test dialect: ops of the namespace it does not define are
    // accepted (lit tests use them as opaque ops).
    .with_unknown_ops()
}

op! {
    /// `test.graph_region { ... }`: MLIR's test dialect (which mlir-opt-22
    /// registers) prints it so.
    pub struct GraphRegionOp = test.graph_region {
        summary: "Holds graph regions: no dominance, no terminators",
        regions: (region: one),
        format: "attr-dict-with-keyword $region",
    }
}

op! {
    /// `"test.op"(...)`: any operands, results, attributes, regions and
    /// successors.
    pub struct AnyOp = test.op {
        summary: "Any operands, results and attributes",
    }
}

/// `test.op`'s definition: its handle's, without the spec (which would
/// allow nothing), so the op takes anything.
fn any_op() -> OpDefinition {
    let mut definition = AnyOp::definition();
    definition.spec = None;
    definition
}

fn all_operands(view: &OpView<'_>) -> SuccessorRanges {
    same_for_every_successor(view, 0..view.operands().len())
}
