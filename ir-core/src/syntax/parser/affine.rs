//! `affine_map<...>` and `affine_set<...>`: MLIR's affine maps and integer
//! sets (LangRef, "Affine Dialect": affine expressions, maps and integer
//! sets), parsed into [`AffineMap`] and [`IntegerSet`] with MLIR's rules
//! and its error messages.
//!
//! The binder lists `(d0, d1)[s0]` name the dimensions and symbols: any
//! identifiers (`(i, j) -> (j)` is `(d0, d1) -> (d1)`), each once. An
//! expression is a sum of terms (`+`, `-`), a term a product of operands
//! (`*`, `floordiv`, `ceildiv`, `mod`, left to right), an operand a bound
//! name, a non-negative 64-bit integer, `-operand` or `(expression)`. A
//! product needs one side without dimensions, a division or `mod` its
//! right side. A set's constraints are `e >= f`, `e <= f` or `e == f`,
//! read as `e - f >= 0`, `f - e >= 0` and `e - f == 0`; `()` is `0 == 0`.
//! Expressions are simplified as they are built ([`AffineBuilder`]).
//!
//! Sums and products are read in loops; only parentheses recurse, one
//! nesting level each, bounded as all attribute nesting is
//! ([`MAX_NESTING`](super::MAX_NESTING)).

use super::Parser;
use crate::context::affine::{
    AffineBinaryOp, AffineBuilder, AffineMap, Constraint, ExprId, IntegerSet,
};
use crate::context::attributes::{Attr, AttrKind};
use crate::diagnostics::Diagnostic;
use crate::syntax::lexer::Token;
use rustc_hash::FxHashMap;

/// What the body of `affine_map<...>` or `affine_set<...>` turned out to be.
enum MapOrSet {
    Map(AffineMap),
    Set(IntegerSet),
}

/// The names the binder lists bound, and the expressions being built.
#[derive(Default)]
struct Scope<'src> {
    names: FxHashMap<&'src str, ExprId>,
    num_dims: u32,
    num_symbols: u32,
    builder: AffineBuilder,
}

/// `+` or `-`.
#[derive(Copy, Clone)]
enum SumOp {
    Plus,
    Minus,
}

impl<'src, 'ctx> Parser<'src, 'ctx> {
    /// `affine_map<...>` or `affine_set<...>` (the keyword is current).
    pub(super) fn parse_affine_attr(&mut self) -> Result<Attr, Diagnostic> {
        let is_set = self.cursor.bump() == "affine_set";
        let what = if is_set { "integer set" } else { "affine map" };
        if !self.cursor.eat(Token::Less) {
            return Err(self
                .cursor
                .expected_after_previous(&format!("'<' in {what}")));
        }
        let body = self.cursor.offset();
        let kind = match (self.parse_map_or_set()?, is_set) {
            (MapOrSet::Map(map), false) => AttrKind::AffineMap(map),
            (MapOrSet::Set(set), true) => AttrKind::IntegerSet(set),
            (MapOrSet::Map(_), true) => {
                let message = "expected IntegerSet, but got AffineMap";
                return Err(self.cursor.error_at(body, message));
            }
            (MapOrSet::Set(_), false) => {
                let message = "expected AffineMap, but got IntegerSet";
                return Err(self.cursor.error_at(body, message));
            }
        };
        if !self.cursor.eat(Token::Greater) {
            return Err(self
                .cursor
                .expected_after_previous(&format!("'>' in {what}")));
        }
        Ok(self.cursor.ctx.intern_attr(kind))
    }

