// RUN: ir-opt %s --symbol-dce | FileCheck %s

/// Private symbols nothing live refers to go; references in attributes
/// (at any depth, nested references too) and calls keep symbols live;
/// nested tables are cleaned too.

// CHECK-NOT: @dead
// CHECK-LABEL: func.func private @live_by_call
// CHECK-LABEL: func.func private @live_by_attr
// CHECK-NOT: @dead_chain
// CHECK-NOT: @rec
// CHECK-LABEL: func.func @public
// CHECK-LABEL: module @m
// CHECK-NEXT:    func.func private @inner()
// CHECK-NOT:     @inner_dead
// CHECK:         func.func @inner_public
// CHECK-NOT: @unused
module {
  func.func private @dead() {
    return
  }
  func.func private @live_by_call() {
    return
  }
  func.func private @live_by_attr() {
    return
  }
  func.func private @dead_chain_a() {
    call @dead_chain_b() : () -> ()
    return
  }
  func.func private @dead_chain_b() {
    return
  }
  func.func private @rec() {
    call @rec() : () -> ()
    return
  }
  func.func @public() attributes {refs = [@live_by_attr, {k = @m::@inner}]} {
    call @live_by_call() : () -> ()
    return
  }
  module @m {
    func.func private @inner() {
      return
    }
    func.func private @inner_dead() {
      return
    }
    func.func @inner_public() {
      return
    }
  }
  module @unused attributes {sym_visibility = "private"} {
    func.func private @x() {
      return
    }
  }
}
