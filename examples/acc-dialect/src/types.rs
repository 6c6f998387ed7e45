//! The dialect's type `!acc.cell<iN>` and attribute `#acc.factor<N>`,
//! declared as Rust values with their syntax and checks.

use ir_core::{attr_def, type_def, Context, Signedness, Type, TypeKind};

type_def! {
    /// `!acc.cell<i32>`: a mutable cell holding a signless integer.
    pub struct CellType = acc.cell {
        /// The integer type the cell holds.
        pub element: Type,
    }
    format = "`<` $element `>`";
    verify = verify_cell;
}

/// A cell holds a signless integer of 1 to 64 bits.
fn verify_cell(cell: &CellType, ctx: &Context) -> Result<(), String> {
    match ctx.type_kind(cell.element) {
        TypeKind::Integer {
            width: 1..=64,
            signedness: Signedness::Signless,
        } => Ok(()),
        _ => {
            let mut spelling = String::new();
            ir_core::syntax::printer::print_type(ctx, cell.element, &mut spelling);
            Err(format!(
                "a cell holds a signless integer of 1 to 64 bits, not `{spelling}`"
            ))
        }
    }
}

attr_def! {
    /// `#acc.factor<3>`: a non-zero constant factor.
    pub struct FactorAttr = acc.factor {
        /// The factor.
        pub value: i64,
    }
    format = "`<` $value `>`";
    verify = verify_factor;
}

/// A factor of 0 would erase the value.
fn verify_factor(factor: &FactorAttr, _: &Context) -> Result<(), String> {
    match factor.value {
        0 => Err("a factor of 0 would erase the value; use a non-zero factor".into()),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::{CellType, FactorAttr};
    use ir_core::Context;

    #[test]
    fn values_are_checked_when_made() {
        let ctx = Context::new();
        let i32 = ctx.int_type(32);
        let cell = ctx
            .make_type(CellType { element: i32 })
            .expect("a valid cell");
        assert_eq!(ctx.make_type(CellType { element: i32 }), Ok(cell));
        assert_eq!(ctx.type_as::<CellType>(cell).map(|c| c.element), Some(i32));
        let f32 = ctx.float_type(ir_core::FloatKind::F32);
        assert!(ctx.make_type(CellType { element: f32 }).is_err());
        assert!(ctx.make_attr(FactorAttr { value: 0 }).is_err());
        let three = ctx
            .make_attr(FactorAttr { value: 3 })
            .expect("a valid factor");
        assert_eq!(ctx.attr_as::<FactorAttr>(three).map(|f| f.value), Some(3));
    }
}
