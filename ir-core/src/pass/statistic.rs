//! Pass statistics (MLIR's `Pass::Statistic`, reported by
//! `-mlir-pass-statistics`): a pass declares its counters once, as a
//! struct whose fields are [`Statistic`]s ([`pass_statistics!`]), and
//! adds to them by field, so a counter's name is written in one place and
//! the pass's code never indexes counters by position.
//!
//! [`pass_statistics!`]: crate::pass_statistics

use std::sync::atomic::{AtomicU64, Ordering};

/// A counter a pass declares: summed over every op and thread it ran on.
///
/// ```
/// use ir_core::pass::Statistic;
/// let erased = Statistic::new("num-erased", "Number of ops erased");
/// erased.add(2);
/// assert_eq!(erased.value(), 2);
/// ```
#[derive(Debug)]
pub struct Statistic {
    name: &'static str,
    description: &'static str,
    value: AtomicU64,
}

impl Statistic {
    /// A counter at zero.
    pub const fn new(name: &'static str, description: &'static str) -> Self {
        Self {
            name,
            description,
            value: AtomicU64::new(0),
        }
    }

    /// Adds `n` (thread-safe; the order of additions does not matter).
    pub fn add(&self, n: u64) {
        self.value.fetch_add(n, Ordering::Relaxed);
    }

    /// Raises the value to `n` if it is below (MLIR's `updateMax`: a
    /// statistic that reports a maximum; thread-safe as [`Self::add`]).
    pub fn update_max(&self, n: u64) {
        self.value.fetch_max(n, Ordering::Relaxed);
    }

    /// Sets the count back to zero (a new run, as mlir-opt's fresh pass
    /// manager for each `-split-input-file` chunk).
    pub fn reset(&self) {
        self.value.store(0, Ordering::Relaxed);
    }

    /// The current count.
    pub fn value(&self) -> u64 {
        self.value.load(Ordering::Relaxed)
    }

    /// Name as reported.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// One-line description.
    pub fn description(&self) -> &'static str {
        self.description
    }
}

/// The counters of a pass as a struct (made by
/// [`pass_statistics!`](crate::pass_statistics)), each at zero by
/// [`Default`].
pub trait StatisticSet: Default + Send + Sync + 'static {
    /// Every counter, in declaration order.
    fn each(&self) -> Vec<&Statistic>;
}

/// The counters of a pass that counts nothing.
impl StatisticSet for () {
    fn each(&self) -> Vec<&Statistic> {
        Vec::new()
    }
}

/// Declares a pass's statistics as a struct of [`Statistic`] fields: each
/// line gives the field, the counter's name as `-mlir-pass-statistics`
/// reports it, and its description. The struct implements [`Default`] (every
/// counter at zero) and [`StatisticSet`].
///
/// ```
/// use ir_core::pass::StatisticSet;
/// ir_core::pass_statistics! {
///     /// What a pass counts.
///     pub struct EraseStatistics {
///         erased("num-erased"): "Number of ops erased";
///         visited("num-visited"): "Number of ops visited";
///     }
/// }
/// let counters = EraseStatistics::default();
/// counters.erased.add(3);
/// let names: Vec<_> = counters.each().iter().map(|s| (s.name(), s.value())).collect();
/// assert_eq!(names, [("num-erased", 3), ("num-visited", 0)]);
/// ```
#[macro_export]
macro_rules! pass_statistics {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $( $field:ident($spelling:literal): $description:literal; )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug)]
        $vis struct $name {
            $(
                #[doc = $description]
                $vis $field: $crate::pass::Statistic,
            )*
        }

        impl ::core::default::Default for $name {
            fn default() -> Self {
                Self {
                    $( $field: $crate::pass::Statistic::new($spelling, $description), )*
                }
            }
        }

        impl $crate::pass::StatisticSet for $name {
            fn each(&self) -> ::std::vec::Vec<&$crate::pass::Statistic> {
                ::std::vec![$( &self.$field ),*]
            }
        }
    };
}
