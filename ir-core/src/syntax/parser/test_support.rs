//! Shared helpers of the type and attribute parser tests: parse one item,
//! print it back, or describe the error as `line:col: message`; run a
//! deeply nesting test on a stack of the main thread's size.

use super::{Cursor, Parser};
use crate::context::Context;
use crate::diagnostics::Diagnostic;

/// Parses `src` with `parse` and prints the result with `print`; an error
/// becomes `line:col: message`, leftover input `trailing input at N`.
pub(crate) fn round_trip<T>(
    src: &str,
    parse: impl FnOnce(&mut Parser) -> Result<T, Diagnostic>,
    print: impl FnOnce(&Context, T, &mut String),
) -> String {
    let ctx = Context::new();
    let mut parser = Parser::new(Cursor::new(&ctx, "t.mlir", src, 0));
    match parse(&mut parser) {
        Ok(_) if !parser.cursor.at_end() => format!("trailing input at {}", parser.cursor.offset()),
        Ok(item) => {
            let mut out = String::new();
            print(&ctx, item, &mut out);
            out
        }
        Err(d) => {
            let (_, line, col) = ctx.file_line_col(d.loc).expect("a file location");
            format!("{line}:{col}: {}", d.message)
        }
    }
}

/// `f()` on a thread with the main thread's 8 MiB of stack (a test
/// thread has less), as `ir-opt` parses: for inputs nested as deep as the
/// parser allows.
pub(crate) fn on_main_thread_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|s| {
        let thread = std::thread::Builder::new().stack_size(8 << 20);
        let handle = thread.spawn_scoped(s, f);
        handle.expect("thread").join().expect("no panic")
    })
}
