// RUN: ir-opt %s --symbol-privatize | FileCheck %s
// RUN: ir-opt %s --symbol-privatize=exclude=b,d | FileCheck %s --check-prefix=EXCLUDE

/// Every symbol of the module becomes private but those excluded; nested
/// tables' symbols stay as they are.

// CHECK-LABEL: func.func private @a
// EXCLUDE-LABEL: func.func private @a
func.func @a() {
  return
}
// CHECK-LABEL: func.func private @b
// EXCLUDE-LABEL: func.func @b
func.func @b() {
  return
}
// CHECK-LABEL: func.func private @c
// EXCLUDE-LABEL: func.func private @c
func.func private @c()
// CHECK-LABEL: module @d
// CHECK-NEXT:    func.func @e
// EXCLUDE-LABEL: module @d
module @d {
  func.func @e() {
    return
  }
}
