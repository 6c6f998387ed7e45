// Self-test of the lit harness: FileCheck resolves to our filecheck and can pass.
// RUN: echo hello | FileCheck %s
// CHECK: hello
