// RUN: ir-opt %s --sroa | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(sroa))' | FileCheck %s

/// sroa splits a memref.alloca of 2 to 16 elements whose every use is a
/// load or store at constant in-bounds indices into one memref<T> alloca
/// per accessed element (the latest-accessed element's first, as
/// mlir-opt-22 orders them), dropping alignment and memory space as MLIR
/// does; the accesses keep their other attributes. Left alone: an alloca
/// passed to a call, indexed by a non-constant or out of bounds, of 17
/// elements or of one, never accessed, a memref.alloc, and an alloca
/// stored as a value. The expected text is mlir-opt-22's, byte for byte.

// CHECK-LABEL: func.func @split(
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT:  %alloca_0 = memref.alloca() : memref<i32>
// CHECK-NEXT:  memref.store %arg0, %alloca_0[] : memref<i32>
// CHECK-NEXT:  memref.store %arg0, %alloca[] : memref<i32>
// CHECK-NEXT:  %0 = memref.load %alloca_0[] : memref<i32>
// CHECK-NEXT:  %1 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT:  %2 = arith.addi %0, %1 : i32
// CHECK-NEXT:  return %2 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @two_dims(
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c2 = arith.constant 2 : index
// CHECK-NEXT:  %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT:  %alloca_0 = memref.alloca() : memref<f32>
// CHECK-NEXT:  memref.store %arg0, %alloca[] : memref<f32>
// CHECK-NEXT:  memref.store %arg0, %alloca_0[] : memref<f32>
// CHECK-NEXT:  %0 = memref.load %alloca[] : memref<f32>
// CHECK-NEXT:  return %0 : f32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @nested_access(
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c2 = arith.constant 2 : index
// CHECK-NEXT:  %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT:  %alloca_0 = memref.alloca() : memref<i32>
// CHECK-NEXT:  scf.if %arg1 {
// CHECK-NEXT:  memref.store %arg0, %alloca[] : memref<i32>
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.store %arg0, %alloca_0[] : memref<i32>
// CHECK-NEXT:  %0 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @attributes_kept(
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %alloca = memref.alloca() : memref<vector<2xf32>>
// CHECK-NEXT:  memref.store %arg0, %alloca[] {nontemporal = true} : memref<vector<2xf32>>
// CHECK-NEXT:  %0 = memref.load %alloca[] : memref<vector<2xf32>>
// CHECK-NEXT:  return %0 : vector<2xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @sixteen_elements(
// CHECK-NEXT:  %c3 = arith.constant 3 : index
// CHECK-NEXT:  %alloca = memref.alloca() : memref<i8>
// CHECK-NEXT:  memref.store %arg0, %alloca[] : memref<i8>
// CHECK-NEXT:  %0 = memref.load %alloca[] : memref<i8>
// CHECK-NEXT:  return %0 : i8
// CHECK-NEXT:  }
// CHECK-LABEL: func.func private @use(
// CHECK-LABEL: func.func @escapes(
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %alloca = memref.alloca() : memref<4xi32>
// CHECK-NEXT:  memref.store %arg0, %alloca[%c0] : memref<4xi32>
// CHECK-NEXT:  call @use(%alloca) : (memref<4xi32>) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @dynamic_index(
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %alloca = memref.alloca() : memref<4xi32>
// CHECK-NEXT:  memref.store %arg0, %alloca[%arg1] : memref<4xi32>
// CHECK-NEXT:  %0 = memref.load %alloca[%c0] : memref<4xi32>
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @out_of_bounds(
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c4 = arith.constant 4 : index
// CHECK-NEXT:  %alloca = memref.alloca() : memref<4xi32>
// CHECK-NEXT:  memref.store %arg0, %alloca[%c0] : memref<4xi32>
// CHECK-NEXT:  %0 = memref.load %alloca[%c4] : memref<4xi32>
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @seventeen_elements(
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %alloca = memref.alloca() : memref<17xi32>
// CHECK-NEXT:  memref.store %arg0, %alloca[%c0] : memref<17xi32>
// CHECK-NEXT:  %0 = memref.load %alloca[%c0] : memref<17xi32>
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @one_element(
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %alloca = memref.alloca() : memref<1xi32>
// CHECK-NEXT:  memref.store %arg0, %alloca[%c0] : memref<1xi32>
// CHECK-NEXT:  %0 = memref.load %alloca[%c0] : memref<1xi32>
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @never_accessed(
// CHECK-NEXT:  %alloca = memref.alloca() : memref<4xi32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @heap(
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %alloc = memref.alloc() : memref<4xi32>
// CHECK-NEXT:  memref.store %arg0, %alloc[%c0] : memref<4xi32>
// CHECK-NEXT:  %0 = memref.load %alloc[%c0] : memref<4xi32>
// CHECK-NEXT:  memref.dealloc %alloc : memref<4xi32>
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @stored_itself(
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %alloca = memref.alloca() : memref<memref<4xi32>>
// CHECK-NEXT:  %alloca_0 = memref.alloca() : memref<4xi32>
// CHECK-NEXT:  memref.store %alloca_0, %alloca[] : memref<memref<4xi32>>
// CHECK-NEXT:  return
// CHECK-NEXT:  }

func.func @split(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  memref.store %v, %m[%c1] : memref<4xi32>
  %a = memref.load %m[%c0] : memref<4xi32>
  %b = memref.load %m[%c1] : memref<4xi32>
  %s = arith.addi %a, %b : i32
  return %s : i32
}

func.func @two_dims(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloca() : memref<2x3xf32>
  memref.store %v, %m[%c1, %c2] : memref<2x3xf32>
  memref.store %v, %m[%c0, %c1] : memref<2x3xf32>
  %a = memref.load %m[%c1, %c2] : memref<2x3xf32>
  return %a : f32
}

func.func @nested_access(%v: i32, %b: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloca() : memref<3xi32>
  scf.if %b {
    memref.store %v, %m[%c2] : memref<3xi32>
  }
  memref.store %v, %m[%c0] : memref<3xi32>
  %a = memref.load %m[%c2] : memref<3xi32>
  return %a : i32
}

func.func @attributes_kept(%v: vector<2xf32>) -> vector<2xf32> {
  %c1 = arith.constant 1 : index
  %m = memref.alloca() {alignment = 16 : i64} : memref<2xvector<2xf32>, 1>
  memref.store %v, %m[%c1] {nontemporal = true} : memref<2xvector<2xf32>, 1>
  %a = memref.load %m[%c1] : memref<2xvector<2xf32>, 1>
  return %a : vector<2xf32>
}

func.func @sixteen_elements(%v: i8) -> i8 {
  %c3 = arith.constant 3 : index
  %m = memref.alloca() : memref<4x4xi8>
  memref.store %v, %m[%c3, %c3] : memref<4x4xi8>
  %a = memref.load %m[%c3, %c3] : memref<4x4xi8>
  return %a : i8
}

func.func private @use(memref<4xi32>)

func.func @escapes(%v: i32) {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  call @use(%m) : (memref<4xi32>) -> ()
  return
}

func.func @dynamic_index(%v: i32, %i: index) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<4xi32>
  memref.store %v, %m[%i] : memref<4xi32>
  %a = memref.load %m[%c0] : memref<4xi32>
  return %a : i32
}

func.func @out_of_bounds(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloca() : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  %a = memref.load %m[%c4] : memref<4xi32>
  return %a : i32
}

func.func @seventeen_elements(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<17xi32>
  memref.store %v, %m[%c0] : memref<17xi32>
  %a = memref.load %m[%c0] : memref<17xi32>
  return %a : i32
}

func.func @one_element(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<1xi32>
  memref.store %v, %m[%c0] : memref<1xi32>
  %a = memref.load %m[%c0] : memref<1xi32>
  return %a : i32
}

func.func @never_accessed() {
  %m = memref.alloca() : memref<4xi32>
  return
}

func.func @heap(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  %a = memref.load %m[%c0] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return %a : i32
}

func.func @stored_itself(%v: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<2xmemref<4xi32>>
  %n = memref.alloca() : memref<4xi32>
  memref.store %n, %m[%c0] : memref<2xmemref<4xi32>>
  return
}
