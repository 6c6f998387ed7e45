//! Parsing an op with its declarative format: the elements are read in
//! order, then types the text left out are inferred (equal-type groups,
//! inference rules, buildable constraints), operands resolved in the
//! spec's order, and segment sizes and default attributes filled in.
//!
//! An op of ordinary shape (a few groups of a few values) is parsed
//! without touching the heap: the groups live in inline `SmallVec`s, and
//! the properties the format reads are gathered and interned as one
//! dictionary at the end instead of one dictionary per property.

use super::{Element, Format, Slot, TypeTarget, Var};
use crate::context::attributes::{AttrKind, DenseValues, NamedAttr};
use crate::diagnostics::Diagnostic;
use crate::ir::StateTypes;
use crate::ods::{Arity, KnownTypes, OpSpec, TypeList};
use crate::syntax::custom::{OpParser, UnresolvedOperand};
use crate::syntax::parser::PropertyEntries;
use smallvec::SmallVec;

/// The operands written for one group.
type OperandGroup<'src> = SmallVec<[UnresolvedOperand<'src>; 2]>;

/// What the elements gave, per group of the spec.
struct Parsed<'src> {
    operands: SmallVec<[OperandGroup<'src>; 3]>,
    operand_types: SmallVec<[Option<TypeList>; 3]>,
    result_types: SmallVec<[Option<TypeList>; 1]>,
    /// Properties read but not yet added to the op's dictionary (later
    /// entries win, as with [`OpParser::add_property`]).
    properties: PropertyEntries,
}

/// The parse hook of every op with a declarative format.
pub(crate) fn parse_op(p: &mut OpParser<'_, '_, '_>) -> Result<(), Diagnostic> {
    let definition = p.definition();
    let (Some(spec), Some(format)) = (definition.spec.as_deref(), definition.format.as_ref())
    else {
        unreachable!("format hooks are installed only with a spec and a format");
    };
    let mut parsed = Parsed {
        operands: per_group(spec.operands.len(), OperandGroup::new()),
        operand_types: per_group(spec.operands.len(), None),
        result_types: per_group(spec.results.len(), None),
        properties: SmallVec::new(),
    };
    let start = p.offset();
    parse_elements(p, spec, &format.elements, &mut parsed)?;
    finish(p, spec, format, &mut parsed, start)
}

/// `count` copies of `empty`, one per group of the spec (pushed: an
/// iterator extend costs more than the few groups an op has).
fn per_group<A: smallvec::Array>(count: usize, empty: A::Item) -> SmallVec<A>
where
    A::Item: Clone,
{
    let mut groups = SmallVec::with_capacity(count);
    for _ in 0..count {
        groups.push(empty.clone());
    }
    groups
}

fn parse_elements<'src>(
    p: &mut OpParser<'_, 'src, '_>,
    spec: &OpSpec,
    elements: &[Element],
    parsed: &mut Parsed<'src>,
) -> Result<(), Diagnostic> {
    for element in elements {
        parse_element(p, spec, element, parsed)?;
    }
    Ok(())
}

fn parse_element<'src>(
    p: &mut OpParser<'_, 'src, '_>,
    spec: &OpSpec,
    element: &Element,
    parsed: &mut Parsed<'src>,
) -> Result<(), Diagnostic> {
    match element {
        Element::Literal(text) => parse_literal(p, text),
        Element::Space(_) => Ok(()),
        Element::Anchor(inner) => parse_element(p, spec, inner, parsed),
        Element::Var(var) => parse_var(p, spec, *var, parsed),
        Element::AttrDict { keyword: true } => p.parse_optional_attr_dict_with_keyword(),
        Element::AttrDict { keyword: false } => p.parse_optional_attr_dict(),
        Element::Type(target) => {
            let types = parse_types(p, spec, *target)?;
            assign_types(spec, *target, types, parsed);
            Ok(())
        }
        Element::FunctionalType(inputs, results) => {
            p.parse_punct("(")?;
            let input_types = if p.parse_optional_punct(")") {
                Vec::new()
            } else {
                let types = p.parse_type_list()?;
                p.parse_punct(")")?;
                types
            };
            p.parse_punct("->")?;
            let result_types = p.parse_function_result_types()?;
            assign_types(spec, *inputs, input_types, parsed);
            assign_types(spec, *results, result_types, parsed);
            Ok(())
        }
        Element::Optional {
            anchor,
            then,
            otherwise,
        } => {
            // Spacing directives (`` ` ` ``) before the first element do not parse.
            let lead = then
                .iter()
                .position(|e| !matches!(e, Element::Space(_)))
                .unwrap_or(0);
            if !group_starts(p, spec, &then[lead])? {
                return parse_elements(p, spec, otherwise, parsed);
            }
            if let Var::Attr(i) = anchor {
                if matches!(spec.attrs[*i].ty, crate::ods::AttrType::Unit) {
                    let unit = p.ctx().intern_attr(AttrKind::Unit);
                    parsed.properties.push((spec.attrs[*i].name, unit));
                }
            }
            let rest = match &then[lead] {
                Element::Literal(_) => &then[lead + 1..],
                _ => &then[lead..],
            };
            parse_elements(p, spec, rest, parsed)
        }
    }
}

