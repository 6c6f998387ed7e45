//! SSA name scopes of the parser: definitions, uses, and forward references
//! (placeholders replaced when the definition arrives).

use super::Cursor;
use crate::context::types::Type;
use crate::diagnostics::Diagnostic;
use crate::ir::Body;
use crate::syntax::lexer::Token;
use crate::syntax::printer::print_type;
use crate::ValueId;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use thin_vec::ThinVec;

/// A use of `%name#index` at byte `offset`.
#[derive(Copy, Clone, Debug)]
pub(crate) struct OperandRef<'src> {
    pub(crate) name: &'src str,
    pub(crate) index: u32,
    pub(crate) offset: usize,
}

/// What a name stands for so far: 16 bytes, since a huge function has
/// one per value while it is parsed.
enum Entry {
    /// Defined as one value, at a byte offset below 4 GiB: almost every name.
    Value(ValueId, u32),
    /// Defined as a result group (`%name:N`), or past 4 GiB: the values and where.
    Group(Box<(SmallVec<[ValueId; 1]>, usize)>),
    /// Only used so far: placeholders per result number, with the first use.
    Forward(ThinVec<(u32, ValueId, usize)>),
}

impl Entry {
    /// The entry of a name defined as `values` at byte `offset`.
    fn defined(values: &[ValueId], offset: usize) -> Self {
        match (values, u32::try_from(offset)) {
            (&[value], Ok(offset)) => Entry::Value(value, offset),
            _ => Entry::Group(Box::new((SmallVec::from_slice(values), offset))),
        }
    }

    /// The values and offset of a defined name; `None` for a forward reference.
    fn definition(&self) -> Option<(&[ValueId], usize)> {
        match self {
            Entry::Value(value, offset) => Some((std::slice::from_ref(value), *offset as usize)),
            Entry::Group(group) => Some((&group.0, group.1)),
            Entry::Forward(_) => None,
        }
    }
}

/// The value names visible in one isolated scope. Names of a closed region
/// are forgotten; names are never shadowed (redefinition is an error).
#[derive(Default)]
pub(crate) struct NameScope<'src> {
    names: NameTable<'src>,
}

/// Names to entries. Numeric names (`%123`, what printers emit) index a
/// vector: a huge function's names stay in cache-friendly order instead of
/// a million-entry hash map; other names are hashed.
#[derive(Default)]
struct NameTable<'src> {
    numeric: Vec<Option<Entry>>,
    other: FxHashMap<&'src str, Entry>,
}

/// The names defined in one region, to forget when it closes (numeric
/// ones as 4-byte numbers: a huge function defines a million).
#[derive(Default)]
pub(crate) struct DefinedNames<'src> {
    numeric: Vec<u32>,
    other: Vec<&'src str>,
}

impl<'src> DefinedNames<'src> {
    /// Records that `name` was defined.
    pub(crate) fn push(&mut self, name: EntryName<'src>) {
        match name {
            EntryName::Numeric(n) => self.numeric.push(n as u32),
            EntryName::Text(name) => self.other.push(name),
        }
    }
}

/// Numbers above this are hashed like other names (keeps the vector small).
const MAX_NUMERIC_NAME: usize = 1 << 24;

/// The number of a `%N` name (no sign, no leading zero), if it is one.
/// Called for every definition and use, so it reads the digits once.
fn numeric_name(name: &str) -> Option<usize> {
    // `MAX_NUMERIC_NAME` has 8 digits.
    decimal(name.strip_prefix('%')?.as_bytes(), 8).filter(|&n| n < MAX_NUMERIC_NAME)
}

/// The number spelled by `digits` (at most `max_digits`, no sign, no
/// leading zero but in `0` itself), if they spell one.
fn decimal(digits: &[u8], max_digits: usize) -> Option<usize> {
    if digits.is_empty() || digits.len() > max_digits || (digits[0] == b'0' && digits.len() > 1) {
        return None;
    }
    let mut n = 0;
    for &b in digits {
        let digit = b.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        n = n * 10 + usize::from(digit);
    }
    Some(n)
}

/// A block label as a region keys it: `^bbN`, what printers emit, by its
/// number, so that finding a block never reads the text where it was first
/// named (which may be far behind the parser); any other label by its text.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub(crate) enum BlockName<'a> {
    /// `^bbN`.
    Numbered(u32),
    /// Any other label, with its `^`.
    Text(&'a str),
}

