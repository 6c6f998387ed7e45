// RUN: not ir-run %s -e too_large 2>&1 | FileCheck %s --check-prefix=TOO-LARGE
// RUN: ir-run %s -e typed | FileCheck %s --check-prefix=TYPED
// RUN: not ir-run %s -e uninitialized 2>&1 | FileCheck %s --check-prefix=POISON

/// The interpreter's memory holds each element in its type's size (so a
/// memref of 2^28 i32 takes 1 GiB, not 12): an allocation of more than
/// the 4 GiB it allows, or one the system refuses, is an error at the
/// op, never an abort. Elements read back as written, of every width,
/// and an element never written is poison.

// TOO-LARGE: error: 'memref.alloc' op out of memory: allocating 2000000000 elements of 4 bytes would make 8000000000 bytes live
// TOO-LARGE-NEXT: --> {{.*}}memory-limits.mlir:[[@LINE+2]]:8
func.func @too_large() {
  %m = memref.alloc() : memref<2000000000xi32>
  return
}

// TYPED: -7
// TYPED-NEXT: 300
// TYPED-NEXT: -2.5
// TYPED-NEXT: 0.1
// TYPED-NEXT: true
// TYPED-NEXT: -170141183460469231731687303715884105728
func.func @typed() -> (i8, i33, f32, f64, i1, i128) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant -7 : i8
  %b = arith.constant 300 : i33
  %c = arith.constant -2.5 : f32
  %d = arith.constant 0.1 : f64
  %e = arith.constant true
  %f = arith.constant -170141183460469231731687303715884105728 : i128
  %ma = memref.alloca() : memref<2xi8>
  %mb = memref.alloca() : memref<2xi33>
  %mc = memref.alloca() : memref<2xf32>
  %md = memref.alloca() : memref<2xf64>
  %me = memref.alloca() : memref<2xi1>
  %mf = memref.alloca() : memref<2xi128>
  memref.store %a, %ma[%c1] : memref<2xi8>
  memref.store %b, %mb[%c1] : memref<2xi33>
  memref.store %c, %mc[%c1] : memref<2xf32>
  memref.store %d, %md[%c1] : memref<2xf64>
  memref.store %e, %me[%c1] : memref<2xi1>
  memref.store %f, %mf[%c1] : memref<2xi128>
  %ra = memref.load %ma[%c1] : memref<2xi8>
  %rb = memref.load %mb[%c1] : memref<2xi33>
  %rc = memref.load %mc[%c1] : memref<2xf32>
  %rd = memref.load %md[%c1] : memref<2xf64>
  %re = memref.load %me[%c1] : memref<2xi1>
  %rf = memref.load %mf[%c1] : memref<2xi128>
  return %ra, %rb, %rc, %rd, %re, %rf : i8, i33, f32, f64, i1, i128
}

// POISON: error: 'cf.cond_br' op
func.func @uninitialized() -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<4xi1>
  %flag = memref.load %m[%c0] : memref<4xi1>
  %one = arith.constant 1 : i32
  cf.cond_br %flag, ^bb1, ^bb1
^bb1:
  return %one : i32
}
