//! The custom form of `func.func` (MLIR's `function_interface_impl`):
//!
//! ```text
//! func.func [private|public|nested] @name(%arg0: i32 {dialect.attr}, ...)
//!     -> (i32 {dialect.attr}, f32) attributes {...} { body }
//! func.func private @decl(i32, f32 {dialect.attr}) -> i32
//! ```
//!
//! A definition names its arguments (they become the entry block's
//! arguments); a declaration lists bare types and has no body. Argument and
//! result attributes go to the `arg_attrs` / `res_attrs` properties (arrays
//! of dictionaries, present only when some dictionary is not empty).

use crate::helpers::attr_dict_entries;
use ir_core::syntax::custom::{OpParser, OpPrinter, RegionArgument, RegionPrint};
use ir_core::{Attr, AttrKind, Diagnostic, NamedAttr, OpView, Type, TypeKind};

/// Properties that the custom form writes outside the attribute dictionary.
const SIGNATURE_ATTRS: [&str; 5] = [
    "sym_name",
    "function_type",
    "sym_visibility",
    "arg_attrs",
    "res_attrs",
];

/// Attributes that the syntax itself gives, which the dictionary may not repeat.
const INFERRED_ATTRS: [&str; 3] = ["sym_visibility", "sym_name", "function_type"];

/// One argument of the signature: its declared region argument (when named),
/// type and attribute dictionary.
struct Argument<'src> {
    named: Option<RegionArgument<'src>>,
    ty: Type,
    attrs: Attr,
}

/// Parses `func.func`'s custom form after the op name. The properties are
/// collected first and interned as one dictionary.
pub(super) fn parse_function(p: &mut OpParser<'_, '_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let mut properties = Vec::with_capacity(5);
    let mut property = |name: &str, value| {
        properties.push(NamedAttr {
            name: name.into(),
            value,
        })
    };
    if let Some(visibility) = ["public", "private", "nested"]
        .into_iter()
        .find(|v| p.parse_optional_keyword(v))
    {
        property("sym_visibility", ctx.string_attr(visibility));
    }
    let name_offset = p.offset();
    let Some(name) = p.parse_optional_symbol_name()? else {
        return Err(p.error_at(name_offset, "expected valid '@'-identifier for symbol name"));
    };
    property("sym_name", name);
    let arguments = parse_arguments(p)?;
    let results = parse_results(p)?;
    let inputs = arguments.iter().map(|a| a.ty).collect();
    let outputs = results.iter().map(|r| r.0).collect();
    property(
        "function_type",
        ctx.type_attr(ctx.function_type(inputs, outputs)),
    );
    let arg_attrs: Vec<Attr> = arguments.iter().map(|a| a.attrs).collect();
    let res_attrs: Vec<Attr> = results.iter().map(|r| r.1).collect();
    for (name, dicts) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
        if dicts.iter().any(|&d| !ctx.dictionary_entries(d).is_empty()) {
            property(name, ctx.intern_attr(AttrKind::Array(dicts)));
        }
    }
    p.state().properties = Some(ctx.dictionary_attr(properties));
    parse_function_attributes(p)?;
    parse_body(p, arguments)
}

/// `attributes {...}` (the driver moves inherent names such as
/// `no_inline` to the properties); names the signature gives are an error.
fn parse_function_attributes(p: &mut OpParser<'_, '_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let offset = p.offset();
    p.parse_optional_attr_dict_with_keyword()?;
    let Some(attrs) = p.state_ref().attrs else {
        return Ok(());
    };
    let inferred = ctx
        .dictionary_entries(attrs)
        .iter()
        .find(|e| INFERRED_ATTRS.contains(&&*e.name));
    match inferred {
        Some(bad) => Err(p.error_at(
            offset,
            format!(
                "'{}' is an inferred attribute and should not be specified in the explicit attribute dictionary",
                bad.name
            ),
        )),
        None => Ok(()),
    }
}

/// `( ... )`: either all arguments named (`%a: i32 {attrs} loc(...)`) or
/// none (`i32 {attrs}`).
fn parse_arguments<'src>(
    p: &mut OpParser<'_, 'src, '_>,
) -> Result<Vec<Argument<'src>>, Diagnostic> {
    let mut arguments: Vec<Argument<'src>> = Vec::new();
    p.parse_punct("(")?;
    if p.parse_optional_punct(")") {
        return Ok(arguments);
    }
    loop {
        let offset = p.offset();
        let named = p
            .parser_ref()
            .cursor
            .at(ir_core::syntax::lexer::Token::PercentIdent);
        let previous_named = arguments.last().map(|a| a.named.is_some());
        if previous_named == Some(!named) {
            let what = if named {
                "expected type instead of SSA identifier"
            } else {
                "expected SSA identifier"
            };
            return Err(p.error_at(offset, what));
        }
        let mut region_argument = if named {
            let argument = p.parse_region_argument(false)?;
            p.parse_punct(":")?;
            Some(argument)
        } else {
            None
        };
        let ty = p.parse_type()?;
        let attrs = parse_optional_dict(p)?;
        let loc = p.parser().parse_optional_location()?;
        if let Some(argument) = &mut region_argument {
            argument.ty = Some(ty);
            argument.loc = loc;
        }
        arguments.push(Argument {
            named: region_argument,
            ty,
            attrs,
        });
        if p.parse_optional_punct(")") {
            return Ok(arguments);
        }
        p.parse_punct(",")?;
    }
}

