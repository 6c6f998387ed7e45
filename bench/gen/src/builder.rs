//! Text emitter for one `func.func` body in MLIR's generic op form.
//!
//! Values and blocks are numbered exactly as `mlir-opt --mlir-print-op-generic`
//! numbers them (`%argN` for entry-block arguments, `%N` in textual order for
//! everything else, `^bbN` in textual block order), so a generated file
//! round-trips through `mlir-opt` unchanged except for the `// N preds`
//! comments it adds.

use std::fmt::Write as _;

use crate::ir::{comma_list, Ty, Value};
use crate::labels::{Block, Labels};
use crate::ops::{BinOp, Overflow, Pred};

/// Writes the ops of one function body, one block at a time, in textual order.
///
/// Blocks must be written sequentially: [`FuncBuilder::start_block`] is only
/// allowed once the previous block got its terminator. Branches may name
/// blocks that are started later; their labels are resolved in
/// [`FuncBuilder::finish`].
#[derive(Debug)]
pub struct FuncBuilder {
    text: String,
    next_value: u32,
    labels: Labels,
    started: u32,
    ops: usize,
    open: bool,
}

impl FuncBuilder {
    /// Starts a body whose entry block has `arity` `i32` arguments; returns
    /// the builder and those arguments.
    pub fn new(arity: usize) -> (Self, Vec<Value>) {
        let mut b = FuncBuilder {
            text: String::new(),
            next_value: 0,
            labels: Labels::default(),
            started: 1,
            ops: 0,
            open: true,
        };
        let entry = b.labels.new_block();
        b.labels.place(entry, 0);
        let args: Vec<Value> = (0..arity as u32).map(|i| Value::arg(i, Ty::I32)).collect();
        if arity > 0 {
            b.text.push_str("  ^bb0(");
            b.write_arg_list(&args);
            b.text.push_str("):\n");
        }
        (b, args)
    }

    /// Number of ops written so far.
    pub fn ops(&self) -> usize {
        self.ops
    }

    /// Reserves a new block, to be started later with [`Self::start_block`].
    pub fn new_block(&mut self) -> Block {
        self.labels.new_block()
    }

    /// Starts block `b` with arguments of types `args`, returning them.
    pub fn start_block(&mut self, b: Block, args: &[Ty]) -> Vec<Value> {
        assert!(!self.open, "previous block is not terminated");
        self.labels.place(b, self.started);
        let vals: Vec<Value> = args.iter().map(|&ty| self.fresh(ty)).collect();
        let _ = write!(self.text, "  ^bb{}", self.started);
        self.started += 1;
        if !vals.is_empty() {
            self.text.push('(');
            self.write_arg_list(&vals);
            self.text.push(')');
        }
        self.text.push_str(":\n");
        self.open = true;
        vals
    }

    /// `arith.constant` of scalar type `ty` (for `i1`, non-zero is `true`).
    pub fn constant(&mut self, value: i64, ty: Ty) -> Value {
        let r = self.begin_result(ty);
        match ty {
            Ty::I1 => {
                let v = if value != 0 { "true" } else { "false" };
                let _ = writeln!(
                    self.text,
                    "\"arith.constant\"() <{{value = {v}}}> : () -> i1"
                );
            }
            Ty::MemRef(_) => panic!("no memref constants"),
            _ => {
                let _ = writeln!(
                    self.text,
                    "\"arith.constant\"() <{{value = {value} : {ty}}}> : () -> {ty}"
                );
            }
        }
        r
    }

    /// A binary `arith` op on two `i32` values.
    pub fn binop(&mut self, op: BinOp, flags: Overflow, lhs: Value, rhs: Value) -> Value {
        let r = self.begin_result(Ty::I32);
        let _ = write!(self.text, "\"{}\"({lhs}, {rhs}) ", op.name());
        if op.has_overflow_flags() {
            let _ = write!(
                self.text,
                "<{{overflowFlags = #arith.overflow<{}>}}> ",
                flags.as_str()
            );
        }
        self.text.push_str(": (i32, i32) -> i32\n");
        r
    }

    /// `arith.cmpi` with predicate `pred`.
    pub fn cmpi(&mut self, pred: Pred, lhs: Value, rhs: Value) -> Value {
        let r = self.begin_result(Ty::I1);
        let _ = writeln!(
            self.text,
            "\"arith.cmpi\"({lhs}, {rhs}) <{{predicate = {} : i64}}> : (i32, i32) -> i1",
            pred as u8
        );
        r
    }

    /// `arith.select` between two `i32` values.
    pub fn select(&mut self, cond: Value, t: Value, f: Value) -> Value {
        let r = self.begin_result(Ty::I32);
        let _ = writeln!(
            self.text,
            "\"arith.select\"({cond}, {t}, {f}) : (i1, i32, i32) -> i32"
        );
        r
    }

