//! [`Machine`]: the explicit stack of region activations that runs ops.

use super::{Interpretable, Memory, RtValue, Step};
use crate::context::attributes::{Attr, AttrKind};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::interfaces::{Callable, Signature};
use crate::ir::{BlockId, Body, OpId, OpView, ValueId};
use rustc_hash::FxHashMap;
use slotmap::SecondaryMap;

/// Bounds of one run.
#[derive(Copy, Clone, Debug)]
pub struct RunLimits {
    /// Ops executed at most (a non-terminating program stops here).
    pub fuel: u64,
    /// Nested activations (regions and calls) at most.
    pub max_depth: usize,
}

impl Default for RunLimits {
    fn default() -> Self {
        Self {
            fuel: 10_000_000,
            max_depth: 100_000,
        }
    }
}

/// The state ops may touch: memory (and the context, for types).
pub struct Machine<'a> {
    ctx: &'a Context,
    memory: Memory,
}

impl<'a> Machine<'a> {
    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The memory.
    pub fn memory(&mut self) -> &mut Memory {
        &mut self.memory
    }
}

/// An op waiting for a region or a callee to exit.
struct Waiting {
    op: OpId,
    operands: Vec<RtValue>,
    state: i128,
}

/// One region being run.
struct Frame<'b> {
    body: &'b Body,
    block: BlockId,
    next: Option<OpId>,
    /// Index of the activation (function call) whose values it sees.
    env: usize,
    /// The op in the enclosing frame that resumes when this region exits.
    waiting: Option<Waiting>,
    /// Whether this frame started an activation (a function body).
    owns_env: bool,
}

/// A function of the module: the body holding its region, and the region.
type Function<'b> = (&'b Body, crate::ir::RegionId);

/// Runs function `name` of the module `module` (stored in `body`) on `args`.
pub fn run_function(
    ctx: &Context,
    body: &Body,
    module: OpId,
    name: &str,
    args: Vec<RtValue>,
    limits: RunLimits,
) -> Result<Vec<RtValue>, Diagnostic> {
    let functions = collect_functions(ctx, body, module);
    let Some(&(fbody, region)) = functions.get(name) else {
        return Err(Diagnostic::error(
            body.op_loc(module),
            format!("no function named '@{name}' to run"),
        ));
    };
    let mut run = Run {
        machine: Machine {
            ctx,
            memory: Memory::default(),
        },
        functions,
        frames: Vec::new(),
        envs: Vec::new(),
        limits,
        executed: 0,
    };
    run.enter(fbody, region, args, None, true, body.op_loc(module))?;
    run.execute()
}

/// The ops of `module` (stored in `body`) that are functions (`Callable`
/// with a `sym_name`), with their names, in order.
fn module_functions<'b>(
    ctx: &'b Context,
    body: &'b Body,
    module: OpId,
) -> impl Iterator<Item = (String, OpView<'b>)> + 'b {
    let inner = body.regions_body(module);
    body.regions(module)
        .iter()
        .flat_map(move |&region| inner.region_blocks(region))
        .flat_map(move |block| inner.block_ops(block))
        .filter_map(move |op| {
            let view = OpView::new(ctx, inner, op);
            view.interface::<Callable>()?;
            let name = match ctx.attr_kind(view.inherent_attr("sym_name")?) {
                AttrKind::String { bytes, .. } => String::from_utf8(bytes.to_vec()).ok()?,
                _ => return None,
            };
            Some((name, view))
        })
}

/// Functions by symbol name, with the body holding each one's region.
fn collect_functions<'b>(
    ctx: &'b Context,
    body: &'b Body,
    module: OpId,
) -> FxHashMap<String, Function<'b>> {
    module_functions(ctx, body, module)
        .filter_map(|(name, view)| {
            let region = (view.interface::<Callable>()?.body)(&view)?;
            Some((name, (view.regions_body(), region)))
        })
        .collect()
}

/// The signature of function `name` of `module` (stored in `body`), and
/// where the function is: what a caller of [`run_function`] needs to
/// build its arguments.
pub fn function_signature(
    ctx: &Context,
    body: &Body,
    module: OpId,
    name: &str,
) -> Option<(Signature, Attr)> {
    let (_, view) = module_functions(ctx, body, module).find(|(n, _)| n == name)?;
    let signature = (view.interface::<Callable>()?.signature)(&view)?;
    Some((signature, view.loc()))
}

struct Run<'a, 'b> {
    machine: Machine<'a>,
    functions: FxHashMap<String, Function<'b>>,
    frames: Vec<Frame<'b>>,
    envs: Vec<SecondaryMap<ValueId, RtValue>>,
    limits: RunLimits,
    executed: u64,
}

