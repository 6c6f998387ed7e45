//! Builtin attributes (including locations) and the handle that names them.
//!
//! An [`Attr`] is a copyable id into the context's attribute interner, so
//! attribute equality is id equality. Locations are attributes too, as in
//! MLIR: [`AttrKind::Location`].

use super::affine::{AffineMap, IntegerSet};
use super::types::Type;

/// An interned attribute: compare with `==`, look inside with [`crate::Context::attr_kind`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attr(pub(crate) u32);

/// A named attribute: an entry of a dictionary.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct NamedAttr {
    /// The entry's name (printed bare when it is a valid identifier, quoted otherwise).
    pub name: Box<str>,
    /// The entry's value.
    pub value: Attr,
}

/// The flat payload of a `dense<...>` elements attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DenseValues {
    /// Integer (and `i1`) elements.
    Int(Vec<i128>),
    /// Float elements, as `f64` bit patterns.
    Float(Vec<u64>),
}

impl DenseValues {
    /// The number of stored values (one for a splat; two per element of
    /// a `complex<...>` type).
    pub fn len(&self) -> usize {
        match self {
            DenseValues::Int(v) => v.len(),
            DenseValues::Float(v) => v.len(),
        }
    }

    /// Whether no value is stored (`dense<>`).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The structure of an attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `42 : i32`; `true`/`false` are integers of type `i1`.
    Integer {
        /// The value, sign-extended from the type's width.
        value: i128,
        /// An integer or index type.
        ty: Type,
    },
    /// An integer of a type wider than 128 bits whose value does not fit
    /// an `i128` (`2^200 : i256`); a value that fits is always an
    /// [`AttrKind::Integer`], so each value has one attribute (see
    /// [`Context::big_int_attr`](super::Context::big_int_attr)).
    WideInteger {
        /// The value, sign-extended from the type's width.
        value: Box<num_bigint::BigInt>,
        /// An integer type of more than 128 bits.
        ty: Type,
    },
    /// `1.5 : f32`, stored as the bits of an `f64`.
    Float {
        /// `f64::to_bits` of the value.
        bits: u64,
        /// A float type.
        ty: Type,
    },
    /// `"text"`, optionally typed (`"text" : i32`).
    String {
        /// The decoded bytes.
        bytes: Box<[u8]>,
        /// The optional type.
        ty: Option<Type>,
    },
    /// `unit`.
    Unit,
    /// `[a, b]`.
    Array(Vec<Attr>),
    /// `{a = 1, b}`, entries sorted by name, names unique.
    Dictionary(Vec<NamedAttr>),
    /// `array<i32: 1, 2>`; float arrays hold `f64` bit patterns.
    DenseArray {
        /// Element type (integer or float).
        element: Type,
        /// The values.
        values: DenseValues,
    },
    /// `dense<...> : tensor<...>`.
    DenseElements {
        /// The shaped type.
        ty: Type,
        /// The elements in row-major order; one element means a splat. A
        /// `complex<...>` element is two values, its real and imaginary
        /// parts, so a complex splat holds two (see
        /// [`Context::dense_element_storage`](super::Context::dense_element_storage)).
        values: DenseValues,
    },
    /// `dense_resource<handle> : tensor<...>`: elements stored apart, in
    /// the blob the context holds for `handle` (see
    /// [`Context::with_resource_blob`](super::Context::with_resource_blob)), if any.
    DenseResource {
        /// The resource handle.
        handle: Box<str>,
        /// The shaped type.
        ty: Type,
    },
    /// A type used as an attribute (`i32`, `(i32) -> i1`).
    Type(Type),
    /// `@root::@nested::@leaf`.
    SymbolRef {
        /// The root symbol name.
        root: Box<str>,
        /// Nested references, outermost first.
        nested: Vec<Box<str>>,
    },
    /// A location (`loc(...)` in the text).
    Location(Location),
    /// An attribute of a registered dialect: the value of its definition
    /// (see [`crate::dialect`]), read with [`crate::Context::attr_as`].
    Dialect(crate::dialect::DialectParams),
    /// `strided<[4, 1], offset: ?>`: a memref layout; [`DYNAMIC`](super::types::DYNAMIC) for `?`.
    Strided {
        /// The stride of each dimension.
        strides: Vec<i64>,
        /// The offset (0 is not printed).
        offset: i64,
    },
    /// `affine_map<(d0)[s0] -> (d0 + s0)>`: an affine map, its expressions
    /// simplified as MLIR builds them (see [`crate::context::affine`]).
    AffineMap(AffineMap),
    /// `affine_set<(d0) : (d0 - 5 >= 0)>`: an integer set, simplified likewise.
    IntegerSet(IntegerSet),
    /// An attribute of an unregistered dialect
    /// (`-allow-unregistered-dialect`), kept as the text after `#dialect.`.
    Opaque {
        /// The dialect namespace.
        dialect: Box<str>,
        /// The rest of the spelling.
        body: Box<str>,
    },
}

impl AttrKind {
    /// Whether this is a number or elements: an integer, a float, dense
    /// elements or a dense resource (what a constant op of a numeric
    /// dialect holds).
    pub fn is_number_or_elements(&self) -> bool {
        matches!(
            self,
            AttrKind::Integer { .. }
                | AttrKind::WideInteger { .. }
                | AttrKind::Float { .. }
                | AttrKind::DenseElements { .. }
                | AttrKind::DenseResource { .. }
        )
    }

    /// The alias MLIR's builtin dialect gives this attribute when a
    /// top-level op is printed (`#loc`, `#map`, `#set`, numbered in
    /// printing), or `None` when it is always printed in full.
    pub fn alias_name(&self) -> Option<&'static str> {
        match self {
            AttrKind::Location(_) => Some("loc"),
            AttrKind::IntegerSet(_) => Some("set"),
            AttrKind::AffineMap(_) => Some("map"),
            _ => None,
        }
    }
}

/// A source location, as MLIR's builtin location attributes.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Location {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file":line:col)`.
    FileLineCol {
        /// File name as written: a string attribute (interned once per file,
        /// so a location costs no allocation).
        file: Attr,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        col: u32,
    },
    /// `loc("file":line:col to end_line:end_col)`: a range of a file
    /// (`to :end_col` on one line). A range that ends where it starts is a
    /// [`Location::FileLineCol`].
    FileRange {
        /// File name: a string attribute.
        file: Attr,
        /// 1-based line where it starts.
        line: u32,
        /// Column where it starts.
        col: u32,
        /// Line where it ends.
        end_line: u32,
        /// Column where it ends.
        end_col: u32,
    },
    /// `loc("name")` or `loc("name"(child))`.
    Name {
        /// The name.
        name: Box<str>,
        /// The child location, if any.
        child: Option<Attr>,
    },
    /// `loc(callsite(callee at caller))`.
    CallSite {
        /// Where the callee is.
        callee: Attr,
        /// Where the call is.
        caller: Attr,
    },
    /// `loc(fused[a, b])` or `loc(fused<metadata>[a, b])`.
    Fused {
        /// The fused locations.
        locations: Vec<Attr>,
        /// Optional metadata attribute.
        metadata: Option<Attr>,
    },
}
