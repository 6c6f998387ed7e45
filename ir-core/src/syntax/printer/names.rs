//! MLIR's numbering of values and blocks for printing.
//!
//! Exactly MLIR's scheme: a LIFO work list of regions; a region's values
//! are numbered (`%N` for results and non-entry block arguments, `%argN` for
//! entry block arguments, results of one op sharing a number), then the
//! regions of its ops are pushed with the counters as they stand. In the
//! custom form each region restarts from the counters it was pushed with (so
//! sibling regions and functions reuse numbers); in the generic form the
//! counters never go back, so every name is unique.
//!
//! In the custom form an op may suggest a name for its results (MLIR's
//! `getAsmResultNames`: `%c0_i32`, `%cst`, `%alloca`). A suggested name
//! already visible (defined in the same region or an enclosing one) gets
//! `_N` appended, with a conflict counter saved and restored per region
//! like the value counter, exactly as MLIR does.
//!
//! MLIR's `-mlir-print-unique-ssa-ids` keeps the counters from going back
//! in the custom form too ([`NameFlags::unique`]), and its
//! `-mlir-print-value-users` numbers ops without results as well (their
//! `// id: %5`, [`NameFlags::op_ids`]), from the value counter.
//!
//! `walk.rs` is the walk; `parallel.rs` numbers the functions of a large
//! module on threads, with the same names.

mod parallel;
mod walk;

use crate::context::Context;
use crate::ir::{BlockId, Body, OpId, ValueDef, ValueId};
use rustc_hash::FxHashMap;
use slotmap::SecondaryMap;
use std::sync::Arc;
use walk::{Job, Numbering, Start};

/// Which of MLIR's printing flags bear on the names (`OpPrintingFlags`).
#[derive(Copy, Clone, Default, Debug, PartialEq, Eq)]
pub struct NameFlags {
    /// The generic form: no names suggested by ops, and numbers never go back.
    pub generic: bool,
    /// `-mlir-print-unique-ssa-ids`: numbers never go back in the custom
    /// form either (sibling regions do not reuse them).
    pub unique: bool,
    /// `-mlir-print-value-users`: an op without results takes the next
    /// number too (what `// id: %5` and users lists show of it).
    pub op_ids: bool,
}

impl NameFlags {
    /// The flags of the generic form (`generic`) or the custom one.
    pub fn form(generic: bool) -> Self {
        Self {
            generic,
            ..Self::default()
        }
    }

    /// Whether the counters never go back (MLIR's `shouldPrintUniqueSSAIDs`).
    fn unique_counters(self) -> bool {
        self.generic || self.unique
    }
}

/// The printed name of a value.
#[derive(Clone, Debug)]
enum ValueName {
    /// `%argN`
    Arg(u32),
    /// `%N`, or `%N#i` for result `i` of a multi-result op.
    Num(u32),
    /// A name the op suggested, made unique (`%c0_i32_1`), or `%name#i`.
    Named(Arc<str>),
}

/// A [`ValueName`] in 4 bytes (a huge function has one per value): the
/// top two bits say which kind, the rest hold the number, or the index of
/// the name in [`BodyNames::named`].
#[derive(Copy, Clone)]
struct PackedName(u32);

impl PackedName {
    const ARG: u32 = 1 << 30;
    const NAMED: u32 = 2 << 30;
    const PAYLOAD: u32 = (1 << 30) - 1;
}

/// Names of one body's values and blocks.
#[derive(Default)]
struct BodyNames {
    values: SecondaryMap<ValueId, PackedName>,
    /// The suggested names `values` point to.
    named: Vec<Arc<str>>,
    blocks: SecondaryMap<BlockId, u32>,
    /// The numbers of ops without results ([`NameFlags::op_ids`]).
    ops: SecondaryMap<OpId, u32>,
}

impl BodyNames {
    /// Empty tables with room for every value and block `body` stores:
    /// filled as the walk goes, they would otherwise grow by doubling.
    fn for_body(body: &Body) -> Self {
        Self {
            values: SecondaryMap::with_capacity(body.values.capacity()),
            named: Vec::new(),
            blocks: SecondaryMap::with_capacity(body.blocks.capacity()),
            ops: SecondaryMap::new(),
        }
    }

    /// Records `name` for each of `values` (one op's results, or one argument).
    fn insert(&mut self, values: &[ValueId], name: ValueName) {
        let packed = match name {
            ValueName::Arg(n) if n <= PackedName::PAYLOAD => PackedName(PackedName::ARG | n),
            ValueName::Num(n) if n <= PackedName::PAYLOAD => PackedName(n),
            // A number past 2^30 is kept as text: it prints the same.
            ValueName::Arg(n) => {
                return self.insert(values, ValueName::Named(format!("arg{n}").into()))
            }
            ValueName::Num(n) => {
                return self.insert(values, ValueName::Named(n.to_string().into()))
            }
            ValueName::Named(name) => {
                self.named.push(name);
                PackedName(PackedName::NAMED | (self.named.len() - 1) as u32)
            }
        };
        for &value in values {
            self.values.insert(value, packed);
        }
    }

