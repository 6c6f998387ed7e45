//! The op driver: ops, blocks and regions, with an explicit stack of open
//! regions and ops (nesting depth is bounded only by memory), SSA name
//! scopes, forward references and the implicit top-level module.

use super::cursor::MAX_REGION_HINT_LINES;
use super::names::{BlockName, DefinedNames, EntryName, NameScope, OperandRef};
use super::{Aliases, Cursor, Parser};
use crate::context::attributes::Attr;
use crate::context::types::{Type, TypeKind};
use crate::context::{Context, OpDefinition, OpName, OpTraits};
use crate::diagnostics::Diagnostic;
use crate::ir::{
    BlockId, Body, InsertPoint, OpId, OperationState, OwnedOp, RegionId, StateOperands,
    StateSuccessors, StateTypes, ValueId,
};
use crate::syntax::custom::{CustomOpState, OpParser, PendingRegion, RegionArgument};
use crate::syntax::lexer::{unescape, Token};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// The result names of an op being parsed: (name, count, offset).
type ResultNames<'src> = SmallVec<[(&'src str, u32, usize); 1]>;
/// The operand uses of an op being parsed.
type OperandRefs<'src> = SmallVec<[OperandRef<'src>; 4]>;

/// Told of each stretch of a buffer that the parser has moved past, in
/// order, so that a caller that mapped its input can drop those pages. The
/// text must stay readable: the parser may still look back at it (a name
/// defined there, a diagnostic), only rarely.
pub type ReleaseText<'a> = &'a (dyn Fn(&str) + Sync);

/// How far the parser moves between two calls of its [`ReleaseText`].
pub(super) const RELEASE_STEP: usize = 1 << 20;

/// Where the text comes from.
#[derive(Copy, Clone, Debug)]
pub struct ParseOptions<'a> {
    /// File name used in locations (and by diagnostics to find the text).
    pub file: &'a str,
    /// Lines of the file before this buffer (for `-split-input-file` chunks).
    pub line_offset: u32,
    /// Line and column of the implicit module around top-level ops:
    /// `None` for mlir-opt's `file:0:0` of a whole file (`ir-opt` puts a
    /// later `-split-input-file` chunk's just after its marker, as
    /// mlir-opt does).
    pub implicit_module_at: Option<(u32, u32)>,
    /// Whether top-level ops go into an implicit `builtin.module` (unless
    /// the buffer holds one `builtin.module` alone), as mlir-opt does by
    /// default; without it (`-no-implicit-module`) the buffer must hold
    /// exactly one top-level op, of any kind, which is the result.
    pub implicit_module: bool,
}

impl<'a> ParseOptions<'a> {
    /// A whole file named `file`, top-level ops in an implicit module
    /// located at `file:0:0` (mlir-opt's default).
    pub const fn whole_file(file: &'a str) -> Self {
        Self {
            file,
            line_offset: 0,
            implicit_module_at: None,
            implicit_module: true,
        }
    }
}

/// Parses a whole buffer into one top-level op: the file's `builtin.module`,
/// or an implicit one around the top-level ops (or, without
/// [`ParseOptions::implicit_module`], the buffer's single op). Stops at
/// the first error.
pub fn parse_source(
    ctx: &Context,
    src: &str,
    options: ParseOptions<'_>,
) -> Result<OwnedOp, Diagnostic> {
    let cursor = Cursor::new(ctx, options.file, src, options.line_offset);
    let module_at = options.implicit_module_at;
    Driver::new(Parser::new(cursor))
        .run(TopLevel::of(options, true), module_at)
        .map(|(op, _)| op)
}

/// What becomes of the implicit module the parser puts around the
/// top-level ops.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum TopLevel {
    /// It stays, whatever it holds.
    Keep,
    /// It is dropped if it holds one `builtin.module` alone.
    UnwrapModule,
    /// It must hold exactly one op, which replaces it.
    SingleOp,
}

impl TopLevel {
    /// For a buffer parsed with `options`, unwrapped if `unwrap` is set.
    fn of(options: ParseOptions<'_>, unwrap: bool) -> Self {
        match (unwrap, options.implicit_module) {
            (false, _) => TopLevel::Keep,
            (true, true) => TopLevel::UnwrapModule,
            (true, false) => TopLevel::SingleOp,
        }
    }
}

/// What a buffer given to the parser is to the file it names.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum TextOf {
    /// A slice of the file (or all of it).
    Slice,
    /// The file's lines with some emptied (see `parallel`): its bytes are
    /// not where the file has them.
    Outline,
}

/// Parses a buffer of whole top-level ops into an implicit module holding
/// them (never unwrapped, even around a single `builtin.module`), starting
/// from `aliases`; returns the module and the aliases at the end.
pub(super) fn parse_ops_with_aliases<'src>(
    ctx: &Context,
    src: &'src str,
    options: ParseOptions<'src>,
    aliases: Aliases<'src>,
    unwrap_module: bool,
    text: TextOf,
    release: Option<ReleaseText<'src>>,
) -> Result<(OwnedOp, Aliases<'src>), Diagnostic> {
    let cursor = match text {
        TextOf::Slice => Cursor::new(ctx, options.file, src, options.line_offset),
        TextOf::Outline => Cursor::outline(ctx, options.file, src, options.line_offset),
    };
    let mut parser = Parser::new(cursor);
    parser.set_aliases(aliases);
    let mut driver = Driver::new(parser);
    driver.release = release;
    driver.run(
        TopLevel::of(options, unwrap_module),
        options.implicit_module_at,
    )
}

