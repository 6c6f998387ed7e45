//! The `cse` pass: CSE on the op it runs on and on every op isolated from
//! above inside it.

use super::eliminate_common_subexpressions;
use crate::nested::BodyPass;
use ir_core::pass::{PassInfo, PassRegistry};

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "cse",
        "CSE",
        "Eliminate common sub-expressions",
        |_| {
            let statistics = [
                ("num-cse'd", "Number of operations CSE'd"),
                ("num-dce'd", "Number of operations DCE'd"),
            ];
            Ok(BodyPass::with_dominance(
                &statistics,
                |ctx, body, roots, dominance| {
                    let stats = eliminate_common_subexpressions(ctx, body, roots, true, dominance);
                    // CSE changes no block and no terminator.
                    Ok((vec![stats.replaced, stats.erased], true))
                },
            ))
        },
    ));
}
