//! The `builtin` dialect: `builtin.module` (with its custom form; its
//! verifier checks the symbol table, see [`crate::symbols`]) and
//! `builtin.unrealized_conversion_cast` (with its fold, `cast_fold.rs`).

mod cast_fold;

use crate::helpers::attr_dict_entries;
use ir_core::conversion::UnrealizedConversionCastOp;
use ir_core::interfaces::Fold;
use ir_core::ods::op_attrs::{StringAttr, SymbolNameAttr};
use ir_core::syntax::custom::{OpParser, OpPrinter};
use ir_core::{op, AttrKind, Diagnostic, Dialect, OpDefinition, OpTraits, OpView};

/// The `builtin` dialect.
pub fn dialect() -> Dialect {
    Dialect::new(
        "builtin",
        vec![
            ModuleOp::definition()
                .with_traits(
                    OpTraits::ISOLATED_FROM_ABOVE
                        | OpTraits::NO_TERMINATOR
                        | OpTraits::SINGLE_BLOCK
                        | OpTraits::SYMBOL_TABLE,
                )
                .with_default_dialect("builtin")
                .with_verifier(verify_module)
                .with_region_verifier(verify_symbol_table)
                .with_syntax(parse_module, print_module),
            unrealized_conversion_cast(),
        ],
    )
}

op! {
    /// `module @name attributes {...} { ... }`: an optional name and
    /// visibility (properties), one region (hand-written syntax).
    pub struct ModuleOp = builtin.module {
        summary: "A top-level container of operations; a symbol table",
        attributes: (sym_name: optional(SymbolNameAttr), sym_visibility: optional(StringAttr)),
        regions: (body_region as "bodyRegion": one),
    }
}

/// `builtin.unrealized_conversion_cast`'s definition (the op is declared
/// in the core, whose conversion framework creates and folds it).
fn unrealized_conversion_cast() -> OpDefinition {
    UnrealizedConversionCastOp::definition()
        .with_traits(OpTraits::PURE)
        .with_interface(Fold(cast_fold::fold_cast))
        .with_verifier(|view| match view.results() {
            [] => Err(view.error("expected at least one result for cast operation")),
            _ => Ok(()),
        })
}

/// One block and dialect-prefixed discardable attributes.
fn verify_module(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let Some(&region) = view.regions().first() else {
        return Ok(()); // the spec reports it
    };
    if view.regions_body().region_blocks(region).count() != 1 {
        return Err(view
            .error("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks"));
    }
    let attrs = view.ctx.dictionary_entries(view.body.op_attrs(view.op));
    if let Some(bad) = attrs.iter().find(|a| !a.name.contains('.')) {
        return Err(view.error(format!(
            "can only contain attributes with dialect-prefixed names, found: '{}'",
            bad.name
        )));
    }
    Ok(())
}

/// After the ops inside (as MLIR's `SymbolTable` region trait): no
/// `func.return` directly inside, unique symbols, and every symbol use
/// resolving.
fn verify_symbol_table(view: &OpView<'_>) -> Result<(), Diagnostic> {
    crate::func::check_no_return_in(view)?;
    crate::symbols::verify_symbol_table(view)
}

/// `module (@name)? (attributes {...})? { ... }`
fn parse_module(p: &mut OpParser<'_, '_, '_>) -> Result<(), Diagnostic> {
    if let Some(name) = p.parse_optional_symbol_name()? {
        p.add_property("sym_name", name);
    }
    p.parse_optional_attr_dict_with_keyword()?;
    p.parse_region()?;
    p.state().ensure_block = true;
    Ok(())
}

fn print_module(p: &mut OpPrinter<'_>, view: &OpView<'_>) {
    if let Some(AttrKind::String { bytes, .. }) = view.inherent_attr_kind("sym_name") {
        p.write(" ");
        p.print_symbol_name(bytes);
    }
    p.print_attr_entries(&attr_dict_entries(view, &["sym_name"]), true);
    p.write(" ");
    if let Some(&region) = view.regions().first() {
        p.print_region(region);
    }
}
