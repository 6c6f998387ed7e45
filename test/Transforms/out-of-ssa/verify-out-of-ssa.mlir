// RUN: ir-opt %s -split-input-file -verify-diagnostics --verify-out-of-ssa

/// The rules of the form out of SSA, one violation per case. Entry block
/// arguments (the function's and a region's) are allowed.

func.func @block_argument() {
  return
// expected-error @below {{block argument outside an entry block: not out of SSA}}
^bb1(%x: i32):
  return
}

// -----

func.func @branch_operands(%a: i32) {
  // expected-error @below {{'cf.br' op passes operands to a successor: not out of SSA}}
  "cf.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  return
}

// -----

func.func @undeclared_variable(%v: !var.ref<i32>) -> i32 {
  // expected-error @below {{'var.read' op uses a variable not made by 'var.declare'}}
  %x = var.read %v : !var.ref<i32>
  return %x : i32
}

// -----

func.func @valid(%a: i32) -> i32 {
  %v = var.declare : !var.ref<i32>
  var.write %a, %v : !var.ref<i32>
  %r = scf.execute_region -> i32 {
  ^bb0:
    %x = var.read %v : !var.ref<i32>
    scf.yield %x : i32
  }
  return %r : i32
}