    /// `(dims)[symbols] -> (results)` or `(dims)[symbols] : (constraints)`.
    fn parse_map_or_set(&mut self) -> Result<MapOrSet, Diagnostic> {
        let mut scope = Scope::default();
        self.parse_binders(&mut scope, false)?;
        if self.cursor.at(Token::LSquare) {
            self.parse_binders(&mut scope, true)?;
        }
        if self.cursor.eat(Token::Arrow) {
            let mut results = Vec::new();
            self.parse_affine_list(" in affine map range", |p| {
                results.push(p.parse_affine_expr(&mut scope, false)?);
                Ok(())
            })?;
            let map = scope
                .builder
                .finish_map(scope.num_dims, scope.num_symbols, &results);
            return Ok(MapOrSet::Map(map));
        }
        if !self.cursor.eat(Token::Colon) {
            return Err(self.cursor.expected_after_previous("'->' or ':'"));
        }
        let mut constraints = Vec::new();
        self.parse_affine_list(" in integer set constraint list", |p| {
            constraints.push(p.parse_constraint(&mut scope)?);
            Ok(())
        })?;
        if constraints.is_empty() {
            let expr = scope.builder.constant(0);
            constraints.push(Constraint { expr, is_eq: true });
        }
        let set = scope
            .builder
            .finish_set(scope.num_dims, scope.num_symbols, &constraints);
        Ok(MapOrSet::Set(set))
    }

    /// `(d0, ...)` (or `[s0, ...]` for `symbols`): binds each name to the
    /// next dimension (symbol).
    fn parse_binders(&mut self, scope: &mut Scope<'src>, symbols: bool) -> Result<(), Diagnostic> {
        let context = if symbols {
            " in symbol list"
        } else {
            " in dimensional identifier list"
        };
        self.parse_delimited_list(symbols, context, |p| {
            if !p.cursor.at(Token::BareIdent) {
                return Err(p.cursor.expected_after_previous("bare identifier"));
            }
            let name = p.cursor.text();
            if scope.names.contains_key(name) {
                let message = format!("redefinition of identifier '{name}'");
                return Err(p.cursor.error(message));
            }
            p.cursor.bump();
            let expr = if symbols {
                scope.num_symbols += 1;
                scope.builder.symbol(scope.num_symbols - 1)
            } else {
                scope.num_dims += 1;
                scope.builder.dim(scope.num_dims - 1)
            };
            scope.names.insert(name, expr);
            Ok(())
        })
    }

    /// `( item, ... )`, possibly empty, MLIR's errors naming `context`.
    fn parse_affine_list(
        &mut self,
        context: &str,
        item: impl FnMut(&mut Self) -> Result<(), Diagnostic>,
    ) -> Result<(), Diagnostic> {
        self.parse_delimited_list(false, context, item)
    }

    /// `( item, ... )`, or `[ item, ... ]` when `square`; possibly empty.
    fn parse_delimited_list(
        &mut self,
        square: bool,
        context: &str,
        mut item: impl FnMut(&mut Self) -> Result<(), Diagnostic>,
    ) -> Result<(), Diagnostic> {
        let (open, close, open_text, close_text) = if square {
            (Token::LSquare, Token::RSquare, "'['", "']'")
        } else {
            (Token::LParen, Token::RParen, "'('", "')'")
        };
        if !self.cursor.eat(open) {
            return Err(self
                .cursor
                .expected_after_previous(&format!("{open_text}{context}")));
        }
        if self.cursor.eat(close) {
            return Ok(());
        }
        loop {
            item(self)?;
            if !self.cursor.eat(Token::Comma) {
                break;
            }
        }
        if !self.cursor.eat(close) {
            return Err(self
                .cursor
                .expected_after_previous(&format!("{close_text}{context}")));
        }
        Ok(())
    }

    /// `e >= f`, `e <= f` or `e == f`, as MLIR reads them: each sign a
    /// pair of tokens tried in that order.
    fn parse_constraint(&mut self, scope: &mut Scope<'src>) -> Result<Constraint, Diagnostic> {
        let lhs = self.parse_affine_expr(scope, false)?;
        let (is_eq, greater) = if self.cursor.eat(Token::Greater) && self.cursor.eat(Token::Equal) {
            (false, true)
        } else if self.cursor.eat(Token::Less) && self.cursor.eat(Token::Equal) {
            (false, false)
        } else if self.cursor.eat(Token::Equal) && self.cursor.eat(Token::Equal) {
            (true, true)
        } else {
            let message =
                "expected '== affine-expr' or '>= affine-expr' at end of affine constraint";
            return Err(self.cursor.error(message));
        };
        let rhs = self.parse_affine_expr(scope, false)?;
        let expr = if greater {
            scope.builder.sub(lhs, rhs)
        } else {
            scope.builder.sub(rhs, lhs)
        };
        Ok(Constraint { expr, is_eq })
    }

