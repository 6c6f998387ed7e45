//! The printer: MLIR's generic and custom op forms, with MLIR's numbering
//! of values and blocks, types, attributes, locations and aliases.

pub(crate) mod affine;
pub(crate) mod aliases;
pub(crate) mod attrs;
mod names;
mod resources;
pub(crate) mod style;
pub use aliases::Aliases;
pub use names::{NameFlags, NameLookup, Names};
mod ops;
#[cfg(test)]
mod test_support;
pub(crate) mod types;
mod users;

pub use attrs::{print_attr, print_dictionary_entries, print_keyword_or_string, print_location};
pub use ops::{
    print_op, print_op_in_scope, print_op_in_scope_custom, print_op_to, PrintOptions, MAX_INDENT,
};
pub use style::ElementsLimits;
pub use types::print_type;
