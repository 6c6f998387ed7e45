//! Block signature conversion (MLIR's `SignatureConversion` and
//! `convertRegionTypes`, DialectConversion document, "Region Signature
//! Conversion"): a block's arguments are replaced by the converted ones,
//! and each original argument whose type changed by an argument
//! materialization of its new arguments, which patterns' adaptors look
//! through. What branches pass to the block is converted when the branch
//! ops are ([`super::ConvertTypesPattern`]).

use super::type_converter::{ConvertedTypes, MaterializationKind, TypeConverter};
use crate::ir::{Builder, InsertPoint};
use crate::{BlockId, Body, Context, OpId, RegionId, Type};

/// What each original argument of a block (or input of a signature)
/// becomes: the types of its new arguments.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SignatureConversion {
    /// One entry per original argument.
    pub inputs: Vec<ConvertedTypes>,
}

impl SignatureConversion {
    /// The conversion of `types` by `converter`, or `None` if one does not convert.
    pub fn of_types(ctx: &Context, converter: &TypeConverter, types: &[Type]) -> Option<Self> {
        let inputs = types
            .iter()
            .map(|&ty| converter.convert_type(ctx, ty))
            .collect::<Option<Vec<_>>>()?;
        Some(Self { inputs })
    }

    /// The new argument types, in order.
    pub fn converted_types(&self) -> Vec<Type> {
        self.inputs.iter().flatten().copied().collect()
    }

    /// Whether every original type of `types` maps to itself alone.
    pub fn is_identity(&self, types: &[Type]) -> bool {
        self.inputs.len() == types.len()
            && self
                .inputs
                .iter()
                .zip(types)
                .all(|(new, &old)| new.as_slice() == [old])
    }
}

/// Rewrites `block`'s arguments as `conversion` says: the new arguments
/// are appended, each used original argument is replaced by its new
/// argument (same type) or by an argument materialization of its new
/// arguments at the block's start (by `converter`'s hooks, else a cast),
/// and the originals are erased. Returns the casts made. O(arguments).
pub fn apply_signature_conversion(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    conversion: &SignatureConversion,
    converter: Option<&TypeConverter>,
) -> Vec<OpId> {
    let old = body.block_args(block).to_vec();
    let mut casts = Vec::new();
    let mut builder = Builder::new(ctx, body);
    builder.set_insertion_point(InsertPoint::Start(block));
    for (&arg, types) in old.iter().zip(&conversion.inputs) {
        let loc = builder
            .body
            .value_loc(arg)
            .unwrap_or_else(|| ctx.unknown_loc());
        let ty = builder.body.value_type(arg);
        let new: Vec<_> = types
            .iter()
            .map(|&t| builder.body.add_block_arg(block, t, loc))
            .collect();
        let replacement = match new.as_slice() {
            [one] if types[0] == ty => *one,
            _ if !builder.body.has_uses(arg) => continue,
            _ => {
                let made = match converter {
                    Some(c) => c.materialize(
                        MaterializationKind::Argument,
                        &mut builder,
                        loc,
                        &new,
                        &[ty],
                    ),
                    None => {
                        let cast = super::cast::create_cast(&mut builder, loc, &new, &[ty]);
                        builder.body.results(cast).iter().copied().collect()
                    }
                };
                if let Some(op) = builder.body.defining_op(made[0]) {
                    if super::cast::is_cast(ctx, builder.body, op) {
                        casts.push(op);
                    }
                }
                made[0]
            }
        };
        builder.body.replace_all_uses(arg, replacement);
    }
    body.erase_leading_block_args(block, old.len());
    casts
}

/// Converts the argument types of every block of `region` with
/// `converter`, the entry block with `entry` instead when given; blocks
/// whose types are legal are left alone. Returns the casts made, or
/// `None` (having changed nothing) if some argument's type does not convert.
pub fn convert_region_types(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    converter: &TypeConverter,
    entry: Option<&SignatureConversion>,
) -> Option<Vec<OpId>> {
    let entry_block = body.entry_block(region);
    let mut plans = Vec::new();
    for block in body.region_blocks(region) {
        let types: Vec<Type> = body
            .block_args(block)
            .iter()
            .map(|&a| body.value_type(a))
            .collect();
        let conversion = match entry.filter(|_| Some(block) == entry_block) {
            Some(given) => given.clone(),
            None => SignatureConversion::of_types(ctx, converter, &types)?,
        };
        if conversion.inputs.len() != types.len() {
            return None;
        }
        if !conversion.is_identity(&types) {
            plans.push((block, conversion));
        }
    }
    let mut casts = Vec::new();
    for (block, conversion) in plans {
        casts.extend(apply_signature_conversion(
            ctx,
            body,
            block,
            &conversion,
            Some(converter),
        ));
    }
    Some(casts)
}
