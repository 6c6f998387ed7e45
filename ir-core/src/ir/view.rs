//! [`OpView`]: read access to one op with its context, for verifiers,
//! printers and interfaces.

use super::body::Body;
use super::{BlockId, OpId, RegionId, ValueId};
use crate::context::attributes::{Attr, AttrKind};
use crate::context::types::Type;
use crate::context::{Context, OpDefinition, SuccessorRanges};
use crate::diagnostics::Diagnostic;

/// A list of types, inline up to four (what most ops have): verifiers ask
/// for an op's operand and result types on every op.
pub type TypeList = smallvec::SmallVec<[Type; 4]>;

/// An op seen together with the body that stores it and the context.
#[derive(Copy, Clone)]
pub struct OpView<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The body storing the op.
    pub body: &'a Body,
    /// The op.
    pub op: OpId,
}

impl<'a> OpView<'a> {
    /// A view of `op` in `body`.
    pub fn new(ctx: &'a Context, body: &'a Body, op: OpId) -> Self {
        Self { ctx, body, op }
    }

    /// The op's full name.
    pub fn name(&self) -> &'a str {
        self.ctx.op_name_str(self.body.op_name(self.op))
    }

    /// The op's registered definition.
    pub fn definition(&self) -> Option<&'a OpDefinition> {
        self.ctx.op_def(self.body.op_name(self.op))
    }

    /// The op as a typed handle `H`, if it is an op of that kind (see
    /// [`crate::op!`]).
    pub fn as_op<H: crate::ods::Op<'a>>(self) -> Option<H> {
        H::from_view(self)
    }

    /// The operands the op passes to each of its successors (its
    /// successor-operand hook), if it says.
    pub fn successor_ranges(&self) -> Option<SuccessorRanges> {
        Some((self.definition()?.successor_operands?)(self))
    }

    /// The op's location.
    pub fn loc(&self) -> Attr {
        self.body.op_loc(self.op)
    }

    /// The op's implementation of interface `I`, if any.
    pub fn interface<I: std::any::Any>(&self) -> Option<&'a I> {
        self.definition()?.interface::<I>()
    }

    /// A discardable attribute by name.
    pub fn attr(&self, name: &str) -> Option<Attr> {
        self.ctx.dictionary_get(self.body.op_attrs(self.op), name)
    }

    /// A property by name.
    pub fn property(&self, name: &str) -> Option<Attr> {
        self.ctx
            .dictionary_get(self.body.op_properties(self.op)?, name)
    }

    /// A property, or else a discardable attribute, by name (as MLIR's
    /// generic form may carry inherent attributes either way).
    pub fn inherent_attr(&self, name: &str) -> Option<Attr> {
        self.property(name).or_else(|| self.attr(name))
    }

    /// The structure of an inherent attribute.
    pub fn inherent_attr_kind(&self, name: &str) -> Option<&'a AttrKind> {
        self.inherent_attr(name).map(|a| self.ctx.attr_kind(a))
    }

    /// Operand values.
    pub fn operands(&self) -> impl ExactSizeIterator<Item = ValueId> + 'a {
        self.body.operands(self.op)
    }

    /// Operand types (inline, without allocating, for up to four).
    pub fn operand_types(&self) -> TypeList {
        let body = self.body;
        body.operands(self.op).map(|v| body.value_type(v)).collect()
    }

    /// Results.
    pub fn results(&self) -> &'a [ValueId] {
        self.body.results(self.op)
    }

    /// Result types (inline, without allocating, for up to four).
    pub fn result_types(&self) -> TypeList {
        self.results()
            .iter()
            .map(|&v| self.body.value_type(v))
            .collect()
    }

    /// Successor blocks.
    pub fn successors(&self) -> Vec<BlockId> {
        self.body.successors(self.op).collect()
    }

    /// Regions (stored in [`OpView::regions_body`]).
    pub fn regions(&self) -> &'a [RegionId] {
        self.body.regions(self.op)
    }

    /// The body storing the op's regions.
    pub fn regions_body(&self) -> &'a Body {
        self.body.regions_body(self.op)
    }

    /// An error diagnostic at the op's location, in MLIR's wording style
    /// (`'dialect.op' op <message>`); if the context asks for it
    /// ([`crate::Context::set_print_op_on_diagnostic`]), with the op itself
    /// as a note (`see current operation: ...`).
    pub fn error(&self, message: impl std::fmt::Display) -> Diagnostic {
        self.plain_error(format!("'{}' op {message}", self.name()))
    }

    /// An error diagnostic at the op's location, with `message` as it is
    /// (MLIR's `emitError` on an op, where [`OpView::error`] is its
    /// `emitOpError`); with the op as a note as [`OpView::error`].
    pub fn plain_error(&self, message: impl Into<String>) -> Diagnostic {
        let diagnostic = Diagnostic::error(self.loc(), message);
        if !self.ctx.prints_op_on_diagnostic() {
            return diagnostic;
        }
        let op = crate::syntax::printer::print_op_in_scope(self.ctx, self.body, self.op);
        // As mlir-opt, an op of several lines starts on a line of its own.
        let gap = if op.contains('\n') { "\n" } else { "" };
        diagnostic.with_note(self.loc(), format!("see current operation: {gap}{op}"))
    }
}
