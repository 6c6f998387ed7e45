//! The input buffer. A large regular file is mapped into memory rather
//! than read into the heap (as LLVM's `MemoryBuffer` does), so that the
//! pages of text the parser has finished with can be handed back to the
//! OS: a parsed chunk no longer holds its text in memory while it is
//! verified, transformed and printed. A diagnostic that quotes the text
//! later reads it again from the page cache, transparently.

use crate::cli::DiagnosticFormat;
use ir_core::diagnostics::{render_line, render_snippet, SourceManager};
use ir_core::{Context, Diagnostic};
use std::io::Read;
use std::path::Path;

/// Files of at least this many bytes are mapped; smaller ones are read.
const MAP_BYTES: u64 = 1 << 20;

/// Why the input could not be had.
#[derive(Debug, PartialEq, Eq)]
pub enum InputError {
    /// It could not be read (the message says why).
    Read(String),
    /// It is not UTF-8.
    NotUtf8 {
        /// The input's name.
        name: String,
        /// Its text, each invalid sequence replaced by U+FFFD (which
        /// changes no byte before the first).
        text: String,
        /// Line (1-based) of the first invalid byte.
        line: u32,
        /// Its column (1-based, in bytes, as every column reported).
        column: u32,
    },
}

impl InputError {
    /// Rendered as every error is: with a located snippet (or in MLIR's
    /// one-line form) for text that is not UTF-8.
    pub fn render(&self, ctx: &Context, format: DiagnosticFormat, colored: bool) -> String {
        let (name, text, line, column) = match self {
            Self::Read(message) => return format!("error: {message}\n"),
            Self::NotUtf8 {
                name,
                text,
                line,
                column,
            } => (name, text, *line, *column),
        };
        let loc = ctx.file_loc(name, line, column);
        let diagnostic = Diagnostic::error(loc, "invalid UTF-8: the input must be UTF-8 text");
        match format {
            DiagnosticFormat::Snippet => {
                let mut sources = SourceManager::default();
                sources.add(name, text);
                render_snippet(ctx, &sources, &diagnostic, colored)
            }
            DiagnosticFormat::Line => render_line(ctx, &diagnostic),
        }
    }

    /// The error for `bytes` of input `name`, whose first `valid_up_to`
    /// bytes are UTF-8 and the next is not.
    fn not_utf8(name: &str, bytes: &[u8], valid_up_to: usize) -> Self {
        let before = &bytes[..valid_up_to];
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |newline| newline + 1);
        let newlines = before.iter().filter(|&&b| b == b'\n').count();
        let to_u32 = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        Self::NotUtf8 {
            name: name.to_string(),
            text: String::from_utf8_lossy(bytes).into_owned(),
            line: to_u32(newlines + 1),
            column: to_u32(valid_up_to - line_start + 1),
        }
    }
}

/// The text of the input, read or mapped.
pub struct InputText {
    storage: Storage,
}

enum Storage {
    Owned(String),
    /// Validated as UTF-8 when mapped.
    Mapped(memmap2::Mmap),
}

