//! What a generated program may contain and how big it gets.

use std::fmt;

/// A kind of code the program generator can be asked to leave out.
///
/// Plain arithmetic (`addi`, `subi`, `muli`, bitwise ops, min/max,
/// comparisons, constants) is always generated.
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum Feature {
    /// Binary ops emitted again on the same operands (for CSE/GVN).
    Repeats,
    /// Constants combined by arithmetic (for folding and SCCP).
    ConstChains,
    /// `arith.cmpi` feeding `arith.select`.
    Selects,
    /// Signed and unsigned division and remainder, with guarded divisors.
    Division,
    /// Shifts, with amounts masked below the bit width.
    Shifts,
    /// `extsi`/`extui`/`trunci`/`index_cast`/`index_castui`.
    Casts,
    /// `cf.cond_br` diamonds joined by blocks with arguments.
    Branches,
    /// Counted `cf` loops, the counter in a block argument.
    Loops,
    /// Two-entry `cf` loops, bounded by a counter.
    Irreducible,
    /// `cf.switch` with cases sharing targets.
    Switch,
    /// Branch and `scf.if` conditions that are `arith.constant`s.
    ConstantConditions,
    /// The `-O0` shape: `memref.alloca` variables loaded and stored
    /// across branches and loops.
    Memory,
    /// `func.call` of other functions of the module.
    Calls,
    /// Private functions every call passes the same constant to (for
    /// interprocedural SCCP).
    PrivateConstants,
    /// A function calling itself with a bounded depth.
    Recursion,
    /// `scf.if`, with and without results.
    ScfIf,
    /// `scf.for`, with and without `iter_args`.
    ScfFor,
    /// `scf.while` with a bounded counter.
    ScfWhile,
    /// `scf.execute_region`, whose body may branch.
    ExecuteRegion,
    /// `scf.index_switch`.
    IndexSwitch,
}

impl Feature {
    /// Every feature.
    pub const ALL: [Feature; 20] = [
        Feature::Repeats,
        Feature::ConstChains,
        Feature::Selects,
        Feature::Division,
        Feature::Shifts,
        Feature::Casts,
        Feature::Branches,
        Feature::Loops,
        Feature::Irreducible,
        Feature::Switch,
        Feature::ConstantConditions,
        Feature::Memory,
        Feature::Calls,
        Feature::PrivateConstants,
        Feature::Recursion,
        Feature::ScfIf,
        Feature::ScfFor,
        Feature::ScfWhile,
        Feature::ExecuteRegion,
        Feature::IndexSwitch,
    ];

    fn bit(self) -> u32 {
        1 << self as u32
    }
}

impl fmt::Display for Feature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let value = clap::ValueEnum::to_possible_value(self).expect("no skipped variants");
        f.write_str(value.get_name())
    }
}

/// A set of [`Feature`]s.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Features(u32);

impl Features {
    /// Every feature.
    pub fn all() -> Self {
        Features::from_list(&Feature::ALL)
    }

    /// Exactly the features in `list`.
    pub fn from_list(list: &[Feature]) -> Self {
        Features(list.iter().fold(0, |acc, f| acc | f.bit()))
    }

    /// Whether `f` is in the set.
    pub fn contains(self, f: Feature) -> bool {
        self.0 & f.bit() != 0
    }

    /// The set without the features in `list`.
    pub fn without(self, list: &[Feature]) -> Self {
        Features(self.0 & !Features::from_list(list).0)
    }
}

/// Size and content of a generated program.
#[derive(Clone, Copy, Debug)]
pub struct ProgramConfig {
    /// Functions in the module, `@main` included (the others are `@f0`,
    /// `@f1`, ...).
    pub functions: usize,
    /// Ops per function body, roughly (each function gets 1/2x to 3/2x).
    pub ops_per_function: usize,
    /// Deepest nesting of constructs with regions or arms.
    pub max_depth: usize,
    /// Deepest nesting of loops (`cf`, `-O0`, `scf.for`, `scf.while`).
    pub max_loop_depth: usize,
    /// Most iterations of any loop.
    pub max_trips: u32,
    /// Most nested calls of a recursive function.
    pub max_recursion: u32,
    /// Bound on the ops one call of `@main` executes, as estimated from
    /// trip bounds; calls that would exceed it are not generated.
    pub max_dynamic_ops: u64,
    /// What may appear.
    pub features: Features,
}

impl Default for ProgramConfig {
    /// A few hundred ops in four functions, with every feature: sized for
    /// differential testing, where thousands of programs run through every
    /// pass and an interpreter.
    fn default() -> Self {
        ProgramConfig {
            functions: 4,
            ops_per_function: 60,
            max_depth: 3,
            max_loop_depth: 2,
            max_trips: 6,
            max_recursion: 4,
            max_dynamic_ops: 20_000,
            features: Features::all(),
        }
    }
}

impl ProgramConfig {
    /// Checks the knobs are in range.
    pub fn validate(&self) -> Result<(), String> {
        if self.functions == 0 {
            return Err("a program needs at least one function (@main)".into());
        }
        if self.ops_per_function == 0 {
            return Err("ops per function must be at least 1".into());
        }
        if !(1..=100).contains(&self.max_trips) {
            return Err(format!("max trips {} is not in 1..=100", self.max_trips));
        }
        if self.max_recursion > 16 {
            return Err(format!("max recursion {} is above 16", self.max_recursion));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn feature_sets() {
        let all = Features::all();
        assert!(Feature::ALL.iter().all(|&f| all.contains(f)));
        let some = all.without(&[Feature::Memory, Feature::Calls]);
        assert!(!some.contains(Feature::Memory) && some.contains(Feature::Loops));
        assert_eq!(Feature::ScfWhile.to_string(), "scf-while");
    }

    #[test]
    fn validation() {
        assert!(ProgramConfig::default().validate().is_ok());
        let bad = ProgramConfig {
            max_trips: 0,
            ..ProgramConfig::default()
        };
        assert!(bad.validate().is_err());
    }
}
