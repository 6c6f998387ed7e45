// Self-test of the lit harness: `not` resolves to our not, which inverts a failure.
// RUN: not false
