//! Generated IR for the verifier's tests: a context with branches and
//! regions of each kind, and large functions (chains of blocks) with edits
//! that plant errors, telling the line of the op each one makes fail.

use crate::context::{Context, Dialect, OpDefinition, OpTraits};
use crate::diagnostics::Diagnostic;
use crate::ir::OpView;

/// A context whose `t.func` has an SSACFG region that needs terminators
/// (and a region verifier that fails on functions marked `fail_regions`),
/// with branches, a graph-region `t.graph` and a non-isolated `t.scope`.
pub(in crate::verifier) fn cfg_context() -> Context {
    let isolated = OpTraits::ISOLATED_FROM_ABOVE;
    let terminator = OpTraits::TERMINATOR;
    let mut ctx = Context::new();
    ctx.register_dialect(Dialect::new(
        "builtin",
        vec![OpDefinition::new("builtin.module", "module")
            .with_traits(isolated | OpTraits::NO_TERMINATOR)],
    ));
    ctx.register_dialect(Dialect::new(
        "t",
        vec![
            OpDefinition::new("t.func", "function")
                .with_traits(isolated)
                .with_region_verifier(fail_if_marked),
            OpDefinition::new("t.graph", "graph function")
                .with_traits(isolated | OpTraits::GRAPH_REGIONS | OpTraits::NO_TERMINATOR),
            OpDefinition::new("t.op", "anything"),
            OpDefinition::new("t.br", "branch").with_traits(terminator),
            OpDefinition::new("t.cond_br", "two-way branch").with_traits(terminator),
            OpDefinition::new("t.ret", "return").with_traits(terminator),
            OpDefinition::new("t.scope", "nested region").with_traits(OpTraits::NO_TERMINATOR),
        ],
    ));
    ctx
}

fn fail_if_marked(view: &OpView<'_>) -> Result<(), Diagnostic> {
    match view.attr("fail_regions") {
        Some(_) => Err(view.error("region verifier fails")),
        None => Ok(()),
    }
}

/// A change to a generated function; `b`, `m` are block numbers.
#[derive(Copy, Clone)]
pub(in crate::verifier) enum Edit {
    /// An unregistered op `u.bad<b>` in block `b` (a structure error).
    Unregistered(usize),
    /// A use before its definition in block `b` (a dominance error).
    UseBeforeDef(usize),
    /// Block `b` also branches to block `m` (> b + 1); block `m` uses the
    /// value of block `b + 1`, which does not dominate it.
    Skip(usize, usize),
    /// As `Skip`, but block `m` uses only values of dominating blocks.
    SkipFine(usize, usize),
    /// An op of block `b` with two nested regions using the block's values.
    Nested(usize),
    /// As `Nested`, with an unregistered op `u.deep<b>` nested deeper.
    NestedUnregistered(usize),
    /// As `Nested`, using a value defined after the nested op.
    NestedUseBeforeDef(usize),
    /// Block `b` (with no other edit) has no terminator: the function's own
    /// checks fail.
    NoTerminator(usize),
    /// An empty block (unreachable) follows block `b`: the function's
    /// blocks need terminators.
    EmptyBlockAfter(usize),
    /// The function's region verifier fails.
    RegionVerifierFails,
}

/// Generated IR text, counting its lines.
#[derive(Default)]
pub(super) struct Text {
    /// The text so far.
    pub text: String,
    /// How many lines it has.
    pub lines: u32,
}

impl Text {
    /// Appends a line; returns its number (1-based).
    pub fn line(&mut self, line: &str) -> u32 {
        self.text.push_str(line);
        self.text.push('\n');
        self.lines += 1;
        self.lines
    }
}

