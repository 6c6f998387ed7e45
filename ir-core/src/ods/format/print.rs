//! Printing an op with its declarative format, with MLIR's spacing rules:
//! a space before each element except after an opening bracket, before
//! closing punctuation and commas, and where the format says ``` `` ```.

use super::{Element, TypeTarget, Var};
use crate::context::attributes::NamedAttr;
use crate::context::types::Type;
use crate::dialect::space_before_literal;
use crate::ir::{OpView, ValueId};
use crate::ods::verify::{group_ranges, GroupRanges, PerGroup};
use crate::ods::{AttrType, OpSpec};
use crate::syntax::custom::{OpPrinter, RegionPrint};

/// Where the printer is: MLIR's `shouldEmitSpace` / `lastWasPunctuation`.
struct Spacing {
    emit_space: bool,
    last_was_punctuation: bool,
}

struct FormatPrinter<'p, 'a, 'v> {
    p: &'p mut OpPrinter<'a>,
    view: &'v OpView<'v>,
    spec: &'v OpSpec,
    operands: GroupRanges,
    results: GroupRanges,
    spacing: Spacing,
}

/// The print hook of every op with a declarative format.
pub(crate) fn print_op(p: &mut OpPrinter<'_>, view: &OpView<'_>) {
    let definition = view.definition().expect("format ops are registered");
    let (Some(spec), Some(format)) = (definition.spec.as_deref(), definition.format.as_ref())
    else {
        unreachable!("format hooks are installed only with a spec and a format");
    };
    // The printer prints an op in custom form only if its spec holds.
    let operands = group_ranges(spec, view, false).unwrap_or_default();
    let results = group_ranges(spec, view, true).unwrap_or_default();
    let mut printer = FormatPrinter {
        p,
        view,
        spec,
        operands,
        results,
        spacing: Spacing {
            emit_space: true,
            last_was_punctuation: false,
        },
    };
    printer.elements(&format.elements, &format.elided);
}

