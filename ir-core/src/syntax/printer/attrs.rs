//! Printing of attributes and locations, byte-identical to what `mlir-opt`
//! prints: `42 : i32`, `true`, `1.500000e+00 : f32`, `"a\0A"`, `[1, 2 : i8]`,
//! `{a = 1 : i64, b}`, `array<i32: 1, 2>`, `dense<[[1, 2], [3, 4]]> :
//! tensor<2x2xi32>`, `@m::@f`, `#dialect.attr<...>`, `loc("f.mlir":3:7)`.
//!
//! Floats are printed with MLIR's `printFloatValue`: the shortest of
//! `%.6e`-style scientific notation that reads back to the same value, else
//! `APFloat::toString`'s round-trip digits, else the bit pattern in hex. The
//! digit generation below reproduces LLVM's `APFloat::toString` exactly
//! (including its truncate-then-round-half-up quirk), on exact big integers.
//!
//! The printer recurses into nested attributes. That recursion is bounded:
//! attributes nest at most [`crate::syntax::parser::MAX_NESTING`] levels
//! deep, because the parser refuses deeper nesting.

use super::affine::{print_affine_map, print_integer_set};
use super::style::Style;
use super::types::{print_type, print_type_aliased};
use crate::context::attributes::{Attr, AttrKind, DenseValues, Location, NamedAttr};
use crate::context::types::{FloatKind, Signedness, Type, TypeKind, DYNAMIC};
use crate::context::Context;
use std::fmt::Write;

/// Whether an attribute's type is printed after it, as MLIR's `AttrTypeElision`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TypeElision {
    /// Always print the type (`42 : i64`): dictionary values, top level.
    Never,
    /// Omit the type when it is the default (`i64` integers, `f64` floats
    /// printed in decimal): array elements, memref memory spaces.
    May,
    /// Never print the type (custom forms that print it elsewhere).
    Must,
}

/// Appends `attr` to `out`, with its type where MLIR prints one.
pub fn print_attr(ctx: &Context, attr: Attr, out: &mut String) {
    print_attr_aliased(ctx, Style::PLAIN, attr, TypeElision::Never, out);
}

/// Appends `attr` as its alias if `style` has one, in full otherwise.
pub(crate) fn print_attr_aliased(
    ctx: &Context,
    style: Style,
    attr: Attr,
    elision: TypeElision,
    out: &mut String,
) {
    if !style.aliases.write_attr(attr, out) {
        print_attr_in_full(ctx, style, attr, elision, out);
    }
}

/// Appends `attr` itself (not its alias), the attributes and types nested
/// in it through `style`.
pub(crate) fn print_attr_in_full(
    ctx: &Context,
    style: Style,
    attr: Attr,
    elision: TypeElision,
    out: &mut String,
) {
    if ctx.is_file_location(attr) {
        // Without building its `AttrKind` (see `Context::file_location`).
        print_location_aliased(ctx, style, attr, false, out);
        return;
    }
    let ty = match ctx.attr_kind(attr) {
        AttrKind::Integer { value, ty } => {
            if is_signless_bool(ctx, *ty) {
                out.push_str(if *value != 0 { "true" } else { "false" });
                return;
            }
            print_int(ctx, *value, *ty, out);
            let is_i64 = matches!(
                ctx.type_kind(*ty),
                TypeKind::Integer {
                    width: 64,
                    signedness: Signedness::Signless
                }
            );
            (elision == TypeElision::Never || !is_i64).then_some(*ty)
        }
        AttrKind::WideInteger { value, ty } => {
            let (width, signedness) = int_layout(ctx, *ty);
            print_wide_int(value, width, signedness, out);
            Some(*ty)
        }
        AttrKind::Float { bits, ty } => {
            let kind = float_kind(ctx, *ty);
            let hex = print_float(f64::from_bits(*bits), kind, out);
            (elision == TypeElision::Never || hex || kind != FloatKind::F64).then_some(*ty)
        }
        AttrKind::String { bytes, ty } => {
            print_escaped_string(bytes, out);
            *ty
        }
        AttrKind::Unit => {
            out.push_str("unit");
            None
        }
        AttrKind::Array(items) => {
            out.push('[');
            for (i, &item) in items.iter().enumerate() {
                separate(i, out);
                print_attr_aliased(ctx, style, item, TypeElision::May, out);
            }
            out.push(']');
            None
        }
        AttrKind::Dictionary(entries) => {
            print_dictionary_entries_aliased(ctx, style, entries, out);
            None
        }
        AttrKind::DenseArray { element, values } => {
            print_dense_array(ctx, *element, values, out);
            None
        }
        AttrKind::DenseElements { ty, values } => {
            print_dense_elements(ctx, style, *ty, values, out);
            Some(*ty)
        }
        AttrKind::DenseResource { handle, ty } => {
            out.push_str("dense_resource<");
            print_keyword_or_string(handle, out);
            out.push('>');
            Some(*ty)
        }
        AttrKind::Type(ty) => {
            print_type_aliased(ctx, style, *ty, out);
            None
        }
        AttrKind::SymbolRef { root, nested } => {
            print_symbol_ref(root, nested, out);
            None
        }
        AttrKind::Location(_) => {
            print_location_aliased(ctx, style, attr, false, out);
            None
        }
        AttrKind::Strided { strides, offset } => {
            print_strided(strides, *offset, out);
            None
        }
        AttrKind::AffineMap(map) => {
            print_affine_map(map, out);
            None
        }
        AttrKind::IntegerSet(set) => {
            print_integer_set(set, out);
            None
        }
        AttrKind::Opaque { dialect, body } => {
            print_dialect_symbol('#', dialect, body, out);
            None
        }
        AttrKind::Dialect(params) => {
            print_dialect_params('#', ctx, style, params, out);
            None
        }
    };
    if let Some(ty) = ty.filter(|_| elision != TypeElision::Must) {
        out.push_str(" : ");
        print_type_aliased(ctx, style, ty, out);
    }
}

