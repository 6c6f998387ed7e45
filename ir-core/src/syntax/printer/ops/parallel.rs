//! Printing a large region on rayon's threads.
//!
//! The region's ops are taken a batch at a time: a batch is split into
//! chunks of consecutive ops (a chunk may start or end inside a block), one
//! per thread, each printed by its own [`Printer`] (sharing the context and
//! the names) into its own string; the strings then go on the caller's
//! stack in order, so the output is the sequential printer's, and only one
//! batch's text (a few MB) is held at a time.
//!
//! Ops are weighed by what they hold: an isolated op (a function) weighs
//! its own ops too, so a module of many small functions is cut into chunks
//! of a few hundred functions. An op that alone weighs as much as a large
//! region (one huge function) is not put in a chunk: the caller prints it,
//! so that its own regions can go parallel in turn.

use super::{elides, Item, Place, PrintOptions, Printer};
use crate::ir::{BlockId, Body, OpId, RegionId};
use rayon::prelude::*;

/// The weight of ops per chunk: some milliseconds of printing, so threads
/// are handed work rarely.
const CHUNK_OPS: usize = 16 * 1024;

/// A region whose ops weigh at least this much is printed in parallel
/// (smaller ones never pay for threads), and an op that weighs this much
/// is printed by itself, not in a chunk.
pub(super) const MIN_OPS: usize = 2 * CHUNK_OPS;

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

/// A chunk found by [`Printer::chunk`].
struct Chunk {
    /// Where the next chunk starts (`None` at the end of the region).
    next: Option<Resume>,
    /// The chunk is one heavy op (weighing [`MIN_OPS`] or more), maybe
    /// with its block's label, for the caller to print.
    heavy: bool,
}

/// The weight of an op: one, plus the ops of its body if it is isolated
/// (a function's size). Ops of its regions stored in the same body are
/// not counted (nor those of isolated ops nested deeper): they are weighed
/// when their own region is printed.
fn weight(body: &Body, op: OpId) -> usize {
    1 + if body.is_isolated(op) {
        body.regions_body(op).num_ops()
    } else {
        0
    }
}

/// Whether the ops of `region` weigh enough for it to be printed in parallel.
pub(super) fn is_large(body: &Body, region: RegionId) -> bool {
    let mut total = 0;
    body.region_blocks(region)
        .flat_map(|block| body.block_ops(block))
        .any(|op| {
            total += weight(body, op);
            total >= MIN_OPS
        })
}

/// Where printing resumes after `op`: at the next op, or at the next block
/// (labelled); `None` at the end of the region.
fn after(body: &Body, op: OpId) -> Option<Resume> {
    match body.next_op(op) {
        Some(next) => Some(Resume::Op(next)),
        None => next_block(body, body.op_block(op)?),
    }
}

/// Where printing resumes after `block`: at the next block, labelled.
fn next_block(body: &Body, block: BlockId) -> Option<Resume> {
    body.next_block(block).map(|next| Resume::Block(next, true))
}

impl<'a> Printer<'a> {
    /// Prints the next batch of the region from `at` on (blocks at
    /// `place`, `terminator`: whether terminators are printed), and leaves
    /// the rest of the region on the stack. A heavy op ends a batch; when
    /// a batch starts with one, it goes on the stack alone.
    pub(super) fn blocks(&mut self, body: &'a Body, at: Resume, place: Place, terminator: bool) {
        let threads = rayon::current_num_threads().max(2);
        let mut starts = Vec::with_capacity(threads);
        let mut next = Some(at);
        while let Some(at) = next.filter(|_| starts.len() < threads) {
            let chunk = self.chunk(body, at, place, terminator, |_| {});
            if chunk.heavy && starts.is_empty() {
                if let Some(rest) = chunk.next {
                    self.stack.push(Item::Blocks(body, rest, place, terminator));
                }
                let mut items = Vec::new();
                self.chunk(body, at, place, terminator, |item| items.push(item));
                self.stack.extend(items.into_iter().rev());
                return;
            }
            if chunk.heavy {
                break;
            }
            starts.push(at);
            next = chunk.next;
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
                let names = (self.names, self.users);
                Printer::new(self.ctx, names, self.style, options, stack).run_chunk()
            })
            .collect();
        for (text, rest) in printed.into_iter().rev() {
            self.stack.extend(rest);
            self.stack.push(Item::Text(text));
        }
    }

    /// Walks ops of the region from `at` on weighing [`CHUNK_OPS`], or up
    /// to a heavy op, or a heavy op alone if it comes first, handing
    /// `visit` the items that print them in order (block labels and ops).
    fn chunk(
        &self,
        body: &'a Body,
        at: Resume,
        place: Place,
        terminator: bool,
        mut visit: impl FnMut(Item<'a>),
    ) -> Chunk {
        let mut total = 0;
        let mut heavy = false;
        let mut next = Some(at);
        while let Some(at) = next.filter(|_| total < CHUNK_OPS) {
            let op = match at {
                Resume::Op(op) => op,
                Resume::Block(block, header) => {
                    if header {
                        visit(Item::Header(body, block, place.indent));
                    }
                    let Some(first) = body.first_op(block) else {
                        // An empty block weighs as an op.
                        total += 1;
                        next = next_block(body, block);
                        continue;
                    };
                    first
                }
            };
            if elides(self.ctx, body, op, terminator) {
                total += 1;
            } else {
                let weight = weight(body, op);
                if weight >= MIN_OPS {
                    if total > 0 {
                        // The heavy op starts the next chunk.
                        return Chunk {
                            next: Some(Resume::Op(op)),
                            heavy: false,
                        };
                    }
                    heavy = true;
                }
                visit(Item::Op(body, op, place.indented()));
                total += weight;
            }
            next = after(body, op);
        }
        Chunk { next, heavy }
    }

    /// Prints the stack up to [`CHUNK_BYTES`]: the text, and what is left
    /// (first setting the names of the function it stopped in, if they
    /// were numbered here).
    fn run_chunk(mut self) -> (String, Vec<Item<'a>>) {
        self.run(None, CHUNK_BYTES)
            .expect("printing to memory cannot fail");
        if let Some(names) = self.current_names.take() {
            self.stack.push(Item::Names(Some(names)));
        }
        (self.out, self.stack)
    }
}

#[cfg(test)]
mod tests;
