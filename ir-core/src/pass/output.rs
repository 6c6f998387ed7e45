//! What running passes reports besides the IR: diagnostics and text for
//! stderr or stdout, in the order a single thread would have produced them.
//!
//! Passes on sibling ops run in parallel, each into its own [`PassOutput`];
//! the pass manager appends them to the parent's in op order, so the final
//! sequence does not depend on the number of threads.

use crate::diagnostics::Diagnostic;

/// One reported item.
#[derive(Clone, Debug, PartialEq)]
pub enum PassEvent {
    /// A diagnostic (rendered, or checked by `-verify-diagnostics`).
    Diagnostic(Diagnostic),
    /// Text for stderr (IR dumps, analysis printouts).
    Stderr(String),
    /// Text for stdout, written before the output IR.
    Stdout(String),
}

/// The ordered events of a run.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PassOutput {
    events: Vec<PassEvent>,
}

impl PassOutput {
    /// Records a diagnostic.
    pub fn diagnostic(&mut self, diagnostic: Diagnostic) {
        self.events.push(PassEvent::Diagnostic(diagnostic));
    }

    /// The stderr text buffer at the end of the events (text written in a
    /// row is one event).
    pub fn stderr(&mut self) -> &mut String {
        if !matches!(self.events.last(), Some(PassEvent::Stderr(_))) {
            self.events.push(PassEvent::Stderr(String::new()));
        }
        match self.events.last_mut() {
            Some(PassEvent::Stderr(text)) => text,
            _ => unreachable!("pushed above"),
        }
    }

    /// The stdout text buffer at the end of the events.
    pub fn stdout(&mut self) -> &mut String {
        if !matches!(self.events.last(), Some(PassEvent::Stdout(_))) {
            self.events.push(PassEvent::Stdout(String::new()));
        }
        match self.events.last_mut() {
            Some(PassEvent::Stdout(text)) => text,
            _ => unreachable!("pushed above"),
        }
    }

    /// Appends another output after this one.
    pub fn append(&mut self, other: PassOutput) {
        self.events.extend(other.events);
    }

    /// The events, in order.
    pub fn events(&self) -> &[PassEvent] {
        &self.events
    }

    /// Takes the events, leaving this output empty.
    pub fn take(&mut self) -> Vec<PassEvent> {
        std::mem::take(&mut self.events)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn consecutive_text_is_one_event() {
        let mut out = PassOutput::default();
        out.stderr().push('a');
        out.stderr().push('b');
        out.stdout().push('c');
        out.stderr().push('d');
        assert_eq!(
            out.events(),
            &[
                PassEvent::Stderr("ab".into()),
                PassEvent::Stdout("c".into()),
                PassEvent::Stderr("d".into())
            ]
        );
    }
}
