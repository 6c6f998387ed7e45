//! The checks of an op that read only its signature (its name, attributes,
//! properties, operand and result types, and how many regions and
//! successors it has): its spec, and the verifier its dialect declares
//! signature-only. Types and attributes are interned, so a signature is a
//! few ids, and the ops of a large input share a few hundred: an op whose
//! signature passed before is not checked again.
//!
//! After a pass, a memo may also vouch for ops the pass left alone
//! ([`SignatureMemo::trusting_kept_ops`]): an op whose own checks read
//! nothing but its signature, and whose stamp says the signature is the
//! one that passed at the last verification (`Body::op_kept_since_journal_opened`),
//! passes them again wherever it moved.

use crate::context::attributes::Attr;
use crate::context::types::Type;
use crate::context::OpTraits;
use crate::diagnostics::Diagnostic;
use crate::dialect::registry::{OpDefinition, OpName};
use crate::ir::{Body, OpId, OpView};
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
    /// Whether ops kept since their body's journal was opened passed their
    /// checks then (the IR was verified when it was opened).
    trust_kept_ops: bool,
}

impl SignatureMemo {
    /// An empty memo that vouches for the ops kept since their body's
    /// journal was opened, when `trust_kept_ops`: for verification after
    /// a pass that ran on verified IR.
    pub(crate) fn trusting_kept_ops(trust_kept_ops: bool) -> Self {
        Self {
            passed: FxHashSet::default(),
            trust_kept_ops,
        }
    }

    /// An empty memo trusting what this one trusts (for another thread).
    pub(crate) fn fork(&self) -> Self {
        Self::trusting_kept_ops(self.trust_kept_ops)
    }

    /// Whether all the own checks of `op` (stored in `body`, defined by
    /// `def`) are known to pass: it is kept since the last verification
    /// and they read only its signature (no verifier reading more, no
    /// successors or regions, not a terminator, whose place they check).
    pub(crate) fn vouches_for(&self, def: &OpDefinition, body: &Body, op: OpId) -> bool {
        self.trust_kept_ops
            && def.verify.is_none()
            && !def.has(OpTraits::TERMINATOR)
            && body.num_successors(op) == 0
            && body.regions(op).is_empty()
            && body.op_kept_since_journal_opened(op)
    }

    /// Signatures kept at most (then forgotten all at once): a memo stays
    /// small however varied the ops it sees.
    const CAPACITY: usize = 1 << 14;

    /// Checks `view` against the spec and the signature verifier of `def`
    /// (its definition), unless an op of the same signature passed them.
    #[inline]
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
