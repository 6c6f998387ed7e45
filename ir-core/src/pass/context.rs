//! [`PassContext`]: what a running pass can reach besides its op — the
//! context, the analysis cache, what it preserves, and where its output goes.

use super::analysis::{Analysis, AnalysisManager, PreservedAnalyses};
use super::output::PassOutput;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::ir::OwnedOp;
use std::sync::Arc;
use std::time::Duration;

/// The environment of one run of a pass on one op.
pub struct PassContext<'a> {
    ctx: &'a Context,
    analyses: &'a mut AnalysisManager,
    output: &'a mut PassOutput,
    preserved: PreservedAnalyses,
    analysis_times: Vec<(&'static str, Duration)>,
    threads: bool,
    skip_fixed_points: bool,
}

impl<'a> PassContext<'a> {
    /// A context for one run: nothing preserved yet.
    pub fn new(
        ctx: &'a Context,
        analyses: &'a mut AnalysisManager,
        output: &'a mut PassOutput,
    ) -> Self {
        Self {
            ctx,
            analyses,
            output,
            preserved: PreservedAnalyses::default(),
            analysis_times: Vec::new(),
            threads: false,
            skip_fixed_points: false,
        }
    }

    /// This context, letting the pass work on sibling isolated ops (the
    /// functions of a module) in parallel when `threads` is true.
    pub fn on_threads(mut self, threads: bool) -> Self {
        self.threads = threads;
        self
    }

    /// Whether the pass may work on sibling isolated ops in parallel (off
    /// with `-mlir-disable-threading`, and unless the pass manager says
    /// so). What the pass does must not depend on it.
    pub fn threads(&self) -> bool {
        self.threads
    }

    /// This context, letting the pass skip what it left unchanged before
    /// and what is unchanged since when `skip` is true
    /// ([`RunConfig::skip_fixed_points`](super::RunConfig::skip_fixed_points)).
    pub fn skipping_fixed_points(mut self, skip: bool) -> Self {
        self.skip_fixed_points = skip;
        self
    }

    /// Whether the pass may skip what it left unchanged before and what is
    /// unchanged since. What the pass outputs must not depend on it.
    pub fn skips_fixed_points(&self) -> bool {
        self.skip_fixed_points
    }

    /// The context (types, attributes, registered ops).
    pub fn context(&self) -> &'a Context {
        self.ctx
    }

    /// Analysis `A` of `target` (the op this pass runs on): cached, or
    /// computed now from the current IR.
    pub fn analysis<A: Analysis>(&mut self, target: &OwnedOp) -> Arc<A> {
        let (analysis, computed) = self.analyses.get::<A>(self.ctx, target);
        if let Some(elapsed) = computed {
            self.analysis_times.push((A::NAME, elapsed));
        }
        analysis
    }

    /// Analysis `A` of `target` if it was computed before and still holds
    /// (the IR did not change since, or the passes that changed it
    /// preserved it).
    pub fn cached_analysis<A: Analysis>(&self, target: &OwnedOp) -> Option<Arc<A>> {
        self.analyses.cached::<A>(target)
    }

    /// Keeps analysis `A` valid after this pass.
    pub fn preserve<A: Analysis>(&mut self) {
        self.preserved.preserve::<A>();
    }

    /// Keeps every analysis valid: the pass changed nothing (the verifier
    /// is then not run after it either).
    pub fn preserve_all(&mut self) {
        self.preserved = PreservedAnalyses::all();
    }

    /// Reports a diagnostic (a remark, warning or error) without failing
    /// the pass; an error still makes the tool exit with status 1.
    pub fn emit(&mut self, diagnostic: Diagnostic) {
        self.output.diagnostic(diagnostic);
    }

    /// Text for stderr, kept in order with the diagnostics.
    pub fn stderr(&mut self) -> &mut String {
        self.output.stderr()
    }

    /// Text for stdout, written before the output IR.
    pub fn stdout(&mut self) -> &mut String {
        self.output.stdout()
    }

    /// Ends the run: what the pass preserved, and the analyses it computed
    /// with the time each took.
    pub fn finish(self) -> (PreservedAnalyses, Vec<(&'static str, Duration)>) {
        (self.preserved, self.analysis_times)
    }
}
