//! `--list-passes`: every registered pass with the ops it runs on, its
//! summary, and its options with their types and defaults.

use crate::pass_flags::anchor_words;
use ir_core::pass::{OptionValue, PassRegistry};
use std::fmt::Write;

/// The pass list, in MLIR's layout plus anchors and defaults:
///
/// ```text
/// Passes:
///   --cse                  -   Eliminate common sub-expressions [on any op]
///     --max=<int>          - Largest ... (default: 3)
/// ```
pub fn pass_list(passes: &PassRegistry) -> String {
    let mut lines: Vec<(String, String)> = Vec::new();
    for info in passes.sorted() {
        lines.push((
            format!("  --{}", info.argument),
            format!("-   {} [on {}]", info.summary, anchor_words(&info.anchor)),
        ));
        for option in &info.options {
            lines.push((
                format!("    --{}={}", option.name, option.kind.placeholder()),
                format!("- {}{}", option.description, default_words(&option.default)),
            ));
        }
    }
    let width = lines.iter().map(|(flag, _)| flag.len()).max().unwrap_or(0);
    let mut out = String::from("Passes:\n");
    for (flag, text) in lines {
        let _ = writeln!(out, "{flag:<width$}  {text}");
    }
    out
}

/// ` (default: value)`, or nothing for an empty list.
fn default_words(default: &OptionValue) -> String {
    match default {
        OptionValue::IntList(items) if items.is_empty() => String::new(),
        OptionValue::StringList(items) if items.is_empty() => String::new(),
        OptionValue::String(text) if text.is_empty() => " (default: \"\")".to_string(),
        value => format!(" (default: {value})"),
    }
}
