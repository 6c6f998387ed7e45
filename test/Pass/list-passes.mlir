// RUN: ir-opt --list-passes | FileCheck %s
// RUN: ir-opt --help | FileCheck %s --check-prefix=HELP
// IR-OPT-ONLY: checks ir-opt's own --list-passes and --help layout (its passes, option types and defaults)

/// --list-passes shows each pass with the ops it runs on, its summary, and
/// its options with their types and defaults.

// CHECK:      Passes:
// CHECK:        --test-function-pass {{ *}}-   Test a function pass in the pass manager (does nothing) [on 'func.func' ops]
// CHECK:        --test-options-remark {{ *}}-   Test option parsing: reports its option values as a remark [on any op]
// CHECK-NEXT:     --flag=<bool> {{ *}}- A boolean (default: false)
// CHECK-NEXT:     --count=<int> {{ *}}- A non-negative integer (default: 0)
// CHECK-NEXT:     --text=<string> {{ *}}- A string (default: "")
// CHECK-NEXT:     --list=<int>,... {{ *}}- A list of integers{{$}}
// CHECK-NEXT:     --words=<string>,... {{ *}}- A list of strings{{$}}

/// --help lists one flag per pass.
// HELP: Passes:
// HELP: --test-options-remark[=<OPTIONS>]
// HELP-NEXT: Test option parsing: reports its option values as a remark [on any op]
// HELP-SAME: {flag=<bool>
// HELP: words=<string>,...}
