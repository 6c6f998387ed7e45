//! Kinds of parameters of dialect types and attributes (MLIR's
//! `AttrOrTypeParameter`s): how each is written in a declarative format
//! and which types and attributes it holds.
//!
//! Types, attributes, integers, `bool`, strings, lists of these, and the
//! enumerations of `int_enum!` / `bit_enum!` are parameters; a dialect
//! adds its own kinds by implementing [`Param`].

use super::format::{ParamParser, ParamPrinter};
use super::subelements::{SubElement, SubElementReplacer};
use crate::context::attributes::Attr;
use crate::context::types::Type;
use crate::diagnostics::Diagnostic;
use std::fmt::Debug;
use std::hash::Hash;

/// A parameter of a dialect type or attribute.
pub trait Param: Clone + Eq + Hash + Debug + Send + Sync + 'static {
    /// Parses the parameter as a format writes it.
    fn parse(p: &mut ParamParser<'_, '_, '_>) -> Result<Self, Diagnostic>;

    /// Prints the parameter as a format writes it.
    fn print(&self, p: &mut ParamPrinter<'_>);

    /// Visits the types and attributes the parameter holds.
    fn walk(&self, _visit: &mut dyn FnMut(SubElement)) {}

    /// The parameter with the types and attributes it holds replaced.
    fn replace(&self, _replacer: &mut dyn SubElementReplacer) -> Self {
        self.clone()
    }
}

impl Param for Type {
    fn parse(p: &mut ParamParser<'_, '_, '_>) -> Result<Self, Diagnostic> {
        p.parse_type()
    }

    fn print(&self, p: &mut ParamPrinter<'_>) {
        p.print_type(*self)
    }

    fn walk(&self, visit: &mut dyn FnMut(SubElement)) {
        visit(SubElement::Type(*self))
    }

    fn replace(&self, replacer: &mut dyn SubElementReplacer) -> Self {
        replacer.replace_type(*self)
    }
}

impl Param for Attr {
    fn parse(p: &mut ParamParser<'_, '_, '_>) -> Result<Self, Diagnostic> {
        p.parse_attr()
    }

    fn print(&self, p: &mut ParamPrinter<'_>) {
        p.print_attr(*self)
    }

    fn walk(&self, visit: &mut dyn FnMut(SubElement)) {
        visit(SubElement::Attr(*self))
    }

    fn replace(&self, replacer: &mut dyn SubElementReplacer) -> Self {
        replacer.replace_attr(*self)
    }
}

/// Integers are written as decimal numbers (`0x` hex is read too).
macro_rules! integer_params {
    ($($int:ty),*) => {$(
        impl Param for $int {
            fn parse(p: &mut ParamParser<'_, '_, '_>) -> Result<Self, Diagnostic> {
                let offset = p.offset();
                let value = p.parse_integer()?;
                <$int>::try_from(value).map_err(|_| {
                    p.error_at(offset, format!("integer {value} does not fit in {}", stringify!($int)))
                })
            }

            fn print(&self, p: &mut ParamPrinter<'_>) {
                p.write(itoa::Buffer::new().format(*self))
            }
        }
    )*};
}

integer_params!(i8, i16, i32, i64, i128, u8, u16, u32, u64, usize);

impl Param for bool {
    fn parse(p: &mut ParamParser<'_, '_, '_>) -> Result<Self, Diagnostic> {
        if p.parse_optional_literal("true") {
            return Ok(true);
        }
        p.parse_literal("false").map(|()| false)
    }

    fn print(&self, p: &mut ParamPrinter<'_>) {
        p.write(if *self { "true" } else { "false" })
    }
}

/// A string, written quoted.
impl Param for Box<str> {
    fn parse(p: &mut ParamParser<'_, '_, '_>) -> Result<Self, Diagnostic> {
        p.parse_string().map(String::into_boxed_str)
    }

    fn print(&self, p: &mut ParamPrinter<'_>) {
        let ctx = p.ctx();
        p.print_attr(ctx.string_attr(self))
    }
}

/// A list, written with `, ` between its elements (MLIR's
/// `ArrayRefParameter`); it ends before a closing bracket.
impl<T: Param> Param for Vec<T> {
    fn parse(p: &mut ParamParser<'_, '_, '_>) -> Result<Self, Diagnostic> {
        let mut items = Vec::new();
        if p.at_closing() {
            return Ok(items);
        }
        loop {
            items.push(T::parse(p)?);
            if !p.parse_optional_literal(",") {
                return Ok(items);
            }
        }
    }

    fn print(&self, p: &mut ParamPrinter<'_>) {
        for (i, item) in self.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            item.print(p);
        }
    }

    fn walk(&self, visit: &mut dyn FnMut(SubElement)) {
        self.iter().for_each(|item| item.walk(visit))
    }

    fn replace(&self, replacer: &mut dyn SubElementReplacer) -> Self {
        self.iter().map(|item| item.replace(replacer)).collect()
    }
}
