//! Printing ops, regions and blocks, generic or custom, with an explicit
//! work stack (nesting depth is bounded only by memory).

mod parallel;

use super::aliases::{self, Aliases};
use super::attrs::{
    print_attr_aliased, print_dictionary_entries_aliased, print_escaped_string,
    print_location_aliased, TypeElision,
};
use super::names::{NameFlags, NameLookup, Names};
use super::resources::print_resources;
use super::style::{ElementsLimits, Style};
use super::types::print_type_aliased;
use super::users::UseOrder;
use crate::context::types::TypeKind;
use crate::context::{Context, OpTraits};
use crate::dialect::registry::PrintFn;
use crate::ir::{BlockId, Body, OpId, OpView, RegionId};
use crate::ods::verify_spec;
use crate::syntax::custom::{OpPrinter, RegionPrint};

/// How to print.
#[derive(Copy, Clone, Default, Debug)]
pub struct PrintOptions {
    /// Print every op in the generic form (`-mlir-print-op-generic`).
    pub generic: bool,
    /// Print locations (`-mlir-print-debuginfo`).
    pub debug_info: bool,
    /// The caller has verified the IR, so every op satisfies its spec and
    /// may be printed in custom form without checking it again (otherwise
    /// an op that breaks its spec is printed generically, as mlir-opt does).
    pub assume_verified: bool,
    /// Print a region whose ops weigh much (a function of many ops, a
    /// module of many functions) on rayon's threads, a batch of its ops at
    /// a time, and number the functions of a large module on threads; the
    /// output is the same. Off by default; `ir-opt` sets it unless
    /// `-mlir-disable-threading`.
    pub threads: bool,
    /// After the op, the file metadata section: the blobs of the
    /// `dense_resource` handles it uses and the context's external
    /// resources (see `printer/resources.rs`). Off by default (IR dumps
    /// leave it out, as mlir-opt's do); `ir-opt` sets it for its output.
    pub file_metadata: bool,
    /// Print the op as a part of larger IR (MLIR's local scope): never
    /// through aliases. Otherwise an op at the top level (in no block) is
    /// printed with MLIR's aliases (`#map`, `#loc3`, `!tuple`): their
    /// definitions come before it, and those only its ops' locations use
    /// after it.
    pub local_scope: bool,
    /// How large dense elements print (in hex, or elided).
    pub elements: ElementsLimits,
    /// Number values uniquely in the custom form too: sibling regions do
    /// not reuse numbers (`-mlir-print-unique-ssa-ids`).
    pub unique_ids: bool,
    /// Comment every value with its users, and number ops without results
    /// (`-mlir-print-value-users`; see `printer/users.rs`). Regions are
    /// then printed on one thread.
    pub value_users: bool,
}

impl PrintOptions {
    /// The flags the names are numbered by.
    fn name_flags(&self) -> NameFlags {
        NameFlags {
            generic: self.generic,
            unique: self.unique_ids,
            op_ids: self.value_users,
        }
    }
}

/// How a region is printed: as its op's syntax asks, and whether an empty
/// entry block gets a label (the generic form's rule).
#[derive(Copy, Clone)]
struct RegionStyle {
    print: RegionPrint,
    empty_block: bool,
}

/// Where an op is printed: its indentation and the default dialect of the
/// enclosing op (whose prefix its custom name drops, as `return` in `func.func`).
#[derive(Copy, Clone)]
struct Place {
    indent: usize,
    dialect: Option<&'static str>,
}

impl Place {
    /// The place of the ops in a block printed at `self`.
    fn indented(self) -> Self {
        Place {
            indent: self.indent + 2,
            ..self
        }
    }
}

