//! How attributes and types are spelled in one print: through the aliases
//! of the op printed (`aliases.rs`), and how large dense elements are
//! written (mlir-opt's `-mlir-print-elementsattrs-with-hex-if-larger` and
//! `-mlir-elide-elementsattrs-if-larger`).

use super::aliases::Aliases;

/// How dense elements attributes with many stored elements print (a
/// splat stores one).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ElementsLimits {
    /// More stored elements than this print as one hex string,
    /// `dense<"0x...">` (mlir-opt's default: 100); `None`: never.
    pub hex_above: Option<usize>,
    /// More stored elements than this print as
    /// `dense_resource<__elided__>`, which reads back as a resource
    /// without data; `None` (the default): never.
    pub elide_above: Option<usize>,
}

impl ElementsLimits {
    /// mlir-opt's defaults: hex above 100 elements, nothing elided.
    pub const MLIR_DEFAULT: ElementsLimits = ElementsLimits {
        hex_above: Some(100),
        elide_above: None,
    };
}

impl Default for ElementsLimits {
    fn default() -> Self {
        Self::MLIR_DEFAULT
    }
}

/// The spelling of attributes and types in one print.
#[derive(Copy, Clone)]
pub(crate) struct Style<'a> {
    /// The aliases they are printed through.
    pub(crate) aliases: &'a Aliases,
    /// How large elements print.
    pub(crate) elements: ElementsLimits,
}

impl Style<'static> {
    /// No aliases, elements as mlir-opt prints them by default (IR dumps of
    /// nested ops, diagnostics).
    pub(crate) const PLAIN: Style<'static> = Style {
        aliases: &Aliases::NONE,
        elements: ElementsLimits::MLIR_DEFAULT,
    };
}
