//! Unit tests of the `func` dialect: the call and callable interfaces,
//! folding `func.constant`, and materializing folded function constants.

use super::{CallIndirectOp, CallOp as FuncCallOp, ConstantOp, FuncOp};
use crate::test_support::{context, find_op, parse};
use ir_core::interfaces::{CallOp, Callable, Callee, Fold, FoldResult};
use ir_core::ir::Builder;
use ir_core::ods::Op;
use ir_core::{AttrKind, Body, OpView};

const PROGRAM: &str = r#"
func.func @f(%a: i32) -> i32 {
  %r = func.call @g(%a) : (i32) -> i32
  %fn = func.constant @g : (i32) -> i32
  %s = func.call_indirect %fn(%r) : (i32) -> i32
  return %s : i32
}
func.func private @g(i32) -> i32
"#;

#[test]
fn functions_are_callables_with_their_signature_and_body() {
    let ctx = context();
    let module = parse(&ctx, PROGRAM);
    let (body, op) = find_op(&ctx, &module, FuncOp::matches);
    let view = OpView::new(&ctx, body, op);
    let callable = view.interface::<Callable>().expect("callable");
    let i32 = ctx.int_type(32);
    assert_eq!((callable.signature)(&view), Some((vec![i32], vec![i32])));
    assert_eq!((callable.body)(&view), Some(view.regions()[0]));
    let declaration = parse(&ctx, "func.func private @g(i32) -> i32\n");
    let (body, op) = find_op(&ctx, &declaration, FuncOp::matches);
    assert_eq!((callable.body)(&OpView::new(&ctx, body, op)), None);
}

#[test]
fn calls_name_their_callee_and_arguments() {
    let ctx = context();
    let module = parse(&ctx, PROGRAM);
    let (body, op) = find_op(&ctx, &module, FuncCallOp::matches);
    let call = OpView::new(&ctx, body, op);
    let interface = call.interface::<CallOp>().expect("call");
    let Some(Callee::Symbol(callee)) = (interface.callee)(&call) else {
        panic!("a symbol callee");
    };
    assert!(matches!(ctx.attr_kind(callee), AttrKind::SymbolRef { root, .. } if &**root == "g"));
    assert_eq!((interface.arguments)(&call), 0..1);
    let (body, op) = find_op(&ctx, &module, CallIndirectOp::matches);
    let indirect = OpView::new(&ctx, body, op);
    let interface = indirect.interface::<CallOp>().expect("call");
    let function_value = body.operands(op).next().expect("callee operand");
    assert_eq!(
        (interface.callee)(&indirect),
        Some(Callee::Value(function_value))
    );
    assert_eq!((interface.arguments)(&indirect), 1..2);
}

#[test]
fn function_constants_fold_to_their_symbol() {
    let ctx = context();
    let module = parse(&ctx, PROGRAM);
    let (body, op) = find_op(&ctx, &module, ConstantOp::matches);
    let view = OpView::new(&ctx, body, op);
    let Fold(fold) = view.interface::<Fold>().expect("fold");
    let symbol = view.property("value").expect("value");
    assert_eq!(fold(&view, &[]), Some(vec![FoldResult::Attr(symbol)]));
}

#[test]
fn symbols_of_function_type_materialize_as_func_constant() {
    let ctx = context();
    let materialize = ctx.constant_materializer("func").expect("materializer");
    let symbol = ctx.intern_attr(AttrKind::SymbolRef {
        root: "g".into(),
        nested: Vec::new(),
    });
    let i32 = ctx.int_type(32);
    let function_type = ctx.function_type(vec![i32], vec![i32]);
    let mut body = Body::new();
    let mut builder = Builder::new(&ctx, &mut body);
    let loc = ctx.unknown_loc();
    let op = materialize(&mut builder, symbol, function_type, loc).expect("a constant");
    let view = OpView::new(&ctx, &body, op);
    assert_eq!(view.name(), "func.constant");
    assert_eq!(view.property("value"), Some(symbol));
    assert_eq!(view.result_types().as_slice(), [function_type]);
    let mut builder = Builder::new(&ctx, &mut body);
    assert!(materialize(&mut builder, symbol, i32, loc).is_none());
}
