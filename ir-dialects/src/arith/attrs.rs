//! The attributes of arith: `#arith.overflow<...>` and `#arith.fastmath<...>`
//! (bit flags, printed as MLIR prints them), and the enumerations stored
//! as integers (comparison predicates, rounding modes).

use ir_core::ods::OpSpec;
use ir_core::{attr_def, bit_enum, int_enum, Attr, Context};

int_enum! {
    /// The predicate of `arith.cmpi` (MLIR's `CmpIPredicate`), stored as
    /// an `i64` attribute.
    pub enum CmpIPredicate {
        /// Equal.
        Eq = 0 => "eq",
        /// Not equal.
        Ne = 1 => "ne",
        /// Signed less than.
        Slt = 2 => "slt",
        /// Signed less than or equal.
        Sle = 3 => "sle",
        /// Signed greater than.
        Sgt = 4 => "sgt",
        /// Signed greater than or equal.
        Sge = 5 => "sge",
        /// Unsigned less than.
        Ult = 6 => "ult",
        /// Unsigned less than or equal.
        Ule = 7 => "ule",
        /// Unsigned greater than.
        Ugt = 8 => "ugt",
        /// Unsigned greater than or equal.
        Uge = 9 => "uge",
    }
}

int_enum! {
    /// The predicate of `arith.cmpf` (MLIR's `CmpFPredicate`), stored as
    /// an `i64` attribute: `o` for ordered (no NaN operand), `u` for
    /// unordered (or a NaN operand).
    pub enum CmpFPredicate {
        /// Never.
        False = 0 => "false",
        /// Ordered and equal.
        Oeq = 1 => "oeq",
        /// Ordered and greater than.
        Ogt = 2 => "ogt",
        /// Ordered and greater than or equal.
        Oge = 3 => "oge",
        /// Ordered and less than.
        Olt = 4 => "olt",
        /// Ordered and less than or equal.
        Ole = 5 => "ole",
        /// Ordered and not equal.
        One = 6 => "one",
        /// Ordered (no NaN).
        Ord = 7 => "ord",
        /// Unordered or equal.
        Ueq = 8 => "ueq",
        /// Unordered or greater than.
        Ugt = 9 => "ugt",
        /// Unordered or greater than or equal.
        Uge = 10 => "uge",
        /// Unordered or less than.
        Ult = 11 => "ult",
        /// Unordered or less than or equal.
        Ule = 12 => "ule",
        /// Unordered or not equal.
        Une = 13 => "une",
        /// Unordered (a NaN).
        Uno = 14 => "uno",
        /// Always.
        True = 15 => "true",
    }
}

int_enum! {
    /// The rounding mode of `arith.truncf` (MLIR's `RoundingMode`), stored
    /// as an `i32` attribute.
    pub enum RoundingMode {
        /// To nearest, ties to even.
        ToNearestEven = 0 => "to_nearest_even",
        /// Toward negative infinity.
        Downward = 1 => "downward",
        /// Toward positive infinity.
        Upward = 2 => "upward",
        /// Toward zero.
        TowardZero = 3 => "toward_zero",
        /// To nearest, ties away from zero.
        ToNearestAway = 4 => "to_nearest_away",
    }
    stored_as = i32;
}

impl CmpIPredicate {
    /// The predicate that holds exactly when this one does not.
    pub fn inverse(self) -> Self {
        use CmpIPredicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sle => Sgt,
            Sgt => Sle,
            Sge => Slt,
            Ult => Uge,
            Ule => Ugt,
            Ugt => Ule,
            Uge => Ult,
        }
    }

    /// The predicate that holds with the operands swapped.
    pub fn swapped(self) -> Self {
        use CmpIPredicate::*;
        match self {
            Eq | Ne => self,
            Slt => Sgt,
            Sle => Sge,
            Sgt => Slt,
            Sge => Sle,
            Ult => Ugt,
            Ule => Uge,
            Ugt => Ult,
            Uge => Ule,
        }
    }

    /// The predicate as an attribute (an `i64`, as MLIR stores it).
    pub fn attr(self, ctx: &Context) -> Attr {
        ctx.int_attr(self as i128, ctx.int_type(64))
    }
}

/// MLIR's summaries of arith's attribute constraints, by attribute name
/// (what the verifier says an attribute of the wrong kind must be).
const SUMMARIES: [(&str, &str); 3] = [
    ("overflowFlags", "Integer overflow arith flags"),
    ("fastmath", "Floating point fast math flags"),
    ("roundingmode", "Floating point rounding mode"),
];

/// `spec` with MLIR's summaries of the arith attributes it has.
pub fn summarized(spec: OpSpec) -> OpSpec {
    SUMMARIES
        .iter()
        .fold(spec, |spec, &(name, summary)| match spec.attr_spec(name) {
            Some(_) => spec.attr_summary(name, summary),
            None => spec,
        })
}

bit_enum! {
    /// The overflow flags of integer ops (`nsw`, `nuw`): MLIR's
    /// `IntegerOverflowFlags`.
    pub struct OverflowFlags: "::mlir::arith::IntegerOverflowFlags" {
        /// No signed wrap: signed overflow makes poison.
        NSW = 0 => "nsw",
        /// No unsigned wrap: unsigned overflow makes poison.
        NUW = 1 => "nuw",
    }
    all = None;
    separator = ", ";
}

