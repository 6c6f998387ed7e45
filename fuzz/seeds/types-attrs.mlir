#map = affine_map<(d0, d1) -> (d0 + d1)>
!t = tensor<?x4xf32>
#loc = loc("a.mlir":3:4)
"foo.types"() {t = [i1, si8, ui16, i4096, index, f16, bf16, f32, f64, f80, f128, tf32, none, memref<4x?xf32>, memref<2x3xf32, strided<[3, 1], offset: ?>>, memref<4xi8, #map, 1>, memref<*xf32>, tensor<2x3xi8>, tensor<*xi1>, tensor<4xf32, "enc">, vector<4xf32>, vector<[4]x2xf32>, tuple<>, tuple<i32, tuple<f32>>, complex<f32>, (i32) -> (i1, i32), () -> (), !t, !foo.bar<"x", 1>, !foo<"opaque">]} : () -> ()
"foo.attrs"() {a = 42 : i32, b = true, c = "s\n\22", d, e = [1, -2, 0x1F], f = {x = 1 : i8}, g = array<i32: 1, 2>, g2 = array<f64: 1.5, -2.0e3>, g3 = array<i1: true, false>, g4 = array<i8>, h = @sym, i = @m::@f, i2 = @"x y", j = dense<[1, 2]> : tensor<2xi32>, k = dense<1.0> : tensor<2x2xf32>, k2 = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>, k3 = dense<"0x0102"> : tensor<2xi8>, k4 = dense<> : tensor<0xi32>, l = 3.25 : f32, m = 0x7FC00000 : f32, n = unit, o = i32, p = #map, q = affine_set<(d0) : (d0 >= 0)>, r = #foo.attr<"x">, s = #foo<"opaque">, t = loc(unknown), u = -7 : index, v = 1.0e10 : f64} : () -> () loc(#loc)
"foo.locs"() : () -> () loc(callsite("f"("a.mlir":1:2) at fused<"meta">["b.mlir":3:4, unknown]))
"foo.locs"() : () -> () loc(fused["c.mlir":5:6, "name"])
{-# dialect_resources: { builtin: { r: "0x04000000" } } #-}
