//! The conversion driver: [`apply_partial_conversion`] and
//! [`apply_full_conversion`] with MLIR's meaning (DialectConversion
//! document, "Modes of Conversion"), as a one-shot driver: no rollback.
//!
//! The unit of work is one body ([`super::legalize`]): the root's, then
//! the bodies of the isolated ops in it, level by level. No pattern
//! reaches across an isolated op, so the bodies of one level are
//! independent and, when the context allows threads, are converted in
//! parallel ([`super::levels`], the one place threads are used), each
//! thread with its own [`RuleTable`]; the result does not depend on the
//! order (the tests run both). Each op is visited once, its
//! rule and patterns come from a table indexed by its name, and each
//! pattern sees an adaptor made in time linear in the op's operands, so a
//! conversion is linear in the size of what it converts (times the
//! patterns' own work).
//!
//! Failure: partial conversion fails when an op the target calls illegal
//! cannot be legalized, full conversion also when an unknown op is left.
//! Before changing anything the driver checks that every op that must be
//! converted has a pattern to try; if one has none, the conversion fails
//! with the input unchanged. A pattern that declines changes nothing, so
//! a later failure (every pattern declined) leaves what was converted,
//! and the diagnostic says so: the pass fails, the tool prints no IR.
//! The failure reported is the first in program order (pre-order), as a
//! sequential driver would meet it. Patterns are written to check before
//! they change anything, as MLIR's one-shot driver requires.

use super::legalize::{legalize_failure, must_convert, BodyTask};
use super::levels::run_levels;
use super::op_list::{preorder, Lists, OpList};
use super::pattern::ConversionPatternSet;
use super::rules::RuleTable;
use super::target::ConversionTarget;
use super::type_converter::TypeConverter;
use crate::{Body, Context, Diagnostic, OpId, OpView, OwnedOp, RegionId};

/// Which ops a conversion must legalize.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ConversionMode {
    /// Illegal ops; unknown ops may stay.
    Partial,
    /// Every op not legal.
    Full,
}

/// What a conversion did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ConversionStats {
    /// Ops rewritten by a pattern.
    pub rewritten: u64,
    /// Materializations folded or erased at the end.
    pub casts_removed: u64,
    /// Materializations still live at the end (`unrealized_conversion_cast`s).
    pub casts_left: u64,
}

/// A conversion: its target, patterns and type converter.
pub struct Conversion<'a> {
    /// What must be legal.
    pub target: &'a ConversionTarget,
    /// How illegal ops are rewritten.
    pub patterns: &'a ConversionPatternSet,
    /// How types convert, if the conversion converts types.
    pub converter: Option<&'a TypeConverter>,
}

/// Converts the ops inside `root` so that none the target calls illegal
/// is left; unknown ops may stay.
pub fn apply_partial_conversion(
    ctx: &Context,
    root: &mut OwnedOp,
    conversion: &Conversion<'_>,
) -> Result<ConversionStats, Diagnostic> {
    conversion.apply(ctx, root, ConversionMode::Partial)
}

/// Converts the ops inside `root` so that every one is legal.
pub fn apply_full_conversion(
    ctx: &Context,
    root: &mut OwnedOp,
    conversion: &Conversion<'_>,
) -> Result<ConversionStats, Diagnostic> {
    conversion.apply(ctx, root, ConversionMode::Full)
}

impl std::ops::AddAssign for ConversionStats {
    fn add_assign(&mut self, other: Self) {
        self.rewritten += other.rewritten;
        self.casts_removed += other.casts_removed;
        self.casts_left += other.casts_left;
    }
}

impl Conversion<'_> {
    /// Converts the ops inside `root` in `mode`.
    pub fn apply(
        &self,
        ctx: &Context,
        root: &mut OwnedOp,
        mode: ConversionMode,
    ) -> Result<ConversionStats, Diagnostic> {
        let threads = ctx.is_multithreading_enabled() && rayon::current_num_threads() > 1;
        let mut rules = RuleTable::new(ctx, self.target, self.patterns);
        let new_rules = || RuleTable::new(ctx, self.target, self.patterns);
        let roots = root.body.regions(root.op).to_vec();
        let mut checked = run_levels(
            (root.body.regions_body(root.op), roots.clone()),
            threads,
            &mut rules,
            new_rules,
            |rules, (body, regions)| check_body(body, &regions, mode, rules),
        );
        let missing = checked
            .outcomes
            .iter_mut()
            .filter_map(|(id, (failure, _))| failure.take().map(|f| (*id, f)))
            .collect();
        if let Some(failure) = checked.first_in_preorder(missing) {
            return Err(failure);
        }
        let lists = Lists::new(checked.map(|(_, listed)| listed));
        let first = BodyTask {
            body: root.body.regions_body_mut(root.op),
            roots,
            casts: Vec::new(),
            listed: Some(0),
        };
        let mut converted = run_levels(first, threads, &mut rules, new_rules, |rules, task| {
            let outcome = self.convert_body(task, mode, rules, &lists);
            ((outcome.stats, outcome.failure), outcome.children)
        });
        let mut stats = ConversionStats::default();
        let mut failures = Vec::new();
        for (id, (body_stats, failure)) in std::mem::take(&mut converted.outcomes) {
            stats += body_stats;
            failures.extend(failure.map(|f| (id, f)));
        }
        match converted.first_in_preorder(failures) {
            Some(failure) => Err(note_state(failure, stats.rewritten > 0)),
            None => Ok(stats),
        }
    }
}

/// What the check of one body found: why the conversion cannot start,
/// if it cannot, else the body's list and its isolated ops in order.
type Checked = (Option<Diagnostic>, (OpList, Vec<OpId>));

/// Checks, before anything changes, that every op of `regions` (stored
/// in `body`, not entering isolated ops) that must be converted has a
/// pattern to try, listing what the conversion of the body will walk;
/// hands back the bodies of the isolated ops, in order.
fn check_body<'b>(
    body: &'b Body,
    regions: &[RegionId],
    mode: ConversionMode,
    rules: &mut RuleTable<'_>,
) -> (Checked, Vec<(&'b Body, Vec<RegionId>)>) {
    let ctx = rules.ctx();
    let mut list = OpList::start(body);
    let (mut isolated, mut nested) = (Vec::new(), Vec::new());
    for op in preorder(body, regions) {
        if body.is_isolated(op) {
            isolated.push(op);
            nested.push((body.regions_body(op), body.regions(op).to_vec()));
        }
        let op_rules = rules.get(body.op_name(op));
        let never_converts = op_rules.never_converts(mode);
        list.push(body, op, !never_converts);
        if !op_rules.patterns.is_empty() || never_converts {
            continue;
        }
        let view = OpView::new(ctx, body, op);
        let status = op_rules.status(&view);
        if must_convert(status, mode) {
            let failure = legalize_failure(&view, status, &[], &[]).with_note(
                view.loc(),
                "the conversion stopped before changing anything",
            );
            return ((Some(failure), Default::default()), Vec::new());
        }
    }
    ((None, (list, isolated)), nested)
}

/// Adds to a failure whether the conversion changed IR anyway.
fn note_state(failure: Diagnostic, changed: bool) -> Diagnostic {
    if !changed {
        return failure;
    }
    let loc = failure.loc;
    failure.with_note(
        loc,
        "other ops were converted and stay converted (the driver keeps no journal)",
    )
}
