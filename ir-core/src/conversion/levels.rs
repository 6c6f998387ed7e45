//! The one seam where the conversion driver uses threads: work on a tree
//! of bodies (a body, the bodies of the isolated ops stored in it, ...),
//! level by level, the bodies of a level in parallel when threads are on.
//! Each unit of work sees one body and hands back its nested bodies in
//! program order; results come back with the body's place in the tree so
//! that a failure can be reported as a sequential pre-order walk would
//! meet it first. The plain path (one thread) runs the same units in the
//! same level order; the tests compare both.

use super::rules::RuleTable;
use rayon::prelude::*;

/// What [`run_levels`] gives back: each body's result, and the tree.
pub(super) struct Levels<O> {
    /// The parent of each body, by body number (the first body is 0); the
    /// children of a body have consecutive numbers, in program order.
    pub(super) parents: Vec<Option<usize>>,
    /// Each body's result, by body number.
    pub(super) outcomes: Vec<(usize, O)>,
}

/// Runs `work` on `first` and on every body it hands back, level by
/// level: in parallel when `threads` (each thread with its own rule
/// table from `new_rules`), else in turn with `rules`.
pub(super) fn run_levels<'r, T, O, W, N>(
    first: T,
    threads: bool,
    rules: &mut RuleTable<'r>,
    new_rules: N,
    work: W,
) -> Levels<O>
where
    T: Send,
    O: Send,
    W: Fn(&mut RuleTable<'r>, T) -> (O, Vec<T>) + Sync + Send,
    N: Fn() -> RuleTable<'r> + Sync + Send,
{
    let mut levels = Levels {
        parents: vec![None],
        outcomes: Vec::new(),
    };
    let mut level = vec![(0, first)];
    while !level.is_empty() {
        let done: Vec<(usize, (O, Vec<T>))> = if threads && level.len() > 1 {
            level
                .into_par_iter()
                .map_init(&new_rules, |rules, (id, unit)| (id, work(rules, unit)))
                .collect()
        } else {
            level
                .into_iter()
                .map(|(id, unit)| (id, work(rules, unit)))
                .collect()
        };
        let mut next = Vec::new();
        for (id, (outcome, children)) in done {
            levels.outcomes.push((id, outcome));
            for child in children {
                levels.parents.push(Some(id));
                next.push((levels.parents.len() - 1, child));
            }
        }
        level = next;
    }
    levels
}

impl<O> Levels<O> {
    /// The same tree with `f` applied to each body's result.
    pub(super) fn map<P>(self, mut f: impl FnMut(O) -> P) -> Levels<P> {
        Levels {
            parents: self.parents,
            outcomes: self
                .outcomes
                .into_iter()
                .map(|(id, o)| (id, f(o)))
                .collect(),
        }
    }

    /// Of `items` (each with its body's number), the one a pre-order walk
    /// of the bodies meets first. Linear in the bodies.
    pub(super) fn first_in_preorder<I>(&self, items: Vec<(usize, I)>) -> Option<I> {
        if items.len() <= 1 {
            return items.into_iter().next().map(|(_, item)| item);
        }
        let mut children = vec![Vec::new(); self.parents.len()];
        for (id, parent) in self.parents.iter().enumerate() {
            if let Some(parent) = parent {
                children[*parent].push(id);
            }
        }
        let mut rank = vec![0; self.parents.len()];
        let mut stack = vec![0];
        let mut next = 0;
        while let Some(id) = stack.pop() {
            rank[id] = next;
            next += 1;
            stack.extend(children[id].iter().rev());
        }
        items
            .into_iter()
            .min_by_key(|(id, _)| rank[*id])
            .map(|(_, item)| item)
    }
}
