//! Diagnostics: one type for every error, warning, note and remark, the
//! source files they point into, and their rendering.

mod render;
mod source;
pub mod verify;

use crate::context::attributes::Attr;
pub use render::{render_line, render_snippet};
pub(crate) use source::LineStarts;
pub use source::SourceManager;

/// How serious a diagnostic is.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Severity {
    /// Stops the tool with exit code 1.
    Error,
    /// Reported, not fatal.
    Warning,
    /// Extra information attached to another diagnostic.
    Note,
    /// Informational output of a pass.
    Remark,
}

impl Severity {
    /// The word MLIR prints for it (`error`, `warning`, `note`, `remark`).
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// A message about a place in the IR or the source, with attached notes.
#[derive(Clone, PartialEq, Debug)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Where (a location attribute).
    pub loc: Attr,
    /// What.
    pub message: String,
    /// Notes at other places, e.g. "operand defined here".
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// A diagnostic of any severity.
    pub fn new(severity: Severity, loc: Attr, message: impl Into<String>) -> Self {
        Self {
            severity,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// An error.
    pub fn error(loc: Attr, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, loc, message)
    }

    /// A warning.
    pub fn warning(loc: Attr, message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, loc, message)
    }

    /// A remark.
    pub fn remark(loc: Attr, message: impl Into<String>) -> Self {
        Self::new(Severity::Remark, loc, message)
    }

    /// Attaches a note at `loc`.
    pub fn with_note(mut self, loc: Attr, message: impl Into<String>) -> Self {
        self.notes
            .push(Diagnostic::new(Severity::Note, loc, message));
        self
    }
}

/// Collects diagnostics as they are emitted.
#[derive(Default, Debug)]
pub struct DiagnosticSink {
    diagnostics: Vec<Diagnostic>,
}

impl DiagnosticSink {
    /// Records a diagnostic.
    pub fn emit(&mut self, diagnostic: Diagnostic) {
        self.diagnostics.push(diagnostic);
    }

    /// Whether an error was recorded.
    pub fn has_errors(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|d| d.severity == Severity::Error)
    }

    /// Takes every recorded diagnostic.
    pub fn take(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.diagnostics)
    }
}
