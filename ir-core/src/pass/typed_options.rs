//! Typed pass options: a pass declares its options once, as a struct whose
//! fields are the options ([`pass_options!`](crate::pass_options)), and
//! its factory receives that struct. The declaration yields the
//! [`OptionSpec`]s (parsing from pipeline text, printing, `--help` and
//! `--list-passes` text) and the conversion from and to the
//! [`PassOptions`] a pipeline holds, so an option's name is written in one
//! place and the pass's own code reads fields, not name strings.

use super::options::{OptionKind, OptionSpec, OptionValue, PassOptions};

/// A Rust type an option's value can have: `bool`, `i64`, `String`,
/// `Vec<i64>`, `Vec<String>`, or an enumeration declared with
/// [`option_enum!`](crate::option_enum).
pub trait OptionType: Sized {
    /// The kind of the option in pipelines.
    const KIND: OptionKind;

    /// The value as the pipeline holds it.
    fn to_value(&self) -> OptionValue;

    /// The value of a pipeline's option, if it is of this type.
    fn from_value(value: &OptionValue) -> Option<Self>;
}

/// Implements [`OptionType`] for `$ty` held as `OptionValue::$variant`.
macro_rules! option_type {
    ($ty:ty, $variant:ident) => {
        impl OptionType for $ty {
            const KIND: OptionKind = OptionKind::$variant;

            fn to_value(&self) -> OptionValue {
                OptionValue::$variant(self.clone())
            }

            fn from_value(value: &OptionValue) -> Option<Self> {
                match value {
                    OptionValue::$variant(v) => Some(v.clone()),
                    _ => None,
                }
            }
        }
    };
}

option_type!(bool, Bool);
option_type!(i64, Int);
option_type!(String, String);
option_type!(Vec<i64>, IntList);
option_type!(Vec<String>, StringList);

/// Declares an enumeration an option can hold (LLVM's `cl::values`), each
/// variant with the name pipelines spell it with; the enumeration is an
/// [`OptionType`] of kind [`OptionKind::Enum`].
///
/// ```
/// ir_core::option_enum! {
///     /// How hard to try.
///     pub enum Effort {
///         /// Not at all.
///         None = "none",
///         /// Very.
///         Hard = "hard",
///     }
/// }
/// use ir_core::pass::{OptionType, OptionValue};
/// assert_eq!(Effort::Hard.to_value(), OptionValue::String("hard".into()));
/// assert_eq!(Effort::from_value(&OptionValue::String("none".into())), Some(Effort::None));
/// ```
#[macro_export]
macro_rules! option_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $( $(#[$variant_meta:meta])* $variant:ident = $spelling:literal, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        $vis enum $name {
            $( $(#[$variant_meta])* $variant, )*
        }

        impl $crate::pass::OptionType for $name {
            const KIND: $crate::pass::OptionKind =
                $crate::pass::OptionKind::Enum(&[$($spelling),*]);

            fn to_value(&self) -> $crate::pass::OptionValue {
                let name = match self { $( Self::$variant => $spelling, )* };
                $crate::pass::OptionValue::String(name.to_string())
            }

            fn from_value(value: &$crate::pass::OptionValue) -> Option<Self> {
                match value {
                    $( $crate::pass::OptionValue::String(s) if s == $spelling => Some(Self::$variant), )*
                    _ => None,
                }
            }
        }
    };
}

/// The options of a pass as a struct (made by
/// [`pass_options!`](crate::pass_options)).
pub trait PassOptionSet: Sized + 'static {
    /// The declared options, in declaration order, with their defaults.
    fn specs() -> Vec<OptionSpec>;

    /// The struct holding `options`; an error names an option that is
    /// missing there or of another type (options not made from
    /// [`PassOptionSet::specs`]).
    fn from_options(options: &PassOptions) -> Result<Self, String>;

    /// The options as a pipeline holds them (to add the pass to a
    /// pipeline built in code, or to print them).
    fn to_options(&self) -> PassOptions;
}

/// The options of a pass that takes none.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct NoOptions;

impl PassOptionSet for NoOptions {
    fn specs() -> Vec<OptionSpec> {
        Vec::new()
    }

    fn from_options(_: &PassOptions) -> Result<Self, String> {
        Ok(NoOptions)
    }

    fn to_options(&self) -> PassOptions {
        PassOptions::default()
    }
}

