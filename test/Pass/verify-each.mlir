// RUN: ir-opt %s -verify-diagnostics --pass-pipeline='builtin.module(func.func(test-pass-invalid-ir,test-mark-visited))'
// RUN: ir-opt %s -verify-each=false --pass-pipeline='builtin.module(func.func(test-pass-invalid-ir))' -no-verify | FileCheck %s --check-prefix=NO-VERIFY
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(test-pass-invalid-ir,test-mark-visited))' -mlir-print-ir-after-failure 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP

/// The IR is verified after each pass by default: a pass that leaves
/// invalid IR fails with the verifier's error (and a note at the op the
/// pass ran on), and the pipeline stops. -verify-each=false skips it.

// expected-note @below {{the IR is invalid after pass 'test-pass-invalid-ir' ran on this op}}
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error @below {{must be the last operation in the parent block}}
  "func.return"() : () -> ()
}) : () -> ()

// NO-VERIFY:      {{"func.return"\(\) : \(\) -> \(\)|^ *return$}}
// NO-VERIFY-NEXT: "test.op"() : () -> ()

// DUMP:      error: 'func.return' op must be the last operation in the parent block
// DUMP:      note: the IR is invalid after pass 'test-pass-invalid-ir' ran on this op
// DUMP:      // -----// IR Dump After TestInvalidIRPass Failed (test-pass-invalid-ir) //----- //
// DUMP-NOT:  TestMarkVisited
