//! The declarations a dialect writes for its types, attributes and
//! enumerations (MLIR's `TypeDef`, `AttrDef`, `I64EnumAttr`,
//! `BitEnumAttr`). They are `macro_rules!` that expand to a plain struct
//! or enum and a short trait implementation whose work is done by
//! functions of the framework (the format is data, interpreted), so a
//! definition costs little to compile and reads like the dialect.

/// Declares a dialect type: a struct of its parameters, uniqued in the
/// context, parsed and printed from a declarative format over them.
///
/// ```
/// use ir_core::{type_def, Type};
/// type_def! {
///     /// `!demo.pair<i32, f32>`.
///     pub struct PairType = demo.pair {
///         /// The first element type.
///         pub first: Type,
///         /// The second element type.
///         pub second: Type,
///     }
///     format = "`<` $first `,` $second `>`";
/// }
/// ```
///
/// An optional `verify = path;` names a `fn(&Self, &Context) -> Result<(), String>`
/// run whenever a value is made or parsed.
#[macro_export]
macro_rules! type_def {
    ($($declaration:tt)*) => {
        $crate::__value_def! { TypeDef; $($declaration)* }
    };
}

/// Declares a dialect attribute, as [`type_def!`] declares a type.
///
/// ```
/// use ir_core::attr_def;
/// attr_def! {
///     /// `#demo.weight<3>`.
///     pub struct WeightAttr = demo.weight {
///         /// The weight.
///         pub value: i64,
///     }
///     format = "`<` $value `>`";
/// }
/// ```
#[macro_export]
macro_rules! attr_def {
    ($($declaration:tt)*) => {
        $crate::__value_def! { AttrDef; $($declaration)* }
    };
}