impl<'a> BlockName<'a> {
    /// The key of the label `name`.
    pub(crate) fn of(name: &'a str) -> Self {
        let number = name
            .strip_prefix("^bb")
            .and_then(|digits| decimal(digits.as_bytes(), 9));
        number.map_or(BlockName::Text(name), |n| BlockName::Numbered(n as u32))
    }
}

impl std::fmt::Display for BlockName<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BlockName::Numbered(n) => write!(f, "^bb{n}"),
            BlockName::Text(name) => f.write_str(name),
        }
    }
}

impl<'src> NameTable<'src> {
    /// The slot of `%n`, made (empty) if the vector is shorter.
    fn numeric_slot(&mut self, n: usize) -> &mut Option<Entry> {
        if self.numeric.len() <= n {
            self.numeric.resize_with(n + 1, || None);
        }
        &mut self.numeric[n]
    }

    fn insert(&mut self, name: EntryName<'src>, entry: Entry) -> Option<Entry> {
        match name {
            EntryName::Numeric(n) => self.numeric_slot(n).replace(entry),
            EntryName::Text(name) => self.other.insert(name, entry),
        }
    }

    /// The entry of `name`, created as an empty forward reference if absent.
    fn entry(&mut self, name: EntryName<'src>) -> &mut Entry {
        let forward = || Entry::Forward(ThinVec::new());
        match name {
            EntryName::Numeric(n) => self.numeric_slot(n).get_or_insert_with(forward),
            EntryName::Text(name) => self.other.entry(name).or_insert_with(forward),
        }
    }

    /// Every entry with its name.
    fn iter(&self) -> impl Iterator<Item = (EntryName<'_>, &Entry)> {
        let numeric = self
            .numeric
            .iter()
            .enumerate()
            .filter_map(|(n, e)| Some((EntryName::Numeric(n), e.as_ref()?)));
        numeric.chain(
            self.other
                .iter()
                .map(|(name, e)| (EntryName::Text(name), e)),
        )
    }
}

/// A value name as the scope keys it (read once per definition or use),
/// spelled out only when a diagnostic needs it.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum EntryName<'a> {
    /// `%N`.
    Numeric(usize),
    /// Any other name, with its `%`.
    Text(&'a str),
}

impl<'a> EntryName<'a> {
    /// The key of `name` (`%N`, or any other spelling).
    pub(crate) fn of(name: &'a str) -> Self {
        numeric_name(name).map_or(EntryName::Text(name), EntryName::Numeric)
    }
}

impl std::fmt::Display for EntryName<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EntryName::Numeric(n) => write!(f, "%{n}"),
            EntryName::Text(name) => f.write_str(name),
        }
    }
}

fn type_text(cursor: &Cursor, ty: Type) -> String {
    let mut s = String::new();
    print_type(cursor.ctx, ty, &mut s);
    s
}

impl<'src> NameScope<'src> {
    /// Binds `name` to `values` (one, or a result group `%name:N`).
    pub(crate) fn define(
        &mut self,
        cursor: &Cursor,
        body: &mut Body,
        name: EntryName<'src>,
        offset: usize,
        values: &[ValueId],
    ) -> Result<(), Diagnostic> {
        match self.names.insert(name, Entry::defined(values, offset)) {
            None => Ok(()),
            Some(Entry::Forward(placeholders)) => {
                for (index, placeholder, use_offset) in placeholders {
                    let Some(&value) = values.get(index as usize) else {
                        return Err(cursor.error_at(use_offset, format!("reference to invalid result number {index} of '{name}', which has {} results", values.len())));
                    };
                    let (expected, actual) = (body.value_type(placeholder), body.value_type(value));
                    if expected != actual {
                        return Err(cursor
                            .error_at(
                                offset,
                                format!(
                                    "definition of SSA value '{name}#{index}' has type '{}'",
                                    type_text(cursor, actual)
                                ),
                            )
                            .with_note(
                                cursor.loc_at(use_offset),
                                format!(
                                    "previously used here with type '{}'",
                                    type_text(cursor, expected)
                                ),
                            ));
                    }
                    body.replace_all_uses(placeholder, value);
                    body.erase_placeholder(placeholder);
                }
                Ok(())
            }
            Some(previous) => {
                let (_, previous) = previous.definition().expect("not a forward reference");
                Err(cursor
                    .error_at(offset, format!("redefinition of SSA value '{name}'"))
                    .with_note(cursor.loc_at(previous), "previously defined here"))
            }
        }
    }

