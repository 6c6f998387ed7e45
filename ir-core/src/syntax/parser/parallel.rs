//! Parsing a large module on several threads.
//!
//! The top-level ops of a module (its functions) share nothing but the
//! aliases defined above them, so their text can be parsed separately. A
//! byte scan finds the lines where the module's top-level ops start. The
//! text around those ops (aliases, the module's own first and last lines)
//! is parsed first, with the ops' lines replaced by empty lines so that
//! every location stays what it was. Then runs of consecutive ops are
//! parsed in parallel, each into a module of its own, and their ops are
//! moved into the module in order.
//!
//! The result is the single-threaded parser's, or that parser runs
//! instead: whenever the scan is unsure (a line it cannot place, aliases
//! after the ops), a piece fails to parse, or a piece holds an op that
//! shares values with its neighbours, the whole buffer is parsed again on
//! one thread, so errors are reported exactly as usual.

use super::ops::{parse_ops_with_aliases, ParseOptions, ReleaseText, TextOf};
use super::Aliases;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::ir::{InsertPoint, OpId, OwnedOp};
use rayon::prelude::*;
use std::ops::Range;

/// Buffers smaller than this are parsed on one thread.
const MIN_PARALLEL_BYTES: usize = 1 << 20;

/// Pieces per thread, so that functions of uneven size still balance.
const PIECES_PER_THREAD: usize = 4;

/// Parses like [`parse_source`](super::parse_source), splitting a large
/// module's top-level ops over the rayon thread pool when `threads` is
/// set, and telling `release` (if any) of the text it has moved past. The
/// IR and any diagnostic are the same as `parse_source`'s.
pub fn parse_source_on_threads<'src>(
    ctx: &Context,
    src: &'src str,
    options: ParseOptions<'src>,
    threads: bool,
    release: Option<ReleaseText<'src>>,
) -> Result<OwnedOp, Diagnostic> {
    // Without an implicit module the top-level ops are counted whole, on
    // one thread.
    let parallel = threads
        && options.implicit_module
        && src.len() >= MIN_PARALLEL_BYTES
        && rayon::current_num_threads() > 1;
    let in_pieces = parallel.then(|| {
        let plan = Plan::new(src)?;
        parse_planned(ctx, src, options, &plan, release)
    });
    match in_pieces.flatten() {
        Some(op) => Ok(op),
        None => parse_ops_with_aliases(
            ctx,
            src,
            options,
            Aliases::default(),
            true,
            TextOf::Slice,
            release,
        )
        .map(|(op, _)| op),
    }
}

/// Parses `src` in pieces as [`parse_source_on_threads`] does a large
/// module, whatever its size; `None` where it would parse on one thread
/// instead. For tests and fuzzing: a result must equal [`parse_source`]'s.
#[doc(hidden)]
pub fn parse_source_in_pieces(
    ctx: &Context,
    src: &str,
    options: ParseOptions<'_>,
) -> Option<OwnedOp> {
    parse_planned(ctx, src, options, &Plan::new(src)?, None)
}

/// Where the top-level ops of a buffer are.
#[derive(Debug, PartialEq)]
struct Plan {
    /// The ops' lines: from the first op's line to the end of the last op
    /// (the start of the module's closing line, or the end of the buffer).
    body: Range<usize>,
    /// Newlines in `body`.
    body_lines: u32,
    /// Byte offset and 0-based line number of each op's first line.
    ops: Vec<(usize, u32)>,
}

/// How a line starts, outside any bracket of the op it belongs to.
#[derive(Copy, Clone, PartialEq, Debug)]
enum LineStart {
    /// Nothing, or a comment.
    Blank,
    /// A `builtin.module` op (generic or custom form).
    Module,
    /// Another op: a result name, a quoted op name or a bare one.
    Op,
    /// A type or attribute alias definition.
    Alias,
    /// A closing brace.
    Close,
    /// Anything else (the rest of an op, a block label, file metadata).
    Other,
}

impl LineStart {
    fn of(line: &[u8]) -> Self {
        let text = line.trim_ascii_start();
        let word_follows = |prefix: &[u8]| {
            text.strip_prefix(prefix)
                .is_some_and(|rest| rest.first().is_none_or(|&b| !is_identifier_byte(b)))
        };
        match text.first() {
            None => LineStart::Blank,
            Some(b'/') if text.starts_with(b"//") => LineStart::Blank,
            _ if word_follows(b"module") || text.starts_with(b"\"builtin.module\"") => {
                LineStart::Module
            }
            Some(b'"' | b'%') => LineStart::Op,
            Some(&b) if b.is_ascii_alphabetic() || b == b'_' => LineStart::Op,
            Some(b'#' | b'!') => LineStart::Alias,
            Some(b'}') => LineStart::Close,
            Some(_) => LineStart::Other,
        }
    }
}

