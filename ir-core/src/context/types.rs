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
}

impl FloatKind {
    /// The keyword that names this format in the text.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
        }
    }

    /// The format named by `keyword`, if any.
    pub fn from_keyword(keyword: &str) -> Option<Self> {
        Some(match keyword {
            "f16" => FloatKind::F16,
            "bf16" => FloatKind::BF16,
            "f32" => FloatKind::F32,
            "f64" => FloatKind::F64,
            "f80" => FloatKind::F80,
            "f128" => FloatKind::F128,
            _ => return None,
        })
    }

    /// Width in bits.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
        }
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
    /// A dialect type `!dialect.name<...>` (or `!dialect<"...">`) kept as text.
    ///
    /// `body` is everything after `!dialect.`, printed back verbatim.
    Opaque {
        /// The dialect namespace.
        dialect: Box<str>,
        /// The rest of the type's spelling.
        body: Box<str>,
    },
}

impl TypeKind {
    /// A signless integer type of `width` bits.
    pub fn int(width: u32) -> Self {
        TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        }
    }
}
