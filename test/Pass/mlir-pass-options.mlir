// RUN: ir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(canonicalize,mem2reg,convert-scf-to-cf,sccp,func.func(test-options-pass))' 2>&1 >/dev/null | FileCheck %s --check-prefix=DEFAULTS
// RUN: ir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(canonicalize{top-down=false region-simplify=disabled max-iterations=-1 max-num-rewrites=3 test-convergence enable-patterns=a,b disable-patterns=c})' 2>&1 >/dev/null | FileCheck %s --check-prefix=CANON
// RUN: ir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(canonicalize{region-simplify=disabled top-down=true test-convergence=false max-iterations=0 max-num-rewrites=0})' 2>&1 >/dev/null | FileCheck %s --check-prefix=CANON2
// RUN: ir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(canonicalize{region-simplify=normal})' 2>&1 >/dev/null | FileCheck %s --check-prefix=DEFAULT-CANON
// RUN: ir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(mem2reg{region-simplify=false},convert-scf-to-cf{allow-pattern-rollback=false})' 2>&1 >/dev/null | FileCheck %s --check-prefix=OFF
// RUN: ir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(mem2reg{region-simplify=true},convert-scf-to-cf{allow-pattern-rollback=true})' 2>&1 >/dev/null | FileCheck %s --check-prefix=ON
// RUN: ir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(func.func(test-options-pass{list=1,2 string="a b" string-list=x,{y z} enum=two}))' 2>&1 >/dev/null | FileCheck %s --check-prefix=TEST-OPTIONS
// RUN: ir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(func.func(test-options-pass{enum=one list=3}))' 2>&1 >/dev/null | FileCheck %s --check-prefix=ENUM-ONE
// RUN: not ir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(test-pass-failure)' 2>&1 >/dev/null | FileCheck %s --check-prefix=FAILURE
// RUN: not ir-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(test-pass-failure{gen-diagnostics})' 2>&1 >/dev/null | FileCheck %s --check-prefix=FAILURE-DIAG
// RUN: not ir-opt %s --pass-pipeline='builtin.module(canonicalize{region-simplify=bogus})' 2>&1 | FileCheck %s --check-prefix=BAD-LEVEL
// RUN: not ir-opt %s --pass-pipeline='builtin.module(canonicalize{region-simplify=true})' 2>&1 | FileCheck %s --check-prefix=BOOL-LEVEL
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(test-options-pass{enum=three}))' 2>&1 | FileCheck %s --check-prefix=BAD-ENUM
// RUN: not ir-opt %s --pass-pipeline='builtin.module(test-options-pass)' 2>&1 | FileCheck %s --check-prefix=ANCHOR

/// The options of the passes ir-opt shares with mlir-opt-22, printed by
/// --dump-pass-pipeline as mlir-opt-22 prints them: in name order, an
/// empty list left out with its separator kept, an enumeration by its
/// name; a value an enumeration does not list is refused in mlir-opt's
/// words.

// DEFAULTS:      Pass Manager with 5 passes:
// DEFAULTS-NEXT: builtin.module(
// DEFAULTS-NEXT:   canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// DEFAULTS-NEXT:   mem2reg{region-simplify=true},
// DEFAULTS-NEXT:   convert-scf-to-cf{allow-pattern-rollback=true},
// DEFAULTS-NEXT:   sccp,
// DEFAULTS-NEXT:   func.func(
// DEFAULTS-NEXT:     test-options-pass{enum=zero  string= }
// DEFAULTS-NEXT:   )
// DEFAULTS-NEXT: )

// CANON: canonicalize{disable-patterns={c} enable-patterns={a,b} max-iterations=-1 max-num-rewrites=3 region-simplify=disabled test-convergence=true top-down=false}
// CANON2: canonicalize{  max-iterations=0 max-num-rewrites=0 region-simplify=disabled test-convergence=false top-down=true}
// DEFAULT-CANON: canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
// OFF:      mem2reg{region-simplify=false},
// OFF-NEXT: convert-scf-to-cf{allow-pattern-rollback=false}
// ON:       mem2reg{region-simplify=true},
// ON-NEXT:  convert-scf-to-cf{allow-pattern-rollback=true}
// TEST-OPTIONS: test-options-pass{enum=two list={1,2} string={a b} string-list={x,{y z}}}
// ENUM-ONE: test-options-pass{enum=one list={3} string= }

/// test-pass-failure fails; with gen-diagnostics, with MLIR's error.
// FAILURE: test-pass-failure{gen-diagnostics=false}
// FAILURE-DIAG: test-pass-failure{gen-diagnostics=true}
// FAILURE-DIAG: error: illegal operation

// BAD-LEVEL: for the --region-simplify option: Cannot find option named 'bogus'!
// BOOL-LEVEL: for the --region-simplify option: Cannot find option named 'true'!
// BAD-ENUM: for the --enum option: Cannot find option named 'three'!
/// MLIR's test-options-pass runs on functions only.
// ANCHOR: error: {{.*}}'func.func'{{.*}}'builtin.module'

module {
}
