// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

/// dense_resource attributes and the file metadata section ({-# ... #-})
/// are checked as mlir-opt-22 checks them, with its messages.

// expected-error @below {{`dense_resource` expected a shaped type}}
"foo.a"() {a = dense_resource<b> : i32} : () -> ()

// -----

// expected-error @below {{expected identifier key for 'resource' entry}}
"foo.a"() {a = dense_resource<1abc> : tensor<2xi32>} : () -> ()

// -----

{-#
  // expected-error @below {{expected hex string blob for key 'b'}}
  dialect_resources: { builtin: { b: "0xZZ" } }
#-}

// -----

{-#
  // expected-error @below {{expected hex string blob for key 'b'}}
  dialect_resources: { builtin: { b: true } }
#-}

// -----

{-#
  // expected-error @below {{expected hex string blob for key 'b' to encode alignment in first 4 bytes}}
  dialect_resources: { builtin: { b: "0x04" } }
#-}

// -----

{-#
  // expected-error @below {{dialect 'foo' is unknown}}
  dialect_resources: { foo: {} }
#-}

// -----

{-#
  // expected-error @below {{unexpected 'resource' section for dialect 'func'}}
  dialect_resources: { func: { b: "0x0400000001" } }
#-}

// -----

{-#
  // expected-error @below {{expected string value for key 'k1'}}
  external_resources: { p: { k1: 1 } }
#-}

// -----

{-#
  // expected-error @below {{unknown key 'bogus' in file metadata dictionary}}
  bogus: {}
#-}

// -----

"foo.a"() : () -> ()
// expected-error @below {{expected ',' or '#-}'}}
{-# external_resources: {} external_resources: {} #-}
