//! Typed pass options: what a pass declares ([`OptionSpec`]) and the values
//! a pipeline gives it ([`PassOptions`]).
//!
//! Values are written as in MLIR's pipeline syntax, `{a=1 b=true c=str
//! d=1,2,3}`: integers, booleans (`true`/`false`, or the bare name for
//! `true`), strings (bare, `"quoted"` or `{braced}`), enumerations (one of
//! the names the option lists, as LLVM's `cl::values` options), and
//! comma-separated lists of those. Parsing a value reports what was
//! expected in words; an unknown enumeration name in mlir-opt's words.

use super::typed_options::OptionType;
use std::fmt;

/// The type of an option's value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum OptionKind {
    /// `true` or `false`; the bare option name means `true`.
    Bool,
    /// A signed 64-bit integer.
    Int,
    /// Any text.
    String,
    /// A comma-separated list of integers.
    IntList,
    /// A comma-separated list of strings.
    StringList,
    /// One of these names (held as an [`OptionValue::String`]).
    Enum(&'static [&'static str]),
}

impl OptionKind {
    /// How the kind reads in help and errors (`<int>`, `<string>`, ...).
    /// An enumeration lists its names: `<disabled|normal|aggressive>`.
    pub fn placeholder(self) -> String {
        match self {
            OptionKind::Bool => "<bool>".to_string(),
            OptionKind::Int => "<int>".to_string(),
            OptionKind::String => "<string>".to_string(),
            OptionKind::IntList => "<int>,...".to_string(),
            OptionKind::StringList => "<string>,...".to_string(),
            OptionKind::Enum(names) => format!("<{}>", names.join("|")),
        }
    }
}

/// A value of an option.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum OptionValue {
    /// A boolean.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// A string.
    String(String),
    /// A list of integers.
    IntList(Vec<i64>),
    /// A list of strings.
    StringList(Vec<String>),
}

impl fmt::Display for OptionValue {
    /// The value as MLIR prints it in a pipeline, so printed pipelines
    /// parse back: a list in braces (`{a,b}`, empty `{}`; an element
    /// holding a comma braced too, where MLIR's would split), a string bare
    /// unless it holds a space before any brace or quote (then in braces),
    /// so `func.func(cse,canonicalize)` stays bare and `{canonicalize, cse}`
    /// is braced.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionValue::Bool(b) => write!(f, "{b}"),
            OptionValue::Int(i) => write!(f, "{i}"),
            OptionValue::String(s) => write_string(f, s),
            OptionValue::IntList(items) => {
                let texts: Vec<String> = items.iter().map(i64::to_string).collect();
                write!(f, "{{{}}}", texts.join(","))
            }
            OptionValue::StringList(items) => {
                f.write_str("{")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    // An element with a comma would split in two.
                    match item.contains(',') {
                        true => write!(f, "{{{item}}}")?,
                        false => write_string(f, item)?,
                    }
                }
                f.write_str("}")
            }
        }
    }
}

impl OptionValue {
    /// Whether this is a list with no element: MLIR leaves such an option
    /// out of a printed pipeline (its separator stays).
    pub fn is_empty_list(&self) -> bool {
        match self {
            OptionValue::IntList(items) => items.is_empty(),
            OptionValue::StringList(items) => items.is_empty(),
            _ => false,
        }
    }
}

/// A string value as MLIR's pass options print one: in braces when it
/// holds a space before any `{`, `'` or `"`, else bare.
fn write_string(f: &mut fmt::Formatter<'_>, text: &str) -> fmt::Result {
    let space = text.find(' ');
    let escape = text.find(['{', '\'', '"']);
    let needs_braces = match (space, escape) {
        (Some(space), Some(escape)) => space < escape,
        (Some(_), None) => true,
        (None, _) => false,
    };
    if needs_braces {
        write!(f, "{{{text}}}")
    } else {
        f.write_str(text)
    }
}

/// One option a pass declares.
#[derive(Clone, Debug)]
pub struct OptionSpec {
    /// Name as written in pipelines (`max-iterations`).
    pub name: &'static str,
    /// One-line description for `--list-passes` and `--help`.
    pub description: &'static str,
    /// Type of the value.
    pub kind: OptionKind,
    /// Value when the pipeline does not set the option.
    pub default: OptionValue,
}

impl OptionSpec {
    /// An option of type `T` (see [`pass_options!`](crate::pass_options),
    /// which declares a pass's options through this).
    pub fn of<T: OptionType>(name: &'static str, description: &'static str, default: &T) -> Self {
        Self {
            name,
            description,
            kind: T::KIND,
            default: default.to_value(),
        }
    }

    /// What is wrong with the declaration: a default that does not read
    /// back as itself from the pipeline text it prints as (printed
    /// pipelines would not parse back to the same pass).
    pub(crate) fn mistake(&self) -> Option<String> {
        let text = self.default.to_string();
        match self.parse_value(Some(&text)) {
            Ok(value) if value == self.default => None,
            Ok(value) => Some(format!(
                "the default of option '{}' prints as '{text}', which reads back as '{value}'",
                self.name
            )),
            Err(error) => Some(format!(
                "the default of option '{}' prints as '{text}', which does not parse: {error}",
                self.name
            )),
        }
    }

