//! The source files diagnostics point into: name to text, and line/column
//! to byte offset.

/// One loaded file.
struct SourceFile<'a> {
    name: String,
    text: &'a str,
    line_starts: Vec<usize>,
}

/// The files a run has read, so diagnostics can quote them.
#[derive(Default)]
pub struct SourceManager<'a> {
    files: Vec<SourceFile<'a>>,
}

impl<'a> SourceManager<'a> {
    /// Registers a file's text under `name` (as locations will spell it).
    pub fn add(&mut self, name: &str, text: &'a str) {
        let mut line_starts = vec![0];
        line_starts.extend(
            text.bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'\n')
                .map(|(i, _)| i + 1),
        );
        self.files.push(SourceFile {
            name: name.to_string(),
            text,
            line_starts,
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
        let start = *file.line_starts.get(line.checked_sub(1)? as usize)?;
        let end = file
            .line_starts
            .get(line as usize)
            .map_or(file.text.len(), |&e| e - 1);
        file.text
            .get(start..end)
            .map(|l| l.strip_suffix('\r').unwrap_or(l))
    }

    /// The byte offset of 1-based `line`:`col` in a file.
    pub fn offset(&self, name: &str, line: u32, col: u32) -> Option<usize> {
        let file = self.file(name)?;
        let start = *file.line_starts.get(line.checked_sub(1)? as usize)?;
        Some((start + col.saturating_sub(1) as usize).min(file.text.len()))
    }
}
