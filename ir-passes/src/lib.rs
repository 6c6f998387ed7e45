//! Transformation and analysis passes of the framework.
//!
//! Empty until the pass manager lands (mem2reg, GVN, SCCP, canonicalize,
//! DCE and the lowering out of SSA follow it); the crate exists now so that
//! the workspace layout is the final one.
