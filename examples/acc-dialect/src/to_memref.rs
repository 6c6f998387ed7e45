//! `convert-acc-to-memref`: a downstream lowering on the framework's
//! public conversion API (MLIR's DialectConversion, as a `convert-x-to-y`
//! pass is written there). A cell becomes a `memref<iN>` slot: the type
//! converter maps `!acc.cell<iN>` to `memref<iN>` (and types holding
//! cells through their nested types), `acc.cell` becomes an
//! `memref.alloca` stored with zero, `acc.add` a load, an `arith.addi`
//! and a store, `acc.get` a load. Function signatures, calls, returns and
//! branches carrying cells are converted by the `func` dialect's
//! signature conversion; every other op is legal.

use crate::ops::{AddOp, CellOp, GetOp};
use crate::CellType;
use ir_core::conversion::{
    apply_partial_conversion, Conversion, ConversionPatternSet, ConversionRewriter,
    ConversionTarget, FnPattern, Legality, OpAdaptor, TypeConverter,
};
use ir_core::ir::{InsertPoint, OwnedOp};
use ir_core::ods::Op;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry};
use ir_core::{Context, Diagnostic, OpId, OpView, Type, TypeKind, ValueId};
use ir_dialects::arith::{AddIOp, ConstantOp};
use ir_dialects::func::conversion::{populate_signature_conversion, signature_legality};
use ir_dialects::memref::{AllocaOp, LoadOp, StoreOp};
use std::sync::Arc;

/// Registers `convert-acc-to-memref`.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "convert-acc-to-memref",
        "ConvertAccToMemRef",
        "Lower acc cells to rank-0 memrefs with loads and stores",
        |_| Ok(Box::new(AccToMemRef)),
    ));
}

/// The pass.
struct AccToMemRef;

impl Pass for AccToMemRef {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        let converter = Arc::new(cell_converter());
        let mut conversion_target = ConversionTarget::new();
        conversion_target
            .add_illegal_dialect("acc")
            .add_legal_op(crate::ops::ScaleOp::op_name(ctx))
            .unknown_ops(Some(Legality::Legal));
        signature_legality(ctx, &mut conversion_target, converter.clone());
        let mut patterns = ConversionPatternSet::new();
        patterns
            .add(
                CellOp::op_name(ctx),
                FnPattern {
                    name: "acc-cell-to-alloca",
                    benefit: 1,
                    rewrite: lower_cell,
                },
            )
            .add(
                AddOp::op_name(ctx),
                FnPattern {
                    name: "acc-add-to-load-add-store",
                    benefit: 1,
                    rewrite: lower_add,
                },
            )
            .add(
                GetOp::op_name(ctx),
                FnPattern {
                    name: "acc-get-to-load",
                    benefit: 1,
                    rewrite: lower_get,
                },
            );
        populate_signature_conversion(ctx, &mut patterns);
        let conversion = Conversion {
            target: &conversion_target,
            patterns: &patterns,
            converter: Some(&converter),
        };
        apply_partial_conversion(ctx, target, &conversion).map(|_| ())
    }
}

/// `!acc.cell<iN>` to `memref<iN>`; other types as they are.
pub fn cell_converter() -> TypeConverter {
    let mut converter = TypeConverter::with_identity_fallback();
    converter.add_one_to_one(|ctx, ty| Some(slot_type(ctx, ctx.type_as::<CellType>(ty)?.element)));
    converter
}

/// `memref<element>`.
fn slot_type(ctx: &Context, element: Type) -> Type {
    ctx.intern_type(TypeKind::MemRef {
        shape: Vec::new(),
        element,
        layout: None,
        memory_space: None,
    })
}

/// The element type of the slot `value` (a converted cell) holds.
fn slot_element(rewriter: &ConversionRewriter<'_>, value: ValueId) -> Option<Type> {
    match rewriter.ctx().type_kind(rewriter.body().value_type(value)) {
        TypeKind::MemRef { shape, element, .. } if shape.is_empty() => Some(*element),
        _ => None,
    }
}

/// `%c = acc.cell` to `%m = memref.alloca()`, `memref.store %zero, %m[]`.
fn lower_cell(rewriter: &mut ConversionRewriter<'_>, op: OpId, _: &OpAdaptor) -> Option<()> {
    let ctx = rewriter.ctx();
    let view = OpView::new(ctx, rewriter.body(), op);
    let cell = view.as_op::<CellOp>()?.result();
    let element = ctx
        .type_as::<CellType>(rewriter.body().value_type(cell))?
        .element;
    let loc = rewriter.body().op_loc(op);
    rewriter.set_insertion_point(InsertPoint::Before(op));
    let slot = rewriter.create(AllocaOp::state(
        ctx,
        loc,
        slot_type(ctx, element),
        &[],
        &[],
        None,
    ));
    let slot = rewriter.body().results(slot)[0];
    let zero = rewriter.create(ConstantOp::state(
        ctx,
        loc,
        element,
        ctx.int_attr(0, element),
    ));
    let zero = rewriter.body().results(zero)[0];
    rewriter.create(StoreOp::state(ctx, loc, zero, slot, &[], None, None));
    rewriter.replace_op(op, &[slot]);
    Some(())
}

/// `acc.add %c, %x` to a load, an `arith.addi` and a store.
fn lower_add(rewriter: &mut ConversionRewriter<'_>, op: OpId, adaptor: &OpAdaptor) -> Option<()> {
    let ctx = rewriter.ctx();
    let add = OpView::new(ctx, rewriter.body(), op).as_op::<AddOp>()?;
    let value = add.value();
    let slot = adaptor.single(0)?;
    let element = slot_element(rewriter, slot)?;
    let loc = rewriter.body().op_loc(op);
    rewriter.set_insertion_point(InsertPoint::Before(op));
    let old = rewriter.create(LoadOp::state(ctx, loc, element, slot, &[], None, None));
    let old = rewriter.body().results(old)[0];
    let sum = rewriter.create(AddIOp::state(ctx, loc, element, old, value, None));
    let sum = rewriter.body().results(sum)[0];
    rewriter.create(StoreOp::state(ctx, loc, sum, slot, &[], None, None));
    rewriter.erase_op(op);
    Some(())
}

/// `%v = acc.get %c` to `%v = memref.load %m[]`.
fn lower_get(rewriter: &mut ConversionRewriter<'_>, op: OpId, adaptor: &OpAdaptor) -> Option<()> {
    let ctx = rewriter.ctx();
    OpView::new(ctx, rewriter.body(), op).as_op::<GetOp>()?;
    let slot = adaptor.single(0)?;
    let element = slot_element(rewriter, slot)?;
    let loc = rewriter.body().op_loc(op);
    rewriter.set_insertion_point(InsertPoint::Before(op));
    let load = rewriter.create(LoadOp::state(ctx, loc, element, slot, &[], None, None));
    let loaded = rewriter.body().results(load)[0];
    rewriter.replace_op(op, &[loaded]);
    Some(())
}
