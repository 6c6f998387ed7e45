//! [`OpPrinter`]: what a custom print hook writes the op's text with.

use crate::context::attributes::{Attr, NamedAttr};
use crate::context::types::Type;
use crate::context::Context;
use crate::ir::{BlockId, Body, RegionId, ValueId};
use crate::syntax::printer;
use crate::syntax::printer::aliases::Visit;
use crate::syntax::printer::attrs::{
    print_attr_aliased, print_dictionary_entries_aliased, print_location_aliased, TypeElision,
};
use crate::syntax::printer::style::Style;
use crate::syntax::printer::types::print_type_aliased;
use crate::syntax::printer::NameLookup;

/// How a hook wants one of its regions printed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RegionPrint {
    /// Print the entry block's label and arguments (false when the op's
    /// syntax already declared them, as `func.func` and `scf.for` do).
    pub entry_args: bool,
    /// Print each block's terminator (false elides it where the op adds
    /// it back implicitly, as `scf.yield` without operands).
    pub terminators: bool,
}

impl Default for RegionPrint {
    fn default() -> Self {
        Self {
            entry_args: true,
            terminators: true,
        }
    }
}

/// Gives a print hook the output and the names of values.
///
/// Text goes to `out`; [`OpPrinter::print_region`] closes the current piece
/// of text, and the driver prints the region there (with its own stack).
pub struct OpPrinter<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) out: String,
    pub(crate) names: NameLookup<'a>,
    /// Text before each region the hook asked to print, and the region.
    pub(crate) pieces: Vec<(String, RegionId, RegionPrint)>,
    pub(crate) body: &'a Body,
    /// The op's indentation, for [`OpPrinter::print_newline`].
    pub(crate) indent: usize,
    /// Whether locations are printed (`-mlir-print-debuginfo`).
    pub(crate) debug_info: bool,
    /// How attributes and types are spelled (their aliases, ...).
    pub(crate) style: Style<'a>,
    /// While aliases are being found (`printer/aliases`): the attributes,
    /// types and regions the hook printed, in order.
    pub(crate) visits: Option<Vec<Visit>>,
}

