//! Small helpers shared by the dialects' interpreter semantics (and, for
//! their unit tests, [`run_main`]).

use ir_core::interp::{Machine, RtValue, Step};
use ir_core::OpView;

/// Operand `i` as a signed integer; poison (or a non-integer) is undefined
/// behaviour where the value decides something.
pub(crate) fn signed(values: &[RtValue], i: usize, what: &str) -> Result<i128, String> {
    match values.get(i) {
        Some(RtValue::Poison) => Err(format!("{what} is poison")),
        Some(value) => value
            .as_signed()
            .ok_or_else(|| format!("{what} is not an integer")),
        None => Err(format!("{what} is missing")),
    }
}

/// Operand `i` as an unsigned integer (see [`signed`]).
pub(crate) fn unsigned(values: &[RtValue], i: usize, what: &str) -> Result<u128, String> {
    match values.get(i) {
        Some(RtValue::Poison) => Err(format!("{what} is poison")),
        Some(value) => value
            .as_unsigned()
            .ok_or_else(|| format!("{what} is not an integer")),
        None => Err(format!("{what} is missing")),
    }
}

/// An `i1` operand as a condition.
pub(crate) fn condition(values: &[RtValue], i: usize) -> Result<bool, String> {
    Ok(unsigned(values, i, "the condition")? == 1)
}

/// The `resume` of ops whose results are what their region or callee
/// exited with (`scf.if`, `func.call`, ...).
pub(crate) fn results_of_exit(
    _: &mut Machine<'_>,
    _: &OpView<'_>,
    _: &[RtValue],
    _: i128,
    exited: Vec<RtValue>,
) -> Result<Step, String> {
    Ok(Step::Results(exited))
}

/// Runs `@main` (the module's last op) of `src`, in a context with every
/// dialect, on `args` parsed by its argument types: its results printed
/// and joined by spaces, or `error: ` and the error message.
#[cfg(test)]
pub(crate) fn run_main(src: &str, args: &[&str]) -> String {
    use ir_core::interp::{run_function, RunLimits};
    let ctx = crate::test_support::context();
    let module = crate::test_support::parse(&ctx, src);
    let inner = module.body.regions_body(module.op);
    let region = module.body.regions(module.op)[0];
    let block = inner.region_blocks(region).next().expect("a block");
    let main = inner.block_ops(block).last().expect("@main is last");
    let body = inner.regions_body(main);
    let entry = body.entry_block(inner.regions(main)[0]).expect("a body");
    let values = args
        .iter()
        .zip(body.block_args(entry))
        .map(|(text, &param)| RtValue::parse(&ctx, text, body.value_type(param)))
        .collect::<Result<Vec<_>, _>>()
        .expect("the arguments parse");
    let limits = RunLimits::default();
    match run_function(&ctx, &module.body, module.op, "main", values, limits) {
        Ok(results) => {
            let printed: Vec<String> = results.iter().map(ToString::to_string).collect();
            printed.join(" ")
        }
        Err(diagnostic) => format!("error: {}", diagnostic.message),
    }
}
