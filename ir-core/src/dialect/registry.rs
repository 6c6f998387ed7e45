//! The registry of dialects and operation definitions.
//!
//! Operation names are interned: an [`OpName`] is a `u32` that every op
//! carries. Definitions are stored once in an `id_arena` (they are only ever
//! added, at registration time) and found from a name in O(1).

use crate::context::attributes::Attr;
use crate::context::types::Type;
use crate::diagnostics::Diagnostic;
use crate::dialect::{AttrDef, DialectParams, ParamsDef, ParamsDefinition, TypeDef};
use crate::interfaces::InterfaceMap;
use crate::ir::{Builder, OpId, OpView};
use crate::ods::format::Format;
use crate::ods::OpSpec;
use crate::syntax::custom::{OpParser, OpPrinter};
use id_arena::{Arena, Id};
use std::ops::Range;

/// An interned operation name such as `func.func`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OpName(pub(crate) u32);

impl OpName {
    /// The name's number among the names interned by its context: a dense
    /// key for tables indexed by op name.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Static properties of an operation, as MLIR's op traits.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default, Debug)]
pub struct OpTraits(u32);

impl OpTraits {
    /// No trait.
    pub const NONE: OpTraits = OpTraits(0);
    /// Must be the last op of its block.
    pub const TERMINATOR: OpTraits = OpTraits(1);
    /// Its regions see no value from above; it owns their storage.
    pub const ISOLATED_FROM_ABOVE: OpTraits = OpTraits(1 << 1);
    /// Its blocks need no terminator (`builtin.module`).
    pub const NO_TERMINATOR: OpTraits = OpTraits(1 << 2);
    /// Each region has at most one block.
    pub const SINGLE_BLOCK: OpTraits = OpTraits(1 << 3);
    /// Its regions are graph regions: no dominance, no order.
    pub const GRAPH_REGIONS: OpTraits = OpTraits(1 << 4);
    /// Defines a symbol (`sym_name`).
    pub const SYMBOL: OpTraits = OpTraits(1 << 5);
    /// Its region is a symbol table.
    pub const SYMBOL_TABLE: OpTraits = OpTraits(1 << 6);
    /// Operands may be swapped freely.
    pub const COMMUTATIVE: OpTraits = OpTraits(1 << 7);
    /// Materialises a constant from its attributes.
    pub const CONSTANT_LIKE: OpTraits = OpTraits(1 << 8);
    /// Returns control to the parent op (`func.return`).
    pub const RETURN_LIKE: OpTraits = OpTraits(1 << 9);
    /// Has no memory effect at all.
    pub const PURE: OpTraits = OpTraits(1 << 10);
    /// Has the memory effects of the ops in its regions (`scf.if`).
    pub const RECURSIVE_MEMORY_EFFECTS: OpTraits = OpTraits(1 << 11);