/// Appends `{a = 1 : i32, b, "q k" = "x"}`: `unit` values print as the bare
/// name, names that are not bare identifiers are quoted.
pub fn print_dictionary_entries(ctx: &Context, entries: &[NamedAttr], out: &mut String) {
    print_dictionary_entries_aliased(ctx, Style::PLAIN, entries, out);
}

/// Appends `{...}` like [`print_dictionary_entries`], values in `style`.
pub(crate) fn print_dictionary_entries_aliased(
    ctx: &Context,
    style: Style,
    entries: &[NamedAttr],
    out: &mut String,
) {
    out.push('{');
    for (i, entry) in entries.iter().enumerate() {
        separate(i, out);
        print_keyword_or_string(&entry.name, out);
        if !matches!(ctx.attr_kind(entry.value), AttrKind::Unit) {
            out.push_str(" = ");
            print_attr_aliased(ctx, style, entry.value, TypeElision::Never, out);
        }
    }
    out.push('}');
}

/// Appends the location `loc` as `loc(...)`.
pub fn print_location(ctx: &Context, loc: Attr, out: &mut String) {
    print_location_aliased(ctx, Style::PLAIN, loc, false, out);
}

/// Appends `loc(...)`: `loc(#loc3)` if `by_alias` and `style` has an alias
/// for `loc` (an op's location), else the location itself, the locations
/// nested in it through `style` (a block argument's, an alias's definition).
pub(crate) fn print_location_aliased(
    ctx: &Context,
    style: Style,
    loc: Attr,
    by_alias: bool,
    out: &mut String,
) {
    out.push_str("loc(");
    if !(by_alias && style.aliases.write_attr(loc, out)) {
        print_location_body(ctx, style, loc, out);
    }
    out.push(')');
}

/// Appends a location nested in another: its alias, or what goes inside
/// `loc(...)`.
fn print_nested_location(ctx: &Context, style: Style, loc: Attr, out: &mut String) {
    if !style.aliases.write_attr(loc, out) {
        print_location_body(ctx, style, loc, out);
    }
}

/// Appends `"file":line:col`.
fn print_file_line_col(ctx: &Context, file: Attr, line: u32, col: u32, out: &mut String) {
    print_escaped_string(ctx.string_value(file).unwrap_or("").as_bytes(), out);
    let mut digits = itoa::Buffer::new();
    out.push(':');
    out.push_str(digits.format(line));
    out.push(':');
    out.push_str(digits.format(col));
}