/// A block seen in a region: where it was first referenced and whether its
/// label has been parsed.
struct BlockEntry {
    block: BlockId,
    defined: bool,
    first_ref: usize,
}

/// A region being parsed.
struct RegionFrame<'src> {
    region: RegionId,
    blocks: FxHashMap<BlockName<'src>, BlockEntry>,
    current: Option<BlockId>,
    /// Value names defined in this region, forgotten when it closes.
    defined_names: DefinedNames<'src>,
    /// The op's syntax declared the entry block's arguments (so the region
    /// may not start with a block label).
    named_entry: bool,
}

/// An op whose regions are being parsed.
struct OpFrame<'src> {
    start: usize,
    /// Where the op's name is: its location, as MLIR locates ops.
    name_offset: usize,
    results: ResultNames<'src>,
    name: OpName,
    isolated: bool,
    /// The default dialect inside the op's regions: its own, or else the
    /// one it is nested in (kept here so a lookup is not a walk up the stack).
    default_dialect: Option<&'static str>,
    regions: Vec<RegionId>,
    parts: OpParts<'src>,
}

/// What an op's text gave before its regions, by form.
enum OpParts<'src> {
    Generic(GenericParts<'src>),
    Custom(CustomParts<'src>),
}

/// What the generic form gave before its regions.
struct GenericParts<'src> {
    operands: OperandRefs<'src>,
    successors: StateSuccessors,
    properties: Option<Attr>,
}

/// What a custom parse hook gave; regions are parsed after it returns.
struct CustomParts<'src> {
    state: CustomOpState<'src>,
    next_region: usize,
    resume: usize,
}

