//! Unit tests of the `func` dialect: custom form round trips, interfaces,
//! folding and constant materialization.