/// Appends what goes inside `loc(...)`: `unknown`, `"f":1:2`, `"name"(child)`,
/// `callsite(a at b)`, `fused<meta>[a, b]`.
fn print_location_body(ctx: &Context, style: Style, loc: Attr, out: &mut String) {
    if let Some((file, line, col)) = ctx.file_location(loc) {
        print_file_line_col(ctx, file, line, col, out);
        return;
    }
    let AttrKind::Location(location) = ctx.attr_kind(loc) else {
        print_attr_aliased(ctx, style, loc, TypeElision::Never, out);
        return;
    };
    match location {
        Location::Unknown => out.push_str("unknown"),
        Location::FileLineCol { file, line, col } => {
            print_file_line_col(ctx, *file, *line, *col, out)
        }
        Location::FileRange {
            file,
            line,
            col,
            end_line,
            end_col,
        } => {
            print_file_line_col(ctx, *file, *line, *col, out);
            out.push_str(" to ");
            if end_line != line {
                out.push_str(itoa::Buffer::new().format(*end_line));
            }
            out.push(':');
            out.push_str(itoa::Buffer::new().format(*end_col));
        }
        Location::Name { name, child } => {
            print_escaped_string(name.as_bytes(), out);
            if let Some(child) = child.filter(|&c| !ctx.is_unknown_location(c)) {
                out.push('(');
                print_nested_location(ctx, style, child, out);
                out.push(')');
            }
        }
        Location::CallSite { callee, caller } => {
            out.push_str("callsite(");
            print_nested_location(ctx, style, *callee, out);
            out.push_str(" at ");
            print_nested_location(ctx, style, *caller, out);
            out.push(')');
        }
        Location::Fused {
            locations,
            metadata,
        } => {
            out.push_str("fused");
            if let Some(metadata) = metadata {
                out.push('<');
                print_attr_aliased(ctx, style, *metadata, TypeElision::Never, out);
                out.push('>');
            }
            out.push('[');
            for (i, &inner) in locations.iter().enumerate() {
                separate(i, out);
                print_nested_location(ctx, style, inner, out);
            }
            out.push(']');
        }
    }
}

/// Appends `"text"` with MLIR's escapes: `\\` for a backslash, `\XX`
/// (uppercase hex) for `"` and every byte that is not printable ASCII.
pub fn print_escaped_string(bytes: &[u8], out: &mut String) {
    out.push('"');
    for &b in bytes {
        match b {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\22"),
            0x20..=0x7E => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{b:02X}");
            }
        }
    }
    out.push('"');
}

/// Appends `name` bare if it is an identifier (`[A-Za-z_][A-Za-z0-9_$.]*`),
/// quoted and escaped otherwise.
pub fn print_keyword_or_string(name: &str, out: &mut String) {
    if is_bare_identifier(name) {
        out.push_str(name);
    } else {
        print_escaped_string(name.as_bytes(), out);
    }
}

/// Appends `@root::@nested...`, quoting names that are not identifiers.
pub fn print_symbol_ref(root: &str, nested: &[Box<str>], out: &mut String) {
    out.push('@');
    print_keyword_or_string(root, out);
    for name in nested {
        out.push_str("::@");
        print_keyword_or_string(name, out);
    }
}

/// Whether `name` is a bare identifier `[A-Za-z_][A-Za-z0-9_$.]*`.
pub(crate) fn is_bare_identifier(name: &str) -> bool {
    let mut bytes = name.bytes();
    bytes
        .next()
        .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
        && bytes.all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.'))
}

/// Appends `!dialect.body` (or `#...`) when `body` is simple enough for the
/// pretty form, `!dialect<body>` otherwise, as MLIR's `printDialectSymbol`.
pub(crate) fn print_dialect_symbol(prefix: char, dialect: &str, body: &str, out: &mut String) {
    out.push(prefix);
    out.push_str(dialect);
    if is_pretty_dialect_symbol(body) {
        out.push('.');
        out.push_str(body);
    } else {
        out.push('<');
        out.push_str(body);
        out.push('>');
    }
}

/// Appends a registered dialect's type (`prefix` `!`) or attribute (`#`):
/// its mnemonic and parameters as its definition prints them, in the
/// pretty form when that spelling allows, as [`print_dialect_symbol`].
pub(crate) fn print_dialect_params(
    prefix: char,
    ctx: &Context,
    style: Style,
    params: &crate::dialect::DialectParams,
    out: &mut String,
) {
    let mut body = String::from(params.mnemonic());
    params.print(&mut crate::dialect::ParamPrinter::new(
        ctx, style, &mut body,
    ));
    print_dialect_symbol(prefix, params.dialect(), &body, out);
}

/// `strided<[4, ?], offset: 5>` (a zero offset left out, `?` for dynamic).
fn print_strided(strides: &[i64], offset: i64, out: &mut String) {
    let value = |v: i64, out: &mut String| match v {
        DYNAMIC => out.push('?'),
        v => out.push_str(itoa::Buffer::new().format(v)),
    };
    out.push_str("strided<[");
    for (i, &stride) in strides.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        value(stride, out);
    }
    out.push(']');
    if offset != 0 {
        out.push_str(", offset: ");
        value(offset, out);
    }
    out.push('>');
}

/// An identifier-like start, then nothing or a `<...>` suffix.
fn is_pretty_dialect_symbol(body: &str) -> bool {
    if !body.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return false;
    }
    let rest = body.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}

