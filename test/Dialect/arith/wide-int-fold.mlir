// arith's folders compute exactly at any width, as MLIR's APInt does:
// integers wider than 128 bits (i129, i201, i256, i1000) and of zero bits.
// Constants are checked unordered (CHECK-DAG) where a function keeps several.
// RUN: ir-opt %s --canonicalize | FileCheck %s

// 2^200 + 2^200 wraps to 0 at i201 and is 2^201 at i256.
// CHECK-LABEL: func.func @add_wraps_at_i201
// CHECK: %[[C0:.+]] = arith.constant 0 : i201
// CHECK: return %[[C0]] : i201
func.func @add_wraps_at_i201() -> i201 {
  %a = arith.constant 1606938044258990275541962092341162602522202993782792835301376 : i201
  %s = arith.addi %a, %a : i201
  return %s : i201
}

// CHECK-LABEL: func.func @add_at_i256
// CHECK: %[[C0:.+]] = arith.constant 3213876088517980551083924184682325205044405987565585670602752 : i256
// CHECK: return %[[C0]] : i256
func.func @add_at_i256() -> i256 {
  %a = arith.constant 1606938044258990275541962092341162602522202993782792835301376 : i256
  %s = arith.addi %a, %a : i256
  return %s : i256
}

// CHECK-LABEL: func.func @sub_borrows_at_i256
// CHECK: %[[C0:.+]] = arith.constant -1606938044258990275541962092341162602522202993782792835301376 : i256
// CHECK: return %[[C0]] : i256
func.func @sub_borrows_at_i256() -> i256 {
  %a = arith.constant 0 : i256
  %b = arith.constant 1606938044258990275541962092341162602522202993782792835301376 : i256
  %d = arith.subi %a, %b : i256
  return %d : i256
}

// CHECK-LABEL: func.func @mul_wraps_at_i256
// CHECK: %[[C0:.+]] = arith.constant 0 : i256
// CHECK: return %[[C0]] : i256
func.func @mul_wraps_at_i256() -> i256 {
  %a = arith.constant 1606938044258990275541962092341162602522202993782792835301376 : i256
  %p = arith.muli %a, %a : i256
  return %p : i256
}

// CHECK-LABEL: func.func @mul_at_i1000
// CHECK: %[[C0:.+]] = arith.constant 2582249878086908589655919172003011874329705792829223512830659356540647622016841194629645353280137831435903171972747493376 : i1000
// CHECK: return %[[C0]] : i1000
func.func @mul_at_i1000() -> i1000 {
  %a = arith.constant 1606938044258990275541962092341162602522202993782792835301376 : i1000
  %p = arith.muli %a, %a : i1000
  return %p : i1000
}

// The signed minimum divided by -1 overflows: not folded.
// CHECK-LABEL: func.func @divsi_min_by_minus_one
// CHECK-DAG: %[[C0:.+]] = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
// CHECK-DAG: %[[C1:.+]] = arith.constant -1 : i256
// CHECK: %0 = arith.divsi %[[C0]], %[[C1]] : i256
// CHECK: return %0 : i256
func.func @divsi_min_by_minus_one() -> i256 {
  %a = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %b = arith.constant -1 : i256
  %q = arith.divsi %a, %b : i256
  return %q : i256
}

// CHECK-LABEL: func.func @divsi_min_by_two
// CHECK: %[[C0:.+]] = arith.constant -28948022309329048855892746252171976963317496166410141009864396001978282409984 : i256
// CHECK: return %[[C0]] : i256
func.func @divsi_min_by_two() -> i256 {
  %a = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %b = arith.constant 2 : i256
  %q = arith.divsi %a, %b : i256
  return %q : i256
}

// CHECK-LABEL: func.func @divui_min_by_three
// CHECK: %[[C0:.+]] = arith.constant 19298681539552699237261830834781317975544997444273427339909597334652188273322 : i256
// CHECK: return %[[C0]] : i256
func.func @divui_min_by_three() -> i256 {
  %a = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %b = arith.constant 3 : i256
  %q = arith.divui %a, %b : i256
  return %q : i256
}

// CHECK-LABEL: func.func @remsi_negative
// CHECK: %[[C0:.+]] = arith.constant -4 : i256
// CHECK: return %[[C0]] : i256
func.func @remsi_negative() -> i256 {
  %a = arith.constant -1606938044258990275541962092341162602522202993782792835301376 : i256
  %b = arith.constant 7 : i256
  %r = arith.remsi %a, %b : i256
  return %r : i256
}

// CHECK-LABEL: func.func @remui_negative
// CHECK: %[[C0:.+]] = arith.constant 5 : i256
// CHECK: return %[[C0]] : i256
func.func @remui_negative() -> i256 {
  %a = arith.constant -1606938044258990275541962092341162602522202993782792835301376 : i256
  %b = arith.constant 7 : i256
  %r = arith.remui %a, %b : i256
  return %r : i256
}

