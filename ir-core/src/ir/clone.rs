//! Deep copies of ops within one body, with an explicit work list.

use super::body::Body;
use super::mutate::{InsertPoint, OperationState};
use super::{BlockId, OpId, RegionId, ValueId};
use crate::context::Context;
use rustc_hash::FxHashMap;
use thin_vec::ThinVec;

/// How cloned values and blocks map to their copies; values not in the map
/// (defined outside the cloned op) are used as they are.
#[derive(Default)]
pub struct CloneMap {
    /// Original value to copy.
    pub values: FxHashMap<ValueId, ValueId>,
    /// Original block to copy.
    pub blocks: FxHashMap<BlockId, BlockId>,
}

impl CloneMap {
    fn value(&self, v: ValueId) -> ValueId {
        self.values.get(&v).copied().unwrap_or(v)
    }
}

impl Body {
    /// Clones `op` and everything nested in it; the copy is detached.
    ///
    /// An isolated op's nested body is copied as a whole (ids in it are local
    /// to it). Uses of values defined outside `op` stay as they are.
    pub fn clone_op(&mut self, ctx: &Context, op: OpId, map: &mut CloneMap) -> OpId {
        let root = self.clone_shell(ctx, op, map);
        // Work list of (original region, copy region) whose blocks are still to clone.
        let mut regions: Vec<(RegionId, RegionId)> = self.region_pairs(op, root);
        // Blocks are created for a whole region before its ops, so that
        // successors can be mapped; ops are created in order, and their
        // operands fixed up at the end (forward references in graph regions
        // and across blocks).
        let mut created: Vec<OpId> = vec![root];
        while let Some((from, to)) = regions.pop() {
            let blocks: Vec<BlockId> = self.region_blocks(from).collect();
            for &block in &blocks {
                let copy = self.append_block(to);
                map.blocks.insert(block, copy);
                for i in 0..self.blocks[block].args.len() {
                    let arg = self.blocks[block].args[i];
                    let (ty, loc) = (
                        self.values[arg].ty,
                        self.value_loc(arg).expect("argument has a location"),
                    );
                    let new_arg = self.add_block_arg(copy, ty, loc);
                    map.values.insert(arg, new_arg);
                }
            }
            for &block in &blocks {
                let ops: Vec<OpId> = self.block_ops(block).collect();
                for inner in ops {
                    let copy = self.clone_shell(ctx, inner, map);
                    self.insert_op(copy, InsertPoint::End(map.blocks[&block]));
                    regions.extend(self.region_pairs(inner, copy));
                    created.push(copy);
                }
            }
        }
        for &copy in &created {
            let operands: Vec<ValueId> = self.operands(copy).map(|v| map.value(v)).collect();
            self.set_operands(copy, &operands);
            for i in 0..self.num_successors(copy) {
                let target = self.ops[copy].parts.successors()[i].block;
                if let Some(&mapped) = map.blocks.get(&target) {
                    self.set_successor(copy, i, mapped);
                }
            }
        }
        root
    }

    /// Copies one op without its region contents; results are mapped.
    fn clone_shell(&mut self, ctx: &Context, op: OpId, map: &mut CloneMap) -> OpId {
        let data = &self.ops[op];
        let state = OperationState {
            name: data.name,
            loc: data.loc,
            operands: data.operands.iter().map(|o| o.value).collect(),
            result_types: data
                .parts
                .results()
                .iter()
                .map(|&r| self.values[r].ty)
                .collect(),
            successors: data.parts.successors().iter().map(|s| s.block).collect(),
            attrs: Some(data.attrs),
            properties: data.properties.get(),
            num_regions: if data.parts.nested().is_some() {
                0
            } else {
                data.parts.regions().len()
            },
        };
        let nested = data
            .parts
            .nested()
            .map(|b| (b.deep_copy(), ThinVec::from(data.parts.regions())));
        let copy = self.create_op(ctx, state);
        if let Some((body, regions)) = nested {
            self.set_nested(copy, Some(Box::new(body)));
            self.ops[copy].parts.set_regions(regions);
        }
        for (&r, &c) in self.ops[op]
            .parts
            .results()
            .iter()
            .zip(self.ops[copy].parts.results())
        {
            map.values.insert(r, c);
        }
        copy
    }

    fn region_pairs(&self, from: OpId, to: OpId) -> Vec<(RegionId, RegionId)> {
        if self.ops[from].parts.nested().is_some() {
            return Vec::new();
        }
        self.ops[from]
            .parts
            .regions()
            .iter()
            .copied()
            .zip(self.ops[to].parts.regions().iter().copied())
            .collect()
    }

    /// A copy of this whole body, nested bodies included, with the same ids.
    ///
    /// Bodies are copied shallowly in preorder, then attached child-first,
    /// so arbitrarily deep nesting needs no recursion.
    fn deep_copy(&self) -> Body {
        let mut sources: Vec<(Option<(usize, OpId)>, &Body)> = vec![(None, self)];
        let mut i = 0;
        while i < sources.len() {
            let body = sources[i].1;
            for (op, data) in &body.ops {
                if let Some(nested) = data.parts.nested() {
                    sources.push((Some((i, op)), nested));
                }
            }
            i += 1;
        }
        let mut copies: Vec<Option<Body>> = sources
            .iter()
            .map(|(_, b)| {
                Some(Body {
                    ops: b.ops.clone(),
                    blocks: b.blocks.clone(),
                    regions: b.regions.clone(),
                    values: b.values.clone(),
                    revision: 0,
                    // `OpData::clone` leaves nested bodies out: they are
                    // attached below.
                    isolated: 0,
                    lost_uses: None,
                })
            })
            .collect();
        for index in (1..sources.len()).rev() {
            let (parent, op) = sources[index].0.expect("only the root has no parent");
            let child = copies[index].take().expect("attached once");
            copies[parent]
                .as_mut()
                .expect("parent attached after children")
                .set_nested(op, Some(Box::new(child)));
        }
        copies[0].take().expect("root copy")
    }
}
