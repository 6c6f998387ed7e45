//! Parsing pipeline text (`pipeline.pest`) into an [`OpPassManager`], with
//! errors at the offending character: unbalanced brackets, unknown passes
//! and options, bad values, passes on the wrong op, nested pipelines on ops
//! that are not isolated from above.

use super::balance::check_balance;
use super::OpPassManager;
use crate::context::{Context, OpTraits};
use crate::diagnostics::Diagnostic;
use crate::pass::definition::Anchor;
use crate::pass::options::PassOptions;
use crate::pass::registry::{closest_name, PassInfo, PassRegistry};
use pest::iterators::Pair;
use pest::Parser;
use std::sync::Arc;

#[derive(pest_derive::Parser)]
#[grammar = "pass/pipeline/pipeline.pest"]
struct PipelineGrammar;

/// A pipeline error at a byte offset of the pipeline text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PipelineError {
    /// Byte offset of the character at fault.
    pub offset: usize,
    /// What is wrong, in words.
    pub message: String,
}

impl PipelineError {
    /// An error at byte `offset`.
    pub(super) fn new(offset: usize, message: impl Into<String>) -> Self {
        Self {
            offset,
            message: message.into(),
        }
    }

    /// The error as a diagnostic located in `text`, registered (for
    /// snippets) under the file name `source`.
    pub fn to_diagnostic(&self, ctx: &Context, source: &str, text: &str) -> Diagnostic {
        let before = &text[..self.offset.min(text.len())];
        let line = before.matches('\n').count() as u32 + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let col = (before.len() - line_start) as u32 + 1;
        Diagnostic::error(ctx.file_loc(source, line, col), self.message.clone())
    }
}

/// What a pipeline not wrapped in the op it runs on gets, in MLIR's words.
pub const UNWRAPPED: &str =
    "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'";

/// Parses a pipeline such as `builtin.module(func.func(cse))`. Empty (or
/// blank) text is no pipeline at all: `Ok(None)`.
pub fn parse_pipeline(
    ctx: &Context,
    registry: &PassRegistry,
    text: &str,
) -> Result<Option<OpPassManager>, PipelineError> {
    check_balance(text)?;
    let mut pairs = PipelineGrammar::parse(Rule::pipeline, text).map_err(syntax_error)?;
    let pipeline = pairs.next().expect("the pipeline rule matched");
    let Some(list) = pipeline
        .into_inner()
        .find(|p| p.as_rule() == Rule::element_list)
    else {
        return Ok(None);
    };
    let builder = Builder { ctx, registry };
    let mut elements = list.into_inner().filter(|p| p.as_rule() == Rule::element);
    let first = elements.next().expect("a list has an element");
    let offset = first.as_span().start();
    let parts = ElementParts::of(first);
    let (Some(nested), None) = (parts.nested, elements.next()) else {
        return Err(PipelineError::new(offset, UNWRAPPED));
    };
    let mut pm = OpPassManager::new(builder.nested_anchor(&parts.name, None)?);
    builder.fill(&mut pm, nested)?;
    Ok(Some(pm))
}

/// Parses the options of a pass flag (`max-iterations=3 top-down=false`,
/// what follows `--canonicalize=`) against the pass's declared options.
pub fn parse_pass_flag_options(info: &PassInfo, text: &str) -> Result<PassOptions, PipelineError> {
    check_balance(text)?;
    let mut pairs = PipelineGrammar::parse(Rule::flag_options, text).map_err(syntax_error)?;
    let options = pairs.next().expect("the flag_options rule matched");
    pass_options(info, options.into_inner())
}

/// The parts of an `element`: its name, options and nested list.
struct ElementParts<'i> {
    name: Pair<'i, Rule>,
    options: Option<Pair<'i, Rule>>,
    nested: Option<Pair<'i, Rule>>,
}

impl<'i> ElementParts<'i> {
    fn of(element: Pair<'i, Rule>) -> Self {
        let mut name = None;
        let (mut options, mut nested) = (None, None);
        for part in element.into_inner() {
            match part.as_rule() {
                Rule::name => name = Some(part),
                Rule::options => options = Some(part),
                Rule::nested => nested = Some(part),
                _ => {}
            }
        }
        Self {
            name: name.expect("an element has a name"),
            options,
            nested,
        }
    }
}

struct Builder<'a> {
    ctx: &'a Context,
    registry: &'a PassRegistry,
}

