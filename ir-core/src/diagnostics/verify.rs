//! `-verify-diagnostics`: matching emitted diagnostics against `expected-*` comments.
//!
//! The rules are MLIR's (`SourceMgrDiagnosticVerifierHandler`). A line holds
//! at most one expectation, written anywhere on it (normally in a comment):
//!
//! ```text
//! expected-<severity>[-re] [@<designator>] {{<text>}}
//! ```
//!
//! where `<severity>` is `error`, `warning`, `note` or `remark`, and the
//! line (without trailing whitespace) ends with the closing `}}`. The
//! designator names the line the diagnostic must be on: none for this line,
//! `@+N`/`@-N` relative to it, `@above` for the closest line above that is
//! not itself an `expected-*` line, `@below` for the closest such line below,
//! `@unknown` for a diagnostic without a file position. The message must
//! contain `<text>`; with `-re`, the `{{regex}}` pieces of `<text>` are
//! regular expressions and the rest is literal.
//!
//! A diagnostic matches the first expectation on its line (any expectation,
//! even one already matched) with the same severity whose text it contains.
//! Notes are checked like the diagnostics they belong to. Unlike MLIR, which
//! silently ignores them, lines that mention `expected-<severity>` but do not
//! have the form above are reported.

use super::{Diagnostic, Severity};
use crate::context::attributes::Attr;
use crate::Context;
use regex::Regex;

/// What an expectation's message must contain.
#[derive(Clone, Debug)]
pub enum Pattern {
    /// The message contains this text.
    Substring(String),
    /// The message has a match of this (unanchored) regular expression.
    Regex(Regex),
}

impl Pattern {
    /// Whether `message` satisfies the pattern.
    pub fn matches(&self, message: &str) -> bool {
        match self {
            Pattern::Substring(text) => message.contains(text.as_str()),
            Pattern::Regex(regex) => regex.is_match(message),
        }
    }
}

/// One `expected-*` comment.
#[derive(Clone, Debug)]
pub struct Expectation {
    /// The expected severity.
    pub severity: Severity,
    /// The absolute line the diagnostic must be on; `None` for `@unknown`.
    pub line: Option<u32>,
    /// The text between the outer `{{` and `}}`, as written.
    pub text: String,
    /// How `text` is matched.
    pub pattern: Pattern,
    /// The absolute line of the comment.
    pub comment_line: u32,
    /// The 1-based byte column of `expected-` in the comment's line.
    pub comment_col: u32,
    /// Whether a diagnostic matched it.
    pub matched: bool,
}

/// A malformed expectation: absolute line, 1-based column, message.
pub type ExpectationError = (u32, u32, String);

/// The expectations written in `chunk`, a piece of a file preceded by
/// `line_offset` lines (0 for a whole file), or every malformed one.
pub fn collect_expectations(
    chunk: &str,
    line_offset: u32,
) -> Result<Vec<Expectation>, Vec<ExpectationError>> {
    let (expectations, errors) = scan(chunk, line_offset);
    if errors.is_empty() {
        Ok(expectations)
    } else {
        Err(errors)
    }
}

/// What `-verify-diagnostics` checks (MLIR's `=all` and `=only-expected`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Checked {
    /// Every diagnostic: expected ones, unexpected ones and severity
    /// mismatches (near misses).
    #[default]
    All,
    /// Only that each expectation is met; other diagnostics are ignored.
    OnlyExpected,
}

