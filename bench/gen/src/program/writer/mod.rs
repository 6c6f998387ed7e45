//! Text emitter for one `func.func` in MLIR's custom form, spelled the way
//! `mlir-opt-22` prints it: `arith.addi %0, %1 : i32`, `call`/`return`
//! without their dialect prefix directly in the function body, `scf.yield`
//! left out where the op's terminator is implicit, block labels numbered
//! per region in textual order, two spaces of indentation per region.
//!
//! Value names are `%argN` for the function's arguments and `%N`, unique in
//! the function, for everything else (`mlir-opt` renames them when it
//! prints; only the names differ).

use std::fmt::Write as _;

use crate::ir::{comma_list, Ty, Value};
use crate::labels::{Block, Labels};
use crate::ops::{BinOp, CastOp, Pred};

mod regions;

/// A region being written.
#[derive(Debug)]
struct Region {
    /// Blocks placed so far, the entry block included.
    blocks: u32,
    /// Whether the current block still lacks its terminator.
    open: bool,
}

/// Writes one function, op by op, region by region.
///
/// Besides the text it counts ops (for the size budget) and estimates the
/// ops executed per call: every op adds the current *weight*, the most
/// times its position can run per call of the function (the product of
/// the trip bounds of the enclosing loops).
#[derive(Debug)]
pub struct Writer {
    text: String,
    labels: Labels,
    regions: Vec<Region>,
    next_value: u32,
    ops: usize,
    weight: u64,
    dynamic_ops: u64,
}

/// Writes `-> T` (one type) or `-> (T, U)`; nothing when `tys` is empty.
fn write_result_types(out: &mut String, tys: &[Ty], parens_for_one: bool) {
    match tys {
        [] => {}
        [t] if !parens_for_one => {
            let _ = write!(out, " -> {t}");
        }
        _ => {
            out.push_str(" -> (");
            comma_list(out, tys);
            out.push(')');
        }
    }
}

/// Writes the results of a function type: ` -> ()`, ` -> T` or
/// ` -> (T, U)`.
fn write_function_results(out: &mut String, tys: &[Ty]) {
    match tys {
        [] => out.push_str(" -> ()"),
        _ => write_result_types(out, tys, false),
    }
}

/// Writes `%a, %b : T, U` (nothing when `vals` is empty).
fn write_values_with_types(out: &mut String, vals: &[Value]) {
    if vals.is_empty() {
        return;
    }
    comma_list(out, vals);
    out.push_str(" : ");
    comma_list(out, vals.iter().map(|v| v.ty()));
}

/// Writes `^bbN` or `^bbN(%a, %b : T, U)`.
fn write_successor(out: &mut String, dest: Block, args: &[Value]) {
    Labels::write(out, dest);
    if !args.is_empty() {
        out.push('(');
        write_values_with_types(out, args);
        out.push(')');
    }
}

impl Writer {
    /// Starts `func.func [private] @name(params) -> results {`; returns the
    /// writer, inside the function's entry block, and the arguments.
    pub fn function(
        name: &str,
        private: bool,
        params: &[Ty],
        results: &[Ty],
    ) -> (Self, Vec<Value>) {
        let args: Vec<Value> = (0u32..)
            .zip(params)
            .map(|(i, &ty)| Value::arg(i, ty))
            .collect();
        let mut text = String::from("  func.func ");
        if private {
            text.push_str("private ");
        }
        let _ = write!(text, "@{name}(");
        comma_list(&mut text, args.iter().map(|a| format!("{a}: {}", a.ty())));
        text.push(')');
        write_result_types(&mut text, results, false);
        text.push_str(" {\n");
        let w = Writer {
            text,
            labels: Labels::default(),
            regions: vec![Region {
                blocks: 1,
                open: true,
            }],
            next_value: 0,
            ops: 0,
            weight: 1,
            dynamic_ops: 0,
        };
        (w, args)
    }

    /// Closes the function and returns its text.
    ///
    /// Panics if a region is still open or the last block has no terminator.
    pub fn finish(mut self) -> String {
        assert_eq!(self.regions.len(), 1, "unclosed region");
        assert!(!self.top().open, "last block is not terminated");
        self.text.push_str("  }\n");
        self.labels.resolve(&self.text)
    }

    /// Number of ops written so far.
    pub fn ops(&self) -> usize {
        self.ops
    }

    /// Estimated most ops executed per call so far (see [`Writer`]).
    pub fn dynamic_ops(&self) -> u64 {
        self.dynamic_ops
    }

    /// The current weight: how many times, at most, an op written now runs
    /// per call of the function.
    pub fn weight(&self) -> u64 {
        self.weight
    }

    /// Multiplies the weight by `factor` (entering a loop body); returns
    /// the old weight for [`Self::set_weight`].
    pub fn scale_weight(&mut self, factor: u64) -> u64 {
        let old = self.weight;
        self.weight = self.weight.saturating_mul(factor);
        old
    }

    /// Restores a weight returned by [`Self::scale_weight`].
    pub fn set_weight(&mut self, weight: u64) {
        self.weight = weight;
    }

