//! The attributes of arith: `#arith.overflow<...>` and `#arith.fastmath<...>`
//! (bit flags, canonicalized as MLIR prints them), and the enumerations
//! stored as integers (comparison predicates, rounding modes).

use ir_core::ods::{AttrType, OpSpec};
use ir_core::{Attr, AttrKind, Context};

/// `arith.cmpi` predicates, in the order of their integer values.
pub const CMPI_PREDICATES: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// `arith.cmpf` predicates, in the order of their integer values.
pub const CMPF_PREDICATES: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

/// `arith.truncf` rounding modes, in the order of their integer values.
pub const ROUNDING_MODES: &[&str] = &[
    "to_nearest_even",
    "downward",
    "upward",
    "toward_zero",
    "to_nearest_away",
];

/// `#arith.overflow<...>`, written `<...>` after `overflow`.
pub const OVERFLOW: AttrType = AttrType::Dialect {
    dialect: "arith",
    mnemonic: "overflow",
};

/// `#arith.fastmath<...>`, written `<...>` after `fastmath`.
pub const FASTMATH: AttrType = AttrType::Dialect {
    dialect: "arith",
    mnemonic: "fastmath",
};

/// MLIR's summaries of arith's attribute constraints, by attribute name
/// (what the verifier says an attribute of the wrong kind must be).
const SUMMARIES: [(&str, &str); 3] = [
    ("overflowFlags", "Integer overflow arith flags"),
    ("fastmath", "Floating point fast math flags"),
    ("roundingmode", "Floating point rounding mode"),
];

/// `spec` with MLIR's summaries of the arith attributes it has.
pub fn summarized(spec: OpSpec) -> OpSpec {
    SUMMARIES.iter().fold(spec, |spec, &(name, summary)| {
        spec.attr_summary(name, summary)
    })
}

/// A set of bit flags with MLIR's spelling of each.
struct FlagSet {
    /// The mnemonic (`overflow`).
    mnemonic: &'static str,
    /// The C++ enum name MLIR's parse errors mention.
    enum_name: &'static str,
    /// The flags in printing order.
    flags: &'static [&'static str],
    /// The name of all flags together, if it has one (`fast`).
    all: Option<&'static str>,
    /// How printed flags are separated.
    separator: &'static str,
}

const OVERFLOW_FLAGS: FlagSet = FlagSet {
    mnemonic: "overflow",
    enum_name: "IntegerOverflowFlags",
    flags: &["nsw", "nuw"],
    all: None,
    separator: ", ",
};

const FASTMATH_FLAGS: FlagSet = FlagSet {
    mnemonic: "fastmath",
    enum_name: "FastMathFlags",
    flags: &["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"],
    all: Some("fast"),
    separator: ",",
};

impl FlagSet {
    /// The bit of `word` (`None` has no bit; `fast` has them all).
    fn bits_of(&self, word: &str) -> Option<u32> {
        if word == "none" {
            return Some(0);
        }
        if Some(word) == self.all {
            return Some((1 << self.flags.len()) - 1);
        }
        self.flags.iter().position(|f| *f == word).map(|i| 1 << i)
    }

    /// The canonical spelling of `<...>` (the text after the mnemonic).
    fn canonicalize(&self, rest: &str) -> Result<String, String> {
        let inner = rest
            .trim()
            .strip_prefix('<')
            .and_then(|r| r.strip_suffix('>'))
            .ok_or_else(|| format!("expected '<...>' after '{}'", self.mnemonic))?;
        let mut bits = 0;
        for word in inner.split(',') {
            let word = word.trim();
            let word = word
                .strip_prefix('"')
                .and_then(|w| w.strip_suffix('"'))
                .unwrap_or(word);
            if word.is_empty() {
                return Err("expected valid keyword or string".into());
            }
            bits |= self.bits_of(word).ok_or_else(|| self.unknown_flag())?;
        }
        Ok(format!("{}<{}>", self.mnemonic, self.spell(bits)))
    }

    /// "expected ::mlir::arith::X to be one of: none, a, b".
    fn unknown_flag(&self) -> String {
        let mut names = vec!["none"];
        names.extend(self.flags);
        names.extend(self.all);
        format!(
            "expected ::mlir::arith::{} to be one of: {}",
            self.enum_name,
            names.join(", ")
        )
    }

    /// The flags of `bits` as MLIR prints them.
    fn spell(&self, bits: u32) -> String {
        let all = (1 << self.flags.len()) - 1;
        match (bits, self.all) {
            (0, _) => "none".into(),
            (b, Some(name)) if b == all => name.into(),
            _ => {
                let set: Vec<&str> = (0..self.flags.len())
                    .filter(|i| bits & (1 << i) != 0)
                    .map(|i| self.flags[i])
                    .collect();
                set.join(self.separator)
            }
        }
    }

    /// The flags of `attr` if it is this set's (canonical) attribute.
    fn bits_of_attr(&self, ctx: &Context, attr: Attr) -> Option<u32> {
        let AttrKind::Opaque { dialect, body } = ctx.attr_kind(attr) else {
            return None;
        };
        let inner = body
            .strip_prefix(self.mnemonic)?
            .strip_prefix('<')?
            .strip_suffix('>')?;
        if &**dialect != "arith" {
            return None;
        }
        inner
            .split(self.separator)
            .try_fold(0, |bits, word| Some(bits | self.bits_of(word)?))
    }
}

