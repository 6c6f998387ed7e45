//! Rendering diagnostics: MLIR's one-line form and annotated snippets.
//!
//! Both renderers lay a diagnostic out as `mlir-opt` does: the diagnostic at
//! the first `file:line:col` inside its location, one `called from` note per
//! caller when the location is a call site, then every note. A location
//! without a file position prints as `<unknown>:0:`, followed by the printed
//! location unless it is `loc(unknown)`.

use super::{Diagnostic, Severity, SourceManager};
use crate::context::attributes::{Attr, AttrKind, Location};
use crate::syntax::lexer::Token;
use crate::syntax::printer::print_location;
use crate::Context;
use annotate_snippets::{
    normalize_untrusted_str, AnnotationKind, Group, Level, Origin, Renderer, Snippet,
};
use logos::Logos;

/// At most this many `called from` notes per diagnostic (MLIR's default).
const CALL_STACK_LIMIT: usize = 10;

/// Where one rendered entry points.
enum Place<'a> {
    /// A `file:line:col` (1-based line and column).
    File(&'a str, u32, u32),
    /// No file position: `None` for `loc(unknown)`, else the printed location.
    Elsewhere(Option<String>),
}

impl Place<'_> {
    /// Whether both are the same `file:line:col`.
    fn same_file_spot(&self, other: &Place<'_>) -> bool {
        matches!((self, other), (Place::File(a, l, c), Place::File(b, m, d)) if (a, l, c) == (b, m, d))
    }
}

/// One rendered entry: the diagnostic itself, a `called from` note, or a note.
struct Entry<'a> {
    severity: Severity,
    place: Place<'a>,
    message: &'a str,
}

/// MLIR's one-line form: `file:line:col: error: message`, then one line per
/// `called from` note and per note, each newline-terminated.
pub fn render_line(ctx: &Context, diagnostic: &Diagnostic) -> String {
    entries(ctx, diagnostic).iter().map(line_of).collect()
}

/// The diagnostic and its notes as annotated source snippets, a caret span
/// under the token at each location, with ANSI colors when `colored`.
///
/// An entry whose file text is not in `sources` shows its `--> file:line:col`
/// only; an entry without a file position shows its title only.
pub fn render_snippet(
    ctx: &Context,
    sources: &SourceManager,
    diagnostic: &Diagnostic,
    colored: bool,
) -> String {
    let entries = entries(ctx, diagnostic);
    let groups: Vec<Group<'_>> = entries
        .iter()
        .enumerate()
        .map(|(i, entry)| {
            // As mlir-opt, a note at the diagnostic's own spot does not
            // quote the line again.
            let again = i > 0 && entry.place.same_file_spot(&entries[0].place);
            group(sources, entry, i == 0, again)
        })
        .collect();
    let renderer = if colored {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    let mut out = renderer.render(&groups);
    out.push('\n');
    out
}

/// The caller of the call site a location stands for (looking through
/// names and into fused parts, as MLIR does), if any.
fn caller_of(ctx: &Context, loc: Attr) -> Option<Attr> {
    if ctx.is_file_location(loc) {
        return None;
    }
    let AttrKind::Location(location) = ctx.attr_kind(loc) else {
        return None;
    };
    match location {
        Location::CallSite { caller, .. } => Some(*caller),
        Location::Name { child, .. } => child.and_then(|child| caller_of(ctx, child)),
        Location::Fused { locations, .. } => {
            locations.iter().find_map(|&part| caller_of(ctx, part))
        }
        Location::FileLineCol { .. } | Location::FileRange { .. } | Location::Unknown => None,
    }
}

/// The entries of a diagnostic in output order.
fn entries<'a>(ctx: &'a Context, diagnostic: &'a Diagnostic) -> Vec<Entry<'a>> {
    let mut out = vec![entry(
        ctx,
        diagnostic.severity,
        diagnostic.loc,
        &diagnostic.message,
    )];
    let mut loc = diagnostic.loc;
    while out.len() <= CALL_STACK_LIMIT {
        let Some(caller) = caller_of(ctx, loc) else {
            break;
        };
        out.push(entry(ctx, Severity::Note, caller, "called from"));
        loc = caller;
    }
    push_notes(ctx, &diagnostic.notes, &mut out);
    out
}

/// Appends notes (and any notes of theirs) in order.
fn push_notes<'a>(ctx: &'a Context, notes: &'a [Diagnostic], out: &mut Vec<Entry<'a>>) {
    for note in notes {
        out.push(entry(ctx, note.severity, note.loc, &note.message));
        push_notes(ctx, &note.notes, out);
    }
}

