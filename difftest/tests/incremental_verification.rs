//! The fast path of verification after a pass (`verifier::verify_changed`,
//! which re-checks only what the journals of the touched bodies list) gives
//! the full verifier's verdict: generated programs are edited at random
//! through the IR's mutation API, as a buggy pass would, and both verdicts
//! are compared, with and without threads.

use bench_gen::{generate_program, ProgramConfig};
use ir_core::ir::{walk_ops, CloneMap, InsertPoint, WalkItem};
use ir_core::verifier::{verify_changed, verify_on_threads, Revisions};
use ir_core::{Attr, AttrKind, BlockId, Body, Context, OpId, OwnedOp, TypeKind, ValueId};
use ir_difftest::Harness;

/// SplitMix64: the edits are a pure function of the seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        (!items.is_empty()).then(|| items[self.below(items.len())])
    }
}

/// The functions of a module, with the ops, blocks and values of each
/// function's body (walk order).
struct Function {
    op: OpId,
    ops: Vec<OpId>,
    blocks: Vec<BlockId>,
    values: Vec<ValueId>,
}

fn functions(module: &OwnedOp) -> Vec<Function> {
    let inner = module.body.regions_body(module.op);
    let region = module.body.regions(module.op)[0];
    let tops: Vec<OpId> = inner
        .region_blocks(region)
        .flat_map(|b| inner.block_ops(b))
        .collect();
    tops.into_iter()
        .filter(|&f| !inner.regions(f).is_empty())
        .map(|op| {
            let body = inner.regions_body(op);
            let mut function = Function {
                op,
                ops: Vec::new(),
                blocks: Vec::new(),
                values: Vec::new(),
            };
            walk_ops(inner, op, |_, item| {
                if let WalkItem::Enter(each) = item {
                    if each != op {
                        function.ops.push(each);
                    }
                }
            });
            for &each in function.ops.iter().chain([&op]) {
                let holder = if each == op { inner } else { body };
                for &region in holder.regions(each) {
                    function.blocks.extend(body.region_blocks(region));
                }
            }
            for &block in &function.blocks {
                function.values.extend_from_slice(body.block_args(block));
            }
            for &each in &function.ops {
                function.values.extend_from_slice(body.results(each));
            }
            function
        })
        .collect()
}

/// Whether `inner` is `outer` or nested in it.
fn within(body: &Body, mut inner: OpId, outer: OpId) -> bool {
    loop {
        if inner == outer {
            return true;
        }
        match body.parent_op(inner) {
            Some(parent) => inner = parent,
            None => return false,
        }
    }
}

/// A function's attributes with the results dropped from its type.
fn without_results(ctx: &Context, attrs: Attr) -> Attr {
    let AttrKind::Dictionary(entries) = ctx.attr_kind(attrs) else {
        return attrs;
    };
    let mut entries = entries.clone();
    for entry in &mut entries {
        let AttrKind::Type(ty) = ctx.attr_kind(entry.value) else {
            continue;
        };
        if &*entry.name == "function_type" {
            if let TypeKind::Function { inputs, .. } = ctx.type_kind(*ty) {
                let ty = ctx.function_type(inputs.clone(), Vec::new());
                entry.value = ctx.type_attr(ty);
            }
        }
    }
    ctx.dictionary_attr(entries)
}

/// One random edit of `module`, as a pass might make it; `false` when the
/// chosen edit does not apply.
fn edit(ctx: &Context, module: &mut OwnedOp, rng: &mut Rng) -> bool {
    let functions = functions(module);
    let Some(index) = rng.pick(&(0..functions.len()).collect::<Vec<_>>()) else {
        return false;
    };
    let f = &functions[index];
    let inner = module.body.regions_body_mut(module.op);
    if rng.below(12) == 0 {
        // The function's type without its results: only its returns no
        // longer match.
        let attrs = without_results(ctx, inner.op_attrs(f.op));
        inner.set_op_attrs(f.op, attrs);
        return true;
    }
    let body = inner.regions_body_mut(f.op);
    let (Some(a), Some(b)) = (rng.pick(&f.ops), rng.pick(&f.ops)) else {
        return false;
    };
    match rng.below(8) {
        0 if !within(body, b, a) => body.move_op(a, InsertPoint::Before(b)),
        1 if !within(body, b, a) => body.move_op(a, InsertPoint::After(b)),
        2 if body.num_operands(a) > 0 => {
            let Some(value) = rng.pick(&f.values) else {
                return false;
            };
            let operand = rng.below(body.num_operands(a));
            body.set_operand(a, operand, value);
        }
        // (Not an op with regions: an earlier edit may have given what is
        // nested in it uses outside, and erasing a used value breaks the
        // contract of `erase_op` itself.)
        3 if body.regions(a).is_empty() && body.results(a).iter().all(|&r| !body.has_uses(r)) => {
            body.erase_op(a)
        }
        4 => {
            let attrs = body.op_attrs(b);
            body.set_op_attrs(a, attrs);
        }
        5 => {
            let copy = body.clone_op(ctx, a, &mut CloneMap::default());
            body.insert_op(copy, InsertPoint::Before(b));
        }
        6 => {
            let (Some(block), Some(value)) = (rng.pick(&f.blocks), rng.pick(&f.values)) else {
                return false;
            };
            let ty = body.value_type(value);
            body.add_block_arg(block, ty, ctx.unknown_loc());
        }
        7 => {
            let (Some(old), Some(new)) = (rng.pick(&f.values), rng.pick(&f.values)) else {
                return false;
            };
            body.replace_all_uses(old, new);
        }
        _ => return false,
    }
    true
}

#[test]
fn verification_of_what_changed_agrees_with_the_full_verifier() {
    let harness = Harness::new();
    let ctx = harness.ctx();
    let config = ProgramConfig::default();
    let (mut valid, mut invalid) = (0, 0);
    for seed in 0..30 {
        let program = generate_program(seed, &config);
        let mut rng = Rng(seed);
        for round in 0..30 {
            let mut module = harness.load(&program).expect("generated programs verify");
            let before = Revisions::take(&mut module.body, module.op);
            let edits = 1 + rng.below(3);
            let mut edited = false;
            for _ in 0..edits {
                edited |= edit(ctx, &mut module, &mut rng);
            }
            if !edited {
                continue;
            }
            let (body, op) = (&module.body, module.op);
            let message = |r: Result<(), ir_core::Diagnostic>| r.err().map(|d| d.message);
            let full = message(verify_on_threads(ctx, body, op, false));
            // The one-walk pieces on threads against the plain two walks.
            let pieces = message(verify_on_threads(ctx, body, op, true));
            assert_eq!(pieces, full, "seed {seed}, round {round}, on threads");
            for threads in [false, true] {
                let limited = message(verify_changed(ctx, body, op, &before, threads));
                assert_eq!(
                    limited, full,
                    "seed {seed}, round {round}, threads {threads}"
                );
            }
            if full.is_some() {
                invalid += 1;
            } else {
                valid += 1;
            }
        }
    }
    // Both verdicts were reached often enough for the check to mean
    // something.
    assert!(
        valid > 100 && invalid > 100,
        "{valid} valid, {invalid} invalid"
    );
}
