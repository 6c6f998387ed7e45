// Invalid pipelines are reported with a caret under the pipeline text and
// exit status 1, before the input is read.

// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(test-mark-visited,foo))' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: 'foo' does not refer to a registered pass
// UNKNOWN-NEXT: --> <pass-pipeline>:1:44
// UNKNOWN:      1 | builtin.module(func.func(test-mark-visited,foo))
// UNKNOWN-NEXT:   |                                            ^^^

// RUN: not ir-opt %s --pass-pipeline='builtin.module(test-mark-visite)' 2>&1 | FileCheck %s --check-prefix=TYPO
// TYPO: error: 'test-mark-visite' does not refer to a registered pass; did you mean 'test-mark-visited'?

// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func)' 2>&1 | FileCheck %s --check-prefix=OP-AS-PASS
// OP-AS-PASS: error: 'func.func' does not refer to a registered pass; to run passes on 'func.func' ops, nest them: 'func.func(...)'

// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(test-options-remark{cuont=3}))' 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: error: pass 'test-options-remark' has no option 'cuont'; did you mean 'count'?
// OPTION-NEXT: --> <pass-pipeline>:1:46

// RUN: not ir-opt %s --pass-pipeline='builtin.module(test-mark-visited{x=1})' 2>&1 | FileCheck %s --check-prefix=NO-OPTIONS
// NO-OPTIONS: error: pass 'test-mark-visited' has no option 'x' (it takes no options)

// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(test-options-remark{count=x}))' 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: error: invalid value 'x' for option 'count': expected an integer
// VALUE-NEXT: --> <pass-pipeline>:1:52
// VALUE:   |                                                    ^

// RUN: not ir-opt %s --pass-pipeline='builtin.module(test-options-remark{flag=maybe})' 2>&1 | FileCheck %s --check-prefix=BOOL
// BOOL: error: invalid value 'maybe' for option 'flag': expected 'true' or 'false'

// RUN: not ir-opt %s --pass-pipeline='builtin.module(test-options-remark{count})' 2>&1 | FileCheck %s --check-prefix=NEEDS-VALUE
// NEEDS-VALUE: error: option 'count' needs a value: count=<int>
// NEEDS-VALUE-NEXT: --> <pass-pipeline>:1:36

// RUN: not ir-opt %s --pass-pipeline='builtin.module(test-options-remark{count=-1})' 2>&1 | FileCheck %s --check-prefix=FACTORY
// FACTORY: error: option 'count' must not be negative
// FACTORY-NEXT: --> <pass-pipeline>:1:16

// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(test-module-pass))' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// ANCHOR: error: 'test-module-pass' runs on 'builtin.module' ops and cannot be scheduled in a 'func.func' pipeline
// ANCHOR-NEXT: --> <pass-pipeline>:1:26
// ANCHOR:      1 | builtin.module(func.func(test-module-pass))
// ANCHOR-NEXT:   |                          ^^^^^^^^^^^^^^^^{{$}}

// RUN: not ir-opt %s --pass-pipeline='builtin.module(any(test-function-pass,test-module-pass))' 2>&1 | FileCheck %s --check-prefix=ANY-ANCHOR
// ANY-ANCHOR: error: 'test-module-pass' runs on 'builtin.module' ops, but this 'any' pipeline already holds a pass that runs on 'func.func' ops

// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(test-stats-pass)' 2>&1 | FileCheck %s --check-prefix=OPEN-PAREN
// OPEN-PAREN: error: unbalanced parentheses: this '(' is never closed
// OPEN-PAREN-NEXT: --> <pass-pipeline>:1:15

// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(test-stats-pass)))' 2>&1 | FileCheck %s --check-prefix=CLOSE-PAREN
// CLOSE-PAREN: error: unbalanced parentheses: this ')' closes no '('
// CLOSE-PAREN-NEXT: --> <pass-pipeline>:1:43

// RUN: not ir-opt %s --pass-pipeline='builtin.module(test-options-remark{count=3)' 2>&1 | FileCheck %s --check-prefix=OPEN-BRACE
// OPEN-BRACE: error: missing closing '}' for these pass options
// OPEN-BRACE-NEXT: --> <pass-pipeline>:1:35

// RUN: not ir-opt %s --pass-pipeline='builtin.module(test-options-remark})' 2>&1 | FileCheck %s --check-prefix=CLOSE-BRACE
// CLOSE-BRACE: error: unbalanced braces: this '}' closes no '{'

