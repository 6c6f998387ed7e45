//! Typed pass options: what a pass declares ([`OptionSpec`]) and the values
//! a pipeline gives it ([`PassOptions`]).
//!
//! Values are written as in MLIR's pipeline syntax, `{a=1 b=true c=str
//! d=1,2,3}`: integers, booleans (`true`/`false`, or the bare name for
//! `true`), strings (bare, `"quoted"` or `{braced}`), and comma-separated
//! lists of those. Parsing a value reports what was expected in words.

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
}

impl OptionKind {
    /// How the kind reads in help and errors (`<int>`, `<string>`, ...).
    pub fn placeholder(self) -> &'static str {
        match self {
            OptionKind::Bool => "<bool>",
            OptionKind::Int => "<int>",
            OptionKind::String => "<string>",
            OptionKind::IntList => "<int>,...",
            OptionKind::StringList => "<string>,...",
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
    /// The value as the pipeline syntax writes it (strings with spaces or
    /// syntax characters in braces, empty values as `{}`), so printed
    /// pipelines parse back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionValue::Bool(b) => write!(f, "{b}"),
            OptionValue::Int(i) => write!(f, "{i}"),
            OptionValue::String(s) => write_string(f, s),
            OptionValue::IntList(items) if items.is_empty() => f.write_str("{}"),
            OptionValue::StringList(items) if items.is_empty() => f.write_str("{}"),
            OptionValue::IntList(items) => {
                let texts: Vec<String> = items.iter().map(i64::to_string).collect();
                write!(f, "{}", texts.join(","))
            }
            OptionValue::StringList(items) => {
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write_string(f, item)?;
                }
                Ok(())
            }
        }
    }
}