/// One entry at `loc`.
fn entry<'a>(ctx: &'a Context, severity: Severity, loc: Attr, message: &'a str) -> Entry<'a> {
    let place = match ctx.file_line_col(loc) {
        Some((file, line, col)) => Place::File(file, line, col),
        None if matches!(ctx.attr_kind(loc), AttrKind::Location(Location::Unknown)) => {
            Place::Elsewhere(None)
        }
        None => {
            let mut printed = String::new();
            print_location(ctx, loc, &mut printed);
            Place::Elsewhere(Some(printed))
        }
    };
    Entry {
        severity,
        place,
        message,
    }
}

/// An entry in the one-line form.
fn line_of(entry: &Entry<'_>) -> String {
    let severity = entry.severity.as_str();
    match &entry.place {
        Place::File(file, line, col) => {
            format!("{file}:{line}:{col}: {severity}: {}\n", entry.message)
        }
        Place::Elsewhere(None) => format!("<unknown>:0: {severity}: {}\n", entry.message),
        Place::Elsewhere(Some(loc)) => {
            format!("<unknown>:0: {severity}: {loc}: {}\n", entry.message)
        }
    }
}

/// The report group of one entry; the first entry is the primary group;
/// a title alone when `title_only`.
fn group<'a>(
    sources: &'a SourceManager,
    entry: &'a Entry<'a>,
    primary: bool,
    title_only: bool,
) -> Group<'a> {
    let text = match &entry.place {
        Place::Elsewhere(Some(loc)) => format!("{loc}: {}", entry.message),
        _ => entry.message.to_string(),
    };
    let level = level(entry.severity);
    let title = if primary {
        level.primary_title(text)
    } else {
        level.secondary_title(normalize_untrusted_str(&text))
    };
    match entry.place {
        _ if title_only => Group::with_title(title),
        Place::File(file, line, col) => match snippet(sources, file, line, col) {
            Some(snippet) => title.element(snippet),
            None => title.element(
                Origin::path(file)
                    .line(line as usize)
                    .char_column(col as usize),
            ),
        },
        Place::Elsewhere(_) => Group::with_title(title),
    }
}

/// The annotate-snippets level of a severity (`remark` is a renamed `info`).
fn level(severity: Severity) -> Level<'static> {
    match severity {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
        Severity::Note => Level::NOTE,
        Severity::Remark => Level::INFO.with_name("remark"),
    }
}

/// Line `line` of `file`, with a caret span under the token at `col`.
fn snippet<'a>(
    sources: &'a SourceManager,
    file: &'a str,
    line: u32,
    col: u32,
) -> Option<Snippet<'a, annotate_snippets::Annotation<'a>>> {
    let text = sources.line(file, line)?;
    let start = floor_char_boundary(text, col.saturating_sub(1) as usize);
    let end = start + token_len(&text[start..]);
    Some(
        Snippet::source(text)
            .line_start(line as usize)
            .path(file)
            .annotation(AnnotationKind::Primary.span(start..end)),
    )
}

/// The byte length of the token `rest` starts with: at least one character
/// (none only at the end of the line), and never past the end of `rest`.
fn token_len(rest: &str) -> usize {
    let first_char = rest.chars().next().map_or(0, char::len_utf8);
    let mut lexer = Token::lexer(rest);
    let token = lexer.next();
    if token.is_none() || lexer.span().start != 0 {
        return first_char;
    }
    let mut end = lexer.span().end;
    if token == Some(Ok(Token::BareIdent)) {
        end += dashed_continuation(&rest[end..]);
    }
    ceil_char_boundary(rest, end).max(first_char)
}

