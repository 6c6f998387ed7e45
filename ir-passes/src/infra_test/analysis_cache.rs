//! `test-analysis-cache`: asks for an analysis (the number of ops in the op)
//! and reports in a remark whether the analysis manager had it cached; with
//! `preserve`, it keeps the analysis valid for the passes after it.

use ir_core::ir::{walk_ops, Body, OpId, OwnedOp, WalkItem};
use ir_core::pass::{Analysis, Pass, PassContext, PassInfo, PassRegistry};
use ir_core::{Context, Diagnostic};

/// The number of ops in an op (itself and everything nested).
struct OpCount(usize);

impl Analysis for OpCount {
    const NAME: &'static str = "OpCount";

    fn compute(_: &Context, body: &Body, op: OpId) -> Self {
        let mut count = 0;
        walk_ops(body, op, |_, item| {
            count += usize::from(matches!(item, WalkItem::Enter(_)));
        });
        OpCount(count)
    }
}

/// Reports whether `OpCount` was cached.
struct AnalysisCachePass {
    preserve: bool,
}

impl Pass for AnalysisCachePass {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let cached = cx.cached_analysis::<OpCount>(target).is_some();
        let count = cx.analysis::<OpCount>(target).0;
        if self.preserve {
            cx.preserve::<OpCount>();
        }
        let how = if cached { "cached" } else { "computed" };
        let loc = target.body.op_loc(target.op);
        cx.emit(Diagnostic::remark(loc, format!("{count} ops ({how})")));
        Ok(())
    }
}

ir_core::pass_options! {
    /// The options of `test-analysis-cache`.
    struct AnalysisCacheOptions {
        preserve("preserve"): bool = false, "Keep the analysis valid after this pass";
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::with_options(
        "test-analysis-cache",
        "TestAnalysisCache",
        "Test the analysis cache: reports whether an op count was cached",
        |options: &AnalysisCacheOptions| {
            Ok(Box::new(AnalysisCachePass {
                preserve: options.preserve,
            }))
        },
    ));
}
