//! The source files diagnostics point into: name to text, and line/column
//! to byte offset.

use std::sync::OnceLock;

/// Byte offsets at which the lines of `text` start (the first is 0).
pub(crate) fn line_starts(text: &str) -> Vec<usize> {
    let mut starts = vec![0];
    starts.extend(memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i + 1));
    starts
}

/// One loaded file; its line table is built on the first diagnostic that
/// needs it (a run without diagnostics never scans the text for it).
struct SourceFile<'a> {
    name: String,
    text: &'a str,
    lines: OnceLock<Vec<usize>>,
}

impl SourceFile<'_> {
    fn line_starts(&self) -> &[usize] {
        self.lines.get_or_init(|| line_starts(self.text))
    }
}

/// The files a run has read, so diagnostics can quote them.
#[derive(Default)]
pub struct SourceManager<'a> {
    files: Vec<SourceFile<'a>>,
}

impl<'a> SourceManager<'a> {
    /// Registers a file's text under `name` (as locations will spell it).
    pub fn add(&mut self, name: &str, text: &'a str) {
        self.files.push(SourceFile {
            name: name.to_string(),
            text,
            lines: OnceLock::new(),
        });
    }

    fn file(&self, name: &str) -> Option<&SourceFile<'a>> {
        self.files.iter().rev().find(|f| f.name == name)
    }

    /// The text of a file.
    pub fn text(&self, name: &str) -> Option<&str> {
        self.file(name).map(|f| f.text)
    }

    /// The text of 1-based `line` of a file, without its newline.
    pub fn line(&self, name: &str, line: u32) -> Option<&str> {
        let file = self.file(name)?;
        let starts = file.line_starts();
        let start = *starts.get(line.checked_sub(1)? as usize)?;
        let end = starts
            .get(line as usize)
            .map_or(file.text.len(), |&e| e - 1);
        file.text
            .get(start..end)
            .map(|l| l.strip_suffix('\r').unwrap_or(l))
    }

    /// The byte offset of 1-based `line`:`col` in a file.
    pub fn offset(&self, name: &str, line: u32, col: u32) -> Option<usize> {
        let file = self.file(name)?;
        let start = *file.line_starts().get(line.checked_sub(1)? as usize)?;
        Some((start + col.saturating_sub(1) as usize).min(file.text.len()))
    }
}
