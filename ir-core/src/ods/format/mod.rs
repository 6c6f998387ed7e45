//! Declarative assembly formats: one format string per op (MLIR's
//! `assemblyFormat` language) from which both its custom parser and its
//! custom printer derive.
//!
//! `compile.rs` turns the string into `Element`s (the language itself is
//! the pest grammar `format.pest`); `parse.rs` and `print.rs` interpret
//! them with the [`OpParser`](crate::syntax::custom::OpParser) /
//! [`OpPrinter`](crate::syntax::custom::OpPrinter) API that hand-written hooks
//! use too. Formats are tiny and written by dialect authors, so the
//! compiler recurses over optional groups; nothing here recurses over IR.

mod compile;
mod parse;
mod print;
#[cfg(test)]
mod tests;

pub(crate) use compile::{compile, param_pieces, ParamPiece};
pub(crate) use parse::parse_op;
pub(crate) use print::print_op;

/// What a format variable names: a group of the op's spec, by index.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Var {
    Operand(usize),
    Result(usize),
    Attr(usize),
    Region(usize),
    Successor(usize),
    AllOperands,
    AllRegions,
    AllSuccessors,
}

/// Whose types a `type(...)` directive writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum TypeTarget {
    Operand(usize),
    Result(usize),
    AllOperands,
    AllResults,
}

/// One piece of a format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Element {
    /// A keyword or punctuation.
    Literal(String),
    /// `` ` ` `` (a space) or ``` `` ``` (no space before the next element).
    Space(bool),
    /// `$name` (or `operands`, `regions`, `successors`).
    Var(Var),
    /// `attr-dict` / `attr-dict-with-keyword`.
    AttrDict { keyword: bool },
    /// `type(...)`.
    Type(TypeTarget),
    /// `functional-type(inputs, results)`.
    FunctionalType(TypeTarget, TypeTarget),
    /// An element marked `^`: its presence decides its optional group's.
    Anchor(Box<Element>),
    /// `( ... )?` or `( ... ) : ( ... )?`.
    Optional {
        anchor: Var,
        then: Vec<Element>,
        otherwise: Vec<Element>,
    },
}

/// Where the parser keeps the types of one group of the spec.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Slot {
    Operand(usize),
    Result(usize),
}

/// A compiled format.
#[derive(Clone, Debug)]
pub struct Format {
    pub(crate) elements: Vec<Element>,
    /// Attributes the attribute dictionary leaves out (computed once here,
    /// not per printed op).
    pub(crate) elided: Vec<&'static str>,
    /// The spec's equal-type groups by slot (resolved once here, not by
    /// name per parsed op; names the spec lacks are left out).
    pub(crate) same_types: Vec<Vec<Slot>>,
    /// The spec's inference rules by the slot each fills.
    pub(crate) inferences: Vec<(Slot, crate::ods::InferFn)>,
}
