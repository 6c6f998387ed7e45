//! SSA name scopes of the parser: definitions, uses, and forward references
//! (placeholders replaced when the definition arrives).

use super::Cursor;
use crate::context::types::Type;
use crate::diagnostics::Diagnostic;
use crate::ir::Body;
use crate::syntax::printer::print_type;
use crate::ValueId;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// A use of `%name#index` at byte `offset`.
#[derive(Copy, Clone, Debug)]
pub(crate) struct OperandRef<'src> {
    pub(crate) name: &'src str,
    pub(crate) index: u32,
    pub(crate) offset: usize,
}

/// What a name stands for so far.
enum Entry {
    /// Defined: the values of its result group, and where.
    Defined(SmallVec<[ValueId; 1]>, usize),
    /// Only used so far: placeholders per result number, with the first use.
    Forward(Vec<(u32, ValueId, usize)>),
}

/// The value names visible in one isolated scope. Names of a closed region
/// are forgotten; names are never shadowed (redefinition is an error).
#[derive(Default)]
pub(crate) struct NameScope<'src> {
    names: FxHashMap<&'src str, Entry>,
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
        name: &'src str,
        offset: usize,
        values: &[ValueId],
    ) -> Result<(), Diagnostic> {
        match self
            .names
            .insert(name, Entry::Defined(SmallVec::from_slice(values), offset))
        {
            None => Ok(()),
            Some(Entry::Defined(_, previous)) => Err(cursor
                .error_at(offset, format!("redefinition of SSA value '{name}'"))
                .with_note(cursor.loc_at(previous), "previously defined here")),
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
        let entry = self
            .names
            .entry(r.name)
            .or_insert_with(|| Entry::Forward(Vec::new()));
        let value = match entry {
            Entry::Defined(values, _) => *values.get(r.index as usize).ok_or_else(|| {
                cursor.error_at(
                    r.offset,
                    format!(
                        "reference to invalid result number {} of '{}', which has {} results",
                        r.index,
                        r.name,
                        values.len()
                    ),
                )
            })?,
            Entry::Forward(placeholders) => match placeholders.iter().find(|p| p.0 == r.index) {
                Some(p) => p.1,
                None => {
                    let placeholder = body.create_placeholder(ty);
                    placeholders.push((r.index, placeholder, r.offset));
                    return Ok(placeholder);
                }
            },
        };
        let actual = body.value_type(value);
        if actual != ty {
            return Err(cursor.error_at(
                r.offset,
                format!(
                    "use of value '{}' expects different type than prior uses: '{}' vs '{}'",
                    r.name,
                    type_text(cursor, ty),
                    type_text(cursor, actual)
                ),
            ));
        }
        Ok(value)
    }

    /// Forgets names defined in a region that has closed.
    pub(crate) fn forget(&mut self, names: &[&'src str]) {
        for name in names {
            self.names.remove(name);
        }
    }

    /// Fails on the first use whose definition never came.
    pub(crate) fn check_resolved(&self, cursor: &Cursor) -> Result<(), Diagnostic> {
        let first = self
            .names
            .iter()
            .filter_map(|(name, e)| match e {
                Entry::Forward(p) => p.iter().map(|&(_, _, offset)| (offset, *name)).min(),
                Entry::Defined(..) => None,
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
