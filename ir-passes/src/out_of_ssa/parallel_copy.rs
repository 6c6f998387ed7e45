//! Sequentializing a parallel copy: the copies of one control-flow edge
//! all read their sources before any writes its destination; emitted one
//! after another, they must not overwrite a value another copy still
//! reads (the lost-copy hazard), and a cycle of copies (the swap problem)
//! needs one temporary.
//!
//! The algorithm is that of Boissinot et al., "Revisiting Out-of-SSA
//! Translation for Correctness, Code Quality, and Efficiency" (2009),
//! after Leroy's parallel moves: a copy is *ready* when no pending copy
//! reads its destination; ready copies go first, each one possibly making
//! its source's own copy ready. When none is ready, the pending copies form
//! disjoint cycles (each destination is read by exactly one pending copy);
//! one destination of a cycle is saved in the temporary, which makes its
//! copy ready, and the cycle unwinds back to the copy that reads the
//! saved value from the temporary. Linear in the number of copies; exactly
//! one temporary per cycle, never two live at once.

use rustc_hash::FxHashMap;

/// Where a copy's value comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Source<V> {
    /// A variable (which the parallel copy may also write).
    Variable(u32),
    /// A value no copy writes (an SSA value).
    Value(V),
}

/// One step of a sequentialized parallel copy.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Move<V> {
    /// Variable `from` into variable `to`.
    Copy {
        /// The source variable.
        from: u32,
        /// The destination variable.
        to: u32,
    },
    /// An SSA value into variable `to`.
    Write {
        /// The value.
        value: V,
        /// The destination variable.
        to: u32,
    },
    /// Variable `from` into the temporary (breaks a cycle).
    Save {
        /// The variable saved.
        from: u32,
    },
    /// The temporary into variable `to` (closes the cycle).
    Restore {
        /// The destination variable.
        to: u32,
    },
}

/// Orders the parallel copy `copies` (destination, source), whose
/// destinations are distinct, into moves with the same effect. Copies of a
/// variable into itself are dropped.
pub(crate) fn sequentialize<V: Copy>(copies: &[(u32, Source<V>)]) -> Vec<Move<V>> {
    let copies: Vec<(u32, Source<V>)> = copies
        .iter()
        .copied()
        .filter(|&(to, source)| !matches!(source, Source::Variable(from) if from == to))
        .collect();
    let mut copy_into: FxHashMap<u32, usize> = FxHashMap::default();
    let mut readers: FxHashMap<u32, u32> = FxHashMap::default();
    for (i, &(to, source)) in copies.iter().enumerate() {
        let previous = copy_into.insert(to, i);
        debug_assert!(previous.is_none(), "two copies into variable {to}");
        if let Source::Variable(from) = source {
            *readers.entry(from).or_default() += 1;
        }
    }
    let mut ready: Vec<usize> = (0..copies.len())
        .rev()
        .filter(|&i| !readers.contains_key(&copies[i].0))
        .collect();
    let mut done = vec![false; copies.len()];
    let mut saved = None;
    let mut moves = Vec::with_capacity(copies.len() + 1);
    let mut next_cycle = 0;
    loop {
        while let Some(i) = ready.pop() {
            done[i] = true;
            let (to, source) = copies[i];
            let Source::Variable(from) = source else {
                if let Source::Value(value) = source {
                    moves.push(Move::Write { value, to });
                }
                continue;
            };
            moves.push(if saved == Some(from) {
                saved = None;
                Move::Restore { to }
            } else {
                Move::Copy { from, to }
            });
            let left = readers.get_mut(&from).expect("a counted source");
            *left -= 1;
            if *left == 0 {
                if let Some(&j) = copy_into.get(&from) {
                    if !done[j] {
                        ready.push(j);
                    }
                }
            }
        }
        while next_cycle < copies.len() && done[next_cycle] {
            next_cycle += 1;
        }
        let Some(&(to, _)) = copies.get(next_cycle) else {
            return moves;
        };
        moves.push(Move::Save { from: to });
        saved = Some(to);
        ready.push(next_cycle);
    }
}

#[cfg(test)]
mod tests {
    use super::{sequentialize, Move, Source};
    use rustc_hash::FxHashMap;

