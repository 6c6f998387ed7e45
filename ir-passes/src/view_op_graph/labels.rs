//! The labels of `view-op-graph`'s nodes and clusters, as mlir-opt-22
//! writes them: record labels (`{{<arg_0> %0}|arith.addi\l|{<res_1> %1
//! i32}}`), block argument records, cluster labels, and the text of
//! types, attributes and values in them.

use super::GraphOptions;
use ir_core::syntax::printer::{print_attr, print_type, Names};
use ir_core::{Attr, AttrKind, Body, Context, NamedAttr, OpId, Type, TypeKind, ValueId};

/// Elements attributes and arrays with more elements than this are
/// elided (MLIR's default `-mlir-elide-elementsattrs-if-larger`).
const LARGE_ATTRIBUTE_LIMIT: usize = 16;

/// Writes labels: the context, the printer's names of every value under
/// the graph's op, and what the options ask to show.
pub(super) struct Labels<'a> {
    ctx: &'a Context,
    names: &'a Names,
    options: GraphOptions,
}

impl<'a> Labels<'a> {
    /// Labels with `names` for the values.
    pub(super) fn new(ctx: &'a Context, names: &'a Names, options: GraphOptions) -> Self {
        Self {
            ctx,
            names,
            options,
        }
    }

    /// The value as an operand is printed (`%0`, `%1#2`, `%arg0`).
    fn value_name(&self, body: &Body, value: ValueId) -> String {
        let mut name = String::new();
        self.names.write_value(body, value, &mut name);
        name
    }

    /// The name of the ports of `value`: its name with `_` for `%` and
    /// `#` (`_1_2`); results' ports are `res` and operands' `arg` then this.
    pub(super) fn port(&self, body: &Body, value: ValueId) -> String {
        self.value_name(body, value).replace(['%', '#'], "_")
    }

    /// `text` cut at `max-label-len` bytes (at a character boundary), with
    /// `...` after a cut.
    fn cut<'t>(&self, text: &'t str) -> (&'t str, &'static str) {
        let max = self.options.max_label_len;
        if text.len() <= max {
            return (text, "");
        }
        let end = (0..=max).rev().find(|&i| text.is_char_boundary(i));
        (&text[..end.unwrap_or(0)], "...")
    }

    /// `text` cut, then escaped for a record label.
    fn cut_escaped(&self, text: &str, out: &mut String) {
        let (kept, ellipsis) = self.cut(text);
        escape_record(kept, out);
        out.push_str(ellipsis);
    }

    /// A type, cut and escaped for a record label.
    fn type_text(&self, ty: Type, out: &mut String) {
        let mut text = String::new();
        print_type(self.ctx, ty, &mut text);
        self.cut_escaped(&text, out);
    }

    /// An attribute as MLIR's `emitMlirAttr` writes it: a splat in full,
    /// large elements and arrays elided, anything else cut; escaped.
    fn attr_text(&self, attr: Attr, out: &mut String) {
        let elements = match self.ctx.attr_kind(attr) {
            AttrKind::DenseElements { values, ty } => {
                match values.len() == self.ctx.dense_element_storage(shaped(self.ctx, *ty).1).1 {
                    true => {
                        let mut text = String::new();
                        print_attr(self.ctx, attr, &mut text);
                        return escape_record(&text, out);
                    }
                    false => Some(*ty),
                }
            }
            AttrKind::DenseResource { ty, .. } => Some(*ty),
            AttrKind::Array(items) if items.len() > LARGE_ATTRIBUTE_LIMIT => {
                return out.push_str("[...]");
            }
            _ => None,
        };
        if let Some(ty) = elements {
            let (shape, _) = shaped(self.ctx, ty);
            let count = shape.iter().fold(1u64, |n, &d| n.saturating_mul(d as u64));
            if count > LARGE_ATTRIBUTE_LIMIT as u64 {
                out.push_str(&"[".repeat(shape.len()));
                out.push_str("...");
                out.push_str(&"]".repeat(shape.len()));
                out.push_str(" : ");
                return self.type_text(ty, out);
            }
        }
        let mut text = String::new();
        print_attr(self.ctx, attr, &mut text);
        self.cut_escaped(&text, out);
    }

    /// `name: value\l` for each attribute of `op`.
    fn attr_lines(&self, body: &Body, op: OpId, out: &mut String) {
        for entry in op_attributes(self.ctx, body, op) {
            out.push_str(&entry.name);
            out.push_str(": ");
            self.attr_text(entry.value, out);
            out.push_str("\\l");
        }
    }

    /// The label of the cluster of an op with regions: its name, its
    /// result types (`: (i32, f32)`), and a line per attribute.
    pub(super) fn cluster_label(&self, body: &Body, op: OpId) -> String {
        let mut out = escape_quotes(self.ctx.op_name_str(body.op_name(op)));
        if self.options.result_types {
            let mut types = String::new();
            for (i, &result) in body.results(op).iter().enumerate() {
                if i > 0 {
                    types.push_str(", ");
                }
                print_type(self.ctx, body.value_type(result), &mut types);
            }
            let (kept, ellipsis) = self.cut(&types);
            out.push_str(" : (");
            out.push_str(&escape_quotes(kept));
            out.push_str(ellipsis);
            out.push(')');
        }
        if self.options.attrs {
            out.push_str("\\l");
            self.attr_lines(body, op, &mut out);
        }
        out
    }

    /// The record label of an op without regions: a row of operand ports,
    /// the name and attributes, a row of result ports.
    pub(super) fn record_label(&self, body: &Body, op: OpId) -> String {
        let mut out = String::from("{");
        if body.num_operands(op) > 0 {
            out.push('{');
            for (i, operand) in body.operands(op).enumerate() {
                if i > 0 {
                    out.push('|');
                }
                out.push_str("<arg");
                out.push_str(&self.port(body, operand));
                out.push_str("> ");
                out.push_str(&self.value_name(body, operand));
            }
            out.push_str("}|");
        }
        escape_record(self.ctx.op_name_str(body.op_name(op)), &mut out);
        out.push_str("\\l");
        if self.options.attrs && op_attributes(self.ctx, body, op).next().is_some() {
            out.push_str("\\l");
            self.attr_lines(body, op, &mut out);
        }
        if !body.results(op).is_empty() {
            out.push_str("|{");
            for (i, &result) in body.results(op).iter().enumerate() {
                if i > 0 {
                    out.push('|');
                }
                self.result_port(body, result, &mut out);
            }
            out.push('}');
        }
        out.push('}');
        out
    }

    /// The record label of a block argument: its one port.
    pub(super) fn argument_label(&self, body: &Body, arg: ValueId) -> String {
        let mut out = String::new();
        self.result_port(body, arg, &mut out);
        out
    }

    /// `<res_0> %0 i32`: the port a value leaves from, its name and type.
    fn result_port(&self, body: &Body, value: ValueId, out: &mut String) {
        out.push_str("<res");
        out.push_str(&self.port(body, value));
        out.push_str("> ");
        out.push_str(&self.value_name(body, value));
        if self.options.result_types {
            out.push(' ');
            self.type_text(body.value_type(value), out);
        }
    }
}

