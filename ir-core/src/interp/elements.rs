//! How an allocation stores its elements. An integer takes the bytes its
//! width takes (rounded up to whole bytes); a float of 32 bits or fewer
//! (`f32`, `tf32`, `f16`, `bf16` and the 8-, 6- and 4-bit formats, whose
//! values an `f32` holds exactly) takes four, `f64`, `f80` and `f128`
//! eight (the interpreter holds them in an `f64`); each has one more bit
//! saying whether it is poison. Elements of any other type are kept as
//! run-time values.

use super::value::RtValue;
use crate::context::types::{FloatKind, Type, TypeKind};
use crate::context::Context;

/// What an allocation's elements are.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ElementLayout {
    /// Integers (or `index`) of `width` bits.
    Int {
        /// The width (1 to 128).
        width: u32,
    },
    /// Floats of a format.
    Float(FloatKind),
    /// Values of any kind (memrefs, functions, dialect values).
    Any,
}

impl ElementLayout {
    /// The layout for elements of type `ty`.
    pub fn of(ctx: &Context, ty: Type) -> Self {
        match ctx.type_kind(ty) {
            TypeKind::Integer { width, .. } if (1..=128).contains(width) => {
                Self::Int { width: *width }
            }
            TypeKind::Index => Self::Int { width: 64 },
            TypeKind::Float(kind) => Self::Float(*kind),
            _ => Self::Any,
        }
    }

    /// The bytes one element takes in memory (the poison bit aside).
    pub fn bytes(self) -> usize {
        match self {
            Self::Int { width } => width.div_ceil(8) as usize,
            Self::Float(FloatKind::F64 | FloatKind::F80 | FloatKind::F128) => 8,
            Self::Float(_) => 4,
            Self::Any => std::mem::size_of::<RtValue>(),
        }
    }
}

/// An integer or float element as stored.
#[derive(Copy, Clone, Debug)]
pub(super) enum Scalar {
    Int {
        width: u32,
    },
    /// A float in an `f32` (`narrow`) or an `f64`.
    Float {
        kind: FloatKind,
        narrow: bool,
    },
}

/// The elements of one allocation.
pub(super) enum Elements {
    /// Integers or floats, `size` bytes each (little-endian), and a bit
    /// per element that is set while it is poison.
    Packed {
        scalar: Scalar,
        size: usize,
        bytes: Vec<u8>,
        poison: Vec<u64>,
    },
    /// Values of any kind.
    Values(Vec<RtValue>),
}

impl Elements {
    /// `count` poison elements of `layout`, or an error if the memory
    /// cannot be had.
    pub(super) fn new(layout: ElementLayout, count: usize) -> Result<Self, String> {
        let size = layout.bytes();
        let out_of_memory = || format!("out of memory: cannot allocate {count} elements");
        let scalar = match layout {
            ElementLayout::Int { width } => Scalar::Int { width },
            ElementLayout::Float(kind) => Scalar::Float {
                kind,
                narrow: size == 4,
            },
            ElementLayout::Any => {
                let mut values = Vec::new();
                values
                    .try_reserve_exact(count)
                    .map_err(|_| out_of_memory())?;
                values.resize(count, RtValue::Poison);
                return Ok(Self::Values(values));
            }
        };
        let total = count.checked_mul(size).ok_or_else(out_of_memory)?;
        let mut bytes = Vec::new();
        bytes
            .try_reserve_exact(total)
            .map_err(|_| out_of_memory())?;
        bytes.resize(total, 0);
        let mut poison = Vec::new();
        let words = count.div_ceil(64);
        poison
            .try_reserve_exact(words)
            .map_err(|_| out_of_memory())?;
        poison.resize(words, u64::MAX);
        Ok(Self::Packed {
            scalar,
            size,
            bytes,
            poison,
        })
    }

