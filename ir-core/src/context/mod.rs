//! The context: interned types and attributes, and the registry of
//! dialects (which `crate::dialect` defines; the context holds it, as
//! MLIR's `MLIRContext` holds its dialects).
//!
//! Everything a context hands out is a small id. Creating a type or an
//! attribute needs only `&Context`, so passes running on several threads
//! share one context. Registering dialects needs `&mut Context` and happens
//! once, before any IR is built.

pub mod affine;
pub mod attributes;
mod dialect_values;
mod file_locations;
pub(crate) mod floats;
pub(crate) mod interner;
pub mod resources;
pub mod types;
pub mod wide_ints;

use crate::dialect::registry;
pub use crate::dialect::registry::{
    same_for_every_successor, Dialect, OpDefinition, OpName, OpTraits, SuccessorRanges,
};
use attributes::{Attr, AttrKind, Location, NamedAttr};
pub(crate) use file_locations::{FILE_LOCATION_BIT, POSITION_BIT as FILE_POSITION_BIT};
use interner::Interner;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use types::{FloatKind, Type, TypeKind};

/// Owner of interned types, attributes, op names and registered dialects.
pub struct Context {
    types: Interner<TypeKind>,
    attrs: Interner<AttrKind>,
    registry: registry::Registry,
    allow_unregistered: bool,
    /// Whether an op's errors carry the op itself as a note (see
    /// [`Context::set_print_op_on_diagnostic`]).
    print_op_on_diagnostic: bool,
    /// Signless `i1`, `i8`, `i16`, `i32`, `i64`, interned up front: the
    /// parser's hot path returns them without hashing or locking.
    common_ints: [Type; 5],
    empty_dictionary: Attr,
    /// `file:line:col` locations, stored apart from `attrs` (see [`file_locations`]).
    file_locs: file_locations::FileLocations,
    /// The attributes made by attribute defaults so far, by the address of
    /// the function that makes each (see [`Context::default_attr`]).
    defaults: boxcar::Vec<(usize, Attr)>,
    /// File resources: blobs of `dense_resource` handles, external entries.
    resources: std::sync::Mutex<resources::Resources>,
    /// Set once an attribute or type was made that a printed op may show
    /// through an alias other than its location's (see
    /// [`Context::may_print_aliases`]).
    aliases_possible: AtomicBool,
    /// Whether work on this context may use threads (see
    /// [`Context::is_multithreading_enabled`]).
    multithreading: bool,
    /// Distinct for every context a process makes: what a cache outside
    /// the context keys its entries by (see [`Context::unique_id`]).
    unique_id: u64,
}

/// The [`Context::unique_id`] of the next context made.
static NEXT_CONTEXT_ID: AtomicU64 = AtomicU64::new(0);