/// `, ` before every item but the first.
fn separate(index: usize, out: &mut String) {
    if index > 0 {
        out.push_str(", ");
    }
}

/// Whether `ty` is `i1` (printed as `true`/`false`).
fn is_signless_bool(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

/// The float format of `ty` (`f64` if it is not a float type).
fn float_kind(ctx: &Context, ty: Type) -> FloatKind {
    match ctx.type_kind(ty) {
        TypeKind::Float(kind) => *kind,
        _ => FloatKind::F64,
    }
}

/// Width and signedness of an integer or index type.
fn int_layout(ctx: &Context, ty: Type) -> (u32, Signedness) {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => (*width, *signedness),
        _ => (64, Signedness::Signed),
    }
}

/// An integer value: unsigned types zero-extended, others signed.
fn print_int(ctx: &Context, value: i128, ty: Type, out: &mut String) {
    let (width, signedness) = int_layout(ctx, ty);
    print_int_value(value, width, signedness, out);
}

/// An integer of `width` bits: zero-extended if unsigned, signed otherwise.
fn print_int_value(value: i128, width: u32, signedness: Signedness, out: &mut String) {
    let mut digits = itoa::Buffer::new();
    let text = if signedness == Signedness::Unsigned && width < 128 {
        digits.format((value as u128) & ((1u128 << width) - 1))
    } else if signedness == Signedness::Unsigned && width > 128 && value < 0 {
        return print_wide_int(&value.into(), width, signedness, out);
    } else if signedness == Signedness::Unsigned {
        digits.format(value as u128)
    } else {
        digits.format(value)
    };
    out.push_str(text);
}

/// A big integer of `width` bits (sign-extended): zero-extended if
/// unsigned, signed otherwise, in decimal.
fn print_wide_int(
    value: &num_bigint::BigInt,
    width: u32,
    signedness: Signedness,
    out: &mut String,
) {
    use std::fmt::Write;
    let _ = if signedness == Signedness::Unsigned && value.sign() == num_bigint::Sign::Minus {
        write!(out, "{}", value + (num_bigint::BigInt::from(1) << width))
    } else {
        write!(out, "{value}")
    };
}

/// One element of a dense array or elements attribute (no type).
fn print_element(
    values: &DenseValues,
    index: usize,
    element: (u32, Signedness, Option<FloatKind>),
    out: &mut String,
) {
    match (values, element) {
        (DenseValues::Int(v), (1, _, None)) => {
            out.push_str(if v[index] != 0 { "true" } else { "false" })
        }
        (DenseValues::Int(v), (width, signedness, None)) => {
            print_int_value(v[index], width, signedness, out)
        }
        (DenseValues::Int(v), (_, _, Some(kind))) => {
            print_float(v[index] as f64, kind, out);
        }
        (DenseValues::Float(v), (_, _, kind)) => {
            print_float(
                f64::from_bits(v[index]),
                kind.unwrap_or(FloatKind::F64),
                out,
            );
        }
    }
}

/// Width, signedness and float format of an element type.
fn element_layout(ctx: &Context, ty: Type) -> (u32, Signedness, Option<FloatKind>) {
    match ctx.type_kind(ty) {
        TypeKind::Float(kind) => (kind.width(), Signedness::Signless, Some(*kind)),
        _ => {
            let (width, signedness) = int_layout(ctx, ty);
            (width, signedness, None)
        }
    }
}

/// `array<i32: 1, 2>` or `array<i32>`.
fn print_dense_array(ctx: &Context, element: Type, values: &DenseValues, out: &mut String) {
    out.push_str("array<");
    print_type(ctx, element, out);
    let layout = element_layout(ctx, element);
    for i in 0..values.len() {
        out.push_str(if i == 0 { ": " } else { ", " });
        print_element(values, i, layout, out);
    }
    out.push('>');
}

/// `dense<...>` without the type: a splat, `dense<>`, nested lists, or a
/// hex string for more elements than `style` prints in full; or, for more
/// than it elides above (never a splat), `dense_resource<__elided__>`.
fn print_dense_elements(
    ctx: &Context,
    style: Style,
    ty: Type,
    values: &DenseValues,
    out: &mut String,
) {
    let (shape, element) = match ctx.type_kind(ty) {
        TypeKind::Tensor { shape, element, .. }
        | TypeKind::MemRef { shape, element, .. }
        | TypeKind::Vector { shape, element, .. } => (shape.as_slice(), *element),
        _ => (&[][..], ty),
    };
    let (element, parts) = ctx.dense_element_storage(element);
    let layout = ElementLayout {
        part: element_layout(ctx, element),
        parts,
    };
    // MLIR stores `i0` elements in no bits, never as a splat: it prints
    // every element of a shaped type.
    let zero_width = matches!(layout.part, (0, _, None)) && !shape.is_empty();
    let count = match zero_width {
        true => shape
            .iter()
            .map(|&d| usize::try_from(d).unwrap_or(0))
            .product(),
        false => values.len() / parts,
    };
    let above = |limit: Option<usize>| limit.is_some_and(|limit| count > limit);
    if count > 1 && above(style.elements.elide_above) {
        out.push_str("dense_resource<__elided__>");
        return;
    }
    out.push_str("dense<");
    if count == 1 && !zero_width {
        layout.print(values, 0, out);
    } else if above(style.elements.hex_above) && !layout.is_complex_bool() {
        print_dense_hex(values, layout.part, out);
    } else if count > 0 {
        print_nested_elements(values, shape, count, layout, out);
    }
    out.push('>');
}

