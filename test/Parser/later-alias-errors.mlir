// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

/// Aliases defined after the ops (as mlir-opt -mlir-print-debuginfo puts
/// those only op locations use) are read before the ops, but, as in MLIR,
/// only a location alias may be used before its definition.

// expected-error @below {{undefined symbol alias id 'map'}}
"test.a"() {m = #map} : () -> ()
#map = affine_map<(d0) -> (d0)>

// -----

// expected-error @below {{undefined symbol alias id 't'}}
"test.a"() : () -> !t
!t = i32

// -----

// The location alias may come first; the map it uses is defined before it.
"test.a"() : () -> () loc(#loc1)
#map = affine_map<(d0) -> (d0)>
#loc1 = loc(fused<#map>["a.c":1:1])

// -----

!t = i32
"test.a"() : () -> () loc(#loc1)
// expected-error @below {{redefinition of type alias id 't'}}
!t = i64
#loc1 = loc("a.c":1:1)