fn is_keyword(text: &str) -> bool {
    text.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
}

fn parse_literal(p: &mut OpParser<'_, '_, '_>, text: &str) -> Result<(), Diagnostic> {
    if is_keyword(text) {
        p.parse_keyword(text)
    } else {
        p.parse_punct(text)
    }
}

/// Whether an optional group whose first element is `first` is present;
/// a leading literal is consumed.
fn group_starts(
    p: &mut OpParser<'_, '_, '_>,
    spec: &OpSpec,
    first: &Element,
) -> Result<bool, Diagnostic> {
    Ok(match first {
        Element::Literal(text) if is_keyword(text) => p.parse_optional_keyword(text),
        Element::Literal(text) => p.parse_optional_punct(text),
        Element::Anchor(inner) => group_starts(p, spec, inner)?,
        Element::Var(Var::Operand(_) | Var::AllOperands) => p
            .parser_ref()
            .cursor
            .at(crate::syntax::lexer::Token::PercentIdent),
        Element::Var(Var::Attr(i)) => spec.attrs[*i].ty.at_start(p),
        Element::Var(Var::Region(_) | Var::AllRegions) => p.at_punct("{"),
        Element::Var(Var::Successor(_) | Var::AllSuccessors) => p.at_successor(),
        _ => false,
    })
}

fn parse_var<'src>(
    p: &mut OpParser<'_, 'src, '_>,
    spec: &OpSpec,
    var: Var,
    parsed: &mut Parsed<'src>,
) -> Result<(), Diagnostic> {
    match var {
        Var::Operand(i) => {
            let group = &mut parsed.operands[i];
            match spec.operands[i].arity {
                Arity::Single => group.push(p.parse_operand()?),
                Arity::Optional => group.extend(p.parse_optional_operand()?),
                Arity::Variadic => p.parse_operand_list_into(group)?,
            }
        }
        Var::AllOperands => match parsed.operands.first_mut() {
            Some(group) => p.parse_operand_list_into(group)?,
            None if p.parse_optional_operand()?.is_none() => {}
            None => return Err(p.expected("no operands")),
        },
        Var::Result(_) => unreachable!("the compiler rejects bare results"),
        Var::Attr(i) => {
            let attr = &spec.attrs[i];
            if !matches!(attr.ty, crate::ods::AttrType::Unit) {
                let value = attr.ty.parse(p, attr.name)?;
                parsed.properties.push((attr.name, value));
            }
        }
        Var::Region(i) => match spec.regions[i].arity {
            Arity::Single => p.parse_region()?,
            _ => {
                while p.parse_optional_region()? {
                    if !p.parse_optional_punct(",") {
                        break;
                    }
                }
            }
        },
        Var::AllRegions => {
            while p.parse_optional_region()? {
                if !p.parse_optional_punct(",") {
                    break;
                }
            }
        }
        Var::Successor(i) => match spec.successors[i].arity {
            Arity::Single => p.parse_successor()?,
            _ => successor_list(p)?,
        },
        Var::AllSuccessors => successor_list(p)?,
    }
    Ok(())
}

fn successor_list(p: &mut OpParser<'_, '_, '_>) -> Result<(), Diagnostic> {
    if !p.at_successor() {
        return Ok(());
    }
    p.parse_successor()?;
    while p.parse_optional_punct(",") {
        p.parse_successor()?;
    }
    Ok(())
}

