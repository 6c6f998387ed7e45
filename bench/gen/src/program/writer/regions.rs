//! The `scf` side of [`Writer`]: region ops' headers (`scf.if`, `scf.for`,
//! `scf.while`, `scf.execute_region`, `scf.index_switch`), moving between
//! their regions, and their terminators.

use std::fmt::Write as _;

use super::{write_function_results, write_result_types, write_values_with_types, Region, Writer};
use crate::ir::{comma_list, Ty, Value};

impl Writer {
    /// `scf.yield` of `vals`; terminates the current block.
    pub fn yield_values(&mut self, vals: &[Value]) {
        self.begin(&[]);
        self.text.push_str("scf.yield");
        if !vals.is_empty() {
            self.text.push(' ');
            write_values_with_types(&mut self.text, vals);
        }
        self.terminate();
    }

    /// Ends a block whose `scf.yield` (with no values) `mlir-opt` leaves
    /// out: the parser adds it back.
    pub fn implicit_yield(&mut self) {
        self.ops += 1;
        self.top().open = false;
    }

    /// `scf.condition(%cond) vals`; terminates the `before` region of a
    /// `scf.while`.
    pub fn condition(&mut self, cond: Value, vals: &[Value]) {
        self.begin(&[]);
        let _ = write!(self.text, "scf.condition({cond})");
        if !vals.is_empty() {
            self.text.push(' ');
            write_values_with_types(&mut self.text, vals);
        }
        self.terminate();
    }

    /// Finishes an op header (the text after `begin`) with ` {` and enters
    /// its first region.
    fn open_region(&mut self) {
        self.text.push_str(" {\n");
        self.regions.push(Region {
            blocks: 1,
            open: true,
        });
    }

    /// Leaves the current region (its last block must be terminated) and
    /// writes `}` followed by `next` (e.g. ` else {`); when `next` opens
    /// another region, enters it.
    fn leave_region(&mut self, next: &str) {
        let region = self.regions.pop().expect("no region to close");
        assert!(!region.open, "region's last block is not terminated");
        self.indent(0);
        self.text.push('}');
        self.text.push_str(next);
        self.text.push('\n');
        if next.ends_with('{') {
            self.regions.push(Region {
                blocks: 1,
                open: true,
            });
        }
    }

    /// Closes the current region and the op it belongs to.
    pub fn close(&mut self) {
        self.leave_region("");
    }

    /// `scf.if %cond [-> (results)] {`: enters the `then` region.
    pub fn open_if(&mut self, cond: Value, results: &[Ty]) -> Vec<Value> {
        let r = self.begin(results);
        let _ = write!(self.text, "scf.if {cond}");
        write_result_types(&mut self.text, results, true);
        self.open_region();
        r
    }

    /// `} else {`: from the `then` region to the `else` region.
    pub fn else_region(&mut self) {
        self.leave_region(" else {");
    }

    /// `scf.for %iv = %lb to %ub step %step [iter_args(...) -> (...)] [: T] {`:
    /// enters the body; returns the results, the induction variable and
    /// the iteration arguments.
    pub fn open_for(
        &mut self,
        lb: Value,
        ub: Value,
        step: Value,
        inits: &[Value],
    ) -> (Vec<Value>, Value, Vec<Value>) {
        let tys: Vec<Ty> = inits.iter().map(|v| v.ty()).collect();
        let r = self.begin(&tys);
        let iv = self.fresh(lb.ty());
        let _ = write!(self.text, "scf.for {iv} = {lb} to {ub} step {step}");
        let iter: Vec<Value> = tys.iter().map(|&t| self.fresh(t)).collect();
        if !iter.is_empty() {
            self.text.push_str(" iter_args(");
            comma_list(
                &mut self.text,
                iter.iter().zip(inits).map(|(a, i)| format!("{a} = {i}")),
            );
            self.text.push(')');
            write_result_types(&mut self.text, &tys, true);
        }
        if lb.ty() != Ty::Index {
            let _ = write!(self.text, "  : {}", lb.ty());
        }
        self.open_region();
        (r, iv, iter)
    }

    /// `scf.while (%a = %init, ...) : (T...) -> (T...) {`: enters the
    /// `before` region; returns the results and the region's arguments
    /// (results and `after` arguments have the same types as `inits`).
    pub fn open_while(&mut self, inits: &[Value]) -> (Vec<Value>, Vec<Value>) {
        let tys: Vec<Ty> = inits.iter().map(|v| v.ty()).collect();
        let r = self.begin(&tys);
        let args: Vec<Value> = tys.iter().map(|&t| self.fresh(t)).collect();
        self.text.push_str("scf.while (");
        comma_list(
            &mut self.text,
            args.iter().zip(inits).map(|(a, i)| format!("{a} = {i}")),
        );
        self.text.push_str(") : (");
        comma_list(&mut self.text, &tys);
        self.text.push(')');
        write_function_results(&mut self.text, &tys);
        self.open_region();
        (r, args)
    }

    /// `} do {` and the `after` region's entry block with arguments of
    /// types `tys`, which it returns.
    pub fn do_region(&mut self, tys: &[Ty]) -> Vec<Value> {
        self.leave_region(" do {");
        let args: Vec<Value> = tys.iter().map(|&t| self.fresh(t)).collect();
        self.indent(-2);
        self.text.push_str("^bb0");
        self.write_block_args(&args);
        self.text.push_str(":\n");
        args
    }

    /// `scf.execute_region [-> T] {`: enters its (multi-block) region.
    pub fn open_execute_region(&mut self, results: &[Ty]) -> Vec<Value> {
        let r = self.begin(results);
        self.text.push_str("scf.execute_region");
        write_result_types(&mut self.text, results, false);
        self.open_region();
        r
    }

    /// `scf.index_switch %selector [-> T, U]` and `case N {`: enters the
    /// first case region.
    pub fn open_index_switch(
        &mut self,
        selector: Value,
        results: &[Ty],
        first_case: u32,
    ) -> Vec<Value> {
        let r = self.begin(results);
        let _ = write!(self.text, "scf.index_switch {selector}");
        if !results.is_empty() {
            self.text.push_str(" -> ");
            comma_list(&mut self.text, results);
        }
        // mlir-opt-22 ends this line with a space.
        self.text.push_str(" \n");
        self.indent(0);
        let _ = write!(self.text, "case {first_case}");
        self.open_region();
        r
    }

    /// From one region of a `scf.index_switch` to the next: `case N {`, or
    /// `default {` when `value` is `None`.
    pub fn next_case(&mut self, value: Option<u32>) {
        self.leave_region("");
        self.indent(0);
        match value {
            Some(v) => {
                let _ = write!(self.text, "case {v}");
            }
            None => self.text.push_str("default"),
        }
        self.open_region();
    }
}