/// Declares the options of a pass as a struct: each field with the name
/// pipelines spell it with, its type (an [`OptionType`]), its default and
/// a one-line description (the field's doc, and the `--help` text). The
/// struct implements [`PassOptionSet`] and `Default`.
///
/// ```
/// ir_core::pass_options! {
///     /// Options of `my-pass`.
///     pub struct MyPassOptions {
///         max_iterations("max-iterations"): i64 = 10, "Rounds before giving up";
///         top_down("top-down"): bool = true, "Visit ops top down";
///         only("only"): Vec<String> = Vec::new(), "Ops to visit";
///     }
/// }
/// use ir_core::pass::PassOptionSet;
/// let specs = MyPassOptions::specs();
/// assert_eq!(specs[0].name, "max-iterations");
/// let mut options = MyPassOptions::default().to_options();
/// options.set("top-down", ir_core::pass::OptionValue::Bool(false));
/// let typed = MyPassOptions::from_options(&options).unwrap();
/// assert_eq!((typed.max_iterations, typed.top_down), (10, false));
/// ```
#[macro_export]
macro_rules! pass_options {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $( $field:ident ($spelling:literal) : $ty:ty = $default:expr, $description:literal; )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq)]
        $vis struct $name {
            $(
                #[doc = $description]
                pub $field: $ty,
            )*
        }

        impl ::core::default::Default for $name {
            fn default() -> Self {
                Self { $( $field: $default, )* }
            }
        }

        impl $crate::pass::PassOptionSet for $name {
            fn specs() -> ::std::vec::Vec<$crate::pass::OptionSpec> {
                let defaults = <Self as ::core::default::Default>::default();
                ::std::vec![$(
                    $crate::pass::OptionSpec::of($spelling, $description, &defaults.$field),
                )*]
            }

            fn from_options(
                options: &$crate::pass::PassOptions,
            ) -> ::core::result::Result<Self, ::std::string::String> {
                Ok(Self { $( $field: options.get($spelling)?, )* })
            }

            fn to_options(&self) -> $crate::pass::PassOptions {
                $crate::pass::PassOptions::from_values(::std::vec![$(
                    ($spelling, $crate::pass::OptionType::to_value(&self.$field)),
                )*])
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::{PassInfo, PassRegistry};

    crate::pass_options! {
        /// One option of each type.
        struct AllTypes {
            flag("flag"): bool = true, "A boolean";
            count("count"): i64 = -3, "An integer";
            text("text"): String = "a b".to_string(), "A string";
            list("list"): Vec<i64> = vec![1, 2], "Integers";
            words("words"): Vec<String> = Vec::new(), "Strings";
        }
    }

    crate::pass_options! {
        /// `count` twice.
        struct Twice {
            count("count"): i64 = 0, "An integer";
            again("count"): bool = false, "The same name";
        }
    }

    crate::pass_options! {
        /// A default that prints as two items.
        struct BadDefault {
            words("words"): Vec<String> = vec!["{b}".to_string()], "Strings";
        }
    }

    fn info<O: PassOptionSet>() -> PassInfo {
        PassInfo::with_options("typed", "Typed", "A pass", |_: &O| {
            Err("not made in this test".to_string())
        })
    }

    #[test]
    fn declaration_gives_specs_defaults_and_values() {
        let specs = AllTypes::specs();
        let names: Vec<&str> = specs.iter().map(|s| s.name).collect();
        assert_eq!(names, ["flag", "count", "text", "list", "words"]);
        assert_eq!(specs[1].kind, OptionKind::Int);
        assert_eq!(specs[2].default, OptionValue::String("a b".into()));
        assert_eq!(specs[0].description, "A boolean");
        let mut options = PassOptions::defaults(&specs);
        options.set("count", OptionValue::Int(5));
        options.set("words", OptionValue::StringList(vec!["x".into()]));
        let typed = AllTypes::from_options(&options).unwrap();
        assert_eq!(typed.count, 5);
        assert_eq!(typed.words, ["x"]);
        assert_eq!(typed.list, [1, 2]);
        let printed: Vec<String> = typed
            .to_options()
            .iter()
            .map(|(n, v)| format!("{n}={v}"))
            .collect();
        assert_eq!(
            printed.join(" "),
            "flag=true count=5 text={a b} list={1,2} words={x}"
        );
        let wrong = PassOptions::defaults(&Twice::specs());
        assert!(AllTypes::from_options(&wrong)
            .unwrap_err()
            .contains("'flag'"));
    }

    #[test]
    fn a_wrong_declaration_fails_registration_naming_pass_and_option() {
        let mut registry = PassRegistry::new();
        assert_eq!(registry.try_register(info::<AllTypes>()), Ok(()));
        let twice = registry.try_register(info::<Twice>()).unwrap_err();
        assert_eq!(
            twice,
            "pass 'typed' is declared wrongly: option 'count' is declared twice"
        );
        let bad = registry.try_register(info::<BadDefault>()).unwrap_err();
        assert_eq!(
            bad,
            "pass 'typed' is declared wrongly: the default of option 'words' prints as '{{b}}', which reads back as '{b}'"
        );
        assert!(registry
            .lookup("typed")
            .is_some_and(|p| p.options.len() == 5));
    }

    #[test]
    #[should_panic(expected = "option 'count' is declared twice")]
    fn register_panics_on_a_wrong_declaration() {
        PassRegistry::new().register(info::<Twice>());
    }
}