    /// Appends the name of `value` (`%3`, `%3#1`, `%arg0`); `false` if it has none.
    fn write(&self, body: &Body, value: ValueId, out: &mut String) -> bool {
        let Some(&PackedName(bits)) = self.values.get(value) else {
            return false;
        };
        let payload = bits & PackedName::PAYLOAD;
        let mut digits = itoa::Buffer::new();
        match bits & !PackedName::PAYLOAD {
            PackedName::ARG => {
                out.push_str("%arg");
                out.push_str(digits.format(payload));
                return true;
            }
            PackedName::NAMED => {
                out.push('%');
                out.push_str(&self.named[payload as usize]);
            }
            _ => {
                out.push('%');
                out.push_str(digits.format(payload));
            }
        }
        write_result_index(body, value, out);
        true
    }
}

/// Names of every value and block under a printed op. Read-only once
/// computed, and `Sync`: threads printing parts of the op share it.
///
/// The names of some functions may be left to be numbered when the
/// printer reaches them (`Names::number_deferred`), so that a module's
/// names are not all held at once.
#[derive(Default)]
pub struct Names {
    /// Keyed by the body's address (bodies do not move while printed).
    bodies: FxHashMap<usize, BodyNames>,
    /// Where the numbering of each function left for later starts, keyed
    /// by the address of the function's body.
    deferred: FxHashMap<usize, Start>,
}

fn key(body: &Body) -> usize {
    std::ptr::from_ref(body) as usize
}

impl Names {
    /// Numbers everything under `op` (stored in `body`) in the generic
    /// form (`generic`) or the custom one, where ops' suggested result
    /// names are used.
    pub fn compute(ctx: &Context, body: &Body, op: OpId, generic: bool) -> Self {
        Self::compute_with(ctx, body, op, NameFlags::form(generic))
    }

    /// Numbers everything under `op` (stored in `body`) as `flags` say.
    pub fn compute_with(ctx: &Context, body: &Body, op: OpId, flags: NameFlags) -> Self {
        let mut walk = Numbering::new(ctx, flags);
        walk.op(body, op, None);
        walk.names
    }
}

impl Names {
    /// Numbers, in the generic form (`generic`) or the custom one, what
    /// `op` can see within its body: the regions at the root of the body
    /// when `op` is in one (as MLIR numbers an op printed on its own, from
    /// the closest isolated op around it), else everything under `op`.
    pub fn of_scope(ctx: &Context, body: &Body, op: OpId, generic: bool) -> Self {
        let mut top = op;
        while let Some(parent) = body.parent_op(top) {
            top = parent;
        }
        if body.op_block(top).is_none() {
            return Self::compute(ctx, body, top, generic);
        }
        let roots: Vec<_> = body.root_regions().collect();
        let mut walk = Numbering::new(ctx, NameFlags::form(generic));
        walk.regions(body, &roots);
        walk.names
    }
}

impl Names {
    /// The names of the regions of `op` (stored in `body`) if they were
    /// left to be numbered when printed; `None` if they are numbered here.
    pub(crate) fn number_deferred(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> Option<Box<Names>> {
        let start = self.deferred.get(&key(body.regions_body(op)))?;
        let mut walk = Numbering::new(ctx, start.flags);
        walk.job(&Job::new(body, op, *start));
        Some(Box::new(walk.names))
    }

    /// Appends the name of `value` (`%3`, `%3#1`, `%arg0`).
    pub fn write_value(&self, body: &Body, value: ValueId, out: &mut String) {
        NameLookup::new(self, None).write_value(body, value, out);
    }

    /// The number of a block within its region (`^bbN`).
    pub fn block_number(&self, body: &Body, block: BlockId) -> Option<u32> {
        NameLookup::new(self, None).block_number(body, block)
    }

    /// Appends `%N` for an op without results numbered by [`NameFlags::op_ids`].
    pub fn write_op_id(&self, body: &Body, op: OpId, out: &mut String) {
        NameLookup::new(self, None).write_op_id(body, op, out);
    }

    /// Appends `^bbN` for a block.
    pub fn write_block(&self, body: &Body, block: BlockId, out: &mut String) {
        NameLookup::new(self, None).write_block(body, block, out);
    }
}

/// What a printer reads names from: the names of the function it is
/// printing, when they were numbered as it reached it
/// (`Names::number_deferred`), and those of everything else.
#[derive(Copy, Clone)]
pub struct NameLookup<'n> {
    all: &'n Names,
    current: Option<&'n Names>,
}

