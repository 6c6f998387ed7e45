//! `op!`: one declaration per op (MLIR's ODS `def AddIOp : Arith_Op<...>`)
//! that yields both its registered [`OpDefinition`](crate::OpDefinition)
//! (spec, format, handle) and its typed handle with named accessors and
//! a state builder. The macro only arranges data: the spec is an
//! [`OpSpec`](crate::ods::OpSpec) built at registration, the format is
//! interpreted, accessors are one-line calls into
//! [`OpShape`](crate::ods::OpShape); a group's index is found by a
//! constant evaluation of its name, so no name is compared at run time.

/// Declares an op: its operand, result, attribute, region and successor
/// groups with their constraints and Rust types, and its format.
///
/// ```
/// use ir_core::ods::{op_attrs::I64Attr, Op, TypeConstraint};
/// ir_core::op! {
///     /// `%r = demo.shift %x by 3 : i32`.
///     pub struct ShiftOp = demo.shift {
///         summary: "Shifts by a constant",
///         operands: (x: one(TypeConstraint::SIGNLESS_INTEGER_LIKE)),
///         results: (result: one(TypeConstraint::SIGNLESS_INTEGER_LIKE)),
///         attributes: (amount: required(I64Attr)),
///         constraints: |spec| spec.same_types(&["x", "result"]),
///         format: "$x `by` $amount attr-dict `:` type($result)",
///     }
/// }
/// let definition = ShiftOp::definition();
/// assert_eq!(definition.name, "demo.shift");
/// ```
///
/// Arities: `one`, `optional`, `variadic` for operands; `one`, `variadic`
/// for results, regions and successors. Attributes are `required(T)`,
/// `optional(T)`, `default(T, make_default)` or `optional_default(T,
/// make_default)` (absent stays absent, MLIR's `DefaultValuedOptionalAttr`)
/// with `T` an [`OpAttr`](crate::ods::OpAttr). A group or attribute
/// spelled otherwise than its accessor takes `as "spelling"`
/// (`dest_operands as "destOperands"`). Without `format` the op has only
/// the generic form, or the syntax its definition is given with
/// `with_syntax`. The definition it returns takes further hooks
/// (`with_verifier`, `with_interface`, ...) as any.
#[macro_export]
macro_rules! op {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident = $dialect:ident . $mnemonic:ident {
            summary: $summary:literal,
            $( operands: ( $($oname:ident $(as $ospelling:literal)? : $oarity:ident ($oc:expr)),* $(,)? ), )?
            $( results: ( $($rname:ident $(as $rspelling:literal)? : $rarity:ident ($rc:expr)),* $(,)? ), )?
            $( attributes: ( $($aname:ident $(as $aspelling:literal)? : $amode:ident ($aty:ty $(, $adefault:expr)?)),* $(,)? ), )?
            $( regions: ( $($gname:ident $(as $gspelling:literal)? : $garity:ident),* $(,)? ), )?
            $( successors: ( $($sname:ident $(as $sspelling:literal)? : $sarity:ident),* $(,)? ), )?
            $( constraints: $constraints:expr, )?
            $( format: $format:literal, )?
        }
    ) => {
        $(#[$meta])*
        pub struct $name<'a> {
            shape: $crate::ods::OpShape<'a>,
        }

        impl<'a> $crate::ods::Op<'a> for $name<'a> {
            const NAME: &'static str = concat!(stringify!($dialect), ".", stringify!($mnemonic));

            fn handle_id() -> ::std::any::TypeId {
                ::std::any::TypeId::of::<$name<'static>>()
            }

            fn from_shape(shape: $crate::ods::OpShape<'a>) -> Self {
                Self { shape }
            }
        }

        // A declaration gets the whole API; a dialect may use part of it.
        #[allow(dead_code)]
        impl<'a> $name<'a> {
            /// The op's view.
            pub fn view(&self) -> $crate::OpView<'a> {
                self.shape.view
            }

            /// The op.
            pub fn op(&self) -> $crate::OpId {
                self.shape.view.op
            }

            $( $crate::__op_operands!([$($oname)*]; $($oname $oarity),*); )?
            $( $crate::__op_results!([$($rname)*]; $($rname $rarity),*); )?
            $( $( $crate::__op_attr_accessor!($aname, $crate::__spelling!($aname $($aspelling)?), $aty); )* )?
            $( $crate::__op_regions!([$($gname)*]; $($gname $garity),*); )?
            $( $crate::__op_successors!([$($sname)*]; $($sname $sarity),*); )?

            /// The op's definition: its spec, format and handle, to which
            /// the dialect adds its hooks and interfaces.
            pub fn definition() -> $crate::OpDefinition {
                let spec = $crate::ods::OpSpec::new();
                $( $( let spec = $crate::__op_operand_spec!(spec, $crate::__spelling!($oname $($ospelling)?), $oarity, $oc); )* )?
                $( $( let spec = $crate::__op_result_spec!(spec, $crate::__spelling!($rname $($rspelling)?), $rarity, $rc); )* )?
                $( $( let spec = $crate::__op_attr_spec!(spec, $crate::__spelling!($aname $($aspelling)?), $amode, $aty $(, $adefault)?); )* )?
                $( $( let spec = spec.region($crate::__spelling!($gname $($gspelling)?), $crate::__arity!($garity)); )* )?
                $( $( let spec = spec.successor($crate::__spelling!($sname $($sspelling)?), $crate::__arity!($sarity)); )* )?
                $( let constrain: fn($crate::ods::OpSpec) -> $crate::ods::OpSpec = $constraints; let spec = constrain(spec); )?
                let definition = $crate::OpDefinition::new(
                    <$name<'static> as $crate::ods::Op<'static>>::NAME,
                    $summary,
                )
                .with_handle(<$name<'static> as $crate::ods::Op<'static>>::handle_id());
                $crate::__op_definition!(definition, spec $(, $format)?)
            }

            /// The state of a new op of this kind at `loc` (results, then
            /// operands, then attributes, then successors, in declaration
            /// order), properties and segment sizes filled in; create it
            /// with a builder or rewriter.
            #[allow(clippy::too_many_arguments)]
            pub fn state(
                ctx: &$crate::Context,
                loc: $crate::Attr,
                $( $( $rname: $crate::__op_result_param!($rarity), )* )?
                $( $( $oname: $crate::__op_operand_param!($oarity), )* )?
                $( $( $aname: $crate::__op_attr_param!($amode), )* )?
                $( $( $sname: $crate::__op_successor_param!($sarity), )* )?
            ) -> $crate::ir::OperationState {
                let state = $crate::ods::StateBuilder::new::<Self>(ctx, loc);
                $( $( let state = state.results($crate::__op_values!($rarity, $rname)); )* )?
                $( $( let state = state.operands($crate::__op_values!($oarity, $oname)); )* )?
                $( $( let state = state.property($crate::__spelling!($aname $($aspelling)?), $crate::__op_attr_value!($amode, $aname)); )* )?
                $( $( let state = state.successors($crate::__op_values!($sarity, $sname)); )* )?
                state.finish()
            }
        }
    };
}