enum Item<'a> {
    Text(String),
    Op(&'a Body, OpId, Place),
    Region(&'a Body, RegionId, Place, RegionStyle),
    Block(&'a Body, BlockId, Place, bool, bool),
    /// A block's label line, at an indentation.
    Header(&'a Body, BlockId, usize),
    /// The rest of a large region, printed in parallel batches (whether
    /// terminators are printed).
    Blocks(&'a Body, parallel::Resume, Place, bool),
    /// The names of the function printed from here on (see
    /// `Printer::current_names`).
    Names(Option<Box<Names>>),
}

/// The names `names` and `current` give, the function's first.
fn lookup<'n>(names: &'n Names, current: &'n Option<Box<Names>>) -> NameLookup<'n> {
    NameLookup::new(names, current.as_deref())
}

/// What an op with regions leaves to print after its head: the text before
/// each region with the region, and the text after the last one.
type DeferredParts = (Vec<(String, RegionId, RegionStyle)>, String);

struct Printer<'a> {
    ctx: &'a Context,
    options: PrintOptions,
    names: &'a Names,
    /// The order users are listed in, with `value_users`.
    users: Option<&'a UseOrder>,
    /// The names of the function being printed, when they are numbered
    /// as it is reached ([`Names::number_deferred`]).
    current_names: Option<Box<Names>>,
    style: Style<'a>,
    out: String,
    stack: Vec<Item<'a>>,
    /// A buffer custom printers write into, reused from op to op.
    scratch: String,
}

/// Prints `op` (stored in `body`) and everything nested in it, newline-terminated,
/// then, if `options` ask, the file metadata of the resources it uses.
pub fn print_op(ctx: &Context, body: &Body, op: OpId, options: &PrintOptions) -> String {
    print_op_streaming(ctx, body, op, options, None).expect("printing to memory cannot fail")
}

/// `op` (stored in `body`) in the generic form, its values named as in the
/// isolated op around it (MLIR's local scope), without a final newline:
/// what a diagnostic at the op shows of it.
pub fn print_op_in_scope(ctx: &Context, body: &Body, op: OpId) -> String {
    print_nested_op(ctx, body, op, true)
}

/// `op` (stored in `body`) in its custom form (the generic one if it has
/// none), named as [`print_op_in_scope`] names it: MLIR's `op->print()` of
/// an op inside a function.
pub fn print_op_in_scope_custom(ctx: &Context, body: &Body, op: OpId) -> String {
    print_nested_op(ctx, body, op, false)
}

/// [`print_op_in_scope`] in the generic or the custom form.
fn print_nested_op(ctx: &Context, body: &Body, op: OpId, generic: bool) -> String {
    let names = Names::of_scope(ctx, body, op, generic);
    let options = PrintOptions {
        generic,
        local_scope: true,
        ..PrintOptions::default()
    };
    let style = Style {
        aliases: &Aliases::NONE,
        elements: options.elements,
    };
    let mut printer = Printer::top(ctx, (&names, None), style, body, op, &options);
    printer
        .run(None, usize::MAX)
        .expect("printing to memory cannot fail");
    let mut text = printer.out;
    text.truncate(text.trim_end().len());
    text
}

/// The names of everything under `op`, numbered on threads if `options`
/// allow; then the functions printed in chunks are numbered as they are
/// printed, unless aliases are looked for (which reads every name first).
fn names(ctx: &Context, body: &Body, op: OpId, options: &PrintOptions) -> Names {
    let flags = options.name_flags();
    if options.threads {
        let defer_below = (!aliases::wanted(ctx, body, op, options)).then_some(parallel::MIN_OPS);
        Names::compute_for_printing(ctx, body, op, flags, defer_below)
    } else {
        Names::compute_with(ctx, body, op, flags)
    }
}

/// Output is handed to the writer in pieces of about this many bytes.
const FLUSH_AT: usize = 1 << 16;

/// Prints like [`print_op`], streaming to `writer` so that a huge module
/// never sits in memory as one string.
pub fn print_op_to(
    ctx: &Context,
    body: &Body,
    op: OpId,
    options: &PrintOptions,
    writer: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let rest = print_op_streaming(ctx, body, op, options, Some(&mut *writer))?;
    writer.write_all(rest.as_bytes())
}

/// Prints `op` as [`print_op`] does, handing the text to `writer` as it
/// goes if there is one; returns the text not handed over.
fn print_op_streaming(
    ctx: &Context,
    body: &Body,
    op: OpId,
    options: &PrintOptions,
    writer: Option<&mut dyn std::io::Write>,
) -> std::io::Result<String> {
    let names = names(ctx, body, op, options);
    let aliases = if aliases::wanted(ctx, body, op, options) {
        aliases::collect(ctx, &names, body, op, options)
    } else {
        Aliases::NONE
    };
    let style = Style {
        aliases: &aliases,
        elements: options.elements,
    };
    let users = options.value_users.then(|| UseOrder::compute(body, op));
    let mut printer = Printer::top(ctx, (&names, users.as_ref()), style, body, op, options);
    aliases.print_definitions(ctx, options.elements, false, &mut printer.out);
    printer.run(writer, usize::MAX)?;
    aliases.print_definitions(ctx, options.elements, true, &mut printer.out);
    if options.file_metadata {
        print_resources(ctx, body, op, &mut printer.out);
    }
    Ok(printer.out)
}

impl<'a> Printer<'a> {
    /// A printer with `stack` to print.
    fn new(
        ctx: &'a Context,
        (names, users): (&'a Names, Option<&'a UseOrder>),
        style: Style<'a>,
        options: PrintOptions,
        stack: Vec<Item<'a>>,
    ) -> Self {
        Self {
            ctx,
            options,
            names,
            users,
            current_names: None,
            style,
            out: String::with_capacity(2 * FLUSH_AT),
            stack,
            scratch: String::new(),
        }
    }

    /// A printer of `op` and everything nested in it.
    fn top(
        ctx: &'a Context,
        names: (&'a Names, Option<&'a UseOrder>),
        style: Style<'a>,
        body: &'a Body,
        op: OpId,
        options: &PrintOptions,
    ) -> Self {
        // As in MLIR, `builtin` is the default dialect at the top level.
        let place = Place {
            indent: 0,
            dialect: Some("builtin"),
        };
        Self::new(ctx, names, style, *options, vec![Item::Op(body, op, place)])
    }

    /// Prints the stack until it is empty, or until `out` holds `limit`
    /// bytes; with a writer, output is flushed to it in pieces (what is
    /// left stays in `out`).
    fn run(
        &mut self,
        mut writer: Option<&mut dyn std::io::Write>,
        limit: usize,
    ) -> std::io::Result<()> {
        while self.out.len() < limit {
            let Some(item) = self.stack.pop() else {
                break;
            };
            match item {
                Item::Text(text) => match writer.as_mut() {
                    // Text printed by another thread goes to the writer as it is.
                    Some(writer) if text.len() >= FLUSH_AT => {
                        writer.write_all(self.out.as_bytes())?;
                        self.out.clear();
                        writer.write_all(text.as_bytes())?;
                    }
                    _ => self.out.push_str(&text),
                },
                Item::Op(body, op, place) => self.op(body, op, place),
                Item::Region(body, region, place, style) => self.region(body, region, place, style),
                Item::Block(body, block, place, header, terminator) => {
                    self.block(body, block, place, header, terminator)
                }
                Item::Header(body, block, level) => self.block_header(body, block, level),
                Item::Blocks(body, at, place, terminator) => {
                    self.blocks(body, at, place, terminator)
                }
                Item::Names(names) => self.current_names = names,
            }
            if let Some(writer) = writer.as_mut().filter(|_| self.out.len() >= FLUSH_AT) {
                writer.write_all(self.out.as_bytes())?;
                self.out.clear();
            }
        }
        Ok(())
    }
}

/// Indentation stops growing past this many columns (256 nesting levels).
///
/// Output is identical to mlir-opt's below that depth; beyond it, unbounded
/// indentation would make the output quadratic in the nesting depth (a
/// million nested regions would need 10^12 spaces).
pub const MAX_INDENT: usize = 512;

fn indent(out: &mut String, n: usize) {
    out.extend(std::iter::repeat_n(' ', n.min(MAX_INDENT)));
}

impl<'a> Printer<'a> {
    fn op(&mut self, body: &'a Body, op: OpId, place: Place) {
        if body.is_isolated(op) {
            if let Some(names) = self.names.number_deferred(self.ctx, body, op) {
                // Back to the names before, once the op is printed.
                let before = self.current_names.replace(names);
                self.stack.push(Item::Names(before));
            }
        }
        indent(&mut self.out, place.indent);
        let results = body.results(op);
        if let Some(&first) = results.first() {
            lookup(self.names, &self.current_names).write_value(body, first, &mut self.out);
            if results.len() > 1 {
                // `%3#0` was written; the group is declared as `%3:2`.
                let hash = self.out.rfind('#').expect("multi-result name has '#'");
                self.out.truncate(hash);
                self.out.push(':');
                self.out.push_str(itoa::Buffer::new().format(results.len()));
            }
            self.out.push_str(" = ");
        }
        let view = OpView::new(self.ctx, body, op);
        let definition = view.definition();
        let (regions, mut tail) = match custom_print_fn(&view, &self.options) {
            Some(print) => match self.custom_op(&view, print, place) {
                Some(parts) => parts,
                None => {
                    // No region, so no deferred text.
                    self.end_op_line(body, op);
                    return;
                }
            },
            None => {
                self.generic_head(&view);
                if body.regions(op).is_empty() {
                    // The common case: no region, so no deferred text.
                    print_generic_tail(self.ctx, self.style, body, op, &mut self.out);
                    self.end_op_line(body, op);
                    return;
                }
                let style = RegionStyle {
                    print: RegionPrint::default(),
                    empty_block: true,
                };
                let regions = body
                    .regions(op)
                    .iter()
                    .enumerate()
                    .map(|(i, &r)| (if i == 0 { " (" } else { ", " }.to_string(), r, style))
                    .collect();
                let mut tail = String::from(")");
                print_generic_tail(self.ctx, self.style, body, op, &mut tail);
                (regions, tail)
            }
        };
        if self.options.debug_info {
            tail.push(' ');
            print_location_aliased(self.ctx, self.style, body.op_loc(op), true, &mut tail);
        }
        if let Some(users) = self.users {
            let names = lookup(self.names, &self.current_names);
            users.write_op_comment(names, body, op, &mut tail);
        }
        tail.push('\n');
        self.stack.push(Item::Text(tail));
        let inner = body.regions_body(op);
        let nested = Place {
            indent: place.indent,
            dialect: definition.and_then(|d| d.default_dialect),
        };
        for (text, region, style) in regions.into_iter().rev() {
            self.stack.push(Item::Region(inner, region, nested, style));
            self.stack.push(Item::Text(text));
        }
    }

    /// Ends an op printed in one go: its location if asked, and the newline.
    fn end_op_line(&mut self, body: &Body, op: OpId) {
        if self.options.debug_info {
            self.out.push(' ');
            let loc = body.op_loc(op);
            print_location_aliased(self.ctx, self.style, loc, true, &mut self.out);
        }
        if let Some(users) = self.users {
            let names = lookup(self.names, &self.current_names);
            users.write_op_comment(names, body, op, &mut self.out);
        }
        self.out.push('\n');
    }

    /// Writes the generic form up to the regions: name, operands, successors, properties.
    fn generic_head(&mut self, view: &OpView<'a>) {
        let (body, op) = (view.body, view.op);
        print_escaped_string(view.name().as_bytes(), &mut self.out);
        self.out.push('(');
        for (i, value) in body.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            lookup(self.names, &self.current_names).write_value(body, value, &mut self.out);
        }
        self.out.push(')');
        if body.num_successors(op) > 0 {
            self.out.push('[');
            for (i, block) in body.successors(op).enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                lookup(self.names, &self.current_names).write_block(body, block, &mut self.out);
            }
            self.out.push(']');
        }
        if let Some(properties) = body.op_properties(op) {
            self.out.push_str(" <");
            let never = TypeElision::Never;
            print_attr_aliased(self.ctx, self.style, properties, never, &mut self.out);
            self.out.push('>');
        }
    }

    fn custom_op(
        &mut self,
        view: &OpView<'a>,
        print: PrintFn,
        place: Place,
    ) -> Option<DeferredParts> {
        let name = view.name();
        let short = short_name(name, place.dialect);
        let mut printer = OpPrinter {
            indent: place.indent.min(MAX_INDENT),
            ctx: self.ctx,
            out: std::mem::take(&mut self.scratch),
            names: lookup(self.names, &self.current_names),
            pieces: Vec::new(),
            body: view.body,
            debug_info: self.options.debug_info,
            style: self.style,
            visits: None,
        };
        print(&mut printer, view);
        if printer.pieces.is_empty() {
            // The common case: the op's text is complete, written at once.
            self.out.push_str(short);
            self.out.push_str(&printer.out);
            self.scratch = printer.out;
            self.scratch.clear();
            return None;
        }
        let mut regions: Vec<_> = printer
            .pieces
            .into_iter()
            .map(|(text, r, print)| {
                let style = RegionStyle {
                    print,
                    empty_block: false,
                };
                (text, r, style)
            })
            .collect();
        let trailer = printer.out;
        regions[0].0.insert_str(0, short);
        Some((regions, trailer))
    }

    fn region(&mut self, body: &'a Body, region: RegionId, place: Place, style: RegionStyle) {
        self.out.push_str("{\n");
        let mut closing = String::new();
        indent(&mut closing, place.indent);
        closing.push('}');
        self.stack.push(Item::Text(closing));
        let Some(entry) = body.entry_block(region) else {
            return;
        };
        // An entry block is labelled when it has arguments to show, when
        // it is empty (generic form), or when something branches to it.
        let entry_header = (style.empty_block && body.first_op(entry).is_none())
            || (style.print.entry_args && !body.block_args(entry).is_empty())
            || body.block_uses(entry).next().is_some();
        let terminator = style.print.terminators;
        let parallel = self.options.threads && self.users.is_none();
        if parallel && parallel::is_large(body, region) {
            let at = parallel::Resume::Block(entry, entry_header);
            self.stack.push(Item::Blocks(body, at, place, terminator));
            return;
        }
        let blocks: Vec<BlockId> = body.region_blocks(region).collect();
        for (i, &block) in blocks.iter().enumerate().rev() {
            let header = i > 0 || entry_header;
            self.stack
                .push(Item::Block(body, block, place, header, terminator));
        }
    }

    fn block(
        &mut self,
        body: &'a Body,
        block: BlockId,
        place: Place,
        header: bool,
        terminator: bool,
    ) {
        if header {
            self.block_header(body, block, place.indent);
        }
        let inner = place.indented();
        if let Some(users) = self.users {
            for &arg in body.block_args(block) {
                indent(&mut self.out, inner.indent);
                let names = lookup(self.names, &self.current_names);
                users.write_argument_line(names, body, arg, &mut self.out);
            }
        }
        let mut ops: Vec<OpId> = body.block_ops(block).collect();
        if ops
            .last()
            .is_some_and(|&op| elides(self.ctx, body, op, terminator))
        {
            ops.pop();
        }
        for &op in ops.iter().rev() {
            self.stack.push(Item::Op(body, op, inner));
        }
    }

    fn block_header(&mut self, body: &Body, block: BlockId, level: usize) {
        indent(&mut self.out, level);
        lookup(self.names, &self.current_names).write_block(body, block, &mut self.out);
        let args = body.block_args(block);
        if !args.is_empty() {
            self.out.push('(');
            for (i, &arg) in args.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                lookup(self.names, &self.current_names).write_value(body, arg, &mut self.out);
                self.out.push_str(": ");
                print_type_aliased(self.ctx, self.style, body.value_type(arg), &mut self.out);
                if self.options.debug_info {
                    if let Some(loc) = body.value_loc(arg) {
                        self.out.push(' ');
                        print_location_aliased(self.ctx, self.style, loc, false, &mut self.out);
                    }
                }
            }
            self.out.push(')');
        }
        self.out.push(':');
        self.predecessor_comment(body, block);
        self.out.push('\n');
    }

    /// MLIR's `// pred: ^bb0` / `// 2 preds: ^bb0, ^bb1` / `// no predecessors`.
    fn predecessor_comment(&mut self, body: &Body, block: BlockId) {
        let mut preds: Vec<BlockId> = body.predecessors(block).collect();
        let is_entry = body.block_region(block).and_then(|r| body.entry_block(r)) == Some(block);
        if preds.is_empty() {
            if !is_entry {
                self.out.push_str("  // no predecessors");
            }
            return;
        }
        if preds.len() == 1 {
            self.out.push_str("  // pred: ");
            lookup(self.names, &self.current_names).write_block(body, preds[0], &mut self.out);
            return;
        }
        preds.sort_by_key(|&p| lookup(self.names, &self.current_names).block_number(body, p));
        self.out.push_str("  // ");
        self.out.push_str(itoa::Buffer::new().format(preds.len()));
        self.out.push_str(" preds: ");
        for (i, &pred) in preds.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            lookup(self.names, &self.current_names).write_block(body, pred, &mut self.out);
        }
    }
}

