//! The attributes of arith: `#arith.overflow<...>` and `#arith.fastmath<...>`
//! (bit flags, printed as MLIR prints them), and the enumerations stored
//! as integers (comparison predicates, rounding modes).

use ir_core::ods::{AttrType, OpSpec};
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
}

/// `#arith.overflow<...>`, written `<...>` after `overflow`.
pub const OVERFLOW: AttrType = AttrType::of::<OverflowAttr>();

/// `#arith.fastmath<...>`, written `<...>` after `fastmath`.
pub const FASTMATH: AttrType = AttrType::of::<FastMathAttr>();

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

/// `#arith.fastmath<none>`, the default fast-math flags.
pub fn fastmath_none(ctx: &Context) -> Attr {
    ctx.make_attr(FastMathAttr {
        flags: FastMathFlags::NONE,
    })
    .expect("fast-math flags need no check")
}

/// The overflow flags of an `#arith.overflow` attribute (none for any
/// other attribute or none at all).
pub fn overflow_flags(ctx: &Context, attr: Option<Attr>) -> OverflowFlags {
    attr.and_then(|a| ctx.attr_as::<OverflowAttr>(a))
        .map_or(OverflowFlags::NONE, |a| a.flags)
}

/// The fast-math flags of an `#arith.fastmath` attribute (none for any
/// other attribute or none at all).
pub fn fastmath_flags(ctx: &Context, attr: Option<Attr>) -> FastMathFlags {
    attr.and_then(|a| ctx.attr_as::<FastMathAttr>(a))
        .map_or(FastMathFlags::NONE, |a| a.flags)
}

/// The overflow flags set in both `a` and `b` (absent flags are `none`),
/// as MLIR merges them when it combines two ops into one.
pub fn overflow_meet(ctx: &Context, a: Option<Attr>, b: Option<Attr>) -> Attr {
    let both = overflow_flags(ctx, a).intersection(overflow_flags(ctx, b));
    overflow_attr(ctx, both)
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
        let both = overflow_attr(&ctx, OverflowFlags::NSW | OverflowFlags::NUW);
        let nsw = overflow_attr(&ctx, OverflowFlags::NSW);
        assert_eq!(overflow_meet(&ctx, Some(both), Some(nsw)), nsw);
        assert_eq!(overflow_meet(&ctx, Some(both), Some(both)), both);
        assert_eq!(overflow_meet(&ctx, Some(nsw), None), overflow_none(&ctx));
        assert!(overflow_flags(&ctx, Some(both)).contains(OverflowFlags::NUW));
    }
}