impl InputText {
    /// Reads standard input (named `<stdin>` in errors).
    pub fn from_stdin() -> Result<Self, InputError> {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| InputError::Read(format!("cannot read standard input: {e}")))?;
        Self::from_bytes("<stdin>", bytes)
    }

    /// `bytes` as text, if they are UTF-8.
    fn from_bytes(name: &str, bytes: Vec<u8>) -> Result<Self, InputError> {
        String::from_utf8(bytes).map(Self::from).map_err(|e| {
            let valid_up_to = e.utf8_error().valid_up_to();
            InputError::not_utf8(name, e.as_bytes(), valid_up_to)
        })
    }

    /// Maps (if it is a large regular file) or reads the file at `path`,
    /// named `name` in errors. A file that is also `output` (the same file
    /// under any name) is read: writing the output truncates it.
    pub fn from_file(path: &Path, name: &str, output: &Path) -> Result<Self, InputError> {
        let cannot_read =
            |e: std::io::Error| InputError::Read(format!("cannot read '{name}': {e}"));
        let file = std::fs::File::open(path).map_err(cannot_read)?;
        let metadata = file.metadata().map_err(cannot_read)?;
        let large = metadata.is_file() && metadata.len() >= MAP_BYTES;
        if large && !is_same_file(&metadata, output) {
            // SAFETY: the mapping is read-only and private. Like every
            // compiler that maps its input, this assumes the file is not
            // truncated or rewritten while it is being compiled.
            // A file system that cannot map files is read from instead.
            if let Ok(map) = unsafe { memmap2::Mmap::map(&file) } {
                if let Err(e) = std::str::from_utf8(&map) {
                    return Err(InputError::not_utf8(name, &map, e.valid_up_to()));
                }
                return Ok(Self {
                    storage: Storage::Mapped(map),
                });
            }
        }
        let mut bytes = Vec::new();
        (&file).read_to_end(&mut bytes).map_err(cannot_read)?;
        Self::from_bytes(name, bytes)
    }

    /// The whole text.
    pub fn as_str(&self) -> &str {
        match &self.storage {
            Storage::Owned(text) => text,
            // SAFETY: checked to be UTF-8 when mapped, and never written.
            Storage::Mapped(map) => unsafe { std::str::from_utf8_unchecked(map) },
        }
    }

    /// Tells the OS that `part`, a slice of this text, is not needed for
    /// now: the pages wholly inside it leave this process's memory (a
    /// mapped file only; text that was read stays, as does a `part` from
    /// elsewhere). Reading them later is still correct.
    pub fn release(&self, part: &str) {
        let Storage::Mapped(map) = &self.storage else {
            return;
        };
        let Some(start) = (part.as_ptr() as usize).checked_sub(map.as_ptr() as usize) else {
            return;
        };
        // Pages of at least 4 KiB (madvise rounds the start down to a
        // page of its own size: at worst a page more is dropped and read
        // again).
        let page = 4096;
        let end = (start + part.len()).min(map.len()) / page * page;
        let start = start.next_multiple_of(page);
        if start < end {
            // SAFETY: the mapping is read-only and backed by the file, so
            // dropping its pages discards nothing: a later read of them
            // faults them back in from the file with the same bytes.
            // Only a hint: if it fails, the pages simply stay.
            let _ = unsafe {
                map.unchecked_advise_range(memmap2::UncheckedAdvice::DontNeed, start, end - start)
            };
        }
    }
}

impl From<String> for InputText {
    fn from(text: String) -> Self {
        Self {
            storage: Storage::Owned(text),
        }
    }
}

/// Whether `output` names the file `input` describes.
#[cfg(unix)]
fn is_same_file(input: &std::fs::Metadata, output: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(output).is_ok_and(|o| (o.dev(), o.ino()) == (input.dev(), input.ino()))
}

/// Whether `output` may name the file `input` describes (without a way to
/// tell, it may).
#[cfg(not(unix))]
fn is_same_file(_input: &std::fs::Metadata, _output: &Path) -> bool {
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_released_mapping_still_reads_the_same_text() {
        let dir = std::env::temp_dir().join(format!("ir-opt-input-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("large.mlir");
        let line = "%0 = \"test.op\"() : () -> i32\n";
        let text = line.repeat((MAP_BYTES as usize) / line.len() + 1000);
        std::fs::write(&path, &text).unwrap();
        let input = InputText::from_file(&path, "large.mlir", Path::new("-")).unwrap();
        assert!(matches!(input.storage, Storage::Mapped(_)));
        // The same file as the output is read, not mapped.
        let same = InputText::from_file(&path, "large.mlir", &path).unwrap();
        assert!(matches!(same.storage, Storage::Owned(_)));
        input.release(input.as_str());
        assert_eq!(input.as_str(), text);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_small_file_is_read_and_invalid_utf8_is_reported_at_its_line_and_column() {
        let dir = std::env::temp_dir().join(format!("ir-opt-input-small-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("bad.mlir");
        std::fs::write(&path, b"module {\n  // \xe9t\xe9\n}").unwrap();
        let error = InputText::from_file(&path, "bad.mlir", Path::new("-"))
            .err()
            .unwrap();
        let text = "module {\n  // \u{fffd}t\u{fffd}\n}".to_string();
        let (line, column, name) = (2, 6, "bad.mlir".to_string());
        assert_eq!(
            error,
            InputError::NotUtf8 {
                name,
                text,
                line,
                column
            }
        );
        std::fs::write(&path, "module {}").unwrap();
        let input = InputText::from_file(&path, "bad.mlir", Path::new("-")).unwrap();
        assert!(matches!(input.storage, Storage::Owned(_)));
        assert_eq!(input.as_str(), "module {}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
