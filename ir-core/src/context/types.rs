//! Builtin types and the handle by which every type is named.
//!
//! A [`Type`] is a small copyable id into the context's type interner; two
//! types are equal exactly when their ids are. [`TypeKind`] is the structure
//! behind an id.

use super::attributes::Attr;

/// An interned type: compare with `==`, look inside with [`crate::Context::type_kind`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

/// The size of a dynamic dimension in a shape (`?` in the text), as in MLIR.
pub const DYNAMIC: i64 = i64::MIN;

/// Signedness of an integer type: `i32` is signless, `si32` signed, `ui32` unsigned.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// The builtin floating-point formats.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    /// `f16`
    F16,
    /// `bf16`
    BF16,
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `f80`
    F80,
    /// `f128`
    F128,
    /// `tf32`: IEEE-style, 8 exponent and 10 fraction bits.
    TF32,
    /// `f8E5M2`: IEEE-style, 5 exponent and 2 fraction bits.
    F8E5M2,
    /// `f8E4M3`: IEEE-style, 4 exponent and 3 fraction bits.
    F8E4M3,
    /// `f8E3M4`: IEEE-style, 3 exponent and 4 fraction bits.
    F8E3M4,
    /// `f8E4M3FN`: no infinities; only all-ones bits (either sign) are NaN.
    F8E4M3FN,
    /// `f8E5M2FNUZ`: no infinities or negative zero; NaN is `0x80`; bias 16.
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: as `f8E5M2FNUZ` with 4 exponent bits; bias 8.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: as `f8E4M3FNUZ` with bias 11.
    F8E4M3B11FNUZ,
    /// `f8E8M0FNU`: powers of two only, unsigned, no zero; NaN is `0xFF`.
    F8E8M0FNU,
    /// `f6E2M3FN`: finite only (no infinities, no NaN).
    F6E2M3FN,
    /// `f6E3M2FN`: finite only.
    F6E3M2FN,
    /// `f4E2M1FN`: finite only.
    F4E2M1FN,
}

/// Every float format with its keyword and width in bits.
const FLOAT_FORMATS: [(FloatKind, &str, u32); 18] = [
    (FloatKind::F16, "f16", 16),
    (FloatKind::BF16, "bf16", 16),
    (FloatKind::F32, "f32", 32),
    (FloatKind::F64, "f64", 64),
    (FloatKind::F80, "f80", 80),
    (FloatKind::F128, "f128", 128),
    (FloatKind::TF32, "tf32", 19),
    (FloatKind::F8E5M2, "f8E5M2", 8),
    (FloatKind::F8E4M3, "f8E4M3", 8),
    (FloatKind::F8E3M4, "f8E3M4", 8),
    (FloatKind::F8E4M3FN, "f8E4M3FN", 8),
    (FloatKind::F8E5M2FNUZ, "f8E5M2FNUZ", 8),
    (FloatKind::F8E4M3FNUZ, "f8E4M3FNUZ", 8),
    (FloatKind::F8E4M3B11FNUZ, "f8E4M3B11FNUZ", 8),
    (FloatKind::F8E8M0FNU, "f8E8M0FNU", 8),
    (FloatKind::F6E2M3FN, "f6E2M3FN", 6),
    (FloatKind::F6E3M2FN, "f6E3M2FN", 6),
    (FloatKind::F4E2M1FN, "f4E2M1FN", 4),
];

impl FloatKind {
    /// This format's row of [`FLOAT_FORMATS`].
    fn row(self) -> &'static (FloatKind, &'static str, u32) {
        FLOAT_FORMATS
            .iter()
            .find(|row| row.0 == self)
            .expect("every format has a row")
    }

    /// The keyword that names this format in the text.
    pub fn keyword(self) -> &'static str {
        self.row().1
    }

    /// The format named by `keyword`, if any.
    pub fn from_keyword(keyword: &str) -> Option<Self> {
        FLOAT_FORMATS
            .iter()
            .find(|row| row.1 == keyword)
            .map(|row| row.0)
    }

    /// Width in bits.
    pub fn width(self) -> u32 {
        self.row().2
    }
}

/// The structure of a type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `iN`, `siN`, `uiN`.
    Integer {
        /// Bit width (MLIR allows up to 2^24 - 1).
        width: u32,
        /// Signedness semantics.
        signedness: Signedness,
    },
    /// `index`.
    Index,
    /// A builtin float type.
    Float(FloatKind),
    /// `none`.
    None,
    /// `(inputs) -> results`.
    Function {
        /// Argument types.
        inputs: Vec<Type>,
        /// Result types.
        results: Vec<Type>,
    },
    /// `memref<4x?xf32, layout, memory_space>`.
    MemRef {
        /// Dimension sizes; [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        element: Type,
        /// Optional layout attribute.
        layout: Option<Attr>,
        /// Optional memory space attribute.
        memory_space: Option<Attr>,
    },
    /// `memref<*xf32, memory_space>`.
    UnrankedMemRef {
        /// Element type.
        element: Type,
        /// Optional memory space attribute.
        memory_space: Option<Attr>,
    },
    /// `tensor<4x?xf32, encoding>`.
    Tensor {
        /// Dimension sizes; [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        element: Type,
        /// Optional encoding attribute.
        encoding: Option<Attr>,
    },
    /// `tensor<*xf32>`.
    UnrankedTensor {
        /// Element type.
        element: Type,
    },
    /// `vector<4x[8]xf32>`; `scalable[i]` marks `[N]` dimensions.
    Vector {
        /// Dimension sizes (always static).
        shape: Vec<i64>,
        /// Which dimensions are scalable.
        scalable: Vec<bool>,
        /// Element type.
        element: Type,
    },
    /// `tuple<i32, f32>`.
    Tuple(Vec<Type>),
    /// `complex<f32>`.
    Complex(Type),
    /// A type of a registered dialect: the value of its definition
    /// (see [`crate::dialect`]), read with [`crate::Context::type_as`].
    Dialect(crate::dialect::DialectParams),
    /// A type of an unregistered dialect (`-allow-unregistered-dialect`),
    /// `!dialect.name<...>` or `!dialect<"...">`, kept as text.
    ///
    /// `body` is everything after `!dialect.`, printed back verbatim.
    Opaque {
        /// The dialect namespace.
        dialect: Box<str>,
        /// The rest of the type's spelling.
        body: Box<str>,
    },
}

/// Tuples of more elements than this are printed through an alias
/// (`!tuple`), as MLIR's builtin dialect does.
const TUPLE_ALIAS_ELEMENTS: usize = 16;

impl TypeKind {
    /// The alias MLIR's builtin dialect gives this type when a top-level
    /// op is printed (`!tuple` for a tuple of more than 16 elements), or
    /// `None` when it is always printed in full.
    pub fn alias_name(&self) -> Option<&'static str> {
        match self {
            TypeKind::Tuple(elements) if elements.len() > TUPLE_ALIAS_ELEMENTS => Some("tuple"),
            _ => None,
        }
    }

    /// A signless integer type of `width` bits.
    pub fn int(width: u32) -> Self {
        TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        }
    }
}
