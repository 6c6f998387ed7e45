//! Printing of types, byte-identical to what `mlir-opt` prints.
//!
//! The printer recurses into element and argument types. That recursion is
//! bounded: types nest at most [`crate::syntax::parser::MAX_NESTING`] levels
//! deep, because the parser refuses deeper nesting and builders do not nest
//! types dynamically.

use super::attrs::{print_attr_aliased, print_dialect_params, print_dialect_symbol, TypeElision};
use super::style::Style;
use crate::context::attributes::Attr;
use crate::context::types::{Signedness, Type, TypeKind, DYNAMIC};
use crate::context::Context;

/// Appends the spelling of `ty` to `out` (`i32`, `memref<4x?xf32>`,
/// `(i32) -> (i1, i32)`, `!dialect.name<...>`, ...).
pub fn print_type(ctx: &Context, ty: Type, out: &mut String) {
    print_type_aliased(ctx, Style::PLAIN, ty, out);
}

/// Appends `ty` as its alias if `style` has one, in full otherwise.
pub(crate) fn print_type_aliased(ctx: &Context, style: Style, ty: Type, out: &mut String) {
    if !style.aliases.write_type(ty, out) {
        print_type_in_full(ctx, style, ty, out);
    }
}

/// Appends `ty` itself (not its alias), the types and attributes nested
/// in it through `style`.
pub(crate) fn print_type_in_full(ctx: &Context, style: Style, ty: Type, out: &mut String) {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => {
            let prefix = match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            };
            out.push_str(prefix);
            out.push_str(itoa::Buffer::new().format(*width));
        }
        TypeKind::Index => out.push_str("index"),
        TypeKind::Float(kind) => out.push_str(kind.keyword()),
        TypeKind::None => out.push_str("none"),
        TypeKind::Function { inputs, results } => {
            print_function_type(ctx, style, inputs, results, out)
        }
        TypeKind::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => {
            out.push_str("memref<");
            print_shape(shape, &[], out);
            print_type_aliased(ctx, style, *element, out);
            if let Some(layout) = layout {
                out.push_str(", ");
                print_attr_aliased(ctx, style, *layout, TypeElision::May, out);
            }
            print_memory_space(ctx, style, *memory_space, out);
            out.push('>');
        }
        TypeKind::UnrankedMemRef {
            element,
            memory_space,
        } => {
            out.push_str("memref<*x");
            print_type_aliased(ctx, style, *element, out);
            print_memory_space(ctx, style, *memory_space, out);
            out.push('>');
        }
        TypeKind::Tensor {
            shape,
            element,
            encoding,
        } => {
            out.push_str("tensor<");
            print_shape(shape, &[], out);
            print_type_aliased(ctx, style, *element, out);
            if let Some(encoding) = encoding {
                out.push_str(", ");
                print_attr_aliased(ctx, style, *encoding, TypeElision::Never, out);
            }
            out.push('>');
        }
        TypeKind::UnrankedTensor { element } => {
            out.push_str("tensor<*x");
            print_type_aliased(ctx, style, *element, out);
            out.push('>');
        }
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => {
            out.push_str("vector<");
            print_shape(shape, scalable, out);
            print_type_aliased(ctx, style, *element, out);
            out.push('>');
        }
        TypeKind::Tuple(elements) => {
            out.push_str("tuple<");
            print_type_list(ctx, style, elements, out);
            out.push('>');
        }
        TypeKind::Complex(element) => {
            out.push_str("complex<");
            print_type_aliased(ctx, style, *element, out);
            out.push('>');
        }
        TypeKind::Dialect(params) => print_dialect_params('!', ctx, style, params, out),
        TypeKind::Opaque { dialect, body } => print_dialect_symbol('!', dialect, body, out),
    }
}

/// `(a, b) -> c`, or `(a) -> (c, d)`: results are parenthesized unless
/// there is exactly one and it is not itself a function type.
fn print_function_type(
    ctx: &Context,
    style: Style,
    inputs: &[Type],
    results: &[Type],
    out: &mut String,
) {
    out.push('(');
    print_type_list(ctx, style, inputs, out);
    out.push_str(") -> ");
    match results {
        [single] if !matches!(ctx.type_kind(*single), TypeKind::Function { .. }) => {
            print_type_aliased(ctx, style, *single, out)
        }
        _ => {
            out.push('(');
            print_type_list(ctx, style, results, out);
            out.push(')');
        }
    }
}

/// Types separated by `, `.
fn print_type_list(ctx: &Context, style: Style, types: &[Type], out: &mut String) {
    for (i, &ty) in types.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print_type_aliased(ctx, style, ty, out);
    }
}

/// `4x?x` or, for vectors, `4x[8]x`.
fn print_shape(shape: &[i64], scalable: &[bool], out: &mut String) {
    for (i, &size) in shape.iter().enumerate() {
        let is_scalable = scalable.get(i).copied().unwrap_or(false);
        if is_scalable {
            out.push('[');
        }
        if size == DYNAMIC {
            out.push('?');
        } else {
            out.push_str(itoa::Buffer::new().format(size));
        }
        if is_scalable {
            out.push(']');
        }
        out.push('x');
    }
}

/// `, space` for a non-default memory space (an `i64` integer prints bare).
fn print_memory_space(ctx: &Context, style: Style, memory_space: Option<Attr>, out: &mut String) {
    if let Some(space) = memory_space {
        out.push_str(", ");
        print_attr_aliased(ctx, style, space, TypeElision::May, out);
    }
}