/// Widths of the integer types kept in `Context::common_ints`.
const COMMON_INT_WIDTHS: [u32; 5] = [1, 8, 16, 32, 64];

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// An empty context with no dialect registered.
    pub fn new() -> Self {
        let types = Interner::default();
        let attrs = Interner::default();
        let common_ints = COMMON_INT_WIDTHS.map(|w| Type(types.intern(TypeKind::int(w))));
        let empty_dictionary = Attr(attrs.intern(AttrKind::Dictionary(Vec::new())));
        Self {
            types,
            attrs,
            registry: registry::Registry::default(),
            allow_unregistered: false,
            print_op_on_diagnostic: false,
            common_ints,
            empty_dictionary,
            file_locs: Default::default(),
            defaults: boxcar::Vec::new(),
            resources: Default::default(),
            aliases_possible: AtomicBool::new(false),
            multithreading: true,
            unique_id: NEXT_CONTEXT_ID.fetch_add(1, Ordering::Relaxed),
        }
    }

    /// The attribute `make` returns (an attribute default, such as an
    /// [`crate::ods::AttrSpec`]'s), made once per context: a parser or
    /// printer that compares a value with its default for every op then
    /// needs no interning (and no lock) to do it. The few defaults are
    /// scanned without a lock; two threads that make the same one at once
    /// both record it, which is harmless.
    pub fn default_attr(&self, make: fn(&Context) -> Attr) -> Attr {
        let key = make as usize;
        if let Some((_, &(_, attr))) = self.defaults.iter().find(|(_, (k, _))| *k == key) {
            return attr;
        }
        let attr = make(self);
        self.defaults.push((key, attr));
        attr
    }

    /// Interns a type.
    pub fn intern_type(&self, kind: TypeKind) -> Type {
        if let TypeKind::Integer {
            width,
            signedness: types::Signedness::Signless,
        } = kind
        {
            if let Some(i) = COMMON_INT_WIDTHS.iter().position(|&w| w == width) {
                return self.common_ints[i];
            }
        }
        if !self.aliases_possible.load(Ordering::Relaxed) && self.type_may_alias(&kind) {
            self.aliases_possible.store(true, Ordering::Relaxed);
        }
        Type(self.types.intern(kind))
    }

    /// The structure of `ty`.
    pub fn type_kind(&self, ty: Type) -> &TypeKind {
        self.types.get(ty.0)
    }

    /// How dense elements of type `element` are stored: the type of each
    /// stored value, and how many values an element takes (2 for
    /// `complex<part>`, real part first; 1 otherwise).
    pub fn dense_element_storage(&self, element: Type) -> (Type, usize) {
        match self.type_kind(element) {
            TypeKind::Complex(part) => (*part, 2),
            _ => (element, 1),
        }
    }

    /// Interns an attribute. Integer values are stored sign-extended from
    /// their type's width, so `true`, `-1 : i1` and `1 : i1` are one
    /// attribute, and inline whenever they fit an `i128` (see [`wide_ints`]).
    pub fn intern_attr(&self, mut kind: AttrKind) -> Attr {
        match &mut kind {
            AttrKind::Integer { value, ty } => {
                if let TypeKind::Integer { width, .. } = self.type_kind(*ty) {
                    *value = match *width {
                        0 => 0,
                        width if width < 128 => {
                            let shift = 128 - width;
                            (*value << shift) >> shift
                        }
                        _ => *value,
                    };
                }
            }
            AttrKind::WideInteger { value, ty } => {
                if let TypeKind::Integer { width, .. } = *self.type_kind(*ty) {
                    kind = wide_ints::canonical(value, *ty, width);
                }
            }
            _ => {}
        }
        if let AttrKind::Location(Location::FileLineCol { file, line, col }) = kind {
            return self.file_locs.intern(file, line, col);
        }
        if !self.aliases_possible.load(Ordering::Relaxed) && self.attr_may_alias(&kind) {
            self.aliases_possible.store(true, Ordering::Relaxed);
        }
        let id = self.attrs.intern(kind);
        // Higher ids name file locations (and `u32::MAX` no attribute).
        assert!(
            id < file_locations::FILE_LOCATION_BIT,
            "fewer than 2^31 attributes"
        );
        Attr(id)
    }

    /// Whether an op printed at the top level may show an attribute or
    /// type of this context through an alias (`#map`, `#set`, `!tuple`, or
    /// `#loc` for a location held by an attribute) even when locations are
    /// not printed. False until such a thing is made: printing then skips
    /// the search for aliases.
    pub fn may_print_aliases(&self) -> bool {
        self.aliases_possible.load(Ordering::Relaxed)
    }

    /// Whether `kind` has an alias itself (op locations aside: they are
    /// printed only with locations) or holds a location directly.
    fn attr_may_alias(&self, kind: &AttrKind) -> bool {
        match kind {
            AttrKind::Location(_) => false,
            AttrKind::Array(items) => items.iter().any(|&item| self.is_location(item)),
            AttrKind::Dictionary(entries) => entries.iter().any(|e| self.is_location(e.value)),
            AttrKind::Dialect(params) => self.holds_location(params),
            _ => kind.alias_name().is_some(),
        }
    }

    /// Whether `kind` has an alias itself or holds a location directly.
    fn type_may_alias(&self, kind: &TypeKind) -> bool {
        let held = match kind {
            TypeKind::MemRef {
                layout,
                memory_space,
                ..
            } => [*layout, *memory_space],
            TypeKind::UnrankedMemRef { memory_space, .. } => [*memory_space, None],
            TypeKind::Tensor { encoding, .. } => [*encoding, None],
            _ => [None, None],
        };
        let holds = match kind {
            TypeKind::Dialect(params) => self.holds_location(params),
            _ => false,
        };
        holds
            || kind.alias_name().is_some()
            || held.into_iter().flatten().any(|a| self.is_location(a))
    }

    /// Whether a dialect type or attribute holds a location directly.
    fn holds_location(&self, params: &crate::dialect::DialectParams) -> bool {
        let mut found = false;
        params.walk(&mut |element| {
            found |= matches!(element, crate::dialect::SubElement::Attr(a) if self.is_location(a));
        });
        found
    }

    /// Whether `attr` is a location. Cheaper than matching
    /// [`Context::attr_kind`], which builds a file location's `AttrKind`.
    pub fn is_location(&self, attr: Attr) -> bool {
        self.is_file_location(attr) || matches!(self.attrs.get(attr.0), AttrKind::Location(_))
    }

    /// Whether `attr` is `loc(unknown)` (without building a file
    /// location's `AttrKind`).
    pub fn is_unknown_location(&self, attr: Attr) -> bool {
        !self.is_file_location(attr)
            && matches!(self.attr_kind(attr), AttrKind::Location(Location::Unknown))
    }

    /// The structure of `attr`.
    pub fn attr_kind(&self, attr: Attr) -> &AttrKind {
        self.file_locs
            .kind(attr, &self.attrs)
            .unwrap_or_else(|| self.attrs.get(attr.0))
    }

    /// The file name (a string attribute), line and column of a
    /// `file:line:col` location; `None` for any other attribute. Cheaper
    /// than matching [`Context::attr_kind`], which builds the location's
    /// `AttrKind` the first time it is asked for.
    pub fn file_location(&self, attr: Attr) -> Option<(Attr, u32, u32)> {
        self.file_locs.get(attr)
    }

    /// Whether `attr` is a `file:line:col` location (a test of its id).
    pub fn is_file_location(&self, attr: Attr) -> bool {
        file_locations::FileLocations::contains(attr)
    }

    /// Registers a text read from the file named by the string attribute
    /// `file`, after its first `first_line` lines; its lines start at
    /// `line_starts`, and it is `len` bytes long. Returns the base from
    /// which [`Context::source_loc`] names the location of each of its
    /// bytes, or `None` if those locations must be made with
    /// [`Context::file_loc_in`] (the text shares lines with one
    /// registered before, as when a file is parsed twice).
    pub(crate) fn register_source(
        &self,
        file: Attr,
        first_line: u32,
        line_starts: std::sync::Arc<crate::diagnostics::LineStarts>,
        len: usize,
    ) -> Option<u32> {
        self.file_locs.register(file, first_line, line_starts, len)
    }

    /// The location of byte `offset` of the text registered at `base`
    /// (see [`Context::register_source`]): a byte of the text, or its end
    /// if the text does not end with a newline.
    pub(crate) fn source_loc(&self, base: u32, offset: usize) -> Attr {
        file_locations::FileLocations::at_position(base, offset)
    }

    /// An id no other context of this process has had or will have: a
    /// cache kept outside contexts (per thread, say) keys by it, so that an
    /// entry made for a dropped context is never taken for a new one.
    pub(crate) fn unique_id(&self) -> u64 {
        self.unique_id
    }

    /// The signless integer type `iN`.
    pub fn int_type(&self, width: u32) -> Type {
        self.intern_type(TypeKind::int(width))
    }

    /// `index`.
    pub fn index_type(&self) -> Type {
        self.intern_type(TypeKind::Index)
    }

    /// A builtin float type.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.intern_type(TypeKind::Float(kind))
    }

    /// `(inputs) -> results`.
    pub fn function_type(&self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        self.intern_type(TypeKind::Function { inputs, results })
    }

    /// An integer attribute of type `ty`.
    pub fn int_attr(&self, value: i128, ty: Type) -> Attr {
        self.intern_attr(AttrKind::Integer { value, ty })
    }

    /// An integer attribute of integer type `ty` with a value of any size,
    /// wrapped to the type's width.
    pub fn big_int_attr(&self, value: num_bigint::BigInt, ty: Type) -> Attr {
        self.intern_attr(AttrKind::WideInteger {
            value: Box::new(value),
            ty,
        })
    }

    /// A string attribute.
    pub fn string_attr(&self, text: &str) -> Attr {
        self.intern_attr(AttrKind::String {
            bytes: text.as_bytes().into(),
            ty: None,
        })
    }

    /// A type attribute.
    pub fn type_attr(&self, ty: Type) -> Attr {
        self.intern_attr(AttrKind::Type(ty))
    }

    /// A dictionary attribute; entries are sorted by name, later duplicates win.
    pub fn dictionary_attr(&self, mut entries: Vec<NamedAttr>) -> Attr {
        entries.sort_by(|a, b| a.name.cmp(&b.name));
        entries.dedup_by(|later, earlier| {
            let same = later.name == earlier.name;
            if same {
                earlier.value = later.value;
            }
            same
        });
        self.intern_attr(AttrKind::Dictionary(entries))
    }

    /// The empty dictionary `{}`.
    pub fn empty_dictionary(&self) -> Attr {
        self.empty_dictionary
    }

    /// Entries of a dictionary attribute (empty for any other attribute).
    pub fn dictionary_entries(&self, dict: Attr) -> &[NamedAttr] {
        match self.attr_kind(dict) {
            AttrKind::Dictionary(entries) => entries,
            _ => &[],
        }
    }

    /// Looks `name` up in a dictionary attribute.
    pub fn dictionary_get(&self, dict: Attr, name: &str) -> Option<Attr> {
        let entries = self.dictionary_entries(dict);
        entries
            .binary_search_by(|e| (*e.name).cmp(name))
            .ok()
            .map(|i| entries[i].value)
    }

    /// A location attribute.
    pub fn location(&self, loc: Location) -> Attr {
        self.intern_attr(AttrKind::Location(loc))
    }

    /// `loc(unknown)`.
    pub fn unknown_loc(&self) -> Attr {
        self.location(Location::Unknown)
    }

    /// `loc("file":line:col)`.
    pub fn file_loc(&self, file: &str, line: u32, col: u32) -> Attr {
        self.file_loc_in(self.string_attr(file), line, col)
    }

    /// `loc("file":line:col)` with the file name already interned as a string attribute.
    pub fn file_loc_in(&self, file: Attr, line: u32, col: u32) -> Attr {
        self.location(Location::FileLineCol { file, line, col })
    }

    /// The text of a string attribute (`None` for other attributes or non-UTF-8 bytes).
    pub fn string_value(&self, attr: Attr) -> Option<&str> {
        match self.attr_kind(attr) {
            AttrKind::String { bytes, .. } => std::str::from_utf8(bytes).ok(),
            _ => None,
        }
    }

    /// The first `file:line:col` inside a location, searched as MLIR's
    /// `findInstanceOf<FileLineColLoc>`: through names, a call site's callee
    /// before its caller, the parts of a fused location in order.
    pub fn file_line_col(&self, loc: Attr) -> Option<(&str, u32, u32)> {
        let mut stack = vec![loc];
        while let Some(current) = stack.pop() {
            if let Some((file, line, col)) = self.file_location(current) {
                return Some((self.string_value(file).unwrap_or(""), line, col));
            }
            let AttrKind::Location(location) = self.attr_kind(current) else {
                continue;
            };
            match location {
                Location::FileLineCol { file, line, col }
                | Location::FileRange {
                    file, line, col, ..
                } => return Some((self.string_value(*file).unwrap_or(""), *line, *col)),
                Location::Unknown => {}
                Location::Name { child, .. } => stack.extend(*child),
                Location::CallSite { callee, caller } => stack.extend([*caller, *callee]),
                Location::Fused { locations, .. } => stack.extend(locations.iter().rev()),
            }
        }
        None
    }

    /// Registers a dialect and its operations.
    ///
    /// # Panics
    /// If a definition of the dialect is inconsistent (a format naming no
    /// parameter, a spec naming no operand, ...): a mistake in the
    /// dialect's code, reported with its name when it is registered. Use
    /// [`Context::try_register_dialect`] to handle it instead.
    pub fn register_dialect(&mut self, dialect: Dialect) {
        if let Err(error) = self.try_register_dialect(dialect) {
            panic!("{error}");
        }
    }

    /// Registers a dialect and its operations, or says what is wrong with
    /// its definitions (nothing is registered then).
    pub fn try_register_dialect(&mut self, dialect: Dialect) -> Result<(), String> {
        self.registry.register(dialect)
    }

    /// The namespaces of the registered dialects, in registration order.
    pub fn dialect_namespaces(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.registry.dialect_namespaces()
    }

    /// Whether a dialect of this namespace is registered.
    pub fn is_dialect_registered(&self, namespace: &str) -> bool {
        self.registry.dialect(namespace).is_some()
    }

    /// The registered dialect of `namespace` that refuses ops it does not
    /// define (all but those made with [`crate::Dialect::with_unknown_ops`]),
    /// if there is one: an op named `namespace.xxx` that is not registered
    /// is an error whatever `-allow-unregistered-dialect` says.
    pub fn refuses_unknown_ops(&self, namespace: &str) -> bool {
        self.registry
            .dialect(namespace)
            .is_some_and(|d| !d.allows_unknown_ops)
    }

    /// The registered definition of dialect type (`is_type`) or attribute
    /// `dialect.mnemonic`, if any.
    pub fn params_definition(
        &self,
        dialect: &str,
        mnemonic: &str,
        is_type: bool,
    ) -> Option<&crate::dialect::ParamsDefinition> {
        self.registry.params_definition(dialect, mnemonic, is_type)
    }

    /// Every registered op definition with its name, in registration order of names.
    pub fn registered_ops(&self) -> impl Iterator<Item = (OpName, &OpDefinition)> {
        self.registry.definitions()
    }

    /// The type of a typed attribute (integer, float, dense elements,
    /// dense resource, typed string), if it has one.
    pub fn attr_type(&self, attr: Attr) -> Option<Type> {
        match self.attr_kind(attr) {
            AttrKind::Integer { ty, .. }
            | AttrKind::WideInteger { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseResource { ty, .. } => Some(*ty),
            AttrKind::String { ty, .. } => *ty,
            _ => None,
        }
    }

    /// The constant materializer of `dialect`, if it has one.
    pub fn constant_materializer(&self, dialect: &str) -> Option<registry::MaterializeConstantFn> {
        self.registry.dialect(dialect)?.materialize_constant
    }

    /// The implementation of dialect interface `I` by `dialect`, if any.
    pub fn dialect_interface<I: std::any::Any>(&self, dialect: &str) -> Option<&I> {
        self.registry.dialect(dialect)?.interfaces.get::<I>()
    }

    /// The implementation of dialect interface `I` by the dialect that
    /// registered op `name`, if any.
    pub fn op_dialect_interface<I: std::any::Any>(&self, name: OpName) -> Option<&I> {
        self.dialect_interface(self.op_dialect(name)?)
    }

    /// Interns an operation name (registered or not).
    pub fn op_name(&self, name: &str) -> OpName {
        self.registry.op_name(name)
    }

    /// The spelling of an operation name.
    pub fn op_name_str(&self, name: OpName) -> &str {
        self.registry.name_str(name)
    }

    /// The definition of an operation, if its dialect registered one.
    pub fn op_def(&self, name: OpName) -> Option<&OpDefinition> {
        self.registry.definition(name)
    }

    /// The namespace of the dialect that registered op `name`, if any.
    pub fn op_dialect(&self, name: OpName) -> Option<&'static str> {
        self.op_def(name).map(|d| d.dialect)
    }

    /// Whether `name` is registered with all of `traits`.
    pub fn op_has(&self, name: OpName, traits: OpTraits) -> bool {
        self.op_def(name).is_some_and(|d| d.has(traits))
    }

    /// The name and definition of the op declared with typed handle
    /// `handle` (a [`crate::ods::Op::handle_id`]), if registered.
    pub fn op_of_handle(&self, handle: std::any::TypeId) -> Option<(OpName, &OpDefinition)> {
        self.registry.op_of_handle(handle)
    }

    /// Looks up a registered operation by its full name.
    pub fn lookup_op_def(&self, name: &str) -> Option<&OpDefinition> {
        self.registry.lookup(name)
    }

    /// Whether unregistered operations and dialects are accepted.
    pub fn allows_unregistered(&self) -> bool {
        self.allow_unregistered
    }

    /// Accepts (or rejects) unregistered operations, as `-allow-unregistered-dialect`.
    pub fn set_allow_unregistered(&mut self, allow: bool) {
        self.allow_unregistered = allow;
    }

    /// Whether a diagnostic made for an op ([`crate::OpView::error`])
    /// carries the op, in the generic form, as a note.
    pub fn prints_op_on_diagnostic(&self) -> bool {
        self.print_op_on_diagnostic
    }

    /// Makes a diagnostic made for an op carry the op, in the generic
    /// form, as a note (`see current operation: ...`), as
    /// `-mlir-print-op-on-diagnostic` does (off by default).
    pub fn set_print_op_on_diagnostic(&mut self, print: bool) {
        self.print_op_on_diagnostic = print;
    }

    /// Whether passes and utilities working on this context may use
    /// threads (MLIR's `MLIRContext::isMultithreadingEnabled`); on by
    /// default.
    pub fn is_multithreading_enabled(&self) -> bool {
        self.multithreading
    }

    /// Allows (or forbids) threads, as `-mlir-disable-threading` forbids
    /// them.
    pub fn set_multithreading(&mut self, enabled: bool) {
        self.multithreading = enabled;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_locations_are_unique_whichever_way_they_are_made() {
        let ctx = Context::new();
        let a = ctx.file_loc("f.mlir", 3, 4);
        let b = ctx.intern_attr(AttrKind::Location(Location::FileLineCol {
            file: ctx.string_attr("f.mlir"),
            line: 3,
            col: 4,
        }));
        assert_eq!(a, b);
        assert_ne!(a, ctx.file_loc("f.mlir", 3, 5));
        assert_ne!(a, ctx.file_loc("g.mlir", 3, 4));
        // Out of source order too.
        let late = ctx.file_loc("f.mlir", 100, 1);
        let early = ctx.file_loc("f.mlir", 1, 1);
        assert_eq!(ctx.file_loc("f.mlir", 1, 1), early);
        assert_eq!(ctx.file_loc("f.mlir", 100, 1), late);
        assert_eq!(ctx.file_line_col(late), Some(("f.mlir", 100, 1)));
    }

    #[test]
    fn integer_attributes_are_canonical_by_width() {
        let ctx = Context::new();
        let i1 = ctx.int_type(1);
        assert_eq!(ctx.int_attr(1, i1), ctx.int_attr(-1, i1));
        let i8 = ctx.int_type(8);
        assert_eq!(ctx.int_attr(255, i8), ctx.int_attr(-1, i8));
    }
}