/// Checks `emitted` (diagnostics about `chunk` of `file`, which `line_offset`
/// lines precede) against the chunk's `expected-*` comments. Returns the
/// failures as errors, in MLIR's wording: malformed expectations, then
/// unexpected diagnostics and severity mismatches in emission order (with
/// [`Checked::All`]), then expectations nothing matched. Empty means the
/// check passed.
pub fn verify_diagnostics(
    ctx: &Context,
    file: &str,
    chunk: &str,
    line_offset: u32,
    emitted: &[Diagnostic],
    checked: Checked,
) -> Vec<Diagnostic> {
    let (mut expectations, errors) = scan(chunk, line_offset);
    let mut failures: Vec<Diagnostic> = errors
        .into_iter()
        .map(|(line, col, message)| Diagnostic::error(ctx.file_loc(file, line, col), message))
        .collect();
    let mut flat = Vec::new();
    flatten(emitted, &mut flat);
    for diagnostic in flat {
        let failure = check(ctx, file, &mut expectations, diagnostic);
        failures.extend(failure.filter(|_| checked == Checked::All));
    }
    failures.extend(not_produced(ctx, file, &expectations));
    failures
}

/// `expected <severity> "<text>" was not produced` for every unmatched
/// expectation: those at lines in order, then those `@unknown`.
fn not_produced(ctx: &Context, file: &str, expectations: &[Expectation]) -> Vec<Diagnostic> {
    let unmatched = expectations.iter().filter(|e| !e.matched);
    let (at_lines, at_unknown): (Vec<_>, Vec<_>) = unmatched.partition(|e| e.line.is_some());
    let message = |e: &Expectation| {
        let severity = e.severity.as_str();
        format!("expected {severity} \"{}\" was not produced", e.text)
    };
    at_lines
        .into_iter()
        .chain(at_unknown)
        .map(|e| Diagnostic::error(comment_loc(ctx, file, e), message(e)))
        .collect()
}

/// Diagnostics and their notes, each diagnostic before its notes.
fn flatten<'a>(diagnostics: &'a [Diagnostic], out: &mut Vec<&'a Diagnostic>) {
    for diagnostic in diagnostics {
        out.push(diagnostic);
        flatten(&diagnostic.notes, out);
    }
}

/// Matches one diagnostic; the failure it causes, if any.
fn check(
    ctx: &Context,
    file: &str,
    expectations: &mut [Expectation],
    diagnostic: &Diagnostic,
) -> Option<Diagnostic> {
    let wanted_line = match ctx.file_line_col(diagnostic.loc) {
        Some((f, line, _)) if f == file => Some(line),
        Some(_) => return Some(unexpected(diagnostic)),
        None => None,
    };
    let mut near_miss = None;
    for (index, expectation) in expectations.iter_mut().enumerate() {
        if expectation.line != wanted_line || !expectation.pattern.matches(&diagnostic.message) {
            continue;
        }
        if expectation.severity == diagnostic.severity {
            expectation.matched = true;
            return None;
        }
        near_miss = Some(index);
    }
    let Some(index) = near_miss else {
        return Some(unexpected(diagnostic));
    };
    let expectation = &expectations[index];
    let message = format!(
        "'{}' diagnostic emitted when expecting a '{}'",
        diagnostic.severity.as_str(),
        expectation.severity.as_str()
    );
    Some(Diagnostic::error(
        comment_loc(ctx, file, expectation),
        message,
    ))
}

/// `unexpected <severity>: <message>` at the diagnostic's own location.
fn unexpected(diagnostic: &Diagnostic) -> Diagnostic {
    let message = format!(
        "unexpected {}: {}",
        diagnostic.severity.as_str(),
        diagnostic.message
    );
    Diagnostic::error(diagnostic.loc, message)
}

/// The location of an expectation's comment.
fn comment_loc(ctx: &Context, file: &str, expectation: &Expectation) -> Attr {
    ctx.file_loc(file, expectation.comment_line, expectation.comment_col)
}

/// Where an expectation applies, as written.
enum Designator {
    /// No designator: this line.
    Here,
    /// `@+N` (positive) or `@-N` (negative).
    Relative(i64),
    /// `@above`.
    Above,
    /// `@below`.
    Below,
    /// `@unknown`.
    Unknown,
}

/// A well-formed `expected-*` comment, before its line is resolved.
struct Parsed<'a> {
    severity: Severity,
    regex: bool,
    designator: Designator,
    text: &'a str,
    /// Byte index of `expected-` in the line.
    start: usize,
}

