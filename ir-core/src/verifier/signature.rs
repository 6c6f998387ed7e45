//! The checks of an op that read only its signature (its name, attributes,
//! properties, operand and result types, and how many regions and
//! successors it has): its spec, and the verifier its dialect declares
//! signature-only. Types and attributes are interned, so a signature is a
//! few ids, and the ops of a large input share a few hundred: an op whose
//! signature passed before is not checked again.

use crate::context::attributes::Attr;
use crate::context::types::Type;
use crate::diagnostics::Diagnostic;
use crate::dialect::registry::{OpDefinition, OpName};
use crate::ir::OpView;
use crate::ods::{check_spec, value_types};
use rustc_hash::FxHashSet;
use smallvec::SmallVec;

/// What the signature checks of an op read.
#[derive(Hash, PartialEq, Eq)]
struct Signature {
    name: OpName,
    attrs: Attr,
    properties: Option<Attr>,
    operand_types: SmallVec<[Type; 4]>,
    result_types: SmallVec<[Type; 4]>,
    regions: usize,
    successors: usize,
}

/// The signatures (of ops of one context) that passed their checks.
#[derive(Default)]
pub(crate) struct SignatureMemo {
    passed: FxHashSet<Signature>,
}

impl SignatureMemo {
    /// Signatures kept at most (then forgotten all at once): a memo stays
    /// small however varied the ops it sees.
    const CAPACITY: usize = 1 << 14;

    /// Checks `view` against the spec and the signature verifier of `def`
    /// (its definition), unless an op of the same signature passed them.
    pub(crate) fn verify(
        &mut self,
        def: &OpDefinition,
        view: &OpView<'_>,
    ) -> Result<(), Diagnostic> {
        if def.spec.is_none() && def.verify_signature.is_none() {
            return Ok(());
        }
        let (operand_types, result_types) = value_types(view);
        let signature = Signature {
            name: view.body.op_name(view.op),
            attrs: view.body.op_attrs(view.op),
            properties: view.body.op_properties(view.op),
            operand_types,
            result_types,
            regions: view.regions().len(),
            successors: view.body.num_successors(view.op),
        };
        if self.passed.contains(&signature) {
            return Ok(());
        }
        if let Some(spec) = &def.spec {
            check_spec(
                spec,
                view,
                &signature.operand_types,
                &signature.result_types,
            )?;
        }
        if let Some(verify) = def.verify_signature {
            verify(view)?;
        }
        if self.passed.len() == Self::CAPACITY {
            self.passed.clear();
        }
        self.passed.insert(signature);
        Ok(())
    }
}
