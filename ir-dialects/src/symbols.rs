//! Symbol tables and the checks MLIR's `SymbolTable` trait makes: symbol
//! names unique within a table, and every symbol reference of the ops in
//! it resolving to the right kind of symbol.
//!
//! A symbol user (`func.call`) lives in a function whose body is stored
//! apart from the module's, so it cannot see its module while it is
//! verified. The checks are therefore driven from the table: the
//! symbol-table op's region verifier (run after the ops inside, as MLIR's
//! `SymbolTable` trait) calls [`verify_symbol_table`], which maps the
//! table's symbols once and walks the ops under it (not into nested
//! tables, which check themselves) calling each [`SymbolUser`] hook. Nested
//! references (`@m::@f`) map the nested table on first use; each table is
//! mapped at most once, so the whole check is linear.

use ir_core::{AttrKind, Body, Context, Diagnostic, OpId, OpTraits, OpView};
use rayon::prelude::*;
use std::collections::HashMap;

/// A symbol user (MLIR's `SymbolUserOpInterface`): checks the op's symbol
/// references against the nearest enclosing symbol table.
#[derive(Copy, Clone)]
pub struct SymbolUser(pub fn(&OpView<'_>, &mut SymbolTable<'_>) -> Result<(), Diagnostic>);

/// The name of the symbol `view` defines: its `sym_name` string, if any.
pub fn symbol_name<'a>(view: &OpView<'a>) -> Option<&'a [u8]> {
    match view.inherent_attr_kind("sym_name")? {
        AttrKind::String { bytes, .. } => Some(bytes),
        _ => None,
    }
}

/// Symbols of one table by name: the op and the body storing it.
type SymbolMap<'a> = HashMap<&'a [u8], OpId>;

/// The symbols of a symbol-table op, and of the tables nested in it.
pub struct SymbolTable<'a> {
    ctx: &'a Context,
    /// The body storing the table's symbols (the table op's region body).
    body: &'a Body,
    symbols: SymbolMap<'a>,
    /// Maps of nested tables, keyed by the address of their region body.
    nested: HashMap<usize, SymbolMap<'a>>,
}

impl<'a> SymbolTable<'a> {
    /// Maps the symbols directly in `body`'s regions `regions`; fails on a
    /// symbol defined twice ("redefinition of symbol named 'f'").
    fn build(
        ctx: &'a Context,
        body: &'a Body,
        regions: &[ir_core::RegionId],
    ) -> Result<Self, Diagnostic> {
        let symbols = map_symbols(ctx, body, regions, true)?;
        Ok(Self {
            ctx,
            body,
            symbols,
            nested: HashMap::new(),
        })
    }

    /// The same symbols, with an empty cache of nested tables (for
    /// another thread).
    fn fork(&self) -> Self {
        Self {
            ctx: self.ctx,
            body: self.body,
            symbols: self.symbols.clone(),
            nested: HashMap::new(),
        }
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The symbol `@root::@nested...` names, resolved from this table.
    pub fn lookup(&mut self, reference: &AttrKind) -> Option<OpView<'a>> {
        let AttrKind::SymbolRef { root, nested } = reference else {
            return None;
        };
        let mut view = OpView::new(self.ctx, self.body, *self.symbols.get(root.as_bytes())?);
        for name in nested {
            if !self
                .ctx
                .op_has(view.body.op_name(view.op), OpTraits::SYMBOL_TABLE)
            {
                return None;
            }
            let inner = view.regions_body();
            let map = match self.nested.entry(inner as *const Body as usize) {
                std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
                std::collections::hash_map::Entry::Vacant(e) => {
                    let map = map_symbols(self.ctx, inner, view.regions(), false).ok()?;
                    e.insert(map)
                }
            };
            view = OpView::new(self.ctx, inner, *map.get(name.as_bytes())?);
        }
        Some(view)
    }
}

/// The symbols defined directly in `regions` of `body`. With `strict`, a
/// name defined twice is an error; otherwise the first definition wins.
fn map_symbols<'a>(
    ctx: &'a Context,
    body: &'a Body,
    regions: &[ir_core::RegionId],
    strict: bool,
) -> Result<SymbolMap<'a>, Diagnostic> {
    let mut symbols = SymbolMap::new();
    for &region in regions {
        for block in body.region_blocks(region) {
            for op in body.block_ops(block) {
                let Some(name) = symbol_name(&OpView::new(ctx, body, op)) else {
                    continue;
                };
                if let Some(&first) = symbols.get(name) {
                    if strict {
                        return Err(redefinition(ctx, body, op, first, name));
                    }
                    continue;
                }
                symbols.insert(name, op);
            }
        }
    }
    Ok(symbols)
}

fn redefinition(ctx: &Context, body: &Body, op: OpId, first: OpId, name: &[u8]) -> Diagnostic {
    let name = String::from_utf8_lossy(name);
    OpView::new(ctx, body, op)
        .plain_error(format!("redefinition of symbol named '{name}'"))
        .with_note(body.op_loc(first), "see existing symbol definition here")
}

