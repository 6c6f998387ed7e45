//! `bench-gen`: deterministic generator of MLIR modules, in two modes that
//! share their vocabulary ([`ir`], [`ops`]), random source ([`rng`]),
//! dominance-aware value pools ([`scope`]) and block labels ([`labels`]):
//!
//! - **Benchmark inputs** ([`generate`], [`Config`], [`Shape`]): large
//!   modules in generic op form with exactly the requested op count,
//!   numbered the way `mlir-opt --mlir-print-op-generic` prints them
//!   ([`builder`], [`module`], [`shapes`]).
//! - **Programs** ([`generate_program`], [`ProgramConfig`]): small random
//!   modules in custom form for differential testing of passes, free of
//!   undefined behaviour, with an entry function `@main` ([`program`]).
//!
//! Both use only registered upstream ops (`builtin`, `func`, `arith`, `cf`,
//! `memref`, and `scf` for programs), so `mlir-opt` accepts them without
//! `-allow-unregistered-dialect`, and both are valid SSA (every use
//! dominated by its definition, every block terminated). See `README.md`
//! for the command line.

#![warn(missing_docs)]

pub mod builder;
pub mod ctx;
pub mod ir;
pub mod labels;
pub mod module;
pub mod ops;
pub mod program;
pub mod rng;
pub mod scope;
pub mod shapes;

pub use module::{generate, generate_string, Config};
pub use program::{generate_program, Feature, Features, ProgramConfig};
pub use shapes::Shape;
