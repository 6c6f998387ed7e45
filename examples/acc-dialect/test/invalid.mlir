// RUN: acc-opt %s -split-input-file -verify-diagnostics

func.func @float_cell() {
  // expected-error @+1 {{a cell holds a signless integer of 1 to 64 bits, not `f32`}}
  %c = acc.cell : !acc.cell<f32>
  return
}

// -----

func.func @zero_factor(%x: i32) -> i32 {
  // expected-error @+1 {{a factor of 0 would erase the value; use a non-zero factor}}
  %s = acc.scale %x by #acc.factor<0> : i32
  return %s : i32
}

// -----

func.func @not_a_factor(%x: i32) -> i32 {
  // expected-error @+1 {{'acc.scale' op attribute 'factor' must be an #acc.factor<N>}}
  %s = "acc.scale"(%x) <{factor = 3 : i32}> : (i32) -> i32
  return %s : i32
}

// -----

func.func @wrong_value(%x: i64) {
  %c = acc.cell : !acc.cell<i32>
  // expected-error @+1 {{'acc.add' op the value's type must be the type the cell holds}}
  "acc.add"(%c, %x) : (!acc.cell<i32>, i64) -> ()
  return
}

// -----

func.func @not_a_cell(%x: i32) {
  // expected-error @+1 {{'acc.get' op operand #0 must be acc cell, but got 'i32'}}
  %v = "acc.get"(%x) : (i32) -> i32
  return
}
