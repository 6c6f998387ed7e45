//! Block surgery that costs what it moves: erasing a block's leading
//! arguments in one step (what signature conversion does after appending
//! the converted ones), and splitting a block by moving its shorter side
//! (what lowering a block's structured ops one after another does).

use super::body::Body;
use super::compact::PackedDef;
use super::{BlockId, OpId};
use crate::ir::body::ValueDef;

impl Body {
    /// Erases the first `count` arguments of `block`, which must be
    /// unused, renumbering the rest once: O(arguments).
    pub fn erase_leading_block_args(&mut self, block: BlockId, count: usize) {
        self.note_change();
        self.journal_block(block);
        let data = &mut self.blocks[block];
        let count = count.min(data.args.len());
        let erased: Vec<_> = data.args.drain(..count).collect();
        data.arg_locs.drain(..count);
        for value in erased {
            debug_assert!(
                self.values[value].first_use.is_none(),
                "erasing a used block argument"
            );
            self.values.remove(value);
        }
        for (i, &arg) in self.blocks[block].args.iter().enumerate() {
            self.values[arg].def = PackedDef::new(ValueDef::Argument {
                block,
                index: i as u32,
            });
        }
    }

    /// Splits `block` before `op` into (first, second), as
    /// [`Body::split_block`] does: the first holds the ops before `op`,
    /// the arguments and the predecessors; the second, right after it,
    /// `op` and the ops after it. One of the two is `block`: whichever
    /// side has fewer ops moves (with the arguments and predecessors when
    /// it is the first), so splitting a block at each of its ops in turn
    /// costs linear time. O(the shorter side + arguments + predecessors).
    pub fn split_block_balanced(&mut self, block: BlockId, op: OpId) -> (BlockId, BlockId) {
        let (mut before, mut after) = (self.ops[op].prev, Some(op));
        loop {
            match (before, after) {
                (None, _) => break,
                (_, None) => return (block, self.split_block(block, op)),
                (Some(b), Some(a)) => {
                    before = self.ops[b].prev;
                    after = self.ops[a].next;
                }
            }
        }
        let region = self.blocks[block]
            .parent
            .expect("splitting a detached block");
        let head = self.create_block();
        self.insert_block(head, region, Some(block));
        let args = std::mem::take(&mut self.blocks[block].args);
        let locs = std::mem::take(&mut self.blocks[block].arg_locs);
        for (i, &arg) in args.iter().enumerate() {
            self.values[arg].def = PackedDef::new(ValueDef::Argument {
                block: head,
                index: i as u32,
            });
        }
        self.blocks[head].args = args;
        self.blocks[head].arg_locs = locs;
        self.replace_all_block_uses(block, head);
        if let (Some(first), Some(last)) = (self.blocks[block].first_op, self.ops[op].prev) {
            self.splice_to_end(block, (first, last), head);
        }
        (head, block)
    }

    /// Moves the ops from `first` to `last` (consecutive in `from`, in
    /// order) to the end of `to`: the chain is relinked once, each op
    /// gets its new block. O(the ops moved), with no per-op journal entry:
    /// the journal is given up (a split creates a block, which it does not
    /// describe op by op anyway).
    pub(crate) fn splice_to_end(
        &mut self,
        from: BlockId,
        (first, last): (OpId, OpId),
        to: BlockId,
    ) {
        self.note_change();
        self.journal_whole();
        let (before, after) = (self.ops[first].prev, self.ops[last].next);
        self.close_gap(from, before, after);
        let tail = self.blocks[to].last_op;
        match tail {
            Some(t) => self.ops[t].next = Some(first),
            None => self.blocks[to].first_op = Some(first),
        }
        self.ops[first].prev = tail;
        self.ops[last].next = None;
        self.blocks[to].last_op = Some(last);
        let mut current = Some(first);
        while let Some(op) = current {
            self.ops[op].parent = Some(to);
            current = self.ops[op].next;
        }
    }
}