/// A string value, braced when it would not read back as one bare word.
fn write_string(f: &mut fmt::Formatter<'_>, text: &str) -> fmt::Result {
    let needs_braces = text.is_empty()
        || text
            .chars()
            .any(|c| c.is_whitespace() || "{}(),=\"".contains(c));
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
    /// A boolean option.
    pub fn bool(name: &'static str, description: &'static str, default: bool) -> Self {
        Self::new(
            name,
            description,
            OptionKind::Bool,
            OptionValue::Bool(default),
        )
    }

    /// An integer option.
    pub fn int(name: &'static str, description: &'static str, default: i64) -> Self {
        Self::new(
            name,
            description,
            OptionKind::Int,
            OptionValue::Int(default),
        )
    }

    /// A string option.
    pub fn string(name: &'static str, description: &'static str, default: &str) -> Self {
        let default = OptionValue::String(default.to_string());
        Self::new(name, description, OptionKind::String, default)
    }

    /// A list-of-integers option (empty by default).
    pub fn int_list(name: &'static str, description: &'static str) -> Self {
        let default = OptionValue::IntList(Vec::new());
        Self::new(name, description, OptionKind::IntList, default)
    }

    /// A list-of-strings option (empty by default).
    pub fn string_list(name: &'static str, description: &'static str) -> Self {
        let default = OptionValue::StringList(Vec::new());
        Self::new(name, description, OptionKind::StringList, default)
    }

    fn new(
        name: &'static str,
        description: &'static str,
        kind: OptionKind,
        default: OptionValue,
    ) -> Self {
        Self {
            name,
            description,
            kind,
            default,
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

/// Splits a list at top-level commas (commas inside braces or quotes stay).
fn split_list(text: &str) -> Vec<&str> {
    if text.is_empty() {
        return Vec::new();
    }
    let mut items = Vec::new();
    let (mut depth, mut quoted, mut start) = (0usize, false, 0);
    for (i, c) in text.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '{' if !quoted => depth += 1,
            '}' if !quoted => depth = depth.saturating_sub(1),
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

    /// The value of an option.
    ///
    /// # Panics
    /// If the pass declared no option of that name (a bug in the pass).
    pub fn get(&self, name: &str) -> &OptionValue {
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v)
            .unwrap_or_else(|| panic!("the pass declares no option '{name}'"))
    }

    /// A boolean option (panics if `name` is not a declared boolean).
    pub fn bool(&self, name: &str) -> bool {
        match self.get(name) {
            OptionValue::Bool(b) => *b,
            other => panic!("option '{name}' is not a boolean: {other:?}"),
        }
    }

    /// An integer option (panics if `name` is not a declared integer).
    pub fn int(&self, name: &str) -> i64 {
        match self.get(name) {
            OptionValue::Int(i) => *i,
            other => panic!("option '{name}' is not an integer: {other:?}"),
        }
    }

    /// A string option (panics if `name` is not a declared string).
    pub fn string(&self, name: &str) -> &str {
        match self.get(name) {
            OptionValue::String(s) => s,
            other => panic!("option '{name}' is not a string: {other:?}"),
        }
    }

    /// A list-of-integers option (panics if `name` is not one).
    pub fn int_list(&self, name: &str) -> &[i64] {
        match self.get(name) {
            OptionValue::IntList(items) => items,
            other => panic!("option '{name}' is not a list of integers: {other:?}"),
        }
    }

    /// A list-of-strings option (panics if `name` is not one).
    pub fn string_list(&self, name: &str) -> &[String] {
        match self.get(name) {
            OptionValue::StringList(items) => items,
            other => panic!("option '{name}' is not a list of strings: {other:?}"),
        }
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
        let b = OptionSpec::bool("b", "", false);
        assert_eq!(b.parse_value(None), Ok(OptionValue::Bool(true)));
        assert_eq!(b.parse_value(Some("false")), Ok(OptionValue::Bool(false)));
        assert!(b
            .parse_value(Some("yes"))
            .unwrap_err()
            .contains("'true' or 'false'"));
        let i = OptionSpec::int("i", "", 0);
        assert_eq!(i.parse_value(Some("-12")), Ok(OptionValue::Int(-12)));
        assert_eq!(i.parse_value(Some("0x10")), Ok(OptionValue::Int(16)));
        assert!(i.parse_value(Some("1.5")).is_err());
        assert!(i.parse_value(Some("99999999999999999999")).is_err());
        assert!(i.parse_value(None).unwrap_err().contains("needs a value"));
        assert!(i
            .parse_value(Some(""))
            .unwrap_err()
            .contains("expected an integer"));
        let s = OptionSpec::string("s", "", "");
        assert_eq!(
            s.parse_value(Some("{a b}")),
            Ok(OptionValue::String("a b".into()))
        );
        assert_eq!(
            s.parse_value(Some("\"x,y\"")),
            Ok(OptionValue::String("x,y".into()))
        );
        let l = OptionSpec::int_list("l", "");
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
        let sl = OptionSpec::string_list("sl", "");
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
    fn lists_accumulate_and_scalars_overwrite() {
        let specs = [OptionSpec::int_list("l", ""), OptionSpec::int("i", "", 7)];
        let mut options = PassOptions::defaults(&specs);
        assert_eq!(options.int("i"), 7);
        options.set("l", OptionValue::IntList(vec![1]));
        options.set("l", OptionValue::IntList(vec![2]));
        options.set("i", OptionValue::Int(3));
        assert_eq!(options.int_list("l"), &[1, 2]);
        assert_eq!(options.int("i"), 3);
    }

    #[test]
    fn values_print_back_in_pipeline_syntax() {
        assert_eq!(OptionValue::String("a b".into()).to_string(), "{a b}");
        assert_eq!(OptionValue::String("ab".into()).to_string(), "ab");
        assert_eq!(OptionValue::String(String::new()).to_string(), "{}");
        assert_eq!(OptionValue::IntList(vec![1, -2]).to_string(), "1,-2");
        assert_eq!(OptionValue::IntList(Vec::new()).to_string(), "{}");
        let list = OptionValue::StringList(vec!["x".into(), "y z".into()]);
        assert_eq!(list.to_string(), "x,{y z}");
    }
}
