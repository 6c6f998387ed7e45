//! `cf.switch` cases that need not be there, as MLIR's `SwitchOp`
//! canonicalizations (ControlFlowOps.cpp) find them: a case going where
//! the default goes, with the same operands (`dropSwitchCasesThatMatchDefault`);
//! a switch in a block entered only through a case of a switch on the same
//! flag, whose value is then known (`simplifySwitchFromSwitchOnSameCondition`);
//! and one entered only through the default of such a switch, where the
//! values of that switch's cases cannot occur
//! (`simplifySwitchFromDefaultSwitchOnSameCondition`).

use super::single_edge;
use crate::cf::branch_operands::{branch_targets, replace_with_br, BranchTarget};
use crate::cf::switch::case_values;
use crate::cf::SwitchOp;
use ir_core::context::attributes::DenseValues;
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::ir::InsertPoint;
use ir_core::{AttrKind, OpId, OpView, TypeKind, ValueId};
use std::collections::HashSet;

/// A `cf.switch` read as its flag, default and cases.
struct Switch {
    flag: ValueId,
    default: BranchTarget,
    cases: Vec<(i128, BranchTarget)>,
}

/// `op` as a switch, if it is a well-formed one.
fn switch(rewriter: &PatternRewriter<'_>, op: OpId) -> Option<Switch> {
    let view = OpView::new(rewriter.ctx(), rewriter.body(), op);
    let flag = view.as_op::<SwitchOp>()?.flag();
    let values = case_values(&view)?;
    let mut targets = branch_targets(&view).into_iter();
    let default = targets.next()?;
    let cases: Vec<_> = values.into_iter().zip(targets).collect();
    (cases.len() + 1 == rewriter.body().num_successors(op)).then_some(Switch {
        flag,
        default,
        cases,
    })
}

/// Replaces switch `op` by one on the same flag with `cases` (MLIR's
/// builder: no `case_values` when there is no case).
fn replace_cases(rewriter: &mut PatternRewriter<'_>, op: OpId, switch: Switch) {
    let ctx = rewriter.ctx();
    let flag_type = rewriter.body().value_type(switch.flag);
    let i32_type = ctx.int_type(32);
    let case_values = (!switch.cases.is_empty()).then(|| {
        let vector = ctx.intern_type(TypeKind::Vector {
            shape: vec![switch.cases.len() as i64],
            scalable: vec![false],
            element: flag_type,
        });
        let values = switch.cases.iter().map(|(value, _)| *value).collect();
        ctx.intern_attr(AttrKind::DenseElements {
            ty: vector,
            values: DenseValues::Int(values),
        })
    });
    let segments = ctx.intern_attr(AttrKind::DenseArray {
        element: i32_type,
        values: DenseValues::Int(
            switch
                .cases
                .iter()
                .map(|(_, t)| t.operands.len() as i128)
                .collect(),
        ),
    });
    let case_operands: Vec<ValueId> = switch
        .cases
        .iter()
        .flat_map(|(_, t)| t.operands.iter().copied())
        .collect();
    let case_blocks: Vec<_> = switch.cases.iter().map(|(_, t)| t.block).collect();
    let state = SwitchOp::state(
        ctx,
        rewriter.body().op_loc(op),
        switch.flag,
        &switch.default.operands,
        &case_operands,
        case_values,
        segments,
        switch.default.block,
        &case_blocks,
    );
    rewriter.set_insertion_point(InsertPoint::Before(op));
    rewriter.create(state);
    rewriter.erase_op(op);
}

/// A case going to the default's block with the default's operands is
/// dropped.
pub(super) struct DropCasesMatchingDefault;

impl RewritePattern for DropCasesMatchingDefault {
    fn name(&self) -> &'static str {
        "cf.switch-drop-cases-matching-default"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(mut switch) = switch(rewriter, op) else {
            return false;
        };
        let count = switch.cases.len();
        let default = switch.default.clone();
        switch.cases.retain(|(_, target)| *target != default);
        if switch.cases.len() == count {
            return false;
        }
        replace_cases(rewriter, op, switch);
        true
    }
}

/// The predecessor switch, on the same flag, through which alone `op`'s
/// block is entered, and the index of that edge (0 for its default).
fn dominating_switch(
    rewriter: &PatternRewriter<'_>,
    op: OpId,
    flag: ValueId,
) -> Option<(Switch, usize)> {
    let body = rewriter.body();
    let (pred, edge) = single_edge(body, body.op_block(op)?)?;
    let pred = switch(rewriter, pred)?;
    (pred.flag == flag).then_some((pred, edge))
}

/// A switch in a block entered only through a case of a switch on the
/// same flag → `cf.br` to its case of that value, or to its default.
pub(super) struct SwitchOnDecidedFlag;

impl RewritePattern for SwitchOnDecidedFlag {
    fn name(&self) -> &'static str {
        "cf.switch-on-decided-flag"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(mut switch) = switch(rewriter, op) else {
            return false;
        };
        let Some((pred, edge)) = dominating_switch(rewriter, op, switch.flag) else {
            return false;
        };
        let Some(&(value, _)) = edge.checked_sub(1).and_then(|case| pred.cases.get(case)) else {
            return false;
        };
        let target = match switch.cases.iter().position(|(v, _)| *v == value) {
            Some(case) => switch.cases.swap_remove(case).1,
            None => switch.default,
        };
        replace_with_br(rewriter, op, target);
        true
    }
}

/// A switch in a block entered only through the default of a switch on
/// the same flag: its cases of values that switch's cases take are dropped.
pub(super) struct SwitchAfterDefault;

impl RewritePattern for SwitchAfterDefault {
    fn name(&self) -> &'static str {
        "cf.switch-after-default-on-same-flag"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(mut switch) = switch(rewriter, op) else {
            return false;
        };
        let Some((pred, 0)) = dominating_switch(rewriter, op, switch.flag) else {
            return false;
        };
        let ruled_out: HashSet<i128> = pred.cases.iter().map(|(v, _)| *v).collect();
        let count = switch.cases.len();
        switch.cases.retain(|(v, _)| !ruled_out.contains(v));
        if switch.cases.len() == count {
            return false;
        }
        replace_cases(rewriter, op, switch);
        true
    }
}
