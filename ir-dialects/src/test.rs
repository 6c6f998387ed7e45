//! The `test` dialect: region-holding ops with each region kind, for lit
//! tests of the framework itself (like MLIR's test dialect).

use ir_core::ods::{Arity, OpSpec};
use ir_core::{Dialect, OpDefinition, OpTraits, OpView};
use std::ops::Range;

/// The `test` dialect.
pub fn dialect() -> Dialect {
    Dialect::new(
        "test",
        vec![
            OpDefinition::new(
                "test.ssacfg_region",
                "Holds SSACFG regions whose blocks need terminators",
            ),
            OpDefinition::new(
                "test.graph_region",
                "Holds graph regions: no dominance, no terminators",
            )
            .with_traits(OpTraits::GRAPH_REGIONS | OpTraits::NO_TERMINATOR)
            // MLIR's test dialect (which mlir-opt-22 registers) prints it so.
            .with_format(
                OpSpec::new().region("region", Arity::Single),
                "attr-dict-with-keyword $region",
            ),
            OpDefinition::new("test.isolated_region", "Holds regions isolated from above")
                .with_traits(OpTraits::ISOLATED_FROM_ABOVE | OpTraits::NO_TERMINATOR),
            OpDefinition::new("test.op", "Any operands, results and attributes"),
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
}

fn all_operands(view: &OpView<'_>, _successor: usize) -> Range<usize> {
    0..view.operands().len()
}