// CHECK-LABEL: func.func @ceildivsi
// CHECK: %[[C0:.+]] = arith.constant 535646014752996758513987364113720867507400997927597611767126 : i256
// CHECK: return %[[C0]] : i256
func.func @ceildivsi() -> i256 {
  %a = arith.constant 1606938044258990275541962092341162602522202993782792835301376 : i256
  %b = arith.constant 3 : i256
  %q = arith.ceildivsi %a, %b : i256
  return %q : i256
}

// CHECK-LABEL: func.func @floordivsi
// CHECK: %[[C0:.+]] = arith.constant -535646014752996758513987364113720867507400997927597611767126 : i256
// CHECK: return %[[C0]] : i256
func.func @floordivsi() -> i256 {
  %a = arith.constant -1606938044258990275541962092341162602522202993782792835301376 : i256
  %b = arith.constant 3 : i256
  %q = arith.floordivsi %a, %b : i256
  return %q : i256
}

// CHECK-LABEL: func.func @ceildivui
// CHECK: %[[C0:.+]] = arith.constant 72057594037927936 : i256
// CHECK: return %[[C0]] : i256
func.func @ceildivui() -> i256 {
  %a = arith.constant -1 : i256
  %b = arith.constant 1606938044258990275541962092341162602522202993782792835301376 : i256
  %q = arith.ceildivui %a, %b : i256
  return %q : i256
}

// CHECK-LABEL: func.func @bitwise
// CHECK-DAG: %[[C0:.+]] = arith.constant -1606938044258990275541962092341162602522202993782792835301377 : i256
// CHECK-DAG: %[[C1:.+]] = arith.constant -1 : i256
// CHECK-DAG: %[[C2:.+]] = arith.constant 0 : i256
// CHECK: return %[[C0]], %[[C1]], %[[C2]] : i256, i256, i256
func.func @bitwise() -> (i256, i256, i256) {
  %a = arith.constant -1 : i256
  %b = arith.constant 1606938044258990275541962092341162602522202993782792835301376 : i256
  %x = arith.xori %a, %b : i256
  %o = arith.ori %x, %b : i256
  %n = arith.andi %x, %b : i256
  return %x, %o, %n : i256, i256, i256
}

// CHECK-LABEL: func.func @shli_to_the_top_bit
// CHECK: %[[C0:.+]] = arith.constant -5357543035931336604742125245300009052807024058527668037218751941851755255624680612465991894078479290637973364587765734125935726428461570217992288787349287401967283887412115492710537302531185570938977091076523237491790970633699383779582771973038531457285598238843271083830214915826312193418602834034688 : i1000
// CHECK: return %[[C0]] : i1000
func.func @shli_to_the_top_bit() -> i1000 {
  %a = arith.constant 1 : i1000
  %b = arith.constant 999 : i1000
  %s = arith.shli %a, %b : i1000
  return %s : i1000
}

// A shift by the width or more is poison: not folded.
// CHECK-LABEL: func.func @shli_by_the_width
// CHECK-DAG: %[[C0:.+]] = arith.constant 1 : i256
// CHECK-DAG: %[[C1:.+]] = arith.constant 256 : i256
// CHECK: %0 = arith.shli %[[C0]], %[[C1]] : i256
// CHECK: return %0 : i256
func.func @shli_by_the_width() -> i256 {
  %a = arith.constant 1 : i256
  %b = arith.constant 256 : i256
  %s = arith.shli %a, %b : i256
  return %s : i256
}

// CHECK-LABEL: func.func @shrsi_of_the_minimum
// CHECK: %[[C0:.+]] = arith.constant -1 : i256
// CHECK: return %[[C0]] : i256
func.func @shrsi_of_the_minimum() -> i256 {
  %a = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %b = arith.constant 255 : i256
  %s = arith.shrsi %a, %b : i256
  return %s : i256
}

// CHECK-LABEL: func.func @shrui_of_the_minimum
// CHECK: %[[C0:.+]] = arith.constant 36028797018963968 : i256
// CHECK: return %[[C0]] : i256
func.func @shrui_of_the_minimum() -> i256 {
  %a = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %b = arith.constant 200 : i256
  %s = arith.shrui %a, %b : i256
  return %s : i256
}

// CHECK-LABEL: func.func @cmpi_signed_and_unsigned
// CHECK-DAG: %[[C0:.+]] = arith.constant true
// CHECK-DAG: %[[C1:.+]] = arith.constant false
// CHECK: return %[[C0]], %[[C1]] : i1, i1
func.func @cmpi_signed_and_unsigned() -> (i1, i1) {
  %a = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %b = arith.constant 1 : i256
  %s = arith.cmpi slt, %a, %b : i256
  %u = arith.cmpi ult, %a, %b : i256
  return %s, %u : i1, i1
}