/// The operands of an op being finished, with their types.
enum OperandList<'src, 'ty> {
    /// As the generic form writes them: the uses, then the types.
    Split(OperandRefs<'src>, &'ty [Type]),
    /// As a custom parse hook records them: each use with its type.
    Paired(SmallVec<[(OperandRef<'src>, Type); 4]>),
}

enum Frame<'src> {
    Region(RegionFrame<'src>),
    Op(Box<OpFrame<'src>>),
}

struct Driver<'src, 'ctx> {
    p: Parser<'src, 'ctx>,
    /// Bodies being filled; the last one is current. A new one is pushed
    /// for the regions of each isolated op.
    bodies: Vec<Body>,
    /// SSA name scopes, one per body.
    scopes: Vec<NameScope<'src>>,
    frames: Vec<Frame<'src>>,
    /// Quoted op names seen so far (checked once, then looked up).
    op_names: FxHashMap<&'src str, OpName>,
    /// Custom op keywords seen so far, with the default dialect they were
    /// read under: the definition each stands for (found once, then
    /// looked up, so a custom op costs no name building per op).
    custom_ops: FxHashMap<(&'src str, Option<&'static str>), (&'ctx OpDefinition, OpName)>,
    /// Where each location alias definition parsed before the main pass
    /// starts, and where it ends.
    predefined: FxHashMap<usize, usize>,
    /// Lines [`Cursor::region_size`] may still look at to size the
    /// bodies of isolated ops: twice the buffer's, and one region's worth
    /// more, so that every function is measured even after the module
    /// around it looked at its first lines (a longer region is not
    /// measured at all) while the work stays linear in the buffer.
    hint_budget: usize,
    /// Told of the text behind the parser, every [`RELEASE_STEP`] bytes.
    release: Option<ReleaseText<'src>>,
    /// Where the text not yet released starts.
    released_to: usize,
}

impl<'src, 'ctx> Driver<'src, 'ctx> {
    fn new(p: Parser<'src, 'ctx>) -> Self {
        Self {
            bodies: Vec::new(),
            scopes: Vec::new(),
            frames: Vec::new(),
            op_names: FxHashMap::default(),
            custom_ops: FxHashMap::default(),
            predefined: FxHashMap::default(),
            hint_budget: 2 * p.cursor.num_lines() + MAX_REGION_HINT_LINES,
            release: None,
            released_to: 0,
            p,
        }
    }

    fn ctx(&self) -> &'ctx Context {
        self.p.cursor.ctx
    }

    fn body(&mut self) -> &mut Body {
        self.bodies.last_mut().expect("a body is always open")
    }

    /// Parses the buffer: top-level ops go into an implicit module (located
    /// at `module_at`, or `file:0:0`), which `top_level` may drop again.
    /// Also returns the aliases defined.
    fn run(
        mut self,
        top_level: TopLevel,
        module_at: Option<(u32, u32)>,
    ) -> Result<(OwnedOp, Aliases<'src>), Diagnostic> {
        let (line, col) = module_at.unwrap_or((0, 0));
        let leading_end = self.define_leading_aliases()?;
        self.predefined = self.p.predefine_later_aliases(leading_end)?;
        let ctx = self.ctx();
        let module_name = ctx.op_name("builtin.module");
        let mut root = Body::new();
        let mut state =
            OperationState::new(module_name, ctx.file_loc(self.p.cursor.file(), line, col));
        state.num_regions = 1;
        let implicit = root.create_op(ctx, state);
        let region = root.regions(implicit)[0];
        let nested = root.set_nested(implicit, None);
        self.bodies.push(root);
        if let Some(nested) = nested {
            self.bodies.push(*nested);
        }
        self.scopes.push(NameScope::default());
        let entry = self.body().append_block(region);
        self.frames.push(Frame::Region(RegionFrame {
            region,
            blocks: FxHashMap::default(),
            current: Some(entry),
            defined_names: DefinedNames::default(),
            named_entry: false,
        }));
        self.parse_loop()?;
        let scope = self.scopes.pop().expect("root scope");
        scope.check_resolved(&self.p.cursor)?;
        let aliases = self.p.take_aliases();
        let op = self.finish_top_level(implicit, region, entry, top_level)?;
        Ok((op, aliases))
    }

    fn finish_top_level(
        mut self,
        implicit: OpId,
        region: RegionId,
        entry: BlockId,
        top_level: TopLevel,
    ) -> Result<OwnedOp, Diagnostic> {
        let ctx = self.ctx();
        let module_name = ctx.op_name("builtin.module");
        let isolated = self.bodies.len() == 2;
        let inner = self.body();
        let only = inner
            .first_op(entry)
            .filter(|&op| inner.next_op(op).is_none());
        let unwrap = only.filter(|&op| match top_level {
            TopLevel::Keep => false,
            TopLevel::UnwrapModule => inner.op_name(op) == module_name,
            TopLevel::SingleOp => true,
        });
        if top_level == TopLevel::SingleOp && unwrap.is_none() {
            let found = inner.block_ops(entry).count();
            let root = &self.bodies[0];
            return Err(Diagnostic::error(
                root.op_loc(implicit),
                format!("source must contain a single top-level operation, found: {found}"),
            ));
        }
        let mut nested = if isolated { self.bodies.pop() } else { None };
        let mut root = self.bodies.pop().expect("root body");
        match (unwrap, nested.as_mut()) {
            (Some(module), Some(body)) => {
                body.unlink_op(module);
                body.discard_empty_region(region);
                Ok(OwnedOp {
                    body: nested.expect("matched above"),
                    op: module,
                })
            }
            (Some(module), None) => {
                root.unlink_op(module);
                root.erase_op(implicit);
                Ok(OwnedOp {
                    body: root,
                    op: module,
                })
            }
            (None, Some(_)) => {
                let body = nested.expect("matched above");
                root.set_nested(implicit, Some(Box::new(body)));
                Ok(OwnedOp {
                    body: root,
                    op: implicit,
                })
            }
            (None, None) => Ok(OwnedOp {
                body: root,
                op: implicit,
            }),
        }
    }

    fn parse_loop(&mut self) -> Result<(), Diagnostic> {
        loop {
            let top_level = self.frames.len() == 1;
            let cursor = &self.p.cursor;
            if cursor.at_end() {
                if top_level {
                    let Some(Frame::Region(region)) = self.frames.last() else {
                        unreachable!("the top-level frame is a region");
                    };
                    return check_blocks_defined(region, &self.p.cursor);
                }
                // MLIR's words: an op (or `}`) was due, and input ended.
                return Err(cursor.expected_token("operation name in quotes"));
            }
            match cursor.peek() {
                Some(Token::RBrace) if !top_level => self.close_region()?,
                Some(Token::CaretIdent) => self.parse_block_header()?,
                Some(Token::HashIdent | Token::BangIdent) if top_level => {
                    match self.predefined.get(&cursor.offset()) {
                        // Already defined: skipped.
                        Some(&end) => self.p.cursor.reset_to(end),
                        None => self.p.parse_alias_definition()?,
                    }
                }
                Some(Token::FileMetadataBegin) if top_level => self.p.parse_file_metadata()?,
                _ => {
                    self.release_behind();
                    self.parse_op_begin()?
                }
            }
        }
    }

    /// Releases the text before the cursor once it has moved far enough.
    fn release_behind(&mut self) {
        let Some(release) = self.release else {
            return;
        };
        let offset = self.p.cursor.offset();
        if offset >= self.released_to + RELEASE_STEP {
            release(&self.p.cursor.source()[self.released_to..offset]);
            self.released_to = offset;
        }
    }

    fn region_frame(&mut self) -> &mut RegionFrame<'src> {
        match self.frames.last_mut() {
            Some(Frame::Region(r)) => r,
            _ => unreachable!("ops and blocks are parsed only inside a region"),
        }
    }

    // ----- aliases -----

    /// Defines the aliases at the start of the buffer (mlir-opt prints
    /// there every alias but those only op locations use, which may refer
    /// to them); returns where they end.
    fn define_leading_aliases(&mut self) -> Result<usize, Diagnostic> {
        while matches!(
            self.p.cursor.peek(),
            Some(Token::HashIdent | Token::BangIdent)
        ) {
            self.p.parse_alias_definition()?;
        }
        Ok(self.p.cursor.offset())
    }

    // ----- blocks -----

    fn block_ref(&mut self, name: &'src str, offset: usize) -> BlockId {
        let name = BlockName::of(name);
        let frame_index = self
            .frames
            .iter()
            .rposition(|f| matches!(f, Frame::Region(_)))
            .expect("inside a region");
        let existing = match &self.frames[frame_index] {
            Frame::Region(r) => r.blocks.get(&name).map(|e| e.block),
            Frame::Op(_) => None,
        };
        if let Some(block) = existing {
            return block;
        }
        let block = self.body().create_block();
        if let Frame::Region(r) = &mut self.frames[frame_index] {
            r.blocks.insert(
                name,
                BlockEntry {
                    block,
                    defined: false,
                    first_ref: offset,
                },
            );
        }
        block
    }

    fn parse_block_header(&mut self) -> Result<(), Diagnostic> {
        let offset = self.p.cursor.offset();
        let name = self.p.cursor.bump();
        let block = self.block_ref(name, offset);
        // A label right after the `{` of a region whose entry arguments
        // the op's syntax declared (MLIR allows labels only later).
        let named_entry = match self.frames.last() {
            Some(Frame::Region(r)) if r.named_entry => r.current,
            _ => None,
        };
        let in_named_entry = named_entry.is_some_and(|entry| {
            self.body().first_op(entry).is_none()
                && self
                    .body()
                    .block_region(entry)
                    .and_then(|r| self.body().entry_block(r))
                    == Some(entry)
        });
        let frame = self.region_frame();
        let entry = frame
            .blocks
            .get_mut(&BlockName::of(name))
            .expect("just referenced");
        if in_named_entry && !entry.defined {
            return Err(self
                .p
                .cursor
                .error_at(offset, "invalid block name in region with named arguments"));
        }
        if entry.defined {
            return Err(self
                .p
                .cursor
                .error_at(offset, format!("redefinition of block '{name}'")));
        }
        entry.defined = true;
        frame.current = Some(block);
        let region = frame.region;
        self.body().insert_block(block, region, None);
        if self.p.cursor.eat(Token::LParen) && !self.p.cursor.eat(Token::RParen) {
            loop {
                self.parse_block_argument(block)?;
                if self.p.cursor.eat(Token::RParen) {
                    break;
                }
                self.p
                    .cursor
                    .expect(Token::Comma, "',' or ')' in block argument list")?;
            }
        }
        self.p.cursor.expect(Token::Colon, "':' after block name")?;
        Ok(())
    }

    fn parse_block_argument(&mut self, block: BlockId) -> Result<(), Diagnostic> {
        let offset = self.p.cursor.offset();
        let name = self
            .p
            .cursor
            .expect(Token::PercentIdent, "block argument name")?;
        self.p
            .cursor
            .expect(Token::Colon, "':' and a type after block argument name")?;
        let ty = self.p.parse_type()?;
        let loc = match self.p.parse_optional_location()? {
            Some(loc) => loc,
            None => self.p.cursor.loc_at(offset),
        };
        let value = self.body().add_block_arg(block, ty, loc);
        self.define_values(name, offset, &[value])
    }

    fn define_values(
        &mut self,
        name: &'src str,
        offset: usize,
        values: &[crate::ValueId],
    ) -> Result<(), Diagnostic> {
        let scope = self.scopes.last_mut().expect("a scope is always open");
        let body = self.bodies.last_mut().expect("a body is always open");
        let name = EntryName::of(name);
        scope.define(&self.p.cursor, body, name, offset, values)?;
        self.region_frame().defined_names.push(name);
        Ok(())
    }

    // ----- ops -----

    fn parse_op_begin(&mut self) -> Result<(), Diagnostic> {
        let start = self.p.cursor.offset();
        let results = self.parse_result_list()?;
        match self.p.cursor.peek() {
            Some(Token::String) => self.parse_generic_op(start, results),
            Some(Token::BareIdent) => self.parse_custom_op(start, results),
            _ => Err(self.p.cursor.expected(if results.is_empty() {
                "an operation (a quoted name for the generic form, or a custom op name)"
            } else {
                "an operation name after '='"
            })),
        }
    }

    fn parse_result_list(&mut self) -> Result<ResultNames<'src>, Diagnostic> {
        let mut results = SmallVec::new();
        if !self.p.cursor.at(Token::PercentIdent) {
            return Ok(results);
        }
        loop {
            let offset = self.p.cursor.offset();
            let name = self
                .p
                .cursor
                .expect(Token::PercentIdent, "SSA value name in result list")?;
            let mut count = 1;
            if self.p.cursor.eat(Token::Colon) {
                let text = self
                    .p
                    .cursor
                    .expect(Token::Integer, "number of results after ':'")?;
                count = text.parse::<u32>().ok().filter(|&c| c > 0).ok_or_else(|| {
                    self.p
                        .cursor
                        .error_at(offset, "expected a positive number of results")
                })?;
            }
            results.push((name, count, offset));
            if !self.p.cursor.eat(Token::Comma) {
                break;
            }
        }
        self.p
            .cursor
            .expect(Token::Equal, "'=' after result list")?;
        Ok(results)
    }

    fn resolve_op_name(&self, name: &str, offset: usize) -> Result<OpName, Diagnostic> {
        let ctx = self.ctx();
        let op_name = ctx.op_name(name);
        if ctx.op_def(op_name).is_some() || ctx.allows_unregistered() {
            return Ok(op_name);
        }
        let dialect = name.split('.').next().unwrap_or(name);
        if ctx.refuses_unknown_ops(dialect) {
            return Err(self.p.cursor.error_at(offset, format!("unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations")));
        }
        if ctx.is_dialect_registered(dialect) {
            // A dialect that accepts ops it does not define.
            return Ok(op_name);
        }
        // MLIR's words, at the token after the name as MLIR's.
        Err(self.p.cursor.error("operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"))
    }

    /// The op named by a quoted name token, checked for form and registration.
    fn resolve_quoted_op_name(&self, quoted: &str, offset: usize) -> Result<OpName, Diagnostic> {
        let name = unescape(&quoted[1..quoted.len() - 1]).and_then(|b| String::from_utf8(b).ok());
        let name =
            name.ok_or_else(|| self.p.cursor.error_at(offset, "malformed operation name"))?;
        // A name without a dot (`"foo"`) is an op of the unregistered
        // dialect `foo`, as in MLIR.
        if name.is_empty() {
            return Err(self
                .p
                .cursor
                .error_at(offset, "empty operation name is invalid"));
        }
        self.resolve_op_name(&name, offset)
    }

    fn parse_generic_op(
        &mut self,
        start: usize,
        results: ResultNames<'src>,
    ) -> Result<(), Diagnostic> {
        let name_offset = self.p.cursor.offset();
        let quoted = self.p.cursor.bump();
        let op_name = match self.op_names.get(quoted) {
            Some(&op_name) => op_name,
            None => {
                let op_name = self.resolve_quoted_op_name(quoted, name_offset)?;
                self.op_names.insert(quoted, op_name);
                op_name
            }
        };
        self.p
            .cursor
            .expect(Token::LParen, "'(' to start the operand list")?;
        let operands = self.parse_operand_refs(Token::RParen)?;
        let mut successors = StateSuccessors::new();
        if self.p.cursor.eat(Token::LSquare) {
            loop {
                let offset = self.p.cursor.offset();
                let block = self
                    .p
                    .cursor
                    .expect(Token::CaretIdent, "successor block name")?;
                successors.push(self.block_ref(block, offset));
                if self.p.cursor.eat(Token::RSquare) {
                    break;
                }
                self.p
                    .cursor
                    .expect(Token::Comma, "',' or ']' in successor list")?;
            }
        }
        let properties = if self.p.cursor.eat(Token::Less) {
            // MLIR reads any attribute here; only a dictionary is kept.
            let at = self.p.cursor.offset();
            let attr = if self.p.cursor.at(Token::LBrace) {
                self.p.parse_attr_dict_memo()?
            } else {
                match self.p.parse_optional_attribute()? {
                    Some(attr) => attr,
                    None => return Err(self.p.cursor.expected("attribute value")),
                }
            };
            self.p
                .cursor
                .expect(Token::Greater, "'>' to close properties")?;
            if !matches!(
                self.p.cursor.ctx.attr_kind(attr),
                crate::context::attributes::AttrKind::Dictionary(_)
            ) {
                return Err(self
                    .p
                    .cursor
                    .error_at(at, "properties other than a dictionary are not supported"));
            }
            Some(attr)
        } else {
            None
        };
        let isolated = self.is_isolated(op_name);
        let mut frame = OpFrame {
            start,
            name_offset,
            results,
            name: op_name,
            isolated,
            default_dialect: self.nested_default_dialect(op_name),
            regions: Vec::new(),
            parts: OpParts::Generic(GenericParts {
                operands,
                successors,
                properties,
            }),
        };
        if self.p.cursor.at(Token::LParen) {
            let paren = self.p.cursor.offset();
            self.p.cursor.bump();
            if !self.p.cursor.at(Token::LBrace) {
                return Err(self
                    .p
                    .cursor
                    .expected("'{' to begin a region")
                    .with_note(self.p.cursor.loc_at(paren), "region list starts here"));
            }
            self.open_region(&mut frame)?;
            self.frames
                .insert(self.frames.len() - 1, Frame::Op(Box::new(frame)));
            return Ok(());
        }
        self.finish_op(frame)
    }

    fn parse_operand_refs(&mut self, close: Token) -> Result<OperandRefs<'src>, Diagnostic> {
        let mut operands = SmallVec::new();
        if self.p.cursor.eat(close) {
            return Ok(operands);
        }
        loop {
            operands.push(self.p.parse_operand_ref()?);
            if self.p.cursor.eat(close) {
                return Ok(operands);
            }
            self.p.cursor.expect_with(Token::Comma, || {
                format!("',' or {} in operand list", close.describe())
            })?;
        }
    }

    fn is_isolated(&self, name: OpName) -> bool {
        self.ctx().op_has(name, OpTraits::ISOLATED_FROM_ABOVE)
    }

    fn parse_custom_op(
        &mut self,
        start: usize,
        results: ResultNames<'src>,
    ) -> Result<(), Diagnostic> {
        let offset = self.p.cursor.offset();
        let written = self.p.cursor.bump();
        let (def, op_name) = self.custom_op_def(written, offset)?;
        let parse = def.parse.expect("filtered above");
        let mut op_parser = OpParser {
            parser: &mut self.p,
            state: CustomOpState::default(),
            definition: def,
        };
        parse(&mut op_parser)?;
        let state = op_parser.state;
        let resume = self.p.cursor.offset();
        let mut frame = OpFrame {
            start,
            name_offset: offset,
            results,
            name: op_name,
            isolated: self.is_isolated(op_name),
            default_dialect: self.nested_default_dialect(op_name),
            regions: Vec::new(),
            parts: OpParts::Custom(CustomParts {
                state,
                next_region: 0,
                resume,
            }),
        };
        if self.open_next_custom_region(&mut frame)? {
            self.frames
                .insert(self.frames.len() - 1, Frame::Op(Box::new(frame)));
            return Ok(());
        }
        self.finish_op(frame)
    }

    /// The definition (with a parse hook) that the custom op keyword
    /// `written` at `offset` stands for where the parser is.
    fn custom_op_def(
        &mut self,
        written: &'src str,
        offset: usize,
    ) -> Result<(&'ctx OpDefinition, OpName), Diagnostic> {
        let key = (written, self.enclosing_default_dialect());
        if let Some(&found) = self.custom_ops.get(&key) {
            return Ok(found);
        }
        let ctx = self.ctx();
        let candidates = self.custom_name_candidates(written);
        let def = candidates
            .iter()
            .find_map(|n| ctx.lookup_op_def(n).filter(|d| d.parse.is_some()));
        let Some(def) = def else {
            let tried = if candidates.len() > 1 {
                format!(
                    " (tried {})",
                    candidates
                        .iter()
                        .map(|c| format!("'{c}'"))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            } else {
                String::new()
            };
            return Err(self.p.cursor.error_at(offset, format!("custom op '{written}' is unknown{tried}; unregistered ops must be written in the generic form (\"dialect.op\"(...))")));
        };
        let found = (def, ctx.op_name(&def.name));
        self.custom_ops.insert(key, found);
        Ok(found)
    }

    /// Full names a custom op keyword may stand for: itself if dotted, then
    /// with the enclosing ops' default dialect, then `builtin.`.
    fn custom_name_candidates(&self, written: &str) -> Vec<String> {
        let mut candidates = vec![written.to_string()];
        if let Some(dialect) = self.enclosing_default_dialect() {
            candidates.push(format!("{dialect}.{written}"));
        }
        if !written.contains('.') {
            candidates.push(format!("builtin.{written}"));
        }
        candidates
    }

    /// The default dialect where the parser is: that of the innermost open
    /// op (the nearest op frame, a step or two down the stack).
    fn enclosing_default_dialect(&self) -> Option<&'static str> {
        self.frames.iter().rev().find_map(|f| match f {
            Frame::Op(op) => Some(op.default_dialect),
            Frame::Region(_) => None,
        })?
    }

    /// The default dialect inside the regions of an op named `name`.
    fn nested_default_dialect(&self, name: OpName) -> Option<&'static str> {
        let own = self.ctx().op_def(name).and_then(|d| d.default_dialect);
        own.or_else(|| self.enclosing_default_dialect())
    }