/// How a dense elements attribute's element is stored: `parts` values
/// (2 for `complex<...>`) of layout `part`.
#[derive(Copy, Clone)]
struct ElementLayout {
    part: (u32, Signedness, Option<FloatKind>),
    parts: usize,
}

impl ElementLayout {
    /// Whether this is `complex<i1>`, whose hex form the parser refuses
    /// (mlir-opt-22 writes it a byte per part and reads it as packed bits).
    fn is_complex_bool(self) -> bool {
        self.parts == 2 && matches!(self.part, (1, _, None))
    }

    /// Appends element `index`: a scalar, or a complex one as `(re,im)`.
    fn print(self, values: &DenseValues, index: usize, out: &mut String) {
        if self.parts == 1 {
            return print_element(values, index, self.part, out);
        }
        out.push('(');
        print_element(values, 2 * index, self.part, out);
        out.push(',');
        print_element(values, 2 * index + 1, self.part, out);
        out.push(')');
    }
}

/// The `count` elements in row-major order with one `[...]` per dimension
/// (MLIR's mixed-radix walk).
fn print_nested_elements(
    values: &DenseValues,
    shape: &[i64],
    count: usize,
    layout: ElementLayout,
    out: &mut String,
) {
    let rank = shape.len();
    let mut counter = vec![0i64; rank];
    let mut open = 0;
    // A splat (one stored element) prints the same element `count` times.
    let stored = values.len() / layout.parts;
    for index in 0..count {
        separate(index, out);
        while open < rank {
            out.push('[');
            open += 1;
        }
        layout.print(values, index % stored, out);
        if rank == 0 {
            continue;
        }
        counter[rank - 1] += 1;
        for dim in (1..rank).rev() {
            if counter[dim] >= shape[dim] {
                counter[dim] = 0;
                counter[dim - 1] += 1;
                open -= 1;
                out.push(']');
            }
        }
    }
    for _ in 0..open {
        out.push(']');
    }
}

/// `"0x..."`: the elements' little-endian bytes (`i1` packed 8 per byte).
fn print_dense_hex(
    values: &DenseValues,
    layout: (u32, Signedness, Option<FloatKind>),
    out: &mut String,
) {
    let mut bytes = Vec::new();
    match (values, layout) {
        (DenseValues::Int(v), (1, _, None)) => {
            bytes.resize(v.len().div_ceil(8), 0u8);
            for (i, _) in v.iter().enumerate().filter(|(_, &x)| x != 0) {
                bytes[i / 8] |= 1 << (i % 8);
            }
        }
        (DenseValues::Int(v), (width, _, None)) => {
            let size = width.div_ceil(8) as usize;
            let mask = u128::MAX >> (128 - width.clamp(1, 128));
            for &x in v {
                bytes.extend_from_slice(&((x as u128) & mask).to_le_bytes()[..size]);
            }
        }
        (_, (width, _, kind)) => {
            let kind = kind.unwrap_or(FloatKind::F64);
            let size = width.div_ceil(8) as usize;
            for i in 0..values.len() {
                let value = match values {
                    DenseValues::Float(v) => f64::from_bits(v[i]),
                    DenseValues::Int(v) => v[i] as f64,
                };
                bytes.extend_from_slice(&kind.to_bits(value).to_le_bytes()[..size]);
            }
        }
    }
    out.push_str("\"0x");
    for b in bytes {
        let _ = write!(out, "{b:02X}");
    }
    out.push('"');
}

/// Appends `value` as MLIR's `printFloatValue` does for format `kind`;
/// returns whether it was printed as a hex bit pattern.
pub fn print_float(value: f64, kind: FloatKind, out: &mut String) -> bool {
    if value.is_finite() {
        let scientific = apfloat_to_string(value, kind, 6, 0, false);
        if reads_back_exactly(&scientific, value, kind) {
            out.push_str(&scientific);
            return false;
        }
        let shortest = apfloat_to_string(value, kind, 0, 3, true);
        if shortest.contains('.') {
            out.push_str(&shortest);
            return false;
        }
    }
    let _ = write!(out, "0x{:X}", kind.to_bits(value));
    true
}