/// What a line holds.
enum LineKind<'a> {
    /// No expectation.
    Plain,
    /// An expectation.
    Expectation(Parsed<'a>),
    /// A malformed expectation: byte index of `expected-`, message.
    Malformed(usize, String),
}

/// Every expectation in `chunk` (lines after `line_offset`), and every
/// malformed one.
fn scan(chunk: &str, line_offset: u32) -> (Vec<Expectation>, Vec<ExpectationError>) {
    let lines: Vec<&str> = chunk.split('\n').collect();
    let mut scanner = Scanner {
        line_offset,
        line_count: to_u32(lines.len()),
        last_plain_line: 0,
        pending_below: Vec::new(),
        expectations: Vec::new(),
        errors: Vec::new(),
    };
    for (index, line) in lines.iter().enumerate() {
        let line_no = to_u32(index).saturating_add(1);
        match classify(line.trim_end_matches([' ', '\t', '\x0b', '\x0c', '\r'])) {
            LineKind::Plain => scanner.plain_line(line_no),
            LineKind::Malformed(start, message) => {
                scanner.error(line_no, start, message);
                scanner.plain_line(line_no);
            }
            LineKind::Expectation(parsed) => scanner.expectation(line_no, &parsed),
        }
    }
    (scanner.expectations, scanner.errors)
}

/// The state of a scan over a chunk's lines (line numbers relative to the chunk).
struct Scanner {
    line_offset: u32,
    line_count: u32,
    /// The last line without an expectation (0 before the first).
    last_plain_line: u32,
    /// Indices of `@below` expectations waiting for a line without one.
    pending_below: Vec<usize>,
    expectations: Vec<Expectation>,
    errors: Vec<ExpectationError>,
}

impl Scanner {
    /// The absolute number of a chunk line.
    fn absolute(&self, line_no: u32) -> u32 {
        line_no.saturating_add(self.line_offset)
    }

    /// Records a malformed expectation at byte `start` of line `line_no`.
    fn error(&mut self, line_no: u32, start: usize, message: String) {
        self.errors
            .push((self.absolute(line_no), column(start), message));
    }

    /// A line without an expectation: the target of pending `@below`s.
    fn plain_line(&mut self, line_no: u32) {
        let target = Some(self.absolute(line_no));
        for index in self.pending_below.drain(..) {
            self.expectations[index].line = target;
        }
        self.last_plain_line = line_no;
    }

    /// A well-formed `expected-*` on line `line_no`.
    fn expectation(&mut self, line_no: u32, parsed: &Parsed<'_>) {
        let pattern = match pattern(parsed.text, parsed.regex) {
            Ok(pattern) => pattern,
            Err(message) => return self.error(line_no, parsed.start, message),
        };
        let line = match parsed.designator {
            Designator::Here => Some(self.absolute(line_no)),
            Designator::Relative(delta) => match u32::try_from(i64::from(line_no) + delta) {
                Ok(target) if target >= 1 => Some(self.absolute(target)),
                _ => {
                    let message = "the designated line is before the first line".to_string();
                    return self.error(line_no, parsed.start, message);
                }
            },
            Designator::Above => Some(self.absolute(self.last_plain_line.max(1))),
            Designator::Below => {
                self.pending_below.push(self.expectations.len());
                Some(self.absolute(self.line_count))
            }
            Designator::Unknown => None,
        };
        self.expectations.push(Expectation {
            severity: parsed.severity,
            line,
            text: parsed.text.to_string(),
            pattern,
            comment_line: self.absolute(line_no),
            comment_col: column(parsed.start),
            matched: false,
        });
    }
}

/// The severities, as spelled after `expected-`.
const SEVERITIES: [(&str, Severity); 4] = [
    ("error", Severity::Error),
    ("warning", Severity::Warning),
    ("note", Severity::Note),
    ("remark", Severity::Remark),
];