/// `-> type`, or `-> (type {attrs}, ...)`; nothing without an arrow.
fn parse_results(p: &mut OpParser<'_, '_, '_>) -> Result<Vec<(Type, Attr)>, Diagnostic> {
    let empty = p.ctx().empty_dictionary();
    if !p.parse_optional_punct("->") {
        return Ok(Vec::new());
    }
    if !p.parse_optional_punct("(") {
        let ty = p.parser().parse_non_function_type()?;
        return Ok(vec![(ty, empty)]);
    }
    let mut results = Vec::new();
    if p.parse_optional_punct(")") {
        return Ok(results);
    }
    loop {
        let ty = p.parse_type()?;
        results.push((ty, parse_optional_dict(p)?));
        if p.parse_optional_punct(")") {
            return Ok(results);
        }
        p.parse_punct(",")?;
    }
}

/// An attribute dictionary if one is next, else the empty one.
fn parse_optional_dict(p: &mut OpParser<'_, '_, '_>) -> Result<Attr, Diagnostic> {
    if p.at_punct("{") {
        p.parser().parse_attr_dict()
    } else {
        Ok(p.ctx().empty_dictionary())
    }
}

/// The body, if a `{` follows (it may not be empty); a declaration's
/// region stays empty.
fn parse_body<'src>(
    p: &mut OpParser<'_, 'src, '_>,
    arguments: Vec<Argument<'src>>,
) -> Result<(), Diagnostic> {
    if !p.at_punct("{") {
        p.add_empty_region();
        return Ok(());
    }
    let offset = p.offset();
    if region_is_empty(p.parser_ref().cursor.source(), offset) {
        return Err(p.error_at(offset, "expected non-empty function body"));
    }
    let named: Vec<RegionArgument<'src>> = arguments.into_iter().filter_map(|a| a.named).collect();
    if named.is_empty() {
        p.parse_region()
    } else {
        p.parse_region_with_arguments(named)
    }
}

/// Whether the region whose `{` is at `open` holds only blanks and comments.
fn region_is_empty(source: &str, open: usize) -> bool {
    let mut rest = &source[open + 1..];
    loop {
        rest = rest.trim_start();
        match rest.strip_prefix("//") {
            Some(comment) => rest = comment.split_once('\n').map_or("", |(_, after)| after),
            None => return rest.starts_with('}'),
        }
    }
}

/// Prints `func.func`'s custom form after the op name.
pub(super) fn print_function(p: &mut OpPrinter<'_>, view: &OpView<'_>) {
    let ctx = view.ctx;
    p.write(" ");
    if let Some(AttrKind::String { bytes, .. }) = view.inherent_attr_kind("sym_visibility") {
        p.write(&String::from_utf8_lossy(bytes));
        p.write(" ");
    }
    if let Some(AttrKind::String { bytes, .. }) = view.inherent_attr_kind("sym_name") {
        p.print_symbol_name(bytes);
    }
    let (inputs, results) = match view.inherent_attr_kind("function_type") {
        Some(AttrKind::Type(ty)) => match ctx.type_kind(*ty) {
            TypeKind::Function { inputs, results } => (inputs.as_slice(), results.as_slice()),
            _ => (&[][..], &[][..]),
        },
        _ => (&[][..], &[][..]),
    };
    let region = view.regions().first().copied();
    let body = view.regions_body();
    let entry = region.and_then(|r| body.entry_block(r));
    let arg_attrs = dictionaries(view, "arg_attrs");
    p.write("(");
    for (i, &ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let arg = entry.and_then(|block| body.block_args(block).get(i).copied());
        match arg {
            Some(arg) => p.print_region_argument(body, arg, true),
            None => p.print_type(ty),
        }
        print_dictionary(p, arg_attrs.get(i).copied());
        if let Some(arg) = arg {
            p.print_argument_location(body, arg);
        }
    }
    p.write(")");
    if !results.is_empty() {
        p.write(" -> ");
        print_results(p, results, &dictionaries(view, "res_attrs"));
    }
    let entries = attr_dict_entries(view, &SIGNATURE_ATTRS);
    p.print_attr_entries(&entries, true);
    if let (Some(region), Some(_)) = (region, entry) {
        p.write(" ");
        p.print_region_with(
            region,
            RegionPrint {
                entry_args: false,
                terminators: true,
            },
        );
    }
}

/// `type` alone, or `(type {attrs}, ...)` when there are several, the
/// one is a function type, or it has attributes.
fn print_results(p: &mut OpPrinter<'_>, results: &[Type], attrs: &[Attr]) {
    let ctx = p.ctx();
    let first_has_attrs = attrs
        .first()
        .is_some_and(|&d| !ctx.dictionary_entries(d).is_empty());
    let parens = results.len() > 1
        || matches!(ctx.type_kind(results[0]), TypeKind::Function { .. })
        || first_has_attrs;
    if parens {
        p.write("(");
    }
    for (i, &ty) in results.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_type(ty);
        print_dictionary(p, attrs.get(i).copied());
    }
    if parens {
        p.write(")");
    }
}

/// ` {...}` for a non-empty dictionary.
fn print_dictionary(p: &mut OpPrinter<'_>, dict: Option<Attr>) {
    let Some(dict) = dict else { return };
    if let AttrKind::Dictionary(entries) = p.ctx().attr_kind(dict) {
        let entries = entries.clone();
        p.print_attr_entries(&entries, false);
    }
}

/// The dictionaries of array property `name` (empty when absent).
fn dictionaries(view: &OpView<'_>, name: &str) -> Vec<Attr> {
    match view.inherent_attr_kind(name) {
        Some(AttrKind::Array(items)) => items.clone(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::region_is_empty;

    #[test]
    fn empty_regions_may_hold_comments() {
        assert!(region_is_empty("{}", 0));
        assert!(region_is_empty("x { \n // c }\n }", 2));
        assert!(!region_is_empty("{ return }", 0));
        assert!(!region_is_empty("{ // only a comment", 0));
    }
}
