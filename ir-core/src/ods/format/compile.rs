//! Compiles a format string (parsed with the pest grammar `format.pest`)
//! into [`Element`]s bound to the op's [`OpSpec`], checking that every name
//! exists and every optional group has an anchor.

use super::{Element, Format, Slot, TypeTarget, Var};
use crate::ods::OpSpec;
use pest::iterators::Pair;
use pest::Parser as _;

#[derive(pest_derive::Parser)]
#[grammar = "ods/format/format.pest"]
struct FormatGrammar;

/// Compiles `text` for an op with `spec`; the error says what is wrong.
pub(crate) fn compile(spec: &OpSpec, text: &str) -> Result<Format, String> {
    let mut pairs = FormatGrammar::parse(Rule::format, text).map_err(|e| e.to_string())?;
    let format = pairs.next().expect("the format rule matched");
    let compiler = Compiler { spec };
    let elements = compiler.elements(format.into_inner())?;
    let elided = elided_attrs(spec, &elements);
    let same_types = spec
        .same_types
        .iter()
        .map(|names| names.iter().filter_map(|n| slot_of(spec, n)).collect())
        .collect();
    let inferences = spec
        .inferences
        .iter()
        .filter_map(|&(name, rule)| Some((slot_of(spec, name)?, rule)))
        .collect();
    Ok(Format {
        elements,
        elided,
        same_types,
        inferences,
    })
}

/// The slot of group `name`: an operand group, else a result group.
fn slot_of(spec: &OpSpec, name: &str) -> Option<Slot> {
    if let Some(i) = spec.operands.iter().position(|g| g.name == name) {
        return Some(Slot::Operand(i));
    }
    let i = spec.results.iter().position(|g| g.name == name)?;
    Some(Slot::Result(i))
}

/// A piece of a dialect type's or attribute's parameter format.
pub(crate) enum ParamPiece<'a> {
    /// `` `text` ``.
    Literal(&'a str),
    /// `$name`.
    Param(&'a str),
}

/// The pieces of a parameter format (rule `param_format`), in order.
pub(crate) fn param_pieces(text: &str) -> Result<Vec<ParamPiece<'_>>, String> {
    let mut pairs = FormatGrammar::parse(Rule::param_format, text).map_err(|e| e.to_string())?;
    let format = pairs.next().expect("the param_format rule matched");
    Ok(format
        .into_inner()
        .filter_map(|pair| {
            let rule = pair.as_rule();
            let text = pair.into_inner().next()?.as_str();
            Some(match rule {
                Rule::literal => ParamPiece::Literal(text),
                _ => ParamPiece::Param(text),
            })
        })
        .collect())
}

/// Attributes the attribute dictionary leaves out: those the format
/// prints elsewhere and the segment sizes.
fn elided_attrs(spec: &OpSpec, elements: &[Element]) -> Vec<&'static str> {
    let mut elided = vec!["operandSegmentSizes", "resultSegmentSizes"];
    let mut work: Vec<&Element> = elements.iter().collect();
    while let Some(element) = work.pop() {
        match element {
            Element::Var(Var::Attr(i)) => elided.push(spec.attrs[*i].name),
            Element::Anchor(inner) => work.push(inner),
            Element::Optional {
                then, otherwise, ..
            } => {
                work.extend(then.iter().chain(otherwise));
            }
            _ => {}
        }
    }
    elided
}

struct Compiler<'a> {
    spec: &'a OpSpec,
}

