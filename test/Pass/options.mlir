// RUN: ir-opt %s -verify-diagnostics --pass-pipeline='builtin.module(func.func(test-options-remark{count=7 words=a,b}),test-options-remark{list=-1,0x10 text="x y"})'

/// A pass gets the values the pipeline gives it, and the defaults for the rest.

// expected-remark @below {{options: flag=false count=0 text={x y} list={-1,16} words={}}}
module {
  // expected-remark @below {{options: flag=false count=7 text= list={} words={a,b}}}
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}
