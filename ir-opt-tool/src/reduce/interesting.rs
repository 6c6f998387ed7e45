//! The tests that say whether a variant is still interesting: a script
//! run as `mlir-reduce` runs it (`script test-arg... file`, exit status 1
//! meaning interesting; MLIR's `Tester`), within an optional time limit,
//! and the built-in tests that need no script: a pipeline that crashes, a
//! pipeline that reports a given error, and a pipeline that changes what
//! the interpreter computes from a program free of undefined behaviour.

use super::outcome::{agree, Outcome};
use super::timeout::{self, Finished};
use super::{load, run_pipeline};
use crate::run::entry_args;
use ir_core::interp::{run_function, RunLimits};
use ir_core::pass::{PassEvent, PassRegistry, RunResult};
use ir_core::{Context, Diagnostic, Severity};
use std::panic::{self, AssertUnwindSafe};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// The name built-in tests parse variants under.
const VARIANT: &str = "variant.mlir";

/// An interestingness script and the arguments it gets before the file.
pub struct ScriptTest {
    script: PathBuf,
    args: Vec<String>,
    /// How long a run may take; one that takes longer is killed and
    /// counts as not interesting.
    pub timeout: Option<Duration>,
    /// Numbers the temporary files, one per variant.
    next: AtomicU64,
    /// Runs that went past `timeout`.
    timed_out: AtomicU64,
}

impl ScriptTest {
    /// A test running `script` with `args`; an error if there is no such file.
    pub fn new(script: PathBuf, args: Vec<String>) -> Result<Self, String> {
        if !script.is_file() {
            return Err(format!(
                "the test script '{}' is not a file",
                script.display()
            ));
        }
        Ok(Self {
            script,
            args,
            timeout: None,
            next: AtomicU64::new(0),
            timed_out: AtomicU64::new(0),
        })
    }

    /// How many runs went past the timeout (and counted as not interesting).
    pub fn timed_out(&self) -> u64 {
        self.timed_out.load(Ordering::Relaxed)
    }

    /// Writes `text` to a temporary file and runs the script on it:
    /// whether it exited with status 1 within the timeout, or why it
    /// could not run.
    pub fn run(&self, text: &str) -> Result<bool, String> {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let file = std::env::temp_dir().join(format!("ir-reduce-{}-{n}.mlir", std::process::id()));
        std::fs::write(&file, text)
            .map_err(|e| format!("cannot write '{}': {e}", file.display()))?;
        let mut command = Command::new(&self.script);
        command
            .args(&self.args)
            .arg(&file)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        let finished = timeout::run(&mut command, self.timeout);
        let _ = std::fs::remove_file(&file);
        let finished = finished.map_err(|e| {
            format!(
                "cannot run the test script '{}': {e}",
                self.script.display()
            )
        })?;
        Ok(match finished {
            Finished::Exited(status) => status.code() == Some(1),
            Finished::TimedOut => {
                self.timed_out.fetch_add(1, Ordering::Relaxed);
                false
            }
        })
    }
}

/// A test built into the reducer.
#[derive(Clone, Debug)]
pub enum BuiltinTest {
    /// The pipeline panics, or reports an error starting with
    /// `internal error`.
    Crash {
        /// The pipeline (MLIR syntax).
        pipeline: String,
    },
    /// The pipeline reports an error whose message contains `text`.
    Diagnostic {
        /// The text to find.
        text: String,
        /// The pipeline (MLIR syntax).
        pipeline: String,
    },
    /// The interpreter's results for `entry` on `args` differ before and
    /// after the pipeline (poison may be refined), and the program before
    /// it runs without undefined behaviour within `fuel` ops.
    Miscompile {
        /// The pipeline (MLIR syntax).
        pipeline: String,
        /// The function to run.
        entry: String,
        /// Its arguments, comma-separated (as `ir-run --args`).
        args: String,
        /// Ops executed at most per run.
        fuel: u64,
    },
}

impl BuiltinTest {
    /// Whether the variant `text` is interesting. Pipelines are parsed
    /// again for each variant (they are checked once beforehand).
    pub fn is_interesting(&self, ctx: &Context, passes: &PassRegistry, text: &str) -> bool {
        match self {
            BuiltinTest::Crash { pipeline } => {
                let ran = panic::catch_unwind(AssertUnwindSafe(|| {
                    let mut module = load(ctx, VARIANT, text).ok()?;
                    run_pipeline(ctx, passes, pipeline, &mut module)
                }));
                match ran {
                    Err(_) => true,
                    Ok(result) => result.is_some_and(|r| {
                        errors(&r).any(|d| d.message.starts_with("internal error"))
                    }),
                }
            }
            BuiltinTest::Diagnostic {
                text: wanted,
                pipeline,
            } => {
                let Ok(mut module) = load(ctx, VARIANT, text) else {
                    return false;
                };
                run_pipeline(ctx, passes, pipeline, &mut module)
                    .is_some_and(|r| errors(&r).any(|d| mentions(d, wanted)))
            }
            BuiltinTest::Miscompile {
                pipeline,
                entry,
                args,
                fuel,
            } => miscompiled(ctx, passes, text, (pipeline, entry, args, *fuel)),
        }
    }
}

/// The errors a run reported.
fn errors(result: &RunResult) -> impl Iterator<Item = &Diagnostic> {
    result
        .output
        .events()
        .iter()
        .filter_map(|event| match event {
            PassEvent::Diagnostic(d) if d.severity == Severity::Error => Some(d),
            _ => None,
        })
}

/// Whether `diagnostic` or one of its notes says `text`.
fn mentions(diagnostic: &Diagnostic, text: &str) -> bool {
    diagnostic.message.contains(text) || diagnostic.notes.iter().any(|n| n.message.contains(text))
}

/// See [`BuiltinTest::Miscompile`].
fn miscompiled(
    ctx: &Context,
    passes: &PassRegistry,
    text: &str,
    (pipeline, entry, args, fuel): (&str, &str, &str, u64),
) -> bool {
    let Ok(mut module) = load(ctx, VARIANT, text) else {
        return false;
    };
    let Ok(values) = entry_args(ctx, &module, entry, args) else {
        return false;
    };
    let limits = RunLimits {
        fuel,
        ..RunLimits::default()
    };
    let run = |module: &ir_core::OwnedOp| {
        let result = run_function(ctx, &module.body, module.op, entry, values.clone(), limits);
        Outcome::from_run(result.map_err(|d| d.message))
    };
    let before = run(&module);
    if !matches!(before, Outcome::Values(_)) {
        return false;
    }
    let transformed = run_pipeline(ctx, passes, pipeline, &mut module);
    if !transformed.is_some_and(|r| r.success) {
        return false;
    }
    agree(&before, &run(&module)).is_err()
}

/// Runs `f` with panics left unreported (the crash test expects them).
pub fn quiet_panics<R>(f: impl FnOnce() -> R) -> R {
    let hook = panic::take_hook();
    panic::set_hook(Box::new(|_| {}));
    let result = f();
    panic::set_hook(hook);
    result
}
