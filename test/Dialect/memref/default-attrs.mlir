// RUN: ir-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ir-opt %s | FileCheck %s --check-prefix=CUSTOM

/// `nontemporal` defaults to false without being stored: written
/// explicitly it is kept (the generic form shows it), but the custom form
/// leaves out the default value, as mlir-opt does.

// GENERIC: "memref.load"(%arg0, %arg1) <{nontemporal = false}> : (memref<4xi8>, index) -> i8
// GENERIC: "memref.store"(%0, %arg0, %arg1) <{nontemporal = false}> : (i8, memref<4xi8>, index) -> ()
// CUSTOM: %0 = memref.load %arg0[%arg1] : memref<4xi8>
// CUSTOM: memref.store %0, %arg0[%arg1] : memref<4xi8>
func.func @explicit_default(%m: memref<4xi8>, %i: index) {
  %v = memref.load %m[%i] {nontemporal = false} : memref<4xi8>
  memref.store %v, %m[%i] {nontemporal = false} : memref<4xi8>
  return
}
