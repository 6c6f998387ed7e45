//! The order MLIR's `sortTopologically` gives, in O((n + e) log n).
//!
//! MLIR sweeps the unscheduled ops in block order, again and again: an op
//! whose dependences are all scheduled is scheduled (placed after those
//! scheduled before it); a sweep that schedules nothing schedules the
//! first unscheduled op anyway (a cycle). The unscheduled ops keep their
//! relative order, so an op's place is fixed by the sweep that schedules
//! it and its position: it is scheduled by the sweep in which its last
//! dependence was, if it comes after that dependence, else by the next;
//! an op forced by an empty sweep ends that sweep. Kahn's algorithm with
//! a priority queue on (sweep, position) schedules in the same order
//! without sweeping.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The order of `count` ops where op `i` depends on `dependences[i]`
/// (positions, repeats allowed), and whether a cycle forced some op early.
pub(super) fn order(count: usize, dependences: &[Vec<usize>]) -> (Vec<usize>, bool) {
    let mut waiting = vec![0usize; count];
    let mut dependents: Vec<Vec<usize>> = vec![Vec::new(); count];
    for (op, on) in dependences.iter().enumerate() {
        for &dependence in on {
            waiting[op] += 1;
            dependents[dependence].push(op);
        }
    }
    let mut ready: BinaryHeap<Reverse<(usize, usize)>> = (0..count)
        .filter(|&op| waiting[op] == 0)
        .map(|op| Reverse((1, op)))
        .collect();
    let mut scheduled = vec![false; count];
    let mut sorted = Vec::with_capacity(count);
    let mut first_unscheduled = 0;
    let mut sweep = 0;
    let mut cyclic = false;
    while sorted.len() < count {
        // The next op and the sweep that schedules it; `position` is where
        // the sweep stands after it (a forced op ends its sweep).
        let (op, position) = match ready.pop() {
            Some(Reverse((at_sweep, op))) => {
                sweep = at_sweep;
                (op, op)
            }
            None => {
                while scheduled[first_unscheduled] {
                    first_unscheduled += 1;
                }
                cyclic = true;
                sweep += 1;
                (first_unscheduled, usize::MAX)
            }
        };
        scheduled[op] = true;
        sorted.push(op);
        for &dependent in &dependents[op] {
            waiting[dependent] = waiting[dependent].saturating_sub(1);
            if waiting[dependent] == 0 && !scheduled[dependent] {
                let at_sweep = if dependent > position {
                    sweep
                } else {
                    sweep + 1
                };
                ready.push(Reverse((at_sweep, dependent)));
            }
        }
    }
    (sorted, cyclic)
}

#[cfg(test)]
mod tests {
    use super::order;

    /// MLIR's sweeps, as written: the reference the fast order is checked
    /// against.
    fn sweeps(count: usize, dependences: &[Vec<usize>]) -> Vec<usize> {
        let mut unscheduled: Vec<usize> = (0..count).collect();
        let mut sorted = Vec::new();
        while !unscheduled.is_empty() {
            let mut any = false;
            let mut at = 0;
            while at < unscheduled.len() {
                let op = unscheduled[at];
                if dependences[op]
                    .iter()
                    .all(|d| *d == op || !unscheduled.contains(d))
                {
                    sorted.push(op);
                    unscheduled.remove(at);
                    any = true;
                } else {
                    at += 1;
                }
            }
            if !any {
                sorted.push(unscheduled.remove(0));
            }
        }
        sorted
    }

    #[test]
    fn matches_mlir_sweeps_on_random_graphs() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move |bound: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % bound as u64) as usize
        };
        for _ in 0..2000 {
            let count = 1 + next(12);
            let dependences: Vec<Vec<usize>> = (0..count)
                .map(|op| {
                    (0..next(3))
                        .map(|_| next(count))
                        .filter(|&d| d != op)
                        .collect()
                })
                .collect();
            assert_eq!(
                order(count, &dependences).0,
                sweeps(count, &dependences),
                "{dependences:?}"
            );
        }
    }

    #[test]
    fn a_cycle_keeps_its_order_and_is_reported() {
        assert_eq!(order(2, &[vec![1], vec![0]]), (vec![0, 1], true));
        assert_eq!(
            order(3, &[vec![1], vec![2], vec![]]),
            (vec![2, 1, 0], false)
        );
    }
}
