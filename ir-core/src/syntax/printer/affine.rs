//! Affine maps and integer sets in MLIR's canonical spelling (its
//! `AsmPrinter`'s: `affine_map<(d0)[s0] -> (d0 + s0)>`,
//! `affine_set<(d0) : (d0 - 5 >= 0)>`), dimensions and symbols named
//! `d0, ...` and `s0, ...` whatever the source called them.
//!
//! Operands of `*`, `floordiv`, `ceildiv` and `mod` that are themselves
//! operations are parenthesized, operands of `+` never; `e * -1` prints as
//! `-e`, and adding a negative constant or a product with a negative
//! constant as a subtraction (`d0 - 5`, `d0 - d1 * 2`, `d0 - d1`).
//! Printing runs on an explicit stack: no recursion along an expression.

use crate::context::affine::{
    AffineBinaryOp, AffineExpr, AffineExprs, AffineMap, ExprId, IntegerSet,
};
use std::fmt::Write;

/// Appends `affine_map<...>`.
pub fn print_affine_map(map: &AffineMap, out: &mut String) {
    out.push_str("affine_map<");
    print_binders(map.exprs(), out);
    out.push_str(" -> (");
    for (i, &result) in map.results().iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print_affine_expr(map.exprs(), result, out);
    }
    out.push_str(")>");
}

/// Appends `affine_set<...>`.
pub fn print_integer_set(set: &IntegerSet, out: &mut String) {
    out.push_str("affine_set<");
    print_binders(set.exprs(), out);
    out.push_str(" : (");
    for (i, constraint) in set.constraints().iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print_affine_expr(set.exprs(), constraint.expr, out);
        out.push_str(if constraint.is_eq { " == 0" } else { " >= 0" });
    }
    out.push_str(")>");
}

/// `(d0, d1)[s0]`: the dimensions, and the symbols if there are any.
fn print_binders(exprs: &AffineExprs, out: &mut String) {
    let list = |letter: char, count: usize, out: &mut String| {
        for i in 0..count {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "{letter}{i}");
        }
    };
    out.push('(');
    list('d', exprs.num_dims(), out);
    out.push(')');
    if exprs.num_symbols() > 0 {
        out.push('[');
        list('s', exprs.num_symbols(), out);
        out.push(']');
    }
}

/// How tightly the context of an expression binds it: an operation
/// printed where it binds strongly (an operand of `*`, ...) is
/// parenthesized.
#[derive(Copy, Clone, PartialEq)]
enum Binding {
    Weak,
    Strong,
}

/// What is left to print, last first.
enum Piece {
    Expr(ExprId, Binding),
    Text(&'static str),
    Number(i64),
}

/// Appends the expression `id` of `exprs` (at the top level: unparenthesized).
pub fn print_affine_expr(exprs: &AffineExprs, id: ExprId, out: &mut String) {
    let mut stack = vec![Piece::Expr(id, Binding::Weak)];
    while let Some(piece) = stack.pop() {
        match piece {
            Piece::Text(text) => out.push_str(text),
            Piece::Number(value) => {
                let _ = write!(out, "{value}");
            }
            Piece::Expr(id, binding) => match exprs.node(id) {
                AffineExpr::Dim(position) => {
                    let _ = write!(out, "d{position}");
                }
                AffineExpr::Symbol(position) => {
                    let _ = write!(out, "s{position}");
                }
                AffineExpr::Constant(value) => {
                    let _ = write!(out, "{value}");
                }
                AffineExpr::Binary { op, lhs, rhs } => {
                    let parenthesized = binding == Binding::Strong;
                    if parenthesized {
                        out.push('(');
                        stack.push(Piece::Text(")"));
                    }
                    if op == AffineBinaryOp::Add {
                        push_sum(exprs, lhs, rhs, &mut stack);
                    } else {
                        push_operation(exprs, op, lhs, rhs, &mut stack);
                    }
                }
            },
        }
    }
}

/// Pushes `pieces` to be printed in order.
fn push<const N: usize>(stack: &mut Vec<Piece>, pieces: [Piece; N]) {
    stack.extend(pieces.into_iter().rev());
}

/// `lhs op rhs` for an operation other than `+`, operands bound strongly;
/// `-lhs` for `lhs * -1`.
fn push_operation(
    exprs: &AffineExprs,
    op: AffineBinaryOp,
    lhs: ExprId,
    rhs: ExprId,
    stack: &mut Vec<Piece>,
) {
    if op == AffineBinaryOp::Mul && exprs.node(rhs).as_constant() == Some(-1) {
        return push(stack, [Piece::Text("-"), Piece::Expr(lhs, Binding::Strong)]);
    }
    push(
        stack,
        [
            Piece::Expr(lhs, Binding::Strong),
            Piece::Text(" "),
            Piece::Text(op.spelling()),
            Piece::Text(" "),
            Piece::Expr(rhs, Binding::Strong),
        ],
    );
}

/// `lhs + rhs`, operands bound weakly, or a subtraction: `lhs - e` for
/// `rhs = e * -1` (a sum `e` in parentheses), `lhs - e * c` for
/// `rhs = e * -c`, `lhs - c` for `rhs = -c`.
fn push_sum(exprs: &AffineExprs, lhs: ExprId, rhs: ExprId, stack: &mut Vec<Piece>) {
    let left = Piece::Expr(lhs, Binding::Weak);
    if let Some((e, c)) = exprs.node(rhs).as_binary(AffineBinaryOp::Mul) {
        match exprs.node(c).as_constant() {
            Some(-1) => {
                let is_sum = exprs.node(e).as_binary(AffineBinaryOp::Add).is_some();
                let binding = if is_sum {
                    Binding::Strong
                } else {
                    Binding::Weak
                };
                return push(stack, [left, Piece::Text(" - "), Piece::Expr(e, binding)]);
            }
            Some(c) if c < -1 => {
                let times = Piece::Number(c.wrapping_neg());
                let factor = Piece::Expr(e, Binding::Strong);
                return push(
                    stack,
                    [left, Piece::Text(" - "), factor, Piece::Text(" * "), times],
                );
            }
            _ => {}
        }
    }
    match exprs.node(rhs).as_constant() {
        Some(c) if c < 0 => {
            let magnitude = Piece::Number(c.wrapping_neg());
            push(stack, [left, Piece::Text(" - "), magnitude]);
        }
        _ => push(
            stack,
            [left, Piece::Text(" + "), Piece::Expr(rhs, Binding::Weak)],
        ),
    }
}
