//! Unit tests of the memref dialect's interfaces and cast rule.

use super::cast::cast_compatible;
use super::{AllocOp, AllocaOp, DeallocOp, LoadOp, StoreOp};
use crate::test::AnyOp;
use crate::test_support::{context, find_op, parse, print, IsOp};
use ir_core::interfaces::{
    memory_effects, Effect, EffectInstance, MemAccess, PromotableAllocation, PromotableMemOp,
};
use ir_core::ods::Op;
use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::OpView;

/// A function (generic form) whose body is `ops`, with arguments
/// `%i: index, %v: f32`.
fn function(ops: &str) -> String {
    format!(
        "\"func.func\"() <{{function_type = (index, f32) -> (), sym_name = \"f\"}}> ({{\n\
         ^bb0(%i: index, %v: f32):\n{ops}\n  \"func.return\"() : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn effects_name_the_memref() {
    let ctx = context();
    let module = parse(
        &ctx,
        &function(
            "%m = memref.alloc() : memref<4xf32>
             %x = memref.load %m[%i] : memref<4xf32>
             memref.store %v, %m[%i] : memref<4xf32>
             memref.dealloc %m : memref<4xf32>",
        ),
    );
    let (body, alloc) = find_op(&ctx, &module, AllocOp::matches);
    let memref = body.results(alloc)[0];
    let effect = |is: IsOp| {
        let (body, op) = find_op(&ctx, &module, is);
        memory_effects(&OpView::new(&ctx, body, op))
    };
    let on = |effect| {
        Some(vec![EffectInstance {
            effect,
            value: Some(memref),
        }])
    };
    assert_eq!(effect(AllocOp::matches), on(Effect::Allocate));
    assert_eq!(effect(LoadOp::matches), on(Effect::Read));
    assert_eq!(effect(StoreOp::matches), on(Effect::Write));
    assert_eq!(effect(DeallocOp::matches), on(Effect::Free));
}

#[test]
fn single_element_allocas_are_promotable() {
    let ctx = context();
    let module = parse(
        &ctx,
        &function(
            "%a = memref.alloca() : memref<f32>
             %b = memref.alloca() : memref<1x1xf32>
             %c = memref.alloca() : memref<4xf32>",
        ),
    );
    let (body, first) = find_op(&ctx, &module, AllocaOp::matches);
    let mut op = Some(first);
    let mut slots = Vec::new();
    while let Some(current) = op.filter(|&o| AllocaOp::matches(&OpView::new(&ctx, body, o))) {
        let view = OpView::new(&ctx, body, current);
        let promotable = view
            .interface::<PromotableAllocation>()
            .expect("alloca is promotable");
        slots.push((promotable.slot)(&view).map(|(_, ty)| ty));
        op = body.next_op(current);
    }
    let f32 = ctx.float_type(ir_core::FloatKind::F32);
    assert_eq!(slots, vec![Some(f32), Some(f32), None]);
}

#[test]
fn loads_and_stores_say_how_they_use_a_slot() {
    let ctx = context();
    let module = parse(
        &ctx,
        &function(
            "%s = memref.alloca() : memref<1xf32>
             %x = memref.load %s[%i] : memref<1xf32>
             memref.store %v, %s[%i] : memref<1xf32>
             %p = memref.alloca() : memref<1xmemref<1xf32>>
             memref.store %s, %p[%i] : memref<1xmemref<1xf32>>",
        ),
    );
    let (body, alloca) = find_op(&ctx, &module, AllocaOp::matches);
    let slot = body.results(alloca)[0];
    let access = |is: IsOp, nth: usize| {
        let (body, first) = find_op(&ctx, &module, is);
        let op = (0..nth).fold(first, |o, _| {
            let mut next = body.next_op(o).expect("a next op");
            while body.op_name(next) != body.op_name(first) {
                next = body.next_op(next).expect("a next op");
            }
            next
        });
        let view = OpView::new(&ctx, body, op);
        let memop = view
            .interface::<PromotableMemOp>()
            .expect("promotable mem op");
        ((memop.access)(&view, slot), (memop.indices)(&view))
    };
    assert_eq!(access(LoadOp::matches, 0), (Some(MemAccess::Load), 1..2));
    assert_eq!(
        access(StoreOp::matches, 0),
        (Some(MemAccess::Store { stored: 0 }), 2..3)
    );
    // Storing the slot's pointer elsewhere blocks its promotion.
    assert_eq!(access(StoreOp::matches, 1).0, None);
}

#[test]
fn cast_compatibility_follows_mlir() {
    let ctx = context();
    let ty = |text: &str| {
        let src = format!("\"test.op\"() : () -> {text}");
        let options = ParseOptions::whole_file("t.mlir");
        let module = parse_source(&ctx, &src, options).expect("type parses");
        let (body, op) = find_op(&ctx, &module, AnyOp::matches);
        body.value_type(body.results(op)[0])
    };
    let cases = [
        ("memref<4xf32>", "memref<?xf32>", true),
        ("memref<?xf32>", "memref<4xf32>", true),
        ("memref<4xf32>", "memref<5xf32>", false),
        ("memref<4xf32>", "memref<4xi32>", false),
        ("memref<4xf32>", "memref<2x2xf32>", false),
        ("memref<4xf32>", "memref<4xf32, 1>", false),
        ("memref<4xf32>", "memref<*xf32>", true),
        ("memref<*xf32>", "memref<4x?xf32>", true),
        ("memref<*xf32>", "memref<*xf32>", false),
        ("memref<*xf32>", "memref<4xi8>", false),
        ("memref<4x4xf32>", "memref<4x4xf32, strided<[4, 1]>>", true),
        (
            "memref<4x4xf32>",
            "memref<4x4xf32, strided<[?, 1], offset: ?>>",
            true,
        ),
        ("memref<4x4xf32>", "memref<4x4xf32, strided<[8, 1]>>", false),
        (
            "memref<4x4xf32>",
            "memref<4x4xf32, strided<[4, 1], offset: 2>>",
            false,
        ),
        (
            "memref<4xf32>",
            "memref<4xf32, affine_map<(d0) -> (d0 + 1)>>",
            false,
        ),
    ];
    for (from, to, expected) in cases {
        assert_eq!(
            cast_compatible(&ctx, ty(from), ty(to)),
            expected,
            "{from} to {to}"
        );
    }
}

#[test]
fn custom_form_round_trips() {
    let ctx = context();
    let ops = "    %alloc = memref.alloc(%arg0)[%arg0] {alignment = 64 : i64} : memref<?xf32, strided<[1], offset: ?>>
    %0 = memref.load %alloc[%arg0] {nontemporal = true} : memref<?xf32, strided<[1], offset: ?>>
    memref.store %arg1, %alloc[%arg0] : memref<?xf32, strided<[1], offset: ?>>
";
    let module = parse(
        &ctx,
        &function(&ops.replace("%arg0", "%i").replace("%arg1", "%v")),
    );
    let printed = print(&ctx, &module);
    assert!(printed.contains(ops), "{printed}");
}
