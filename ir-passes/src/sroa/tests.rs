//! Unit tests of `sroa`: what is split and into how many pieces, in which
//! order, and what is left alone.

use super::{destructure, Destructured};
use crate::test_support::transform_text;
use ir_core::Dialect;

/// `sroa` on `src`: the printed result and what each split took.
fn run(src: &str) -> (String, Vec<Destructured>) {
    let mut splits = Vec::new();
    let printed = transform_text(Dialect::new("t", vec![]), src, false, |ctx, body, roots| {
        for &root in roots {
            for block in body.region_blocks(root).collect::<Vec<_>>() {
                for func in body.block_ops(block).collect::<Vec<_>>() {
                    let inner = body.regions_body_mut(func);
                    let regions = inner.root_regions().collect::<Vec<_>>();
                    splits.extend(destructure(ctx, inner, &regions));
                }
            }
        }
    });
    (printed, splits)
}

#[test]
fn splits_an_array_into_its_accessed_elements_latest_access_first() {
    let (printed, splits) = run(r#"
func.func @f(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloca() : memref<2x3xi32>
  memref.store %v, %m[%c0, %c0] : memref<2x3xi32>
  memref.store %v, %m[%c0, %c2] : memref<2x3xi32>
  %a = memref.load %m[%c0, %c0] : memref<2x3xi32>
  return %a : i32
}
"#);
    assert_eq!(
        splits,
        vec![Destructured {
            elements: 6,
            used: 2
        }]
    );
    let expected = "    %alloca = memref.alloca() : memref<i32>\n    \
                    %alloca_0 = memref.alloca() : memref<i32>\n    \
                    memref.store %arg0, %alloca[] : memref<i32>\n    \
                    memref.store %arg0, %alloca_0[] : memref<i32>\n    \
                    %0 = memref.load %alloca[] : memref<i32>\n";
    assert!(printed.contains(expected), "{printed}");
}

#[test]
fn leaves_alone_what_cannot_be_split() {
    let (printed, splits) = run(r#"
func.func @escapes(%v: i32) -> memref<4xi32> {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  return %m : memref<4xi32>
}
func.func @dynamic(%v: i32, %i: index) {
  %m = memref.alloca() : memref<4xi32>
  memref.store %v, %m[%i] : memref<4xi32>
  return
}
func.func @out_of_bounds(%v: i32) {
  %c4 = arith.constant 4 : index
  %m = memref.alloca() : memref<4xi32>
  memref.store %v, %m[%c4] : memref<4xi32>
  return
}
func.func @too_big(%v: i32) {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<17xi32>
  memref.store %v, %m[%c0] : memref<17xi32>
  return
}
func.func @one_element(%v: i32) {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<1xi32>
  memref.store %v, %m[%c0] : memref<1xi32>
  return
}
func.func @unused() {
  %m = memref.alloca() : memref<4xi32>
  return
}
"#);
    assert_eq!(splits, vec![]);
    assert!(!printed.contains("memref<i32>"), "{printed}");
}
