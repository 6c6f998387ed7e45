//! Printing a large region on rayon's threads.
//!
//! The region's ops are taken a batch at a time: a batch is split into
//! chunks of consecutive ops (a chunk may start or end inside a block), one
//! per thread, each printed by its own [`Printer`] (sharing the context and
//! the names) into its own string; the strings then go on the caller's
//! stack in order, so the output is the sequential printer's, and only one
//! batch's text (a few MB) is held at a time.

use super::{Item, Place, PrintOptions, Printer};
use crate::ir::{BlockId, Body, OpId, RegionId};
use rayon::prelude::*;

/// Ops (directly in the region's blocks) per chunk: some milliseconds of
/// printing, so threads are handed work rarely.
const CHUNK_OPS: usize = 16 * 1024;

/// A region with at least this many ops directly in its blocks is printed
/// in parallel; smaller ones never pay for threads.
const MIN_OPS: usize = 2 * CHUNK_OPS;

/// A chunk's printer stops past this many bytes (ops with big nested
/// regions or attributes), and the caller prints what it left.
const CHUNK_BYTES: usize = 4 << 20;

/// Where the printing of a region resumes.
#[derive(Copy, Clone)]
pub(super) enum Resume {
    /// At the start of a block (whether it is labelled).
    Block(BlockId, bool),
    /// At an op, its block's label printed.
    Op(OpId),
}

/// Whether `region` holds enough ops directly in its blocks to be printed in parallel.
pub(super) fn is_large(body: &Body, region: RegionId) -> bool {
    body.region_blocks(region)
        .flat_map(|block| body.block_ops(block))
        .nth(MIN_OPS - 1)
        .is_some()
}

impl<'a> Printer<'a> {
    /// Prints the next batch of the region from `at` on (blocks at
    /// `place`, `terminator`: whether terminators are printed), and leaves
    /// the rest of the region on the stack.
    pub(super) fn blocks(&mut self, body: &'a Body, at: Resume, place: Place, terminator: bool) {
        let threads = rayon::current_num_threads().max(2);
        let mut starts = Vec::with_capacity(threads);
        let mut next = Some(at);
        while let Some(at) = next.filter(|_| starts.len() < threads) {
            starts.push(at);
            next = self.chunk(body, at, place, terminator, |_| {});
        }
        if let Some(at) = next {
            self.stack.push(Item::Blocks(body, at, place, terminator));
        }
        // A chunk prints its nested regions sequentially (large ones it
        // leaves unprinted come back to this printer).
        let options = PrintOptions {
            threads: false,
            ..self.options
        };
        let printed: Vec<(String, Vec<Item<'a>>)> = starts
            .into_par_iter()
            .map(|at| {
                let mut stack = Vec::new();
                self.chunk(body, at, place, terminator, |item| stack.push(item));
                // The stack prints its last item first.
                stack.reverse();
                Printer::new(self.ctx, self.names, options, stack).run_chunk()
            })
            .collect();
        for (text, rest) in printed.into_iter().rev() {
            self.stack.extend(rest);
            self.stack.push(Item::Text(text));
        }
    }

    /// Walks [`CHUNK_OPS`] ops of the region from `at` on, handing `visit`
    /// the items that print them in order (block labels and ops); returns
    /// where the next chunk starts (`None` at the end of the region).
    fn chunk(
        &self,
        body: &'a Body,
        mut at: Resume,
        place: Place,
        terminator: bool,
        mut visit: impl FnMut(Item<'a>),
    ) -> Option<Resume> {
        let mut ops = 0;
        while ops < CHUNK_OPS {
            let op = match at {
                Resume::Op(op) => op,
                Resume::Block(block, header) => {
                    if header {
                        visit(Item::Header(body, block, place.indent));
                    }
                    let Some(first) = body.first_op(block) else {
                        // An empty block counts as an op.
                        ops += 1;
                        at = Resume::Block(body.next_block(block)?, true);
                        continue;
                    };
                    first
                }
            };
            if !self.elides(body, op, terminator) {
                visit(Item::Op(body, op, place.indented()));
            }
            ops += 1;
            at = match body.next_op(op) {
                Some(next) => Resume::Op(next),
                None => Resume::Block(body.next_block(body.op_block(op)?)?, true),
            };
        }
        Some(at)
    }

    /// Prints the stack up to [`CHUNK_BYTES`]: the text, and what is left.
    fn run_chunk(mut self) -> (String, Vec<Item<'a>>) {
        self.run(None, CHUNK_BYTES)
            .expect("printing to memory cannot fail");
        (self.out, self.stack)
    }
}

#[cfg(test)]
mod tests;