    /// Parses the text of a value (`None` when the option is written without
    /// `=`), or says what was expected.
    pub fn parse_value(&self, text: Option<&str>) -> Result<OptionValue, String> {
        let Some(text) = text else {
            return match self.kind {
                OptionKind::Bool => Ok(OptionValue::Bool(true)),
                kind => Err(format!(
                    "option '{}' needs a value: {}={}",
                    self.name,
                    self.name,
                    kind.placeholder()
                )),
            };
        };
        let text = unbrace(text);
        match self.kind {
            OptionKind::Bool => match text {
                "true" | "1" => Ok(OptionValue::Bool(true)),
                "false" | "0" => Ok(OptionValue::Bool(false)),
                _ => Err(self.expected("'true' or 'false'", text)),
            },
            OptionKind::Int => parse_int(text)
                .map(OptionValue::Int)
                .ok_or_else(|| self.expected("an integer", text)),
            OptionKind::String => Ok(OptionValue::String(text.to_string())),
            OptionKind::Enum(names) => match names.contains(&text) {
                true => Ok(OptionValue::String(text.to_string())),
                // LLVM's words for a value `cl::values` does not list.
                false => Err(format!(
                    "for the --{} option: Cannot find option named '{text}'!",
                    self.name
                )),
            },
            OptionKind::IntList => split_list(text)
                .into_iter()
                .map(|item| parse_int(item).ok_or_else(|| self.expected("an integer", item)))
                .collect::<Result<_, _>>()
                .map(OptionValue::IntList),
            OptionKind::StringList => Ok(OptionValue::StringList(
                split_list(text)
                    .into_iter()
                    .map(|item| unbrace(item).to_string())
                    .collect(),
            )),
        }
    }

    fn expected(&self, what: &str, text: &str) -> String {
        format!(
            "invalid value '{text}' for option '{}': expected {what}",
            self.name
        )
    }
}

/// Strips one level of `{...}` or `"..."` around a value.
fn unbrace(text: &str) -> &str {
    let quoted = |open: char, close: char| {
        text.len() >= 2 && text.starts_with(open) && text.ends_with(close)
    };
    if quoted('{', '}') || quoted('"', '"') {
        &text[1..text.len() - 1]
    } else {
        text
    }
}

/// A decimal (optionally negative) or `0x` hexadecimal integer.
fn parse_int(text: &str) -> Option<i64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let magnitude = match digits.strip_prefix("0x") {
        Some(hex) => i128::from_str_radix(hex, 16).ok()?,
        None if digits.bytes().all(|b| b.is_ascii_digit()) => digits.parse::<i128>().ok()?,
        None => return None,
    };
    i64::try_from(if negative { -magnitude } else { magnitude }).ok()
}

/// Splits a list at top-level commas: commas inside brackets of any kind
/// (`{}`, `()`, `[]`) or quotes stay, so `func.func(cse,canonicalize)` is
/// one element, as MLIR splits it.
fn split_list(text: &str) -> Vec<&str> {
    if text.is_empty() {
        return Vec::new();
    }
    let mut items = Vec::new();
    let (mut depth, mut quoted, mut start) = (0usize, false, 0);
    for (i, c) in text.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '{' | '(' | '[' if !quoted => depth += 1,
            '}' | ')' | ']' if !quoted => depth = depth.saturating_sub(1),
            ',' if !quoted && depth == 0 => {
                items.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&text[start..]);
    items
}

/// The option values of one pass instance: every declared option, set or defaulted.
#[derive(Clone, Debug, Default)]
pub struct PassOptions {
    values: Vec<(&'static str, OptionValue)>,
}

impl PassOptions {
    /// Every option of `specs` at its default value.
    pub fn defaults(specs: &[OptionSpec]) -> Self {
        Self {
            values: specs.iter().map(|s| (s.name, s.default.clone())).collect(),
        }
    }

    /// Sets an option; a list option given twice accumulates (as MLIR's do).
    pub fn set(&mut self, name: &str, value: OptionValue) {
        let Some(slot) = self.values.iter_mut().find(|(n, _)| *n == name) else {
            return;
        };
        match (&mut slot.1, value) {
            (OptionValue::IntList(old), OptionValue::IntList(new)) => old.extend(new),
            (OptionValue::StringList(old), OptionValue::StringList(new)) => old.extend(new),
            (old, new) => *old = new,
        }
    }

