#!/bin/sh
# An interestingness script in mlir-reduce's convention: called as
# `grep-interesting.sh PATTERN FILE`, it exits 1 (interesting) when FILE
# still contains PATTERN, 0 otherwise.
if grep -q -- "$1" "$2"; then
  exit 1
fi
exit 0
