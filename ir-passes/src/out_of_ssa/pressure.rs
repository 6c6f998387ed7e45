//! Register pressure of the values living in variables: the most that are
//! live at once in a region, the lower bound on the variables a colouring
//! of them needs.
//!
//! Live sets of a large function can be huge (a few thousand values live
//! across each of a hundred thousand blocks), so liveness is not stored:
//! each value's live range is explored from its uses backwards to its
//! definition (the path exploration of `ir_core::graph::liveness`),
//! counting it into each block it is live into and noting the blocks it
//! is live out of, one value at a time. Time: the total size of the live
//! ranges; memory: a few words per block.

use super::assignment::Assignment;
use super::live_check::LiveCheck;
use ir_core::ir::ValueDef;
use ir_core::Body;

/// A change of the number of live values at a position of a block.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Event {
    node: u32,
    position: u32,
    /// Deaths (0) before births (1) at one position: a value used last by
    /// an op is dead when the op's results are born.
    birth: bool,
}

/// The most values of the region of `check` that live in variables (of
/// `assignment`) and are live at once, at block starts and after each op.
pub(crate) fn max_live(body: &Body, check: &LiveCheck, assignment: &Assignment) -> usize {
    let cfg = check.cfg();
    let num_blocks = cfg.num_blocks();
    let mut live_in = vec![0usize; num_blocks];
    let mut in_mark = vec![usize::MAX; num_blocks];
    let mut out_mark = vec![usize::MAX; num_blocks];
    let mut events = Vec::new();
    let mut stack = Vec::new();
    let residents = check
        .recorded()
        .filter(|&(v, _)| assignment.variable(v).is_some());
    for (mark, (value, record)) in residents.enumerate() {
        let (def, uses) = check.uses(record);
        for &[node, _] in uses {
            let node = node as usize;
            if node == def || in_mark[node] == mark {
                continue;
            }
            in_mark[node] = mark;
            live_in[node] += 1;
            stack.push(node);
            while let Some(block) = stack.pop() {
                for pred in cfg.predecessors(block) {
                    out_mark[pred] = mark;
                    if pred != def && in_mark[pred] != mark {
                        in_mark[pred] = mark;
                        live_in[pred] += 1;
                        stack.push(pred);
                    }
                }
            }
        }
        for &[node, position] in uses {
            if out_mark[node as usize] != mark {
                events.push(Event {
                    node,
                    position,
                    birth: false,
                });
            }
        }
        match body.value_def(value) {
            ValueDef::Result { op, .. } => events.push(Event {
                node: def as u32,
                position: check.position(op),
                birth: true,
            }),
            _ => live_in[def] += 1,
        }
    }
    events.sort_unstable();
    let mut most = 0;
    let mut events = events.into_iter().peekable();
    for (node, &count) in live_in.iter().enumerate() {
        let mut live = count;
        most = most.max(live);
        while let Some(event) = events.next_if(|e| e.node as usize == node) {
            if event.birth {
                live += 1;
                most = most.max(live);
            } else {
                live = live.saturating_sub(1);
            }
        }
    }
    most
}