    /// The options with these values, in order (see
    /// [`PassOptionSet::to_options`](super::PassOptionSet::to_options)).
    pub fn from_values(values: Vec<(&'static str, OptionValue)>) -> Self {
        Self { values }
    }

    /// The value of the option named `name`, if there is one.
    pub fn value(&self, name: &str) -> Option<&OptionValue> {
        self.values.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// The value of the option named `name` as a `T`; an error if there is
    /// none or it is of another type.
    pub fn get<T: OptionType>(&self, name: &str) -> Result<T, String> {
        let value = self
            .value(name)
            .ok_or_else(|| format!("no value for option '{name}'"))?;
        T::from_value(value).ok_or_else(|| {
            format!(
                "option '{name}' holds {value}, not a value of the form {}",
                T::KIND.placeholder()
            )
        })
    }

    /// Every option with its value, in declaration order.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &OptionValue)> {
        self.values.iter().map(|(n, v)| (*n, v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_each_kind() {
        let b = OptionSpec::of("b", "", &false);
        assert_eq!(b.parse_value(None), Ok(OptionValue::Bool(true)));
        assert_eq!(b.parse_value(Some("false")), Ok(OptionValue::Bool(false)));
        assert!(b
            .parse_value(Some("yes"))
            .unwrap_err()
            .contains("'true' or 'false'"));
        let i = OptionSpec::of("i", "", &0i64);
        assert_eq!(i.parse_value(Some("-12")), Ok(OptionValue::Int(-12)));
        assert_eq!(i.parse_value(Some("0x10")), Ok(OptionValue::Int(16)));
        assert!(i.parse_value(Some("1.5")).is_err());
        assert!(i.parse_value(Some("99999999999999999999")).is_err());
        assert!(i.parse_value(None).unwrap_err().contains("needs a value"));
        assert!(i
            .parse_value(Some(""))
            .unwrap_err()
            .contains("expected an integer"));
        let s = OptionSpec::of("s", "", &String::new());
        assert_eq!(
            s.parse_value(Some("{a b}")),
            Ok(OptionValue::String("a b".into()))
        );
        assert_eq!(
            s.parse_value(Some("\"x,y\"")),
            Ok(OptionValue::String("x,y".into()))
        );
        let l = OptionSpec::of("l", "", &Vec::<i64>::new());
        assert_eq!(
            l.parse_value(Some("1,2,3")),
            Ok(OptionValue::IntList(vec![1, 2, 3]))
        );
        assert_eq!(
            l.parse_value(Some("")),
            Ok(OptionValue::IntList(Vec::new()))
        );
        assert_eq!(
            l.parse_value(Some("{}")),
            Ok(OptionValue::IntList(Vec::new()))
        );
        assert_eq!(
            l.parse_value(Some("{4,5}")),
            Ok(OptionValue::IntList(vec![4, 5]))
        );
        assert!(l.parse_value(Some("1,x")).unwrap_err().contains("'x'"));
        let sl = OptionSpec::of("sl", "", &Vec::<String>::new());
        assert_eq!(
            sl.parse_value(Some("a,{b,c},\"d e\"")),
            Ok(OptionValue::StringList(vec![
                "a".into(),
                "b,c".into(),
                "d e".into()
            ]))
        );
    }

    #[test]
    fn enumerations_take_only_their_names() {
        let e = OptionSpec {
            name: "level",
            description: "",
            kind: OptionKind::Enum(&["low", "high"]),
            default: OptionValue::String("low".into()),
        };
        assert_eq!(
            e.parse_value(Some("high")),
            Ok(OptionValue::String("high".into()))
        );
        assert_eq!(
            e.parse_value(Some("mid")).unwrap_err(),
            "for the --level option: Cannot find option named 'mid'!"
        );
        assert!(e
            .parse_value(None)
            .unwrap_err()
            .contains("level=<low|high>"));
        assert_eq!(e.mistake(), None);
    }

    #[test]
    fn lists_accumulate_and_scalars_overwrite() {
        let specs = [
            OptionSpec::of("l", "", &Vec::<i64>::new()),
            OptionSpec::of("i", "", &7i64),
        ];
        let mut options = PassOptions::defaults(&specs);
        assert_eq!(options.get::<i64>("i"), Ok(7));
        options.set("l", OptionValue::IntList(vec![1]));
        options.set("l", OptionValue::IntList(vec![2]));
        options.set("i", OptionValue::Int(3));
        assert_eq!(options.get::<Vec<i64>>("l"), Ok(vec![1, 2]));
        assert_eq!(options.get::<i64>("i"), Ok(3));
        assert!(options.get::<bool>("i").unwrap_err().contains("holds 3"));
        assert!(options.get::<i64>("j").unwrap_err().contains("no value"));
    }

    #[test]
    fn values_print_back_in_pipeline_syntax() {
        assert_eq!(OptionValue::String("a b".into()).to_string(), "{a b}");
        assert_eq!(OptionValue::String("ab".into()).to_string(), "ab");
        assert_eq!(OptionValue::String(String::new()).to_string(), "");
        let pipeline = OptionValue::String("func.func(cse,canonicalize)".into());
        assert_eq!(pipeline.to_string(), "func.func(cse,canonicalize)");
        let braced_word = OptionValue::String("a{b c}".into());
        assert_eq!(braced_word.to_string(), "a{b c}");
        assert_eq!(OptionValue::IntList(vec![1, -2]).to_string(), "{1,-2}");
        assert_eq!(OptionValue::IntList(Vec::new()).to_string(), "{}");
        let list = OptionValue::StringList(vec!["x".into(), "y z".into(), "p,q".into()]);
        assert_eq!(list.to_string(), "{x,{y z},{p,q}}");
    }
}