/// Checks the symbol table held by `view`'s regions: unique names, then
/// the symbol uses of every op under it (in program order, stopping at
/// nested symbol tables, which are checked by their own verifier).
///
/// With threads, runs of the table's top-level ops (a module's functions)
/// are checked in parallel, each with its own cache of nested tables; the
/// error reported is the first in program order, as without threads.
pub fn verify_symbol_table(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let body = view.regions_body();
    let mut table = SymbolTable::build(view.ctx, body, view.regions())?;
    let tops: Vec<OpId> = view
        .regions()
        .iter()
        .flat_map(|&region| body.region_blocks(region))
        .flat_map(|block| body.block_ops(block))
        .collect();
    if !view.ctx.is_multithreading_enabled() || tops.len() < PARALLEL_MIN_OPS {
        return check_uses_under(&mut table, body, &tops);
    }
    let run = tops.len().div_ceil(4 * rayon::current_num_threads());
    let verdicts: Vec<Result<(), Diagnostic>> = tops
        .par_chunks(run)
        .map(|ops| check_uses_under(&mut table.fork(), body, ops))
        .collect();
    verdicts.into_iter().find(Result::is_err).unwrap_or(Ok(()))
}

/// Top-level ops a symbol table has at least before their uses are
/// checked on threads.
const PARALLEL_MIN_OPS: usize = 64;

/// Checks the symbol uses of `ops` (stored in `body`) and of the ops
/// nested in them, in program order, stopping at nested symbol tables.
///
/// The ops of an isolated op (a function) are first checked in storage
/// order ([`Hooks::check_stored`]): a scan of its body's ops, no walk of
/// its regions. Only when that fails, or meets a symbol table, are they
/// checked again in program order, the plain path, whose first error is
/// the one reported; a unit test compares the two.
fn check_uses_under<'a>(
    table: &mut SymbolTable<'a>,
    body: &'a Body,
    ops: &[OpId],
) -> Result<(), Diagnostic> {
    let ctx = table.ctx;
    let mut hooks = Hooks::default();
    for &op in ops {
        hooks.check(table, body, op)?;
        if body.regions(op).is_empty() || hooks.entry(ctx, body.op_name(op)).table {
            continue;
        }
        if body.is_isolated(op) && hooks.check_stored(table, body.regions_body(op)).is_ok() {
            continue;
        }
        hooks.check_in_order(table, body, op)?;
    }
    Ok(())
}

/// What the check needs to know of ops of one name.
#[derive(Copy, Clone)]
struct NameHooks {
    /// Its [`SymbolUser`] hook, if any.
    user: Option<SymbolUser>,
    /// Whether it is a symbol table (whose ops it checks itself).
    table: bool,
}

/// The [`NameHooks`] of each op name met, looked up once per name (a
/// module's million ops have a few dozen names, a few of them users).
#[derive(Default)]
struct Hooks(Vec<Option<NameHooks>>);

/// The storage-order check met a failing use or a symbol table: the
/// program-order walk decides.
struct NeedsProgramOrder;

impl Hooks {
    /// What ops named `name` need.
    fn entry(&mut self, ctx: &Context, name: ir_core::OpName) -> NameHooks {
        if self.0.len() <= name.index() {
            self.0.resize(name.index() + 1, None);
        }
        *self.0[name.index()].get_or_insert_with(|| NameHooks {
            user: ctx
                .op_def(name)
                .and_then(|d| d.interface::<SymbolUser>())
                .copied(),
            table: ctx.op_has(name, OpTraits::SYMBOL_TABLE),
        })
    }

