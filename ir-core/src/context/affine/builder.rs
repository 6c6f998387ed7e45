//! Where affine expressions are built: a hash-consed vector of nodes (each
//! distinct expression stored once, so equal expressions have equal ids,
//! as MLIR's uniqued `AffineExpr`s compare by pointer), with what the
//! simplifier asks of every node computed once, when it is made.

use super::expr::{AffineBinaryOp, AffineExpr, ExprId};
use super::map::{AffineExprs, AffineMap, Constraint, IntegerSet};
use rustc_hash::FxHashMap;

/// Builds the expressions of one map or set; `finish_map` and
/// `finish_set` keep what their roots use. The simplifying constructors
/// (`add`, `mul`, ...) are in `simplify.rs`.
#[derive(Default)]
pub struct AffineBuilder {
    nodes: Vec<AffineExpr>,
    facts: Vec<Facts>,
    ids: FxHashMap<AffineExpr, ExprId>,
    /// How many regroupings of sums are under way (`simplify.rs`).
    pub(super) regroup_nesting: u32,
}

/// What MLIR's simplifier would compute by walking a subexpression,
/// kept per node so that no rule walks one.
#[derive(Copy, Clone)]
struct Facts {
    /// No dimension occurs (MLIR's `isSymbolicOrConstant`).
    symbolic: bool,
    /// MLIR's `getLargestKnownDivisor` (in its 64-bit arithmetic).
    divisor: i64,
}

impl AffineBuilder {
    /// An empty builder.
    pub fn new() -> Self {
        Self::default()
    }

    /// The dimension `d{position}`.
    pub fn dim(&mut self, position: u32) -> ExprId {
        self.intern(AffineExpr::Dim(position))
    }

    /// The symbol `s{position}`.
    pub fn symbol(&mut self, position: u32) -> ExprId {
        self.intern(AffineExpr::Symbol(position))
    }

    /// The constant `value`.
    pub fn constant(&mut self, value: i64) -> ExprId {
        self.intern(AffineExpr::Constant(value))
    }

    /// The node `id` names.
    pub fn node(&self, id: ExprId) -> AffineExpr {
        self.nodes[id.index()]
    }

    /// Whether no dimension occurs in `id`: MLIR's "symbolic or constant",
    /// what one operand of `*` and the right operand of `floordiv`,
    /// `ceildiv` and `mod` must be.
    pub fn is_symbolic(&self, id: ExprId) -> bool {
        self.facts[id.index()].symbolic
    }

    /// The largest integer `id` is known to be a multiple of.
    pub(super) fn divisor(&self, id: ExprId) -> i64 {
        self.facts[id.index()].divisor
    }

    /// The node `node` as it is, without simplification.
    pub(super) fn intern(&mut self, node: AffineExpr) -> ExprId {
        if let Some(&id) = self.ids.get(&node) {
            return id;
        }
        let facts = self.facts_of(node);
        let id = ExprId(u32::try_from(self.nodes.len()).expect("fewer than 2^32 affine nodes"));
        self.nodes.push(node);
        self.facts.push(facts);
        self.ids.insert(node, id);
        id
    }

    /// The facts of a new node, from those of its operands.
    fn facts_of(&self, node: AffineExpr) -> Facts {
        let (op, lhs, rhs) = match node {
            AffineExpr::Dim(_) => {
                return Facts {
                    symbolic: false,
                    divisor: 1,
                }
            }
            AffineExpr::Symbol(_) => {
                return Facts {
                    symbolic: true,
                    divisor: 1,
                }
            }
            AffineExpr::Constant(value) => {
                return Facts {
                    symbolic: true,
                    divisor: value.wrapping_abs(),
                }
            }
            AffineExpr::Binary { op, lhs, rhs } => (op, lhs, rhs),
        };
        let (l, r) = (self.facts[lhs.index()], self.facts[rhs.index()]);
        let divisor = match op {
            AffineBinaryOp::Mul => l.divisor.wrapping_mul(r.divisor),
            AffineBinaryOp::Add | AffineBinaryOp::Mod => gcd(l.divisor, r.divisor),
            AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv => match self.node(rhs) {
                AffineExpr::Constant(c) if c != 0 && l.divisor.wrapping_rem(c) == 0 => {
                    l.divisor.wrapping_div(c).wrapping_abs()
                }
                _ => 1,
            },
        };
        Facts {
            symbolic: l.symbolic && r.symbolic,
            divisor,
        }
    }

    /// The map `(d0, ...)[s0, ...] -> (results...)`.
    pub fn finish_map(self, num_dims: u32, num_symbols: u32, results: &[ExprId]) -> AffineMap {
        let (exprs, results) = self.compact(num_dims, num_symbols, results);
        AffineMap {
            exprs,
            results: results.into(),
        }
    }

    /// The set `(d0, ...)[s0, ...] : (constraints...)`.
    pub fn finish_set(
        self,
        num_dims: u32,
        num_symbols: u32,
        constraints: &[Constraint],
    ) -> IntegerSet {
        let roots: Vec<ExprId> = constraints.iter().map(|c| c.expr).collect();
        let (exprs, roots) = self.compact(num_dims, num_symbols, &roots);
        let constraints = constraints
            .iter()
            .zip(roots)
            .map(|(c, expr)| Constraint { expr, ..*c })
            .collect();
        IntegerSet { exprs, constraints }
    }

    /// The nodes `roots` reach, children first, in the order of a
    /// left-to-right walk of the roots (the canonical order that makes
    /// equal maps equal vectors), and the roots renamed into them.
    fn compact(
        &self,
        num_dims: u32,
        num_symbols: u32,
        roots: &[ExprId],
    ) -> (AffineExprs, Vec<ExprId>) {
        const UNSEEN: u32 = u32::MAX;
        let mut renamed = vec![UNSEEN; self.nodes.len()];
        let mut nodes = Vec::new();
        let mut stack = Vec::new();
        let mut new_roots = Vec::with_capacity(roots.len());
        for &root in roots {
            stack.push((root, false));
            while let Some((id, operands_done)) = stack.pop() {
                if renamed[id.index()] != UNSEEN {
                    continue;
                }
                let node = match self.node(id) {
                    AffineExpr::Binary { lhs, rhs, .. } if !operands_done => {
                        stack.extend([(id, true), (rhs, false), (lhs, false)]);
                        continue;
                    }
                    AffineExpr::Binary { op, lhs, rhs } => AffineExpr::Binary {
                        op,
                        lhs: ExprId(renamed[lhs.index()]),
                        rhs: ExprId(renamed[rhs.index()]),
                    },
                    leaf => leaf,
                };
                renamed[id.index()] = nodes.len() as u32;
                nodes.push(node);
            }
            new_roots.push(ExprId(renamed[root.index()]));
        }
        let exprs = AffineExprs {
            num_dims,
            num_symbols,
            nodes: nodes.into(),
        };
        (exprs, new_roots)
    }
}

/// `std::gcd` of the two values taken as unsigned, as MLIR computes the
/// divisor of a sum.
fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a as u64, b as u64);
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}
