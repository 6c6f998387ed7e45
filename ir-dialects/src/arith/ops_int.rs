//! The integer arithmetic ops (`addi`, `subi`, ..., `minui`): two operands
//! and a result of one signless integer or index type (or vectors and
//! tensors of it), written `$lhs, $rhs <flags> : type`. Each is declared
//! on one line by [`int_ops!`]: handle, mnemonic, summary, the flag it
//! carries (`overflow`, `exact` or `plain`), traits, folder, semantics,
//! and, where it has them, canonicalization patterns and speculatability.

use super::attrs::{overflow_none, OverflowAttr};
use super::fold::int as fold;
use super::interp::int::{binary, Flags, IntOp};
use super::patterns::int as patterns;
use super::types::binary_constraints;
use super::verify;
use super::TwoOperands;
use ir_core::interfaces::{Canonicalize, Fold};
use ir_core::interp::Interpretable;
use ir_core::ods::{op_attrs::UnitAttr, TypeConstraint};
use ir_core::{OpDefinition, OpTraits, ValueId};

/// What the integer ops compute with.
const INT: TypeConstraint = TypeConstraint::SIGNLESS_INTEGER_LIKE;

/// One integer op's `op!` declaration, by the flag it carries.
macro_rules! int_op {
    (overflow, $(#[$meta:meta])* $name:ident = $mnemonic:ident, $summary:literal) => {
        ir_core::op! {
            $(#[$meta])*
            pub struct $name = arith.$mnemonic {
                summary: $summary,
                operands: (lhs: one(INT), rhs: one(INT)),
                results: (result: one(INT)),
                attributes: (overflow_flags as "overflowFlags": default(OverflowAttr, overflow_none)),
                constraints: binary_constraints,
                format: "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
            }
        }
    };
    (exact, $(#[$meta:meta])* $name:ident = $mnemonic:ident, $summary:literal) => {
        ir_core::op! {
            $(#[$meta])*
            pub struct $name = arith.$mnemonic {
                summary: $summary,
                operands: (lhs: one(INT), rhs: one(INT)),
                results: (result: one(INT)),
                attributes: (is_exact as "isExact": optional(UnitAttr)),
                constraints: binary_constraints,
                format: "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
            }
        }
    };
    (plain, $(#[$meta:meta])* $name:ident = $mnemonic:ident, $summary:literal) => {
        ir_core::op! {
            $(#[$meta])*
            pub struct $name = arith.$mnemonic {
                summary: $summary,
                operands: (lhs: one(INT), rhs: one(INT)),
                results: (result: one(INT)),
                constraints: binary_constraints,
                format: "$lhs `,` $rhs attr-dict `:` type($result)",
            }
        }
    };
}

/// The poison-generating flags of `$view`, an op of handle `$name`.
macro_rules! int_flags {
    (overflow, $name:ident, $view:ident) => {
        Flags::overflow($view.as_op::<$name>().and_then(|op| op.overflow_flags()))
    };
    (exact, $name:ident, $view:ident) => {
        Flags::exact(
            $view
                .as_op::<$name>()
                .and_then(|op| op.is_exact())
                .is_some(),
        )
    };
    (plain, $name:ident, $view:ident) => {{
        let _ = $view;
        Flags::default()
    }};
}

/// Declares the integer ops and [`ops`], their definitions with traits
/// (besides `PURE`), signature verifier, folder, semantics, patterns and
/// speculatability.
macro_rules! int_ops {
    ($(
        $(#[$meta:meta])*
        $name:ident = $mnemonic:ident: $summary:literal, $flag:ident, $traits:ident,
            $folder:path, $semantics:expr $(, patterns: $patterns:path)?
            $(, speculation: $speculation:path)?;
    )*) => {
        $(
            int_op!($flag, $(#[$meta])* $name = $mnemonic, $summary);

            impl TwoOperands for $name<'_> {
                fn parts(&self) -> (ValueId, ValueId, ValueId) {
                    (self.lhs(), self.rhs(), self.result())
                }
            }
        )*

        /// The definitions of the integer arithmetic ops.
        pub fn ops() -> Vec<OpDefinition> {
            vec![$(
                $name::definition()
                    .with_traits(OpTraits::$traits)
                    .with_signature_verifier(verify::arithmetic)
                    .with_interface(Fold($folder))
                    .with_interface(Interpretable::simple(|_, view, values| {
                        binary(values, $semantics, int_flags!($flag, $name, view))
                    }))
                    $( .with_interface(Canonicalize($patterns)) )?
                    $( .with_interface($speculation) )?
            ),*]
        }
    };
}

int_ops! {
    /// `%r = arith.addi %a, %b overflow<nsw> : i32`: wrapping addition.
    AddIOp = addi: "Integer addition", overflow, COMMUTATIVE, fold::addi, IntOp::Add, patterns: patterns::addi;
    /// `%r = arith.subi %a, %b : i32`: wrapping subtraction.
    SubIOp = subi: "Integer subtraction", overflow, NONE, fold::subi, IntOp::Sub, patterns: patterns::subi;
    /// `%r = arith.muli %a, %b : i32`: wrapping multiplication.
    MulIOp = muli: "Integer multiplication", overflow, COMMUTATIVE, fold::muli, IntOp::Mul, patterns: patterns::muli;
    /// `%r = arith.divsi %a, %b exact : i32`.
    DivSIOp = divsi: "Signed integer division (rounds toward zero)", exact, NONE, fold::divsi, IntOp::DivS,
        speculation: super::speculation::SIGNED;
    /// `%r = arith.divui %a, %b : i32`.
    DivUIOp = divui: "Unsigned integer division (rounds toward zero)", exact, NONE, fold::divui, IntOp::DivU,
        speculation: super::speculation::UNSIGNED;
    /// `%r = arith.ceildivsi %a, %b : i32`.
    CeilDivSIOp = ceildivsi: "Signed integer division rounding up", plain, NONE, fold::ceildivsi, IntOp::CeilDivS,
        speculation: super::speculation::SIGNED;
    /// `%r = arith.ceildivui %a, %b : i32`.
    CeilDivUIOp = ceildivui: "Unsigned integer division rounding up", plain, NONE, fold::ceildivui, IntOp::CeilDivU,
        speculation: super::speculation::UNSIGNED;
    /// `%r = arith.floordivsi %a, %b : i32`.
    FloorDivSIOp = floordivsi: "Signed integer division rounding down", plain, NONE, fold::floordivsi, IntOp::FloorDivS,
        speculation: super::speculation::SIGNED;
    /// `%r = arith.remsi %a, %b : i32`.
    RemSIOp = remsi: "Signed integer remainder", plain, NONE, fold::remsi, IntOp::RemS,
        speculation: super::speculation::SIGNED;
    /// `%r = arith.remui %a, %b : i32`.
    RemUIOp = remui: "Unsigned integer remainder", plain, NONE, fold::remui, IntOp::RemU,
        speculation: super::speculation::UNSIGNED;
    /// `%r = arith.andi %a, %b : i32`.
    AndIOp = andi: "Bitwise and", plain, COMMUTATIVE, fold::andi, IntOp::And, patterns: patterns::andi;
    /// `%r = arith.ori %a, %b : i32`.
    OrIOp = ori: "Bitwise or", plain, COMMUTATIVE, fold::ori, IntOp::Or, patterns: patterns::ori;
    /// `%r = arith.xori %a, %b : i32`.
    XOrIOp = xori: "Bitwise exclusive or", plain, COMMUTATIVE, fold::xori, IntOp::Xor, patterns: patterns::xori;
    /// `%r = arith.shli %a, %b overflow<nuw> : i32`.
    ShLIOp = shli: "Shift left", overflow, NONE, fold::shli, IntOp::Shl;
    /// `%r = arith.shrsi %a, %b exact : i32`.
    ShRSIOp = shrsi: "Arithmetic shift right", exact, NONE, fold::shrsi, IntOp::ShrS;
    /// `%r = arith.shrui %a, %b exact : i32`.
    ShRUIOp = shrui: "Logical shift right", exact, NONE, fold::shrui, IntOp::ShrU;
    /// `%r = arith.maxsi %a, %b : i32`.
    MaxSIOp = maxsi: "Signed integer maximum", plain, COMMUTATIVE, fold::maxsi, IntOp::MaxS;
    /// `%r = arith.maxui %a, %b : i32`.
    MaxUIOp = maxui: "Unsigned integer maximum", plain, COMMUTATIVE, fold::maxui, IntOp::MaxU;
    /// `%r = arith.minsi %a, %b : i32`.
    MinSIOp = minsi: "Signed integer minimum", plain, COMMUTATIVE, fold::minsi, IntOp::MinS;
    /// `%r = arith.minui %a, %b : i32`.
    MinUIOp = minui: "Unsigned integer minimum", plain, COMMUTATIVE, fold::minui, IntOp::MinU;
}
