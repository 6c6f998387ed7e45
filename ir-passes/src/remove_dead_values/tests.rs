//! Unit tests of the pass's internals.