/// A module of functions, each `(op name, blocks, ops per block, edits)`;
/// with, per function, the line of the op that each edit makes fail.
pub(in crate::verifier) fn module(
    functions: &[(&str, usize, usize, &[Edit])],
) -> (String, Vec<Vec<u32>>) {
    let mut t = Text::default();
    t.line(r#""builtin.module"() ({"#);
    let lines = functions
        .iter()
        .map(|&(name, blocks, ops, edits)| function(&mut t, name, blocks, ops, edits))
        .collect();
    t.line("}) : () -> ()");
    (t.text, lines)
}

/// Appends one function: a chain of blocks, each defining `ops` values
/// from the previous one and a value of its immediate dominator.
fn function(t: &mut Text, name: &str, blocks: usize, ops: usize, edits: &[Edit]) -> Vec<u32> {
    let mut lines = vec![0; edits.len()];
    let func_line = t.line(&format!(r#"  "{name}"() ({{"#));
    for b in 0..blocks {
        if b > 0 {
            t.line(&format!("  ^bb{b}:"));
        }
        let idom = edits.iter().find_map(|e| match *e {
            Edit::Skip(from, to) | Edit::SkipFine(from, to) if to == b => Some(from),
            _ => None,
        });
        match (b, idom.unwrap_or(b.saturating_sub(1))) {
            (0, _) => t.line(r#"    %v0_0 = "t.op"() : () -> i32"#),
            (_, idom) => t.line(&format!(
                r#"    %v{b}_0 = "t.op"(%v{idom}_0, %v0_0) : (i32, i32) -> i32"#
            )),
        };
        for i in 1..ops {
            let previous = i - 1;
            t.line(&format!(
                r#"    %v{b}_{i} = "t.op"(%v{b}_{previous}) : (i32) -> i32"#
            ));
        }
        let mut terminator = if b + 1 == blocks {
            r#"    "t.ret"() : () -> ()"#.to_string()
        } else {
            format!(r#"    "t.br"()[^bb{}] : () -> ()"#, b + 1)
        };
        let last_line = t.lines;
        for (k, edit) in edits.iter().enumerate() {
            let line = match *edit {
                Edit::Unregistered(at) if at == b => {
                    t.line(&format!(r#"    "u.bad{b}"() : () -> ()"#))
                }
                Edit::UseBeforeDef(at) if at == b => {
                    let line = t.line(&format!(r#"    "t.op"(%late{b}) : (i32) -> ()"#));
                    t.line(&format!(r#"    %late{b} = "t.op"() : () -> i32"#));
                    line
                }
                Edit::Skip(from, to) | Edit::SkipFine(from, to) if from == b => {
                    terminator = format!(r#"    "t.cond_br"()[^bb{}, ^bb{to}] : () -> ()"#, b + 1);
                    continue;
                }
                Edit::Skip(from, to) if to == b => {
                    let next = from + 1;
                    t.line(&format!(r#"    "t.op"(%v{next}_0) : (i32) -> ()"#))
                }
                Edit::Nested(at) if at == b => {
                    nested(t, b, "");
                    continue;
                }
                Edit::NestedUnregistered(at) if at == b => {
                    nested(t, b, &format!(r#""u.deep{b}"() : () -> ()"#))
                }
                Edit::NestedUseBeforeDef(at) if at == b => {
                    let line = nested(t, b, &format!(r#""t.op"(%after{b}) : (i32) -> ()"#));
                    t.line(&format!(r#"    %after{b} = "t.op"() : () -> i32"#));
                    line
                }
                Edit::NoTerminator(at) if at == b => {
                    terminator.clear();
                    last_line
                }
                Edit::RegionVerifierFails => func_line,
                Edit::EmptyBlockAfter(at) if at == b => func_line,
                _ => continue,
            };
            lines[k] = line;
        }
        if !terminator.is_empty() {
            t.line(&terminator);
        }
        if edits
            .iter()
            .any(|e| matches!(*e, Edit::EmptyBlockAfter(at) if at == b))
        {
            t.line(&format!("  ^empty{b}:"));
        }
    }
    let marked = edits.iter().any(|e| matches!(e, Edit::RegionVerifierFails));
    let attrs = if marked { " {fail_regions}" } else { "" };
    t.line(&format!("  }}){attrs} : () -> ()"));
    lines
}

/// Appends an op of block `b` with two nested regions (one nested twice)
/// using values of the enclosing blocks, `inner` the last op of the
/// deepest; returns the line of `inner`.
fn nested(t: &mut Text, b: usize, inner: &str) -> u32 {
    t.line(r#"    "t.scope"() ({"#);
    t.line(&format!(
        r#"      %n{b} = "t.op"(%v{b}_0, %v0_0) : (i32, i32) -> i32"#
    ));
    t.line(r#"      "t.scope"() ({"#);
    t.line(&format!(
        r#"        "t.op"(%n{b}, %v{b}_0) : (i32, i32) -> ()"#
    ));
    let line = match inner {
        "" => t.lines,
        _ => t.line(&format!("        {inner}")),
    };
    t.line(r#"      }) : () -> ()"#);
    t.line(r#"    }, {"#);
    t.line(&format!(r#"      "t.op"(%v{b}_0) : (i32) -> ()"#));
    t.line(r#"    }) : () -> ()"#);
    line
}