/// The length of `-word-word` right after a bare identifier: pass names
/// in pipelines (`test-module-pass`) are one name, not `test` minus more.
fn dashed_continuation(after: &str) -> usize {
    let bytes = after.as_bytes();
    let mut len = 0;
    while bytes.get(len) == Some(&b'-')
        && bytes
            .get(len + 1)
            .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
    {
        len += 1;
        while bytes
            .get(len)
            .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
        {
            len += 1;
        }
    }
    len
}

/// The largest char boundary of `text` at or before `index` (clamped to its length).
fn floor_char_boundary(text: &str, index: usize) -> usize {
    let mut index = index.min(text.len());
    while !text.is_char_boundary(index) {
        index -= 1;
    }
    index
}

/// The smallest char boundary of `text` at or after `index` (clamped to its length).
fn ceil_char_boundary(text: &str, index: usize) -> usize {
    let mut index = index.min(text.len());
    while !text.is_char_boundary(index) {
        index += 1;
    }
    index
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOURCE: &str = "func.func @f() {\n  %1 = \"arith.addi\"(%0, %0) : (i32, i32) -> i64\n\t%0 = arith.constant 1 : i32\n  return\n}\n";

    fn sources() -> SourceManager<'static> {
        let mut sources = SourceManager::default();
        sources.add("a.mlir", SOURCE);
        sources
    }

    fn call_site(ctx: &Context, callee: Attr, caller: Attr) -> Attr {
        ctx.location(Location::CallSite { callee, caller })
    }

    #[test]
    fn line_form_with_notes() {
        let ctx = Context::new();
        let d = Diagnostic::error(ctx.file_loc("a.mlir", 2, 8), "op failed")
            .with_note(ctx.file_loc("a.mlir", 3, 2), "operand defined here")
            .with_note(ctx.file_loc("b.mlir", 9, 1), "elsewhere");
        assert_eq!(
            render_line(&ctx, &d),
            "a.mlir:2:8: error: op failed\na.mlir:3:2: note: operand defined here\nb.mlir:9:1: note: elsewhere\n"
        );
        let w = Diagnostic::warning(ctx.file_loc("a.mlir", 1, 1), "w");
        assert_eq!(render_line(&ctx, &w), "a.mlir:1:1: warning: w\n");
        let r = Diagnostic::remark(ctx.file_loc("a.mlir", 1, 1), "r");
        assert_eq!(render_line(&ctx, &r), "a.mlir:1:1: remark: r\n");
    }

    #[test]
    fn line_form_without_file_position() {
        let ctx = Context::new();
        let d = Diagnostic::error(ctx.unknown_loc(), "lost");
        assert_eq!(render_line(&ctx, &d), "<unknown>:0: error: lost\n");
        let named = ctx.location(Location::Name {
            name: "x".into(),
            child: None,
        });
        let d = Diagnostic::error(named, "named").with_note(ctx.unknown_loc(), "see");
        assert_eq!(
            render_line(&ctx, &d),
            "<unknown>:0: error: loc(\"x\"): named\n<unknown>:0: note: see\n"
        );
    }

    #[test]
    fn line_form_looks_inside_locations() {
        let ctx = Context::new();
        let file = ctx.file_loc("f.mlir", 7, 3);
        let named = ctx.location(Location::Name {
            name: "x".into(),
            child: Some(file),
        });
        assert_eq!(
            render_line(&ctx, &Diagnostic::error(named, "m")),
            "f.mlir:7:3: error: m\n"
        );
        let fused = ctx.location(Location::Fused {
            locations: vec![ctx.unknown_loc(), file],
            metadata: None,
        });
        assert_eq!(
            render_line(&ctx, &Diagnostic::error(fused, "m")),
            "f.mlir:7:3: error: m\n"
        );
    }

    #[test]
    fn call_sites_add_called_from_notes() {
        let ctx = Context::new();
        let outer = call_site(&ctx, ctx.file_loc("b.mlir", 3, 4), ctx.unknown_loc());
        let loc = call_site(&ctx, ctx.file_loc("a.mlir", 1, 2), outer);
        let d = Diagnostic::error(loc, "m").with_note(ctx.file_loc("a.mlir", 5, 1), "n");
        assert_eq!(
            render_line(&ctx, &d),
            "a.mlir:1:2: error: m\nb.mlir:3:4: note: called from\n<unknown>:0: note: called from\na.mlir:5:1: note: n\n"
        );
    }

    #[test]
    fn call_stack_is_limited() {
        let ctx = Context::new();
        let mut loc = ctx.file_loc("a.mlir", 1, 1);
        for line in 2..30 {
            loc = call_site(&ctx, ctx.file_loc("a.mlir", line, 1), loc);
        }
        let rendered = render_line(&ctx, &Diagnostic::error(loc, "deep"));
        assert_eq!(rendered.matches("called from").count(), CALL_STACK_LIMIT);
    }

    #[test]
    fn snippet_underlines_the_token() {
        let ctx = Context::new();
        let d = Diagnostic::error(ctx.file_loc("a.mlir", 2, 8), "op failed");
        let expected = "\
error: op failed
 --> a.mlir:2:8
  |
2 |   %1 = \"arith.addi\"(%0, %0) : (i32, i32) -> i64
  |        ^^^^^^^^^^^^
";
        assert_eq!(render_snippet(&ctx, &sources(), &d, false), expected);
    }

    #[test]
    fn snippet_shows_each_note() {
        let ctx = Context::new();
        let d = Diagnostic::error(ctx.file_loc("a.mlir", 2, 8), "op failed")
            .with_note(ctx.file_loc("a.mlir", 3, 2), "operand defined here")
            .with_note(ctx.file_loc("other.mlir", 4, 5), "not loaded")
            .with_note(ctx.unknown_loc(), "nowhere");
        let out = render_snippet(&ctx, &sources(), &d, false);
        let expected_tail = "\
note: operand defined here
 --> a.mlir:3:2
  |
3 |     %0 = arith.constant 1 : i32
  |     ^^
note: not loaded
 --> other.mlir:4:5
note: nowhere
";
        assert!(
            out.starts_with("error: op failed\n --> a.mlir:2:8\n"),
            "{out}"
        );
        assert!(out.ends_with(expected_tail), "{out}");
    }

    #[test]
    fn snippet_without_source_text() {
        let ctx = Context::new();
        let d = Diagnostic::remark(ctx.file_loc("gone.mlir", 1, 2), "r");
        assert_eq!(
            render_snippet(&ctx, &sources(), &d, false),
            "remark: r\n--> gone.mlir:1:2\n"
        );
        let d = Diagnostic::warning(ctx.unknown_loc(), "w");
        assert_eq!(render_snippet(&ctx, &sources(), &d, false), "warning: w\n");
    }

    #[test]
    fn snippet_colors_on_request() {
        let ctx = Context::new();
        let d = Diagnostic::error(ctx.file_loc("a.mlir", 2, 8), "op failed");
        assert!(render_snippet(&ctx, &sources(), &d, true).contains('\u{1b}'));
        assert!(!render_snippet(&ctx, &sources(), &d, false).contains('\u{1b}'));
    }

    #[test]
    fn snippet_survives_odd_positions() {
        let ctx = Context::new();
        let mut sources = sources();
        sources.add("u.mlir", "\"é\" // ü\n");
        for (file, line, col) in [
            ("a.mlir", 0, 0),
            ("a.mlir", 2, 0),
            ("a.mlir", 2, 999),
            ("a.mlir", 99, 1),
            ("u.mlir", 1, 3),
            ("u.mlir", 1, 9),
            ("u.mlir", 1, u32::MAX),
        ] {
            let d = Diagnostic::error(ctx.file_loc(file, line, col), "m");
            assert!(render_snippet(&ctx, &sources, &d, false).starts_with("error: m\n"));
        }
    }

    #[test]
    fn token_lengths() {
        assert_eq!(token_len("%arg0, %1"), 5);
        assert_eq!(token_len("\"a b\" : i32"), 5);
        assert_eq!(token_len("-> i32"), 2);
        assert_eq!(token_len("test-module-pass))"), 16);
        assert_eq!(token_len("d0 - d1"), 2);
        assert_eq!(token_len("  x"), 1);
        assert_eq!(token_len("// comment"), 1);
        assert_eq!(token_len("é"), 2);
        assert_eq!(token_len("\"unterminated"), 13);
        assert_eq!(token_len(""), 0);
    }
}
