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

    /// Clones the blocks of `region`, stored in the other body `from`, into
    /// `dest` of this body before `before` (at the end if `None`), and
    /// returns the copies of its blocks in order. Every value the region
    /// uses must be defined in it or mapped in `map` (an isolated region
    /// with its entry arguments mapped, as the inliner clones a callee);
    /// a block argument already in `map` is not copied.
    ///
    /// # Panics
    /// If the region uses a value that is neither.
    pub fn clone_region_from(
        &mut self,
        ctx: &Context,
        from: &Body,
        (region, dest, before): (RegionId, RegionId, Option<BlockId>),
        map: &mut CloneMap,
    ) -> Vec<BlockId> {
        let mut regions = vec![(region, dest, before)];
        let mut top = Vec::new();
        let mut created: Vec<(OpId, OpId)> = Vec::new();
        while let Some((source, to, before)) = regions.pop() {
            let blocks: Vec<BlockId> = from.region_blocks(source).collect();
            for &block in &blocks {
                let copy = self.create_block();
                self.insert_block(copy, to, before);
                if source == region {
                    top.push(copy);
                }
                map.blocks.insert(block, copy);
                // Arguments mapped already (a callee's entry arguments) are not copied.
                for &arg in from.block_args(block) {
                    if map.values.contains_key(&arg) {
                        continue;
                    }
                    let loc = from.value_loc(arg).expect("an argument has a location");
                    let new_arg = self.add_block_arg(copy, from.value_type(arg), loc);
                    map.values.insert(arg, new_arg);
                }
            }
            for &block in &blocks {
                for inner in from.block_ops(block) {
                    let (mut state, nested) = from.shell_of(inner);
                    state.operands.clear();
                    state.successors.clear();
                    let isolated = nested.is_some();
                    let results = from.results(inner).to_vec();
                    let copy = self.create_shell(ctx, (state, nested), results, map);
                    self.insert_op(copy, InsertPoint::End(map.blocks[&block]));
                    if !isolated {
                        let pairs = from.regions(inner).iter().zip(self.regions(copy));
                        regions.extend(pairs.map(|(&r, &c)| (r, c, None)));
                    }
                    created.push((inner, copy));
                }
            }
        }
        for (original, copy) in created {
            let operands: Vec<ValueId> = from
                .operands(original)
                .map(|v| *map.values.get(&v).expect("a value of the region or mapped"))
                .collect();
            self.set_operands(copy, &operands);
            for target in from.successors(original) {
                self.push_successor(copy, map.blocks[&target]);
            }
        }
        top
    }

    /// Copies one op without its region contents; results are mapped.
    fn clone_shell(&mut self, ctx: &Context, op: OpId, map: &mut CloneMap) -> OpId {
        let (state, nested) = self.shell_of(op);
        self.create_shell(
            ctx,
            (state, nested),
            self.ops[op].parts.results().to_vec(),
            map,
        )
    }

    /// What [`Body::create_shell`] needs to copy `op` without its region
    /// contents: its state, and its nested body (copied) if it is isolated.
    fn shell_of(&self, op: OpId) -> (OperationState, Option<(Body, ThinVec<RegionId>)>) {
        let data = &self.ops[op];
        let state = OperationState {
            name: data.name,
            loc: data.loc,
            operands: self.operands(op).collect(),
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
        (state, nested)
    }

    /// Creates the copy [`Body::shell_of`] describes, mapping the
    /// original's `results` to the copy's.
    fn create_shell(
        &mut self,
        ctx: &Context,
        (state, nested): (OperationState, Option<(Body, ThinVec<RegionId>)>),
        results: Vec<ValueId>,
        map: &mut CloneMap,
    ) -> OpId {
        let copy = self.create_op(ctx, state);
        if let Some((body, regions)) = nested {
            self.set_nested(copy, Some(Box::new(body)));
            self.ops[copy].parts.set_regions(regions);
        }
        for (r, &c) in results.into_iter().zip(self.ops[copy].parts.results()) {
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
                    operands: b.operands.clone(),
                    identity: Default::default(),
                    revision: 0,
                    // `OpData::clone` leaves nested bodies out: they are
                    // attached below.
                    isolated: 0,
                    lost_uses: None,
                    journal: None,
                    // The copies keep the ids, and so the stamps, of the ops.
                    journal_opened: b.journal_opened,
                    changed: b.changed.clone(),
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
