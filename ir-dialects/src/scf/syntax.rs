//! Syntax pieces the scf ops share: the assignment list
//! `(%arg = %init, ...)` of `scf.for`'s `iter_args` and `scf.while`.

use ir_core::syntax::custom::{OpParser, OpPrinter, RegionArgument, UnresolvedOperand};
use ir_core::{Body, Diagnostic, ValueId};

/// Region arguments declared by an assignment list, with their initial values.
pub(super) type Assignments<'src> = (Vec<RegionArgument<'src>>, Vec<UnresolvedOperand<'src>>);

/// Parses `(%a = %x, %b = %y)` (possibly empty); argument types are set later.
pub(super) fn parse_assignment_list<'src>(
    p: &mut OpParser<'_, 'src, '_>,
) -> Result<Assignments<'src>, Diagnostic> {
    p.parse_punct("(")?;
    let (mut args, mut inits) = (Vec::new(), Vec::new());
    if p.parse_optional_punct(")") {
        return Ok((args, inits));
    }
    loop {
        args.push(p.parse_region_argument(false)?);
        p.parse_punct("=")?;
        inits.push(p.parse_operand()?);
        if p.parse_optional_punct(")") {
            return Ok((args, inits));
        }
        p.parse_punct(",")?;
    }
}

/// Prints `{prefix}(%a = %x, ...)`, nothing when there are no values.
/// `body` stores the region whose arguments `args` are.
pub(super) fn print_assignment_list(
    p: &mut OpPrinter<'_>,
    prefix: &str,
    body: &Body,
    args: &[ValueId],
    inits: &[ValueId],
) {
    if inits.is_empty() {
        return;
    }
    p.write(prefix);
    p.write("(");
    for (i, (&arg, &init)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_region_argument(body, arg, false);
        p.write(" = ");
        p.print_value(init);
    }
    p.write(")");
}
