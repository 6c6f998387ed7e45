//! The `arith` op vocabulary shared by both emitters: binary ops,
//! comparison predicates, overflow flags and casts.

/// Binary integer ops of the `arith` dialect.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BinOp {
    /// `arith.addi`
    Add,
    /// `arith.subi`
    Sub,
    /// `arith.muli`
    Mul,
    /// `arith.andi`
    And,
    /// `arith.ori`
    Or,
    /// `arith.xori`
    Xor,
    /// `arith.maxsi`
    MaxS,
    /// `arith.minsi`
    MinS,
    /// `arith.maxui`
    MaxU,
    /// `arith.minui`
    MinU,
    /// `arith.divsi`
    DivS,
    /// `arith.remsi`
    RemS,
    /// `arith.ceildivsi`
    CeilDivS,
    /// `arith.floordivsi`
    FloorDivS,
    /// `arith.divui`
    DivU,
    /// `arith.remui`
    RemU,
    /// `arith.ceildivui`
    CeilDivU,
    /// `arith.shli`
    Shl,
    /// `arith.shrsi`
    ShrS,
    /// `arith.shrui`
    ShrU,
}

impl BinOp {
    /// Ring and bitwise ops: defined on every input.
    pub const RING: [BinOp; 6] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::And,
        BinOp::Or,
        BinOp::Xor,
    ];

    /// Bitwise ops, the ones generated on `i1`.
    pub const LOGIC: [BinOp; 3] = [BinOp::And, BinOp::Or, BinOp::Xor];

    /// Signed and unsigned minimum and maximum: defined on every input.
    pub const MIN_MAX: [BinOp; 4] = [BinOp::MaxS, BinOp::MinS, BinOp::MaxU, BinOp::MinU];

    /// Signed divisions: undefined for a zero divisor and for `MIN / -1`.
    pub const SIGNED_DIV: [BinOp; 4] =
        [BinOp::DivS, BinOp::RemS, BinOp::CeilDivS, BinOp::FloorDivS];

    /// Unsigned divisions: undefined for a zero divisor.
    pub const UNSIGNED_DIV: [BinOp; 3] = [BinOp::DivU, BinOp::RemU, BinOp::CeilDivU];

    /// Shifts: poison when the amount is at least the bit width.
    pub const SHIFTS: [BinOp; 3] = [BinOp::Shl, BinOp::ShrS, BinOp::ShrU];

    /// The op's full name.
    pub fn name(self) -> &'static str {
        match self {
            BinOp::Add => "arith.addi",
            BinOp::Sub => "arith.subi",
            BinOp::Mul => "arith.muli",
            BinOp::And => "arith.andi",
            BinOp::Or => "arith.ori",
            BinOp::Xor => "arith.xori",
            BinOp::MaxS => "arith.maxsi",
            BinOp::MinS => "arith.minsi",
            BinOp::MaxU => "arith.maxui",
            BinOp::MinU => "arith.minui",
            BinOp::DivS => "arith.divsi",
            BinOp::RemS => "arith.remsi",
            BinOp::CeilDivS => "arith.ceildivsi",
            BinOp::FloorDivS => "arith.floordivsi",
            BinOp::DivU => "arith.divui",
            BinOp::RemU => "arith.remui",
            BinOp::CeilDivU => "arith.ceildivui",
            BinOp::Shl => "arith.shli",
            BinOp::ShrS => "arith.shrsi",
            BinOp::ShrU => "arith.shrui",
        }
    }

    /// Whether the op carries the `overflowFlags` property.
    pub fn has_overflow_flags(self) -> bool {
        matches!(self, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl)
    }

    /// Whether swapping the operands keeps the result.
    pub fn is_commutative(self) -> bool {
        matches!(
            self,
            BinOp::Add
                | BinOp::Mul
                | BinOp::And
                | BinOp::Or
                | BinOp::Xor
                | BinOp::MaxS
                | BinOp::MinS
                | BinOp::MaxU
                | BinOp::MinU
        )
    }
}

/// `#arith.overflow<...>` flags of `addi`/`subi`/`muli`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Overflow {
    /// `#arith.overflow<none>` (what mlir-opt prints for the default).
    None,
    /// `#arith.overflow<nsw>`
    Nsw,
    /// `#arith.overflow<nuw>`
    Nuw,
    /// `#arith.overflow<nsw, nuw>`
    Both,
}

impl Overflow {
    /// The flags as written inside `#arith.overflow<...>`.
    pub fn as_str(self) -> &'static str {
        match self {
            Overflow::None => "none",
            Overflow::Nsw => "nsw",
            Overflow::Nuw => "nuw",
            Overflow::Both => "nsw, nuw",
        }
    }
}

/// `arith.cmpi` predicates, in the order of their integer encoding.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Pred {
    /// `eq` (0)
    Eq,
    /// `ne` (1)
    Ne,
    /// `slt` (2)
    Slt,
    /// `sle` (3)
    Sle,
    /// `sgt` (4)
    Sgt,
    /// `sge` (5)
    Sge,
    /// `ult` (6)
    Ult,
    /// `ule` (7)
    Ule,
    /// `ugt` (8)
    Ugt,
    /// `uge` (9)
    Uge,
}

impl Pred {
    /// All predicates, for random choice.
    pub const ALL: [Pred; 10] = [
        Pred::Eq,
        Pred::Ne,
        Pred::Slt,
        Pred::Sle,
        Pred::Sgt,
        Pred::Sge,
        Pred::Ult,
        Pred::Ule,
        Pred::Ugt,
        Pred::Uge,
    ];

    /// The predicate's keyword in the custom form.
    pub fn keyword(self) -> &'static str {
        match self {
            Pred::Eq => "eq",
            Pred::Ne => "ne",
            Pred::Slt => "slt",
            Pred::Sle => "sle",
            Pred::Sgt => "sgt",
            Pred::Sge => "sge",
            Pred::Ult => "ult",
            Pred::Ule => "ule",
            Pred::Ugt => "ugt",
            Pred::Uge => "uge",
        }
    }
}

/// Integer conversions of the `arith` dialect.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CastOp {
    /// `arith.extsi`: to a wider integer, sign-extending.
    ExtS,
    /// `arith.extui`: to a wider integer, zero-extending.
    ExtU,
    /// `arith.trunci`: to a narrower integer, dropping high bits.
    Trunc,
    /// `arith.index_cast`: between `index` and an integer, sign-extending.
    IndexCast,
    /// `arith.index_castui`: between `index` and an integer, zero-extending.
    IndexCastU,
}

impl CastOp {
    /// The op's full name.
    pub fn name(self) -> &'static str {
        match self {
            CastOp::ExtS => "arith.extsi",
            CastOp::ExtU => "arith.extui",
            CastOp::Trunc => "arith.trunci",
            CastOp::IndexCast => "arith.index_cast",
            CastOp::IndexCastU => "arith.index_castui",
        }
    }
}
