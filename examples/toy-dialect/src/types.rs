//! The dialect's type `!toy.struct<i32, f64>` and attribute
//! `#toy.predicate<lt>`, declared as Rust values with their syntax and
//! checks, and the enumeration the attribute holds.

use ir_core::{attr_def, int_enum, type_def, Attr, Context, Type};
use std::cmp::Ordering;

type_def! {
    /// `!toy.struct<i32, f64>`: a value made of values of these types.
    pub struct StructType = toy.struct {
        /// The type of each element, in order.
        pub elements: Vec<Type>,
    }
    format = "`<` $elements `>`";
    verify = verify_struct;
}

impl StructType {
    /// The type of element `index`, if the struct has one.
    pub fn element(&self, index: i64) -> Option<Type> {
        self.elements.get(usize::try_from(index).ok()?).copied()
    }
}

/// A struct has at least one element.
fn verify_struct(ty: &StructType, _: &Context) -> Result<(), String> {
    if ty.elements.is_empty() {
        return Err("a struct has at least one element".into());
    }
    Ok(())
}

int_enum! {
    /// How `toy.cmp` compares two signed integers.
    pub enum Predicate {
        /// Equal.
        Eq = 0 => "eq",
        /// Not equal.
        Ne = 1 => "ne",
        /// Less than.
        Lt = 2 => "lt",
        /// Less than or equal.
        Le = 3 => "le",
        /// Greater than.
        Gt = 4 => "gt",
        /// Greater than or equal.
        Ge = 5 => "ge",
    }
}

impl Predicate {
    /// Whether the predicate holds of two values ordered `order`.
    pub fn holds(self, order: Ordering) -> bool {
        match self {
            Predicate::Eq => order.is_eq(),
            Predicate::Ne => order.is_ne(),
            Predicate::Lt => order.is_lt(),
            Predicate::Le => order.is_le(),
            Predicate::Gt => order.is_gt(),
            Predicate::Ge => order.is_ge(),
        }
    }
}

attr_def! {
    /// `#toy.predicate<lt>`: what `toy.cmp` tests.
    pub struct PredicateAttr = toy.predicate {
        /// The predicate.
        pub predicate: Predicate,
    }
    format = "`<` $predicate `>`";
}

impl PredicateAttr {
    /// `#toy.predicate<predicate>`.
    pub fn make(ctx: &Context, predicate: Predicate) -> Attr {
        ctx.make_attr(PredicateAttr { predicate })
            .expect("a predicate attribute needs no check")
    }
}

#[cfg(test)]
mod tests {
    use super::{Predicate, PredicateAttr, StructType};
    use ir_core::{Context, FloatKind};

    #[test]
    fn values_are_checked_when_made() {
        let ctx = Context::new();
        let (i32, f64) = (ctx.int_type(32), ctx.float_type(FloatKind::F64));
        let pair = ctx
            .make_type(StructType {
                elements: vec![i32, f64],
            })
            .expect("a valid struct");
        let read = ctx.type_as::<StructType>(pair).map(|s| &s.elements[..]);
        assert_eq!(read, Some(&[i32, f64][..]));
        let empty = ctx.make_type(StructType { elements: vec![] });
        assert_eq!(empty, Err("a struct has at least one element".into()));
        let lt = PredicateAttr::make(&ctx, Predicate::Lt);
        let read = ctx.attr_as::<PredicateAttr>(lt).map(|p| p.predicate);
        assert_eq!(read, Some(Predicate::Lt));
    }
}