impl<'b> Run<'_, 'b> {
    /// Pushes a frame for `region`'s entry block with `args`.
    fn enter(
        &mut self,
        body: &'b Body,
        region: crate::ir::RegionId,
        args: Vec<RtValue>,
        waiting: Option<Waiting>,
        new_env: bool,
        loc: Attr,
    ) -> Result<(), Diagnostic> {
        if self.frames.len() >= self.limits.max_depth {
            return Err(Diagnostic::error(
                loc,
                format!(
                    "more than {} nested regions and calls",
                    self.limits.max_depth
                ),
            ));
        }
        let Some(entry) = body.entry_block(region) else {
            return Err(Diagnostic::error(loc, "entering a region without blocks"));
        };
        if new_env {
            self.envs.push(SecondaryMap::new());
        }
        let env = self.envs.len() - 1;
        self.frames.push(Frame {
            body,
            block: entry,
            next: body.first_op(entry),
            env,
            waiting,
            owns_env: new_env,
        });
        self.bind_block_args(body, entry, args, loc)
    }

    fn bind_block_args(
        &mut self,
        body: &Body,
        block: BlockId,
        args: Vec<RtValue>,
        loc: Attr,
    ) -> Result<(), Diagnostic> {
        let params = body.block_args(block);
        if params.len() != args.len() {
            return Err(Diagnostic::error(
                loc,
                format!(
                    "{} values passed to a block with {} arguments",
                    args.len(),
                    params.len()
                ),
            ));
        }
        let env = &mut self.envs[self.frames.last().expect("a frame").env];
        for (&param, value) in params.iter().zip(args) {
            env.insert(param, value);
        }
        Ok(())
    }

    /// Runs until the outermost frame exits.
    fn execute(&mut self) -> Result<Vec<RtValue>, Diagnostic> {
        loop {
            let frame = self.frames.last_mut().expect("a frame is running");
            let body = frame.body;
            let Some(op) = frame.next else {
                return Err(Diagnostic::error(
                    self.loc_of_block(),
                    "reached the end of a block without a terminator",
                ));
            };
            frame.next = body.next_op(op);
            self.executed += 1;
            if self.executed > self.limits.fuel {
                return Err(Diagnostic::error(
                    body.op_loc(op),
                    format!("out of fuel after {} ops", self.limits.fuel),
                ));
            }
            let view = OpView::new(self.machine.ctx, body, op);
            let operands = self.operand_values(body, op)?;
            let Some(semantics) = view.interface::<Interpretable>() else {
                return Err(Diagnostic::error(
                    body.op_loc(op),
                    format!("the interpreter has no semantics for '{}'", view.name()),
                ));
            };
            let step = (semantics.start)(&mut self.machine, &view, &operands)
                .map_err(|message| view.error(message))?;
            if let Some(results) = self.apply(body, op, operands, step)? {
                return Ok(results);
            }
        }
    }

    fn loc_of_block(&self) -> Attr {
        let frame = self.frames.last().expect("a frame");
        let body = frame.body;
        body.block_args(frame.block)
            .first()
            .and_then(|&a| body.value_loc(a))
            .or_else(|| frame.waiting.as_ref().map(|w| body.op_loc(w.op)))
            .unwrap_or_else(|| self.machine.ctx.unknown_loc())
    }

    fn operand_values(&self, body: &Body, op: OpId) -> Result<Vec<RtValue>, Diagnostic> {
        let env = &self.envs[self.frames.last().expect("a frame").env];
        body.operands(op)
            .map(|v| {
                env.get(v).cloned().ok_or_else(|| {
                    Diagnostic::error(body.op_loc(op), "use of a value that was never computed")
                })
            })
            .collect()
    }

    /// Carries out `step` of `op`; the run's results when the outermost
    /// frame exits.
    fn apply(
        &mut self,
        body: &'b Body,
        op: OpId,
        operands: Vec<RtValue>,
        step: Step,
    ) -> Result<Option<Vec<RtValue>>, Diagnostic> {
        let loc = body.op_loc(op);
        match step {
            Step::Results(values) => {
                let results = body.results(op);
                if results.len() != values.len() {
                    return Err(Diagnostic::error(
                        loc,
                        format!(
                            "semantics gave {} results for {}",
                            values.len(),
                            results.len()
                        ),
                    ));
                }
                let env = &mut self.envs[self.frames.last().expect("a frame").env];
                for (&result, value) in results.iter().zip(values) {
                    env.insert(result, value);
                }
                Ok(None)
            }
            Step::Branch { successor, args } => {
                let Some(target) = body.successor(op, successor) else {
                    return Err(Diagnostic::error(loc, format!("no successor #{successor}")));
                };
                let frame = self.frames.last_mut().expect("a frame");
                frame.block = target;
                frame.next = body.first_op(target);
                self.bind_block_args(body, target, args, loc)?;
                Ok(None)
            }
            Step::EnterRegion {
                region,
                args,
                state,
            } => {
                let Some(&region_id) = body.regions(op).get(region) else {
                    return Err(Diagnostic::error(loc, format!("no region #{region}")));
                };
                let waiting = Waiting {
                    op,
                    operands,
                    state,
                };
                let isolated = body.is_isolated(op);
                self.enter(
                    body.regions_body(op),
                    region_id,
                    args,
                    Some(waiting),
                    isolated,
                    loc,
                )?;
                Ok(None)
            }
            Step::Call { callee, args } => {
                let Some(&(fbody, region)) = self.functions.get(&callee) else {
                    return Err(Diagnostic::error(
                        loc,
                        format!("call to unknown function '@{callee}'"),
                    ));
                };
                let waiting = Waiting {
                    op,
                    operands,
                    state: 0,
                };
                self.enter(fbody, region, args, Some(waiting), true, loc)?;
                Ok(None)
            }
            Step::Exit(values) => self.exit(values),
        }
    }

    /// Pops the current frame; resumes the op waiting for it, or ends the run.
    fn exit(&mut self, values: Vec<RtValue>) -> Result<Option<Vec<RtValue>>, Diagnostic> {
        let frame = self.frames.pop().expect("a frame");
        if frame.owns_env {
            self.envs.pop();
        }
        let Some(waiting) = frame.waiting else {
            return Ok(Some(values));
        };
        let parent = self.frames.last().expect("the waiting op's frame");
        let body = parent.body;
        let view = OpView::new(self.machine.ctx, body, waiting.op);
        let resume = view
            .interface::<Interpretable>()
            .and_then(|i| i.resume)
            .ok_or_else(|| view.error("entered a region but cannot resume"))?;
        let step = resume(
            &mut self.machine,
            &view,
            &waiting.operands,
            waiting.state,
            values,
        )
        .map_err(|message| view.error(message))?;
        self.apply(body, waiting.op, waiting.operands, step)
    }
}
