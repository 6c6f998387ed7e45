// -show-dialects lists the registered dialects, sorted, and exits.
// RUN: ir-opt %s -show-dialects | FileCheck %s

// CHECK: Available Dialects: {{.*}}arith,{{.*}}builtin,cf,{{.*}}func,{{.*}}memref,{{.*}}scf,{{.*}}ub
// CHECK-NOT: func.func
func.func @f() {
  return
}
