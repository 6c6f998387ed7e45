//! How often the regions of `scf.if` and `scf.index_switch` run (MLIR's
//! `getRegionInvocationBounds` of both ops): each at most once; with a
//! constant condition or selector, the region it selects at most once and
//! the others never (the region taken is the op's `ConstantSuccessor`).

use ir_core::interfaces::{ConstantSuccessor, InvocationBounds, RegionInvocationBounds};

/// The bounds of an op that runs one of its regions at most once.
pub(super) fn one_region_at_most_once() -> RegionInvocationBounds {
    RegionInvocationBounds(|view, constants| {
        let taken = view
            .interface::<ConstantSuccessor>()
            .and_then(|ConstantSuccessor(taken)| taken(view, constants));
        (0..view.regions().len())
            .map(|region| InvocationBounds {
                lower: 0,
                upper: Some(taken.map_or(1, |taken| u32::from(taken == region))),
            })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use crate::scf::IfOp;
    use crate::test_support::{context, find_op, parse};
    use ir_core::interfaces::{InvocationBounds, RegionInvocationBounds};
    use ir_core::ods::Op;
    use ir_core::{Attr, OpView};

    #[test]
    fn a_constant_condition_selects_one_region() {
        let ctx = context();
        let module = parse(
            &ctx,
            "func.func @f(%c: i1) {
               scf.if %c {
               } else {
               }
               return
             }",
        );
        let (body, op) = find_op(&ctx, &module, IfOp::matches);
        let view = OpView::new(&ctx, body, op);
        let RegionInvocationBounds(bounds) = view.interface().expect("bounds");
        let at_most = |upper| InvocationBounds {
            lower: 0,
            upper: Some(upper),
        };
        assert_eq!(bounds(&view, &[None]), [at_most(1), at_most(1)]);
        let truth: Attr = ctx.int_attr(-1, ctx.int_type(1));
        assert_eq!(bounds(&view, &[Some(truth)]), [at_most(1), at_most(0)]);
    }
}
