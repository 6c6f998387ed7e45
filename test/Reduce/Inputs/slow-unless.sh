#!/bin/sh
# An interestingness script that hangs on some variants: called as
# `slow-unless.sh KEEP PATTERN FILE`, it sleeps for a minute when FILE no
# longer contains KEEP, and otherwise exits 1 (interesting) when FILE
# contains PATTERN, 0 when it does not.
if ! grep -q -- "$1" "$3"; then
  sleep 60
fi
if grep -q -- "$2" "$3"; then
  exit 1
fi
exit 0
