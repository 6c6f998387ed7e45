//! What branch ops forward to their successors' arguments, asked of each
//! op's successor-operand hook once and kept while a pass reads the IR: a
//! switch with a million cases is asked about once per case that leads to
//! a block, and each answer must not cost the whole op again.

use ir_core::context::SuccessorRanges;
use ir_core::{Body, Context, OpId, OpView};
use rustc_hash::FxHashMap;
use std::ops::Range;

/// The operands one branch op passes to each successor.
pub(crate) struct Forwarding {
    /// One range of operand positions per successor.
    pub(crate) ranges: SuccessorRanges,
    /// For each operand position, the first successor receiving it
    /// (`u32::MAX`: none).
    successor_of: Vec<u32>,
}

impl Forwarding {
    /// What `op` forwards, if its op says.
    pub(crate) fn of(ctx: &Context, body: &Body, op: OpId) -> Option<Self> {
        let ranges = OpView::new(ctx, body, op).successor_ranges()?;
        let mut successor_of = vec![u32::MAX; body.num_operands(op)];
        // In reverse, so that the first successor holding a position wins.
        for (successor, range) in ranges.iter().enumerate().rev() {
            for slot in successor_of.get_mut(range.clone()).unwrap_or_default() {
                *slot = successor as u32;
            }
        }
        Some(Self {
            ranges,
            successor_of,
        })
    }

    /// The successor operand `position` is passed to (the first, if
    /// several), with the operand's place among that successor's.
    pub(crate) fn target_of(&self, position: usize) -> Option<(usize, usize)> {
        let successor = *self.successor_of.get(position)?;
        let range = self.ranges.get(successor as usize)?;
        Some((successor as usize, position - range.start))
    }

    /// The operands successor `successor` receives (none if out of range).
    pub(crate) fn range(&self, successor: usize) -> Range<usize> {
        self.ranges.get(successor).cloned().unwrap_or(0..0)
    }
}

/// [`Forwarding`] per op, computed on first need. Valid while the ops it
/// was asked about keep their operands and successors.
#[derive(Default)]
pub(crate) struct ForwardingCache {
    ops: FxHashMap<OpId, Option<Forwarding>>,
}

impl ForwardingCache {
    /// What `op` forwards, if its op says (nothing, for an op without
    /// successors: those are not kept).
    pub(crate) fn get(&mut self, ctx: &Context, body: &Body, op: OpId) -> Option<&Forwarding> {
        if body.num_successors(op) == 0 {
            return None;
        }
        self.ops
            .entry(op)
            .or_insert_with(|| Forwarding::of(ctx, body, op))
            .as_ref()
    }
}

/// For each successor of a branch whose operands are `ranges`, whether the
/// operands it receives (if any) go to no other successor: each range
/// meets only its neighbours in start order, so sorting is enough.
pub(crate) fn passed_alone(ranges: &[Range<usize>]) -> Vec<bool> {
    let mut order: Vec<usize> = (0..ranges.len())
        .filter(|&s| !ranges[s].is_empty())
        .collect();
    order.sort_by_key(|&s| ranges[s].start);
    let mut alone = vec![true; ranges.len()];
    let mut reach = 0;
    for (k, &s) in order.iter().enumerate() {
        let range = &ranges[s];
        let meets_earlier = k > 0 && reach > range.start;
        let meets_later = order
            .get(k + 1)
            .is_some_and(|&next| ranges[next].start < range.end);
        alone[s] = !(meets_earlier || meets_later);
        reach = reach.max(range.end);
    }
    alone
}

#[cfg(test)]
mod tests {
    use super::passed_alone;

    /// The definition: no other non-empty range overlaps.
    fn brute_force(ranges: &[std::ops::Range<usize>]) -> Vec<bool> {
        (0..ranges.len())
            .map(|s| {
                let own = &ranges[s];
                own.is_empty()
                    || (0..ranges.len()).filter(|&o| o != s).all(|o| {
                        let theirs = &ranges[o];
                        theirs.is_empty() || own.end <= theirs.start || theirs.end <= own.start
                    })
            })
            .collect()
    }

    #[test]
    fn passed_alone_agrees_with_the_pairwise_definition() {
        let mut seed = 7u64;
        let mut next = |bound: usize| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize % bound
        };
        for _ in 0..2000 {
            let count = next(6);
            let ranges: Vec<_> = (0..count)
                .map(|_| {
                    let start = next(8);
                    start..start + next(4)
                })
                .collect();
            assert_eq!(passed_alone(&ranges), brute_force(&ranges), "{ranges:?}");
        }
    }
}