/// The struct behind [`type_def!`] and [`attr_def!`] (`$kind` says which).
#[doc(hidden)]
#[macro_export]
macro_rules! __value_def {
    (
        $kind:ident;
        $(#[$meta:meta])*
        $vis:vis struct $name:ident = $dialect:ident . $mnemonic:ident {
            $( $(#[$fmeta:meta])* $fvis:vis $field:ident : $fty:ty ),* $(,)?
        }
        $( format = $format:literal ; )?
        $( verify = $verify:path ; )?
    ) => {
        $(#[$meta])*
        #[derive(Clone, PartialEq, Eq, Hash, Debug)]
        $vis struct $name { $( $(#[$fmeta])* $fvis $field: $fty ),* }
        $crate::__params_def!($name, $dialect, $mnemonic, [$($field: $fty),*], [$($format)?], [$($verify)?]);
        impl $crate::dialect::$kind for $name {}
        $crate::__op_attr_of_def!($kind, $name);
    };
}

/// An attribute definition is an op attribute kind too (read as itself).
#[doc(hidden)]
#[macro_export]
macro_rules! __op_attr_of_def {
    (TypeDef, $name:ident) => {};
    (AttrDef, $name:ident) => {
        impl $crate::ods::OpAttr for $name {
            const KIND: $crate::ods::AttrType = $crate::ods::AttrType::of::<$name>();
            type Value<'a> = &'a $name;
            fn read(ctx: &$crate::Context, attr: $crate::Attr) -> Option<&$name> {
                ctx.attr_as::<$name>(attr)
            }
        }
    };
}

/// The [`ParamsDef`](crate::dialect::ParamsDef) implementation behind
/// [`type_def!`] and [`attr_def!`].
#[doc(hidden)]
#[macro_export]
macro_rules! __params_def {
    ($name:ident, $dialect:ident, $mnemonic:ident, [$($field:ident : $fty:ty),*], [$($format:literal)?], [$($verify:path)?]) => {
        impl $name {
            /// The compiled format (compiled once; checked at registration).
            fn compiled_format() -> ::std::result::Result<&'static $crate::dialect::ParamFormat, &'static str> {
                static FORMAT: ::std::sync::OnceLock<::std::result::Result<$crate::dialect::ParamFormat, String>> =
                    ::std::sync::OnceLock::new();
                FORMAT
                    .get_or_init(|| {
                        $crate::dialect::ParamFormat::compile(&[$(stringify!($field)),*], $crate::__format_text!($($format)?))
                    })
                    .as_ref()
                    .map_err(String::as_str)
            }
        }

        impl $crate::dialect::ParamsDef for $name {
            const DIALECT: &'static str = stringify!($dialect);
            const MNEMONIC: &'static str = stringify!($mnemonic);

            fn check() -> ::std::result::Result<(), String> {
                Self::compiled_format().map(|_| ()).map_err(str::to_string)
            }

            #[allow(unused_mut)]
            fn parse(
                p: &mut $crate::dialect::ParamParser<'_, '_, '_>,
            ) -> ::std::result::Result<Self, $crate::Diagnostic> {
                let format = Self::compiled_format().map_err(|e| p.error_at(p.offset(), e))?;
                let mut cursor = format.cursor();
                $(
                    cursor.parse_up_to_param(p)?;
                    let $field = <$fty as $crate::dialect::Param>::parse(p)?;
                )*
                cursor.parse_up_to_param(p)?;
                Ok(Self { $($field),* })
            }

            #[allow(unused_mut)]
            fn print(&self, p: &mut $crate::dialect::ParamPrinter<'_>) {
                let format = Self::compiled_format()
                    .expect("the format is checked before a value is made or parsed");
                let mut cursor = format.cursor();
                $(
                    cursor.print_up_to_param(p);
                    $crate::dialect::Param::print(&self.$field, p);
                )*
                cursor.print_up_to_param(p);
            }

            fn verify(&self, _ctx: &$crate::Context) -> ::std::result::Result<(), String> {
                $( return $verify(self, _ctx); )?
                #[allow(unreachable_code)]
                Ok(())
            }

            fn walk(&self, _visit: &mut dyn FnMut($crate::dialect::SubElement)) {
                $( $crate::dialect::Param::walk(&self.$field, _visit); )*
            }

            fn replace(&self, _replacer: &mut dyn $crate::dialect::SubElementReplacer) -> Self {
                Self { $( $field: $crate::dialect::Param::replace(&self.$field, _replacer) ),* }
            }
        }
    };
}

/// A definition's format text: empty when it declares none.
#[doc(hidden)]
#[macro_export]
macro_rules! __format_text {
    () => {
        ""
    };
    ($format:literal) => {
        $format
    };
}

/// Declares an enumeration written as one keyword per case (MLIR's
/// `I64EnumAttr`): a Rust enum with its spellings, usable as a parameter
/// and, stored as an integer, as an op attribute (`arith.cmpi`'s
/// predicate); `stored_as = i32;` after the cases stores it as an `i32`
/// (MLIR's `I32EnumAttr`).
///
/// ```
/// ir_core::int_enum! {
///     /// Which way to round.
///     pub enum Rounding {
///         /// Toward zero.
///         Zero = 0 => "toward_zero",
///         /// To nearest.
///         Nearest = 1 => "nearest",
///     }
/// }
/// assert_eq!(Rounding::from_keyword("nearest"), Some(Rounding::Nearest));
/// assert_eq!(Rounding::Zero.keyword(), "toward_zero");
/// ```
#[macro_export]
macro_rules! int_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $value:literal => $spelling:literal ),* $(,)?
        }
        $( stored_as = $storage:ident; )?
    ) => {
        $(#[$meta])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        $vis enum $name { $( $(#[$vmeta])* $variant = $value ),* }

        // A declaration gets the whole API; a dialect may use part of it.
        #[allow(dead_code)]
        impl $name {
            /// Every case, by value.
            pub const ALL: &'static [$name] = &[$($name::$variant),*];
            /// The keyword of every case, by value (what formats write).
            pub const KEYWORDS: &'static [&'static str] = &[$($spelling),*];

            /// The keyword that writes this case.
            pub fn keyword(self) -> &'static str {
                match self { $( $name::$variant => $spelling ),* }
            }

            /// The case written `keyword`.
            pub fn from_keyword(keyword: &str) -> Option<Self> {
                match keyword { $( $spelling => Some($name::$variant), )* _ => None }
            }

            /// The case whose value is `value`.
            pub fn from_value(value: i128) -> Option<Self> {
                Self::ALL.iter().copied().find(|case| *case as i128 == value)
            }
        }

        impl $crate::ods::OpAttr for $name {
            const KIND: $crate::ods::AttrType = $crate::__enum_kind!(Self::KEYWORDS $(, $storage)?);
            type Value<'a> = $name;
            fn read(ctx: &$crate::Context, attr: $crate::Attr) -> Option<$name> {
                match ctx.attr_kind(attr) {
                    $crate::AttrKind::Integer { value, .. } => Self::from_value(*value),
                    _ => None,
                }
            }
        }

        impl $crate::dialect::Param for $name {
            fn parse(p: &mut $crate::dialect::ParamParser<'_, '_, '_>) -> ::std::result::Result<Self, $crate::Diagnostic> {
                let offset = p.offset();
                let word = p.parse_keyword()?;
                Self::from_keyword(word).ok_or_else(|| {
                    p.error_at(offset, format!("expected one of: {}", Self::KEYWORDS.join(", ")))
                })
            }

            fn print(&self, p: &mut $crate::dialect::ParamPrinter<'_>) {
                p.write(self.keyword())
            }
        }
    };
}

/// The spec kind of an enumeration stored as an `i64` (the default) or `i32`.
#[doc(hidden)]
#[macro_export]
macro_rules! __enum_kind {
    ($keywords:expr) => {
        $crate::ods::AttrType::Enum($keywords)
    };
    ($keywords:expr, i64) => {
        $crate::ods::AttrType::Enum($keywords)
    };
    ($keywords:expr, i32) => {
        $crate::ods::AttrType::EnumI32($keywords)
    };
}

/// Declares a set of bit flags written as a list of keywords (MLIR's
/// `BitEnumAttr`): `none` for no flag, an optional name for all of them,
/// the flags in declaration order joined by `separator`.
///
/// ```
/// ir_core::bit_enum! {
///     /// How an addition may wrap.
///     pub struct Wrap: "demo::Wrap" {
///         /// No signed wrap.
///         NSW = 0 => "nsw",
///         /// No unsigned wrap.
///         NUW = 1 => "nuw",
///     }
///     all = None;
///     separator = ", ";
/// }
/// assert!((Wrap::NSW | Wrap::NUW).contains(Wrap::NUW));
/// assert_eq!((Wrap::NSW | Wrap::NUW).spelling(), "nsw, nuw");
/// ```
#[macro_export]
macro_rules! bit_enum {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident : $enum_name:literal {
            $( $(#[$vmeta:meta])* $flag:ident = $bit:literal => $spelling:literal ),* $(,)?
        }
        all = $all:expr;
        separator = $separator:literal;
    ) => {
        $(#[$meta])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
        $vis struct $name(u32);

        // A declaration gets the whole API; a dialect may use part of it.
        #[allow(dead_code)]
        impl $name {
            /// No flag (`none`).
            pub const NONE: $name = $name(0);
            $( $(#[$vmeta])* pub const $flag: $name = $name(1 << $bit); )*

            /// The set's layout for the shared parsing and printing.
            const SET: $crate::dialect::FlagSet = $crate::dialect::FlagSet {
                enum_name: $enum_name,
                flags: &[$(($spelling, 1 << $bit)),*],
                all: $all,
                separator: $separator,
            };

            /// Whether every flag of `other` is set.
            pub fn contains(self, other: $name) -> bool {
                self.0 & other.0 == other.0
            }

            /// The flags set in both.
            pub fn intersection(self, other: $name) -> $name {
                $name(self.0 & other.0)
            }

            /// Whether no flag is set.
            pub fn is_empty(self) -> bool {
                self.0 == 0
            }

            /// The flags as written (`nsw, nuw`, `none`).
            pub fn spelling(self) -> String {
                Self::SET.spell(self.0)
            }

            /// The flags written as `text` (e.g. `nsw, nuw`), if it names flags.
            pub fn from_spelling(text: &str) -> Option<$name> {
                Self::SET.bits_of_list(text).map($name)
            }
        }

        impl ::std::ops::BitOr for $name {
            type Output = $name;
            fn bitor(self, rhs: $name) -> $name {
                $name(self.0 | rhs.0)
            }
        }

        impl $crate::dialect::Param for $name {
            fn parse(p: &mut $crate::dialect::ParamParser<'_, '_, '_>) -> ::std::result::Result<Self, $crate::Diagnostic> {
                Self::SET.parse(p).map($name)
            }

            fn print(&self, p: &mut $crate::dialect::ParamPrinter<'_>) {
                p.write(&self.spelling())
            }
        }
    };
}
