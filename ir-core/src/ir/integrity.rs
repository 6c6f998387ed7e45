//! A check of a [`Body`]'s internal links: every operand is a live value
//! whose use list holds it, every use list entry is an operand of that
//! value, every successor is a live block whose use list holds it, and
//! every op, block and region points at the parent that lists it. The
//! mutation API keeps these true; this is how tests and fuzz targets show
//! that a transformation used it correctly (the verifier checks the IR's
//! rules, not the storage's).

use super::body::{Body, ValueDef};

impl Body {
    /// Checks the body's links (and those of the bodies nested in it),
    /// returning the first broken one, described. Linear in the size of
    /// the body.
    pub fn check_links(&self) -> Result<(), String> {
        let mut stack = vec![self];
        while let Some(body) = stack.pop() {
            body.check_own_links()?;
            stack.extend(body.ops.values().filter_map(|op| op.parts.nested()));
        }
        Ok(())
    }

    fn check_own_links(&self) -> Result<(), String> {
        let (mut operand_count, mut successor_count) = (0usize, 0usize);
        for (op, data) in &self.ops {
            for (index, operand) in self.operands.slots(data.operands).iter().enumerate() {
                operand_count += 1;
                if !self.values.contains_key(operand.value) {
                    return Err(format!("operand {index} of op {op:?} is an erased value"));
                }
                if operand.owner != op {
                    return Err(format!("operand {index} of op {op:?} names another owner"));
                }
            }
            for (index, successor) in data.parts.successors().iter().enumerate() {
                successor_count += 1;
                if !self.blocks.contains_key(successor.block) {
                    return Err(format!("successor {index} of op {op:?} is an erased block"));
                }
            }
            if let Some(block) = data.parent {
                if !self.blocks.contains_key(block) {
                    return Err(format!("op {op:?} is in an erased block"));
                }
            }
        }
        let mut use_count = 0usize;
        for value in self.values.keys() {
            let defined = match self.value_def(value) {
                ValueDef::Result { op, .. } => self.ops.contains_key(op),
                ValueDef::Argument { block, .. } => self.blocks.contains_key(block),
                ValueDef::Placeholder => true,
            };
            if !defined {
                return Err("a live value is defined by an erased op or block".to_string());
            }
            for u in self.uses(value) {
                use_count += 1;
                let holds = self
                    .ops
                    .get(u.op)
                    .and_then(|data| self.operands.slots(data.operands).get(u.index as usize))
                    .is_some_and(|operand| operand.value == value);
                if !holds {
                    return Err(format!(
                        "a use of a value names operand {} of an op that does not use it",
                        u.index
                    ));
                }
            }
        }
        if use_count != operand_count {
            return Err(format!(
                "{operand_count} operands but {use_count} entries in use lists"
            ));
        }
        // Every use of a block names a successor slot holding it; with as
        // many uses as slots, every slot is in its block's list.
        let mut block_use_count = 0usize;
        for (block, data) in &self.blocks {
            for u in self.block_uses(block) {
                block_use_count += 1;
                let holds = self
                    .ops
                    .get(u.op)
                    .and_then(|op| op.parts.successors().get(u.index as usize))
                    .is_some_and(|successor| successor.block == block);
                if !holds {
                    return Err(format!(
                        "a use of a block names successor {} of an op that does not branch to it",
                        u.index
                    ));
                }
            }
            for op in self.block_ops(block) {
                if self.ops[op].parent != Some(block) {
                    return Err(format!(
                        "op {op:?} is listed in a block it does not name as its parent"
                    ));
                }
            }
            if let Some(region) = data.parent {
                if !self.regions.contains_key(region) {
                    return Err("a block is in an erased region".to_string());
                }
            }
        }
        if block_use_count != successor_count {
            return Err(format!(
                "{successor_count} successors but {block_use_count} entries in block use lists"
            ));
        }
        Ok(())
    }
}
