//! Printing of types, byte-identical to what `mlir-opt` prints.
//!
//! The printer recurses into element and argument types. That recursion is
//! bounded: types nest at most [`crate::syntax::parser::MAX_NESTING`] levels
//! deep, because the parser refuses deeper nesting and builders do not nest
//! types dynamically.

use super::aliases::Aliases;
use super::attrs::{print_attr_aliased, print_dialect_symbol, TypeElision};
use crate::context::attributes::Attr;
use crate::context::types::{Signedness, Type, TypeKind, DYNAMIC};
use crate::context::Context;

/// Appends the spelling of `ty` to `out` (`i32`, `memref<4x?xf32>`,
/// `(i32) -> (i1, i32)`, `!dialect.name<...>`, ...).
pub fn print_type(ctx: &Context, ty: Type, out: &mut String) {
    print_type_aliased(ctx, &Aliases::NONE, ty, out);
}

/// Appends `ty` as its alias if `aliases` has one, in full otherwise.
pub(crate) fn print_type_aliased(ctx: &Context, aliases: &Aliases, ty: Type, out: &mut String) {
    if !aliases.write_type(ty, out) {
        print_type_in_full(ctx, aliases, ty, out);
    }
}

/// Appends `ty` itself (not its alias), the types and attributes nested
/// in it through `aliases`.
pub(crate) fn print_type_in_full(ctx: &Context, aliases: &Aliases, ty: Type, out: &mut String) {
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
            print_function_type(ctx, aliases, inputs, results, out)
        }
        TypeKind::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => {
            out.push_str("memref<");
            print_shape(shape, &[], out);
            print_type_aliased(ctx, aliases, *element, out);
            if let Some(layout) = layout {
                out.push_str(", ");
                print_attr_aliased(ctx, aliases, *layout, TypeElision::May, out);
            }
            print_memory_space(ctx, aliases, *memory_space, out);
            out.push('>');
        }
        TypeKind::UnrankedMemRef {
            element,
            memory_space,
        } => {
            out.push_str("memref<*x");
            print_type_aliased(ctx, aliases, *element, out);
            print_memory_space(ctx, aliases, *memory_space, out);
            out.push('>');
        }
        TypeKind::Tensor {
            shape,
            element,
            encoding,
        } => {
            out.push_str("tensor<");
            print_shape(shape, &[], out);
            print_type_aliased(ctx, aliases, *element, out);
            if let Some(encoding) = encoding {
                out.push_str(", ");
                print_attr_aliased(ctx, aliases, *encoding, TypeElision::Never, out);
            }
            out.push('>');
        }
        TypeKind::UnrankedTensor { element } => {
            out.push_str("tensor<*x");
            print_type_aliased(ctx, aliases, *element, out);
            out.push('>');
        }
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => {
            out.push_str("vector<");
            print_shape(shape, scalable, out);
            print_type_aliased(ctx, aliases, *element, out);
            out.push('>');
        }
        TypeKind::Tuple(elements) => {
            out.push_str("tuple<");
            print_type_list(ctx, aliases, elements, out);
            out.push('>');
        }
        TypeKind::Complex(element) => {
            out.push_str("complex<");
            print_type_aliased(ctx, aliases, *element, out);
            out.push('>');
        }
        TypeKind::Opaque { dialect, body } => print_dialect_symbol('!', dialect, body, out),
    }
}

/// `(a, b) -> c`, or `(a) -> (c, d)`: results are parenthesized unless
/// there is exactly one and it is not itself a function type.
fn print_function_type(
    ctx: &Context,
    aliases: &Aliases,
    inputs: &[Type],
    results: &[Type],
    out: &mut String,
) {
    out.push('(');
    print_type_list(ctx, aliases, inputs, out);
    out.push_str(") -> ");
    match results {
        [single] if !matches!(ctx.type_kind(*single), TypeKind::Function { .. }) => {
            print_type_aliased(ctx, aliases, *single, out)
        }
        _ => {
            out.push('(');
            print_type_list(ctx, aliases, results, out);
            out.push(')');
        }
    }
}

/// Types separated by `, `.
fn print_type_list(ctx: &Context, aliases: &Aliases, types: &[Type], out: &mut String) {
    for (i, &ty) in types.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print_type_aliased(ctx, aliases, ty, out);
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
fn print_memory_space(
    ctx: &Context,
    aliases: &Aliases,
    memory_space: Option<Attr>,
    out: &mut String,
) {
    if let Some(space) = memory_space {
        out.push_str(", ");
        print_attr_aliased(ctx, aliases, space, TypeElision::May, out);
    }
}