    /// `memref.alloca` of a `memref<i32>` slot.
    pub fn alloca(&mut self) -> Value {
        let r = self.begin_result(Ty::MemRef(0));
        self.text.push_str(
            "\"memref.alloca\"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>\n",
        );
        r
    }

    /// `memref.load` from a slot.
    pub fn load(&mut self, slot: Value) -> Value {
        let r = self.begin_result(Ty::I32);
        let _ = writeln!(self.text, "\"memref.load\"({slot}) : (memref<i32>) -> i32");
        r
    }

    /// `memref.store` of an `i32` into a slot.
    pub fn store(&mut self, value: Value, slot: Value) {
        self.begin_op();
        let _ = writeln!(
            self.text,
            "\"memref.store\"({value}, {slot}) : (i32, memref<i32>) -> ()"
        );
    }

    /// `func.call @callee(args) : (i32, ...) -> i32`.
    pub fn call(&mut self, callee: &str, args: &[Value]) -> Value {
        let r = self.begin_result(Ty::I32);
        self.text.push_str("\"func.call\"(");
        self.write_operands(args);
        let _ = write!(self.text, ") <{{callee = @{callee}}}> : (");
        self.write_types(args);
        self.text.push_str(") -> i32\n");
        r
    }

    /// `cf.br` to `dest` passing `args`; terminates the current block.
    pub fn br(&mut self, dest: Block, args: &[Value]) {
        self.begin_op();
        self.text.push_str("\"cf.br\"(");
        self.write_operands(args);
        self.text.push_str(")[");
        self.write_label(dest);
        self.text.push_str("] : (");
        self.write_types(args);
        self.text.push_str(") -> ()\n");
        self.open = false;
    }

    /// `cf.cond_br` on `cond`; terminates the current block.
    pub fn cond_br(&mut self, cond: Value, t: Block, t_args: &[Value], f: Block, f_args: &[Value]) {
        debug_assert_eq!(cond.ty(), Ty::I1);
        self.begin_op();
        let _ = write!(self.text, "\"cf.cond_br\"({cond}");
        for v in t_args.iter().chain(f_args) {
            let _ = write!(self.text, ", {v}");
        }
        self.text.push_str(")[");
        self.write_label(t);
        self.text.push_str(", ");
        self.write_label(f);
        let _ = write!(
            self.text,
            "] <{{operandSegmentSizes = array<i32: 1, {}, {}>}}> : (i1",
            t_args.len(),
            f_args.len()
        );
        for v in t_args.iter().chain(f_args) {
            let _ = write!(self.text, ", {}", v.ty());
        }
        self.text.push_str(") -> ()\n");
        self.open = false;
    }

    /// `func.return` of one `i32`; terminates the current block.
    pub fn ret(&mut self, value: Value) {
        self.begin_op();
        let _ = writeln!(self.text, "\"func.return\"({value}) : (i32) -> ()");
        self.open = false;
    }

    /// Finishes the body and returns its text with every block label resolved.
    pub fn finish(self) -> String {
        assert!(!self.open, "last block is not terminated");
        self.labels.resolve(&self.text)
    }

    fn fresh(&mut self, ty: Ty) -> Value {
        let v = Value::numbered(self.next_value, ty);
        self.next_value += 1;
        v
    }

    fn begin_op(&mut self) {
        assert!(self.open, "op after terminator");
        self.ops += 1;
        self.text.push_str("    ");
    }

    fn begin_result(&mut self, ty: Ty) -> Value {
        self.begin_op();
        let r = self.fresh(ty);
        let _ = write!(self.text, "{r} = ");
        r
    }

    fn write_label(&mut self, b: Block) {
        Labels::write(&mut self.text, b);
    }

    fn write_operands(&mut self, vals: &[Value]) {
        comma_list(&mut self.text, vals);
    }

    fn write_types(&mut self, vals: &[Value]) {
        comma_list(&mut self.text, vals.iter().map(|v| v.ty()));
    }

    fn write_arg_list(&mut self, vals: &[Value]) {
        comma_list(
            &mut self.text,
            vals.iter().map(|v| format!("{v}: {}", v.ty())),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forward_labels_resolve_in_textual_order() {
        let (mut b, args) = FuncBuilder::new(1);
        let c = b.cmpi(Pred::Slt, args[0], args[0]);
        let later = b.new_block();
        let sooner = b.new_block();
        b.cond_br(c, sooner, &[], later, &[args[0]]);
        b.start_block(sooner, &[]);
        b.br(later, &[args[0]]);
        let x = b.start_block(later, &[Ty::I32]);
        b.ret(x[0]);
        assert_eq!(b.ops(), 4);
        let text = b.finish();
        assert!(text.contains("[^bb1, ^bb2]"), "{text}");
        assert!(text.contains("  ^bb2(%1: i32):\n"), "{text}");
        assert!(text.contains("\"func.return\"(%1) : (i32) -> ()"), "{text}");
    }
}
