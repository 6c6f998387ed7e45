//! Typed op handles (MLIR's generated op classes: `dyn_cast<AddIOp>`,
//! `getLhs()`, `build`): what `op!` declares for an op besides its
//! definition. A handle is an [`OpShape`] (the op's view and where each
//! of its spec's operand and result groups lies) behind named accessors.
//!
//! An op matches a handle when its registered definition was made by that
//! handle's declaration (an id comparison, no name string) and its
//! operands and results fit its spec, so accessors never index past what
//! the op has.

use super::properties::{Properties, Segments};
use super::verify::{fitting_ranges, GroupRanges};
use super::{Arity, OpSpec, ValueSpec};
use crate::context::attributes::Attr;
use crate::context::types::Type;
use crate::context::Context;
use crate::dialect::registry::OpName;
use crate::ir::{BlockId, Body, OpView, OperationState, RegionId, ValueId};
use smallvec::SmallVec;
use std::any::TypeId;
use std::ops::Range;

/// A typed handle of a registered op, declared with [`crate::op!`].
pub trait Op<'a>: Sized {
    /// The op's full name (`arith.addi`).
    const NAME: &'static str;

    /// Identifies the declaration (the handle type with `'static`).
    fn handle_id() -> TypeId;

    /// The handle of an op of this kind.
    fn from_shape(shape: OpShape<'a>) -> Self;

    /// The handle of `view`'s op, if it is an op of this kind whose
    /// operands and results fit its spec.
    fn from_view(view: OpView<'a>) -> Option<Self> {
        OpShape::of(view, Self::handle_id()).map(Self::from_shape)
    }

    /// The handle of the op defining `value` in `body`, if it is an op of
    /// this kind (MLIR's `value.getDefiningOp<H>()`).
    fn defining(ctx: &'a Context, body: &'a Body, value: ValueId) -> Option<Self> {
        Self::from_view(OpView::new(ctx, body, body.defining_op(value)?))
    }

    /// The name ops of this kind have in `ctx`: the one this declaration
    /// was registered with, else [`Op::NAME`] (which may name another
    /// definition, or none).
    fn op_name(ctx: &Context) -> OpName {
        match ctx.op_of_handle(Self::handle_id()) {
            Some((name, _)) => name,
            None => ctx.op_name(Self::NAME),
        }
    }

    /// Whether `ctx` defines the ops this handle builds (see [`Op::op_name`]).
    fn is_registered(ctx: &Context) -> bool {
        ctx.op_def(Self::op_name(ctx)).is_some()
    }

    /// Whether `view`'s op is of this kind (whatever its shape).
    fn matches(view: &OpView<'_>) -> bool {
        view.definition()
            .is_some_and(|d| d.handle == Some(Self::handle_id()))
    }
}

/// An op seen through its spec: the view, and the positions of each
/// operand and result group.
pub struct OpShape<'a> {
    /// The op.
    pub view: OpView<'a>,
    operands: Positions,
    results: Positions,
}

/// Where a handle's groups lie: kept small (handles are made on every
/// match in folders and patterns), the rare segment-sized case boxed.
enum Positions {
    /// Every group single but `sized`, which has `sized_len` values.
    Implied {
        groups: usize,
        sized: Option<usize>,
        sized_len: usize,
    },
    /// Given by a segment-sizes attribute.
    Explicit(Box<[Range<usize>]>),
}

impl Positions {
    /// The positions of `groups` in an op with `total` values, if they fit.
    fn of(spec: &OpSpec, view: &OpView<'_>, results: bool) -> Option<Self> {
        let (groups, total) = if results {
            (&spec.results, view.results().len())
        } else {
            (&spec.operands, view.body.num_operands(view.op))
        };
        // The usual case, answered without the verifier's general walk:
        // every group holds one value.
        if groups.iter().all(|g: &ValueSpec| g.arity == Arity::Single) {
            return (total == groups.len()).then_some(Positions::Implied {
                groups: groups.len(),
                sized: None,
                sized_len: 0,
            });
        }
        Some(match fitting_ranges(spec, view, results)? {
            GroupRanges::Implied {
                groups,
                sized,
                sized_len,
            } => Positions::Implied {
                groups,
                sized,
                sized_len,
            },
            GroupRanges::Explicit(ranges) => Positions::Explicit(ranges.into_vec().into()),
        })
    }

    /// The positions of group `i`, if there is such a group.
    fn get(&self, i: usize) -> Option<Range<usize>> {
        match *self {
            Positions::Implied {
                groups,
                sized,
                sized_len,
            } => GroupRanges::Implied {
                groups,
                sized,
                sized_len,
            }
            .get(i),
            Positions::Explicit(ref ranges) => ranges.get(i).cloned(),
        }
    }
}

impl<'a> OpShape<'a> {
    /// The shape of `view`'s op if its definition was declared by the
    /// handle `handle` and its operand and result counts fit the spec.
    fn of(view: OpView<'a>, handle: TypeId) -> Option<Self> {
        let definition = view.definition().filter(|d| d.handle == Some(handle))?;
        let spec = definition.spec.as_deref()?;
        let singles = |groups: &[super::GroupSpec]| {
            groups.iter().filter(|g| g.arity == Arity::Single).count()
        };
        let fits = view.regions().len() >= singles(&spec.regions)
            && view.body.num_successors(view.op) >= singles(&spec.successors);
        if !fits {
            return None;
        }
        Some(Self {
            operands: Positions::of(spec, &view, false)?,
            results: Positions::of(spec, &view, true)?,
            view,
        })
    }

