// Valid pipelines: nesting, whitespace, 'any', options with defaults, and
// pass flags (one dash or two, options after '=' or in braces), which nest
// under the op they run on implicitly. --dump-pass-pipeline shows the result
// as MLIR prints it: options sorted by name, lists in braces, an empty list
// left out (its separating space stays), an empty string as `text=`.

// RUN: ir-opt %s --dump-pass-pipeline --pass-pipeline=' builtin.module( func.func( test-stats-pass , test-mark-visited ) , any(test-stats-pass),test-module-pass ) ' 2>&1 >/dev/null | FileCheck %s --check-prefix=NESTED
// NESTED:      Pass Manager with 3 passes:
// NESTED-NEXT: builtin.module(
// NESTED-NEXT:   func.func(
// NESTED-NEXT:     test-stats-pass,
// NESTED-NEXT:     test-mark-visited
// NESTED-NEXT:   ),
// NESTED-NEXT:   any(
// NESTED-NEXT:     test-stats-pass
// NESTED-NEXT:   ),
// NESTED-NEXT:   test-module-pass
// NESTED-NEXT: )

// RUN: ir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(test-options-remark{list=1,2 count=3 text="a b" words=x,{y z} flag list=3})' 2>&1 >/dev/null | FileCheck %s --check-prefix=OPTIONS
// OPTIONS: test-options-remark{count=3 flag=true list={1,2,3} text={a b} words={x,{y z}}}

// RUN: ir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(test-options-remark)' 2>&1 >/dev/null | FileCheck %s --check-prefix=DEFAULTS
// RUN: ir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(test-options-remark{text= list= words={}})' 2>&1 >/dev/null | FileCheck %s --check-prefix=DEFAULTS
// DEFAULTS: test-options-remark{count=0 flag=false  text= }

// The printed pipeline parses back to itself.
// RUN: ir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(test-options-remark{flag=true count=3 text={a b} list=1,2,3 words=x,{y z}})' 2>&1 >/dev/null | FileCheck %s --check-prefix=OPTIONS

// RUN: ir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module()' 2>&1 >/dev/null | FileCheck %s --check-prefix=EMPTY
// EMPTY:      Pass Manager with 0 passes:
// EMPTY-NEXT: builtin.module(
// EMPTY-NEXT: )

// Flags, in command-line order; function passes nest implicitly, each flag on its own.
// RUN: ir-opt %s --dump-pass-pipeline -test-function-pass --test-function-pass --test-stats-pass --test-options-remark=count=2 '--test-options-remark{flag=true}' -test-module-pass 2>&1 >/dev/null | FileCheck %s --check-prefix=FLAGS
// FLAGS:      Pass Manager with 6 passes:
// FLAGS-NEXT: builtin.module(
// FLAGS-NEXT:   func.func(
// FLAGS-NEXT:     test-function-pass
// FLAGS-NEXT:   ),
// FLAGS-NEXT:   func.func(
// FLAGS-NEXT:     test-function-pass
// FLAGS-NEXT:   ),
// FLAGS-NEXT:   test-stats-pass,
// FLAGS-NEXT:   test-options-remark{count=2 flag=false  text= },
// FLAGS-NEXT:   test-options-remark{count=0 flag=true  text= },
// FLAGS-NEXT:   test-module-pass
// FLAGS-NEXT: )

// An empty pipeline is an error, as in mlir-opt (`builtin.module()` is
// the pipeline that runs nothing).
// RUN: not ir-opt %s --pass-pipeline='' 2>&1 | FileCheck %s --check-prefix=NOTHING
// NOTHING: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// RUN: ir-opt %s --pass-pipeline='builtin.module()' | FileCheck %s --check-prefix=NO-PASS
// NO-PASS: "test.op"() {tag = "in_f"}

"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "test.op"() {tag = "in_f"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
