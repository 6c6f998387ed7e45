//! The `symbol-privatize` pass, as MLIR's `SymbolPrivatize` (Passes.md,
//! "-symbol-privatize"): makes every symbol directly in the op's regions
//! private, except those named in `exclude`. Nested tables are left as
//! they are.

use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry};
use ir_core::symbols::{set_visibility, symbol_name, visibility, Visibility};
use ir_core::{Diagnostic, OwnedOp};
use rustc_hash::FxHashSet;

ir_core::pass_options! {
    /// The options of `symbol-privatize`.
    pub(crate) struct SymbolPrivatizeOptions {
        exclude("exclude"): Vec<String> = Vec::new(),
            "Comma separated list of symbols that should not be marked private";
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::with_options(
        "symbol-privatize",
        "SymbolPrivatize",
        "Mark symbols private",
        |options: &SymbolPrivatizeOptions| {
            Ok(Box::new(SymbolPrivatize {
                exclude: options.exclude.iter().cloned().collect(),
            }))
        },
    ));
}

struct SymbolPrivatize {
    exclude: FxHashSet<String>,
}

impl Pass for SymbolPrivatize {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        let regions = target.body.regions(target.op).to_vec();
        let body = target.body.regions_body_mut(target.op);
        let mut symbols = Vec::new();
        for &region in &regions {
            for block in body.region_blocks(region) {
                for op in body.block_ops(block) {
                    let name = symbol_name(ctx, body, op);
                    if name.is_some_and(|n| !self.exclude.contains(n))
                        && visibility(ctx, body, op) != Visibility::Private
                    {
                        symbols.push(op);
                    }
                }
            }
        }
        for op in symbols {
            set_visibility(ctx, body, op, Visibility::Private);
        }
        Ok(())
    }
}