// RUN: not ir-opt %s --pass-pipeline='builtin.module(test-options-remark{text="a b})' 2>&1 | FileCheck %s --check-prefix=QUOTE
// QUOTE: error: unterminated string: no closing '"'

// RUN: not ir-opt %s --pass-pipeline='test-stats-pass' 2>&1 | FileCheck %s --check-prefix=UNWRAPPED
// UNWRAPPED: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.return(test-stats-pass))' 2>&1 | FileCheck %s --check-prefix=NOT-ISOLATED
// NOT-ISOLATED: error: 'func.return' is not isolated from above: passes run only on ops isolated from above (such as 'func.func' and 'builtin.module')

// RUN: not ir-opt %s --pass-pipeline='builtin.module(foo.bar(test-stats-pass))' 2>&1 | FileCheck %s --check-prefix=NOT-AN-OP
// NOT-AN-OP: error: 'foo.bar' is not a registered operation: a nested pipeline runs on an op isolated from above (such as 'func.func') or on 'any'

// RUN: not ir-opt %s --pass-pipeline='builtin.module(test-stats-pass(test-mark-visited))' 2>&1 | FileCheck %s --check-prefix=PASS-AS-OP
// PASS-AS-OP: error: 'test-stats-pass' is a pass, not an op: only an op (such as 'func.func') or 'any' takes a nested pipeline in parentheses

// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func{x=1}(test-stats-pass))' 2>&1 | FileCheck %s --check-prefix=NESTED-OPTIONS
// NESTED-OPTIONS: error: a nested pipeline takes no options, but 'func.func' has some

// RUN: not ir-opt %s --pass-pipeline='builtin.module(,test-stats-pass)' 2>&1 | FileCheck %s --check-prefix=EMPTY-ELEMENT
// EMPTY-ELEMENT: error: expected ')' or a pass or op name
// EMPTY-ELEMENT-NEXT: --> <pass-pipeline>:1:16

// RUN: not ir-opt %s --pass-pipeline='builtin.module(test-stats-pass test-mark-visited)' 2>&1 | FileCheck %s --check-prefix=MISSING-COMMA
// MISSING-COMMA: error: expected '(', ')', ',' or '{'
// MISSING-COMMA-NEXT: --> <pass-pipeline>:1:32

// RUN: not ir-opt %s --pass-pipeline='builtin.module(test-options-remark{count=1}{flag})' 2>&1 | FileCheck %s --check-prefix=TWO-OPTION-SETS
// TWO-OPTION-SETS: error: expected '(', ')' or ','

// RUN: not ir-opt %s --pass-pipeline='func.func(test-stats-pass)' 2>&1 | FileCheck %s --check-prefix=TOP-ANCHOR
// TOP-ANCHOR: error: can't run 'func.func' pass manager on 'builtin.module' op
// TOP-ANCHOR: note: nest it: 'builtin.module(func.func(...))'

// RUN: not ir-opt %s --pass-pipeline='builtin.module(test-stats-pass)' --test-mark-visited 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: error: '--pass-pipeline' cannot be combined with pass flags such as '--test-mark-visited': put the pass in the pipeline text

// RUN: not ir-opt %s --pass-pipeline='builtin.module(foo)' -diagnostic-format=line 2>&1 | FileCheck %s --check-prefix=LINE
// LINE: <pass-pipeline>:1:16: error: 'foo' does not refer to a registered pass

// Pass flags: errors point into the flag as written.
// RUN: not ir-opt %s --test-options-remark=count=x 2>&1 | FileCheck %s --check-prefix=FLAG-VALUE
// FLAG-VALUE: error: invalid value 'x' for option 'count': expected an integer
// FLAG-VALUE-NEXT: --> <command line>:1:29
// FLAG-VALUE:      1 | --test-options-remark=count=x

// RUN: not ir-opt %s '--test-options-remark{coutn=1}' 2>&1 | FileCheck %s --check-prefix=FLAG-OPTION
// FLAG-OPTION: error: pass 'test-options-remark' has no option 'coutn'; did you mean 'count'?
// FLAG-OPTION-NEXT: --> <command line>:1:23

// RUN: not ir-opt %s --no-such-pass 2>&1 | FileCheck %s --check-prefix=FLAG-UNKNOWN
// FLAG-UNKNOWN: error: unknown command line argument '--no-such-pass'

module {
}
