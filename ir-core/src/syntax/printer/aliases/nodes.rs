//! The attributes and types the alias walk (`collect.rs`) meets: which
//! have an alias, how deeply aliases nest in them, whether only op
//! locations lead to them (their definitions may then follow the op), and
//! in the end the aliases' names and numbers.

use super::symbol_map::SymbolMap;
use super::{Alias, Aliases, Symbol, Table, NO_ALIAS};
use crate::context::attributes::{AttrKind, Location};
use crate::context::types::{Type, TypeKind};
use crate::context::Context;
use crate::dialect::SubElement;
use smallvec::SmallVec;

/// An attribute or type met by the walk that has an alias or holds one.
struct Node {
    symbol: Symbol,
    /// Index of its alias name in [`Collector::names`], if it has one.
    alias: Option<u8>,
    /// Whether only op locations lead here, so that its definition may
    /// follow the op.
    deferrable: bool,
    /// 0 for a node that neither has nor holds an alias, 1 for an alias
    /// holding none, else one more than the deepest node held.
    depth: u32,
    /// Its nodes inside, `Collector::children[children.0..children.1]`.
    children: (u32, u32),
}

/// The nodes met so far.
pub(super) struct Collector<'c> {
    ctx: &'c Context,
    nodes: Vec<Node>,
    node_of: SymbolMap<u32>,
    /// The nodes inside each node, node after node.
    children: Vec<u32>,
    /// The alias names met (few: `loc`, `map`, `set`, `tuple`).
    names: Vec<&'static str>,
}

impl<'c> Collector<'c> {
    /// No node met yet.
    pub(super) fn new(ctx: &'c Context) -> Self {
        Self {
            ctx,
            nodes: Vec::new(),
            node_of: SymbolMap::new(u32::MAX),
            children: Vec::new(),
            names: Vec::new(),
        }
    }

    /// Meets `symbol`, reached only through op locations if `deferrable`:
    /// returns its depth and node, if it has one (things that can hold no
    /// alias are not recorded).
    pub(super) fn visit(&mut self, symbol: Symbol, deferrable: bool) -> Option<(u32, u32)> {
        if let Some(node) = self.node_of.get(symbol) {
            if !deferrable {
                self.mark_non_deferrable(node);
            }
            return Some((self.nodes[node as usize].depth, node));
        }
        let alias = alias_name(self.ctx, symbol).map(|name| self.name_index(name));
        let inner = inner_symbols(self.ctx, symbol);
        if alias.is_none() && inner.is_empty() {
            return None;
        }
        let node = u32::try_from(self.nodes.len()).expect("fewer than 2^32 aliases");
        self.node_of.insert(symbol, node);
        self.nodes.push(Node {
            symbol,
            alias,
            deferrable,
            depth: u32::from(alias.is_some()),
            children: (0, 0),
        });
        // Recursion bounded by the nesting of attributes and types, which
        // the parser limits (as the printer's own).
        let mut deepest = 0;
        let mut children: SmallVec<[u32; 4]> = SmallVec::new();
        for inner in inner {
            if let Some((depth, child)) = self.visit(inner, deferrable) {
                deepest = deepest.max(depth);
                children.push(child);
            }
        }
        let start = self.children.len() as u32;
        self.children.extend(children);
        let entry = &mut self.nodes[node as usize];
        entry.children = (start, self.children.len() as u32);
        if deepest > 0 {
            entry.depth = deepest + 1;
        }
        Some((entry.depth, node))
    }

    /// The index of alias name `name` in `self.names`.
    fn name_index(&mut self, name: &'static str) -> u8 {
        let index = match self.names.iter().position(|&n| n == name) {
            Some(index) => index,
            None => {
                self.names.push(name);
                self.names.len() - 1
            }
        };
        u8::try_from(index).expect("fewer than 256 alias names")
    }

    /// Marks `node` and everything inside it as needed before the op.
    fn mark_non_deferrable(&mut self, node: u32) {
        let mut stack = vec![node];
        while let Some(node) = stack.pop() {
            let entry = &mut self.nodes[node as usize];
            if entry.deferrable {
                entry.deferrable = false;
                let (start, end) = entry.children;
                stack.extend_from_slice(&self.children[start as usize..end as usize]);
            }
        }
    }

    /// Numbers the aliases met: sorted by depth, types first, then name,
    /// in the order met among equals; each name counts from 0.
    pub(super) fn into_aliases(self) -> Aliases {
        let nodes = &self.nodes;
        let mut aliased: Vec<u32> = (0..nodes.len() as u32)
            .filter(|&n| nodes[n as usize].alias.is_some())
            .collect();
        if aliased.is_empty() {
            return Aliases::NONE;
        }
        let names = &self.names;
        let name_of = |node: &Node| node.alias.map_or(0, usize::from);
        aliased.sort_by_key(|&n| {
            let node = &nodes[n as usize];
            let is_attr = matches!(node.symbol, Symbol::Attr(_));
            (node.depth, is_attr, names[name_of(node)])
        });
        let mut counts = vec![0u32; names.len()];
        let mut by_symbol = SymbolMap::new(NO_ALIAS);
        let mut definitions = Vec::with_capacity(aliased.len());
        for n in aliased {
            let node = &nodes[n as usize];
            let name = name_of(node);
            let alias = Alias {
                name: name as u32,
                number: counts[name],
            };
            by_symbol.insert(node.symbol, alias);
            counts[name] += 1;
            definitions.push((node.symbol, node.deferrable));
        }
        Aliases(Some(Box::new(Table {
            names: self.names,
            by_symbol,
            definitions,
        })))
    }
}

/// The alias the builtin dialect gives `symbol`, if any.
fn alias_name(ctx: &Context, symbol: Symbol) -> Option<&'static str> {
    match symbol {
        Symbol::Attr(attr) if ctx.is_file_location(attr) => Some("loc"),
        Symbol::Attr(attr) => ctx.attr_kind(attr).alias_name(),
        Symbol::Type(ty) => ctx.type_kind(ty).alias_name(),
    }
}

/// The attributes and types the printer prints inside `symbol`, in
/// order (the context's sub-element walk), leaving out those that can
/// hold no alias (scalar types) and the unknown location a name location
/// may hold (printed as nothing).
fn inner_symbols(ctx: &Context, symbol: Symbol) -> SmallVec<[Symbol; 4]> {
    let mut inner = SmallVec::new();
    let in_name = matches!(symbol, Symbol::Attr(attr) if !ctx.is_file_location(attr)
        && matches!(ctx.attr_kind(attr), AttrKind::Location(Location::Name { .. })));
    let mut push = |element: SubElement| match element {
        SubElement::Type(ty) if !is_scalar(ctx, ty) => inner.push(Symbol::Type(ty)),
        SubElement::Attr(attr) if !(in_name && ctx.is_unknown_location(attr)) => {
            inner.push(Symbol::Attr(attr))
        }
        _ => {}
    };
    match symbol {
        Symbol::Attr(attr) => ctx.walk_attr_subelements(attr, &mut push),
        Symbol::Type(ty) => ctx.walk_type_subelements(ty, &mut push),
    }
    inner
}

/// Whether `ty` is an integer, index, float or `none` type (no alias inside).
fn is_scalar(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::None
    )
}