/// A group's or attribute's name in the spec: its spelling, or its
/// accessor's name.
#[doc(hidden)]
#[macro_export]
macro_rules! __spelling {
    ($name:ident) => {
        stringify!($name)
    };
    ($name:ident $spelling:literal) => {
        $spelling
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __arity {
    (one) => {
        $crate::ods::Arity::Single
    };
    (optional) => {
        $crate::ods::Arity::Optional
    };
    (variadic) => {
        $crate::ods::Arity::Variadic
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_definition {
    ($definition:ident, $spec:ident) => {
        $definition.with_spec($spec)
    };
    ($definition:ident, $spec:ident, $format:literal) => {
        $definition.with_format($spec, $format)
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_operand_spec {
    ($spec:ident, $name:expr, one, $c:expr) => {
        $spec.operand($name, $c)
    };
    ($spec:ident, $name:expr, optional, $c:expr) => {
        $spec.optional_operand($name, $c)
    };
    ($spec:ident, $name:expr, variadic, $c:expr) => {
        $spec.variadic_operand($name, $c)
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_result_spec {
    ($spec:ident, $name:expr, one, $c:expr) => {
        $spec.result($name, $c)
    };
    ($spec:ident, $name:expr, variadic, $c:expr) => {
        $spec.variadic_result($name, $c)
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_attr_spec {
    ($spec:ident, $name:expr, required, $ty:ty) => {
        $spec.attr($name, <$ty as $crate::ods::OpAttr>::KIND)
    };
    ($spec:ident, $name:expr, optional, $ty:ty) => {
        $spec.optional_attr($name, <$ty as $crate::ods::OpAttr>::KIND)
    };
    ($spec:ident, $name:expr, default, $ty:ty, $default:expr) => {
        $spec.default_attr($name, <$ty as $crate::ods::OpAttr>::KIND, $default)
    };
    ($spec:ident, $name:expr, optional_default, $ty:ty, $default:expr) => {
        $spec.default_optional_attr($name, <$ty as $crate::ods::OpAttr>::KIND, $default)
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_operands {
    ($all:tt; $($name:ident $arity:ident),*) => {
        $( $crate::__op_operand_accessor!($all, $name, $arity); )*
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_operand_accessor {
    ([$($all:ident)*], $name:ident, one) => {
        #[doc = concat!("Operand `", stringify!($name), "`.")]
        pub fn $name(&self) -> $crate::ValueId {
            self.shape.operand(const { $crate::ods::group_index(&[$(stringify!($all)),*], stringify!($name)) })
        }
    };
    ([$($all:ident)*], $name:ident, optional) => {
        #[doc = concat!("Operand `", stringify!($name), "`, if present.")]
        pub fn $name(&self) -> Option<$crate::ValueId> {
            self.shape.optional_operand(const { $crate::ods::group_index(&[$(stringify!($all)),*], stringify!($name)) })
        }
    };
    ([$($all:ident)*], $name:ident, variadic) => {
        #[doc = concat!("Operands `", stringify!($name), "`.")]
        pub fn $name(&self) -> impl ExactSizeIterator<Item = $crate::ValueId> + 'a {
            self.shape.operand_group(const { $crate::ods::group_index(&[$(stringify!($all)),*], stringify!($name)) })
        }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_results {
    ($all:tt; $($name:ident $arity:ident),*) => {
        $( $crate::__op_result_accessor!($all, $name, $arity); )*
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_result_accessor {
    ([$($all:ident)*], $name:ident, one) => {
        #[doc = concat!("Result `", stringify!($name), "`.")]
        pub fn $name(&self) -> $crate::ValueId {
            self.shape.result(const { $crate::ods::group_index(&[$(stringify!($all)),*], stringify!($name)) })
        }
    };
    ([$($all:ident)*], $name:ident, variadic) => {
        #[doc = concat!("Results `", stringify!($name), "`.")]
        pub fn $name(&self) -> &'a [$crate::ValueId] {
            self.shape.result_group(const { $crate::ods::group_index(&[$(stringify!($all)),*], stringify!($name)) })
        }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_attr_accessor {
    ($name:ident, $spelling:expr, $ty:ty) => {
        #[doc = concat!("Attribute `", $spelling, "`, if present and of its kind.")]
        pub fn $name(&self) -> Option<<$ty as $crate::ods::OpAttr>::Value<'a>> {
            let attr = self.shape.attr($spelling)?;
            <$ty as $crate::ods::OpAttr>::read(self.shape.view.ctx, attr)
        }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_regions {
    ($all:tt; $($name:ident $arity:ident),*) => {
        $( $crate::__op_region_accessor!($all, $name, $arity); )*
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_region_accessor {
    ([$($all:ident)*], $name:ident, one) => {
        #[doc = concat!("Region `", stringify!($name), "`.")]
        pub fn $name(&self) -> $crate::RegionId {
            self.shape.region(const { $crate::ods::group_index(&[$(stringify!($all)),*], stringify!($name)) })
        }
    };
    ([$($all:ident)*], $name:ident, variadic) => {
        #[doc = concat!("Regions `", stringify!($name), "` (the op's regions from this group's position on: a variadic group comes last).")]
        pub fn $name(&self) -> &'a [$crate::RegionId] {
            let start = const { $crate::ods::group_index(&[$(stringify!($all)),*], stringify!($name)) };
            self.shape.view.regions().get(start..).unwrap_or(&[])
        }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_successors {
    ($all:tt; $($name:ident $arity:ident),*) => {
        $( $crate::__op_successor_accessor!($all, $name, $arity); )*
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_successor_accessor {
    ([$($all:ident)*], $name:ident, one) => {
        #[doc = concat!("Successor `", stringify!($name), "`.")]
        pub fn $name(&self) -> $crate::BlockId {
            self.shape.successor(const { $crate::ods::group_index(&[$(stringify!($all)),*], stringify!($name)) })
        }
    };
    ([$($all:ident)*], $name:ident, variadic) => {
        #[doc = concat!("Successors `", stringify!($name), "` (every successor of the op).")]
        pub fn $name(&self) -> Vec<$crate::BlockId> {
            self.shape.view.successors()
        }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_result_param {
    (one) => {
        $crate::Type
    };
    (variadic) => {
        &[$crate::Type]
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_operand_param {
    (one) => { $crate::ValueId };
    (optional) => { Option<$crate::ValueId> };
    (variadic) => { &[$crate::ValueId] };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_successor_param {
    (one) => {
        $crate::BlockId
    };
    (variadic) => {
        &[$crate::BlockId]
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_attr_param {
    (required) => { $crate::Attr };
    (optional) => { Option<$crate::Attr> };
    (default) => { Option<$crate::Attr> };
    (optional_default) => { Option<$crate::Attr> };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_attr_value {
    (required, $value:ident) => {
        Some($value)
    };
    ($mode:ident, $value:ident) => {
        $value
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __op_values {
    (one, $value:ident) => {
        [$value]
    };
    (optional, $value:ident) => {
        $value
    };
    (variadic, $value:ident) => {
        $value.iter().copied()
    };
}