/// Types written for `target`: one for a single group, a possibly empty
/// comma-separated list otherwise.
fn parse_types(
    p: &mut OpParser<'_, '_, '_>,
    spec: &OpSpec,
    target: TypeTarget,
) -> Result<TypeList, Diagnostic> {
    let single = match target {
        TypeTarget::Operand(i) => spec.operands[i].arity == Arity::Single,
        TypeTarget::Result(i) => spec.results[i].arity == Arity::Single,
        _ => false,
    };
    if single {
        // Most such types end the op's line: memoized on its text.
        return Ok(smallvec::smallvec![p.parser().parse_line_type_memo()?]);
    }
    let mut types = TypeList::new();
    if let Some(first) = p.parser().parse_optional_type()? {
        types.push(first);
        while p.parse_optional_punct(",") {
            types.push(p.parse_type()?);
        }
    }
    Ok(types)
}

fn assign_types(
    spec: &OpSpec,
    target: TypeTarget,
    types: impl Into<TypeList>,
    parsed: &mut Parsed<'_>,
) {
    let types = types.into();
    match target {
        TypeTarget::Operand(i) => parsed.operand_types[i] = Some(types),
        TypeTarget::Result(i) => parsed.result_types[i] = Some(types),
        TypeTarget::AllOperands => distribute(&spec.operands, types, &mut parsed.operand_types),
        TypeTarget::AllResults => distribute(&spec.results, types, &mut parsed.result_types),
    }
}

/// Spreads a flat type list over groups: one each to single groups, the
/// rest to the (only) other group.
fn distribute(groups: &[crate::ods::ValueSpec], types: TypeList, into: &mut [Option<TypeList>]) {
    let fixed = groups.iter().filter(|g| g.arity == Arity::Single).count();
    let rest = types.len().saturating_sub(fixed);
    let mut next = types.into_iter();
    for (group, slot) in groups.iter().zip(into) {
        let count = if group.arity == Arity::Single {
            1
        } else {
            rest
        };
        *slot = Some(next.by_ref().take(count).collect());
    }
}

/// Infers missing types, resolves operands, and fills in properties.
fn finish<'src>(
    p: &mut OpParser<'_, 'src, '_>,
    spec: &OpSpec,
    format: &Format,
    parsed: &mut Parsed<'src>,
    start: usize,
) -> Result<(), Diagnostic> {
    if !format.inferences.is_empty() {
        // Inference rules may read the properties parsed so far.
        add_properties(p, &mut parsed.properties);
    }
    infer_types(p, spec, format, parsed);
    for (i, group) in spec.operands.iter().enumerate() {
        let count = parsed.operands[i].len();
        let types = match parsed.operand_types[i].take() {
            Some(types) => types,
            None if count == 0 => TypeList::new(),
            None => {
                return Err(p.error_at(
                    start,
                    format!("could not infer the type of operand '${}'", group.name),
                ))
            }
        };
        p.resolve_operands(&parsed.operands[i], &types, start)?;
    }
    let mut result_types = StateTypes::new();
    for (i, group) in spec.results.iter().enumerate() {
        match parsed.result_types[i].take() {
            Some(types) => result_types.extend_from_slice(&types),
            None if group.arity != Arity::Single => {}
            None => {
                return Err(p.error_at(
                    start,
                    format!("could not infer the type of result '${}'", group.name),
                ))
            }
        }
    }
    p.state().result_types = result_types;
    if spec.has_operand_segments() {
        let sizes = parsed.operands.iter().map(|g| g.len() as i128).collect();
        let attr = segment_attr(p, sizes);
        parsed.properties.push(("operandSegmentSizes", attr));
    }
    move_inherent_attrs(p, spec, &mut parsed.properties);
    add_defaults(p, spec, &mut parsed.properties);
    add_properties(p, &mut parsed.properties);
    Ok(())
}

/// Adds the gathered `properties` to the op's dictionary at once.
fn add_properties(p: &mut OpParser<'_, '_, '_>, properties: &mut PropertyEntries) {
    if properties.is_empty() {
        return;
    }
    let ctx = p.ctx();
    if p.state_ref().properties.is_none() {
        let dict = match p.parser_ref().property_dicts.get(&properties[..]) {
            Some(&dict) => dict,
            None => {
                let entries = properties.iter().map(|&(name, value)| NamedAttr {
                    name: name.into(),
                    value,
                });
                let dict = ctx.dictionary_attr(entries.collect());
                p.parser().property_dicts.insert(properties.clone(), dict);
                dict
            }
        };
        properties.clear();
        p.state().properties = Some(dict);
        return;
    }
    let state = p.state();
    let mut entries = state
        .properties
        .map(|dict| ctx.dictionary_entries(dict).to_vec())
        .unwrap_or_default();
    entries.extend(properties.drain(..).map(|(name, value)| NamedAttr {
        name: name.into(),
        value,
    }));
    state.properties = Some(ctx.dictionary_attr(entries));
}