/// What a line (without trailing whitespace) holds: the first well-formed
/// expectation on it, else the first malformed one.
fn classify(line: &str) -> LineKind<'_> {
    let mut malformed = None;
    for (start, _) in line.match_indices("expected-") {
        let after = &line[start + "expected-".len()..];
        let Some((word, severity)) = SEVERITIES.iter().find(|(word, _)| mentions(after, word))
        else {
            continue;
        };
        match parse_expectation(word, &after[word.len()..]) {
            Ok((regex, designator, text)) => {
                let severity = *severity;
                return LineKind::Expectation(Parsed {
                    severity,
                    regex,
                    designator,
                    text,
                    start,
                });
            }
            Err(message) => {
                malformed.get_or_insert((start, message));
            }
        }
    }
    malformed.map_or(LineKind::Plain, |(start, message)| {
        LineKind::Malformed(start, message)
    })
}

/// Whether `after` starts with the whole word `word`.
fn mentions(after: &str, word: &str) -> bool {
    after
        .strip_prefix(word)
        .is_some_and(|rest| !rest.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_'))
}

/// Parses what follows `expected-<word>`: `[-re] [@designator] {{text}}`
/// up to the end of the line.
fn parse_expectation<'a>(word: &str, rest: &'a str) -> Result<(bool, Designator, &'a str), String> {
    let (regex, rest) = match rest.strip_prefix("-re") {
        Some(rest) if !rest.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_') => {
            (true, rest)
        }
        _ => (false, rest),
    };
    let directive = format!("'expected-{word}{}'", if regex { "-re" } else { "" });
    let rest = rest.trim_start_matches(' ');
    let (designator, rest) = match rest.strip_prefix('@') {
        Some(after) => {
            parse_designator(after).map_err(|message| format!("{message} in {directive}"))?
        }
        None => (Designator::Here, rest),
    };
    let rest = rest.trim_start_matches(' ');
    let body = rest
        .strip_prefix("{{")
        .ok_or_else(|| format!("expected '{{{{' to start the message of {directive}"))?;
    let text = body.strip_suffix("}}").ok_or_else(|| {
        format!("expected '}}}}' at the end of the line to close the message of {directive}")
    })?;
    Ok((regex, designator, text))
}

/// Parses a designator after its `@`; the rest of the line.
fn parse_designator(after: &str) -> Result<(Designator, &str), String> {
    let words = [
        ("above", Designator::Above),
        ("below", Designator::Below),
        ("unknown", Designator::Unknown),
    ];
    for (word, designator) in words {
        if let Some(rest) = after.strip_prefix(word) {
            return Ok((designator, rest));
        }
    }
    let invalid = || {
        "invalid designator: expected '@above', '@below', '@unknown', '@+N' or '@-N'".to_string()
    };
    let (negative, digits) = match after.as_bytes().first() {
        Some(b'+') => (false, &after[1..]),
        Some(b'-') => (true, &after[1..]),
        _ => return Err(invalid()),
    };
    let len = digits.bytes().take_while(u8::is_ascii_digit).count();
    if len == 0 {
        return Err(invalid());
    }
    let delta: i64 = digits[..len]
        .parse::<u32>()
        .map_err(|_| "line offset too large".to_string())?
        .into();
    Ok((
        Designator::Relative(if negative { -delta } else { delta }),
        &digits[len..],
    ))
}

/// The pattern of an expectation's text: a substring, or with `-re` a
/// regex of its literal parts and `{{regex}}` pieces.
fn pattern(text: &str, regex: bool) -> Result<Pattern, String> {
    if !regex {
        return Ok(Pattern::Substring(text.to_string()));
    }
    let mut source = String::from("(?s)");
    let mut rest = text;
    while let Some(open) = rest.find("{{") {
        source.push_str(&regex::escape(&rest[..open]));
        let after = &rest[open + 2..];
        let close = after
            .find("}}")
            .ok_or_else(|| "found start of regex with no end '}}'".to_string())?;
        let piece = &after[..close];
        Regex::new(piece).map_err(|error| invalid_regex(&error))?;
        source.push_str("(?:");
        source.push_str(piece);
        source.push(')');
        rest = &after[close + 2..];
    }
    source.push_str(&regex::escape(rest));
    Regex::new(&source)
        .map(Pattern::Regex)
        .map_err(|error| invalid_regex(&error))
}

