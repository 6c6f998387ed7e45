// RUN: ir-opt %s -split-input-file -verify-diagnostics

/// Every verifier rule of the arith ops, with mlir-opt-22's messages.

/// An integer op's operand must be an integer.
func.func @case0(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

/// A float op's operand must be a float.
func.func @case1(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.mulf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.mulf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

/// A cast's operand must be of the cast's kind.
func.func @case2(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = "arith.sitofp"(%x) : (f32) -> f32
  return
}

// -----

/// A cast's result must be of the cast's kind.
func.func @case3(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f64'}}
  %0 = "arith.fptosi"(%x) : (f32) -> f64
  return
}

// -----

/// Casts between integers do not take index.
func.func @case4(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = "arith.extsi"(%i) : (index) -> i64
  return
}

// -----

/// `bitcast` does not take index.
func.func @case5(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = "arith.bitcast"(%i) : (index) -> i64
  return
}

// -----

/// `index_cast` does not take floats.
func.func @case6(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = "arith.index_cast"(%x) : (f32) -> index
  return
}

// -----

/// A comparison's result must be bool-like.
func.func @case7(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 1 : i64} : (i32, i32) -> i32
  return
}

// -----

/// `select`'s condition must be bool-like.
func.func @case8(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%a, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

/// A binary op takes two operands.
func.func @case9(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

/// `select` takes three operands.
func.func @case10(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.select' op expected 3 operands, but found 4}}
  %0 = "arith.select"(%c, %a, %a, %a) : (i1, i32, i32, i32) -> i32
  return
}

// -----

/// A unary op takes a single operand.
func.func @case11(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.negf' op requires a single operand}}
  %0 = "arith.negf"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

/// An op has one result.
func.func @case12(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.negf' op requires one result}}
  "arith.negf"(%x) : (f32) -> ()
  return
}

// -----

/// Result counts are checked before operand counts.
func.func @case13(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.subi' op requires one result}}
  %0:2 = "arith.subi"(%a) : (i32) -> (i32, i32)
  return
}

// -----

/// A constant takes no operand.
func.func @case14(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.constant' op requires zero operands}}
  %0 = "arith.constant"(%a) {value = 1 : i32} : (i32) -> i32
  return
}

// -----

/// A comparison needs its predicate.
func.func @case15(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

/// A constant needs its value.
func.func @case16(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i64
  return
}

// -----

/// `cmpi`'s predicate is one of its ten cases.
func.func @case17(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 12 : i64} : (i32, i32) -> i1
  return
}

// -----

/// `cmpf`'s predicate is an i64 of its sixteen cases.
func.func @case18(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%x, %x) {predicate = 1 : i32} : (f32, f32) -> i1
  return
}

// -----

/// Overflow flags must be `#arith.overflow`.
func.func @case19(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %a) {overflowFlags = 1 : i64} : (i32, i32) -> i32
  return
}

// -----

/// Fast-math flags must be `#arith.fastmath`.
func.func @case20(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%x, %x) {fastmath = #arith.overflow<nsw>} : (f32, f32) -> f32
  return
}

// -----

/// `exact` is a unit attribute.
func.func @case21(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.divsi' op attribute 'isExact' failed to satisfy constraint: unit attribute}}
  %0 = "arith.divsi"(%a, %a) {isExact = 1} : (i32, i32) -> i32
  return
}

// -----

/// The rounding mode is an i32 of five cases.
func.func @case22(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%d) {roundingmode = 9 : i32} : (f64) -> f32
  return
}

// -----

/// A constant's value must have a type.
func.func @case23(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
  %0 = "arith.constant"() {value = unit} : () -> i32
  return
}

// -----

/// An integer op's operands and result have one type.
func.func @case24(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

/// A float op's result has its operands' type.
func.func @case25(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.negf' op requires the same type for all operands and results}}
  %0 = "arith.negf"(%x) : (f32) -> f64
  return
}

// -----

/// Vectors and tensors do not mix.
func.func @case27(%v: vector<4xi32>, %t: tensor<4xi32>, %td: tensor<?xi32>, %vc: vector<4xi1>, %v8: vector<8xi32>) {
  // expected-error @below {{'arith.addi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.addi"(%v, %t) : (vector<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

/// A comparison's result is i1 in the operands' shape.
func.func @case28(%v: vector<4xi32>, %t: tensor<4xi32>, %td: tensor<?xi32>, %vc: vector<4xi1>, %v8: vector<8xi32>) {
  // expected-error @below {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%v, %v) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

/// A comparison of a dynamic shape cannot give a static one.
func.func @case29(%v: vector<4xi32>, %t: tensor<4xi32>, %td: tensor<?xi32>, %vc: vector<4xi1>, %v8: vector<8xi32>) {
  // expected-error @below {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%td, %td) {predicate = 0 : i64} : (tensor<?xi32>, tensor<?xi32>) -> tensor<4xi1>
  return
}

// -----

/// A comparison's operands have one type.
func.func @case30(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (i32, i64) -> i1
  return
}

// -----

/// `cmpf`'s operands have one type.
func.func @case31(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.cmpf' op requires all operands to have the same type}}
  %0 = "arith.cmpf"(%x, %d) {predicate = 1 : i64} : (f32, f64) -> i1
  return
}

// -----

/// `select`'s arms and result have one type.
func.func @case32(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %x) : (i1, i32, f32) -> i32
  return
}

// -----

/// An element-wise condition has the result's shape.
func.func @case33(%v: vector<4xi32>, %t: tensor<4xi32>, %td: tensor<?xi32>, %vc: vector<4xi1>, %v8: vector<8xi32>) {
  // expected-error @below {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%vc, %v8, %v8) : (vector<4xi1>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  return
}

// -----

/// An element-wise condition is a vector when the arms are.
func.func @case34(%v: vector<4xi32>, %t: tensor<4xi32>, %td: tensor<?xi32>, %vc: vector<4xi1>, %v8: vector<8xi32>) {
  // expected-error @below {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.select"(%vc, %t, %t) : (vector<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

/// `extsi` widens.
func.func @case35(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.extsi' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i32
  return
}

// -----

/// `extui` widens.
func.func @case36(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.extui' op operand type 'i64' and result type 'i32' are cast incompatible}}
  %0 = arith.extui %b : i64 to i32
  return
}

// -----

/// `trunci` narrows.
func.func @case37(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

/// `extf` widens.
func.func @case38(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %x : f32 to f16
  return
}

// -----

/// `extf` does not go to a format of the same width.
func.func @case39(%h: f16) {
  // expected-error @below {{'arith.extf' op operand type 'f16' and result type 'bf16' are cast incompatible}}
  %0 = arith.extf %h : f16 to bf16
  return
}

// -----

/// `truncf` narrows.
func.func @case40(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.truncf %x : f32 to f64
  return
}

// -----

/// `bitcast` keeps the width.
func.func @case41(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.bitcast' op operand type 'f32' and result type 'i64' are cast incompatible}}
  %0 = arith.bitcast %x : f32 to i64
  return
}

// -----

/// `bitcast` of memrefs keeps the element width.
func.func @case42(%m: memref<4xi32>) {
  // expected-error @below {{'arith.bitcast' op operand type 'memref<4xi32>' and result type 'memref<4xf64>' are cast incompatible}}
  %0 = arith.bitcast %m : memref<4xi32> to memref<4xf64>
  return
}

// -----

/// `index_cast` goes between integers and index.
func.func @case43(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

/// `index_cast` does not go from index to index.
func.func @case44(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = arith.index_cast %i : index to index
  return
}

// -----

/// `index_castui` of memrefs goes between integers and index.
func.func @case45(%m: memref<4xi32>) {
  // expected-error @below {{'arith.index_castui' op operand type 'memref<4xi32>' and result type 'memref<4xi64>' are cast incompatible}}
  %0 = arith.index_castui %m : memref<4xi32> to memref<4xi64>
  return
}

// -----

/// A cast keeps the shape.
func.func @case46(%a: i32, %b: i64, %x: f32, %d: f64, %c: i1, %i: index) {
  // expected-error @below {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : i32 to vector<4xi64>
  return
}

// -----

/// A cast keeps the number of elements.
func.func @case47(%v: vector<4xi32>, %t: tensor<4xi32>, %td: tensor<?xi32>, %vc: vector<4xi1>, %v8: vector<8xi32>) {
  // expected-error @below {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %v : vector<4xi32> to vector<8xi64>
  return
}

// -----

/// A cast between a vector and a tensor changes the tensor dimensions.
func.func @case48(%v: vector<4xi32>, %t: tensor<4xi32>, %td: tensor<?xi32>, %vc: vector<4xi1>, %v8: vector<8xi32>) {
  // expected-error @below {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %v : vector<4xi32> to tensor<4xi64>
  return
}

// -----

/// A constant's result is signless.
func.func @case49() {
  // expected-error @below {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 7 : si8
  return
}

// -----

/// A constant's value is an integer, a float or elements.
func.func @case50() {
  // expected-error @below {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "x" : i3
  return
}

// -----

/// A constant's value has the result's type.
func.func @case51() {
  // expected-error @below {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 7 : i32} : () -> i64
  return
}

// -----

/// A scalable vector constant must be a splat.
func.func @case52() {
  // expected-error @below {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
  return
}