    /// Runs the hook of `op` (stored in `body`), if it has one.
    fn check<'a>(
        &mut self,
        table: &mut SymbolTable<'a>,
        body: &'a Body,
        op: OpId,
    ) -> Result<(), Diagnostic> {
        match self.entry(table.ctx, body.op_name(op)).user {
            Some(SymbolUser(check)) => check(&OpView::new(table.ctx, body, op), table),
            None => Ok(()),
        }
    }

    /// Runs the hooks of the ops nested in `op` (stored in `body`) in
    /// program order, not entering nested symbol tables: the plain path.
    fn check_in_order<'a>(
        &mut self,
        table: &mut SymbolTable<'a>,
        body: &'a Body,
        op: OpId,
    ) -> Result<(), Diagnostic> {
        let ctx = table.ctx;
        let opens = |body: &Body, op: OpId| !ctx.op_has(body.op_name(op), OpTraits::SYMBOL_TABLE);
        for (body, op) in body.regions_body(op).preorder(body.regions(op), opens) {
            self.check(table, body, op)?;
        }
        Ok(())
    }

    /// Runs the hooks of every op stored in `body` and in the isolated
    /// bodies nested in it, in storage order; gives up at the first that
    /// fails or at a symbol table (whose ops a table nearer than this one
    /// resolves). Ops a pass detached and left alive are checked too: one
    /// failing only sends the check to the program-order walk, which does
    /// not meet it.
    fn check_stored<'a>(
        &mut self,
        table: &mut SymbolTable<'a>,
        body: &'a Body,
    ) -> Result<(), NeedsProgramOrder> {
        for (op, name) in body.stored_ops() {
            let hooks = self.entry(table.ctx, name);
            if hooks.table {
                return Err(NeedsProgramOrder);
            }
            if let Some(SymbolUser(check)) = hooks.user {
                check(&OpView::new(table.ctx, body, op), table).map_err(|_| NeedsProgramOrder)?;
            }
        }
        for (_, nested) in body.isolated_bodies() {
            self.check_stored(table, nested)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{context, ops_named, parse};
    use ir_core::syntax::parser::{parse_source, ParseOptions};

    #[test]
    fn resolves_flat_and_nested_references() {
        let ctx = context();
        let src = r#"
            "func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({}) : () -> ()
            "builtin.module"() <{sym_name = "m"}> ({
              "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({}) : () -> ()
            }) : () -> ()
        "#;
        let module = parse(&ctx, src);
        let view = OpView::new(&ctx, &module.body, module.op);
        let mut table =
            SymbolTable::build(&ctx, view.regions_body(), view.regions()).expect("unique");
        let flat = AttrKind::SymbolRef {
            root: "f".into(),
            nested: vec![],
        };
        let nested = AttrKind::SymbolRef {
            root: "m".into(),
            nested: vec!["g".into()],
        };
        let missing = AttrKind::SymbolRef {
            root: "m".into(),
            nested: vec!["nope".into()],
        };
        let name = |v: OpView<'_>| symbol_name(&v).map(|n| n.to_vec());
        assert_eq!(table.lookup(&flat).and_then(name), Some(b"f".to_vec()));
        assert_eq!(table.lookup(&nested).and_then(name), Some(b"g".to_vec()));
        assert!(table.lookup(&missing).is_none());
        let through_function = AttrKind::SymbolRef {
            root: "f".into(),
            nested: vec!["g".into()],
        };
        assert!(table.lookup(&through_function).is_none());
    }

    /// `src` parsed, not verified.
    fn parse_unverified(ctx: &Context, src: &str) -> ir_core::OwnedOp {
        parse_source(ctx, src, ParseOptions::whole_file("t.mlir")).expect("parses")
    }

    /// The body storing the contents of the first `func.func` of `module`.
    fn first_function_body<'m>(ctx: &Context, module: &'m mut ir_core::OwnedOp) -> &'m mut Body {
        let func = ops_named(ctx, module, "func.func")[0];
        let top = module.op;
        module.body.regions_body_mut(top).regions_body_mut(func)
    }

    /// The storage-order scan and the program-order walk agree: with the
    /// second bad call moved first, the error is the one met first in
    /// program order, not in storage order.
    #[test]
    fn the_first_bad_use_in_program_order_is_reported_whatever_the_storage_order() {
        let ctx = context();
        let src = "func.func @f(%c: i1) {\n  scf.if %c {\n    func.call @a() : () -> ()\n  }\n  func.call @b() : () -> ()\n  return\n}\n";
        let mut module = parse_unverified(&ctx, src);
        let calls = ops_named(&ctx, &module, "func.call");
        let outer_if = ops_named(&ctx, &module, "scf.if")[0];
        first_function_body(&ctx, &mut module)
            .move_op(calls[1], ir_core::ir::InsertPoint::Before(outer_if));
        let error = ir_core::verifier::verify(&ctx, &module.body, module.op).expect_err("bad");
        assert_eq!(
            error.message,
            "'func.call' op 'b' does not reference a valid function"
        );
    }

    /// An op a pass detached and left alive is stored but not in the
    /// program: its bad reference must not fail the module.
    #[test]
    fn a_detached_op_is_not_checked() {
        let ctx = context();
        let src = "func.func @f() {\n  func.call @missing() : () -> ()\n  return\n}\n";
        let mut module = parse_unverified(&ctx, src);
        let call = ops_named(&ctx, &module, "func.call")[0];
        assert!(ir_core::verifier::verify(&ctx, &module.body, module.op).is_err());
        first_function_body(&ctx, &mut module).unlink_op(call);
        assert!(ir_core::verifier::verify(&ctx, &module.body, module.op).is_ok());
    }

    #[test]
    fn duplicate_symbols_are_reported_at_the_second_definition() {
        let ctx = context();
        let src = "func.func private @f()\nfunc.func private @f()\n";
        let options = ParseOptions::whole_file("t.mlir");
        let error = parse_source(&ctx, src, options)
            .and_then(|m| ir_core::verifier::verify(&ctx, &m.body, m.op))
            .expect_err("duplicate");
        assert_eq!(error.message, "redefinition of symbol named 'f'");
        assert_eq!(ctx.file_line_col(error.loc).map(|l| l.1), Some(2));
    }
}