    /// Adds executed ops that are not written here (a callee's).
    pub fn add_dynamic(&mut self, ops: u64) {
        self.dynamic_ops = self.dynamic_ops.saturating_add(ops);
    }

    /// Whether the insertion point is directly in the function body, where
    /// `func` ops drop their dialect prefix.
    fn in_function_body(&self) -> bool {
        self.regions.len() == 1
    }

    fn top(&mut self) -> &mut Region {
        self.regions.last_mut().expect("no open region")
    }

    fn indent(&mut self, extra: isize) {
        let n = (2 + 2 * self.regions.len()) as isize + extra;
        self.text.extend(std::iter::repeat_n(' ', n as usize));
    }

    fn fresh(&mut self, ty: Ty) -> Value {
        let v = Value::numbered(self.next_value, ty);
        self.next_value += 1;
        v
    }

    /// Starts an op line: indentation, then `%N = ` or `%N:k = ` for `tys`
    /// results; returns the results.
    fn begin(&mut self, tys: &[Ty]) -> Vec<Value> {
        assert!(self.top().open, "op after a terminator");
        self.ops += 1;
        self.dynamic_ops = self.dynamic_ops.saturating_add(self.weight);
        self.indent(0);
        let n = self.next_value;
        let results: Vec<Value> = match tys {
            [] => Vec::new(),
            [t] => vec![Value::numbered(n, *t)],
            _ => (0u32..)
                .zip(tys)
                .map(|(i, &t)| Value::part(n, i, t))
                .collect(),
        };
        if !tys.is_empty() {
            self.next_value += 1;
            let _ = write!(self.text, "%{n}");
            if tys.len() > 1 {
                let _ = write!(self.text, ":{}", tys.len());
            }
            self.text.push_str(" = ");
        }
        results
    }

    /// Starts an op line with one result.
    fn begin1(&mut self, ty: Ty) -> Value {
        self.begin(&[ty])[0]
    }

    /// Ends the current block with the line just written.
    fn terminate(&mut self) {
        self.text.push('\n');
        self.top().open = false;
    }

    /// `arith.constant` of scalar type `ty` (for `i1`, non-zero is `true`).
    pub fn constant(&mut self, value: i64, ty: Ty) -> Value {
        let r = self.begin1(ty);
        match ty {
            Ty::I1 => {
                let v = if value != 0 { "true" } else { "false" };
                let _ = writeln!(self.text, "arith.constant {v}");
            }
            _ => {
                let _ = writeln!(self.text, "arith.constant {value} : {ty}");
            }
        }
        r
    }

    /// A binary `arith` op (no overflow flags: they could make poison).
    pub fn binop(&mut self, op: BinOp, lhs: Value, rhs: Value) -> Value {
        let ty = lhs.ty();
        let r = self.begin1(ty);
        let _ = writeln!(self.text, "{} {lhs}, {rhs} : {ty}", op.name());
        r
    }

    /// `arith.cmpi`.
    pub fn cmpi(&mut self, pred: Pred, lhs: Value, rhs: Value) -> Value {
        let r = self.begin1(Ty::I1);
        let _ = writeln!(
            self.text,
            "arith.cmpi {}, {lhs}, {rhs} : {}",
            pred.keyword(),
            lhs.ty()
        );
        r
    }

    /// `arith.select`.
    pub fn select(&mut self, cond: Value, t: Value, f: Value) -> Value {
        let r = self.begin1(t.ty());
        let _ = writeln!(self.text, "arith.select {cond}, {t}, {f} : {}", t.ty());
        r
    }

    /// A cast of `v` to `to`.
    pub fn cast(&mut self, op: CastOp, v: Value, to: Ty) -> Value {
        let r = self.begin1(to);
        let _ = writeln!(self.text, "{} {v} : {} to {to}", op.name(), v.ty());
        r
    }

    /// `memref.alloca` of a slot of type `ty` (a [`Ty::MemRef`]).
    pub fn alloca(&mut self, ty: Ty) -> Value {
        let r = self.begin1(ty);
        let _ = writeln!(self.text, "memref.alloca() : {ty}");
        r
    }

    /// `memref.load` of element `index` (`None` for a rank-0 slot).
    pub fn load(&mut self, slot: Value, index: Option<Value>) -> Value {
        let r = self.begin1(Ty::I32);
        let _ = write!(self.text, "memref.load {slot}[");
        if let Some(i) = index {
            let _ = write!(self.text, "{i}");
        }
        let _ = writeln!(self.text, "] : {}", slot.ty());
        r
    }

    /// `memref.store` of `value` to element `index` (`None` for rank 0).
    pub fn store(&mut self, value: Value, slot: Value, index: Option<Value>) {
        self.begin(&[]);
        let _ = write!(self.text, "memref.store {value}, {slot}[");
        if let Some(i) = index {
            let _ = write!(self.text, "{i}");
        }
        let _ = writeln!(self.text, "] : {}", slot.ty());
    }