fn segment_attr(p: &OpParser<'_, '_, '_>, sizes: Vec<i128>) -> crate::context::attributes::Attr {
    let ctx = p.ctx();
    ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.int_type(32),
        values: DenseValues::Int(sizes),
    })
}

/// Fills in unknown types until nothing changes: equal-type groups, the
/// spec's inference rules, then constraints that admit a single type.
fn infer_types(p: &OpParser<'_, '_, '_>, spec: &OpSpec, format: &Format, parsed: &mut Parsed<'_>) {
    let ctx = p.ctx();
    loop {
        let mut changed = false;
        for slots in &format.same_types {
            let known = slots
                .iter()
                .find_map(|&s| parsed.types(s).as_ref()?.first().copied());
            let Some(ty) = known else { continue };
            for &slot in slots {
                let count = parsed.count(slot);
                let types = parsed.types_mut(slot);
                if types.is_none() {
                    *types = Some(per_group(count, ty));
                    changed = true;
                }
            }
        }
        for &(slot, rule) in &format.inferences {
            if parsed.types(slot).is_some() {
                continue;
            }
            let known = KnownTypes {
                spec,
                operand_types: &parsed.operand_types,
                result_types: &parsed.result_types,
                properties: p.state_ref().properties,
                ctx,
            };
            if let Some(types) = rule(ctx, &known) {
                *parsed.types_mut(slot) = Some(types.into());
                changed = true;
            }
        }
        for (i, group) in spec.operands.iter().enumerate() {
            if let (None, Some(build)) = (&parsed.operand_types[i], group.constraint.buildable) {
                let count = parsed.operands[i].len();
                parsed.operand_types[i] = Some(per_group(count, build(ctx)));
                changed = true;
            }
        }
        for (i, group) in spec.results.iter().enumerate() {
            let single = group.arity == Arity::Single;
            if let (None, Some(build), true) =
                (&parsed.result_types[i], group.constraint.buildable, single)
            {
                parsed.result_types[i] = Some(smallvec::smallvec![build(ctx)]);
                changed = true;
            }
        }
        if !changed {
            return;
        }
    }
}

impl Parsed<'_> {
    /// How many values the group in `slot` has: its operands, or one result.
    fn count(&self, slot: Slot) -> usize {
        match slot {
            Slot::Operand(i) => self.operands[i].len(),
            Slot::Result(_) => 1,
        }
    }

    fn types(&self, slot: Slot) -> &Option<TypeList> {
        match slot {
            Slot::Operand(i) => &self.operand_types[i],
            Slot::Result(i) => &self.result_types[i],
        }
    }

    fn types_mut(&mut self, slot: Slot) -> &mut Option<TypeList> {
        match slot {
            Slot::Operand(i) => &mut self.operand_types[i],
            Slot::Result(i) => &mut self.result_types[i],
        }
    }
}

/// Inherent attributes written in the attribute dictionary become
/// properties (and win over the format's own spelling, as in MLIR).
fn move_inherent_attrs(
    p: &mut OpParser<'_, '_, '_>,
    spec: &OpSpec,
    properties: &mut PropertyEntries,
) {
    let ctx = p.ctx();
    let Some(attrs) = p.state().attrs else { return };
    let (inherent, discardable): (Vec<NamedAttr>, Vec<NamedAttr>) = ctx
        .dictionary_entries(attrs)
        .iter()
        .cloned()
        .partition(|e| spec.attr_spec(&e.name).is_some());
    if inherent.is_empty() {
        return;
    }
    add_properties(p, properties);
    p.state().attrs = (!discardable.is_empty()).then(|| ctx.dictionary_attr(discardable));
    for entry in inherent {
        p.add_property(&entry.name, entry.value);
    }
}

fn add_defaults(p: &mut OpParser<'_, '_, '_>, spec: &OpSpec, properties: &mut PropertyEntries) {
    let ctx = p.ctx();
    for attr in &spec.attrs {
        let Some(default) = attr.default.filter(|_| !attr.optional) else {
            continue;
        };
        let present = properties.iter().any(|(name, _)| *name == attr.name)
            || p.state()
                .properties
                .is_some_and(|props| ctx.dictionary_get(props, attr.name).is_some());
        if !present {
            properties.push((attr.name, ctx.default_attr(default)));
        }
    }
}
