//! Cutting the contents of one op into chunks: runs of consecutive
//! top-level ops of one of its regions, of about equal op counts, that
//! threads verify apart. One pass over the top-level ops counts them and
//! records each one's position in its block (what the dominance check of
//! every chunk reads).

use crate::ir::{Body, OpId};
use slotmap::SecondaryMap;

/// When verification cuts the contents of one op into chunks, and how finely.
#[derive(Copy, Clone, Debug)]
pub(super) struct Split {
    /// Contents with fewer top-level ops are verified in one piece.
    pub min_ops: usize,
    /// How many chunks the contents are cut into at least (if they have
    /// as many candidate starts).
    pub chunks: usize,
    /// Contents of more top-level ops are cut into more chunks, of about
    /// this many ops: a thread checks a chunk's uses right after its
    /// structure, while its IR is still in the cache.
    pub chunk_ops: usize,
}

impl Split {
    /// Four chunks per thread of the current pool, or chunks of 8192 ops
    /// if that makes more, for contents of 4096 top-level ops or more.
    pub(super) fn for_threads() -> Self {
        Self {
            min_ops: 4096,
            chunks: 4 * rayon::current_num_threads(),
            chunk_ops: 8192,
        }
    }

    /// Never cut: contents verified on the calling thread.
    pub(super) fn never() -> Self {
        Self {
            min_ops: usize::MAX,
            chunks: 1,
            chunk_ops: usize::MAX,
        }
    }

    /// Whether the contents of `op` (stored in `body`) are to be cut. The
    /// ops stored with them (in one body) bound their number, which spares
    /// counting small functions.
    pub(super) fn cuts(&self, body: &Body, op: OpId) -> bool {
        self.chunks >= 2
            && body.regions_body(op).ops.len() >= self.min_ops
            && top_level(body, op).take(self.min_ops).count() >= self.min_ops
    }
}

/// The top-level ops of the regions of `op` (stored in `body`), in order.
fn top_level(body: &Body, op: OpId) -> impl Iterator<Item = OpId> + '_ {
    let inner = body.regions_body(op);
    let regions = body.regions(op).iter();
    regions
        .flat_map(|&region| inner.region_blocks(region))
        .flat_map(|block| inner.block_ops(block))
}

/// A run of consecutive top-level ops of one region, maybe across blocks.
pub(super) struct Chunk {
    /// The region's index among the op's regions.
    pub region: usize,
    /// The run's first op.
    pub first: OpId,
    /// How many ops the run has.
    pub len: usize,
}

#[cfg(test)]
impl Chunk {
    /// The run's ops, in order.
    pub fn ops<'a>(&self, body: &'a Body) -> impl Iterator<Item = OpId> + 'a {
        let mut next = Some(self.first);
        std::iter::from_fn(move || {
            let op = next?;
            next = following(body, op);
            Some(op)
        })
        .take(self.len)
    }
}

/// The op after `op` in its region: the next in its block, or else the
/// first of the next non-empty block.
#[cfg(test)]
fn following(body: &Body, op: OpId) -> Option<OpId> {
    if let Some(next) = body.next_op(op) {
        return Some(next);
    }
    let mut block = body.op_block(op)?;
    loop {
        block = body.next_block(block)?;
        if let Some(first) = body.first_op(block) {
            return Some(first);
        }
    }
}

/// The chunks of an op's contents and the position of each top-level op in
/// its block.
pub(super) struct Plan {
    /// In program order.
    pub chunks: Vec<Chunk>,
    /// Position of each top-level op in its block.
    pub order: SecondaryMap<OpId, u32>,
}

impl Plan {
    /// Cuts the contents of `op` (stored in `body`), which `split` cuts.
    pub fn new(body: &Body, op: OpId, split: Split) -> Self {
        let inner = body.regions_body(op);
        let regions = body.regions(op);
        // Candidate starts every `step` ops; cuts are chosen among them.
        let step = (split.min_ops / split.chunks).max(1);
        let mut starts = Vec::new();
        let mut order = SecondaryMap::new();
        let mut total = 0;
        for (index, &region) in regions.iter().enumerate() {
            let mut in_region = 0;
            for block in inner.region_blocks(region) {
                for (position, op) in inner.block_ops(block).enumerate() {
                    order.insert(op, position as u32);
                    if in_region % step == 0 {
                        starts.push((index, op, total));
                    }
                    in_region += 1;
                    total += 1;
                }
            }
        }
        let count = split.chunks.max(total / split.chunk_ops.max(1));
        let chunks = cut(&starts, total, count);
        Self { chunks, order }
    }
}

/// Chooses among the candidate `starts` (region, op, ops before it; every
/// region's first op among them) about `count` runs of equal length.
fn cut(starts: &[(usize, OpId, usize)], total: usize, count: usize) -> Vec<Chunk> {
    let target = total.div_ceil(count);
    let mut chunks: Vec<Chunk> = Vec::new();
    let mut begin = 0; // ops before the current chunk
    for (i, &(region, op, before)) in starts.iter().enumerate() {
        let new_region = chunks.last().is_none_or(|c| c.region != region);
        if new_region || before - begin >= target {
            if let Some(last) = chunks.last_mut() {
                last.len = before - begin;
            }
            chunks.push(Chunk {
                region,
                first: op,
                len: 0,
            });
            begin = before;
        }
        if i + 1 == starts.len() {
            chunks.last_mut().expect("a chunk was pushed").len = total - begin;
        }
    }
    chunks
}