    /// `func.call @callee(args)`; returns the results.
    pub fn call(&mut self, callee: &str, args: &[Value], results: &[Ty]) -> Vec<Value> {
        let prefix = if self.in_function_body() { "" } else { "func." };
        let r = self.begin(results);
        let _ = write!(self.text, "{prefix}call @{callee}(");
        comma_list(&mut self.text, args);
        self.text.push_str(") : (");
        comma_list(&mut self.text, args.iter().map(|a| a.ty()));
        self.text.push(')');
        write_function_results(&mut self.text, results);
        self.text.push('\n');
        r
    }

    /// `func.return`; terminates the current block.
    pub fn ret(&mut self, vals: &[Value]) {
        self.begin(&[]);
        self.text.push_str("return");
        if !vals.is_empty() {
            self.text.push(' ');
            write_values_with_types(&mut self.text, vals);
        }
        self.terminate();
    }

    /// Reserves a block of the current region, to be started later.
    pub fn new_block(&mut self) -> Block {
        self.labels.new_block()
    }

    /// Starts block `b` with arguments of types `args`, returning them.
    pub fn start_block(&mut self, b: Block, args: &[Ty]) -> Vec<Value> {
        let region = self.top();
        assert!(!region.open, "previous block is not terminated");
        let number = region.blocks;
        region.blocks += 1;
        region.open = true;
        self.labels.place(b, number);
        let vals: Vec<Value> = args.iter().map(|&t| self.fresh(t)).collect();
        self.indent(-2);
        let _ = write!(self.text, "^bb{number}");
        self.write_block_args(&vals);
        self.text.push_str(":\n");
        vals
    }

    fn write_block_args(&mut self, vals: &[Value]) {
        if !vals.is_empty() {
            self.text.push('(');
            comma_list(
                &mut self.text,
                vals.iter().map(|v| format!("{v}: {}", v.ty())),
            );
            self.text.push(')');
        }
    }

    /// `cf.br`; terminates the current block.
    pub fn br(&mut self, dest: Block, args: &[Value]) {
        self.begin(&[]);
        self.text.push_str("cf.br ");
        write_successor(&mut self.text, dest, args);
        self.terminate();
    }

    /// `cf.cond_br`; terminates the current block.
    pub fn cond_br(&mut self, cond: Value, t: Block, t_args: &[Value], f: Block, f_args: &[Value]) {
        self.begin(&[]);
        let _ = write!(self.text, "cf.cond_br {cond}, ");
        write_successor(&mut self.text, t, t_args);
        self.text.push_str(", ");
        write_successor(&mut self.text, f, f_args);
        self.terminate();
    }

    /// `cf.switch` on `flag`; terminates the current block. Case values are
    /// small and non-negative (`mlir-opt` prints them unsigned).
    pub fn switch(
        &mut self,
        flag: Value,
        default: (Block, &[Value]),
        cases: &[(u32, Block, Vec<Value>)],
    ) {
        self.begin(&[]);
        let _ = writeln!(self.text, "cf.switch {flag} : {}, [", flag.ty());
        self.indent(2);
        self.text.push_str("default: ");
        write_successor(&mut self.text, default.0, default.1);
        for (value, dest, args) in cases {
            self.text.push_str(",\n");
            self.indent(2);
            let _ = write!(self.text, "{value}: ");
            write_successor(&mut self.text, *dest, args);
        }
        self.text.push('\n');
        self.indent(0);
        self.text.push(']');
        self.terminate();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_custom_form() {
        let (mut w, args) = Writer::function("f", true, &[Ty::I32, Ty::Index], &[Ty::I32]);
        let c = w.constant(-3, Ty::I32);
        let s = w.binop(BinOp::Add, args[0], c);
        let cond = w.cmpi(Pred::Slt, s, c);
        let res = w.open_if(cond, &[Ty::I32]);
        w.yield_values(&[s]);
        w.else_region();
        w.yield_values(&[c]);
        w.close();
        let exit = w.new_block();
        w.br(exit, &res);
        let x = w.start_block(exit, &[Ty::I32]);
        w.ret(&x);
        let text = w.finish();
        let expected = "  func.func private @f(%arg0: i32, %arg1: index) -> i32 {
    %0 = arith.constant -3 : i32
    %1 = arith.addi %arg0, %0 : i32
    %2 = arith.cmpi slt, %1, %0 : i32
    %3 = scf.if %2 -> (i32) {
      scf.yield %1 : i32
    } else {
      scf.yield %0 : i32
    }
    cf.br ^bb1(%3 : i32)
  ^bb1(%4: i32):
    return %4 : i32
  }
";
        assert_eq!(text, expected);
    }

    #[test]
    fn weights_scale_dynamic_counts() {
        let (mut w, args) = Writer::function("g", false, &[Ty::I32], &[Ty::I32]);
        let old = w.scale_weight(8);
        w.binop(BinOp::Mul, args[0], args[0]);
        w.set_weight(old);
        w.ret(&args);
        assert_eq!((w.ops(), w.dynamic_ops()), (2, 9));
    }
}