    /// A sum of terms; `after_operand` when it continues an operation
    /// whose left operand was read (for the error when nothing follows).
    fn parse_affine_expr(
        &mut self,
        scope: &mut Scope<'src>,
        after_operand: bool,
    ) -> Result<ExprId, Diagnostic> {
        let mut pending: Option<(ExprId, SumOp)> = None;
        loop {
            let term = self.parse_affine_term(scope, after_operand || pending.is_some())?;
            let value = match pending {
                None => term,
                Some((lhs, SumOp::Plus)) => scope.builder.add(lhs, term),
                Some((lhs, SumOp::Minus)) => scope.builder.sub(lhs, term),
            };
            let op = if self.cursor.eat(Token::Plus) {
                SumOp::Plus
            } else if self.cursor.eat(Token::Minus) {
                SumOp::Minus
            } else {
                return Ok(value);
            };
            pending = Some((value, op));
        }
    }

    /// A product of operands, left to right; each operation checked for
    /// being affine, reported where MLIR reports it: at the operator, or
    /// at the next one when another follows its right operand.
    fn parse_affine_term(
        &mut self,
        scope: &mut Scope<'src>,
        after_operand: bool,
    ) -> Result<ExprId, Diagnostic> {
        let mut value = self.parse_affine_operand(scope, after_operand)?;
        while let Some(op) = self.product_operator() {
            let at = self.cursor.offset();
            self.cursor.bump();
            let rhs = self.parse_affine_operand(scope, true)?;
            let builder = &mut scope.builder;
            let affine = match op {
                AffineBinaryOp::Mul => builder.is_symbolic(value) || builder.is_symbolic(rhs),
                _ => builder.is_symbolic(rhs),
            };
            if !affine {
                let at = match self.product_operator() {
                    Some(_) => self.cursor.offset(),
                    None => at,
                };
                return Err(self.cursor.error_at(at, non_affine_message(op)));
            }
            value = builder.binary(op, value, rhs);
        }
        Ok(value)
    }

    /// The operator of a product under the cursor: `*`, `floordiv`,
    /// `ceildiv` or `mod`.
    fn product_operator(&self) -> Option<AffineBinaryOp> {
        match self.cursor.peek()? {
            Token::Star => Some(AffineBinaryOp::Mul),
            Token::BareIdent => match self.cursor.text() {
                "floordiv" => Some(AffineBinaryOp::FloorDiv),
                "ceildiv" => Some(AffineBinaryOp::CeilDiv),
                "mod" => Some(AffineBinaryOp::Mod),
                _ => None,
            },
            _ => None,
        }
    }

    /// A name, an integer, `-operand` (any number of signs) or `(expression)`.
    fn parse_affine_operand(
        &mut self,
        scope: &mut Scope<'src>,
        after_operand: bool,
    ) -> Result<ExprId, Diagnostic> {
        let mut negations = 0usize;
        while self.cursor.eat(Token::Minus) {
            negations += 1;
        }
        let mut value = match self.cursor.peek() {
            Some(Token::Integer) => {
                let value = index_constant(self.cursor.text())
                    .ok_or_else(|| self.cursor.error("constant too large for index"))?;
                self.cursor.bump();
                scope.builder.constant(value)
            }
            Some(Token::LParen) => {
                self.cursor.bump();
                if self.cursor.at(Token::RParen) {
                    return Err(self.cursor.error("no expression inside parentheses"));
                }
                let value = self.nested(|p| p.parse_affine_expr(scope, false))?;
                if !self.cursor.eat(Token::RParen) {
                    return Err(self.cursor.expected_after_previous("')'"));
                }
                value
            }
            Some(Token::PercentIdent) => {
                return Err(self.cursor.wrong_token_error("unexpected ssa identifier"));
            }
            Some(Token::BareIdent) if self.cursor.text() == "symbol" => {
                self.cursor.bump();
                if !self.cursor.eat(Token::LParen) {
                    let what = "'(' at start of SSA symbol";
                    return Err(self.cursor.expected_after_previous(what));
                }
                return Err(self.cursor.wrong_token_error("unexpected ssa identifier"));
            }
            Some(Token::BareIdent) => {
                let Some(&value) = scope.names.get(self.cursor.text()) else {
                    return Err(self
                        .cursor
                        .wrong_token_error("use of undeclared identifier"));
                };
                self.cursor.bump();
                value
            }
            None if !self.cursor.at_end() => {
                return Err(self.cursor.unlexable_at(self.cursor.offset()));
            }
            Some(Token::Plus | Token::Star) if !after_operand => {
                return Err(self.cursor.error("missing left operand of binary operator"));
            }
            _ if after_operand => {
                return Err(self
                    .cursor
                    .error("missing right operand of binary operator"));
            }
            _ => return Err(self.cursor.error("expected affine expression")),
        };
        for _ in 0..negations {
            let minus_one = scope.builder.constant(-1);
            value = scope.builder.mul(minus_one, value);
        }
        Ok(value)
    }
}

