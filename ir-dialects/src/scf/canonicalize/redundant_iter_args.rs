//! `scf.for` loop-carried values that carry nothing of their own (MLIR's
//! `ForOpIterArgsFolder`): an iter_arg whose body yields it back
//! unchanged, or yields its initial value, holds that initial value all
//! along; one that neither the body nor anything after the loop reads is
//! not needed; one with the same initial and yielded values as an earlier
//! one holds what that one holds. Each goes (its argument and result
//! replaced by what it holds), and the loop is rebuilt with the others.

use super::rebuild::rebuild_op;
use super::trivial_for::BOUNDS;
use crate::scf::YieldOp;
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::ods::Op;
use ir_core::{Body, OpId, OpView, Type, ValueId};

/// Drops the iter_args of `scf.for` that carry nothing.
pub(super) struct DropRedundantIterArgs;

impl RewritePattern for DropRedundantIterArgs {
    fn name(&self) -> &'static str {
        "scf-for-drop-redundant-iter-args"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(for_loop) = Loop::read(rewriter, op) else {
            return false;
        };
        let body = rewriter.body();
        let yielded: Vec<ValueId> = body.operands(for_loop.terminator).collect();
        let mut holds: Vec<Holds> = Vec::with_capacity(for_loop.inits.len());
        for k in 0..for_loop.inits.len() {
            let (arg, init) = (for_loop.args[k + 1], for_loop.inits[k]);
            let unread = !body.has_uses(arg) && !body.has_uses(body.results(op)[k]);
            let twin = || {
                (0..k).find(|&j| {
                    holds[j] == Holds::Own && for_loop.inits[j] == init && yielded[j] == yielded[k]
                })
            };
            holds.push(if yielded[k] == arg || yielded[k] == init || unread {
                Holds::Init
            } else if let Some(j) = twin() {
                Holds::Twin(j)
            } else {
                Holds::Own
            });
        }
        if holds.iter().all(|&h| h == Holds::Own) {
            return false;
        }
        for_loop.rebuild(rewriter, op, &holds);
        true
    }
}

/// What an iter_arg holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Holds {
    /// Values of its own: it stays.
    Own,
    /// Its initial value, all along.
    Init,
    /// What the (kept) iter_arg at this position holds.
    Twin(usize),
}

/// The parts of an `scf.for` the rewrite edits.
struct Loop {
    bounds: [ValueId; BOUNDS],
    inits: Vec<ValueId>,
    /// The body's arguments: the induction variable, then one per init.
    args: Vec<ValueId>,
    terminator: OpId,
}

impl Loop {
    /// The loop `op`, if it has the shape of a verified `scf.for` (one
    /// block ending in an `scf.yield` of one value per init; unverified IR
    /// under `--no-verify` may not).
    fn read(rewriter: &PatternRewriter<'_>, op: OpId) -> Option<Self> {
        let body = rewriter.body();
        let operands: Vec<ValueId> = body.operands(op).collect();
        let (&bounds, inits) = operands.split_first_chunk::<BOUNDS>()?;
        let block = body.entry_block(*body.regions(op).first()?)?;
        let terminator = body.last_op(block)?;
        let args = body.block_args(block).to_vec();
        let is_yield = YieldOp::matches(&OpView::new(rewriter.ctx(), body, terminator));
        let n = inits.len();
        let fits = is_yield
            && body.results(op).len() == n
            && args.len() == n + 1
            && body.num_operands(terminator) == n;
        fits.then(|| Loop {
            bounds,
            inits: inits.to_vec(),
            args,
            terminator,
        })
    }

    /// Replaces `op` by a loop with only the iter_args that hold values of
    /// their own; in the body and after the loop, the others become what
    /// they hold.
    fn rebuild(self, rewriter: &mut PatternRewriter<'_>, op: OpId, holds: &[Holds]) {
        let kept: Vec<usize> = (0..holds.len())
            .filter(|&k| holds[k] == Holds::Own)
            .collect();
        let body = rewriter.body();
        let block = body
            .entry_block(body.regions(op)[0])
            .expect("read checked it");
        let mut operands = self.bounds.to_vec();
        operands.extend(kept.iter().map(|&k| self.inits[k]));
        let types: Vec<Type> = kept
            .iter()
            .map(|&k| body.value_type(body.results(op)[k]))
            .collect();
        let new_loop = rebuild_op(rewriter, op, &operands, &types);
        let body = rewriter.body_mut();
        for (k, &held) in holds.iter().enumerate() {
            let by = match held {
                Holds::Own => continue,
                Holds::Init => self.inits[k],
                Holds::Twin(j) => self.args[j + 1],
            };
            body.replace_all_uses(self.args[k + 1], by);
        }
        let yielded: Vec<ValueId> = body.operands(self.terminator).collect();
        let yielded: Vec<ValueId> = kept.iter().map(|&k| yielded[k]).collect();
        body.set_operands(self.terminator, &yielded);
        // The induction variable stays.
        let dropped: Vec<bool> = std::iter::once(false)
            .chain(holds.iter().map(|&held| held != Holds::Own))
            .collect();
        body.erase_block_args(block, &dropped);
        let replacements = results_after(body, new_loop, &self.inits, holds);
        rewriter.notify_modified(self.terminator);
        rewriter.replace_op(op, &replacements);
    }
}

/// What replaces each result of the old loop: a kept one's counterpart
/// among the results of `new`, another what its iter_arg holds.
fn results_after(body: &Body, new: OpId, inits: &[ValueId], holds: &[Holds]) -> Vec<ValueId> {
    let mut fresh = body.results(new).iter().copied();
    let own: Vec<Option<ValueId>> = holds
        .iter()
        .map(|&held| {
            if held == Holds::Own {
                fresh.next()
            } else {
                None
            }
        })
        .collect();
    holds
        .iter()
        .enumerate()
        .map(|(k, &held)| match held {
            Holds::Own => own[k].expect("one result per kept iter_arg"),
            Holds::Init => inits[k],
            Holds::Twin(j) => own[j].expect("a twin is kept"),
        })
        .collect()
}