/// The attributes MLIR's `getAttrs` gives for `op`, sorted by name: the
/// inherent ones (properties) of a registered op, and the others.
fn op_attributes<'c>(
    ctx: &'c Context,
    body: &Body,
    op: OpId,
) -> impl Iterator<Item = &'c NamedAttr> + 'c {
    let inherent = body
        .op_properties(op)
        .filter(|_| ctx.op_def(body.op_name(op)).is_some())
        .map(|properties| ctx.dictionary_entries(properties))
        .unwrap_or_default();
    let mut all: Vec<&NamedAttr> = inherent
        .iter()
        .chain(ctx.dictionary_entries(body.op_attrs(op)))
        .collect();
    all.sort_by(|a, b| a.name.cmp(&b.name));
    all.into_iter()
}

/// The dimensions and element type of a shaped type (none, and the type
/// itself, for another type).
fn shaped(ctx: &Context, ty: Type) -> (&[i64], Type) {
    match ctx.type_kind(ty) {
        TypeKind::Tensor { shape, element, .. }
        | TypeKind::MemRef { shape, element, .. }
        | TypeKind::Vector { shape, element, .. } => (shape, *element),
        _ => (&[], ty),
    }
}

/// `text` with `"` escaped, for a quoted DOT string that is not a record
/// label.
fn escape_quotes(text: &str) -> String {
    text.replace('"', "\\\"")
}

/// `text` with the characters a Graphviz record label treats specially
/// (`{ | < } >`, newline, `"`) escaped by a backslash.
pub(super) fn escape_record(text: &str, out: &mut String) {
    for c in text.chars() {
        if matches!(c, '{' | '|' | '<' | '}' | '>' | '\n' | '"') {
            out.push('\\');
        }
        out.push(c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn record_characters_are_escaped() {
        let mut out = String::new();
        escape_record("a|b{c}<d>\"e\nf", &mut out);
        assert_eq!(out, "a\\|b\\{c\\}\\<d\\>\\\"e\\\nf");
    }
}
