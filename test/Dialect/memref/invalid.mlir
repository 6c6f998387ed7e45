// RUN: ir-opt %s -split-input-file -verify-diagnostics

/// One case per verifier rule of the memref ops, with mlir-opt's wording.

func.func @load_index_count(%m: memref<4x4xf32>, %i: index) {
  // expected-error @below {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @load_result_type(%m: memref<4xf32>, %i: index) {
  // expected-error @below {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @load_index_type(%m: memref<4xf32>, %i: i32) {
  // expected-error @below {{'memref.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @load_not_memref(%m: f32, %i: index) {
  // expected-error @below {{'memref.load' op operand #0 must be memref of any type values, but got 'f32'}}
  %0 = "memref.load"(%m, %i) : (f32, index) -> f32
  return
}

// -----

func.func @load_nontemporal_bool(%m: memref<4xf32>, %i: index) {
  // expected-error @below {{'memref.load' op attribute 'nontemporal' failed to satisfy constraint: bool attribute}}
  %0 = "memref.load"(%m, %i) {nontemporal = 1 : i32} : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @load_alignment(%m: memref<4xf32>, %i: index) {
  // expected-error @below {{'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.load %m[%i] {alignment = 3} : memref<4xf32>
  return
}

// -----

func.func @store_index_count(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error @below {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i, %i, %i] : memref<4x4xf32>
  return
}

// -----

func.func @store_value_type(%m: memref<4xf32>, %i: index, %v: i32) {
  // expected-error @below {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i) : (i32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @store_operand_count(%m: memref<4xf32>) {
  // expected-error @below {{'memref.store' op expected 2 or more operands, but found 1}}
  "memref.store"(%m) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @store_alignment(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error @below {{'memref.store' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  "memref.store"(%v, %m, %i) <{alignment = 6 : i64}> : (f32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @alloc_missing_size() {
  // expected-error @below {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.alloc() : memref<?xf32>
  return
}

// -----

func.func @alloc_extra_size(%n: index) {
  // expected-error @below {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%n) : memref<4xf32>
  return
}

// -----

func.func @alloca_sizes() {
  // expected-error @below {{'memref.alloca' op incorrect number of dynamic sizes, has 0, expected 2}}
  %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<?x?xf32>
  return
}

// -----

func.func @alloca_symbols(%n: index) {
  // expected-error @below {{'memref.alloca' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloca()[%n] : memref<4xf32>
  return
}

// -----

func.func @alloc_layout_symbols(%n: index) {
  // expected-error @below {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 1}}
  %0 = memref.alloc()[%n] : memref<4x4xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @alloc_unranked() {
  // expected-error @below {{'memref.alloc' op result #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<*xf32>
  return
}

// -----

func.func @alloc_segments(%n: index) {
  // expected-error @below {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 0, 0>}> : (index) -> memref<?xf32>
  return
}

// -----

func.func @alloc_alignment() {
  // expected-error @below {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc() {alignment = 0} : memref<4xf32>
  return
}

// -----

func.func @dealloc_not_memref(%m: f32) {
  // expected-error @below {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  "memref.dealloc"(%m) : (f32) -> ()
  return
}

// -----

func.func @cast_shape(%m: memref<4xf32>) {
  // expected-error @below {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @cast_rank(%m: memref<4xf32>) {
  // expected-error @below {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<2x2xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<2x2xf32>
  return
}

// -----

func.func @cast_element(%m: memref<4xf32>) {
  // expected-error @below {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @cast_memory_space(%m: memref<4xf32>) {
  // expected-error @below {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, 1>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, 1>
  return
}

// -----

func.func @cast_strides(%m: memref<4xf32>) {
  // expected-error @below {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[2]>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @cast_unranked_to_unranked(%m: memref<*xf32>) {
  // expected-error @below {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @cast_not_memref(%m: memref<4xf32>) {
  // expected-error @below {{'memref.cast' op result #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  %0 = "memref.cast"(%m) : (memref<4xf32>) -> f32
  return
}
