// RUN: ir-opt %s -split-input-file -verify-diagnostics

/// Errors of the custom forms and of the verifier, in mlir-opt-22's words
/// and at its places (run under both tools by lit-under-mlir-opt.sh).

func.func @f(%a: i32) {
  // expected-error @below {{expected block name}}
  cf.br %a
}

// -----

func.func @f(%c: i1) {
  // expected-error @below {{expected block name}}
  cf.cond_br %c, ^bb1, 5
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{number of operands and types do not match: got 2 operands and 1 types}}
  cf.br ^bb1(%a, %a : i32)
^bb1(%x: i32, %y: i32):
  return
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error @below {{number of operands and types do not match: got 1 operands and 2 types}}
  return %a : i32, i32
}

// -----

// expected-error @below {{expected valid '@'-identifier for symbol name}}
func.func "f"() {
  return
}

// -----

func.func @f() {
  // expected-error @below {{invalid kind of attribute specified}}
  func.call "g"() : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @below {{integer literal not valid for specified type}}
  %0 = func.constant 3 : () -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @below {{integer literal not valid for specified type}}
  cf.assert %c, 7
  return
}

// -----

// expected-note @below {{previously referenced here}}
// expected-error @below {{region entry argument '%x' is already in use}}
func.func @f(%x: i32, %y: i32, %x: i64) {
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi less, %a, %a : i32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf equal, %x, %x : f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{expected non-function type}}
  %0 = arith.addi %a, %a : 32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  %0 = arith.addi %a, %a : i32
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @below {{operation with block successors must terminate its parent block}}
  cf.cond_br %c, ^bb1, ^bb1
  return
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{branch has 0 operands for successor #0, but target block has 2}}
  cf.br ^bb1
^bb1(%x: i32, %y: i32):
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  // expected-error @below {{branch has 1 operands for successor #0, but target block has 0}}
  cf.cond_br %c, ^bb1(%a : i32), ^bb1
^bb1:
  return
}

// -----

func.func @f(%c: i1, %a: f32) {
  // expected-error @below {{type mismatch for bb argument #0 of successor #1}}
  cf.cond_br %c, ^bb1(%a : f32), ^bb2(%a : f32)
^bb1(%x: f32):
  return
^bb2(%y: i32):
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error @below {{type mismatch for bb argument #1 of successor #0}}
  cf.br ^bb1(%a, %a : i64, i64)
^bb1(%x: i64, %y: i32):
  return
}


// -----

func.func @f() {
  // expected-error @below {{block with no terminator, has %0 = "arith.constant"() <{value = 0 : index}> : () -> index}}
  %0 = arith.constant 0 : index
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{block with no terminator, has %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32}}
  %0 = arith.addi %a, %a : i32
}

// -----

func.func @f(%c: i1) {
  // expected-error @below {{'scf.if' op expects a non-empty block}}
  "scf.if"(%c) ({
  ^bb0:
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @below {{empty block: expect at least a terminator}}
  "scf.execute_region"() ({
  ^bb0:
  }) : () -> ()
  return
}

// -----

// expected-error @below {{'func.func' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
"func.func"() ({
}) {function_type = () -> (), sym_name = "f", sym_visibility = @private} : () -> ()

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @below {{'memref.load' op attribute 'nontemporal' failed to satisfy constraint: bool attribute}}
  %0 = "memref.load"(%m, %i) {nontemporal = "yes"} : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @below {{'cf.assert' op attribute 'msg' failed to satisfy constraint: string attribute}}
  "cf.assert"(%c) {msg = [1]} : (i1) -> ()
  return
}
