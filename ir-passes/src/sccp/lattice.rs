//! The SCCP lattice: unknown (no information yet), one constant, or
//! overdefined (not a single constant).

use ir_core::{Attr, OpName};

/// What SCCP knows of a value.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub(super) enum Lattice {
    /// Not reached yet.
    #[default]
    Unknown,
    /// Always this constant; `producer` is the op that computed it (its
    /// dialect materializes the constant).
    Constant {
        /// The value.
        value: Attr,
        /// The op whose fold gave it.
        producer: OpName,
    },
    /// Several values, or unknowable.
    Overdefined,
}

impl Lattice {
    /// The meet: what is known of a value that is either `self` or `other`.
    pub(super) fn meet(self, other: Lattice) -> Lattice {
        match (self, other) {
            (Lattice::Unknown, x) | (x, Lattice::Unknown) => x,
            (Lattice::Constant { value: a, .. }, Lattice::Constant { value: b, .. }) if a == b => {
                self
            }
            _ => Lattice::Overdefined,
        }
    }

    /// The constant, if it is one.
    pub(super) fn constant(self) -> Option<Attr> {
        match self {
            Lattice::Constant { value, .. } => Some(value),
            _ => None,
        }
    }
}