impl Compiler<'_> {
    fn elements<'i>(
        &self,
        pairs: impl Iterator<Item = Pair<'i, Rule>>,
    ) -> Result<Vec<Element>, String> {
        let mut elements = Vec::new();
        for pair in pairs {
            if pair.as_rule() == Rule::EOI {
                continue;
            }
            elements.push(self.element(pair)?);
        }
        Ok(elements)
    }

    fn element(&self, pair: Pair<'_, Rule>) -> Result<Element, String> {
        match pair.as_rule() {
            Rule::literal => {
                let text = pair.into_inner().next().expect("literal text").as_str();
                Ok(match text {
                    "" => Element::Space(false),
                    " " => Element::Space(true),
                    _ => Element::Literal(text.to_string()),
                })
            }
            Rule::variable => {
                let mut inner = pair.into_inner();
                let name = inner.next().expect("name").as_str();
                let var = self.var(name)?;
                Ok(anchored(Element::Var(var), inner.next().is_some()))
            }
            Rule::directive => {
                let mut inner = pair.into_inner();
                let directive = inner.next().expect("directive");
                let anchor = inner.next().is_some();
                let element = match directive.as_rule() {
                    Rule::attr_dict => Element::AttrDict { keyword: false },
                    Rule::attr_dict_kw => Element::AttrDict { keyword: true },
                    Rule::type_dir => {
                        let arg = directive.into_inner().next().expect("argument");
                        Element::Type(self.type_target(arg)?)
                    }
                    Rule::functional => {
                        let mut args = directive.into_inner();
                        let inputs = self.type_target(args.next().expect("inputs"))?;
                        let results = self.type_target(args.next().expect("results"))?;
                        Element::FunctionalType(inputs, results)
                    }
                    Rule::all_of => match directive.as_str() {
                        "operands" => Element::Var(Var::AllOperands),
                        "regions" => Element::Var(Var::AllRegions),
                        "successors" => Element::Var(Var::AllSuccessors),
                        other => return Err(format!("'{other}' cannot be printed directly")),
                    },
                    other => unreachable!("directive rule {other:?}"),
                };
                Ok(anchored(element, anchor))
            }
            Rule::optional => {
                let mut then = Vec::new();
                let mut otherwise = Vec::new();
                for child in pair.into_inner() {
                    if child.as_rule() == Rule::else_group {
                        otherwise = self.elements(child.into_inner())?;
                    } else {
                        then.push(self.element(child)?);
                    }
                }
                self.optional_group(then, otherwise)
            }
            other => unreachable!("element rule {other:?}"),
        }
    }

    fn optional_group(
        &self,
        then: Vec<Element>,
        otherwise: Vec<Element>,
    ) -> Result<Element, String> {
        let anchor = find_anchor(&then).ok_or("an optional group needs an anchor ('^')")?;
        let required =
            |i: usize| !self.spec.attrs[i].optional && self.spec.attrs[i].default.is_none();
        if matches!(anchor, Var::Attr(i) if required(i)) {
            return Err("an optional group's anchor must be optional".into());
        }
        let first = then.first().expect("a group has an element");
        if matches!(
            first,
            Element::Type(_) | Element::FunctionalType(..) | Element::AttrDict { .. }
        ) {
            return Err("an optional group must start with a literal or a variable".into());
        }
        Ok(Element::Optional {
            anchor,
            then,
            otherwise,
        })
    }

    fn var(&self, name: &str) -> Result<Var, String> {
        let spec = self.spec;
        if let Some(i) = spec.operands.iter().position(|o| o.name == name) {
            return Ok(Var::Operand(i));
        }
        if let Some(i) = spec.results.iter().position(|r| r.name == name) {
            return Ok(Var::Result(i));
        }
        if let Some(i) = spec.attrs.iter().position(|a| a.name == name) {
            return Ok(Var::Attr(i));
        }
        if let Some(i) = spec.regions.iter().position(|r| r.name == name) {
            return Ok(Var::Region(i));
        }
        if let Some(i) = spec.successors.iter().position(|s| s.name == name) {
            return Ok(Var::Successor(i));
        }
        Err(format!(
            "'${name}' names no operand, result, attribute, region or successor"
        ))
    }

    fn type_target(&self, pair: Pair<'_, Rule>) -> Result<TypeTarget, String> {
        let inner = pair.into_inner().next().expect("type argument");
        match inner.as_rule() {
            Rule::var_ref => {
                let name = inner.into_inner().next().expect("name").as_str();
                match self.var(name)? {
                    Var::Operand(i) => Ok(TypeTarget::Operand(i)),
                    Var::Result(i) => Ok(TypeTarget::Result(i)),
                    _ => Err(format!("type(${name}) needs an operand or a result")),
                }
            }
            _ => match inner.as_str() {
                "operands" => Ok(TypeTarget::AllOperands),
                "results" => Ok(TypeTarget::AllResults),
                other => Err(format!("type({other}) is not a type")),
            },
        }
    }
}

fn anchored(element: Element, anchor: bool) -> Element {
    if anchor {
        Element::Anchor(Box::new(element))
    } else {
        element
    }
}

/// The variable an optional group's presence depends on.
fn find_anchor(elements: &[Element]) -> Option<Var> {
    elements.iter().find_map(|e| match e {
        Element::Anchor(inner) => match &**inner {
            Element::Var(var) => Some(*var),
            Element::Type(TypeTarget::Operand(i)) => Some(Var::Operand(*i)),
            Element::Type(TypeTarget::Result(i)) => Some(Var::Result(*i)),
            _ => None,
        },
        _ => None,
    })
}