impl<'n> NameLookup<'n> {
    /// Names from `all`, and from `current` first if there is one.
    pub(crate) fn new(all: &'n Names, current: Option<&'n Names>) -> Self {
        Self { all, current }
    }

    fn table(&self, body: &Body) -> Option<&'n BodyNames> {
        let key = key(body);
        self.current
            .and_then(|names| names.bodies.get(&key))
            .or_else(|| self.all.bodies.get(&key))
    }

    /// Appends the name of `value` (`%3`, `%3#1`, `%arg0`).
    pub fn write_value(&self, body: &Body, value: ValueId, out: &mut String) {
        let written = self.table(body).is_some_and(|t| t.write(body, value, out));
        if !written {
            out.push_str("<<UNKNOWN SSA VALUE>>");
        }
    }

    /// The number of a block within its region (`^bbN`).
    pub fn block_number(&self, body: &Body, block: BlockId) -> Option<u32> {
        self.table(body).and_then(|t| t.blocks.get(block)).copied()
    }

    /// Appends `%N` for an op without results numbered by
    /// [`NameFlags::op_ids`] (`<<UNKNOWN OPERATION>>` if it was not, as MLIR).
    pub fn write_op_id(&self, body: &Body, op: OpId, out: &mut String) {
        match self.table(body).and_then(|t| t.ops.get(op)) {
            Some(n) => {
                out.push('%');
                out.push_str(itoa::Buffer::new().format(*n));
            }
            None => out.push_str("<<UNKNOWN OPERATION>>"),
        }
    }

    /// Appends `^bbN` for a block.
    pub fn write_block(&self, body: &Body, block: BlockId, out: &mut String) {
        match self.block_number(body, block) {
            Some(n) => {
                out.push_str("^bb");
                out.push_str(itoa::Buffer::new().format(n));
            }
            None => out.push_str("<<UNKNOWN BLOCK>>"),
        }
    }
}

/// Appends `#i` when `value` is result `i` of a multi-result op.
fn write_result_index(body: &Body, value: ValueId, out: &mut String) {
    if let ValueDef::Result { op, index } = body.value_def(value) {
        if body.results(op).len() > 1 {
            out.push('#');
            out.push_str(itoa::Buffer::new().format(index));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{BodyNames, Names, ValueName};
    use crate::context::Context;
    use crate::ir::{Body, OperationState};
    use crate::syntax::parser::{parse_source, ParseOptions};

    #[test]
    fn the_regions_of_the_named_op_number_from_before_its_results() {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered(true);
        let src = "%r = \"t.outer\"() ({\n  %i = \"t.inner\"() : () -> i32\n}) : () -> i32\n";
        let options = ParseOptions::whole_file("t.mlir");
        let parsed = parse_source(&ctx, src, options).expect("parses");
        let body = parsed.body.regions_body(parsed.op);
        let first_op = |region| body.first_op(body.entry_block(region)?);
        let outer = first_op(parsed.body.regions(parsed.op)[0]).expect("outer op");
        let inner = first_op(body.regions(outer)[0]).expect("inner op");
        for (unique, expected) in [(false, "%0 %0"), (true, "%0 %1")] {
            let names = Names::compute(&ctx, body, outer, unique);
            let mut out = String::new();
            names.write_value(body, body.results(outer)[0], &mut out);
            out.push(' ');
            names.write_value(body, body.results(inner)[0], &mut out);
            assert_eq!(out, expected, "unique {unique}");
        }
    }

    #[test]
    fn packed_names_print_as_written_at_any_size() {
        let ctx = Context::new();
        let mut body = Body::new();
        let mut state = OperationState::new(ctx.op_name("t.op"), ctx.unknown_loc());
        state.result_types = smallvec::smallvec![ctx.int_type(32); 2];
        let pair = body.create_op(&ctx, state);
        let [first, second] = [body.results(pair)[0], body.results(pair)[1]];
        let block = body.create_block();
        let arg = body.add_block_arg(block, ctx.int_type(1), ctx.unknown_loc());
        let cases = [
            (&[arg][..], ValueName::Arg(3), "%arg3"),
            (&[arg], ValueName::Arg(u32::MAX), "%arg4294967295"),
            (&[first, second], ValueName::Num(7), "%7#1"),
            (&[first, second], ValueName::Num(1 << 30), "%1073741824#1"),
            (
                &[first, second],
                ValueName::Named("c0_i32".into()),
                "%c0_i32#1",
            ),
        ];
        for (values, name, expected) in cases {
            let mut names = BodyNames::default();
            names.insert(values, name);
            let mut out = String::new();
            assert!(names.write(&body, *values.last().expect("a value"), &mut out));
            assert_eq!(out, expected);
        }
        let names = BodyNames::default();
        assert!(!names.write(&body, first, &mut String::new()));
    }
}