impl OpPrinter<'_> {
    /// The context.
    pub fn ctx(&self) -> &Context {
        self.ctx
    }

    /// Appends raw text.
    pub fn write(&mut self, text: &str) {
        self.out.push_str(text);
    }

    /// Starts a new line at the op's own indentation (MLIR's
    /// `printNewline`, as `scf.index_switch` puts each case on its own line).
    pub fn print_newline(&mut self) {
        self.out.push('\n');
        self.out.extend(std::iter::repeat_n(' ', self.indent));
    }

    /// The last character written so far (for spacing decisions).
    pub fn last_char(&self) -> Option<char> {
        self.out.chars().next_back()
    }

    /// Appends a type.
    pub fn print_type(&mut self, ty: Type) {
        if !self.visit(Visit::Type(ty)) {
            print_type_aliased(self.ctx, self.style, ty, &mut self.out);
        }
    }

    /// While aliases are being found, records what the hook printed and
    /// returns true: the text is thrown away, so it need not be written.
    fn visit(&mut self, visit: Visit) -> bool {
        let Some(visits) = &mut self.visits else {
            return false;
        };
        visits.push(visit);
        true
    }

    /// Appends `a, b, c`.
    pub fn print_type_list(&mut self, types: &[Type]) {
        for (i, &ty) in types.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(ty);
        }
    }

    /// Appends function results as MLIR writes them: `t` alone when there
    /// is one that is not a function type, `(t1, t2)` otherwise.
    pub fn print_function_result_types(&mut self, types: &[Type]) {
        let bare = types.len() == 1
            && !matches!(
                self.ctx.type_kind(types[0]),
                crate::TypeKind::Function { .. }
            );
        if bare {
            self.print_type(types[0]);
            return;
        }
        self.out.push('(');
        self.print_type_list(types);
        self.out.push(')');
    }

    /// Appends an attribute.
    pub fn print_attr(&mut self, attr: Attr) {
        if !self.visit(Visit::Attr(attr)) {
            print_attr_aliased(
                self.ctx,
                self.style,
                attr,
                TypeElision::Never,
                &mut self.out,
            );
        }
    }

    /// Appends a dialect attribute's parameters without its name (the
    /// stripped form an op's format writes when it knows the attribute's
    /// kind: `<nsw>`), or the whole attribute if it is not a dialect's.
    pub fn print_stripped_dialect_attr(&mut self, attr: Attr) {
        if self.visit(Visit::Attr(attr)) {
            return;
        }
        match self.ctx.attr_kind(attr) {
            crate::AttrKind::Dialect(params) if !self.ctx.is_file_location(attr) => params.print(
                &mut crate::dialect::ParamPrinter::new(self.ctx, self.style, &mut self.out),
            ),
            _ => print_attr_aliased(
                self.ctx,
                self.style,
                attr,
                TypeElision::Never,
                &mut self.out,
            ),
        }
    }

    /// Appends ` attributes {...}` unless the dictionary (minus `elided`) is empty.
    pub fn print_optional_attr_dict_with_keyword(&mut self, attrs: Attr, elided: &[&str]) {
        self.print_filtered_dict(attrs, elided, " attributes ");
    }

    /// Appends ` {...}` unless the dictionary (minus `elided`) is empty.
    pub fn print_optional_attr_dict(&mut self, attrs: Attr, elided: &[&str]) {
        self.print_filtered_dict(attrs, elided, " ");
    }

    /// Appends ` {...}` (or ` attributes {...}` with `keyword`) unless
    /// `entries` is empty.
    pub fn print_attr_entries(&mut self, entries: &[NamedAttr], keyword: bool) {
        if entries.is_empty() {
            return;
        }
        self.out
            .push_str(if keyword { " attributes " } else { " " });
        self.print_entries(entries);
    }

    /// Appends `{...}`.
    fn print_entries(&mut self, entries: &[NamedAttr]) {
        if let Some(visits) = &mut self.visits {
            visits.extend(entries.iter().map(|entry| Visit::Attr(entry.value)));
            return;
        }
        print_dictionary_entries_aliased(self.ctx, self.style, entries, &mut self.out);
    }

    fn print_filtered_dict(&mut self, attrs: Attr, elided: &[&str], lead: &str) {
        let entries: Vec<NamedAttr> = self
            .ctx
            .dictionary_entries(attrs)
            .iter()
            .filter(|e| !elided.contains(&&*e.name))
            .cloned()
            .collect();
        if !entries.is_empty() {
            self.out.push_str(lead);
            self.print_entries(&entries);
        }
    }

    /// Appends `@name`, quoted if it is not a bare identifier.
    pub fn print_symbol_name(&mut self, name: &[u8]) {
        self.out.push('@');
        printer::print_keyword_or_string(&String::from_utf8_lossy(name), &mut self.out);
    }

    /// Appends a value's name.
    pub fn print_value(&mut self, value: ValueId) {
        if self.visits.is_none() {
            self.names.write_value(self.body, value, &mut self.out);
        }
    }

    /// Appends `%a, %b, %c`.
    pub fn print_values(&mut self, values: impl IntoIterator<Item = ValueId>) {
        for (i, value) in values.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_value(value);
        }
    }

    /// Appends a block's name (`^bb1`).
    pub fn print_block_name(&mut self, block: BlockId) {
        self.names.write_block(self.body, block, &mut self.out);
    }

    /// Appends a region argument as declared in an op's header: `%arg0: i32`.
    /// `body` stores the region (an isolated op's own body).
    pub fn print_region_argument(&mut self, body: &Body, value: ValueId, with_type: bool) {
        self.names.write_value(body, value, &mut self.out);
        if with_type {
            self.out.push_str(": ");
            self.print_type(body.value_type(value));
        }
    }

    /// Appends ` loc(...)`, the location of region argument `value`
    /// (stored in `body`), when locations are printed: after an argument
    /// declared in the op's header and its attributes, as MLIR's
    /// `printRegionArgument` does.
    pub fn print_argument_location(&mut self, body: &Body, value: ValueId) {
        if let (true, Some(loc)) = (self.debug_info, body.value_loc(value)) {
            if !self.visit(Visit::Attr(loc)) {
                self.out.push(' ');
                print_location_aliased(self.ctx, self.style, loc, false, &mut self.out);
            }
        }
    }

    /// Prints `region` here, with its braces, in the default style.
    pub fn print_region(&mut self, region: RegionId) {
        self.print_region_with(region, RegionPrint::default());
    }

    /// Prints `region` here, with its braces, in `style`.
    pub fn print_region_with(&mut self, region: RegionId, style: RegionPrint) {
        if self.visit(Visit::Region(region, style)) {
            return;
        }
        let text = std::mem::take(&mut self.out);
        self.pieces.push((text, region, style));
    }
}