/// Whether the decimal `text` parses, in format `kind`, to exactly `value`.
/// `f80`/`f128` values are stored as `f64`; for them the text must be the
/// exact decimal expansion of `value`.
fn reads_back_exactly(text: &str, value: f64, kind: FloatKind) -> bool {
    match kind {
        FloatKind::F32 => text
            .parse::<f32>()
            .is_ok_and(|v| v.to_bits() == (value as f32).to_bits()),
        FloatKind::F80 | FloatKind::F128 => value == 0.0 || exact_decimal(value).digits.len() <= 6,
        _ => text
            .parse::<f64>()
            .is_ok_and(|v| kind.round(v).to_bits() == value.to_bits()),
    }
}

/// A decimal `digits * 10^exponent` (digits most significant first).
struct Decimal {
    digits: Vec<u8>,
    exponent: i64,
}

/// The exact decimal value of a finite nonzero `|value|`, without trailing zeros.
fn exact_decimal(value: f64) -> Decimal {
    let (mut decimal, _) = integer_decimal(value);
    trim_trailing_zeros(&mut decimal);
    decimal
}

/// `|value|` as `significand * 10^exponent` with an exact integer
/// significand (APFloat's first step: binary trailing zeros dropped,
/// then `N * 2^-e = N * 5^e * 10^-e`), and the significand's bit length.
fn integer_decimal(value: f64) -> (Decimal, usize) {
    let bits = value.to_bits();
    let exp_field = ((bits >> 52) & 0x7FF) as i64;
    let fraction = bits & ((1 << 52) - 1);
    let (mut mantissa, mut exp) = match exp_field {
        0 => (fraction, -1074),
        _ => (fraction | (1 << 52), exp_field - 1075),
    };
    let zeros = mantissa.trailing_zeros();
    mantissa >>= zeros;
    exp += i64::from(zeros);
    let mut big = BigUint::from_u64(mantissa);
    if exp > 0 {
        big.shl(exp as u32);
        exp = 0;
    } else {
        big.mul_pow5((-exp) as u32);
    }
    let decimal = Decimal {
        digits: big.to_decimal(),
        exponent: exp,
    };
    (decimal, big.bit_length())
}

/// Drops trailing decimal zeros into the exponent.
fn trim_trailing_zeros(decimal: &mut Decimal) {
    while decimal.digits.len() > 1 && decimal.digits.last() == Some(&0) {
        decimal.digits.pop();
        decimal.exponent += 1;
    }
}

/// LLVM's `APFloat::toString(value, format_precision, max_padding,
/// truncate_zero)` for a finite `value` of format `kind`.
fn apfloat_to_string(
    value: f64,
    kind: FloatKind,
    format_precision: usize,
    max_padding: usize,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    if value.is_sign_negative() {
        out.push('-');
    }
    if value == 0.0 {
        out.push_str(match (max_padding, truncate_zero) {
            (0, true) => "0.0E+0",
            (0, false) => "0.0",
            _ => "0",
        });
        if max_padding == 0 && !truncate_zero {
            out.extend(std::iter::repeat_n('0', format_precision.saturating_sub(1)));
            out.push_str("e+00");
        }
        return out;
    }
    let precision = match format_precision {
        0 => 2 + kind.precision() as usize * 59 / 196,
        p => p,
    };
    let decimal = round_to_precision(value, precision);
    format_decimal(&decimal, precision, max_padding, truncate_zero, &mut out);
    out
}

/// APFloat's two `AdjustToPrecision` steps: truncate the exact integer to
/// about `precision` digits (by its bit length), drop trailing zeros, then
/// round half up to at most `precision` digits.
fn round_to_precision(value: f64, precision: usize) -> Decimal {
    let (mut decimal, bits) = integer_decimal(value);
    let required = (precision * 196).div_ceil(59);
    if bits > required {
        let removable = (bits - required) * 59 / 196;
        let kept = decimal.digits.len().saturating_sub(removable);
        decimal.digits.truncate(kept);
        decimal.exponent += removable as i64;
    }
    trim_trailing_zeros(&mut decimal);
    let count = decimal.digits.len();
    if count <= precision {
        return decimal;
    }
    let round_up = decimal.digits[precision] >= 5;
    decimal.digits.truncate(precision);
    decimal.exponent += (count - precision) as i64;
    if round_up {
        while decimal.digits.last() == Some(&9) {
            decimal.digits.pop();
            decimal.exponent += 1;
        }
        match decimal.digits.last_mut() {
            Some(last) => *last += 1,
            None => decimal.digits.push(1),
        }
    }
    trim_trailing_zeros(&mut decimal);
    decimal
}

