//! Erasing a block's leading arguments in one step (what signature
//! conversion does after appending the converted arguments).

use super::body::Body;
use super::compact::PackedDef;
use super::BlockId;
use crate::ir::body::ValueDef;

impl Body {
    /// Erases the first `count` arguments of `block`, which must be
    /// unused, renumbering the rest once: O(arguments).
    pub fn erase_leading_block_args(&mut self, block: BlockId, count: usize) {
        self.note_change();
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
}