fn is_identifier_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$')
}

/// What a byte means to [`depth_after`].
#[derive(Copy, Clone, PartialEq)]
enum ByteClass {
    Plain,
    Open,
    Close,
    Quote,
    Slash,
}

/// [`ByteClass`] of every byte value.
static BYTE_CLASSES: [ByteClass; 256] = {
    let mut classes = [ByteClass::Plain; 256];
    classes[b'{' as usize] = ByteClass::Open;
    classes[b'(' as usize] = ByteClass::Open;
    classes[b'[' as usize] = ByteClass::Open;
    classes[b'}' as usize] = ByteClass::Close;
    classes[b')' as usize] = ByteClass::Close;
    classes[b']' as usize] = ByteClass::Close;
    classes[b'"' as usize] = ByteClass::Quote;
    classes[b'/' as usize] = ByteClass::Slash;
    classes
};

/// The bracket depth after `line` starting from `depth`, skipping strings
/// and comments; `None` if a bracket closes that was never opened.
fn depth_after(line: &[u8], mut depth: usize) -> Option<usize> {
    let class = |b: &u8| BYTE_CLASSES[usize::from(*b)];
    let mut i = 0;
    while let Some(skip) = line[i..].iter().position(|b| class(b) != ByteClass::Plain) {
        i += skip;
        match class(&line[i]) {
            ByteClass::Open => depth += 1,
            ByteClass::Close => depth = depth.checked_sub(1)?,
            ByteClass::Quote => {
                // To the closing quote, stepping over escaped characters;
                // an unterminated string runs to the end of the line.
                i += 1;
                loop {
                    let rest = line.get(i..).unwrap_or_default();
                    match memchr::memchr2(b'"', b'\\', rest) {
                        Some(at) if rest[at] == b'\\' => i += at + 2,
                        Some(at) => {
                            i += at;
                            break;
                        }
                        None => return Some(depth),
                    }
                }
            }
            ByteClass::Slash if line.get(i + 1) == Some(&b'/') => break,
            ByteClass::Slash | ByteClass::Plain => {}
        }
        i += 1;
    }
    Some(depth)
}

/// Whether a line after the first line that starts an op starts another
/// op and is indented no deeper: a test, with no bracket tracking, that
/// the buffer may hold two top-level ops as printers lay them out. Without
/// one (a module of one huge function), [`Plan::new`] would track every
/// bracket of the buffer only to find a single op; a buffer laid out some
/// other way is merely parsed on one thread.
fn may_hold_two_ops(bytes: &[u8]) -> bool {
    let mut first_indent = None;
    let mut start = 0;
    for end in memchr::memchr_iter(b'\n', bytes).chain([bytes.len()]) {
        let line = &bytes[start..end];
        start = end + 1;
        let indent = line.len() - line.trim_ascii_start().len();
        if first_indent.is_some_and(|first| indent > first) || LineStart::of(line) != LineStart::Op
        {
            continue;
        }
        if first_indent.is_some() {
            return true;
        }
        first_indent = Some(indent);
    }
    false
}

/// The scan's position relative to the module's top-level ops.
#[derive(Copy, Clone, PartialEq)]
enum Phase {
    /// Aliases and the module's first line.
    Head,
    /// The module's ops, at this bracket depth.
    Body(usize),
    /// After the module's closing line.
    Tail,
}

