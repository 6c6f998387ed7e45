//! Symbols as MLIR's `SymbolTable` (`mlir/IR/SymbolTable.h`, and the
//! "Symbols and Symbol Tables" document) defines them: an op with a
//! `sym_name` string defines a symbol, visible outside its table unless its
//! `sym_visibility` is `"private"` or `"nested"`; every `SymbolRef`
//! attribute held by an op (in its attributes or properties, at any depth
//! of arrays, dictionaries and dialect attributes) is a use.
//!
//! [`symbol_uses`] is the one symbol-use walk that `symbol-dce`, the
//! inliner's use counts and interprocedural SCCP share; [`SymbolMap`] finds
//! the symbols of one table by name.

use crate::context::attributes::{Attr, AttrKind, NamedAttr};
use crate::dialect::SubElement;
use crate::ir::{Body, OpId, RegionId};
use crate::{Context, OpTraits, OpView};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::{smallvec, SmallVec};

/// The name of the symbol `op` defines, if it defines one.
pub fn symbol_name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c str> {
    ctx.string_value(OpView::new(ctx, body, op).inherent_attr("sym_name")?)
}

/// The visibility of a symbol (`sym_visibility`; public when absent).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Visibility {
    /// Visible outside the symbol table.
    Public,
    /// Visible only inside the symbol table.
    Private,
    /// Visible to the parent table, not outside it.
    Nested,
}

/// The visibility of the symbol `op` defines.
pub fn visibility(ctx: &Context, body: &Body, op: OpId) -> Visibility {
    let attr = OpView::new(ctx, body, op).inherent_attr("sym_visibility");
    match attr.and_then(|a| ctx.string_value(a)) {
        Some("private") => Visibility::Private,
        Some("nested") => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// Calls `visit` with every `SymbolRef` attribute `op` holds, one call per
/// occurrence, in its attributes and then its properties (not in its
/// regions).
pub fn symbol_uses(ctx: &Context, body: &Body, op: OpId, mut visit: impl FnMut(Attr)) {
    for dictionary in [Some(body.op_attrs(op)), body.op_properties(op)]
        .into_iter()
        .flatten()
    {
        references_in(ctx, dictionary, &mut visit);
    }
}

/// [`symbol_uses`] over many ops: it remembers the attribute dictionaries
/// found to hold no reference, so that each distinct dictionary (the ops of
/// a module share a few hundred) is looked into once.
#[derive(Default)]
pub struct SymbolUseScanner {
    without_references: FxHashSet<Attr>,
}

impl SymbolUseScanner {
    /// Calls `visit` with every `SymbolRef` attribute `op` holds, as
    /// [`symbol_uses`].
    pub fn uses(&mut self, ctx: &Context, body: &Body, op: OpId, mut visit: impl FnMut(Attr)) {
        for dictionary in [Some(body.op_attrs(op)), body.op_properties(op)]
            .into_iter()
            .flatten()
        {
            if self.without_references.contains(&dictionary) {
                continue;
            }
            if !references_in(ctx, dictionary, &mut visit) {
                self.without_references.insert(dictionary);
            }
        }
    }
}

/// Calls `visit` with every `SymbolRef` in `attr`, at any depth (explicit
/// stack); whether there was one.
fn references_in(ctx: &Context, attr: Attr, visit: &mut impl FnMut(Attr)) -> bool {
    let mut found = false;
    let mut pending: SmallVec<[Attr; 8]> = smallvec![attr];
    while let Some(attr) = pending.pop() {
        if matches!(ctx.attr_kind(attr), AttrKind::SymbolRef { .. }) {
            visit(attr);
            found = true;
            continue;
        }
        ctx.walk_attr_subelements(attr, &mut |element| {
            if let SubElement::Attr(inner) = element {
                pending.push(inner);
            }
        });
    }
    found
}

/// Makes `op` (in `body`) a symbol of visibility `visibility`, where its
/// `sym_visibility` is kept: in its properties if it has them, else in its
/// attributes.
pub fn set_visibility(ctx: &Context, body: &mut Body, op: OpId, visibility: Visibility) {
    let value = match visibility {
        Visibility::Public => None,
        Visibility::Private => Some(ctx.string_attr("private")),
        Visibility::Nested => Some(ctx.string_attr("nested")),
    };
    let with = |dictionary: Attr| {
        let mut entries: Vec<NamedAttr> = ctx
            .dictionary_entries(dictionary)
            .iter()
            .filter(|e| &*e.name != "sym_visibility")
            .cloned()
            .collect();
        entries.extend(value.map(|value| NamedAttr {
            name: "sym_visibility".into(),
            value,
        }));
        ctx.dictionary_attr(entries)
    };
    match body.op_properties(op) {
        Some(properties) => body.set_op_properties(op, Some(with(properties))),
        None => body.set_op_attrs(op, with(body.op_attrs(op))),
    }
}

/// The root name of a symbol reference (`f` of `@f` and of `@f::@g`).
pub fn reference_root(ctx: &Context, reference: Attr) -> Option<&str> {
    match ctx.attr_kind(reference) {
        AttrKind::SymbolRef { root, .. } => Some(root),
        _ => None,
    }
}

/// The symbols defined directly in some regions of a body, by name; the
/// first definition of a name wins (the verifier reports the others).
#[derive(Default)]
pub struct SymbolMap<'c> {
    by_name: FxHashMap<&'c str, OpId>,
}

impl<'c> SymbolMap<'c> {
    /// Maps the symbols directly in `regions` of `body`.
    pub fn new(ctx: &'c Context, body: &Body, regions: &[RegionId]) -> Self {
        let mut by_name = FxHashMap::default();
        for &region in regions {
            for block in body.region_blocks(region) {
                for op in body.block_ops(block) {
                    if let Some(name) = symbol_name(ctx, body, op) {
                        by_name.entry(name).or_insert(op);
                    }
                }
            }
        }
        Self { by_name }
    }

    /// The op defining `name`.
    pub fn get(&self, name: &str) -> Option<OpId> {
        self.by_name.get(name).copied()
    }

    /// The op a flat reference (`@f`, no nested part) names.
    pub fn resolve_flat(&self, ctx: &Context, reference: Attr) -> Option<OpId> {
        match ctx.attr_kind(reference) {
            AttrKind::SymbolRef { root, nested } if nested.is_empty() => self.get(root),
            _ => None,
        }
    }
}

/// Calls `visit` with every symbol reference held by `op` (in `body`) and
/// the ops nested in it, as MLIR's `SymbolTable::getSymbolUses`: a nested
/// symbol table's own attributes count, its regions (another scope) do not.
/// `visit` gets the body of the op holding the reference.
pub fn nested_symbol_uses<'b>(
    ctx: &Context,
    body: &'b Body,
    op: OpId,
    visit: &mut dyn FnMut(&'b Body, Attr),
) {
    let mut stack = vec![(body, op)];
    let mut scanner = SymbolUseScanner::default();
    while let Some((body, op)) = stack.pop() {
        scanner.uses(ctx, body, op, |reference| visit(body, reference));
        if ctx.op_has(body.op_name(op), OpTraits::SYMBOL_TABLE) {
            continue;
        }
        let inner = body.regions_body(op);
        for &region in body.regions(op) {
            for block in inner.region_blocks(region) {
                stack.extend(inner.block_ops(block).map(|o| (inner, o)));
            }
        }
    }
}