    /// The values of operand group `group`.
    pub fn operand_group(&self, group: usize) -> impl ExactSizeIterator<Item = ValueId> + 'a {
        let range = self.operands.get(group).unwrap_or(0..0);
        let (body, op) = (self.view.body, self.view.op);
        range.map(move |i| body.operand(op, i))
    }

    /// The value of single operand group `group`.
    pub fn operand(&self, group: usize) -> ValueId {
        let range = self.operands.get(group).unwrap_or(0..0);
        self.view.body.operand(self.view.op, range.start)
    }

    /// The value of optional operand group `group`, if present.
    pub fn optional_operand(&self, group: usize) -> Option<ValueId> {
        self.operand_group(group).next()
    }

    /// The values of result group `group`.
    pub fn result_group(&self, group: usize) -> &'a [ValueId] {
        let range = self.results.get(group).unwrap_or(0..0);
        &self.view.results()[range]
    }

    /// The value of single result group `group`.
    pub fn result(&self, group: usize) -> ValueId {
        self.result_group(group)[0]
    }

    /// Region `index` (one of the spec's single region groups).
    pub fn region(&self, index: usize) -> RegionId {
        self.view.regions()[index]
    }

    /// Successor `index` (one of the spec's single successor groups).
    pub fn successor(&self, index: usize) -> BlockId {
        self.view
            .body
            .successors(self.view.op)
            .nth(index)
            .expect("a handle's op has the successors of its spec's single groups")
    }

    /// Inherent attribute `name`.
    pub fn attr(&self, name: &str) -> Option<Attr> {
        self.view.inherent_attr(name)
    }
}

/// What a handle's `state` builder fills in: the operation state of a new
/// op of the handle's kind, its properties and segment sizes from the spec.
pub struct StateBuilder<'c> {
    ctx: &'c Context,
    spec: Option<&'c OpSpec>,
    state: OperationState,
    properties: Properties,
}

impl<'c> StateBuilder<'c> {
    /// A new op of handle `H`'s kind at `loc`. The name comes from the
    /// registration of `H` (no name lookup); an op of a context where `H`
    /// is not registered is unregistered and named by `H::NAME`.
    pub fn new<'a, H: Op<'a>>(ctx: &'c Context, loc: Attr) -> Self {
        let (name, spec) = match ctx.op_of_handle(H::handle_id()) {
            Some((name, definition)) => (name, definition.spec.as_deref()),
            None => (ctx.op_name(H::NAME), None),
        };
        let segments = |has: bool| has.then(Segments::new);
        Self {
            ctx,
            spec,
            state: OperationState::new(name, loc),
            properties: Properties {
                entries: SmallVec::new(),
                operand_segments: segments(spec.is_some_and(OpSpec::has_operand_segments)),
                result_segments: segments(spec.is_some_and(OpSpec::has_result_segments)),
            },
        }
    }

    /// Appends an operand group.
    pub fn operands(mut self, values: impl IntoIterator<Item = ValueId>) -> Self {
        let before = self.state.operands.len();
        self.state.operands.extend(values);
        if let Some(sizes) = &mut self.properties.operand_segments {
            sizes.push(group_size(self.state.operands.len() - before));
        }
        self
    }

    /// Appends a result group.
    pub fn results(mut self, types: impl IntoIterator<Item = Type>) -> Self {
        let before = self.state.result_types.len();
        self.state.result_types.extend(types);
        if let Some(sizes) = &mut self.properties.result_segments {
            sizes.push(group_size(self.state.result_types.len() - before));
        }
        self
    }

    /// Appends successors.
    pub fn successors(mut self, blocks: impl IntoIterator<Item = BlockId>) -> Self {
        self.state.successors.extend(blocks);
        self
    }

    /// Sets property `name`, or materializes its default when `value` is
    /// `None` and the spec has one (for an attribute that is not optional).
    pub fn property(mut self, name: &'static str, value: Option<Attr>) -> Self {
        let default = || {
            let spec = self.spec?.attr_spec(name)?;
            let make = spec.default.filter(|_| !spec.optional)?;
            Some(self.ctx.default_attr(make))
        };
        if let Some(value) = value.or_else(default) {
            self.properties.entries.push((name, value));
        }
        self
    }

    /// The state, with the spec's regions and segment sizes.
    pub fn finish(mut self) -> OperationState {
        if let Some(spec) = self.spec {
            self.state.num_regions = spec
                .regions
                .iter()
                .filter(|r| r.arity == Arity::Single)
                .count();
        }
        if !self.properties.is_empty() {
            self.state.properties = Some(self.properties.dictionary(self.ctx));
        }
        self.state
    }
}

/// The size of a group as a segment size.
fn group_size(len: usize) -> u32 {
    u32::try_from(len).expect("a group of fewer than 2^32 values")
}

/// The position of `name` in `names` (a group's index in its spec, found
/// when the handle is compiled).
pub const fn group_index(names: &[&str], name: &str) -> usize {
    let mut i = 0;
    while i < names.len() {
        if const_str_eq(names[i], name) {
            return i;
        }
        i += 1;
    }
    panic!("a handle's accessor names one of its groups")
}

/// `a == b`, in a constant.
const fn const_str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}
