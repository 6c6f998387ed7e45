//! Integer attribute values of types wider than 128 bits, as MLIR's
//! `IntegerAttr` holds an `APInt` of its type's width (Builtin dialect,
//! "IntegerAttr"). Values are kept sign-extended from the type's width,
//! inline in [`AttrKind::Integer`] whenever they fit an `i128` (so small
//! values of wide types cost nothing extra) and in
//! [`AttrKind::WideInteger`] otherwise: one attribute per value.

use super::attributes::AttrKind;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::One;

/// `value` wrapped to `width` bits (modulo `2^width`) and read as signed.
pub fn sign_extend(value: &BigInt, width: u32) -> BigInt {
    let modulus = BigInt::one() << width;
    let wrapped = value.mod_floor(&modulus);
    if width > 0 && wrapped.bit(u64::from(width - 1)) {
        wrapped - modulus
    } else {
        wrapped
    }
}

/// The canonical attribute of integer `value` of type `ty` (of `width`
/// bits): inline when the wrapped value fits an `i128`.
pub fn canonical(value: &BigInt, ty: super::types::Type, width: u32) -> AttrKind {
    let value = sign_extend(value, width);
    match i128::try_from(&value) {
        Ok(value) => AttrKind::Integer { value, ty },
        Err(_) => AttrKind::WideInteger {
            value: Box::new(value),
            ty,
        },
    }
}