impl FormatPrinter<'_, '_, '_> {
    fn elements(&mut self, elements: &[Element], elided: &[&str]) {
        for element in elements {
            self.element(element, elided);
        }
    }

    fn element(&mut self, element: &Element, elided: &[&str]) {
        match element {
            Element::Literal(text) => self.literal(text),
            Element::Space(space) => {
                if *space {
                    self.p.write(" ");
                }
                self.spacing.last_was_punctuation = !space;
                self.spacing.emit_space = false;
            }
            Element::AttrDict { keyword } => {
                self.attr_dict(*keyword, elided);
                self.spacing.last_was_punctuation = false;
            }
            Element::Anchor(inner) => self.element(inner, elided),
            Element::Optional {
                anchor,
                then,
                otherwise,
            } => {
                if self.present(*anchor) {
                    self.elements(then, elided);
                } else {
                    self.elements(otherwise, elided);
                }
            }
            Element::Var(Var::Attr(i)) if matches!(self.spec.attrs[*i].ty, AttrType::Unit) => {}
            other => {
                if self.spacing.emit_space || !self.spacing.last_was_punctuation {
                    self.p.write(" ");
                }
                self.spacing.last_was_punctuation = false;
                self.spacing.emit_space = true;
                self.value_element(other);
            }
        }
    }

    fn literal(&mut self, text: &str) {
        let spacing = &mut self.spacing;
        if spacing.emit_space && space_before_literal(text, spacing.last_was_punctuation) {
            self.p.write(" ");
        }
        self.p.write(text);
        let first = text.chars().next().expect("literals are not empty");
        spacing.emit_space = text.len() != 1 || !"<({[".contains(first);
        spacing.last_was_punctuation = first != '_' && !first.is_ascii_alphabetic();
    }

    fn value_element(&mut self, element: &Element) {
        match element {
            Element::Var(var) => self.var(*var),
            Element::Type(target) => {
                let types = self.types(*target);
                self.p.print_type_list(&types);
            }
            Element::FunctionalType(inputs, results) => {
                let inputs = self.types(*inputs);
                let results = self.types(*results);
                self.p.write("(");
                self.p.print_type_list(&inputs);
                self.p.write(") -> ");
                self.p.print_function_result_types(&results);
            }
            _ => unreachable!("handled by `element`"),
        }
    }

    fn var(&mut self, var: Var) {
        let view = self.view;
        match var {
            Var::Operand(i) => {
                let values = self.group_values(i);
                self.p.print_values(values);
            }
            Var::AllOperands => self.p.print_values(view.operands()),
            Var::Result(_) => {}
            Var::Attr(i) => {
                let attr = &self.spec.attrs[i];
                if let Some(value) = view.inherent_attr(attr.name) {
                    attr.ty.print(self.p, value);
                }
            }
            Var::Region(i) => {
                if let Some(&region) = view.regions().get(i) {
                    self.region(region);
                }
            }
            Var::AllRegions => {
                for (i, &region) in view.regions().iter().enumerate() {
                    if i > 0 {
                        self.p.write(", ");
                    }
                    self.region(region);
                }
            }
            Var::Successor(i) => {
                let blocks = self.successor_group(i);
                self.successor_list(&blocks);
            }
            Var::AllSuccessors => {
                let all: PerGroup<_> = view.body.successors(view.op).collect();
                self.successor_list(&all);
            }
        }
    }

    /// A region; the implicit terminator is left out when it carries nothing.
    fn region(&mut self, region: crate::ir::RegionId) {
        let view = self.view;
        let body = view.regions_body();
        let terminators = match view.definition().and_then(|d| d.implicit_terminator) {
            None => true,
            Some(_) => body
                .entry_block(region)
                .and_then(|b| body.last_op(b))
                .is_some_and(|t| {
                    body.num_operands(t) > 0
                        || !body.results(t).is_empty()
                        || !view.ctx.dictionary_entries(body.op_attrs(t)).is_empty()
                }),
        };
        self.p.print_region_with(
            region,
            RegionPrint {
                entry_args: true,
                terminators,
            },
        );
    }

    fn successor_list(&mut self, blocks: &[crate::ir::BlockId]) {
        for (i, &block) in blocks.iter().enumerate() {
            if i > 0 {
                self.p.write(", ");
            }
            self.p.print_block_name(block);
        }
    }

    /// The successors of group `i`: groups before a variadic one are
    /// single, so group `i` starts at successor `i`; a variadic group
    /// takes the rest.
    fn successor_group(&self, i: usize) -> PerGroup<crate::ir::BlockId> {
        let rest = self.view.body.successors(self.view.op).skip(i);
        match self.spec.successors[i].arity {
            crate::ods::Arity::Single => rest.take(1).collect(),
            _ => rest.collect(),
        }
    }

    fn group_values(&self, i: usize) -> PerGroup<ValueId> {
        let range = self.operands.get(i).unwrap_or(0..0);
        self.view
            .operands()
            .skip(range.start)
            .take(range.len())
            .collect()
    }

    fn types(&self, target: TypeTarget) -> PerGroup<Type> {
        let body = self.view.body;
        match target {
            TypeTarget::Operand(i) => self
                .group_values(i)
                .iter()
                .map(|&v| body.value_type(v))
                .collect(),
            TypeTarget::Result(i) => {
                let range = self.results.get(i).unwrap_or(0..0);
                self.view.results()[range]
                    .iter()
                    .map(|&v| body.value_type(v))
                    .collect()
            }
            TypeTarget::AllOperands => self.view.operands().map(|v| body.value_type(v)).collect(),
            TypeTarget::AllResults => self
                .view
                .results()
                .iter()
                .map(|&v| body.value_type(v))
                .collect(),
        }
    }

    /// Whether an optional group's anchor has something to print.
    fn present(&self, anchor: Var) -> bool {
        let view = self.view;
        match anchor {
            Var::Operand(i) => !self.operands.get(i).is_none_or(|r| r.is_empty()),
            Var::Result(i) => !self.results.get(i).is_none_or(|r| r.is_empty()),
            Var::AllOperands => view.operands().len() > 0,
            Var::Attr(i) => {
                let attr = &self.spec.attrs[i];
                match view.inherent_attr(attr.name) {
                    None => false,
                    Some(value) => attr
                        .default
                        .is_none_or(|d| view.ctx.default_attr(d) != value),
                }
            }
            Var::Region(i) => view
                .regions()
                .get(i)
                .is_some_and(|&r| view.regions_body().entry_block(r).is_some()),
            Var::AllRegions => !view.regions().is_empty(),
            Var::Successor(i) => !self.successor_group(i).is_empty(),
            Var::AllSuccessors => !view.successors().is_empty(),
        }
    }

    /// Discardable attributes and the properties the format does not show,
    /// merged in name order.
    fn attr_dict(&mut self, keyword: bool, elided: &[&str]) {
        let view = self.view;
        let ctx = view.ctx;
        let mut entries: Vec<NamedAttr> = Vec::new();
        if let Some(properties) = view.body.op_properties(view.op) {
            for entry in ctx.dictionary_entries(properties) {
                if !elided.contains(&&*entry.name) && !self.is_default(entry) {
                    entries.push(entry.clone());
                }
            }
        }
        entries.extend(
            ctx.dictionary_entries(view.body.op_attrs(view.op))
                .iter()
                .cloned(),
        );
        entries.sort_by(|a, b| a.name.cmp(&b.name));
        self.p.print_attr_entries(&entries, keyword);
    }

    fn is_default(&self, entry: &NamedAttr) -> bool {
        let ctx = self.view.ctx;
        self.spec
            .attr_spec(&entry.name)
            .and_then(|a| a.default)
            .is_some_and(|d| ctx.default_attr(d) == entry.value)
    }
}
