//! The source files diagnostics point into: name to text, and line/column
//! to byte offset.

use std::sync::OnceLock;

/// Byte offsets at which the lines of a text start (the first is 0): 4
/// bytes a line for a text under 4 GiB (a large file has millions of
/// lines), 8 above.
pub(crate) enum LineStarts {
    Narrow(Vec<u32>),
    Wide(Vec<usize>),
}

impl LineStarts {
    /// The line starts of `text`.
    pub(crate) fn new(text: &str) -> Self {
        let after_newlines = memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i + 1);
        if u32::try_from(text.len()).is_ok() {
            let mut starts = vec![0];
            starts.extend(after_newlines.map(|s| s as u32));
            starts.shrink_to_fit();
            LineStarts::Narrow(starts)
        } else {
            let mut starts = vec![0];
            starts.extend(after_newlines);
            LineStarts::Wide(starts)
        }
    }

    /// The start of 0-based `line`.
    pub(crate) fn get(&self, line: usize) -> Option<usize> {
        match self {
            LineStarts::Narrow(starts) => starts.get(line).map(|&s| s as usize),
            LineStarts::Wide(starts) => starts.get(line).copied(),
        }
    }

    /// How many lines there are.
    pub(crate) fn len(&self) -> usize {
        match self {
            LineStarts::Narrow(starts) => starts.len(),
            LineStarts::Wide(starts) => starts.len(),
        }
    }

    /// The 0-based line holding byte `offset`.
    pub(crate) fn line_of(&self, offset: usize) -> usize {
        let after = match self {
            LineStarts::Narrow(starts) => starts.partition_point(|&s| s as usize <= offset),
            LineStarts::Wide(starts) => starts.partition_point(|&s| s <= offset),
        };
        after - 1
    }
}

/// One loaded file; its line table is built on the first diagnostic that
/// needs it (a run without diagnostics never scans the text for it).
struct SourceFile<'a> {
    name: String,
    text: &'a str,
    lines: OnceLock<LineStarts>,
}

impl SourceFile<'_> {
    fn line_starts(&self) -> &LineStarts {
        self.lines.get_or_init(|| LineStarts::new(self.text))
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
        let start = starts.get(line.checked_sub(1)? as usize)?;
        let end = starts.get(line as usize).map_or(file.text.len(), |e| e - 1);
        file.text
            .get(start..end)
            .map(|l| l.strip_suffix('\r').unwrap_or(l))
    }

    /// The byte offset of 1-based `line`:`col` in a file.
    pub fn offset(&self, name: &str, line: u32, col: u32) -> Option<usize> {
        let file = self.file(name)?;
        let start = file.line_starts().get(line.checked_sub(1)? as usize)?;
        Some((start + col.saturating_sub(1) as usize).min(file.text.len()))
    }
}

#[cfg(test)]
mod tests {
    use super::LineStarts;

    #[test]
    fn narrow_and_wide_tables_agree() {
        let narrow = LineStarts::new("ab\n\ncd\n");
        assert!(matches!(narrow, LineStarts::Narrow(_)));
        // Texts of 4 GiB or more get the wide table; its answers are the same.
        let wide = LineStarts::Wide(vec![0, 3, 4, 7]);
        for table in [&narrow, &wide] {
            let starts: Vec<_> = (0..5).map(|line| table.get(line)).collect();
            assert_eq!(starts, [Some(0), Some(3), Some(4), Some(7), None]);
            let lines: Vec<_> = (0..9).map(|offset| table.line_of(offset)).collect();
            assert_eq!(lines, [0, 0, 0, 1, 2, 2, 2, 3, 3]);
        }
    }
}
