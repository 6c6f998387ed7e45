//! `test-type-conversion`: a conversion that exercises the framework
//! (MLIR's `test-legalize-type-conversion` in spirit, on builtin types):
//! `index` becomes `i64` (1:1), `tuple<...>` its elements' conversions (1:N;
//! `tuple<>` is dropped), `f16` does not convert, types holding these
//! convert through their nested types (`memref<index>` to
//! `memref<i64>`), other types stay. `test.op`, `func` signatures, calls,
//! returns and `cf` branches are legal once their types are; `arith`,
//! `builtin` and the other `test` ops are legal; other ops are unknown.
//! `full=true` asks for a full conversion.

use ir_core::conversion::{
    apply_full_conversion, apply_partial_conversion, types_legal, Conversion, ConversionPatternSet,
    ConversionTarget, ConvertTypesPattern, RuleResult, TypeConverter,
};
use ir_core::ir::OwnedOp;
use ir_core::ods::Op;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry};
use ir_core::{Context, Diagnostic, Type, TypeKind};
use ir_dialects::func::conversion::{populate_signature_conversion, signature_legality};
use ir_dialects::test::AnyOp;
use std::sync::Arc;

ir_core::pass_options! {
    /// The options of `test-type-conversion`.
    struct TestConversionOptions {
        full("full"): bool = false, "Apply a full conversion instead of a partial one";
    }
}

/// Registers the pass.
pub(super) fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::with_options(
        "test-type-conversion",
        "TestTypeConversionPass",
        "Test the conversion framework: index to i64, tuples to their elements",
        |options: &TestConversionOptions| Ok(Box::new(TestTypeConversion { full: options.full })),
    ));
}

/// The pass.
struct TestTypeConversion {
    full: bool,
}

/// The test's type rules.
fn converter() -> TypeConverter {
    let mut converter = TypeConverter::with_identity_fallback();
    converter
        .add_rule(
            |converter: &TypeConverter, ctx: &Context, ty: Type| match ctx.type_kind(ty) {
                TypeKind::Tuple(elements) => match converter.convert_types(ctx, elements) {
                    Some(types) => RuleResult::Convert(types.into_iter().collect()),
                    None => RuleResult::Fail,
                },
                TypeKind::Float(ir_core::FloatKind::F16) => RuleResult::Fail,
                _ => RuleResult::Pass,
            },
        )
        .add_one_to_one(|ctx: &Context, ty: Type| {
            matches!(ctx.type_kind(ty), TypeKind::Index).then(|| ctx.int_type(64))
        });
    converter
}

impl Pass for TestTypeConversion {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        let converter = Arc::new(converter());
        let mut conversion_target = ConversionTarget::new();
        conversion_target
            .add_legal_dialect("arith")
            .add_legal_dialect("builtin")
            .add_legal_dialect("test")
            .set_op(AnyOp::op_name(ctx), types_legal(converter.clone()));
        signature_legality(ctx, &mut conversion_target, converter.clone());
        let mut patterns = ConversionPatternSet::new();
        patterns.add(AnyOp::op_name(ctx), ConvertTypesPattern);
        populate_signature_conversion(ctx, &mut patterns);
        let conversion = Conversion {
            target: &conversion_target,
            patterns: &patterns,
            converter: Some(&converter),
        };
        if self.full {
            apply_full_conversion(ctx, target, &conversion)?;
        } else {
            apply_partial_conversion(ctx, target, &conversion)?;
        }
        Ok(())
    }
}