/// MLIR's error for an operation that is not affine.
fn non_affine_message(op: AffineBinaryOp) -> String {
    match op {
        AffineBinaryOp::Mul => "non-affine expression: at least one of the multiply operands \
                                has to be either a constant or symbolic"
            .to_string(),
        _ => format!(
            "non-affine expression: right operand of {} has to be either a constant or symbolic",
            op.spelling()
        ),
    }
}

/// The value of an integer token (decimal or `0x` hexadecimal) when it
/// fits a signed 64-bit index.
fn index_constant(text: &str) -> Option<i64> {
    let value = match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => text.parse::<u64>(),
    };
    i64::try_from(value.ok()?).ok()
}

#[cfg(test)]
mod tests {
    use crate::syntax::parser::test_support::{on_main_thread_stack, round_trip};
    use crate::syntax::printer::print_attr;

    fn parse(src: &str) -> String {
        round_trip(src, |p| p.parse_attribute(), print_attr)
    }

    /// Each level of parentheses is a few frames of recursion: on a stack
    /// of the main thread's size (8 MiB), as the other nesting tests.
    #[test]
    fn parentheses_nest_as_deep_as_attributes() {
        let nested = |n: usize| {
            let src = format!("affine_map<(d0) -> ({}d0{})>", "(".repeat(n), ")".repeat(n));
            on_main_thread_stack(|| parse(&src))
        };
        assert_eq!(nested(998), "affine_map<(d0) -> (d0)>");
        assert_eq!(
            nested(5000),
            "1:1021: types or attributes nested deeper than 1000 levels"
        );
    }

    #[test]
    fn long_sums_and_negations_are_read_in_loops() {
        let terms: Vec<String> = (0..100_000).map(|i| format!("d{} * 3", i % 2)).collect();
        let src = format!(
            "affine_map<(d0, d1)[s0] -> ({}d0, {} + s0 floordiv 2)>",
            "-".repeat(100_001),
            terms.join(" + ")
        );
        let printed = parse(&src);
        assert!(printed.starts_with("affine_map<(d0, d1)[s0] -> (-d0, d0 * 3 + d1 * 3 + d0 * 3"));
        assert!(printed.ends_with(" + d1 * 3 + s0 floordiv 2)>"));
    }

    #[test]
    fn errors_are_located_as_mlir_locates_them() {
        let cases = [
            (
                "affine_map<(d0) -> (d0 + d9)>",
                "1:25: use of undeclared identifier",
            ),
            (
                "affine_map<(d0) ->  d0)>",
                "1:19: expected '(' in affine map range, found 'd0'",
            ),
            (
                "affine_map<(d0, d1) -> (d0 * d1 mod 2)>",
                "1:33: non-affine expression: at least one of the multiply operands has to be \
                 either a constant or symbolic",
            ),
            (
                "affine_set<(d0) : (d0 > 1)>",
                "1:25: expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
            ),
        ];
        for (src, expected) in cases {
            assert_eq!(parse(src), expected, "for `{src}`");
        }
    }
}
