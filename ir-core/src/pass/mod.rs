//! The pass infrastructure, as MLIR's: passes anchored on ops isolated from
//! above, nested pipelines with typed options, an analysis cache, and the
//! instrumentation around each pass (verification, IR printing, timing,
//! statistics).
//!
//! - [`Pass`] is the trait a pass implements; [`PassInfo`] describes it to a
//!   [`PassRegistry`] (pipeline name, human name, summary, anchor, options,
//!   factory). A pass declares its options once, as a struct
//!   ([`pass_options!`](crate::pass_options)), which its factory receives,
//!   and its counters once, as a struct of [`Statistic`]s
//!   ([`pass_statistics!`](crate::pass_statistics)) whose fields it adds to.
//! - [`PassContext`] is what a running pass reaches besides its op: the
//!   [`Analysis`] cache, what it preserves, its diagnostics and text output.
//!
//! A pass runs on an [`OwnedOp`](crate::ir::OwnedOp): an isolated op with the
//! storage that holds it. Sibling isolated ops (the functions of a module)
//! are disjoint, so a nested pipeline runs over them in parallel with plain
//! `&mut` access.

mod analysis;
mod context;
mod definition;
mod manager;
mod options;
mod output;
mod pipeline;
mod registry;
mod statistic;
mod typed_options;

pub use analysis::{Analysis, AnalysisManager, PreservedAnalyses};
pub use context::PassContext;
pub use definition::{Anchor, Pass};
pub use manager::{
    fingerprint, IrPrinting, PassManager, RunConfig, RunResult, StatisticsDisplay, TimingDisplay,
    TimingReport, TimingRow,
};
pub use options::{OptionKind, OptionSpec, OptionValue, PassOptions};
pub use output::{PassEvent, PassOutput};
pub use pipeline::{
    parse_pass_flag_options, parse_pipeline, OpPassManager, PassNode, PipelineError, PipelineItem,
    UNWRAPPED,
};
pub use registry::{PassFactory, PassInfo, PassRegistry};
pub use statistic::{Statistic, StatisticSet};
pub use typed_options::{NoOptions, OptionType, PassOptionSet};
#[cfg(test)]
pub(crate) mod test_support;