/// Checks and canonicalizes the text of an `#arith.xxx` attribute.
pub fn canonical_attribute(body: &str) -> Result<String, String> {
    for set in [&OVERFLOW_FLAGS, &FASTMATH_FLAGS] {
        if let Some(rest) = body.strip_prefix(set.mnemonic) {
            if rest.trim_start().starts_with('<') {
                return set.canonicalize(rest);
            }
        }
    }
    let mnemonic = body.split('<').next().unwrap_or(body).trim();
    Err(format!("unknown attribute `{mnemonic}` in dialect `arith`"))
}

fn flags_attr(ctx: &Context, body: &str) -> Attr {
    ctx.intern_attr(AttrKind::Opaque {
        dialect: "arith".into(),
        body: body.into(),
    })
}

/// `#arith.overflow<none>`, the default overflow flags.
pub fn overflow_none(ctx: &Context) -> Attr {
    flags_attr(ctx, "overflow<none>")
}

/// `#arith.fastmath<none>`, the default fast-math flags.
pub fn fastmath_none(ctx: &Context) -> Attr {
    flags_attr(ctx, "fastmath<none>")
}

/// Whether fast-math flags `attr` allow `flag` (e.g. `contract`).
pub fn has_fastmath_flag(ctx: &Context, attr: Attr, flag: &str) -> bool {
    let bits = FASTMATH_FLAGS.bits_of_attr(ctx, attr).unwrap_or(0);
    FASTMATH_FLAGS
        .bits_of(flag)
        .is_some_and(|f| f != 0 && bits & f == f)
}

/// The overflow flags set in both `a` and `b` (absent flags are `none`),
/// as MLIR merges them when it combines two ops into one.
pub fn overflow_meet(ctx: &Context, a: Option<Attr>, b: Option<Attr>) -> Attr {
    let bits = |attr: Option<Attr>| {
        attr.and_then(|a| OVERFLOW_FLAGS.bits_of_attr(ctx, a))
            .unwrap_or(0)
    };
    let both = bits(a) & bits(b);
    flags_attr(ctx, &format!("overflow<{}>", OVERFLOW_FLAGS.spell(both)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overflow_flags_print_sorted_with_spaces() {
        assert_eq!(
            canonical_attribute("overflow<nuw, nsw>").as_deref(),
            Ok("overflow<nsw, nuw>")
        );
        assert_eq!(
            canonical_attribute("overflow<nuw,nsw,none>").as_deref(),
            Ok("overflow<nsw, nuw>")
        );
        assert_eq!(
            canonical_attribute("overflow<none>").as_deref(),
            Ok("overflow<none>")
        );
        assert_eq!(
            canonical_attribute("overflow<\"nuw\">").as_deref(),
            Ok("overflow<nuw>")
        );
    }

    #[test]
    fn fastmath_flags_print_in_definition_order_without_spaces() {
        assert_eq!(
            canonical_attribute("fastmath<afn, reassoc,nnan>").as_deref(),
            Ok("fastmath<reassoc,nnan,afn>")
        );
        assert_eq!(
            canonical_attribute("fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc>").as_deref(),
            Ok("fastmath<fast>")
        );
        assert_eq!(
            canonical_attribute("fastmath<fast,nnan>").as_deref(),
            Ok("fastmath<fast>")
        );
        assert_eq!(
            canonical_attribute("fastmath<none>").as_deref(),
            Ok("fastmath<none>")
        );
    }

    #[test]
    fn bad_flags_are_rejected_with_mlir_wording() {
        assert_eq!(
            canonical_attribute("overflow<foo>"),
            Err("expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw".into())
        );
        assert_eq!(
            canonical_attribute("fastmath<nnan,>"),
            Err("expected valid keyword or string".into())
        );
        assert_eq!(
            canonical_attribute("overflow<>"),
            Err("expected valid keyword or string".into())
        );
        assert_eq!(
            canonical_attribute("wrap<nsw>"),
            Err("unknown attribute `wrap` in dialect `arith`".into())
        );
    }

    #[test]
    fn fastmath_flag_queries() {
        let ctx = Context::new();
        let contract = flags_attr(&ctx, "fastmath<nnan,contract>");
        assert!(has_fastmath_flag(&ctx, contract, "contract"));
        assert!(!has_fastmath_flag(&ctx, contract, "afn"));
        assert!(has_fastmath_flag(
            &ctx,
            flags_attr(&ctx, "fastmath<fast>"),
            "afn"
        ));
        assert!(!has_fastmath_flag(&ctx, fastmath_none(&ctx), "contract"));
    }

    #[test]
    fn overflow_flags_meet() {
        let ctx = Context::new();
        let both = flags_attr(&ctx, "overflow<nsw, nuw>");
        let nsw = flags_attr(&ctx, "overflow<nsw>");
        assert_eq!(overflow_meet(&ctx, Some(both), Some(nsw)), nsw);
        assert_eq!(overflow_meet(&ctx, Some(both), Some(both)), both);
        assert_eq!(overflow_meet(&ctx, Some(nsw), None), overflow_none(&ctx));
    }
}