bit_enum! {
    /// The fast-math flags of float ops: MLIR's `FastMathFlags`.
    pub struct FastMathFlags: "::mlir::arith::FastMathFlags" {
        /// Reassociation is allowed.
        REASSOC = 0 => "reassoc",
        /// No NaN operand or result (else poison).
        NNAN = 1 => "nnan",
        /// No infinite operand or result (else poison).
        NINF = 2 => "ninf",
        /// The sign of a zero does not matter.
        NSZ = 3 => "nsz",
        /// Reciprocals may replace divisions.
        ARCP = 4 => "arcp",
        /// Operations may be contracted (fused multiply-add).
        CONTRACT = 5 => "contract",
        /// Approximate functions are allowed.
        AFN = 6 => "afn",
    }
    all = Some("fast");
    separator = ",";
}

attr_def! {
    /// `#arith.overflow<nsw, nuw>`.
    pub struct OverflowAttr = arith.overflow {
        /// The flags.
        pub flags: OverflowFlags,
    }
    format = "`<` $flags `>`";
}

attr_def! {
    /// `#arith.fastmath<nnan,ninf>`.
    pub struct FastMathAttr = arith.fastmath {
        /// The flags.
        pub flags: FastMathFlags,
    }
    format = "`<` $flags `>`";
}

/// `#arith.overflow<flags>`.
pub fn overflow_attr(ctx: &Context, flags: OverflowFlags) -> Attr {
    ctx.make_attr(OverflowAttr { flags })
        .expect("overflow flags need no check")
}

/// `#arith.overflow<none>`, the default overflow flags.
pub fn overflow_none(ctx: &Context) -> Attr {
    overflow_attr(ctx, OverflowFlags::NONE)
}

/// `#arith.fastmath<flags>`.
pub fn fastmath_attr(ctx: &Context, flags: FastMathFlags) -> Attr {
    ctx.make_attr(FastMathAttr { flags })
        .expect("fast-math flags need no check")
}

/// `#arith.fastmath<none>`, the default fast-math flags.
pub fn fastmath_none(ctx: &Context) -> Attr {
    fastmath_attr(ctx, FastMathFlags::NONE)
}

impl OverflowFlags {
    /// The flags of an op's `#arith.overflow` attribute (none when it has
    /// none).
    pub fn of(attr: Option<&OverflowAttr>) -> Self {
        attr.map_or(Self::NONE, |a| a.flags)
    }
}

impl FastMathFlags {
    /// The flags of an op's `#arith.fastmath` attribute (none when it has
    /// none).
    pub fn of(attr: Option<&FastMathAttr>) -> Self {
        attr.map_or(Self::NONE, |a| a.flags)
    }
}

/// The overflow flags set in both `a` and `b`, as MLIR merges them when it
/// combines two ops into one.
pub fn overflow_meet(ctx: &Context, a: OverflowFlags, b: OverflowFlags) -> Attr {
    overflow_attr(ctx, a.intersection(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_print_in_declaration_order() {
        assert_eq!(
            (OverflowFlags::NUW | OverflowFlags::NSW).spelling(),
            "nsw, nuw"
        );
        assert_eq!(OverflowFlags::NONE.spelling(), "none");
        assert_eq!(
            (FastMathFlags::AFN | FastMathFlags::REASSOC | FastMathFlags::NNAN).spelling(),
            "reassoc,nnan,afn"
        );
        let all = FastMathFlags::from_spelling("nnan,ninf,nsz,arcp,contract,afn,reassoc");
        assert_eq!(all.map(FastMathFlags::spelling).as_deref(), Some("fast"));
        assert_eq!(FastMathFlags::from_spelling("fast,nnan"), all);
        assert_eq!(FastMathFlags::from_spelling("fastest"), None);
    }

    #[test]
    fn overflow_flags_meet() {
        let ctx = Context::new();
        let (all, nsw_flags) = (OverflowFlags::NSW | OverflowFlags::NUW, OverflowFlags::NSW);
        let (both, nsw) = (overflow_attr(&ctx, all), overflow_attr(&ctx, nsw_flags));
        assert_eq!(overflow_meet(&ctx, all, nsw_flags), nsw);
        assert_eq!(overflow_meet(&ctx, all, all), both);
        assert_eq!(
            overflow_meet(&ctx, nsw_flags, OverflowFlags::of(None)),
            overflow_none(&ctx)
        );
        let both_attr = ctx.attr_as::<OverflowAttr>(both);
        assert!(OverflowFlags::of(both_attr).contains(OverflowFlags::NUW));
    }

    #[test]
    fn predicate_tables() {
        for &p in CmpIPredicate::ALL {
            assert_eq!(p.inverse().inverse(), p);
            assert_eq!(p.swapped().swapped(), p);
        }
        assert_eq!(CmpIPredicate::Slt.inverse(), CmpIPredicate::Sge);
        assert_eq!(CmpIPredicate::Ule.swapped(), CmpIPredicate::Uge);
    }
}