/// The final layout step of `APFloat::toString`.
fn format_decimal(
    decimal: &Decimal,
    precision: usize,
    max_padding: usize,
    truncate_zero: bool,
    out: &mut String,
) {
    let digits: String = decimal
        .digits
        .iter()
        .map(|d| char::from(b'0' + d))
        .collect();
    let count = digits.len() as i64;
    let exp = decimal.exponent;
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp > max_padding as i64 || count + exp > precision as i64
    } else {
        let msd = exp + count - 1;
        msd < 0 && -msd > max_padding as i64
    };
    if scientific {
        out.push_str(&digits[..1]);
        out.push('.');
        if count == 1 && truncate_zero {
            out.push('0');
        } else {
            out.push_str(&digits[1..]);
        }
        if !truncate_zero && precision as i64 > count - 1 {
            out.extend(std::iter::repeat_n(
                '0',
                (precision as i64 - count + 1) as usize,
            ));
        }
        let e = exp + count - 1;
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if e >= 0 { '+' } else { '-' });
        let width = if truncate_zero { 1 } else { 2 };
        let _ = write!(out, "{:0width$}", e.unsigned_abs());
    } else if exp >= 0 {
        out.push_str(&digits);
        out.extend(std::iter::repeat_n('0', exp as usize));
    } else {
        let whole = exp + count;
        if whole > 0 {
            out.push_str(&digits[..whole as usize]);
            out.push('.');
            out.push_str(&digits[whole as usize..]);
        } else {
            out.push_str("0.");
            out.extend(std::iter::repeat_n('0', (-whole) as usize));
            out.push_str(&digits);
        }
    }
}

/// A minimal arbitrary-precision unsigned integer (little-endian `u32`
/// limbs), enough for exact float-to-decimal conversion.
struct BigUint(Vec<u32>);

impl BigUint {
    /// The value `value`.
    fn from_u64(value: u64) -> Self {
        BigUint(vec![value as u32, (value >> 32) as u32])
    }