/// Whether `op` is left out as its block's terminator (when `terminator`
/// is false, the op's syntax adds it back implicitly).
pub(super) fn elides(ctx: &Context, body: &Body, op: OpId, terminator: bool) -> bool {
    !terminator && body.next_op(op).is_none() && ctx.op_has(body.op_name(op), OpTraits::TERMINATOR)
}

/// The custom print hook `view`'s op is printed with, if any: none in the
/// generic form, and, as mlir-opt, none for an op that breaks its own spec
/// (unless the IR is known to be verified).
pub(super) fn custom_print_fn(view: &OpView, options: &PrintOptions) -> Option<PrintFn> {
    if options.generic {
        return None;
    }
    view.definition()
        .filter(|d| {
            options.assume_verified || d.spec.as_ref().is_none_or(|s| verify_spec(s, view).is_ok())
        })
        .and_then(|d| d.print)
}

/// The name a custom form prints: without the prefix of the enclosing
/// op's default dialect (`builtin` at the top level and in modules), as
/// MLIR's `printOpName`.
fn short_name<'n>(name: &'n str, default_dialect: Option<&str>) -> &'n str {
    default_dialect
        .and_then(|prefix| name.strip_prefix(prefix))
        .and_then(|rest| rest.strip_prefix('.'))
        .filter(|rest| !rest.contains('.'))
        .unwrap_or(name)
}

/// What follows the regions in the generic form: ` {attrs} : (types) -> types`.
fn print_generic_tail(ctx: &Context, style: Style, body: &Body, op: OpId, out: &mut String) {
    let attrs = ctx.dictionary_entries(body.op_attrs(op));
    if !attrs.is_empty() {
        out.push(' ');
        print_dictionary_entries_aliased(ctx, style, attrs, out);
    }
    out.push_str(" : (");
    for (i, value) in body.operands(op).enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print_type_aliased(ctx, style, body.value_type(value), out);
    }
    out.push_str(") -> ");
    let results = body.results(op);
    let single_plain = results.len() == 1
        && !matches!(
            ctx.type_kind(body.value_type(results[0])),
            TypeKind::Function { .. }
        );
    if !single_plain {
        out.push('(');
    }
    for (i, &value) in results.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print_type_aliased(ctx, style, body.value_type(value), out);
    }
    if !single_plain {
        out.push(')');
    }
}