// CHECK-LABEL: func.func @extsi_to_i1000
// CHECK: %[[C0:.+]] = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i1000
// CHECK: return %[[C0]] : i1000
func.func @extsi_to_i1000() -> i1000 {
  %a = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %e = arith.extsi %a : i256 to i1000
  return %e : i1000
}

// CHECK-LABEL: func.func @extui_to_i1000
// CHECK: %[[C0:.+]] = arith.constant 115792089237316195423570985008687907853269984665640564039457584007913129639935 : i1000
// CHECK: return %[[C0]] : i1000
func.func @extui_to_i1000() -> i1000 {
  %a = arith.constant -1 : i256
  %e = arith.extui %a : i256 to i1000
  return %e : i1000
}

// CHECK-LABEL: func.func @trunci_to_i129
// CHECK: %[[C0:.+]] = arith.constant -1 : i129
// CHECK: return %[[C0]] : i129
func.func @trunci_to_i129() -> i129 {
  %a = arith.constant -1606938044258990275541962092341162602522202993782792835301376 : i1000
  %b = arith.constant 1 : i1000
  %c = arith.subi %a, %b : i1000
  %t = arith.trunci %c : i1000 to i129
  return %t : i129
}

// CHECK-LABEL: func.func @trunci_to_i64
// CHECK: %[[C0:.+]] = arith.constant 5 : i64
// CHECK: return %[[C0]] : i64
func.func @trunci_to_i64() -> i64 {
  %a = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %b = arith.constant 5 : i256
  %c = arith.addi %a, %b : i256
  %t = arith.trunci %c : i256 to i64
  return %t : i64
}

// CHECK-LABEL: func.func @index_cast_to_i256
// CHECK: %[[C0:.+]] = arith.constant -3 : i256
// CHECK: return %[[C0]] : i256
func.func @index_cast_to_i256() -> i256 {
  %a = arith.constant -3 : index
  %e = arith.index_cast %a : index to i256
  return %e : i256
}

// CHECK-LABEL: func.func @index_castui_to_i256
// CHECK: %[[C0:.+]] = arith.constant 18446744073709551613 : i256
// CHECK: return %[[C0]] : i256
func.func @index_castui_to_i256() -> i256 {
  %a = arith.constant -3 : index
  %e = arith.index_castui %a : index to i256
  return %e : i256
}

// CHECK-LABEL: func.func @select_wide
// CHECK: %[[C0:.+]] = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
// CHECK: return %[[C0]] : i256
func.func @select_wide(%c: i1) -> i256 {
  %t = arith.constant true
  %a = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %b = arith.constant 1 : i256
  %s = arith.select %t, %a, %b : i256
  return %s : i256
}

// CHECK-LABEL: func.func @max_and_min
// CHECK-DAG: %[[C0:.+]] = arith.constant 1 : i256
// CHECK-DAG: %[[C1:.+]] = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
// CHECK: return %[[C0]], %[[C1]], %[[C1]], %[[C0]] : i256, i256, i256, i256
func.func @max_and_min() -> (i256, i256, i256, i256) {
  %a = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %b = arith.constant 1 : i256
  %x = arith.maxsi %a, %b : i256
  %y = arith.minsi %a, %b : i256
  %z = arith.maxui %a, %b : i256
  %w = arith.minui %a, %b : i256
  return %x, %y, %z, %w : i256, i256, i256, i256
}

// CHECK-LABEL: func.func @sitofp_of_i256
// CHECK-DAG: %[[C0:.+]] = arith.constant 0xFF800000 : f32
// CHECK-DAG: %[[C1:.+]] = arith.constant 5.7896044618658098E+76 : f64
// CHECK: return %[[C0]], %[[C1]] : f32, f64
func.func @sitofp_of_i256() -> (f32, f64) {
  %a = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %f = arith.sitofp %a : i256 to f32
  %g = arith.uitofp %a : i256 to f64
  return %f, %g : f32, f64
}

// CHECK-LABEL: func.func @fptosi_to_i256
// CHECK: %[[C0:.+]] = arith.constant -10000000000000000725314363815292351261583744096465219555182101554790400 : i256
// CHECK: return %[[C0]] : i256
func.func @fptosi_to_i256() -> i256 {
  %a = arith.constant -1.0e+70 : f64
  %i = arith.fptosi %a : f64 to i256
  return %i : i256
}

// CHECK-LABEL: func.func @zero_width
// CHECK: %[[C0:.+]] = arith.constant 0 : i0
// CHECK: return %[[C0]], %[[C0]] : i0, i0
func.func @zero_width() -> (i0, i0) {
  %a = arith.constant 0 : i0
  %s = arith.addi %a, %a : i0
  %m = arith.muli %a, %a : i0
  return %s, %m : i0, i0
}