impl Plan {
    /// Finds the top-level ops of `src`, if it is one module (explicit or
    /// implicit) of at least two ops that the scan can place for sure.
    fn new(src: &str) -> Option<Plan> {
        let bytes = src.as_bytes();
        if !may_hold_two_ops(bytes) {
            return None;
        }
        let (mut phase, mut depth, mut line_number) = (Phase::Head, 0, 0u32);
        let (mut body_start, mut body_end) = ((0, 0), None);
        let mut ops = Vec::new();
        let mut pos = 0;
        while pos < bytes.len() {
            let end = memchr::memchr(b'\n', &bytes[pos..]).map_or(bytes.len(), |i| pos + i);
            let line = &bytes[pos..end];
            let start = LineStart::of(line);
            let mut opens_module = false;
            match (phase, start) {
                (_, LineStart::Blank) => {}
                (Phase::Head, _) if depth > 0 => {}
                (Phase::Head, LineStart::Alias) => {}
                (Phase::Head, LineStart::Module) => opens_module = true,
                (Phase::Head, LineStart::Op) => {
                    phase = Phase::Body(0);
                    body_start = (pos, line_number);
                    ops.push((pos, line_number));
                }
                (Phase::Body(d), _) if depth > d => {}
                (Phase::Body(d), LineStart::Op) if depth == d => ops.push((pos, line_number)),
                (Phase::Body(d), LineStart::Close) if depth == d && d > 0 => {
                    phase = Phase::Tail;
                    body_end = Some((pos, line_number));
                }
                (Phase::Tail, _) if depth > 0 => {}
                _ => return None,
            }
            depth = depth_after(line, depth)?;
            pos = end + 1;
            line_number += 1;
            if opens_module {
                let opened = line.trim_ascii_end().ends_with(b"{") && depth > 0;
                if !opened {
                    return None;
                }
                phase = Phase::Body(depth);
                body_start = (pos.min(bytes.len()), line_number);
            }
        }
        let body_end = match phase {
            Phase::Body(0) => (bytes.len(), line_number),
            Phase::Tail if depth == 0 => body_end?,
            _ => return None,
        };
        (ops.len() >= 2).then_some(Plan {
            body: body_start.0..body_end.0,
            body_lines: body_end.1 - body_start.1,
            ops,
        })
    }

    /// Runs of consecutive ops of about equal size, `count` at most.
    fn pieces(&self, count: usize) -> Vec<(Range<usize>, u32)> {
        let target = self.body.len().div_ceil(count.max(1));
        let mut pieces = Vec::with_capacity(count);
        let mut first = self.ops[0];
        for &(offset, line) in &self.ops[1..] {
            if offset - first.0 >= target {
                pieces.push((first.0..offset, first.1));
                first = (offset, line);
            }
        }
        pieces.push((first.0..self.body.end, first.1));
        pieces
    }
}

/// Parses `src` as `plan` says; `None` if any piece fails or holds an op
/// that cannot move into the module on its own.
fn parse_planned<'src>(
    ctx: &Context,
    src: &'src str,
    options: ParseOptions<'src>,
    plan: &Plan,
    release: Option<ReleaseText<'src>>,
) -> Option<OwnedOp> {
    let mut outline = String::with_capacity(src.len() - plan.body.len() + plan.body_lines as usize);
    outline.push_str(&src[..plan.body.start]);
    outline.extend(std::iter::repeat_n('\n', plan.body_lines as usize));
    outline.push_str(&src[plan.body.end..]);
    let (mut module, aliases) = parse_ops_with_aliases(
        ctx,
        &outline,
        options,
        Aliases::default(),
        true,
        TextOf::Outline,
        None,
    )
    .ok()?;
    let pieces = plan.pieces(rayon::current_num_threads() * PIECES_PER_THREAD);
    let parsed: Vec<Option<OwnedOp>> = pieces
        .par_iter()
        .map(|(range, line)| {
            let options = ParseOptions {
                line_offset: options.line_offset.saturating_add(*line),
                ..options
            };
            let piece = &src[range.clone()];
            let aliases = aliases.clone();
            parse_ops_with_aliases(ctx, piece, options, aliases, false, TextOf::Slice, release)
                .ok()
                .map(|(op, _)| op)
        })
        .collect();
    let region = *module.body.regions(module.op).first()?;
    let body = module.body.regions_body_mut(module.op);
    let block = match body.entry_block(region) {
        Some(block) => block,
        None => body.append_block(region),
    };
    for piece in parsed {
        let mut piece = piece?;
        let piece_region = piece.body.regions(piece.op)[0];
        let from = piece.body.regions_body_mut(piece.op);
        let Some(piece_block) = from.entry_block(piece_region) else {
            continue;
        };
        let ops: Vec<OpId> = from.block_ops(piece_block).collect();
        for op in ops {
            let moved = body.adopt_op(from, op)?;
            body.insert_op(moved, InsertPoint::End(block));
        }
    }
    Some(module)
}

#[cfg(test)]
mod tests;
