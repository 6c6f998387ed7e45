//! Text emitter for one `func.func` body in MLIR's generic op form.
//!
//! Values and blocks are numbered exactly as `mlir-opt --mlir-print-op-generic`
//! numbers them (`%argN` for entry-block arguments, `%N` in textual order for
//! everything else, `^bbN` in textual block order), so a generated file
//! round-trips through `mlir-opt` unchanged except for the `// N preds`
//! comments it adds.

use std::fmt::{self, Write as _};

/// Types that generated values can have.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ty {
    /// `i1`, produced by `arith.cmpi`.
    I1,
    /// `i32`, the type of all arithmetic.
    I32,
    /// `memref<i32>`, a stack slot from `memref.alloca`.
    MemRef,
}

impl Ty {
    /// The type as written in MLIR.
    pub fn as_str(self) -> &'static str {
        match self {
            Ty::I1 => "i1",
            Ty::I32 => "i32",
            Ty::MemRef => "memref<i32>",
        }
    }
}

/// Bit set in [`Value`]'s name for entry-block arguments (`%argN`).
const ARG_BIT: u32 = 1 << 31;

/// An SSA value: its printed name and its type.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Value {
    name: u32,
    ty: Ty,
}

impl Value {
    /// The value's type.
    pub fn ty(self) -> Ty {
        self.ty
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.name & ARG_BIT != 0 {
            write!(f, "%arg{}", self.name & !ARG_BIT)
        } else {
            write!(f, "%{}", self.name)
        }
    }
}

/// A block of the function being built (not yet necessarily started).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Block(u32);

/// Binary integer ops of the `arith` dialect.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BinOp {
    /// `arith.addi`
    Add,
    /// `arith.subi`
    Sub,
    /// `arith.muli`
    Mul,
    /// `arith.andi`
    And,
    /// `arith.ori`
    Or,
    /// `arith.xori`
    Xor,
}

impl BinOp {
    /// All binary ops, for random choice.
    pub const ALL: [BinOp; 6] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::And,
        BinOp::Or,
        BinOp::Xor,
    ];

    /// The op's full name.
    pub fn name(self) -> &'static str {
        match self {
            BinOp::Add => "arith.addi",
            BinOp::Sub => "arith.subi",
            BinOp::Mul => "arith.muli",
            BinOp::And => "arith.andi",
            BinOp::Or => "arith.ori",
            BinOp::Xor => "arith.xori",
        }
    }

    /// Whether the op carries the `overflowFlags` property.
    pub fn has_overflow_flags(self) -> bool {
        matches!(self, BinOp::Add | BinOp::Sub | BinOp::Mul)
    }
}

/// `#arith.overflow<...>` flags of `addi`/`subi`/`muli`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Overflow {
    /// `#arith.overflow<none>` (what mlir-opt prints for the default).
    None,
    /// `#arith.overflow<nsw>`
    Nsw,
    /// `#arith.overflow<nuw>`
    Nuw,
    /// `#arith.overflow<nsw, nuw>`
    Both,
}

impl Overflow {
    fn as_str(self) -> &'static str {
        match self {
            Overflow::None => "none",
            Overflow::Nsw => "nsw",
            Overflow::Nuw => "nuw",
            Overflow::Both => "nsw, nuw",
        }
    }
}

/// `arith.cmpi` predicates, in the order of their integer encoding.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Pred {
    /// `eq` (0)
    Eq,
    /// `ne` (1)
    Ne,
    /// `slt` (2)
    Slt,
    /// `sle` (3)
    Sle,
    /// `sgt` (4)
    Sgt,
    /// `sge` (5)
    Sge,
    /// `ult` (6)
    Ult,
    /// `ule` (7)
    Ule,
    /// `ugt` (8)
    Ugt,
    /// `uge` (9)
    Uge,
}

impl Pred {
    /// All predicates, for random choice.
    pub const ALL: [Pred; 10] = [
        Pred::Eq,
        Pred::Ne,
        Pred::Slt,
        Pred::Sle,
        Pred::Sgt,
        Pred::Sge,
        Pred::Ult,
        Pred::Ule,
        Pred::Ugt,
        Pred::Uge,
    ];
}

/// Opens a placeholder for a block label whose textual number is not known yet.
const LABEL_OPEN: char = '\u{1}';
/// Closes a block-label placeholder.
const LABEL_CLOSE: char = '\u{2}';
/// `block_order` entry of a block that has not been started.
const NOT_STARTED: u32 = u32::MAX;

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
    block_order: Vec<u32>,
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
            block_order: vec![0],
            started: 1,
            ops: 0,
            open: true,
        };
        let args: Vec<Value> = (0..arity as u32)
            .map(|i| Value {
                name: ARG_BIT | i,
                ty: Ty::I32,
            })
            .collect();
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
        self.block_order.push(NOT_STARTED);
        Block(self.block_order.len() as u32 - 1)
    }

    /// Starts block `b` with arguments of types `args`, returning them.
    pub fn start_block(&mut self, b: Block, args: &[Ty]) -> Vec<Value> {
        assert!(!self.open, "previous block is not terminated");
        assert_eq!(self.block_order[b.0 as usize], NOT_STARTED, "block reused");
        self.block_order[b.0 as usize] = self.started;
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

    /// `arith.constant` of type `ty` (`i32` or `i1`; for `i1`, non-zero is `true`).
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
            Ty::I32 => {
                let _ = writeln!(
                    self.text,
                    "\"arith.constant\"() <{{value = {value} : i32}}> : () -> i32"
                );
            }
            Ty::MemRef => panic!("no memref constants"),
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
        let r = self.begin_result(Ty::MemRef);
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
        debug_assert_eq!(cond.ty, Ty::I1);
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
            let _ = write!(self.text, ", {}", v.ty.as_str());
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
        let mut out = String::with_capacity(self.text.len());
        let mut rest = self.text.as_str();
        while let Some(pos) = rest.find(LABEL_OPEN) {
            out.push_str(&rest[..pos]);
            let after = &rest[pos + 1..];
            let end = after.find(LABEL_CLOSE).expect("unterminated label");
            let id: usize = after[..end].parse().expect("bad label id");
            let order = self.block_order[id];
            assert_ne!(order, NOT_STARTED, "branch to a block never started");
            let _ = write!(out, "bb{order}");
            rest = &after[end + 1..];
        }
        out.push_str(rest);
        out
    }

    fn fresh(&mut self, ty: Ty) -> Value {
        let v = Value {
            name: self.next_value,
            ty,
        };
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
        let _ = write!(self.text, "^{LABEL_OPEN}{}{LABEL_CLOSE}", b.0);
    }

    fn write_operands(&mut self, vals: &[Value]) {
        for (i, v) in vals.iter().enumerate() {
            if i > 0 {
                self.text.push_str(", ");
            }
            let _ = write!(self.text, "{v}");
        }
    }

    fn write_types(&mut self, vals: &[Value]) {
        for (i, v) in vals.iter().enumerate() {
            if i > 0 {
                self.text.push_str(", ");
            }
            self.text.push_str(v.ty.as_str());
        }
    }

    fn write_arg_list(&mut self, vals: &[Value]) {
        for (i, v) in vals.iter().enumerate() {
            if i > 0 {
                self.text.push_str(", ");
            }
            let _ = write!(self.text, "{v}: {}", v.ty.as_str());
        }
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
