//! Run-time values of the interpreter.

use crate::context::types::{FloatKind, Type, TypeKind};
use crate::context::Context;
use std::fmt;

/// A value as the interpreter holds it.
#[derive(Clone, Debug, PartialEq)]
pub enum RtValue {
    /// An integer of `width` bits (1 to 128), stored zero-extended; `index`
    /// is a 64-bit integer.
    Int {
        /// The bits (above `width`, zero).
        bits: u128,
        /// The width.
        width: u32,
    },
    /// A float of `kind`, held exactly as an `f64` (every supported kind
    /// fits), rounded to the kind after each operation.
    Float {
        /// The value.
        value: f64,
        /// The format.
        kind: FloatKind,
    },
    /// A poison value: any use that matters is undefined behaviour.
    Poison,
    /// A memref: an allocation and its shape.
    MemRef(MemRefValue),
    /// A function, by symbol name (`func.constant`).
    Function(String),
}

/// A reference to a buffer of the interpreter's memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemRefValue {
    /// Which allocation.
    pub allocation: usize,
    /// The sizes of its dimensions.
    pub shape: Vec<i64>,
}

fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

impl RtValue {
    /// An integer of `width` bits from any value (wrapped to the width).
    pub fn int(value: i128, width: u32) -> Self {
        RtValue::Int {
            bits: value as u128 & mask(width),
            width,
        }
    }

    /// `i1` true or false.
    pub fn bool(value: bool) -> Self {
        RtValue::int(i128::from(value), 1)
    }

    /// The integer's bits, zero-extended.
    pub fn as_unsigned(&self) -> Option<u128> {
        match self {
            RtValue::Int { bits, .. } => Some(*bits),
            _ => None,
        }
    }

    /// The integer's value, sign-extended from its width.
    pub fn as_signed(&self) -> Option<i128> {
        match *self {
            RtValue::Int { bits, width } if width >= 128 => Some(bits as i128),
            RtValue::Int { bits, width } => {
                let shift = 128 - width;
                Some(((bits << shift) as i128) >> shift)
            }
            _ => None,
        }
    }

    /// The float's value.
    pub fn as_float(&self) -> Option<f64> {
        match self {
            RtValue::Float { value, .. } => Some(*value),
            _ => None,
        }
    }

    /// Parses `text` as a value of type `ty` (`3`, `-1`, `true`, `2.5`).
    /// An integer must fit its width, read as signed or as unsigned (as an
    /// integer attribute's literal): `-128` to `255` for `i8`, `-1` to `1`
    /// for `i1`.
    pub fn parse(ctx: &Context, text: &str, ty: Type) -> Result<Self, String> {
        let text = text.trim();
        let width = match ctx.type_kind(ty) {
            TypeKind::Integer { width, .. } if *width <= 128 => *width,
            TypeKind::Index => 64,
            TypeKind::Float(kind) => {
                let value: f64 = text
                    .parse()
                    .map_err(|_| format!("'{text}' is not a number"))?;
                return Ok(RtValue::Float {
                    value: kind.round(value),
                    kind: *kind,
                });
            }
            _ => return Err("only integer, index and float arguments can be given".into()),
        };
        let value = match text {
            "true" if width == 1 => 1,
            "false" if width == 1 => 0,
            _ => text
                .parse::<i128>()
                .ok()
                .or_else(|| {
                    text.parse::<u128>()
                        .ok()
                        .filter(|_| width == 128)
                        .map(|v| v as i128)
                })
                .ok_or_else(|| format!("'{text}' is not an integer"))?,
        };
        if !fits(value, width) {
            return Err(format!("{text} is out of range for a {width}-bit integer"));
        }
        Ok(RtValue::int(value, width))
    }
}

/// Whether `value` is a `width`-bit integer, read as signed or as
/// unsigned (a 128-bit one always is: it was parsed as one).
fn fits(value: i128, width: u32) -> bool {
    match width {
        0 => value == 0,
        1..=127 => (-(1i128 << (width - 1))..=(1i128 << width) - 1).contains(&value),
        _ => true,
    }
}

impl fmt::Display for RtValue {
    /// Integers in signed decimal (`i1` as `true`/`false`), floats in
    /// Rust's shortest round-trip form, memrefs by allocation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RtValue::Int { bits, width: 1 } => write!(f, "{}", *bits == 1),
            RtValue::Int { .. } => write!(f, "{}", self.as_signed().expect("an integer")),
            RtValue::Float { value, .. } => write!(f, "{value:?}"),
            RtValue::Poison => f.write_str("poison"),
            RtValue::MemRef(m) => write!(f, "memref#{}{:?}", m.allocation, m.shape),
            RtValue::Function(name) => write!(f, "@{name}"),
        }
    }
}
