//! The output a tool writes its result to (`-o FILE`, or `-` for standard
//! output). A regular file is written through a temporary file beside it,
//! renamed over it when the run succeeded ([`Output::finish`]) and removed
//! otherwise, so a failed run (a parse error, a full disk) leaves the
//! previous file, or none, and never a truncated one. A target that is not
//! a regular file (`/dev/null`, a pipe, a terminal) is written directly
//! and never removed.

use crate::stdio::{self, WriteFailure};
use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

/// Where the output goes while the tool runs.
pub struct Output {
    path: PathBuf,
    sink: Sink,
}

enum Sink {
    Stdout(Box<dyn Write>),
    /// A special file, written in place.
    Direct(BufWriter<File>),
    /// A temporary file (`temp`) to be renamed to `target`.
    Temporary {
        file: BufWriter<File>,
        temp: PathBuf,
        target: PathBuf,
    },
}

impl Output {
    /// Opens the output `path` names (`-`: standard output).
    pub fn open(path: &Path) -> Result<Self, WriteFailure> {
        let fail = |error| WriteFailure::output(path, error);
        let sink = if path.as_os_str() == "-" {
            Sink::Stdout(Box::new(stdio::stdout()))
        } else {
            // A link is followed: its target is replaced, the link stays.
            let target = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
            match std::fs::metadata(&target) {
                Ok(metadata) if !metadata.is_file() => {
                    let file = std::fs::OpenOptions::new()
                        .write(true)
                        .open(&target)
                        .map_err(fail)?;
                    Sink::Direct(buffered(file))
                }
                existing => {
                    let (file, temp) = create_beside(&target).map_err(fail)?;
                    if let Ok(metadata) = existing {
                        // The new file keeps the old one's permissions.
                        file.set_permissions(metadata.permissions()).map_err(fail)?;
                    }
                    Sink::Temporary {
                        file: buffered(file),
                        temp,
                        target,
                    }
                }
            }
        };
        Ok(Self {
            path: path.to_path_buf(),
            sink,
        })
    }

    /// The writer to write the output to.
    pub fn writer(&mut self) -> &mut dyn Write {
        match &mut self.sink {
            Sink::Stdout(out) => out,
            Sink::Direct(file) | Sink::Temporary { file, .. } => file,
        }
    }

    /// The failure of a write to this output.
    pub fn failure(&self, error: io::Error) -> WriteFailure {
        WriteFailure::output(&self.path, error)
    }

    /// Finishes the run. What was written reaches standard output or a
    /// special file in any case (a failing chunk of a split file does not
    /// take the others' output with it); a temporary file is synced and
    /// renamed over the target only if the run `succeeded`, and removed
    /// otherwise.
    pub fn finish(mut self, succeeded: bool) -> Result<(), WriteFailure> {
        let result = match &mut self.sink {
            Sink::Stdout(out) => out.flush(),
            Sink::Direct(file) => file.flush(),
            Sink::Temporary { .. } if !succeeded => Ok(()),
            Sink::Temporary { file, temp, target } => file
                .flush()
                .and_then(|()| file.get_ref().sync_all())
                .and_then(|()| std::fs::rename(&*temp, &*target))
                .map(|()| temp.clear()),
        };
        result.map_err(|error| self.failure(error))
    }
}

impl Drop for Output {
    /// An output not committed leaves no temporary file behind (a
    /// committed one has none left: its name is cleared).
    fn drop(&mut self) {
        match &self.sink {
            Sink::Temporary { temp, .. } if !temp.as_os_str().is_empty() => {
                let _ = std::fs::remove_file(temp);
            }
            _ => {}
        }
    }
}

fn buffered(file: File) -> BufWriter<File> {
    BufWriter::with_capacity(1 << 16, file)
}

/// A new file in `target`'s directory, named after it (`.out.mlir.tmp-PID-N`).
fn create_beside(target: &Path) -> io::Result<(File, PathBuf)> {
    let name = target.file_name().unwrap_or(target.as_os_str());
    let directory = match target.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let mut attempt = 0;
    loop {
        let mut temp_name = std::ffi::OsString::from(".");
        temp_name.push(name);
        temp_name.push(format!(".tmp-{}-{attempt}", std::process::id()));
        let temp = directory.join(temp_name);
        match File::options().write(true).create_new(true).open(&temp) {
            Ok(file) => return Ok((file, temp)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && attempt < 100 => attempt += 1,
            Err(e) => return Err(e),
        }
    }
}