    /// Runs `moves` on variables holding their own number; values are
    /// `1000 + v`.
    fn run(moves: &[Move<u32>], variables: u32) -> Vec<u32> {
        let mut state: Vec<u32> = (0..variables).collect();
        let mut temporary = None;
        for &m in moves {
            match m {
                Move::Copy { from, to } => state[to as usize] = state[from as usize],
                Move::Write { value, to } => state[to as usize] = 1000 + value,
                Move::Save { from } => {
                    assert!(temporary.is_none(), "two temporaries live at once");
                    temporary = Some(state[from as usize]);
                }
                Move::Restore { to } => {
                    state[to as usize] = temporary.take().expect("a saved value")
                }
            }
        }
        assert!(temporary.is_none(), "the temporary is left holding a value");
        state
    }

    /// What the parallel copy means: every source read first.
    fn parallel(copies: &[(u32, Source<u32>)], variables: u32) -> Vec<u32> {
        let mut state: Vec<u32> = (0..variables).collect();
        for &(to, source) in copies {
            state[to as usize] = match source {
                Source::Variable(from) => from,
                Source::Value(value) => 1000 + value,
            };
        }
        state
    }

    /// Cycles of the copy graph (destination to its variable source).
    fn cycles(copies: &[(u32, Source<u32>)]) -> usize {
        let source: FxHashMap<u32, u32> = copies
            .iter()
            .filter_map(|&(to, s)| match s {
                Source::Variable(from) if from != to => Some((to, from)),
                _ => None,
            })
            .collect();
        // 1: on the path being walked, 2: done.
        let mut state: FxHashMap<u32, u8> = FxHashMap::default();
        let mut count = 0;
        for &start in source.keys() {
            let mut path = Vec::new();
            let mut at = Some(start);
            while let Some(v) = at {
                match state.get(&v) {
                    Some(1) => count += 1,
                    Some(_) => {}
                    None => {
                        state.insert(v, 1);
                        path.push(v);
                        at = source.get(&v).copied();
                        continue;
                    }
                }
                break;
            }
            for v in path {
                state.insert(v, 2);
            }
        }
        count
    }

    fn check(copies: &[(u32, Source<u32>)], variables: u32) -> Vec<Move<u32>> {
        let moves = sequentialize(copies);
        assert_eq!(
            run(&moves, variables),
            parallel(copies, variables),
            "{copies:?} as {moves:?}"
        );
        let saves = moves
            .iter()
            .filter(|m| matches!(m, Move::Save { .. }))
            .count();
        assert_eq!(saves, cycles(copies), "{copies:?} as {moves:?}");
        moves
    }

    #[test]
    fn a_swap_costs_one_temporary() {
        let moves = check(&[(0, Source::Variable(1)), (1, Source::Variable(0))], 2);
        assert_eq!(
            moves,
            vec![
                Move::Save { from: 0 },
                Move::Copy { from: 1, to: 0 },
                Move::Restore { to: 1 },
            ]
        );
    }

    #[test]
    fn a_chain_is_copied_from_its_end() {
        // b <- a, c <- b: c must be written first.
        let moves = check(&[(1, Source::Variable(0)), (2, Source::Variable(1))], 3);
        assert_eq!(
            moves,
            vec![Move::Copy { from: 1, to: 2 }, Move::Copy { from: 0, to: 1 }]
        );
    }

    #[test]
    fn self_copies_vanish_and_values_wait_for_readers() {
        let moves = check(
            &[
                (0, Source::Variable(0)),
                (1, Source::Value(7)),
                (2, Source::Variable(1)),
            ],
            3,
        );
        assert_eq!(
            moves,
            vec![
                Move::Copy { from: 1, to: 2 },
                Move::Write { value: 7, to: 1 }
            ]
        );
    }

    #[test]
    fn a_cycle_with_a_branch_hanging_off_it() {
        // 0 -> 1 -> 2 -> 0 and 0 -> 3: the tree first, then one temporary.
        check(
            &[
                (1, Source::Variable(0)),
                (2, Source::Variable(1)),
                (0, Source::Variable(2)),
                (3, Source::Variable(0)),
            ],
            4,
        );
    }

    #[test]
    fn random_parallel_copies_keep_their_meaning() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = |bound: u32| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % u64::from(bound)) as u32
        };
        for _ in 0..20_000 {
            let variables = 1 + next(8);
            let mut destinations: Vec<u32> = (0..variables).collect();
            for i in (1..destinations.len()).rev() {
                destinations.swap(i, next(i as u32 + 1) as usize);
            }
            destinations.truncate(1 + next(variables) as usize);
            let copies: Vec<(u32, Source<u32>)> = destinations
                .into_iter()
                .map(|to| {
                    let source = match next(4) {
                        0 => Source::Value(next(100)),
                        _ => Source::Variable(next(variables)),
                    };
                    (to, source)
                })
                .collect();
            check(&copies, variables);
        }
    }
}