    /// Multiplies in place by `factor`.
    fn mul_small(&mut self, factor: u32) {
        let mut carry = 0u64;
        for limb in &mut self.0 {
            let product = u64::from(*limb) * u64::from(factor) + carry;
            *limb = product as u32;
            carry = product >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    /// Multiplies in place by `5^exponent`.
    fn mul_pow5(&mut self, mut exponent: u32) {
        const POW5_13: u32 = 1_220_703_125;
        while exponent >= 13 {
            self.mul_small(POW5_13);
            exponent -= 13;
        }
        self.mul_small(5u32.pow(exponent));
    }

    /// Shifts left in place by `bits`.
    fn shl(&mut self, bits: u32) {
        for _ in 0..bits / 32 {
            self.0.insert(0, 0);
        }
        let shift = bits % 32;
        if shift > 0 {
            let mut carry = 0u32;
            for limb in &mut self.0 {
                let next = *limb >> (32 - shift);
                *limb = (*limb << shift) | carry;
                carry = next;
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
    }

    /// Divides in place by `divisor`, returning the remainder.
    fn div_small(&mut self, divisor: u32) -> u32 {
        let mut rest = 0u64;
        for limb in self.0.iter_mut().rev() {
            let current = (rest << 32) | u64::from(*limb);
            *limb = (current / u64::from(divisor)) as u32;
            rest = current % u64::from(divisor);
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        rest as u32
    }

    /// Decimal digits, most significant first (`[0]` for zero).
    fn to_decimal(&self) -> Vec<u8> {
        let mut rest = BigUint(self.0.clone());
        let mut chunks = Vec::new();
        while rest.0.iter().any(|&l| l != 0) {
            chunks.push(rest.div_small(1_000_000_000));
        }
        let mut text = chunks
            .pop()
            .map(|c| c.to_string())
            .unwrap_or_else(|| "0".to_string());
        for chunk in chunks.iter().rev() {
            let _ = write!(text, "{chunk:09}");
        }
        text.bytes().map(|b| b - b'0').collect()
    }

    /// The number of significant bits.
    fn bit_length(&self) -> usize {
        let top = self.0.iter().rposition(|&l| l != 0);
        top.map_or(0, |i| i * 32 + (32 - self.0[i].leading_zeros() as usize))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn float(value: f64, kind: FloatKind) -> String {
        let mut out = String::new();
        print_float(value, kind, &mut out);
        out
    }

    /// Expected strings are what `mlir-opt-22` prints for these values.
    #[test]
    fn floats_follow_apfloat_to_string() {
        assert_eq!(float(1.5, FloatKind::F32), "1.500000e+00");
        assert_eq!(float(0.1, FloatKind::F64), "1.000000e-01");
        assert_eq!(float(-0.0, FloatKind::F32), "-0.000000e+00");
        assert_eq!(
            float(FloatKind::F16.round(0.1), FloatKind::F16),
            "9.997550e-02"
        );
        assert_eq!(float(0.123456789, FloatKind::F64), "0.123456789");
        assert_eq!(float(123456789.0, FloatKind::F64), "0x419D6F3454000000");
        assert_eq!(float(12345678.0, FloatKind::F32), "0x4B3C614E");
        assert_eq!(
            float(f64::from_bits(0x3F80_0000), FloatKind::F64),
            "5.2635442471208903E-315"
        );
        assert_eq!(
            float(0.1, FloatKind::F128),
            "0.100000000000000005551115123125782702"
        );
        assert_eq!(float(0.1, FloatKind::F80), "0.100000000000000005551");
        assert_eq!(float(123456789.0, FloatKind::F80), "0x4019EB79A2A000000000");
        assert_eq!(float(f64::NAN, FloatKind::F32), "0x7FC00000");
        assert_eq!(float(f64::NEG_INFINITY, FloatKind::F16), "0xFC00");
        assert_eq!(float(f64::INFINITY, FloatKind::F64), "0x7FF0000000000000");
    }

    #[test]
    fn strings_and_names_are_escaped_as_mlir_does() {
        let mut out = String::new();
        print_escaped_string("a\"b\\c\n\t\u{1}\u{7f} é".as_bytes(), &mut out);
        assert_eq!(out, r#""a\22b\\c\0A\09\01\7F \C3\A9""#);
        let mut out = String::new();
        for name in ["a", "_x.y$", "q k", "0x", "a-b", ""] {
            print_keyword_or_string(name, &mut out);
            out.push(' ');
        }
        assert_eq!(out, r#"a _x.y$ "q k" "0x" "a-b" "" "#);
        let mut out = String::new();
        print_symbol_ref("m", &["a b".into(), "f".into()], &mut out);
        assert_eq!(out, r#"@m::@"a b"::@f"#);
    }

    #[test]
    fn dialect_symbols_use_the_pretty_form_when_simple() {
        let cases = [
            ("abc", "!d.abc"),
            ("a.b<x>", "!d.a.b<x>"),
            ("\"s\"", "!d<\"s\">"),
            ("a b", "!d<a b>"),
            ("1", "!d<1>"),
            ("_a", "!d<_a>"),
        ];
        for (body, expected) in cases {
            let mut out = String::new();
            print_dialect_symbol('!', "d", body, &mut out);
            assert_eq!(out, expected);
        }
    }

    #[test]
    fn type_elision_follows_mlir() {
        let ctx = Context::new();
        let i64_one = ctx.int_attr(1, ctx.int_type(64));
        let i32_one = ctx.int_attr(1, ctx.int_type(32));
        let print = |attr, elision| {
            let mut out = String::new();
            print_attr_aliased(&ctx, Style::PLAIN, attr, elision, &mut out);
            out
        };
        assert_eq!(print(i64_one, TypeElision::Never), "1 : i64");
        assert_eq!(print(i64_one, TypeElision::May), "1");
        assert_eq!(print(i32_one, TypeElision::May), "1 : i32");
        assert_eq!(print(i32_one, TypeElision::Must), "1");
        let unsigned = ctx.int_attr(
            -1,
            ctx.intern_type(TypeKind::Integer {
                width: 8,
                signedness: Signedness::Unsigned,
            }),
        );
        assert_eq!(print(unsigned, TypeElision::Never), "255 : ui8");
    }

    #[test]
    fn locations_print_inline() {
        let ctx = Context::new();
        let file = ctx.file_loc("f.mlir", 3, 7);
        let name = ctx.location(Location::Name {
            name: "n".into(),
            child: Some(ctx.unknown_loc()),
        });
        let call = ctx.location(Location::CallSite {
            callee: name,
            caller: file,
        });
        let meta = ctx.string_attr("m");
        let fused = ctx.location(Location::Fused {
            locations: vec![call, file],
            metadata: Some(meta),
        });
        let mut out = String::new();
        print_location(&ctx, fused, &mut out);
        assert_eq!(
            out,
            r#"loc(fused<"m">[callsite("n" at "f.mlir":3:7), "f.mlir":3:7])"#
        );
    }
}
