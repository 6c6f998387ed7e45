//! The ops of each body that a conversion visits, listed once: the check
//! the driver makes before changing anything walks every body anyway, so
//! it lists what the conversion of the body then walks (the ops that may
//! need converting and the isolated ones, in pre-order), with the body's
//! revision. A body changed in between (a signature conversion in the
//! parent body adds casts to a function's entry block) is listed again;
//! debug builds (so the lit suite) check that a list used as is equals
//! the one made again.

use super::driver::ConversionMode;
use super::levels::Levels;
use super::rules::RuleTable;
use crate::ir::Body;
use crate::{OpId, RegionId};
use rustc_hash::FxHashMap;
use std::sync::Mutex;

/// One body's list: each op with whether it may need converting.
#[derive(Debug, PartialEq, Eq, Default)]
pub(super) struct OpList {
    /// The body's revision when it was listed.
    revision: u64,
    /// In pre-order, not entering isolated ops.
    pub(super) ops: Vec<(OpId, bool)>,
}

impl OpList {
    /// An empty list of `body` now, to push its ops to in pre-order.
    pub(super) fn start(body: &Body) -> Self {
        Self {
            revision: body.revision(),
            ops: Vec::new(),
        }
    }

    /// Adds `op` (of the listed body) if it may need converting
    /// (`converts`) or is isolated.
    pub(super) fn push(&mut self, body: &Body, op: OpId, converts: bool) {
        if converts || body.is_isolated(op) {
            self.ops.push((op, converts));
        }
    }

    /// The list of `regions` of `body` made now.
    pub(super) fn of(
        body: &Body,
        regions: &[RegionId],
        mode: ConversionMode,
        rules: &mut RuleTable,
    ) -> Self {
        let mut list = Self::start(body);
        for op in preorder(body, regions) {
            list.push(body, op, !rules.get(body.op_name(op)).never_converts(mode));
        }
        list
    }

    /// The ops of `list` if `body` is unchanged since it was made, else
    /// those of a new list.
    pub(super) fn current(
        list: Option<Self>,
        body: &Body,
        regions: &[RegionId],
        mode: ConversionMode,
        rules: &mut RuleTable,
    ) -> Vec<(OpId, bool)> {
        match list {
            Some(list) if list.revision == body.revision() => {
                debug_assert_eq!(list, Self::of(body, regions, mode, rules));
                list.ops
            }
            _ => Self::of(body, regions, mode, rules).ops,
        }
    }
}

/// The lists the check made, by body (numbered as [`run_levels`] numbers
/// them), each taken once by the conversion of its body.
///
/// [`run_levels`]: super::levels::run_levels
pub(super) struct Lists {
    lists: Vec<Mutex<Option<OpList>>>,
    /// For each body, the number of the body of each isolated op in it.
    nested: Vec<FxHashMap<OpId, usize>>,
}

impl Lists {
    /// The lists of the check's `levels`: each body's list and its
    /// isolated ops, whose bodies are its children, in order.
    pub(super) fn new(levels: Levels<(OpList, Vec<OpId>)>) -> Self {
        let count = levels.outcomes.len();
        let mut lists: Vec<Mutex<Option<OpList>>> = (0..count).map(|_| Mutex::new(None)).collect();
        let mut isolated = vec![Vec::new(); count];
        for (id, (list, ops)) in levels.outcomes {
            lists[id] = Mutex::new(Some(list));
            isolated[id] = ops;
        }
        let mut nested = vec![FxHashMap::default(); count];
        let mut seen = vec![0; count];
        for id in 1..count {
            let parent = levels.parents[id].expect("only the first body has no parent");
            nested[parent].insert(isolated[parent][seen[parent]], id);
            seen[parent] += 1;
        }
        Self { lists, nested }
    }

    /// The list of body `id`, if the check made one and it is not taken.
    pub(super) fn take(&self, id: Option<usize>) -> Option<OpList> {
        let mut list = self.lists[id?].lock().unwrap_or_else(|e| e.into_inner());
        list.take()
    }

    /// The number of the body of isolated op `op` of body `id`.
    pub(super) fn nested(&self, id: Option<usize>, op: OpId) -> Option<usize> {
        self.nested[id?].get(&op).copied()
    }
}

/// The ops of `regions` (stored in `body`) and of the regions nested in
/// them, in pre-order, not entering isolated ops.
pub(crate) fn preorder<'a>(
    body: &'a Body,
    regions: &'a [RegionId],
) -> impl Iterator<Item = OpId> + 'a {
    body.preorder(regions, |body, op| !body.is_isolated(op))
        .map(|(_, op)| op)
}