    /// The element at `index` (in bounds).
    pub(super) fn get(&self, index: usize) -> RtValue {
        let (scalar, size, bytes, poison) = match self {
            Self::Values(values) => return values[index].clone(),
            Self::Packed {
                scalar,
                size,
                bytes,
                poison,
            } => (*scalar, *size, bytes, poison),
        };
        if poison[index / 64] >> (index % 64) & 1 == 1 {
            return RtValue::Poison;
        }
        let mut raw = [0u8; 16];
        raw[..size].copy_from_slice(&bytes[index * size..(index + 1) * size]);
        let bits = u128::from_le_bytes(raw);
        match scalar {
            Scalar::Int { width } => RtValue::Int { bits, width },
            Scalar::Float { kind, narrow: true } => RtValue::Float {
                value: f64::from(f32::from_bits(bits as u32)),
                kind,
            },
            Scalar::Float { kind, .. } => RtValue::Float {
                value: f64::from_bits(bits as u64),
                kind,
            },
        }
    }

    /// Writes `value` at `index` (in bounds); a value of another type than
    /// the elements' is an error.
    pub(super) fn set(&mut self, index: usize, value: RtValue) -> Result<(), String> {
        let (scalar, size, bytes, poison) = match self {
            Self::Values(values) => {
                values[index] = value;
                return Ok(());
            }
            Self::Packed {
                scalar,
                size,
                bytes,
                poison,
            } => (*scalar, *size, bytes, poison),
        };
        let bit = 1u64 << (index % 64);
        let bits = match (scalar, &value) {
            (_, RtValue::Poison) => {
                poison[index / 64] |= bit;
                return Ok(());
            }
            (Scalar::Int { width }, RtValue::Int { bits, width: w }) if *w == width => *bits,
            // Exact: the value is already rounded to its format.
            (Scalar::Float { kind, narrow }, RtValue::Float { value, kind: k }) if *k == kind => {
                if narrow {
                    u128::from((*value as f32).to_bits())
                } else {
                    u128::from(value.to_bits())
                }
            }
            _ => return Err(format!("cannot store {value} in a memref of {scalar:?}")),
        };
        bytes[index * size..(index + 1) * size].copy_from_slice(&bits.to_le_bytes()[..size]);
        poison[index / 64] &= !bit;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packed_elements_take_their_size_and_keep_values_and_poison() {
        assert_eq!(ElementLayout::Int { width: 1 }.bytes(), 1);
        assert_eq!(ElementLayout::Int { width: 32 }.bytes(), 4);
        assert_eq!(ElementLayout::Int { width: 33 }.bytes(), 5);
        assert_eq!(ElementLayout::Int { width: 128 }.bytes(), 16);
        assert_eq!(ElementLayout::Float(FloatKind::F16).bytes(), 4);
        assert_eq!(ElementLayout::Float(FloatKind::F8E4M3FN).bytes(), 4);
        assert_eq!(ElementLayout::Float(FloatKind::F80).bytes(), 8);
        assert_eq!(ElementLayout::Float(FloatKind::F64).bytes(), 8);
        let values = [
            (ElementLayout::Int { width: 33 }, RtValue::int(-5, 33)),
            (
                ElementLayout::Int { width: 128 },
                RtValue::int(i128::MIN, 128),
            ),
            (
                ElementLayout::Float(FloatKind::F32),
                RtValue::Float {
                    value: -2.5,
                    kind: FloatKind::F32,
                },
            ),
            (
                ElementLayout::Float(FloatKind::F64),
                RtValue::Float {
                    value: 0.1,
                    kind: FloatKind::F64,
                },
            ),
        ];
        for (layout, value) in values {
            let mut elements = Elements::new(layout, 130).unwrap();
            assert_eq!(elements.get(129), RtValue::Poison);
            elements.set(129, value.clone()).unwrap();
            assert_eq!(elements.get(129), value);
            assert_eq!(elements.get(128), RtValue::Poison);
            elements.set(129, RtValue::Poison).unwrap();
            assert_eq!(elements.get(129), RtValue::Poison);
        }
    }

    #[test]
    fn a_value_of_another_type_is_refused() {
        let mut elements = Elements::new(ElementLayout::Int { width: 8 }, 1).unwrap();
        assert!(elements.set(0, RtValue::int(1, 16)).is_err());
        let mut any = Elements::new(ElementLayout::Any, 1).unwrap();
        any.set(0, RtValue::Function("f".into())).unwrap();
        assert_eq!(any.get(0), RtValue::Function("f".into()));
    }
}