    /// The value a use refers to, checking its type; a placeholder if the
    /// name is not defined yet.
    pub(crate) fn resolve(
        &mut self,
        cursor: &Cursor,
        body: &mut Body,
        r: &OperandRef<'src>,
        ty: Type,
    ) -> Result<ValueId, Diagnostic> {
        let entry = self.names.entry(EntryName::of(r.name));
        // The value, and where it was defined or first used (MLIR's "prior use").
        let (value, prior) = match entry {
            Entry::Forward(placeholders) => match placeholders.iter().find(|p| p.0 == r.index) {
                Some(p) => (p.1, p.2),
                None => {
                    let placeholder = body.create_placeholder(ty);
                    placeholders.push((r.index, placeholder, r.offset));
                    return Ok(placeholder);
                }
            },
            defined => {
                let (values, offset) = defined.definition().expect("not a forward reference");
                let value = *values.get(r.index as usize).ok_or_else(|| {
                    cursor.error_at(
                        r.offset,
                        format!(
                            "reference to invalid result number {} of '{}', which has {} results",
                            r.index,
                            r.name,
                            values.len()
                        ),
                    )
                })?;
                (value, offset)
            }
        };
        let actual = body.value_type(value);
        if actual != ty {
            return Err(cursor
                .error_at(
                    r.offset,
                    format!(
                        "use of value '{}' expects different type than prior uses: '{}' vs '{}'",
                        r.name,
                        type_text(cursor, ty),
                        type_text(cursor, actual)
                    ),
                )
                .with_note(cursor.loc_at(prior), "prior use here"));
        }
        Ok(value)
    }

    /// Forgets names defined in a region that has closed.
    pub(crate) fn forget(&mut self, names: &DefinedNames<'src>) {
        for &n in &names.numeric {
            self.names.numeric[n as usize] = None;
        }
        for name in &names.other {
            self.names.other.remove(name);
        }
    }

    /// Fails on the first use whose definition never came.
    pub(crate) fn check_resolved(&self, cursor: &Cursor) -> Result<(), Diagnostic> {
        let first = self
            .names
            .iter()
            .filter_map(|(name, e)| match e {
                Entry::Forward(p) => p
                    .iter()
                    .map(|&(_, _, offset)| offset)
                    .min()
                    .map(|o| (o, name)),
                Entry::Value(..) | Entry::Group(_) => None,
            })
            .min();
        match first {
            Some((offset, name)) => {
                Err(cursor.error_at(offset, format!("use of undeclared SSA value name '{name}'")))
            }
            None => Ok(()),
        }
    }
}

impl<'src> super::Parser<'src, '_> {
    /// `%name` or `%name#N`.
    pub(crate) fn parse_operand_ref(&mut self) -> Result<OperandRef<'src>, Diagnostic> {
        let offset = self.cursor.offset();
        let name = self.cursor.expect(Token::PercentIdent, "SSA value use")?;
        let mut index = 0;
        if self.cursor.at(Token::HashIdent) && self.cursor.offset() == offset + name.len() {
            let text = self.cursor.bump();
            index = text[1..].parse::<u32>().map_err(|_| {
                self.cursor
                    .error_at(offset, format!("invalid result number in '{name}{text}'"))
            })?;
        }
        Ok(OperandRef {
            name,
            index,
            offset,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::numeric_name;

    #[test]
    fn only_plain_numbers_are_numeric_names() {
        assert_eq!(numeric_name("%0"), Some(0));
        assert_eq!(numeric_name("%123"), Some(123));
        assert_eq!(numeric_name("%007"), None);
        assert_eq!(numeric_name("%x1"), None);
        assert_eq!(numeric_name("%arg0"), None);
        assert_eq!(numeric_name("%99999999999"), None);
        assert_eq!(numeric_name("%16777215"), Some(16_777_215));
        assert_eq!(numeric_name("%16777216"), None);
        assert_eq!(numeric_name("%"), None);
        assert_eq!(numeric_name("%1a"), None);
        assert_eq!(numeric_name("%-1"), None);
    }
}
