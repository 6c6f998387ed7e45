//! The `symbol-dce` pass, as MLIR's `SymbolDCE` (Passes.md, "-symbol-dce";
//! the "Symbols and Symbol Tables" document): erases the private symbols
//! of a symbol table and of the tables nested in it that nothing live
//! refers to.
//!
//! Liveness starts from every op of a table that is not a symbol and every
//! symbol that is not private; a live op makes live each symbol its
//! references name ([`nested_symbol_uses`]: its attributes and properties
//! and those of the ops nested in it, any attribute depth, up to nested
//! tables), resolved from the table holding the op, every symbol along a
//! nested reference (`@m::@f` makes `m` and `f` live). A live nested table
//! starts a liveness of its own inside. A reference to an unknown symbol
//! is ignored. Each op is visited once: linear in the ops and references.

use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry, Statistic, StatisticSet};
use ir_core::symbols::{nested_symbol_uses, symbol_name, visibility, SymbolMap, Visibility};
use ir_core::{AttrKind, Body, Context, Diagnostic, OpId, OpTraits, OwnedOp, RegionId};
use rustc_hash::{FxHashMap, FxHashSet};

ir_core::pass_statistics! {
    /// The counters of `symbol-dce`.
    struct SymbolDceStatistics {
        erased("num-dce'd"): "Number of symbols DCE'd";
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "symbol-dce",
        "SymbolDCE",
        "Eliminate dead symbols",
        |_| Ok(Box::new(SymbolDce::default())),
    ));
}

#[derive(Default)]
struct SymbolDce {
    counters: SymbolDceStatistics,
}

/// A symbol table met on the way: the path of table ops from the root's
/// body to its body, its regions and its symbols.
struct Table<'b> {
    path: Vec<OpId>,
    body: &'b Body,
    regions: &'b [RegionId],
    symbols: SymbolMap<'b>,
}

/// The tables found so far, by the address of their body.
struct Tables<'b> {
    ctx: &'b Context,
    tables: Vec<Table<'b>>,
    by_body: FxHashMap<*const Body, usize>,
}

impl<'b> Tables<'b> {
    /// The table held by `op` (in `table`'s body), added if new.
    fn nested(&mut self, table: usize, op: OpId) -> usize {
        let outer = self.tables[table].body;
        let body = outer.regions_body(op);
        if let Some(&index) = self.by_body.get(&(body as *const Body)) {
            return index;
        }
        let mut path = self.tables[table].path.clone();
        path.push(op);
        let regions = outer.regions(op);
        self.add(Table {
            path,
            body,
            regions,
            symbols: SymbolMap::new(self.ctx, body, regions),
        })
    }

    fn add(&mut self, table: Table<'b>) -> usize {
        self.by_body
            .insert(table.body as *const Body, self.tables.len());
        self.tables.push(table);
        self.tables.len() - 1
    }

    fn is_table(&self, body: &Body, op: OpId) -> bool {
        self.ctx.op_has(body.op_name(op), OpTraits::SYMBOL_TABLE)
    }
}

impl Pass for SymbolDce {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        let (body, op) = (&target.body, target.op);
        if !ctx.op_has(body.op_name(op), OpTraits::SYMBOL_TABLE) {
            let name = ctx.op_name_str(body.op_name(op));
            return Err(Diagnostic::error(
                body.op_loc(op),
                format!("'{name}' op  was scheduled to run under SymbolDCE, but does not define a symbol table"),
            ));
        }
        let dead = dead_symbols(ctx, body, op);
        self.counters.erased.add(dead.len() as u64);
        for (path, symbol) in dead {
            let mut table = target.body.regions_body_mut(target.op);
            for op in path {
                table = table.regions_body_mut(op);
            }
            table.erase_op(symbol);
        }
        Ok(())
    }

    fn statistics(&self) -> Vec<&Statistic> {
        self.counters.each()
    }
}

/// The dead symbols under the table op `op` (in `body`): the path of
/// table ops to the body holding each (from the root's regions), and the
/// symbol.
fn dead_symbols(ctx: &Context, body: &Body, op: OpId) -> Vec<(Vec<OpId>, OpId)> {
    let root_body = body.regions_body(op);
    let regions = body.regions(op);
    let mut tables = Tables {
        ctx,
        tables: Vec::new(),
        by_body: FxHashMap::default(),
    };
    tables.add(Table {
        path: Vec::new(),
        body: root_body,
        regions,
        symbols: SymbolMap::new(ctx, root_body, regions),
    });
    let mut live: FxHashSet<(usize, OpId)> = FxHashSet::default();
    // Live ops whose references are still to follow, with their table.
    let mut worklist: Vec<(usize, OpId)> = Vec::new();
    let mut started = 0;
    while started < tables.tables.len() || !worklist.is_empty() {
        if let Some((table, op)) = worklist.pop() {
            let table_body = tables.tables[table].body;
            if tables.is_table(table_body, op) {
                tables.nested(table, op);
            }
            let mut found = Vec::new();
            nested_symbol_uses(ctx, table_body, op, &mut |_, reference| {
                found.push(reference)
            });
            for reference in found {
                for symbol in resolve(&mut tables, table, reference) {
                    if live.insert(symbol) {
                        worklist.push(symbol);
                    }
                }
            }
            continue;
        }
        // Start the liveness of the next table found.
        let table = started;
        started += 1;
        let Table { body, regions, .. } = tables.tables[table];
        for &region in regions {
            for block in body.region_blocks(region) {
                for op in body.block_ops(block) {
                    let discardable = symbol_name(ctx, body, op).is_some()
                        && visibility(ctx, body, op) == Visibility::Private;
                    if !discardable && live.insert((table, op)) {
                        worklist.push((table, op));
                    }
                }
            }
        }
    }
    let mut dead = Vec::new();
    for (index, table) in tables.tables.iter().enumerate() {
        for &region in table.regions {
            for block in table.body.region_blocks(region) {
                for op in table.body.block_ops(block) {
                    if symbol_name(ctx, table.body, op).is_some() && !live.contains(&(index, op)) {
                        dead.push((table.path.clone(), op));
                    }
                }
            }
        }
    }
    dead
}

/// The symbols `reference` names from `table`: each along its path.
fn resolve(tables: &mut Tables<'_>, table: usize, reference: ir_core::Attr) -> Vec<(usize, OpId)> {
    let AttrKind::SymbolRef { root, nested } = tables.ctx.attr_kind(reference) else {
        return Vec::new();
    };
    let mut resolved = Vec::new();
    let Some(mut op) = tables.tables[table].symbols.get(root) else {
        return resolved;
    };
    let mut at = table;
    resolved.push((at, op));
    for name in nested {
        if !tables.is_table(tables.tables[at].body, op) {
            return Vec::new();
        }
        at = tables.nested(at, op);
        let Some(next) = tables.tables[at].symbols.get(name) else {
            return Vec::new();
        };
        op = next;
        resolved.push((at, op));
    }
    resolved
}