/// `invalid regex: <reason>`, the reason on one line.
fn invalid_regex(error: &regex::Error) -> String {
    let text = error.to_string();
    let reason = text
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or_default();
    format!(
        "invalid regex: {}",
        reason.trim().trim_start_matches("error: ")
    )
}

/// A count or index as `u32`, saturating.
fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// The 1-based column of a byte index.
fn column(index: usize) -> u32 {
    to_u32(index).saturating_add(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::context::attributes::Location;
    use crate::diagnostics::render_line;

    /// Collects, panicking on malformed expectations.
    fn collect(chunk: &str) -> Vec<Expectation> {
        collect_expectations(chunk, 0).expect("well-formed")
    }

    /// The malformed-expectation messages of a chunk.
    fn malformed(chunk: &str) -> Vec<ExpectationError> {
        collect_expectations(chunk, 0).expect_err("malformed")
    }

    /// `verify_diagnostics` on `t.mlir`, failures in the one-line form.
    fn failures(ctx: &Context, chunk: &str, emitted: &[Diagnostic]) -> Vec<String> {
        verify_diagnostics(ctx, "t.mlir", chunk, 0, emitted, Checked::All)
            .iter()
            .map(|d| render_line(ctx, d).trim_end().to_string())
            .collect()
    }

    fn error_at(ctx: &Context, line: u32, message: &str) -> Diagnostic {
        Diagnostic::error(ctx.file_loc("t.mlir", line, 3), message)
    }

    #[test]
    fn every_severity_and_column() {
        let chunk = "a // expected-error {{e}}\n// expected-warning {{w}}\n  // expected-note {{n}}\n// expected-remark {{r}}";
        let found = collect(chunk);
        let got: Vec<_> = found
            .iter()
            .map(|e| {
                (
                    e.severity,
                    e.line,
                    e.text.as_str(),
                    e.comment_line,
                    e.comment_col,
                )
            })
            .collect();
        assert_eq!(
            got,
            vec![
                (Severity::Error, Some(1), "e", 1, 6),
                (Severity::Warning, Some(2), "w", 2, 4),
                (Severity::Note, Some(3), "n", 3, 6),
                (Severity::Remark, Some(4), "r", 4, 4),
            ]
        );
        assert!(found.iter().all(|e| !e.matched));
    }

    #[test]
    fn designators() {
        let chunk = "\
op1
// expected-error @+2 {{plus}}
// expected-error@-2 {{minus}}
// expected-error @above {{above}}
// expected-error @below {{below}}
// expected-error @unknown {{unknown}}
op7
// expected-error @below {{dangling}}
";
        let lines: Vec<_> = collect(chunk)
            .iter()
            .map(|e| (e.text.clone(), e.line))
            .collect();
        let want = [
            ("plus", Some(4)),
            ("minus", Some(1)),
            ("above", Some(1)),
            ("below", Some(7)),
            ("unknown", None),
            ("dangling", Some(9)),
        ];
        assert_eq!(lines, want.map(|(t, l)| (t.to_string(), l)));
    }

    #[test]
    fn line_offset_makes_lines_absolute() {
        let found = collect_expectations(
            "x\n// expected-error @below {{b}}\ny // expected-note {{n}}",
            10,
        )
        .unwrap();
        let got: Vec<_> = found.iter().map(|e| (e.line, e.comment_line)).collect();
        assert_eq!(got, vec![(Some(13), 12), (Some(13), 13)]);
    }

    #[test]
    fn text_runs_to_the_last_braces() {
        let found = collect("// expected-error {{a}} expected-error {{b}}  \r");
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].text, "a}} expected-error {{b");
        assert_eq!(collect("// expected-error {{}}")[0].text, "");
    }

    #[test]
    fn plain_text_is_a_substring() {
        let e = &collect("// expected-error {{op {{.*}} i32}}")[0];
        assert!(e.pattern.matches("'x' op {{.*}} i32 here"));
        assert!(!e.pattern.matches("'x' op operand i32"));
        assert!(collect("// expected-error {{}}")[0]
            .pattern
            .matches("anything"));
    }

    #[test]
    fn regex_pieces() {
        let e = &collect("// expected-error-re {{'foo.op' op operand #{{[0-9]+}} {{.*}} i32}}")[0];
        assert!(e
            .pattern
            .matches("error: 'foo.op' op operand #12 has type\n i32!"));
        assert!(!e.pattern.matches("'foo.op' op operand #x has i32"));
        let literal = &collect("// expected-note-re {{a.b (c)}}")[0];
        assert!(literal.pattern.matches("xa.b (c)"));
        assert!(!literal.pattern.matches("aXb (c)"));
    }

    #[test]
    fn malformed_expectations() {
        let cases = [
            ("// expected-error foo", "expected '{{' to start the message of 'expected-error'"),
            ("// expected-warning {{foo}} trailing", "expected '}}' at the end of the line to close the message of 'expected-warning'"),
            ("// expected-note @sideways {{x}}", "invalid designator: expected '@above', '@below', '@unknown', '@+N' or '@-N' in 'expected-note'"),
            ("// expected-error @+ {{x}}", "invalid designator: expected '@above', '@below', '@unknown', '@+N' or '@-N' in 'expected-error'"),
            ("// expected-error @+99999999999 {{x}}", "line offset too large in 'expected-error'"),
            ("// expected-error @-1 {{x}}", "the designated line is before the first line"),
            ("// expected-remark-re {{a {{b}}", "found start of regex with no end '}}'"),
            ("// expected-error-re {{a {{[b}} c}}", "invalid regex: unclosed character class"),
        ];
        for (chunk, message) in cases {
            assert_eq!(
                malformed(chunk),
                vec![(1, 4, message.to_string())],
                "{chunk}"
            );
        }
    }

    #[test]
    fn mentions_need_the_whole_word() {
        assert!(collect("// expected-errors are fine; so is expected-erroneous").is_empty());
        assert_eq!(collect("x // unexpected-error {{found}}")[0].comment_col, 8);
        let found = collect("// expected-error oops expected-error {{ok}}");
        assert_eq!(found[0].text, "ok");
    }

    #[test]
    fn malformed_lines_count_as_plain_lines() {
        let (found, errors) = scan(
            "// expected-error @below {{x}}\n// expected-error oops\n",
            0,
        );
        assert_eq!(found[0].line, Some(2));
        assert_eq!(errors.len(), 1);
    }

    #[test]
    fn odd_input_does_not_panic() {
        for chunk in [
            "",
            "\n\n",
            "expected-",
            "expected-error",
            "expected-error@",
            "expected-error @- {{",
            "expected-error-re {{{{}}}}",
            "é expected-note {{ü}}",
            "expected-error {{}",
            "expected-error-re {{{{(}}}}",
        ] {
            let _ = collect_expectations(chunk, u32::MAX);
        }
    }

    #[test]
    fn matching_diagnostics_pass() {
        let ctx = Context::new();
        let chunk = "\
// expected-error @below {{does not dominate}}
%1 = op %0
// expected-note @below {{defined here}}
%0 = op
%2 = op // expected-warning {{careful}}
// expected-remark @unknown {{somewhere}}
";
        let emitted = [
            error_at(&ctx, 2, "operand #0 does not dominate this use")
                .with_note(ctx.file_loc("t.mlir", 4, 1), "operand defined here"),
            Diagnostic::warning(ctx.file_loc("t.mlir", 5, 6), "be careful"),
            Diagnostic::remark(ctx.unknown_loc(), "from somewhere"),
        ];
        assert_eq!(failures(&ctx, chunk, &emitted), Vec::<String>::new());
    }

    #[test]
    fn unmatched_expectations_are_reported_at_the_comment() {
        let ctx = Context::new();
        let chunk = "x\n  // expected-error @-1 {{never}}\n// expected-note @unknown {{gone}}";
        assert_eq!(
            failures(&ctx, chunk, &[]),
            vec![
                "t.mlir:2:6: error: expected error \"never\" was not produced",
                "t.mlir:3:4: error: expected note \"gone\" was not produced",
            ]
        );
    }

    #[test]
    fn unexpected_diagnostics_are_reported_where_they_are() {
        let ctx = Context::new();
        let chunk = "a // expected-error {{known}}\nb\n";
        let named = ctx.location(Location::Name {
            name: "n".into(),
            child: None,
        });
        let emitted = [
            error_at(&ctx, 1, "known problem").with_note(ctx.file_loc("t.mlir", 2, 1), "extra"),
            error_at(&ctx, 2, "known problem"),
            Diagnostic::warning(ctx.file_loc("other.mlir", 1, 1), "known"),
            Diagnostic::remark(named, "r"),
        ];
        assert_eq!(
            failures(&ctx, chunk, &emitted),
            vec![
                "t.mlir:2:1: error: unexpected note: extra",
                "t.mlir:2:3: error: unexpected error: known problem",
                "other.mlir:1:1: error: unexpected warning: known",
                "<unknown>:0: error: loc(\"n\"): unexpected remark: r",
            ]
        );
    }

    #[test]
    fn severity_mismatch_is_a_near_miss() {
        let ctx = Context::new();
        let chunk = "a // expected-warning {{bad}}";
        assert_eq!(
            failures(&ctx, chunk, &[error_at(&ctx, 1, "bad thing")]),
            vec![
                "t.mlir:1:6: error: 'error' diagnostic emitted when expecting a 'warning'",
                "t.mlir:1:6: error: expected warning \"bad\" was not produced",
            ]
        );
    }

    #[test]
    fn an_expectation_matches_every_equal_diagnostic() {
        let ctx = Context::new();
        let one = "a // expected-error {{dup}}";
        assert!(failures(
            &ctx,
            one,
            &[error_at(&ctx, 1, "dup"), error_at(&ctx, 1, "dup")]
        )
        .is_empty());
        let two = "// expected-error @below {{dup}}\n// expected-error @below {{dup}}\na";
        assert_eq!(
            failures(
                &ctx,
                two,
                &[error_at(&ctx, 3, "dup"), error_at(&ctx, 3, "dup")]
            ),
            vec!["t.mlir:2:4: error: expected error \"dup\" was not produced"]
        );
    }

    #[test]
    fn malformed_expectations_come_first_and_others_still_apply() {
        let ctx = Context::new();
        let chunk = "a // expected-error {{ok}}\n// expected-error-re {{{{[}}}}";
        assert_eq!(
            failures(
                &ctx,
                chunk,
                &[error_at(&ctx, 1, "ok"), error_at(&ctx, 2, "stray")]
            ),
            vec![
                "t.mlir:2:4: error: invalid regex: unclosed character class",
                "t.mlir:2:3: error: unexpected error: stray",
            ]
        );
    }

    #[test]
    fn chunks_use_absolute_lines() {
        let ctx = Context::new();
        let chunk = "// expected-error @below {{here}}\nop";
        let emitted = [Diagnostic::error(ctx.file_loc("t.mlir", 42, 1), "here")];
        assert!(verify_diagnostics(&ctx, "t.mlir", chunk, 40, &emitted, Checked::All).is_empty());
        let failed = verify_diagnostics(&ctx, "t.mlir", chunk, 0, &emitted, Checked::All);
        assert_eq!(failed.len(), 2);
    }
}
