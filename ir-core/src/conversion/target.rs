//! [`ConversionTarget`]: which ops a conversion must leave legal (MLIR's
//! `ConversionTarget`, DialectConversion document, "Conversion Target").
//!
//! An op is legal, illegal, or legal when a predicate on it holds, by its
//! own name first and by its dialect second; an op neither names is
//! *unknown*, and [`ConversionTarget::unknown_ops`] says how to treat
//! it. Dynamic rules see the op (and through the op its types), so a
//! rule can ask a type converter whether the op's types are legal.

use crate::ir::OpView;
use crate::{Context, OpName};
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// A predicate deciding whether an op is legal.
pub type LegalityPredicate = Arc<dyn Fn(&OpView<'_>) -> bool + Send + Sync>;

/// What the target says of one op.
#[derive(Clone)]
pub enum Legality {
    /// The op may stay as it is.
    Legal,
    /// The op must be converted.
    Illegal,
    /// The op is legal when the predicate holds.
    Dynamic(LegalityPredicate),
}

impl Legality {
    /// A dynamic legality from a closure.
    pub fn when(predicate: impl Fn(&OpView<'_>) -> bool + Send + Sync + 'static) -> Self {
        Legality::Dynamic(Arc::new(predicate))
    }
}

/// The legality of an op as a conversion driver sees it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum OpStatus {
    /// Legal: left alone.
    Legal,
    /// Illegal (explicitly, or a dynamic rule said no): must be converted.
    Illegal,
    /// Neither legal nor illegal: the target does not name it.
    Unknown,
}

/// The legality rules of a conversion.
#[derive(Clone, Default)]
pub struct ConversionTarget {
    by_op: FxHashMap<OpName, Legality>,
    by_dialect: FxHashMap<&'static str, Legality>,
    unknown: Option<Legality>,
}

impl ConversionTarget {
    /// A target that names no op: every op is unknown.
    pub fn new() -> Self {
        Self::default()
    }

    /// Sets the legality of ops named `name` (over their dialect's).
    pub fn set_op(&mut self, name: OpName, legality: Legality) -> &mut Self {
        self.by_op.insert(name, legality);
        self
    }

    /// Sets the legality of every op of `dialect` not named on its own.
    pub fn set_dialect(&mut self, dialect: &'static str, legality: Legality) -> &mut Self {
        self.by_dialect.insert(dialect, legality);
        self
    }

    /// Marks ops named `name` legal.
    pub fn add_legal_op(&mut self, name: OpName) -> &mut Self {
        self.set_op(name, Legality::Legal)
    }

    /// Marks ops named `name` illegal.
    pub fn add_illegal_op(&mut self, name: OpName) -> &mut Self {
        self.set_op(name, Legality::Illegal)
    }

    /// Marks the ops of `dialect` legal.
    pub fn add_legal_dialect(&mut self, dialect: &'static str) -> &mut Self {
        self.set_dialect(dialect, Legality::Legal)
    }

    /// Marks the ops of `dialect` illegal.
    pub fn add_illegal_dialect(&mut self, dialect: &'static str) -> &mut Self {
        self.set_dialect(dialect, Legality::Illegal)
    }

    /// How to treat ops the target does not name (MLIR's
    /// `markUnknownOpDynamicallyLegal`); `None` leaves them unknown:
    /// partial conversion leaves them alone, full conversion fails on them.
    pub fn unknown_ops(&mut self, legality: Option<Legality>) -> &mut Self {
        self.unknown = legality;
        self
    }

    /// The rule for ops named `name`, if any: its own, else its dialect's,
    /// else the one for unknown ops.
    pub(super) fn rule(&self, ctx: &Context, name: OpName) -> Option<&Legality> {
        self.by_op
            .get(&name)
            .or_else(|| ctx.op_dialect(name).and_then(|d| self.by_dialect.get(d)))
            .or(self.unknown.as_ref())
    }

    /// The legality of `view`'s op.
    pub fn status(&self, view: &OpView<'_>) -> OpStatus {
        status_under(self.rule(view.ctx, view.body.op_name(view.op)), view)
    }

    /// Whether ops named `name` may ever be illegal (a rule other than
    /// plain legality applies).
    pub fn may_be_illegal(&self, ctx: &Context, name: OpName) -> bool {
        !matches!(self.rule(ctx, name), Some(Legality::Legal))
    }
}

/// The legality of `view`'s op under `rule`, the target's rule for its
/// name.
pub(super) fn status_under(rule: Option<&Legality>, view: &OpView<'_>) -> OpStatus {
    match rule {
        None => OpStatus::Unknown,
        Some(Legality::Legal) => OpStatus::Legal,
        Some(Legality::Illegal) => OpStatus::Illegal,
        Some(Legality::Dynamic(predicate)) if predicate(view) => OpStatus::Legal,
        Some(Legality::Dynamic(_)) => OpStatus::Illegal,
    }
}
