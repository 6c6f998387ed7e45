//! SSA vocabulary shared by both emitters: value types and values.

use std::fmt;

/// Types that generated values can have.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ty {
    /// `i1`: comparisons, branch conditions, logic.
    I1,
    /// `i8`: narrow arithmetic, where wrap-around is frequent.
    I8,
    /// `i32`: the main arithmetic type and the element type of memory slots.
    I32,
    /// `i64`: wide arithmetic.
    I64,
    /// `index`: loop bounds, memref indices, `scf.index_switch` selectors
    /// (64 bits wide, as in the interpreter and the LLVM lowering).
    Index,
    /// A stack slot of `i32`: `memref<i32>` when the length is 0, else
    /// `memref<Nxi32>`.
    MemRef(u8),
}

impl Ty {
    /// The scalar types, in the order [`Ty::scalar_index`] numbers them.
    pub const SCALARS: [Ty; 5] = [Ty::I1, Ty::I8, Ty::I32, Ty::I64, Ty::Index];

    /// Position of a scalar type in [`Ty::SCALARS`]; `None` for memrefs.
    pub fn scalar_index(self) -> Option<usize> {
        Ty::SCALARS.iter().position(|&t| t == self)
    }

    /// Bit width of a scalar type (`index` counts as 64); 0 for memrefs.
    pub fn width(self) -> u32 {
        match self {
            Ty::I1 => 1,
            Ty::I8 => 8,
            Ty::I32 => 32,
            Ty::I64 | Ty::Index => 64,
            Ty::MemRef(_) => 0,
        }
    }
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ty::I1 => f.write_str("i1"),
            Ty::I8 => f.write_str("i8"),
            Ty::I32 => f.write_str("i32"),
            Ty::I64 => f.write_str("i64"),
            Ty::Index => f.write_str("index"),
            Ty::MemRef(0) => f.write_str("memref<i32>"),
            Ty::MemRef(n) => write!(f, "memref<{n}xi32>"),
        }
    }
}

/// How a value is spelled.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Name {
    /// `%argN`: an argument of the function's entry block.
    Arg(u32),
    /// `%N`: the only result of an op, or a block argument.
    Num(u32),
    /// `%N#I`: result `I` of an op with several results.
    Part(u32, u32),
}

/// An SSA value: its printed name and its type.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Value {
    name: Name,
    ty: Ty,
}

impl Value {
    /// `%argN` of type `ty`.
    pub fn arg(n: u32, ty: Ty) -> Self {
        Value {
            name: Name::Arg(n),
            ty,
        }
    }

    /// `%N` of type `ty`.
    pub fn numbered(n: u32, ty: Ty) -> Self {
        Value {
            name: Name::Num(n),
            ty,
        }
    }

    /// `%N#index` of type `ty`: one result of a multi-result op.
    pub fn part(n: u32, index: u32, ty: Ty) -> Self {
        Value {
            name: Name::Part(n, index),
            ty,
        }
    }

    /// The value's type.
    pub fn ty(self) -> Ty {
        self.ty
    }

    /// Whether it is one result of a multi-result op (`%N#I`).
    pub fn is_part(self) -> bool {
        matches!(self.name, Name::Part(..))
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name {
            Name::Arg(n) => write!(f, "%arg{n}"),
            Name::Num(n) => write!(f, "%{n}"),
            Name::Part(n, i) => write!(f, "%{n}#{i}"),
        }
    }
}

/// Writes `items` separated by `", "`.
pub fn comma_list<T: fmt::Display>(out: &mut String, items: impl IntoIterator<Item = T>) {
    use fmt::Write as _;
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "{item}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spelling() {
        assert_eq!(Value::arg(2, Ty::I8).to_string(), "%arg2");
        assert_eq!(Value::numbered(7, Ty::I32).to_string(), "%7");
        assert_eq!(Value::part(7, 1, Ty::Index).to_string(), "%7#1");
        assert!(Value::part(7, 1, Ty::Index).is_part() && !Value::numbered(7, Ty::I1).is_part());
        assert_eq!(Ty::MemRef(0).to_string(), "memref<i32>");
        assert_eq!(Ty::MemRef(4).to_string(), "memref<4xi32>");
        assert_eq!(Ty::Index.width(), 64);
        assert_eq!(Ty::I64.scalar_index(), Some(3));
        assert_eq!(Ty::MemRef(1).scalar_index(), None);
    }
}
