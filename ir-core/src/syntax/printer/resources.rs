//! The file metadata section printed after an op whose IR uses resources:
//! the blobs of the `dense_resource` handles it names (in the order the
//! generic form prints them first, once each, those with a blob only) and
//! the context's external resources, laid out as `mlir-opt` does:
//!
//! ```text
//!
//! {-#
//!   dialect_resources: {
//!     builtin: {
//!       blob1: "0x04000000..."
//!     }
//!   }
//! #-}
//! ```

use super::attrs::{print_escaped_string, print_keyword_or_string};
use crate::context::attributes::{Attr, AttrKind};
use crate::context::resources::{ExternalGroup, ExternalValue};
use crate::context::Context;
use crate::ir::{walk_ops, Body, OpId, WalkItem};
use rustc_hash::FxHashSet;

/// Appends the file metadata section of `op` (stored in `body`) to `out`,
/// if it has one. Costs nothing when the context holds no resources.
pub(super) fn print_resources(ctx: &Context, body: &Body, op: OpId, out: &mut String) {
    if !ctx.has_resources() {
        return;
    }
    // Each blob's hex text, as a string literal needs no escapes.
    let blobs: Vec<(&str, String)> = used_handles(ctx, body, op)
        .into_iter()
        .filter_map(|handle| {
            let hex = ctx.with_resource_blob(handle, |blob| {
                let mut hex = String::new();
                blob.write_hex(&mut hex);
                hex
            });
            hex.map(|hex| (handle, hex))
        })
        .collect();
    let external = ctx.external_resources();
    if blobs.is_empty() && external.is_empty() {
        return;
    }
    out.push_str("\n{-#\n");
    if !blobs.is_empty() {
        out.push_str("  dialect_resources: {\n    builtin: {\n");
        for (i, (handle, hex)) in blobs.iter().enumerate() {
            entry_separator(i, 6, out);
            print_keyword_or_string(handle, out);
            out.push_str(": \"");
            out.push_str(hex);
            out.push('"');
        }
        out.push_str("\n    }\n  }");
    }
    if !external.is_empty() {
        if !blobs.is_empty() {
            out.push_str(",\n");
        }
        out.push_str("  external_resources: {\n");
        print_external(&external, out);
        out.push_str("\n  }");
    }
    out.push_str("\n#-}\n");
}

/// The external groups, one entry a line, four spaces in.
fn print_external(groups: &[(String, ExternalGroup)], out: &mut String) {
    for (i, (group, entries)) in groups.iter().enumerate() {
        entry_separator(i, 4, out);
        print_keyword_or_string(group, out);
        out.push_str(": {\n");
        for (j, (key, value)) in entries.iter().enumerate() {
            entry_separator(j, 6, out);
            print_keyword_or_string(key, out);
            out.push_str(": ");
            match value {
                ExternalValue::Bool(flag) => out.push_str(if *flag { "true" } else { "false" }),
                ExternalValue::String(text) => print_escaped_string(text.as_bytes(), out),
            }
        }
        out.push_str("\n    }");
    }
}

/// Starts entry `index` of a block: after a comma and a line break unless
/// it is the first, `indent` spaces in.
fn entry_separator(index: usize, indent: usize, out: &mut String) {
    if index > 0 {
        out.push_str(",\n");
    }
    out.extend(std::iter::repeat_n(' ', indent));
}

/// The `dense_resource` handles under `op`, each once, in the order the
/// generic form prints them: an op's properties before its regions, its
/// attributes after them.
fn used_handles<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Vec<&'c str> {
    let mut found = Handles::default();
    walk_ops(body, op, |body, item| match item {
        WalkItem::Enter(op) => {
            if let Some(properties) = body.op_properties(op) {
                found.scan(ctx, properties);
            }
        }
        WalkItem::Leave(op) => found.scan(ctx, body.op_attrs(op)),
    });
    found.order
}

/// Handles found so far, in order (borrowed from the context's attributes).
#[derive(Default)]
struct Handles<'c> {
    seen: FxHashSet<&'c str>,
    order: Vec<&'c str>,
}

impl<'c> Handles<'c> {
    /// Records the handles in `attr` and the attributes nested in it
    /// (arrays and dictionaries), in print order, with a work stack.
    fn scan(&mut self, ctx: &'c Context, attr: Attr) {
        let mut stack = vec![attr];
        while let Some(attr) = stack.pop() {
            match ctx.attr_kind(attr) {
                AttrKind::DenseResource { handle, .. } if self.seen.insert(handle) => {
                    self.order.push(handle);
                }
                AttrKind::Array(items) => stack.extend(items.iter().rev()),
                AttrKind::Dictionary(entries) => {
                    stack.extend(entries.iter().rev().map(|entry| entry.value))
                }
                _ => {}
            }
        }
    }
}
