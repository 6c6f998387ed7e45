//! Pipelines: a pass manager anchored on an op (or on any op) holding
//! passes and nested pass managers, as MLIR's `OpPassManager`; built in
//! code or parsed from MLIR's textual syntax
//! (`builtin.module(func.func(cse,canonicalize{max-iterations=3}),sccp)`).

mod balance;
mod parse;

pub use parse::{parse_pass_flag_options, parse_pipeline, PipelineError, UNWRAPPED};

use super::definition::{Anchor, Pass};
use super::options::PassOptions;
use super::registry::PassInfo;
use std::fmt;
use std::sync::Arc;

/// One pass of a pipeline: what the registry says about it, the option
/// values it was made with, and the instance.
pub struct PassNode {
    /// The registry entry.
    pub info: Arc<PassInfo>,
    /// Option values (defaults included).
    pub options: PassOptions,
    /// The instance that runs.
    pub pass: Box<dyn Pass>,
}

/// An entry of a pipeline.
pub enum PipelineItem {
    /// A pass run on the pipeline's op.
    Pass(PassNode),
    /// A pipeline run on each child op it is anchored on.
    Nested(OpPassManager),
}

/// A pipeline anchored on one op name, or on any op isolated from above.
pub struct OpPassManager {
    anchor: Anchor,
    items: Vec<PipelineItem>,
}

impl OpPassManager {
    /// An empty pipeline on `anchor`.
    pub fn new(anchor: Anchor) -> Self {
        Self {
            anchor,
            items: Vec::new(),
        }
    }

    /// The op this pipeline runs on.
    pub fn anchor(&self) -> &Anchor {
        &self.anchor
    }

    /// Its passes and nested pipelines, in order.
    pub fn items(&self) -> &[PipelineItem] {
        &self.items
    }

    /// Whether it has no pass and no nested pipeline.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Appends a pass made from `info` with `options`; fails if the pass
    /// cannot run in this pipeline (see [`OpPassManager::accepts`]) or its
    /// factory rejects the options.
    pub fn add_pass(&mut self, info: &Arc<PassInfo>, options: PassOptions) -> Result<(), String> {
        self.accepts(info)?;
        let pass = info.instantiate(&options)?;
        self.items.push(PipelineItem::Pass(PassNode {
            info: info.clone(),
            options,
            pass,
        }));
        Ok(())
    }

    /// Appends a pass as a command-line flag does (MLIR's implicit
    /// nesting): directly if it runs on this pipeline's op, else in a new
    /// pipeline nested on the op the pass is anchored on.
    pub fn add_pass_nesting(
        &mut self,
        info: &Arc<PassInfo>,
        options: PassOptions,
    ) -> Result<(), String> {
        match &info.anchor {
            Anchor::Op(op) if !self.anchor.accepts(op) || self.anchor == Anchor::Any => {
                let nested = self.nest(info.anchor.clone());
                nested.add_pass(info, options)
            }
            _ => self.add_pass(info, options),
        }
    }

    /// Appends a nested pipeline on `anchor` and returns it.
    pub fn nest(&mut self, anchor: Anchor) -> &mut OpPassManager {
        self.items
            .push(PipelineItem::Nested(OpPassManager::new(anchor)));
        match self.items.last_mut() {
            Some(PipelineItem::Nested(nested)) => nested,
            _ => unreachable!("pushed above"),
        }
    }

    /// Whether the pass `info` can run in this pipeline: a pass anchored on
    /// an op runs in a pipeline on that op, or in an `any` pipeline whose
    /// other passes agree on the op.
    pub fn accepts(&self, info: &PassInfo) -> Result<(), String> {
        let Anchor::Op(wanted) = &info.anchor else {
            return Ok(());
        };
        match &self.anchor {
            Anchor::Op(anchor) if anchor != wanted => Err(format!(
                "'{}' runs on '{wanted}' ops and cannot be scheduled in a '{anchor}' pipeline",
                info.argument
            )),
            Anchor::Op(_) => Ok(()),
            Anchor::Any => match self.required_op() {
                Some(other) if other != wanted => Err(format!(
                    "'{}' runs on '{wanted}' ops, but this 'any' pipeline already holds a pass that runs on '{other}' ops",
                    info.argument
                )),
                _ => Ok(()),
            },
        }
    }

    /// The op name every pass of an `any` pipeline requires, if one does.
    pub fn required_op(&self) -> Option<&str> {
        if let Anchor::Op(name) = &self.anchor {
            return Some(name);
        }
        self.items.iter().find_map(|item| match item {
            PipelineItem::Pass(node) => match &node.info.anchor {
                Anchor::Op(name) => Some(name.as_str()),
                Anchor::Any => None,
            },
            PipelineItem::Nested(_) => None,
        })
    }

    /// The pipeline spelled over several indented lines, as
    /// `--dump-pass-pipeline` shows it.
    pub fn pretty(&self) -> String {
        let mut out = String::new();
        let mut stack: Vec<(&OpPassManager, usize, usize)> = vec![(self, 0, 0)];
        while let Some((pm, next, depth)) = stack.pop() {
            let indent = "  ".repeat(depth);
            if next == 0 {
                out.push_str(&format!("{indent}{}(\n", pm.anchor));
            }
            let Some(item) = pm.items.get(next) else {
                out.push_str(&format!("{indent})"));
                if let Some(&(parent, parent_next, _)) = stack.last() {
                    let more = parent_next < parent.items.len();
                    out.push_str(if more { ",\n" } else { "\n" });
                }
                continue;
            };
            stack.push((pm, next + 1, depth));
            let last = next + 1 == pm.items.len();
            match item {
                PipelineItem::Pass(node) => {
                    out.push_str(&format!(
                        "{indent}  {node}{}\n",
                        if last { "" } else { "," }
                    ));
                }
                PipelineItem::Nested(nested) => stack.push((nested, 0, depth + 1)),
            }
        }
        out.push('\n');
        out
    }
}

impl fmt::Display for PassNode {
    /// `name{option=value ...}` as MLIR prints a pass: every option
    /// (defaults included) sorted by name, separated by spaces, an empty
    /// list option left out (its separator stays: `{  max-iterations=10}`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.info.argument)?;
        let mut options: Vec<_> = self.options.iter().collect();
        if options.is_empty() {
            return Ok(());
        }
        options.sort_by_key(|(name, _)| *name);
        f.write_str("{")?;
        for (i, (name, value)) in options.into_iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            if !value.is_empty_list() {
                write!(f, "{name}={value}")?;
            }
        }
        f.write_str("}")
    }
}

impl fmt::Display for OpPassManager {
    /// The pipeline in MLIR's one-line textual syntax; it parses back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // (pipeline, index of the next item to print)
        let mut stack: Vec<(&OpPassManager, usize)> = vec![(self, 0)];
        while let Some((pm, next)) = stack.pop() {
            if next == 0 {
                write!(f, "{}(", pm.anchor)?;
            } else if next < pm.items.len() {
                f.write_str(",")?;
            }
            let Some(item) = pm.items.get(next) else {
                f.write_str(")")?;
                continue;
            };
            stack.push((pm, next + 1));
            match item {
                PipelineItem::Pass(node) => write!(f, "{node}")?,
                PipelineItem::Nested(nested) => stack.push((nested, 0)),
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