impl Builder<'_> {
    /// Adds the elements of a `nested` pair to `pm` (recursing once per
    /// level of nesting, which `check_balance` bounds).
    fn fill(&self, pm: &mut OpPassManager, nested: Pair<'_, Rule>) -> Result<(), PipelineError> {
        let Some(list) = nested
            .into_inner()
            .find(|p| p.as_rule() == Rule::element_list)
        else {
            return Ok(());
        };
        for element in list.into_inner().filter(|p| p.as_rule() == Rule::element) {
            let parts = ElementParts::of(element);
            match parts.nested {
                Some(inner) => {
                    let anchor = self.nested_anchor(&parts.name, parts.options.as_ref())?;
                    let child = pm.nest(anchor);
                    self.fill(child, inner)?;
                }
                None => self.add_pass(pm, &parts.name, parts.options)?,
            }
        }
        Ok(())
    }

    /// The anchor of a nested pipeline: `any`, or a registered op that is
    /// isolated from above.
    fn nested_anchor(
        &self,
        name: &Pair<'_, Rule>,
        options: Option<&Pair<'_, Rule>>,
    ) -> Result<Anchor, PipelineError> {
        let offset = name.as_span().start();
        let text = name.as_str();
        if let Some(options) = options {
            return Err(PipelineError::new(
                options.as_span().start(),
                format!("a nested pipeline takes no options, but '{text}' has some"),
            ));
        }
        if text == "any" {
            return Ok(Anchor::Any);
        }
        if self.registry.lookup(text).is_some() {
            return Err(PipelineError::new(
                offset,
                format!("'{text}' is a pass, not an op: only an op (such as 'func.func') or 'any' takes a nested pipeline in parentheses"),
            ));
        }
        match self.ctx.lookup_op_def(text) {
            None => Err(PipelineError::new(
                offset,
                format!("'{text}' is not a registered operation: a nested pipeline runs on an op isolated from above (such as 'func.func') or on 'any'"),
            )),
            Some(def) if !def.has(OpTraits::ISOLATED_FROM_ABOVE) => Err(PipelineError::new(
                offset,
                format!("'{text}' is not isolated from above: passes run only on ops isolated from above (such as 'func.func' and 'builtin.module')"),
            )),
            Some(_) => Ok(Anchor::op(text)),
        }
    }

    /// Adds the pass named by `name`, with its options, to `pm`.
    fn add_pass(
        &self,
        pm: &mut OpPassManager,
        name: &Pair<'_, Rule>,
        options: Option<Pair<'_, Rule>>,
    ) -> Result<(), PipelineError> {
        let offset = name.as_span().start();
        let info = self.lookup(name)?;
        let values = match options {
            Some(options) => pass_options(info, options.into_inner())?,
            None => PassOptions::defaults(&info.options),
        };
        pm.add_pass(info, values)
            .map_err(|message| PipelineError::new(offset, message))
    }

    fn lookup(&self, name: &Pair<'_, Rule>) -> Result<&Arc<PassInfo>, PipelineError> {
        let text = name.as_str();
        if let Some(info) = self.registry.lookup(text) {
            return Ok(info);
        }
        let mut message = format!("'{text}' does not refer to a registered pass");
        if self.ctx.lookup_op_def(text).is_some() || text == "any" {
            message.push_str(&format!(
                "; to run passes on '{text}' ops, nest them: '{text}(...)'"
            ));
        } else if let Some(close) = self.registry.closest(text) {
            message.push_str(&format!("; did you mean '{close}'?"));
        }
        Err(PipelineError::new(name.as_span().start(), message))
    }
}

/// The values of `option` pairs for the pass `info`, defaults for the rest.
fn pass_options<'i>(
    info: &PassInfo,
    pairs: impl Iterator<Item = Pair<'i, Rule>>,
) -> Result<PassOptions, PipelineError> {
    let mut values = PassOptions::defaults(&info.options);
    for option in pairs.filter(|p| p.as_rule() == Rule::option) {
        let parts: Vec<Pair<'i, Rule>> = option.into_inner().collect();
        let key = parts[0].clone();
        let has_equals = parts.iter().any(|p| p.as_rule() == Rule::equals);
        let value = parts.iter().find(|p| p.as_rule() == Rule::value).cloned();
        let Some(spec) = info.option(key.as_str()) else {
            return Err(unknown_option(info, &key));
        };
        // The value, or where it is missing: after the '=', or at the name.
        let (text, offset) = match (&value, has_equals) {
            (Some(value), _) => (Some(value.as_str()), value.as_span().start()),
            (None, true) => (Some(""), key.as_span().end() + 1),
            (None, false) => (None, key.as_span().start()),
        };
        let parsed = spec
            .parse_value(text)
            .map_err(|message| PipelineError::new(offset, message))?;
        values.set(spec.name, parsed);
    }
    Ok(values)
}

fn unknown_option(info: &PassInfo, key: &Pair<'_, Rule>) -> PipelineError {
    let text = key.as_str();
    let mut message = format!("pass '{}' has no option '{text}'", info.argument);
    match closest_name(text, info.options.iter().map(|o| o.name)) {
        Some(close) => message.push_str(&format!("; did you mean '{close}'?")),
        None if info.options.is_empty() => message.push_str(" (it takes no options)"),
        None => {
            let names: Vec<&str> = info.options.iter().map(|o| o.name).collect();
            message.push_str(&format!(" (its options: {})", names.join(", ")));
        }
    }
    PipelineError::new(key.as_span().start(), message)
}

/// A grammar error in words: what was expected where the parse stopped.
fn syntax_error(error: pest::error::Error<Rule>) -> PipelineError {
    let offset = match error.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    };
    let expected = match &error.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => {
            let mut words: Vec<&str> = positives.iter().map(|&r| describe(r)).collect();
            words.sort_unstable();
            words.dedup();
            words
        }
        pest::error::ErrorVariant::CustomError { .. } => Vec::new(),
    };
    let message = match expected.as_slice() {
        [] => "unexpected character in the pipeline".to_string(),
        [one] => format!("expected {one}"),
        [rest @ .., last] => format!("expected {} or {last}", rest.join(", ")),
    };
    PipelineError::new(offset, message)
}

/// A grammar rule in words.
fn describe(rule: Rule) -> &'static str {
    match rule {
        Rule::name | Rule::element | Rule::element_list => "a pass or op name",
        Rule::key | Rule::option => "an option name",
        Rule::value => "a value",
        Rule::comma => "','",
        Rule::equals => "'='",
        Rule::open_paren => "'('",
        Rule::close_paren => "')'",
        Rule::open_brace | Rule::options => "'{'",
        Rule::close_brace => "'}'",
        Rule::nested => "'('",
        Rule::EOI => "the end of the pipeline",
        _ => "valid pipeline text",
    }
}