    /// Whether every trait of `other` is in `self`.
    pub fn contains(self, other: OpTraits) -> bool {
        self.0 & other.0 == other.0
    }
}

impl std::ops::BitOr for OpTraits {
    type Output = OpTraits;
    fn bitor(self, rhs: OpTraits) -> OpTraits {
        OpTraits(self.0 | rhs.0)
    }
}

/// Checks an op against its definition; the error names the op's location.
pub type VerifyFn = fn(&OpView<'_>) -> Result<(), Diagnostic>;
/// The operands each successor of a branch receives: one range of operand
/// positions per successor, in successor order.
pub type SuccessorRanges = smallvec::SmallVec<[Range<usize>; 2]>;
/// Which operands a branch passes to its successors, all at once (so that
/// asking costs time linear in the op's operands and successors, however
/// many cases a switch has): a [`SuccessorRanges`] with one range per
/// successor.
pub type SuccessorOperandsFn = fn(&OpView<'_>) -> SuccessorRanges;

/// The ranges of a branch that passes `range` to every successor.
pub fn same_for_every_successor(view: &OpView<'_>, range: Range<usize>) -> SuccessorRanges {
    smallvec::smallvec![range; view.body.num_successors(view.op)]
}
/// Parses the custom form after the op name.
pub type ParseFn = fn(&mut OpParser<'_, '_, '_>) -> Result<(), Diagnostic>;
/// Prints the custom form after the op name (and result list).
pub type PrintFn = fn(&mut OpPrinter<'_>, &OpView<'_>);

/// Suggests a name for an op's results (without `%`), or none.
pub type ResultNameFn = fn(&OpView<'_>) -> Option<String>;

/// What a dialect says about one of its operations.
pub struct OpDefinition {
    /// Full name, `dialect.op`.
    pub name: String,
    /// The namespace of the dialect that registered the op (MLIR's
    /// `Operation::getDialect`); empty until it is registered.
    pub dialect: &'static str,
    /// One-line description.
    pub summary: &'static str,
    /// Static traits.
    pub traits: OpTraits,
    /// Op-specific verification, run after the structural checks. It may
    /// read the op, its operands and results (their types and defining
    /// ops), its successors, the blocks of its regions and their
    /// terminators, and, for a terminator, its parent op: after a pass,
    /// verification runs it again when one of those changed
    /// (`verifier::changed`), not for changes further away. What reads deeper into the regions belongs
    /// in `verify_regions`.
    pub verify: Option<VerifyFn>,
    /// Op-specific verification that reads only the op's signature: its
    /// name, attributes, properties, operand and result types, and how
    /// many regions and successors it has. It runs right after the spec's
    /// checks, and like them only once per signature in a verification
    /// (most ops of a large input share theirs with others).
    pub verify_signature: Option<VerifyFn>,
    /// Verification that needs the ops nested in the op verified first
    /// (MLIR's `verifyRegions`: terminators and values flowing between
    /// regions), run when the walk leaves the op. It may read anything
    /// nested in the op: it runs again after a pass that changed any of it.
    pub verify_regions: Option<VerifyFn>,
    /// For branch ops: which operands go to which successor.
    pub successor_operands: Option<SuccessorOperandsFn>,
    /// Custom-form parser; `None` means only the generic form.
    pub parse: Option<ParseFn>,
    /// Custom-form printer; `None` means the generic form is printed.
    pub print: Option<PrintFn>,
    /// Dialect whose ops may be written without prefix inside this op's regions.
    pub default_dialect: Option<&'static str>,
    /// Interfaces the op implements (see [`crate::interfaces`]).
    pub interfaces: InterfaceMap,
    /// The declarative definition (operands, attributes, ...), verified
    /// before `verify` runs.
    pub spec: Option<Box<OpSpec>>,
    /// The declarative assembly format (compiled), if the op has one.
    pub format: Option<Format>,
    /// Suggests the name its results print with in the custom form (`c0_i32`).
    pub result_name: Option<ResultNameFn>,
    /// The terminator the custom form leaves out and the parser adds back
    /// to blocks without one (MLIR's `SingleBlockImplicitTerminator`).
    pub implicit_terminator: Option<&'static str>,
    /// The typed handle declared with the op (`op!`), by its type id: how
    /// [`crate::ods::Op::from_view`] recognizes the op without its name.
    pub handle: Option<std::any::TypeId>,
    /// Mistakes found in the definition (a spec naming no group), reported
    /// when its dialect is registered.
    pub(crate) errors: Vec<String>,
}

impl OpDefinition {
    /// A definition with no trait and no hook.
    pub fn new(name: impl Into<String>, summary: &'static str) -> Self {
        Self {
            name: name.into(),
            dialect: "",
            summary,
            traits: OpTraits::NONE,
            verify: None,
            verify_signature: None,
            verify_regions: None,
            successor_operands: None,
            parse: None,
            print: None,
            default_dialect: None,
            implicit_terminator: None,
            result_name: None,
            spec: None,
            format: None,
            interfaces: InterfaceMap::default(),
            handle: None,
            errors: Vec::new(),
        }
    }

    /// Marks the definition as the one of handle `handle` (see [`crate::op!`]).
    pub fn with_handle(mut self, handle: std::any::TypeId) -> Self {
        self.handle = Some(handle);
        self
    }

    /// Adds traits.
    pub fn with_traits(mut self, traits: OpTraits) -> Self {
        self.traits = self.traits | traits;
        self
    }

    /// Sets the verifier.
    pub fn with_verifier(mut self, verify: VerifyFn) -> Self {
        self.verify = Some(verify);
        self
    }

    /// Sets the verifier of the op's signature (see
    /// [`OpDefinition::verify_signature`]): for checks that read nothing
    /// else, in place of [`OpDefinition::with_verifier`].
    pub fn with_signature_verifier(mut self, verify: VerifyFn) -> Self {
        self.verify_signature = Some(verify);
        self
    }

    /// Sets the verification run after the ops nested in the op.
    pub fn with_region_verifier(mut self, verify: VerifyFn) -> Self {
        self.verify_regions = Some(verify);
        self
    }

    /// Sets the branch-operand mapping.
    pub fn with_successor_operands(mut self, f: SuccessorOperandsFn) -> Self {
        self.successor_operands = Some(f);
        self
    }

    /// Sets the custom syntax.
    pub fn with_syntax(mut self, parse: ParseFn, print: PrintFn) -> Self {
        self.parse = Some(parse);
        self.print = Some(print);
        self
    }

    /// Sets the terminator the custom form leaves out to the op of handle
    /// `H` (see [`OpDefinition::implicit_terminator`]).
    pub fn with_implicit_terminator_op<H: crate::ods::Op<'static>>(mut self) -> Self {
        self.implicit_terminator = Some(H::NAME);
        self
    }

    /// Sets the default dialect of nested regions.
    pub fn with_default_dialect(mut self, dialect: &'static str) -> Self {
        self.default_dialect = Some(dialect);
        self
    }

    /// Sets the declarative definition (verified for every op of this
    /// name). A spec naming what it does not have fails the dialect's
    /// registration (see [`OpSpec::mistakes`]).
    pub fn with_spec(mut self, spec: OpSpec) -> Self {
        self.errors.extend(spec.mistakes());
        self.spec = Some(Box::new(spec));
        self
    }

    /// Sets the declarative definition and the assembly format derived
    /// from `format` (MLIR's `assemblyFormat` language), which gives the op
    /// its custom parser and printer. A format that does not compile
    /// against the spec fails the dialect's registration, with the
    /// compiler's message and the format.
    pub fn with_format(self, spec: OpSpec, format: &str) -> Self {
        let compiled = crate::ods::format::compile(&spec, format);
        let mut definition = self.with_spec(spec);
        match compiled {
            Ok(compiled) => {
                definition.format = Some(compiled);
                definition.parse = Some(crate::ods::format::parse_op);
                definition.print = Some(crate::ods::format::print_op);
            }
            Err(error) => definition.errors.push(format!(
                "invalid assembly format: {error}\n  format: {format}"
            )),
        }
        definition
    }

    /// Adds the implementation of an interface (any `'static` type).
    pub fn with_interface<I: std::any::Any + Send + Sync>(mut self, implementation: I) -> Self {
        self.interfaces.insert(implementation);
        self
    }

    /// The implementation of interface `I`, if the op has one.
    pub fn interface<I: std::any::Any>(&self) -> Option<&I> {
        self.interfaces.get::<I>()
    }

    /// Sets the result-name suggestion.
    pub fn with_result_name(mut self, suggest: ResultNameFn) -> Self {
        self.result_name = Some(suggest);
        self
    }

    /// Sets the terminator the custom form may leave out.
    pub fn with_implicit_terminator(mut self, terminator: &'static str) -> Self {
        self.implicit_terminator = Some(terminator);
        self
    }

    /// Whether the op has all of `traits`.
    pub fn has(&self, traits: OpTraits) -> bool {
        self.traits.contains(traits)
    }
}

/// Creates an op producing constant `value` of type `ty` at the builder's
/// insertion point, located at `loc` (MLIR's `materializeConstant`).
pub type MaterializeConstantFn = fn(&mut Builder<'_>, Attr, Type, Attr) -> Option<OpId>;

/// A dialect: a namespace, its operations, types and attributes.
pub struct Dialect {
    /// The namespace, e.g. `arith`.
    pub namespace: &'static str,
    /// The operations it defines.
    pub ops: Vec<OpDefinition>,
    /// Its types (`!namespace.xxx`).
    pub types: Vec<ParamsDefinition>,
    /// Its attributes (`#namespace.xxx`).
    pub attrs: Vec<ParamsDefinition>,
    /// Materializes folded constants for the dialect's ops.
    pub materialize_constant: Option<MaterializeConstantFn>,
    /// Dialect interfaces (MLIR's `DialectInterface`s, such as the inliner's).
    pub interfaces: crate::interfaces::InterfaceMap,
    /// Whether ops of its namespace that it does not define are accepted
    /// (MLIR's `allowUnknownOperations`); otherwise the verifier refuses
    /// them, also under `-allow-unregistered-dialect`.
    pub allows_unknown_ops: bool,
    /// Mistakes found in the definitions added so far, reported when the
    /// dialect is registered.
    errors: Vec<String>,
}

impl Dialect {
    /// A dialect with these ops and no types or attributes.
    pub fn new(namespace: &'static str, ops: Vec<OpDefinition>) -> Self {
        Self {
            namespace,
            ops,
            types: Vec::new(),
            attrs: Vec::new(),
            materialize_constant: None,
            interfaces: Default::default(),
            allows_unknown_ops: false,
            errors: Vec::new(),
        }
    }

    /// Accepts ops of the dialect's namespace that it does not define
    /// (MLIR's `allowUnknownOperations`), as MLIR's test dialect does.
    pub fn with_unknown_ops(mut self) -> Self {
        self.allows_unknown_ops = true;
        self
    }

    /// Adds the type `T` (declared with [`crate::type_def!`]).
    pub fn with_type<T: TypeDef>(self) -> Self {
        self.with_type_definition::<T>(|def| def)
    }

    /// Adds the type `T`, with `extend` adding to its definition (its interfaces).
    pub fn with_type_definition<T: TypeDef>(
        mut self,
        extend: impl FnOnce(ParamsDefinition) -> ParamsDefinition,
    ) -> Self {
        self.check_params::<T>();
        self.types.push(extend(ParamsDefinition::of::<T>()));
        self
    }

    /// Adds the attribute `T` (declared with [`crate::attr_def!`]).
    pub fn with_attr<T: AttrDef>(mut self) -> Self {
        self.check_params::<T>();
        self.attrs.push(ParamsDefinition::of::<T>());
        self
    }

    /// Records what is wrong with definition `T`, if anything.
    fn check_params<T: ParamsDef>(&mut self) {
        if T::DIALECT != self.namespace {
            self.errors.push(format!(
                "'{}.{}' is declared in dialect '{}', not '{}'",
                T::DIALECT,
                T::MNEMONIC,
                T::DIALECT,
                self.namespace
            ));
        }
        if let Err(error) = T::check() {
            self.errors.push(format!(
                "invalid format for '{}.{}': {error}",
                T::DIALECT,
                T::MNEMONIC
            ));
        }
    }

    /// Sets how folded constants of the dialect's ops become ops.
    pub fn with_constant_materializer(mut self, materialize: MaterializeConstantFn) -> Self {
        self.materialize_constant = Some(materialize);
        self
    }

    /// Adds (or replaces) the dialect's implementation of interface `I`.
    pub fn with_interface<I: std::any::Any + Send + Sync>(mut self, implementation: I) -> Self {
        self.interfaces.insert(implementation);
        self
    }
}

/// What the registry keeps of a dialect besides its ops.
pub(crate) struct DialectInfo {
    pub(crate) namespace: &'static str,
    pub(crate) types: Vec<ParamsDefinition>,
    pub(crate) attrs: Vec<ParamsDefinition>,
    pub(crate) materialize_constant: Option<MaterializeConstantFn>,
    pub(crate) interfaces: crate::interfaces::InterfaceMap,
    pub(crate) allows_unknown_ops: bool,
}

/// Names and definitions known to a context.
#[derive(Default)]
pub(crate) struct Registry {
    names: crate::context::interner::Interner<Box<str>>,
    definitions: Arena<OpDefinition>,
    /// Definition of each interned name, indexed by name id; names interned
    /// after the last registration are past the end (unregistered).
    by_name: Vec<Option<Id<OpDefinition>>>,
    dialects: Vec<DialectInfo>,
    /// The op of each typed handle, by the handle's type id.
    ops_by_handle: rustc_hash::FxHashMap<std::any::TypeId, OpName>,
    /// Where each registered type and attribute definition is, by the
    /// Rust type of its values: (dialect, whether a type, position).
    params_by_type: rustc_hash::FxHashMap<std::any::TypeId, (usize, bool, usize)>,
}

impl Registry {
    pub(crate) fn register(&mut self, dialect: Dialect) -> Result<(), String> {
        if let Some(error) = dialect.errors.first() {
            return Err(format!("dialect '{}': {error}", dialect.namespace));
        }
        if self.dialect(dialect.namespace).is_none() {
            let index = self.dialects.len();
            for (position, def) in dialect.types.iter().enumerate() {
                self.params_by_type
                    .insert(def.type_id, (index, true, position));
            }
            for (position, def) in dialect.attrs.iter().enumerate() {
                self.params_by_type
                    .insert(def.type_id, (index, false, position));
            }
            self.dialects.push(DialectInfo {
                namespace: dialect.namespace,
                types: dialect.types,
                attrs: dialect.attrs,
                materialize_constant: dialect.materialize_constant,
                interfaces: dialect.interfaces,
                allows_unknown_ops: dialect.allows_unknown_ops,
            });
        }
        for def in &dialect.ops {
            if let Some(error) = def.errors.first() {
                return Err(format!("op '{}': {error}", def.name));
            }
        }
        for mut def in dialect.ops {
            def.dialect = dialect.namespace;
            let name = self.names.intern(def.name.as_str().into());
            if let Some(handle) = def.handle {
                self.ops_by_handle.insert(handle, OpName(name));
            }
            let id = self.definitions.alloc(def);
            let slot = name as usize;
            if self.by_name.len() <= slot {
                self.by_name.resize(slot + 1, None);
            }
            self.by_name[slot] = Some(id);
        }
        Ok(())
    }

    /// The definition of type (`is_type`) or attribute `dialect.mnemonic`.
    pub(crate) fn params_definition(
        &self,
        dialect: &str,
        mnemonic: &str,
        is_type: bool,
    ) -> Option<&ParamsDefinition> {
        let info = self.dialect(dialect)?;
        let defs = if is_type { &info.types } else { &info.attrs };
        defs.iter().find(|d| d.mnemonic == mnemonic)
    }

    /// Interface `I` of the definition whose value `params` is.
    pub(crate) fn params_interface<I: std::any::Any>(&self, params: &DialectParams) -> Option<&I> {
        let &(dialect, is_type, position) = self.params_by_type.get(&params.value_type_id())?;
        let info = &self.dialects[dialect];
        let defs = if is_type { &info.types } else { &info.attrs };
        defs[position].interfaces.get::<I>()
    }

    pub(crate) fn dialect_namespaces(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.dialects.iter().map(|d| d.namespace)
    }

    pub(crate) fn dialect(&self, namespace: &str) -> Option<&DialectInfo> {
        self.dialects.iter().find(|d| d.namespace == namespace)
    }

    pub(crate) fn op_name(&self, name: &str) -> OpName {
        OpName(self.names.intern_borrowed(name, || name.into()))
    }

    pub(crate) fn name_str(&self, name: OpName) -> &str {
        self.names.get(name.0)
    }

    pub(crate) fn definition(&self, name: OpName) -> Option<&OpDefinition> {
        let id = (*self.by_name.get(name.0 as usize)?)?;
        Some(&self.definitions[id])
    }

    pub(crate) fn definitions(&self) -> impl Iterator<Item = (OpName, &OpDefinition)> {
        self.by_name
            .iter()
            .enumerate()
            .filter_map(|(name, id)| Some((OpName(name as u32), &self.definitions[(*id)?])))
    }

    pub(crate) fn op_of_handle(&self, handle: std::any::TypeId) -> Option<(OpName, &OpDefinition)> {
        let name = *self.ops_by_handle.get(&handle)?;
        Some((name, self.definition(name)?))
    }

    pub(crate) fn lookup(&self, name: &str) -> Option<&OpDefinition> {
        self.definition(self.op_name(name))
    }
}
