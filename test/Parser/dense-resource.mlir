// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect -mlir-print-op-generic | ir-opt -split-input-file -allow-unregistered-dialect | FileCheck %s

/// dense_resource<handle> attributes name blobs that the file metadata
/// section ({-# dialect_resources: ... #-}) defines. The section prints
/// after the IR, an empty line before it, holding the blobs of the handles
/// the IR uses (in the order they are first printed; unused ones, handles
/// without a blob such as __elided__, and empty groups are dropped) and the
/// external resources (all entries, in order, a repeated key too). Each
/// chunk of a split file has its own resources.
/// Byte-identical to mlir-opt-22 on this file.

// CHECK-LABEL: module {
// CHECK-NEXT:    "foo.a"() {a = dense_resource<__elided__> : tensor<4xi32>, b = dense_resource<zeta> : tensor<2xi32>, c = dense_resource<alpha> : vector<1xi8>, d = dense_resource<zeta> : tensor<2xi32>} : () -> ()
// CHECK-NEXT:  }
// CHECK-EMPTY:
// CHECK-NEXT:  {-#
// CHECK-NEXT:    dialect_resources: {
// CHECK-NEXT:      builtin: {
// CHECK-NEXT:        zeta: "0x040000000100000002000000",
// CHECK-NEXT:        alpha: "0x01000000AB"
// CHECK-NEXT:      }
// CHECK-NEXT:    },
// CHECK-NEXT:    external_resources: {
// CHECK-NEXT:      tool: {
// CHECK-NEXT:        flag: true,
// CHECK-NEXT:        note: "a\0Ab",
// CHECK-NEXT:        flag: false
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:  #-}
// CHECK-EMPTY:
// CHECK-NEXT:  // {{-----}}
"foo.a"() {a = dense_resource<__elided__> : tensor<4xi32>, b = dense_resource<zeta> : tensor<2xi32>, c = dense_resource<alpha> : vector<1xi8>, d = dense_resource<zeta> : tensor<2xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      unused: "0x04000000FF",
      alpha: "0x01000000ab",
      zeta: "0x0400000001000000ffffffff"
    }
  },
  external_resources: {
    empty: {},
    tool: { flag: true, note: "a\nb" }
  }
#-}
{-#
  dialect_resources: { builtin: { zeta: "0x040000000100000002000000" } },
  external_resources: { tool: { flag: false } }
#-}

// -----

/// A chunk sees none of the resources of the chunks before it.

// CHECK-LABEL: module {
// CHECK-NEXT:    "foo.b"() {a = dense_resource<zeta> : tensor<2xi32>} : () -> ()
// CHECK-NEXT:  }
// CHECK-EMPTY:
// CHECK-NEXT:  // {{-----}}
"foo.b"() {a = dense_resource<zeta> : tensor<2xi32>} : () -> ()

// -----

/// Print order: an op's properties before its regions, its attributes after
/// them; handles that are not identifiers are quoted; arrays and
/// dictionaries are searched; an empty blob announces alignment 0.

// CHECK-LABEL: module {
// CHECK:       {-#
// CHECK-NEXT:    dialect_resources: {
// CHECK-NEXT:      builtin: {
// CHECK-NEXT:        first: "0x0400000001",
// CHECK-NEXT:        "x y": "0x0400000002",
// CHECK-NEXT:        empty: "0x00000000",
// CHECK-NEXT:        last: "0x0400000003"
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:  #-}
"foo.r"() <{p = dense_resource<first> : tensor<1xi8>}> ({
  "foo.n"() {x = [dense_resource<"x y"> : tensor<1xi8>, {y = dense_resource<empty> : tensor<0xi8>}]} : () -> ()
}) {z = dense_resource<last> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      last: "0x0400000003",
      empty: "0x08000000",
      "x y": "0x0400000002",
      first: "0x0400000001"
    }
  }
#-}

// -----

/// arith.constant holds a dense_resource value; folding passes keep it.

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %cst = arith.constant dense_resource<q> : tensor<2xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense_resource<q> : tensor<2xi32>
// CHECK-NEXT:    %0 = arith.addi %cst, %cst_0 : tensor<2xi32>
// CHECK:       q: "0x040000000100000002000000"
func.func @f() -> tensor<2xi32> {
  %0 = arith.constant dense_resource<q> : tensor<2xi32>
  %1 = arith.constant dense_resource<q> : tensor<2xi32>
  %2 = arith.addi %0, %1 : tensor<2xi32>
  return %2 : tensor<2xi32>
}
{-#
  dialect_resources: { builtin: { q: "0x040000000100000002000000" } }
#-}