    /// Opens the next region a custom hook recorded; false when none is left.
    fn open_next_custom_region(&mut self, frame: &mut OpFrame<'src>) -> Result<bool, Diagnostic> {
        loop {
            let OpParts::Custom(custom) = &mut frame.parts else {
                unreachable!("custom regions are opened for custom ops only");
            };
            let Some(pending) = custom.state.regions.get_mut(custom.next_region) else {
                let resume = custom.resume;
                self.p.cursor.reset_to(resume);
                return Ok(false);
            };
            custom.next_region += 1;
            let arguments = pending.arguments.take();
            let Some(offset) = pending.offset else {
                self.add_empty_region(frame);
                continue;
            };
            self.p.cursor.reset_to(offset);
            self.open_region(frame)?;
            if let Some(arguments) = arguments {
                self.define_entry_arguments(&arguments)?;
            }
            return Ok(true);
        }
    }

    /// Adds a region the op's text left out (an absent `else`).
    fn add_empty_region(&mut self, frame: &mut OpFrame<'src>) {
        if frame.isolated && frame.regions.is_empty() {
            self.bodies.push(Body::new());
            self.scopes.push(NameScope::default());
        }
        frame.regions.push(self.body().create_detached_region());
    }

    /// Creates the entry block of the region just opened with the
    /// arguments the op's syntax declared, and defines their names.
    fn define_entry_arguments(
        &mut self,
        arguments: &[RegionArgument<'src>],
    ) -> Result<(), Diagnostic> {
        let block = self.current_block();
        self.region_frame().named_entry = true;
        let mut first_use: FxHashMap<&str, usize> = FxHashMap::default();
        for (i, argument) in arguments.iter().enumerate() {
            if let Some(previous) = first_use
                .insert(argument.name, i)
                .map(|earlier| &arguments[earlier])
            {
                let message = format!(
                    "region entry argument '{}' is already in use",
                    argument.name
                );
                let cursor = &self.p.cursor;
                return Err(cursor
                    .error_at(argument.offset, message)
                    .with_note(cursor.loc_at(previous.offset), "previously referenced here"));
            }
            let ty = argument.ty.expect("checked when the region was recorded");
            let loc = argument
                .loc
                .unwrap_or_else(|| self.p.cursor.loc_at(argument.offset));
            let value = self.body().add_block_arg(block, ty, loc);
            self.define_values(argument.name, argument.offset, &[value])?;
        }
        Ok(())
    }

    /// At a `{`: creates the op's next region and starts parsing it.
    fn open_region(&mut self, frame: &mut OpFrame<'src>) -> Result<(), Diagnostic> {
        let brace = self.p.cursor.offset();
        self.p
            .cursor
            .expect(Token::LBrace, "'{' to begin a region")?;
        if frame.isolated && frame.regions.is_empty() {
            // About an op and a result a line, a block a label, a value
            // each block argument: sized up front, a function's storage
            // holds no unused half from its last doubling.
            let body = match self.p.cursor.region_size(brace, &mut self.hint_budget) {
                Some(size) => {
                    let ops = size.lines - size.labels;
                    Body::with_capacity(ops, ops + size.arguments, size.labels + 1)
                }
                None => Body::new(),
            };
            self.bodies.push(body);
            self.scopes.push(NameScope::default());
        }
        let region = self.body().create_detached_region();
        frame.regions.push(region);
        self.frames.push(Frame::Region(RegionFrame {
            region,
            blocks: FxHashMap::default(),
            current: None,
            defined_names: DefinedNames::default(),
            named_entry: false,
        }));
        Ok(())
    }

    fn close_region(&mut self) -> Result<(), Diagnostic> {
        self.p.cursor.bump();
        let Some(Frame::Region(region)) = self.frames.pop() else {
            unreachable!("close_region runs with a region on top");
        };
        check_blocks_defined(&region, &self.p.cursor)?;
        self.scopes
            .last_mut()
            .expect("scope")
            .forget(&region.defined_names);
        let Some(Frame::Op(mut frame)) = self.frames.pop() else {
            unreachable!("every region belongs to an op frame");
        };
        if matches!(frame.parts, OpParts::Custom(_)) {
            if self.open_next_custom_region(&mut frame)? {
                self.frames.insert(self.frames.len() - 1, Frame::Op(frame));
                return Ok(());
            }
        } else if self.p.cursor.eat(Token::Comma) {
            self.open_region(&mut frame)?;
            self.frames.insert(self.frames.len() - 1, Frame::Op(frame));
            return Ok(());
        } else {
            self.p
                .cursor
                .expect(Token::RParen, "',' or ')' after region")?;
        }
        self.finish_op(*frame)
    }

    /// Parses what follows the regions (generic form), creates the op, and
    /// inserts it into the current block.
    fn finish_op(&mut self, frame: OpFrame<'src>) -> Result<(), Diagnostic> {
        let ctx = self.ctx();
        let implicit_terminator = match &frame.parts {
            OpParts::Custom(_) => ctx.op_def(frame.name).and_then(|d| d.implicit_terminator),
            OpParts::Generic(_) => None,
        };
        let (operand_list, successors, properties, attrs, result_types) = match frame.parts {
            OpParts::Generic(g) => {
                let attrs = if self.p.cursor.at(Token::LBrace) {
                    Some(self.p.parse_attr_dict_memo()?)
                } else {
                    None
                };
                self.p
                    .cursor
                    .expect(Token::Colon, "':' followed by operation type")?;
                let type_offset = self.p.cursor.offset();
                let ty = self.p.parse_line_type_memo()?;
                let TypeKind::Function { inputs, results } = ctx.type_kind(ty) else {
                    return Err(self.p.cursor.error_at(
                        type_offset,
                        "expected a function type such as '(i32) -> i64' after ':'",
                    ));
                };
                if inputs.len() != g.operands.len() {
                    return Err(self.p.cursor.error_at(
                        type_offset,
                        format!(
                            "expected {} operand types but had {}",
                            g.operands.len(),
                            inputs.len()
                        ),
                    ));
                }
                let spec = ctx.op_def(frame.name).and_then(|d| d.spec.as_deref());
                let (properties, attrs) = match spec {
                    Some(spec) => {
                        let (props, attrs) = spec.take_inherent_attrs(ctx, g.properties, attrs);
                        (spec.with_defaults(ctx, props), attrs)
                    }
                    None => (g.properties, attrs),
                };
                (
                    OperandList::Split(g.operands, inputs.as_slice()),
                    g.successors,
                    properties,
                    attrs,
                    StateTypes::from_slice(results),
                )
            }
            OpParts::Custom(c) => {
                // MLIR's `ensureTerminator` gives an empty region a block too.
                if c.state.ensure_block || implicit_terminator.is_some() {
                    self.ensure_entry_blocks(&frame.regions, &c.state.regions);
                }
                let mut successors = StateSuccessors::new();
                for &(name, offset) in &c.state.successors {
                    successors.push(self.block_ref(name, offset));
                }
                let (properties, attrs) = match ctx
                    .op_def(frame.name)
                    .and_then(|d| d.spec.as_deref())
                {
                    Some(spec) => spec.merge_inherent_attrs(ctx, c.state.properties, c.state.attrs),
                    None => (c.state.properties, c.state.attrs),
                };
                (
                    OperandList::Paired(c.state.operands),
                    successors,
                    properties,
                    attrs,
                    c.state.result_types,
                )
            }
        };
        let declared: u32 = frame.results.iter().map(|r| r.1).sum();
        if declared != 0 && declared as usize != result_types.len() {
            return Err(self.p.cursor.error_at(
                frame.start,
                format!(
                    "operation defines {} results but was provided {} to bind",
                    result_types.len(),
                    declared
                ),
            ));
        }
        let loc = match self.p.parse_optional_location()? {
            Some(loc) => loc,
            None => self.p.cursor.loc_at(frame.name_offset),
        };
        let nested = if frame.isolated && !frame.regions.is_empty() {
            let scope = self.scopes.pop().expect("isolated scope");
            scope.check_resolved(&self.p.cursor)?;
            self.bodies.pop()
        } else {
            None
        };
        let mut operands = StateOperands::new();
        match &operand_list {
            OperandList::Split(refs, types) => {
                for (r, ty) in refs.iter().zip(*types) {
                    operands.push(self.resolve_operand(r, *ty)?);
                }
            }
            OperandList::Paired(pairs) => {
                for (r, ty) in pairs {
                    operands.push(self.resolve_operand(r, *ty)?);
                }
            }
        }
        let state = OperationState {
            name: frame.name,
            loc,
            operands,
            result_types,
            successors,
            attrs,
            properties,
            num_regions: 0,
        };
        let body = self.body();
        let op = body.create_op(ctx, state);
        match nested {
            Some(mut nested) => {
                nested.trim_operands();
                body.attach_nested_regions(op, Box::new(nested), frame.regions)
            }
            None => body.attach_regions(op, frame.regions),
        }
        if let Some(terminator) = implicit_terminator {
            add_implicit_terminators(ctx, body, op, terminator);
        }
        let block = self.current_block();
        self.body().insert_op(op, InsertPoint::End(block));
        let results = SmallVec::<[ValueId; 4]>::from_slice(self.body().results(op));
        let mut next = 0;
        for (name, count, offset) in frame.results {
            let group = &results[next..next + count as usize];
            next += count as usize;
            self.define_values(name, offset, group)?;
        }
        Ok(())
    }

    fn resolve_operand(
        &mut self,
        r: &OperandRef<'src>,
        ty: Type,
    ) -> Result<crate::ValueId, Diagnostic> {
        let scope = self.scopes.last_mut().expect("a scope is always open");
        let body = self.bodies.last_mut().expect("a body is always open");
        scope.resolve(&self.p.cursor, body, r, ty)
    }

    /// Gives each region written as `{}` an empty entry block.
    fn ensure_entry_blocks(&mut self, regions: &[RegionId], written: &[PendingRegion<'_>]) {
        let body = self.bodies.last_mut().expect("a body is always open");
        for (&region, pending) in regions.iter().zip(written) {
            if pending.offset.is_some() && body.entry_block(region).is_none() {
                body.append_block(region);
            }
        }
    }

    /// The block new ops go to, creating the entry block of an empty region.
    fn current_block(&mut self) -> BlockId {
        let frame = self.region_frame();
        if let Some(block) = frame.current {
            return block;
        }
        let region = frame.region;
        let block = self.body().append_block(region);
        self.region_frame().current = Some(block);
        block
    }
}

/// Ends every block of `op`'s regions that lacks a terminator with a
/// `terminator` op (MLIR's single-block implicit terminator: `scf.yield`).
fn add_implicit_terminators(ctx: &Context, body: &mut Body, op: OpId, terminator: &str) {
    let name = ctx.op_name(terminator);
    let loc = body.op_loc(op);
    let regions = body.regions(op).to_vec();
    let inner = body.regions_body_mut(op);
    for region in regions {
        let blocks: Vec<BlockId> = inner.region_blocks(region).collect();
        for block in blocks {
            let last = inner.last_op(block).map(|o| inner.op_name(o));
            if last.is_some_and(|n| ctx.op_has(n, OpTraits::TERMINATOR)) {
                continue;
            }
            let end = inner.create_op(ctx, OperationState::new(name, loc));
            inner.insert_op(end, InsertPoint::End(block));
        }
    }
}

/// Fails on the first block of `region` that was referenced but never
/// defined.
fn check_blocks_defined(
    region: &RegionFrame<'_>,
    cursor: &Cursor<'_, '_>,
) -> Result<(), Diagnostic> {
    let first = region
        .blocks
        .iter()
        .filter(|(_, e)| !e.defined)
        .min_by_key(|(_, e)| e.first_ref);
    let Some((name, entry)) = first else {
        return Ok(());
    };
    Err(cursor.error_at(
        entry.first_ref,
        format!("reference to an undefined block '{name}'"),
    ))
}
