//! The reduction loop: rounds of steps, ddmin over each step's sites,
//! variants of a batch made and tested in parallel, the first
//! interesting one in chunk order kept (see the module doc of
//! [`super`]).

use super::edits::Edit;
use super::measure::{complexity, constant_weight, count_ops, Size};
use super::sites::{Site, Sites};
use super::{load, print, run_pipeline, ReduceError, Reduced, Reducer, Step};
use ir_core::OwnedOp;
use rayon::prelude::*;
use std::ops::Range;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The name variants are parsed under (their text is the reducer's own).
const VARIANT: &str = "variant.mlir";

/// The module the reduction has reached: its text and size.
struct Current {
    text: String,
    size: Size,
}

/// One reduction's state: the reducer, the test and the count of tests.
struct Run<'r, 'a> {
    reducer: &'r Reducer<'a>,
    test: &'r (dyn Fn(&str) -> bool + Sync),
    tests: AtomicUsize,
}

pub(super) fn reduce(
    reducer: &Reducer<'_>,
    name: &str,
    text: &str,
    test: &(dyn Fn(&str) -> bool + Sync),
) -> Result<Reduced, ReduceError> {
    let ctx = reducer.ctx;
    let module = load(ctx, name, text).map_err(ReduceError::Invalid)?;
    let ops_before = count_ops(&module);
    let printed = print(ctx, &module);
    let run = Run {
        reducer,
        test,
        tests: AtomicUsize::new(1),
    };
    if !test(&printed) {
        return Err(ReduceError::NotInteresting);
    }
    let mut current = Current {
        size: Size {
            complexity: complexity(&module),
            bytes: printed.len(),
            constants: constant_weight(ctx, &module),
        },
        text: printed,
    };
    drop(module);
    let mut rounds = 0;
    while rounds < reducer.max_rounds {
        rounds += 1;
        let before = current.size;
        for step in &reducer.steps {
            current = run.step(step, current);
        }
        if current.size == before {
            break;
        }
    }
    let ops_after = load(ctx, VARIANT, &current.text).map_or(0, |m| count_ops(&m));
    Ok(Reduced {
        text: current.text,
        ops_before,
        ops_after,
        rounds,
        tests: run.tests.into_inner(),
    })
}

impl Run<'_, '_> {
    /// Runs one step to its end on `current`.
    fn step(&self, step: &Step, current: Current) -> Current {
        match step {
            Step::Pipeline(pipeline) => {
                let variant = self.variant(&current, |module| {
                    let ctx = self.reducer.ctx;
                    run_pipeline(ctx, self.reducer.passes, pipeline, module)
                        .is_some_and(|result| result.success)
                });
                variant.unwrap_or(current)
            }
            Step::Edit(edit) => self.ddmin(edit, current),
        }
    }

    /// ddmin over the sites `edit` applies to, first over those in the
    /// module's own region alone when erasing ops (the functions: one
    /// that goes takes its ops with it, so a large module shrinks to the
    /// functions that matter in few variants), then over all.
    fn ddmin(&self, edit: &Edit, current: Current) -> Current {
        let current = match edit {
            Edit::EraseOps(_) => self.ddmin_over(edit, current, true),
            _ => current,
        };
        self.ddmin_over(edit, current, false)
    }

    /// ddmin over the sites `edit` applies to (`outer`: in the module's
    /// region only): chunks of the whole list, then halves, quarters, ...
    /// down to single sites; after a chunk goes, the sites are listed
    /// again and the search goes on at the same position.
    fn ddmin_over(&self, edit: &Edit, mut current: Current, outer: bool) -> Current {
        let Some(mut sites) = self.sites(edit, &current, outer) else {
            return current;
        };
        let mut chunk = sites.1.len();
        let batch = rayon::current_num_threads().max(1);
        while chunk >= 1 {
            let mut start = 0;
            while start < sites.1.len() {
                let chunks: Vec<Range<usize>> = (start..sites.1.len())
                    .step_by(chunk)
                    .take(batch)
                    .map(|s| s..(s + chunk).min(sites.1.len()))
                    .collect();
                let end = chunks.last().map_or(start, |r| r.end);
                let (all, list) = &sites;
                let found = chunks
                    .par_iter()
                    .map(|range| {
                        let picked = &list[range.clone()];
                        self.variant(&current, |module| {
                            edit.apply(self.reducer.ctx, module, all, picked)
                        })
                    })
                    .collect::<Vec<_>>()
                    .into_iter()
                    .zip(&chunks)
                    .find_map(|(variant, range)| variant.map(|v| (v, range.start)));
                match found {
                    Some((variant, at)) => {
                        current = variant;
                        match self.sites(edit, &current, outer) {
                            Some(listed) => sites = listed,
                            None => return current,
                        }
                        start = at;
                    }
                    None => start = end,
                }
            }
            chunk /= 2;
        }
        current
    }

    /// The sites of `current` that `edit` can change (`outer`: those in
    /// the module's region), with the table they index; `None` when there
    /// are none.
    fn sites(&self, edit: &Edit, current: &Current, outer: bool) -> Option<(Sites, Vec<Site>)> {
        let ctx = self.reducer.ctx;
        let module = load(ctx, VARIANT, &current.text).ok()?;
        let sites = Sites::of(&module);
        let list: Vec<Site> = sites
            .ops
            .iter()
            .copied()
            .filter(|&site| !outer || site.scope == sites.module_scope())
            .filter(|&site| edit.applies(ctx, &module, &sites, site))
            .collect();
        let list = edit.select(ctx, &module, &sites, list);
        (!list.is_empty()).then_some((sites, list))
    }

    /// The variant `change` makes of `current`, if it changed something,
    /// verifies, is smaller and is interesting.
    fn variant(
        &self,
        current: &Current,
        change: impl FnOnce(&mut OwnedOp) -> bool,
    ) -> Option<Current> {
        let ctx = self.reducer.ctx;
        let mut module = load(ctx, VARIANT, &current.text).ok()?;
        if !change(&mut module) {
            return None;
        }
        ir_core::verifier::verify(ctx, &module.body, module.op).ok()?;
        let complexity = complexity(&module);
        if complexity > current.size.complexity {
            return None;
        }
        let text = print(ctx, &module);
        let size = Size {
            complexity,
            bytes: text.len(),
            constants: constant_weight(ctx, &module),
        };
        if size >= current.size {
            return None;
        }
        self.tests.fetch_add(1, Ordering::Relaxed);
        (self.test)(&text).then_some(Current { text, size })
    }
}
